// Reclaiming an owner's code objects that no checkpoint reaches any more (migrations/0011_code_objects.sql): a mark from
// every live checkpoint's root tree (and every tree stored in the last GRACE, which an agent may be about to name in a
// checkpoint), through the trees' entries, then a sweep of what the mark did not reach. Run under the owner's objects
// lock (db/advisory-locks.ts tryLockOwnerObjects), so no write naming objects interleaves.
//
// A stored tree implies its whole subtree (uploads check it): a sweep keeps that true at every commit by taking every
// unreachable tree at once, and blobs (which name nothing) a bounded batch at a time; each batch marks again.
import { sql } from 'kysely';
import type { Trx } from '../db/client.ts';

/** How long an object stays, reached or not: what an agent uploads is named by its checkpoint within minutes. */
export const GRACE = '1 hour';

export type Reclaimed = { objects: number; bytes: number; size: number };

/** Deletes every unreachable tree of the owner and at most `limit` unreachable blobs. */
export async function reclaimObjects(trx: Trx, ownerId: string, limit: number): Promise<Reclaimed & { blobs: number }> {
  const { rows } = await sql<Reclaimed & { blobs: number }>`
    with recursive live (oid) as (
        select decode(c.code_tree, 'hex') from checkpoints c join sessions s on s.id = c.session_id
        where s.owner_id = ${ownerId} and s.deletion_id is null and c.code_tree is not null
      union
        select o.oid from code_objects o where o.owner_id = ${ownerId} and o.type = 'tree' and o.created_at > now() - ${GRACE}::interval
      union
        select substring(t.oids from (e.at - 1) * 20 + 1 for 20)
        from live join code_trees t on t.owner_id = ${ownerId} and t.oid = live.oid
        cross join generate_series(1, cardinality(t.names)) as e (at)
    ),
    unreached as (
      select o.oid, o.type, o.size, coalesce(octet_length(o.content), 0) as stored from code_objects o
      where o.owner_id = ${ownerId} and o.created_at <= now() - ${GRACE}::interval and not exists (select 1 from live where live.oid = o.oid)
    ),
    doomed as (
      (select * from unreached where type = 'tree')
      union all
      (select * from unreached where type = 'blob' limit ${limit})
    ),
    trees as (
      delete from code_trees t using doomed where t.owner_id = ${ownerId} and t.oid = doomed.oid
      returning octet_length(t.oids) + pg_column_size(t.names) + pg_column_size(t.modes) as stored
    ),
    objects as (
      delete from code_objects o using doomed where o.owner_id = ${ownerId} and o.oid = doomed.oid
      returning o.type, o.size, doomed.stored
    )
    select count(*)::int as objects, count(*) filter (where type = 'blob')::int as blobs,
           (coalesce(sum(stored), 0) + (select coalesce(sum(stored), 0) from trees))::int8 as bytes,
           coalesce(sum(size), 0)::int8 as size
    from objects`.execute(trx);
  const reclaimed = rows[0]!;
  if (reclaimed.size > 0) {
    await sql`update code_object_usage set bytes = greatest(0, bytes - ${reclaimed.size}) where owner_id = ${ownerId}`.execute(trx);
  }
  return reclaimed;
}
