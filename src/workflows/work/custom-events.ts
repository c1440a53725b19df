// A runner's own events, recorded as `custom.<name>` so they can never pass for system events.
import type { Caller } from '../../caller.ts';
import { NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import { IdempotencyConflictError } from '../../errors/idempotency.ts';
import { SessionLockedError, StaleLeaseError } from '../../errors/lease.ts';
import { LimitReachedError } from '../../errors/limit.ts';
import { CUSTOM_PREFIX } from '../../events/event-refs.ts';
import { inTransaction } from '../../events/unit-of-work.ts';
import { withIdempotency } from '../../idempotency/idempotency.service.ts';
import { assertLeaseHeld } from '../../sessions/lease.model.ts';
import { assertStoredBytes, lockSessionCharging, storedSize } from '../../sessions/session-size.service.ts';

const EVENT_NAME = /^[a-z][a-z0-9_.-]{0,63}$/;

export type CustomEventInput = { type: string; data?: unknown };

/**
 * The name of a runner's event without its prefix: "tests.passed" and "custom.tests.passed" are one event type, so
 * a runner that sends back the type it read (custom.<name>) records that type again, not custom.custom.<name>.
 */
export function customEventName(type: string): string {
  return type.startsWith(CUSTOM_PREFIX) ? type.slice(CUSTOM_PREFIX.length) : type;
}

function checkCustomEvent(event: CustomEventInput, field: string): void {
  if (!EVENT_NAME.test(event.type)) {
    throw new ValidationError(
      `${field}.type`,
      'use 1 to 64 lowercase letters, digits, dots, dashes or underscores, starting with a letter (e.g. "tests.passed").',
    );
  }
  if (event.data !== undefined && event.data !== null && (typeof event.data !== 'object' || Array.isArray(event.data))) {
    throw new ValidationError(`${field}.data`, 'must be a JSON object.');
  }
}

export async function recordCustomEvents(
  caller: Caller,
  input: { sessionId: string; events: readonly CustomEventInput[]; idempotencyKey?: string | null; leaseToken?: number | null },
) {
  const { idempotencyKey, leaseToken } = input;
  const { maxBatchSize } = caller.settings.limits;
  if (input.events.length === 0) throw new ValidationError('events', 'give at least one event.');
  if (input.events.length > maxBatchSize) {
    throw new LimitReachedError('BATCH_SIZE', maxBatchSize, `At most ${maxBatchSize} events fit in one call (SAVEPOINT_MAX_BATCH); split the batch.`);
  }
  // Named without the prefix before the idempotency check too: a retry that adds or drops it is the same request.
  const events = input.events.map((event) => ({ ...event, type: customEventName(event.type) }));
  for (const [index, event] of events.entries()) checkCustomEvent(event, `events[${index}]`);
  const request = { sessionId: input.sessionId, events };
  const { ownerId } = caller.viewer;
  return inTransaction(caller, (work) =>
    withIdempotency(work, { ownerId, key: idempotencyKey, operation: 'recordEvents', request }, async () => {
      const bytes = storedSize(events.map((event) => event.data ?? {}));
      const session = await lockSessionCharging(work, ownerId, input.sessionId, bytes);
      assertLeaseHeld(session, leaseToken, new Date());
      await assertStoredBytes(work, session, bytes, caller.settings.quotas);
      for (const event of events) {
        work.emit({
          sessionId: session.id,
          workspaceId: session.workspace_id,
          type: `${CUSTOM_PREFIX}${event.type}`,
          data: (event.data as Record<string, unknown>) ?? {},
        });
      }
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
