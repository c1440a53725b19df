// The unit of work: one database transaction plus the session events it emits, appended together at the end so
// every state change and its events commit (or roll back) as one, with a single NOTIFY. Every write that records
// events goes through here; event data is redacted on the way in.
import type { Db, Trx } from '../db/client.ts';
import { asExpectedError, asRetryLater, isTransientFailure, sqlStateOf } from '../db/sqlstate.ts';
import { runTransaction, type WithNext } from '../db/transaction.ts';
import { runInTransactionScope } from '../db/transaction-scope.ts';
import { TransientFailureError } from '../errors/concurrency.ts';
import type { Redactor } from '../redaction/redact.ts';
import { type AppendedEvent, appendEvents, appendEventsStatements, type NewEvent } from './event.queries.ts';

export type Work = {
  trx: Trx;
  /** Who is acting: recorded as the actor of every event. */
  actor: string;
  /** Applied to every stored text a secret could hide in (event data here; message content by its writer). */
  redact: Redactor;
  emit: (event: Omit<NewEvent, 'actor'> & { actor?: string }) => void;
  /** Appends the events emitted so far now (when a row must refer to one); later ones still go at the end. */
  flush: () => Promise<AppendedEvent[]>;
  /**
   * How many events of the session emit() holds, not appended yet: they take the session's next seqs, in order (its
   * row is locked), so a row that records the session's event seq counts them instead of flushing them.
   */
  held: (sessionId: string) => number;
  /**
   * Queues statements whose answers the body does not need: they go out ahead of the next statement the body sends
   * (an append of events, a read), or with the COMMIT and the events appended at the end, costing no round trip of
   * their own (db/transaction.ts). Their failure rolls everything back and is the error.
   */
  withNext: WithNext;
};

/** What a unit of work needs to know of its caller (a workflow's Caller has this shape). */
export type WorkOwner = {
  db: Db;
  viewer: { actor: string };
  settings: { redactor: Redactor; transactionRetries: number; logger: { warn: (...args: unknown[]) => void } };
};

/**
 * Runs `body` in a transaction, its events appended at the end. A transaction that fails only because of concurrent
 * ones (a deadlock, a serialization failure: the lock order in db/advisory-locks.ts keeps our own transactions out of
 * deadlocks, not someone else's SQL) is rolled back and run again, whole, up to `settings.transactionRetries` times,
 * then refused as a TransientFailureError (retryable), never passed on as an unexpected error. One that fails because
 * the database is unavailable (a failover, a restart) is refused at once as a DatabaseUnavailableError (retryable).
 *
 * So `body` may run more than once, each time in a fresh transaction: it must do nothing outside the database that
 * cannot be done twice (git work, files, messages to others go before or after it), and a variable it sets outside
 * itself must be set again at its start.
 */
export async function inTransaction<T>(owner: WorkOwner, body: (work: Work) => Promise<T>): Promise<T> {
  const { transactionRetries, logger } = owner.settings;
  for (let attempt = 1; ; attempt++) {
    try {
      return await attemptTransaction(owner, body);
    } catch (error) {
      if (!isTransientFailure(error)) throw asRetryLater(error) ?? asExpectedError(error); // a constraint a request can hit is the caller's mistake, not a crash
      const sqlState = sqlStateOf(error)!;
      if (attempt > transactionRetries) throw TransientFailureError.ofConcurrency(attempt, sqlState);
      logger.warn(`transaction attempt ${attempt} failed with SQLSTATE ${sqlState} (${(error as Error).message}); retrying`);
      await pause(backoffMs(attempt));
    }
  }
}

async function attemptTransaction<T>(owner: WorkOwner, body: (work: Work) => Promise<T>): Promise<T> {
  const { actor } = owner.viewer;
  const redact = owner.settings.redactor;
  return runTransaction(owner.db, async (trx, withNext) => {
    const pending: NewEvent[] = [];
    const flush = () => appendEvents(trx, redact, pending.splice(0));
    const work: Work = {
      trx,
      actor,
      redact,
      emit: (event) => pending.push({ ...event, actor: event.actor ?? actor }),
      flush,
      held: (sessionId) => pending.filter((event) => event.sessionId === sessionId).length,
      withNext,
    };
    const result = await runInTransactionScope(() => body(work));
    withNext(...appendEventsStatements(trx, redact, pending.splice(0))); // nothing reads what they append
    return result;
  });
}

/**
 * Runs `body` in a read-only transaction that sees one snapshot of the database throughout (REPEATABLE READ): a read
 * spread over many statements (an export streamed to a client) then reads one moment, whatever is written meanwhile.
 * It writes nothing, so it neither retries nor appends events; it holds a pool connection until `body` ends.
 */
export async function inReadSnapshot<T>(db: Db, body: (trx: Trx) => Promise<T>): Promise<T> {
  return runTransaction(db, (trx) => runInTransactionScope(() => body(trx)), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/**
 * Before attempt n + 1: a few milliseconds, doubling, at a random point of the window (full jitter), so transactions
 * that collided do not collide again in step. The connection is given back meanwhile (the transaction has ended).
 */
function backoffMs(attempt: number): number {
  return Math.random() * Math.min(200, 10 * 2 ** attempt);
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Records events in a transaction of their own: for the record of a failure, written after the failed work rolled
 * back. Best effort: a failure to record is logged, never thrown over the failure being recorded.
 */
export async function recordEventsNow(owner: WorkOwner, events: ReadonlyArray<Omit<NewEvent, 'actor'>>) {
  await inTransaction(owner, async (work) => {
    for (const event of events) work.emit(event);
  }).catch((failure: unknown) => owner.settings.logger.warn(`could not record ${events.map((e) => e.type).join(', ')}`, failure));
}
