// The NOTIFY channel: a doorbell carrying ids and sequence numbers, never event bodies (8,000-byte limit, tenancy).
export const EVENTS_CHANNEL = 'savepoint_events';

/**
 * One entry per session touched by the committing transaction: [sessionId, lastSeq, workspaceId]; and, from the
 * transactions of workspace agents' commands, `a`: [agentId, seq] per command recorded, `c`: the ids of commands that
 * ended. A notice with none of them rings for everything.
 */
export type EventsNotice = { e: Array<[string, number, string]>; a?: Array<[string, number]>; c?: string[] };

/** NOTIFY payloads stop at 8,000 bytes; a longer notice rings without detail (built in SQL: event.queries.ts). */
export const MAX_NOTICE_BYTES = 7_000;

export function decodeNotice(payload: string): EventsNotice {
  try {
    const parsed = JSON.parse(payload) as EventsNotice;
    if (!Array.isArray(parsed.e)) return { e: [] };
    return { e: parsed.e, ...(Array.isArray(parsed.a) && { a: parsed.a }), ...(Array.isArray(parsed.c) && { c: parsed.c }) };
  } catch {
    return { e: [] };
  }
}
