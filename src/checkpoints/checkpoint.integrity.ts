// Is a checkpoint still as it was signed? Verifying means canonicalising its whole state snapshot (hundreds of KB
// for a large plan), so the answer is remembered per row version: PostgreSQL gives every updated row version a new
// xmin, so an edit made after a checkpoint was verified is still caught.
import { sql } from 'kysely';
import type { Db } from '../db/client.ts';
import { verifyCheckpoint } from './checkpoint.model.ts';

const MAX_REMEMBERED = 10_000;
const remembered = new Map<string, boolean>();

/** A checkpoint row version: its id and xmin. */
export type RowVersion = { id: string; row_version: string };

export async function isCheckpointIntact(db: Db, checkpoint: RowVersion, secret: string): Promise<boolean> {
  const key = `${checkpoint.id}:${checkpoint.row_version}:${secret}`;
  const known = remembered.get(key);
  if (known !== undefined) return known;
  const row = await db
    .selectFrom('checkpoints')
    .selectAll()
    .select(sql<string>`xmin::text`.as('row_version'))
    .where('id', '=', checkpoint.id)
    .executeTakeFirst();
  if (!row) return false;
  const intact = verifyCheckpoint(row, secret);
  if (remembered.size >= MAX_REMEMBERED) remembered.clear();
  remembered.set(`${row.id}:${row.row_version}:${secret}`, intact);
  return intact;
}
