// The unit of work: one database transaction plus the session events it emits, appended together at the end so
// every state change and its events commit (or roll back) as one, with a single NOTIFY. Every write that records
// events goes through here; event data is redacted on the way in.
import type { Db, Trx } from '../db/client.ts';
import type { SessionEvent } from '../db/database.ts';
import { asExpectedError, asExpectedErrorThrows } from '../db/sqlstate.ts';
import { runInTransactionScope } from '../db/transaction-scope.ts';
import { throws } from '../errors.ts';
import type { Redactor } from '../redaction/redact.ts';
import { appendEvents, type NewEvent } from './event.queries.ts';

export type Work = {
  trx: Trx;
  /** Who is acting: recorded as the actor of every event. */
  actor: string;
  /** Applied to every stored text a secret could hide in (event data here; message content by its writer). */
  redact: Redactor;
  emit: (event: Omit<NewEvent, 'actor'> & { actor?: string }) => void;
  /** Appends the events emitted so far now (when a row must refer to one); later ones still go at the end. */
  flush: () => Promise<SessionEvent[]>;
};

/** What a unit of work needs to know of its caller (a workflow's Caller has this shape). */
export type WorkOwner = { db: Db; viewer: { actor: string }; settings: { redactor: Redactor } };

export async function inTransaction<T>(owner: WorkOwner, body: (work: Work) => Promise<T>): Promise<T> {
  const { actor } = owner.viewer;
  const redact = owner.settings.redactor;
  return owner.db
    .transaction()
    .execute(async (trx) => {
      const pending: NewEvent[] = [];
      const flush = () => appendEvents(trx, redact, pending.splice(0));
      const work: Work = { trx, actor, redact, emit: (event) => pending.push({ ...event, actor: event.actor ?? actor }), flush };
      const result = await runInTransactionScope(() => body(work));
      await flush();
      return result;
    })
    .catch((error: unknown) => {
      throw asExpectedError(error); // a constraint a request can hit is the caller's mistake, not a crash
    });
}
export const inTransactionThrows = throws(asExpectedErrorThrows);

/**
 * Records events in a transaction of their own: for the record of a failure, written after the failed work rolled
 * back. Best effort: a failure to record is logged, never thrown over the failure being recorded.
 */
export async function recordEventsNow(
  owner: WorkOwner & { settings: { logger: { warn: (...args: unknown[]) => void } } },
  events: ReadonlyArray<Omit<NewEvent, 'actor'>>,
) {
  await inTransaction(owner, async (work) => {
    for (const event of events) work.emit(event);
  }).catch((failure: unknown) => owner.settings.logger.warn(`could not record ${events.map((e) => e.type).join(', ')}`, failure));
}
/** Nothing: a failure to record is logged, not thrown. */
export const recordEventsNowThrows = throws();
