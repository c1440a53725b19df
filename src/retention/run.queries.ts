// A retention run's writes: its audit row, the warnings it records, and the checkpoints it purges (sessions go through
// a deletion: deletions/deletion.service.ts).
import { type Insertable, sql } from 'kysely';
import type { Db, Trx } from '../db/client.ts';
import { uuidArray } from '../db/json.ts';
import type { RetentionRun, RetentionRunsTable } from '../db/tables/retention.ts';
import { ownedBy } from '../db/tenancy.ts';

export async function insertRun(db: Db, row: Insertable<RetentionRunsTable>): Promise<void> {
  await db.insertInto('retention_runs').values(row).execute();
}

export type RunCounts = Pick<
  RetentionRun,
  | 'warned_sessions'
  | 'warned_checkpoints'
  | 'purged_sessions'
  | 'purged_checkpoints'
  | 'row_bytes'
  | 'objects'
  | 'object_bytes'
  | 'archived_sessions'
  | 'archive_bytes'
  | 'archive_failures'
>;

export async function finishRun(db: Db, id: string, counts: RunCounts): Promise<void> {
  await db
    .updateTable('retention_runs')
    .set({ ...counts, finished_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function findRunsByIds(db: Db, ownerId: string, ids: readonly string[]): Promise<RetentionRun[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('retention_runs').selectAll().where(ownedBy('retention_runs', ownerId)).where('id', 'in', ids).execute();
}

/** Records when these sessions and checkpoints were warned about (their warning events are in the same transaction). */
export async function markWarned(trx: Trx, sessionIds: readonly string[], checkpointIds: readonly string[]): Promise<void> {
  if (sessionIds.length) await sql`update sessions set retention_warned_at = now() where id = any(${uuidArray(sessionIds)})`.execute(trx);
  if (checkpointIds.length) await sql`update checkpoints set retention_warned_at = now() where id = any(${uuidArray(checkpointIds)})`.execute(trx);
}

/**
 * Purges checkpoints a run found due, checked again as they are deleted: still unpinned, of a live unpinned session,
 * no live session forked from them, no rewind naming them; one a write holds (a fork or rewind being recorded from it)
 * is skipped, never waited for; with them, the plan snapshots only they shared. Returns how many went and the bytes
 * they took up.
 */
export async function purgeCheckpoints(trx: Trx, ids: readonly string[]): Promise<{ rows: number; bytes: number }> {
  if (ids.length === 0) return { rows: 0, bytes: 0 };
  const { rows } = await sql<{ rows: number; bytes: number }>`
    with doomed as (
      select c.id from checkpoints c join sessions s on s.id = c.session_id
      where c.id = any(${uuidArray(ids)}) and not c.pinned and not s.pinned and s.deletion_id is null
        and not exists (select 1 from sessions f where f.deletion_id is null and (f.fork_checkpoint_id = c.id or f.fork_point ->> 'codeCheckpointId' = c.id::text))
        and not exists (select 1 from rewinds r where r.checkpoint_id = c.id or r.undo_checkpoint_id = c.id)
      for update of c skip locked
    ),
    gone as (delete from checkpoints c using doomed where c.id = doomed.id returning pg_column_size(c.*) as bytes, c.plan_snapshot_id),
    -- the plan snapshots no checkpoint left shares, but the one of the plan as it stands: the next checkpoint of its
    -- session may share it (a plan's version only rises, so no checkpoint can share an older one again)
    plans as (
      delete from plan_snapshots ps where ps.id in (select plan_snapshot_id from gone)
        and not exists (select 1 from checkpoints c where c.plan_snapshot_id = ps.id and c.id not in (select id from doomed))
        and ps.plan_version <> (select s.plan_version from sessions s where s.id = ps.session_id)
      returning pg_column_size(ps.*) as bytes
    )
    select (select count(*)::int from gone) as rows,
           (select coalesce(sum(bytes), 0) from gone)::int8 + (select coalesce(sum(bytes), 0) from plans)::int8 as bytes`.execute(trx);
  return rows[0]!;
}
