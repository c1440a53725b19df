// The SQL of key rotation: client state sealed with another key than the current one, a batch at a time, and its
// bytes replaced by the same content sealed anew (row by row, by primary key; a row changed since is left for the next
// batch, as its key id no longer matches).
import { sql } from 'kysely';
import type { Db } from '../db/client.ts';

/** Every column of sealed client state, with the column that names the key that sealed it. */
export const SEALED = [
  { table: 'state_checkpoints', column: 'payload', keyColumn: 'key_id' },
  { table: 'state_checkpoints', column: 'metadata_sealed', keyColumn: 'metadata_key_id' },
  { table: 'state_parts', column: 'data', keyColumn: 'key_id' },
  { table: 'state_writes', column: 'data', keyColumn: 'key_id' },
  { table: 'state_uploads', column: 'data', keyColumn: 'key_id' },
] as const;

export type SealedTable = (typeof SEALED)[number];
export type SealedRow = { ctid: string; key_id: string; bytes: Buffer };

/** Rows sealed with one of `olderKeys` (ids of keys the ring still holds, letters, digits, - and _ only: sealing.ts). */
export async function findSealedWithKeys(db: Db, table: SealedTable, olderKeys: readonly string[], limit: number): Promise<SealedRow[]> {
  if (olderKeys.length === 0) return [];
  const { rows } = await sql<SealedRow>`
    select ctid::text as ctid, ${sql.ref(table.keyColumn)} as key_id, ${sql.ref(table.column)} as bytes from ${sql.table(table.table)}
    where ${sql.ref(table.keyColumn)} = any(cast(${`{${olderKeys.join(',')}}`} as text[])) and ${sql.ref(table.column)} is not null
    limit ${limit}`.execute(db);
  return rows;
}

/** Replaces the row's sealed bytes, unless it changed since it was read (its key id is not the one read). */
export async function replaceSealed(db: Db, table: SealedTable, row: SealedRow, sealed: { keyId: string; data: Buffer }): Promise<void> {
  await sql`
    update ${sql.table(table.table)} set ${sql.ref(table.column)} = ${sealed.data}, ${sql.ref(table.keyColumn)} = ${sealed.keyId}
    where ctid = ${row.ctid}::tid and ${sql.ref(table.keyColumn)} = ${row.key_id}`.execute(db);
}
