// The first answer of each idempotency key, returned again on replay.
import type { Generated } from 'kysely';
import type { JsonOf } from './column-types.ts';

export interface IdempotencyRecordsTable {
  owner_id: string;
  key: string;
  operation: string;
  request_hash: string;
  session_id: string | null;
  /** The first answer; null while the request runs (reserved first, set in the same transaction). */
  result: JsonOf<unknown> | null;
  created_at: Generated<Date>;
}
