// A runner's own events, recorded as `custom.<name>` so they can never pass for system events (recordEvent,
// recordEvents, or a write of recordWork): checked, charged to what the session stores, emitted in order.
import { ValidationError } from '../errors/domain.ts';
import { LimitReachedError } from '../errors/limit.ts';
import { CUSTOM_PREFIX } from '../events/event-refs.ts';
import { assertStoredBytes, storedSize } from '../sessions/session-size.service.ts';
import { assertFenced, type LockedSession } from './locked-session.ts';

const EVENT_NAME = /^[a-z][a-z0-9_.-]{0,63}$/;

export type CustomEventInput = { type: string; data?: unknown };

/**
 * The name of a runner's event without its prefix: "tests.passed" and "custom.tests.passed" are one event type, so
 * a runner that sends back the type it read (custom.<name>) records that type again, not custom.custom.<name>.
 */
export function customEventName(type: string): string {
  return type.startsWith(CUSTOM_PREFIX) ? type.slice(CUSTOM_PREFIX.length) : type;
}

/**
 * The events named without their prefix, each checked (`field`: where the list is in the input): at least one, at
 * most SAVEPOINT_MAX_BATCH, names and data as an event takes them.
 */
export function checkedCustomEvents(events: readonly CustomEventInput[], maxBatchSize: number, field = 'events'): CustomEventInput[] {
  if (events.length === 0) throw new ValidationError(field, 'give at least one event.');
  if (events.length > maxBatchSize) {
    throw new LimitReachedError('BATCH_SIZE', maxBatchSize, `At most ${maxBatchSize} events fit in one call (SAVEPOINT_MAX_BATCH); split the batch.`);
  }
  return events.map((event, index) => {
    const named = { ...event, type: customEventName(event.type) };
    checkCustomEvent(named, `${field}[${index}]`);
    return named;
  });
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

/** What recording `events` stores: their data. */
export function customEventsSize(events: readonly CustomEventInput[]): number {
  return storedSize(events.map((event) => event.data ?? {}));
}

/** Emits checked events (checkedCustomEvents; charged `bytes`, their customEventsSize) on the locked session, in order. */
export async function recordCustomEventsOn(locked: LockedSession, events: readonly CustomEventInput[], bytes: number): Promise<void> {
  const { caller, work, session } = locked;
  assertFenced(locked);
  await assertStoredBytes(work, session, bytes, caller.settings.quotas);
  for (const event of events) {
    work.emit({
      sessionId: session.id,
      workspaceId: session.workspace_id,
      type: `${CUSTOM_PREFIX}${event.type}`,
      data: (event.data as Record<string, unknown>) ?? {},
    });
  }
}
