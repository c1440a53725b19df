// The SQL of key rotation: client state sealed with another key than the current one, a batch at a time, and its
// bytes replaced by the same content sealed anew (row by row, by primary key; a row changed since is left for the next
// batch, as its key id no longer matches).
import { sql } from 'kysely';
import type { Db } from '../db/client.ts';

/** The three tables of sealed client state and the column each keeps its sealed bytes in. */
export const SEALED = [
  { table: 'state_checkpoints', column: 'payload', key: ['session_id', 'namespace', 'client_id'] },
  { table: 'state_parts', column: 'data', key: ['session_id', 'namespace', 'name', 'version'] },
  { table: 'state_writes', column: 'data', key: ['session_id', 'namespace', 'checkpoint_id', 'task_id', 'idx'] },
] as const;

export type SealedTable = (typeof SEALED)[number];
export type SealedRow = { ctid: string; key_id: string; bytes: Buffer };

export async function findSealedWithOtherKey(db: Db, table: SealedTable, currentKey: string, limit: number): Promise<SealedRow[]> {
  const { rows } = await sql<SealedRow>`
    select ctid::text as ctid, key_id, ${sql.ref(table.column)} as bytes from ${sql.table(table.table)}
    where key_id is not null and key_id <> ${currentKey} and ${sql.ref(table.column)} is not null
    limit ${limit}`.execute(db);
  return rows;
}

/** Replaces the row's sealed bytes, unless it changed since it was read (its key id is not the one read). */
export async function replaceSealed(db: Db, table: SealedTable, row: SealedRow, sealed: { keyId: string; data: Buffer }): Promise<void> {
  await sql`
    update ${sql.table(table.table)} set ${sql.ref(table.column)} = ${sealed.data}, key_id = ${sealed.keyId}
    where ctid = ${row.ctid}::tid and key_id = ${row.key_id}`.execute(db);
}
