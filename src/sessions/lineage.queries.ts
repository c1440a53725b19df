// Lineage: the fork tree of an owner's sessions (parent_session_id), read in one statement per question for a whole
// list of sessions. A fork always has its source's owner; every row of each recursion is scoped to the owner anyway,
// so a tree that crossed owners (rows edited by hand) ends at the owner's edge instead of leaking the other side.
import { sql } from 'kysely';
import type { Db } from '../db/client.ts';
import type { Session } from '../db/database.ts';
import { ownedBy } from '../db/tenancy.ts';

/**
 * How far a recursion follows parent links: far beyond any real fork tree, it bounds the work on a corrupted one.
 * (A cycle, which no API write can make, is cut where it closes: each session appears once per lineage.)
 */
export const MAX_LINEAGE_DEPTH = 10_000;

/** A session of a lineage: `lineage_of` is the session asked about, `lineage_depth` how many forks away it is. */
export type LineageRow = Session & { lineage_of: string; lineage_depth: number };

/** For each session: its ancestors, parent first (depth 1) up to the root. One recursive statement for all of them. */
export async function findAncestors(db: Db, ownerId: string, sessionIds: readonly string[]): Promise<LineageRow[]> {
  if (sessionIds.length === 0) return [];
  const { rows } = await sql<LineageRow>`
    with recursive up (lineage_of, id, parent_id, lineage_depth) as (
      select sessions.id, sessions.id, sessions.parent_session_id, 0
      from sessions
      where ${ownedBy('sessions', ownerId)} and sessions.id in (${sql.join(sessionIds)})
      union all
      select up.lineage_of, sessions.id, sessions.parent_session_id, up.lineage_depth + 1
      from up join sessions on sessions.id = up.parent_id
      where ${ownedBy('sessions', ownerId)} and up.lineage_depth < ${MAX_LINEAGE_DEPTH}
    ) cycle id set looped using visited
    select sessions.*, up.lineage_of, up.lineage_depth
    from up join sessions on sessions.id = up.id
    where up.lineage_depth > 0 and not up.looped
    order by up.lineage_of, up.lineage_depth`.execute(db);
  return rows;
}

/**
 * For each session: every session forked from it at any depth, by depth, then oldest first. One recursive statement
 * for all of them.
 */
export async function findDescendants(db: Db, ownerId: string, sessionIds: readonly string[]): Promise<LineageRow[]> {
  if (sessionIds.length === 0) return [];
  const { rows } = await sql<LineageRow>`
    with recursive down (lineage_of, id, lineage_depth) as (
      select sessions.id, sessions.id, 0
      from sessions
      where ${ownedBy('sessions', ownerId)} and sessions.id in (${sql.join(sessionIds)})
      union all
      select down.lineage_of, sessions.id, down.lineage_depth + 1
      from down join sessions on sessions.parent_session_id = down.id
      where ${ownedBy('sessions', ownerId)} and down.lineage_depth < ${MAX_LINEAGE_DEPTH}
    ) cycle id set looped using visited
    select sessions.*, down.lineage_of, down.lineage_depth
    from down join sessions on sessions.id = down.id
    where down.lineage_depth > 0 and not down.looped
    order by down.lineage_of, down.lineage_depth, sessions.created_at, sessions.id`.execute(db);
  return rows;
}

/** The sessions forked directly from any of these sessions, oldest first. */
export async function findChildren(db: Db, ownerId: string, sessionIds: readonly string[]): Promise<Session[]> {
  if (sessionIds.length === 0) return [];
  return db
    .selectFrom('sessions')
    .selectAll()
    .where(ownedBy('sessions', ownerId))
    .where('parent_session_id', 'in', sessionIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The sessions forked from any of these checkpoints (their code and plan state), oldest first. */
export async function findForksOfCheckpoints(db: Db, ownerId: string, checkpointIds: readonly string[]): Promise<Session[]> {
  if (checkpointIds.length === 0) return [];
  return db
    .selectFrom('sessions')
    .selectAll()
    .where(ownedBy('sessions', ownerId))
    .where('fork_checkpoint_id', 'in', checkpointIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
