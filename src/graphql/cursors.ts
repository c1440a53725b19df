// Every cursor the API hands out is parsed here. Sequence cursors (connections over seq, sessionEvents,
// messageAdded) are a whole number, the seq of the item; workspace feed cursors are a whole number too, the event's
// position in its workspace (events/event.queries.ts). On every feed "0" is the start: everything from the first
// event (message) on. The workspace feed still takes the cursors it handed out before positions existed,
// "<transaction id>.<event id>" (read as the position they stand for). The sessions and workspaces connections page
// by row id (a uuid). A cursor the API did not hand out is a VALIDATION_FAILED naming the argument, never silently
// read as the start, and never handed to PostgreSQL out of its column's range (a sequence number is a GraphQL Int; a
// position a whole number JavaScript holds exactly; a transaction id an unsigned 64-bit xid8). Timeline cursors are
// an entry's place in the one order of every timeline (history/timeline.model.ts): "t<time>_<session>_<seq>_<part>".
import { isUuid } from '../db/ids.ts';
import { ValidationError } from '../errors/domain.ts';
import type { LegacyWorkspaceCursor } from '../events/event.queries.ts';
import type { TimelineKey } from '../history/timeline.model.ts';

const SEQ = /^-?\d{1,10}$/;
/**
 * Every sequence number the API hands out is a GraphQL Int (seq: Int!), so a cursor out of its range was never handed
 * out. A message's seq may be 0 or below: a compaction's "up to here" summary goes before the messages it kept.
 */
const MIN_SEQ = -(2 ** 31);
const MAX_SEQ = 2 ** 31 - 1;
/** Before every message: where a message feed asked to start at "0" starts (a summary may sit at 0 or below). */
export const BEFORE_FIRST_SEQ = MIN_SEQ;
const POSITION = /^\d{1,16}$/;
const LEGACY_WORKSPACE = /^(\d{1,20})\.(\d{1,16})$/;
const MAX_XID8 = 2n ** 64n - 1n;

/** The cursor as it may be quoted back in a message: bounded, so a megabyte of garbage is not echoed whole. */
function shown(cursor: string): string {
  return JSON.stringify(cursor.length > 64 ? `${cursor.slice(0, 64)}…` : cursor);
}

export function parseSeqCursor(cursor: string, field: string): number {
  if (!SEQ.test(cursor) || Number(cursor) > MAX_SEQ || Number(cursor) < MIN_SEQ) {
    throw new ValidationError(field, `${shown(cursor)} is not a cursor of this list; pass the cursor of an item it returned.`);
  }
  return Number(cursor);
}

/**
 * The page of a connection whose cursors are row ids (sessions, workspaces): an `after`/`before` that is not an id
 * was never handed out, and is refused here instead of reaching PostgreSQL as a malformed uuid.
 */
export function idPage<P extends { after?: string | null; before?: string | null }>(page: P): P {
  for (const field of ['after', 'before'] as const) {
    const cursor = page[field];
    if (cursor != null && !isUuid(cursor)) {
      throw new ValidationError(field, `${shown(cursor)} is not a cursor of this list; pass the cursor of an item it returned.`);
    }
  }
  return page;
}

const DOCUMENT_KEY = /^[A-Za-z0-9._\-/]{1,200}$/;

/** The page of a connection whose cursors are shared document keys: a cursor that is no key was never handed out. */
export function keyPage<P extends { after?: string | null; before?: string | null }>(page: P): P {
  for (const field of ['after', 'before'] as const) {
    const cursor = page[field];
    if (cursor != null && !DOCUMENT_KEY.test(cursor)) {
      throw new ValidationError(field, `${shown(cursor)} is not a cursor of this list; pass the cursor of an item it returned.`);
    }
  }
  return page;
}

/** A connection's `after`/`before` (absent: no bound). */
export function seqBound(cursor: string | null | undefined, field: string): number | undefined {
  return cursor == null ? undefined : parseSeqCursor(cursor, field);
}

/** A sequence feed's `after` (absent: from now on). */
export function seqAfter(after: string | null | undefined): number | null {
  return after == null ? null : parseSeqCursor(after, 'after');
}

export function encodeWorkspaceCursor(position: number): string {
  return String(position);
}

/**
 * A workspace feed's `after` (absent: from now on): a position ("0": from the first event), or a cursor of the
 * feed before positions existed.
 */
export function workspaceAfter(after: string | null | undefined): number | LegacyWorkspaceCursor | null {
  if (after == null) return null;
  if (POSITION.test(after) && Number(after) <= Number.MAX_SAFE_INTEGER) return Number(after);
  const match = LEGACY_WORKSPACE.exec(after);
  if (!match || BigInt(match[1]!) > MAX_XID8 || Number(match[2]) > Number.MAX_SAFE_INTEGER) {
    throw new ValidationError('after', `${shown(after)} is not a workspace feed cursor; pass "0" (from the start) or the cursor of an item it delivered.`);
  }
  return { tx: BigInt(match[1]!), id: Number(match[2]) };
}

const TIMELINE = /^t(\d{1,16})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})_(\d{1,10})_(-?\d{1,10})$/;

/** The cursor of a timeline entry: the same in a session's, a workspace's and the root timeline. */
export function encodeTimelineCursor(key: TimelineKey): string {
  return `t${key.micros}_${key.sessionId}_${key.seq}_${key.part}`;
}

/** A timeline's `after`/`before`: a cursor a timeline handed out (or timelineCursorAt made), else VALIDATION_FAILED. */
export function parseTimelineCursor(cursor: string, field: string): TimelineKey {
  const match = TIMELINE.exec(cursor);
  const key = match && { micros: Number(match[1]), sessionId: match[2]!, seq: Number(match[3]), part: Number(match[4]) };
  if (!key || !Number.isSafeInteger(key.micros) || key.seq > MAX_SEQ || key.part > MAX_SEQ || key.part < MIN_SEQ) {
    throw new ValidationError(field, `${shown(cursor)} is not a timeline cursor; pass the cursor of an entry a timeline returned, or none to start at an end.`);
  }
  return key;
}

/**
 * A cursor that opens a timeline at an entry (for search results and links): `after:` it, a timeline starts with that
 * entry; `before:` it, it ends just before it. The inputs are the entry's place (history/timeline.model.ts
 * TimelineKey), read from its event's row in session_events:
 * - micros: `(extract(epoch from created_at) * 1000000)::int8`, the row's time in microseconds (exact, not rounded
 *   to milliseconds);
 * - sessionId, seq: the row's session_id and seq;
 * - part: 0 for the event itself; for a message, its seq (its row in `messages`), the event being the
 *   `messages.appended` that names it (data.conversationId, data.firstSeq <= seq <= data.lastSeq); for a file a
 *   checkpoint changed, its place in checkpoints.files_changed from 1, the event being that checkpoint's
 *   `checkpoint.created` (data.checkpointId).
 * The same cursor works on the session's, its workspace's and the root timeline (and on a fork's, for what it inherited).
 */
export function timelineCursorAt(key: TimelineKey): string {
  return encodeTimelineCursor({ ...key, part: key.part - 1 });
}
