// Marks the code running inside a transaction. A transaction holds one pool connection; if its work then asks the
// pool for another, a busy pool (every connection held by such a transaction) deadlocks. The pool refuses instead.
import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<true>();

export function runInTransactionScope<T>(work: () => Promise<T>): Promise<T> {
  return scope.run(true, work);
}

export function assertOutsideTransaction(): void {
  if (scope.getStore()) {
    throw new Error('A query went to the connection pool from inside a transaction; run it on the transaction (tx.trx) instead.');
  }
}
