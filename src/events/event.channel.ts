// The NOTIFY channel: a doorbell carrying ids and sequence numbers, never event bodies (8,000-byte limit, tenancy).
export const EVENTS_CHANNEL = 'savepoint_events';

/** One entry per session touched by the committing transaction: [sessionId, lastSeq, workspaceId]. */
export type EventsNotice = { e: Array<[string, number, string]> };

/** NOTIFY payloads stop at 8,000 bytes; a longer notice rings without detail (built in SQL: event.queries.ts). */
export const MAX_NOTICE_BYTES = 7_000;

export function decodeNotice(payload: string): EventsNotice {
  try {
    const parsed = JSON.parse(payload) as EventsNotice;
    return Array.isArray(parsed.e) ? parsed : { e: [] };
  } catch {
    return { e: [] };
  }
}
