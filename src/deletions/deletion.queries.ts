// The audit of deletions (migrations/0021_deletion.sql): one row per deletion, written by the deleting transaction and
// counted into by each purge batch in that batch's own transaction, so what it says it purged is exactly what went.
import { type Insertable, sql } from 'kysely';
import type { Db, Trx } from '../db/client.ts';
import type { Deletion, DeletionsTable } from '../db/tables/deletions.ts';
import { ownedBy } from '../db/tenancy.ts';

export async function insertDeletion(trx: Trx, row: Insertable<DeletionsTable>): Promise<void> {
  await trx.insertInto('deletions').values(row).execute();
}

export async function findDeletionsByIds(db: Db | Trx, ownerId: string, ids: readonly string[]): Promise<Deletion[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('deletions').selectAll().where(ownedBy('deletions', ownerId)).where('id', 'in', ids).execute();
}

/** The deletion that made this session (or workspace) of the owner a tombstone; undefined when it is live or not the owner's. */
export async function findDeletionOf(db: Db | Trx, ownerId: string, kind: 'sessions' | 'workspaces', id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom(kind)
    .select('deletion_id')
    .where(ownedBy(kind, ownerId, { tombstones: true }))
    .where('id', '=', id)
    .where('deletion_id', 'is not', null)
    .executeTakeFirst();
  return row?.deletion_id ?? undefined;
}

/**
 * Locks a deletion whose purge is under way, for one batch; undefined when it is done, or when another process holds
 * it right now (that one goes on with it: a purge never waits for another).
 */
export async function claimPurging(trx: Trx, id: string): Promise<Pick<Deletion, 'id' | 'owner_id' | 'session_ids'> | undefined> {
  return trx
    .selectFrom('deletions')
    .select(['id', 'owner_id', 'session_ids'])
    .where('id', '=', id)
    .where('state', '=', 'PURGING')
    .forNoKeyUpdate()
    .skipLocked()
    .executeTakeFirst();
}

/** Adds a batch to what the deletion purged: rows of `table` and the bytes they took up. */
export async function countPurged(trx: Trx, id: string, table: string, rows: number, bytes: number): Promise<void> {
  await sql`
    update deletions set
      purged = jsonb_set(purged, array[${table}::text], to_jsonb(coalesce((purged ->> ${table}::text)::int8, 0) + ${rows})),
      row_bytes = row_bytes + ${bytes}
    where id = ${id}`.execute(trx);
}

export async function countObjectsReclaimed(trx: Trx, id: string, objects: number, bytes: number): Promise<void> {
  if (objects === 0) return;
  await sql`update deletions set objects = objects + ${objects}, object_bytes = object_bytes + ${bytes} where id = ${id}`.execute(trx);
}

export async function finishDeletion(trx: Trx, id: string): Promise<void> {
  await trx.updateTable('deletions').set({ state: 'DONE', finished_at: new Date() }).where('id', '=', id).where('state', '=', 'PURGING').execute();
}

/** Deletions of any owner whose purge is still under way (a crash, or a request's budget, cut it short), oldest first. */
export async function findPurgingDeletionIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('deletions').select('id').where('state', '=', 'PURGING').orderBy('id').limit(limit).execute();
  return rows.map((row) => row.id);
}
