// A unit of work: one database transaction plus the session events it emits, appended together at the end so
// every state change and its events commit (or roll back) as one, with a single NOTIFY.
import type { Db, Trx } from '../db/client.ts';
import type { SessionEvent } from '../db/database.ts';
import { runInTransactionScope } from '../db/transaction-scope.ts';
import { appendEvents, type NewEvent } from './event.queries.ts';

export type Tx = {
  trx: Trx;
  /** Who is acting: recorded as the actor of every event. */
  actor: string;
  emit: (event: Omit<NewEvent, 'actor'> & { actor?: string }) => void;
  /** Appends the events emitted so far now (when a row must refer to one); later ones still go at the end. */
  flush: () => Promise<SessionEvent[]>;
};

export async function inTransaction<T>(db: Db, actor: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  const { result } = await inTransactionWithEvents(db, actor, work);
  return result;
}

export async function inTransactionWithEvents<T>(db: Db, actor: string, work: (tx: Tx) => Promise<T>): Promise<{ result: T; events: SessionEvent[] }> {
  return db.transaction().execute(async (trx) => {
    const pending: NewEvent[] = [];
    const appended: SessionEvent[] = [];
    const flush = async () => {
      const events = await appendEvents(trx, pending.splice(0));
      appended.push(...events);
      return events;
    };
    const tx: Tx = { trx, actor, emit: (event) => pending.push({ ...event, actor: event.actor ?? actor }), flush };
    const result = await runInTransactionScope(() => work(tx));
    await flush();
    return { result, events: appended };
  });
}
