// A runner's own events (recordEvent, recordEvents): checked and named before the idempotency check (a retry that
// adds or drops the custom. prefix is the same request), then recorded on the locked session (reporting/custom-events.ts).
import type { Caller } from '../../caller.ts';
import { NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import { IdempotencyConflictError } from '../../errors/idempotency.ts';
import { SessionLockedError, StaleLeaseError } from '../../errors/lease.ts';
import { LimitReachedError } from '../../errors/limit.ts';
import { inTransaction } from '../../events/unit-of-work.ts';
import { withIdempotency } from '../../idempotency/idempotency.service.ts';
import { type CustomEventInput, checkedCustomEvents, customEventsSize, recordCustomEventsOn } from '../../reporting/custom-events.ts';
import { lockedForOne } from '../../reporting/locked-session.ts';
import { lockSessionCharging } from '../../sessions/session-size.service.ts';

export async function recordCustomEvents(
  caller: Caller,
  input: { sessionId: string; events: readonly CustomEventInput[]; idempotencyKey?: string | null; leaseToken?: number | null },
) {
  const { idempotencyKey, leaseToken } = input;
  const events = checkedCustomEvents(input.events, caller.settings.limits.maxBatchSize);
  const request = { sessionId: input.sessionId, events };
  const { ownerId } = caller.viewer;
  return inTransaction(caller, (work) =>
    withIdempotency(work, { ownerId, key: idempotencyKey, operation: 'recordEvents', request }, async () => {
      const bytes = customEventsSize(events);
      const session = await lockSessionCharging(work, ownerId, input.sessionId, bytes);
      await recordCustomEventsOn(lockedForOne(caller, work, session, leaseToken), events, bytes);
      // Appended now, not at the commit, so the payload can name the events' sequence numbers.
      const rows = await work.flush();
      return { sessionId: session.id, firstSeq: rows[0]!.seq, lastSeq: rows.at(-1)!.seq };
    }),
  );
}
export const recordCustomEventsThrows = throws(
  IdempotencyConflictError,
  LimitReachedError,
  NotFoundError,
  SessionLockedError,
  StaleLeaseError,
  ValidationError,
);
