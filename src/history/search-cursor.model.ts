// A search's place in its order, pure: hits are ordered by rank (best first), then kind, then a key unique within the
// kind (history/search.queries.ts), all descending, so a page goes on after its last hit without skipping or
// repeating one however many rows are written meanwhile (a new row takes its place in the order; it never shifts
// another). The cursor is that position, encoded; one the API did not hand out is a VALIDATION_FAILED naming the
// argument. Kept here rather than in graphql/cursors.ts: the order it encodes is the read model's.
import { throws, ValidationError } from '../errors/domain.ts';
import { SEARCH_KINDS, type SearchKind } from './search-query.model.ts';

/** A hit's position: its rank (a float4 from ts_rank, exact as PostgreSQL printed it), kind and key. */
export type SearchPosition = { rank: number; kind: SearchKind; key: string };

/** Keys are ids, padded numbers and shared document keys (letters, digits, . _ - /), joined by "/" or ":". */
const KEY = /^[A-Za-z0-9._\-/:]{1,300}$/;

export function encodeSearchCursor(position: SearchPosition): string {
  return Buffer.from(JSON.stringify([position.rank, position.kind, position.key])).toString('base64url');
}

export function decodeSearchCursor(cursor: string, field: string): SearchPosition {
  const decoded = cursor.length <= 600 ? parsed(Buffer.from(cursor, 'base64url').toString()) : null;
  if (!Array.isArray(decoded) || decoded.length !== 3) throw notOurs(cursor, field);
  const [rank, kind, key] = decoded as unknown[];
  const known = SEARCH_KINDS.find((k) => k === kind);
  if (typeof rank !== 'number' || !Number.isFinite(rank) || rank < 0 || !known || typeof key !== 'string' || !KEY.test(key)) throw notOurs(cursor, field);
  return { rank, kind: known, key };
}

export const decodeSearchCursorThrows = throws(ValidationError);

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function notOurs(cursor: string, field: string): ValidationError {
  const shown = JSON.stringify(cursor.length > 64 ? `${cursor.slice(0, 64)}…` : cursor);
  return new ValidationError(field, `${shown} is not a cursor of this search; pass the cursor of a hit it returned (with the same query).`);
}
