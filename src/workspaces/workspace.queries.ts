import { type ExpressionBuilder, sql } from 'kysely';
import type { Db, Trx } from '../db/client.ts';
import type { Database } from '../db/tables/database.ts';
import type { Workspace } from '../db/tables/workspaces.ts';
import { ownedBy } from '../db/tenancy.ts';
import { THIS_HOST } from './workspace.model.ts';

/** A workspace: a folder of this server's (no host), or one on its agent's machine (`host` and `agent_id`). */
export async function insertWorkspace(
  db: Db,
  row: { id: string; owner_id: string; name: string; path: string; host?: string | null; agent_id?: string | null },
): Promise<Workspace> {
  return db.insertInto('workspaces').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The owner's workspace at this folder: a path on a host (null: this server's own). */
export async function findWorkspaceAtPlace(db: Db, ownerId: string, host: string | null, path: string): Promise<Workspace | undefined> {
  return db
    .selectFrom('workspaces')
    .selectAll()
    .where(ownedBy('workspaces', ownerId))
    .where(sql<boolean>`coalesce(host, '') = ${host ?? ''}`)
    .where('path', '=', path)
    .executeTakeFirst();
}

/** The workspace is served by this agent, on this host, from now on. */
export async function setWorkspaceAgent(db: Db, ownerId: string, workspaceId: string, agentId: string, host: string): Promise<Workspace> {
  return db
    .updateTable('workspaces')
    .set({ agent_id: agentId, host, updated_at: sql`now()` })
    .where(ownedBy('workspaces', ownerId))
    .where('id', '=', workspaceId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The owner's workspaces, each with whether its owner is local now (`owner_local`): the row file work is decided on
 * (code/snapshot.ts refuseFileWorkHere), read at use.
 */
export async function findWorkspacesByIds(db: Db, ownerId: string, ids: readonly string[]): Promise<Array<Workspace & { owner_local: boolean }>> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('workspaces')
    .innerJoin('owners', 'owners.id', 'workspaces.owner_id')
    .selectAll('workspaces')
    .select('owners.local as owner_local')
    .where(ownedBy('workspaces', ownerId))
    .where('workspaces.id', 'in', ids)
    .execute();
}

/** Workspaces of the owner, deleted ones too: for their feeds, which end once their sessions' tombstones are delivered. */
export async function findWorkspacesOrTombstonesByIds(db: Db, ownerId: string, ids: readonly string[]): Promise<Workspace[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('workspaces')
    .selectAll()
    .where(ownedBy('workspaces', ownerId, { tombstones: true }))
    .where('id', 'in', ids)
    .execute();
}

/** Whichever owner's workspace holds exactly this directory (registration must know, to refuse a second owner). */
export async function findWorkspaceAtPath(db: Db, path: string): Promise<Workspace | undefined> {
  return db.selectFrom('workspaces').selectAll().where('path', '=', path).where('deletion_id', 'is', null).orderBy('id').limit(1).executeTakeFirst();
}

/** The caller's workspace on this host at exactly this (real) path, if any. */
export async function findOwnerWorkspaceAt(db: Db, ownerId: string, dir: string): Promise<Workspace | undefined> {
  return db
    .selectFrom('workspaces')
    .selectAll()
    .where(ownedBy('workspaces', ownerId))
    .where((eb) => onThisHost(eb))
    .where('path', '=', dir)
    .executeTakeFirst();
}

/**
 * Every workspace on this host, of any owner, that is `dir`, lies inside it or holds it (paths are real, so a prefix up to a "/"
 * is the whole test). Registration refuses all of these: two workspaces never overlap.
 */
export async function findWorkspacesOverlapping(db: Db, dir: string): Promise<Array<{ id: string; owner_id: string; name: string; path: string }>> {
  const prefix = `${dir.replace(/\/$/, '')}/`;
  return db
    .selectFrom('workspaces')
    .select(['id', 'owner_id', 'name', 'path'])
    .where((eb) => onThisHost(eb)) // folders on this server's host: an agent's path on another machine overlaps nothing here
    .where('deletion_id', 'is', null) // a deleted workspace holds no folder
    .where('path', 'is not', null)
    .$narrowType<{ path: string }>()
    .where((eb) =>
      eb.or([
        eb('path', '=', dir),
        eb(eb.fn('left', ['path', eb.val(prefix.length)]), '=', prefix),
        eb(sql<string>`left(${prefix}, length(path) + 1)`, '=', sql<string>`path || '/'`),
      ]),
    )
    .orderBy('path')
    .orderBy('id')
    .execute();
}

/** The roots an operator granted this owner (real paths), oldest first. */
export async function findOwnerRoots(db: Db, ownerId: string): Promise<string[]> {
  const rows = await db.selectFrom('owner_roots').select('path').where(ownedBy('owner_roots', ownerId)).orderBy('created_at').orderBy('path').execute();
  return rows.map((row) => row.path);
}

/** Every root granted to an owner other than this one. */
export async function findOtherOwnersRoots(db: Db, ownerId: string): Promise<Array<{ owner_id: string; path: string }>> {
  return db.selectFrom('owner_roots').select(['owner_id', 'path']).where('owner_id', '!=', ownerId).execute();
}

export async function insertOwnerRoot(db: Db, ownerId: string, path: string): Promise<void> {
  await db
    .insertInto('owner_roots')
    .values({ owner_id: ownerId, path })
    .onConflict((oc) => oc.columns(['owner_id', 'path']).doNothing())
    .execute();
}

/** Whether the server does file work for this owner (owners.local: migrations/0014_local_owners.sql). */
/**
 * A workspace folder on this server's host: registered here before agents did the file work (no host), or attached
 * from this host (by the agent this server embeds, or one run beside it).
 */
function onThisHost(eb: ExpressionBuilder<Database, 'workspaces'>) {
  return eb.or([eb('workspaces.host', 'is', null), eb('workspaces.host', '=', THIS_HOST)]);
}

/** The workspaces of local owners on this host (`host`) or on the server's own (null): the ones its embedded agent serves. */
export async function findLocalWorkspaces(db: Db, host: string): Promise<Array<Workspace & { path: string }>> {
  return db
    .selectFrom('workspaces')
    .innerJoin('owners', 'owners.id', 'workspaces.owner_id')
    .selectAll('workspaces')
    .where('owners.local', '=', true)
    .where('workspaces.deletion_id', 'is', null)
    .where('workspaces.path', 'is not', null) // a workspace without a folder has nothing to serve
    .$narrowType<{ path: string }>()
    .where((eb) => eb.or([eb('workspaces.host', 'is', null), eb('workspaces.host', '=', host)])) // as onThisHost, for the host given
    .orderBy('workspaces.id')
    .execute();
}

export async function isLocalOwner(db: Db, ownerId: string): Promise<boolean> {
  const row = await db.selectFrom('owners').select('local').where('id', '=', ownerId).executeTakeFirst();
  return row?.local === true;
}

/**
 * Holds a live workspace of the owner's for the transaction: `create` (a session is written into it: FOR SHARE)
 * holds its deletion off until the transaction ends, and waits for a deletion under way, then finds it gone; `delete`
 * (FOR NO KEY UPDATE) waits for every transaction creating a session in it, so the sessions it lists next are all it
 * will ever have. Neither conflicts with the key-share lock a fork's or a checkpoint's foreign key takes. False when
 * it is not live.
 */
export async function holdLiveWorkspace(trx: Trx, ownerId: string, workspaceId: string, purpose: 'create' | 'delete'): Promise<boolean> {
  const query = trx.selectFrom('workspaces').select('id').where(ownedBy('workspaces', ownerId)).where('id', '=', workspaceId);
  const row = await (purpose === 'create' ? query.forShare() : query.forNoKeyUpdate()).executeTakeFirst();
  return row !== undefined;
}
