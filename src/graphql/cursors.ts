// Every cursor the API hands out is parsed here. Sequence cursors (connections over seq, sessionEvents,
// messageAdded) are a whole number; workspace feed cursors are "<transaction id>.<event id>". A cursor the API did
// not hand out is a VALIDATION_FAILED naming the argument, never silently read as the start.
import { ValidationError } from '../errors.ts';
import type { WorkspaceCursor } from '../events/event.queries.ts';

const SEQ = /^\d{1,15}$/;
const WORKSPACE = /^(\d{1,20})\.(\d{1,16})$/;

export function parseSeqCursor(cursor: string, field: string): number {
  if (!SEQ.test(cursor)) throw new ValidationError(field, `"${cursor}" is not a cursor of this list; pass the cursor of an item it returned.`);
  return Number(cursor);
}

/** A connection's `after`/`before` (absent: no bound). */
export function seqBound(cursor: string | null | undefined, field: string): number | undefined {
  return cursor == null ? undefined : parseSeqCursor(cursor, field);
}

/** A sequence feed's `after` (absent: from now on). */
export function seqAfter(after: string | null | undefined): number | null {
  return after == null ? null : parseSeqCursor(after, 'after');
}

export function encodeWorkspaceCursor(cursor: WorkspaceCursor): string {
  return `${cursor.tx}.${cursor.id}`;
}

/** A workspace feed's `after` (absent: from now on). */
export function workspaceAfter(after: string | null | undefined): WorkspaceCursor | null {
  if (after == null) return null;
  const match = WORKSPACE.exec(after);
  if (!match) throw new ValidationError('after', `"${after}" is not a workspace feed cursor; pass the cursor of an item it delivered.`);
  return { tx: BigInt(match[1]!), id: Number(match[2]) };
}
