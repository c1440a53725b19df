import type { Db } from '../db/client.ts';
import type { Workspace } from '../db/database.ts';
import { ownedBy } from '../db/tenancy.ts';

/**
 * Inserts the workspace unless the owner already has one at that path; then returns undefined instead of raising a
 * unique violation (which would abort the caller's transaction). A concurrent insert of the same path makes this wait
 * for the other transaction: if it commits, its row stands and this returns undefined; if it rolls back, this inserts.
 */
export async function insertWorkspaceIfNew(db: Db, row: { id: string; owner_id: string; name: string; path: string }): Promise<Workspace | undefined> {
  return db
    .insertInto('workspaces')
    .values(row)
    .onConflict((oc) => oc.columns(['owner_id', 'path']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function findWorkspacesByIds(db: Db, ownerId: string, ids: readonly string[]): Promise<Workspace[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('workspaces').selectAll().where(ownedBy('workspaces', ownerId)).where('id', 'in', ids).execute();
}

export async function findWorkspaceByPath(db: Db, ownerId: string, path: string): Promise<Workspace | undefined> {
  return db.selectFrom('workspaces').selectAll().where(ownedBy('workspaces', ownerId)).where('path', '=', path).executeTakeFirst();
}

export type IdPage = { after?: string; before?: string; limit: number; inverted: boolean };

/** Newest first; `inverted` pages from the other end (for `last`). */
export async function listWorkspaces(db: Db, ownerId: string, page: IdPage): Promise<Workspace[]> {
  let query = db.selectFrom('workspaces').selectAll().where(ownedBy('workspaces', ownerId));
  if (page.after) query = query.where('id', '<', page.after);
  if (page.before) query = query.where('id', '>', page.before);
  return query
    .orderBy('id', page.inverted ? 'asc' : 'desc')
    .limit(page.limit)
    .execute();
}
