// The walk of two trees, in SQL over their stored entries (code_trees): down only where the two sides' ids differ, so the cost is
// that of what changed, not of the trees' size.
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/client.ts';
import { ownedBy } from '../db/tenancy.ts';
import type { ChangedEntry } from './diff.model.ts';

/** The entries of a folder of the walk (none when the side is not a folder): name, mode and the id each names. */
function entriesOf(ownerId: string, tree: RawBuilder<unknown>, mode: RawBuilder<unknown>) {
  return sql`
    select entry.name, entry.mode, substring(code_trees.oids from (entry.at::int - 1) * 20 + 1 for 20) as child_oid
    from code_trees cross join lateral unnest(code_trees.names, code_trees.modes) with ordinality as entry (name, mode, at)
    where ${ownedBy('code_trees', ownerId)} and code_trees.oid = ${tree} and ${mode} = '40000'`;
}

/**
 * Every path where tree `from` (null: the empty tree) and tree `to` differ, folders included: the entries of two
 * folders are compared by name, and a folder is entered only when its id differs (or it is on one side only). Both
 * trees must be the owner's (checked by the caller); entries are read through the owner's rows only.
 */
export async function findChangedEntries(db: Db, ownerId: string, from: string | null, to: string): Promise<ChangedEntry[]> {
  const { rows } = await sql<ChangedEntry>`
    with recursive walk (path, old_mode, old_oid, new_mode, new_oid) as (
      select ''::text collate "C", case when ${from}::text is null then null else '40000' end, decode(${from}::text, 'hex'), '40000', decode(${to}::text, 'hex')
      union all
      select case when walk.path = '' then pair.name else walk.path || '/' || pair.name end, pair.old_mode, pair.old_oid, pair.new_mode, pair.new_oid
      from walk
      cross join lateral (
        select coalesce(old.name, new.name) as name, old.mode as old_mode, old.child_oid as old_oid, new.mode as new_mode, new.child_oid as new_oid
        from (${entriesOf(ownerId, sql.ref('walk.old_oid'), sql.ref('walk.old_mode'))}) old
        full join (${entriesOf(ownerId, sql.ref('walk.new_oid'), sql.ref('walk.new_mode'))}) new
          on old.name = new.name
        where old.child_oid is distinct from new.child_oid or old.mode is distinct from new.mode
      ) pair
      where walk.old_mode = '40000' or walk.new_mode = '40000'
    )
    select path, old_mode as "oldMode", encode(old_oid, 'hex') as "oldOid", new_mode as "newMode", encode(new_oid, 'hex') as "newOid"
    from walk where path <> ''`.execute(db);
  return rows;
}
