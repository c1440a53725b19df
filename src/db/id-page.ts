// An owner's rows of a table whose ids are time-ordered (UUIDv7), a page at a time by id, newest first: the lists
// whose cursors are row ids (workspaces, deletions, retention runs), and how many there are.
import { type Selectable, sql } from 'kysely';
import type { Db } from './client.ts';
import type { Database } from './tables/database.ts';
import { ownedBy } from './tenancy.ts';

/** Tables listed by id: each has an owner_id and a time-ordered uuid id. */
export type IdListed = 'workspaces' | 'deletions' | 'retention_runs';

/** `after`/`before`: ids of the list (graphql/cursors.ts idPage checks them); `inverted` pages from the other end (for `last`). */
export type IdPage = { after?: string; before?: string; limit: number; inverted: boolean };

/** The owner's rows, newest first (a tombstoned workspace is left out, as every read of the owner's leaves it). */
export async function listOwnedById<T extends IdListed>(db: Db, table: T, ownerId: string, page: IdPage): Promise<Array<Selectable<Database[T]>>> {
  let query = db
    .selectFrom(table as IdListed)
    .selectAll()
    .where(ownedBy(table, ownerId));
  if (page.after) query = query.where('id', '<', page.after);
  if (page.before) query = query.where('id', '>', page.before);
  const rows = await query
    .orderBy('id', page.inverted ? 'asc' : 'desc')
    .limit(page.limit)
    .execute();
  return rows as Array<Selectable<Database[T]>>;
}

export async function countOwned(db: Db, table: IdListed, ownerId: string): Promise<number> {
  const row = await db.selectFrom(table).select(sql<number>`count(*)::int`.as('count')).where(ownedBy(table, ownerId)).executeTakeFirstOrThrow();
  return row.count;
}
