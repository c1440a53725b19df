// The walk of two trees, in SQL over their stored entries: down only where the two sides' ids differ, so the cost is
// that of what changed, not of the trees' size.
import { sql } from 'kysely';
import type { Db } from '../db/client.ts';
import { ownedBy } from '../db/tenancy.ts';
import type { ChangedEntry } from './diff.model.ts';

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
        from (select name, mode, child_oid from code_tree_entries
              where ${ownedBy('code_tree_entries', ownerId)} and code_tree_entries.tree_oid = walk.old_oid and walk.old_mode = '40000') old
        full join (select name, mode, child_oid from code_tree_entries
                   where ${ownedBy('code_tree_entries', ownerId)} and code_tree_entries.tree_oid = walk.new_oid and walk.new_mode = '40000') new
          on old.name = new.name
        where old.child_oid is distinct from new.child_oid or old.mode is distinct from new.mode
      ) pair
      where walk.old_mode = '40000' or walk.new_mode = '40000'
    )
    select path, old_mode as "oldMode", encode(old_oid, 'hex') as "oldOid", new_mode as "newMode", encode(new_oid, 'hex') as "newOid"
    from walk where path <> ''`.execute(db);
  return rows;
}
