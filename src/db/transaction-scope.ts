// Marks the code running inside a transaction. A transaction holds one pool connection; if its work then asks the
// pool for another, a busy pool (every connection held by such a transaction) deadlocks. With the guard on, the pool
// refuses instead. It is on in tests only: on Node 20, AsyncLocalStorage tracks every promise once used, which
// costs the server about a third of its fan-out speed.
import { AsyncLocalStorage } from 'node:async_hooks';

let scope: AsyncLocalStorage<true> | null = null;

/** Turns the guard on for this process (the test helpers do). */
export function guardTransactions(): void {
  scope ??= new AsyncLocalStorage<true>();
}

export function runInTransactionScope<T>(work: () => Promise<T>): Promise<T> {
  return scope ? scope.run(true, work) : work();
}

export function assertOutsideTransaction(): void {
  if (scope?.getStore()) {
    throw new Error('A query went to the connection pool from inside a transaction; run it on the transaction (tx.trx) instead.');
  }
}
