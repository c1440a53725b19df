// Lineage, a read model (only graphql/ reads it; it writes nothing): the fork tree of an owner's sessions
// (parent_session_id, fork_checkpoint_id), read in one statement per question for a whole list of sessions. The walk
// up to the root is sessions/session.queries.ts findAncestorIds, since a fork's bound is a rule of sessions. A fork
// always has its source's owner; every row of each recursion is scoped to the owner anyway, so a tree that crossed
// owners (rows edited by hand) ends at the owner's edge instead of leaking the other side.
//
// Every walk is bounded (config.ts Quotas): it follows at most `depth` links and reads at most `sessions` rows per
// session asked about, and it reads ids only; the sessions of a page are loaded afterwards, a page at a time. So a
// read of any tree, a chain of a thousand forks or a session forked ten thousand times, costs about the same few
// milliseconds. (The walks used to carry PostgreSQL's CYCLE clause, whose path array grows with every level: a
// chain of 1,000 forks cost a quadratic 500,000 array copies per session.) A cycle, which no API write can make, ends
// at the depth bound; callers keep the first time each session appears.
//
// Each step of a walk finds the next sessions by their link alone (the primary key up, sessions_parent_idx down),
// behind `offset 0`, which keeps the planner from merging the owner's predicate into that lookup: with statistics
// not yet analyzed after a burst of forks, it would otherwise scan every session of the owner at every level.
import { sql } from 'kysely';
import type { Db } from '../db/client.ts';
import { uuidArray } from '../db/json.ts';
import { ownedBy } from '../db/tenancy.ts';
import type { LineageLink } from '../sessions/lineage.model.ts';

/** How far one walk goes: links followed, and rows read for each session asked about. */
export type LineageBounds = { depth: number; sessions: number };

/**
 * For each session: the ids of the sessions forked from it at any depth, by depth, then oldest first; at most
 * `sessions + 1` of them, at most `depth + 1` forks down (the one more says the tree goes on past a bound). One
 * statement for all of them: each session's walk is its own (lateral), so one large tree cannot crowd out another's.
 */
export async function findDescendantIds(db: Db, ownerId: string, sessionIds: readonly string[], bounds: LineageBounds): Promise<LineageLink[]> {
  if (sessionIds.length === 0) return [];
  // A recursive walk emits one level after another, so the rows it stops at are the nearest ones.
  const { rows } = await sql<LineageLink & { created_at: Date }>`
    select asked.id as lineage_of, below.id, below.lineage_depth, below.created_at
    from (select sessions.id, sessions.created_at from sessions where ${ownedBy('sessions', ownerId)} and sessions.id = any(${uuidArray(sessionIds)})) asked
    cross join lateral (
      with recursive down (id, created_at, lineage_depth) as (
        select asked.id, asked.created_at, 0
        union all
        select sessions.id, sessions.created_at, down.lineage_depth + 1
        from down cross join lateral (select * from sessions where sessions.parent_session_id = down.id offset 0) sessions
        where ${ownedBy('sessions', ownerId)} and down.lineage_depth <= ${bounds.depth}
      )
      select id, created_at, lineage_depth from down where lineage_depth > 0 limit ${bounds.sessions + 1}
    ) below
    order by asked.id, below.lineage_depth, below.created_at, below.id`.execute(db);
  return rows;
}

/** The ids of the sessions forked directly from any of these sessions, oldest first; at most `max + 1` per session. */
export async function findChildIds(db: Db, ownerId: string, sessionIds: readonly string[], max: number): Promise<LineageLink[]> {
  if (sessionIds.length === 0) return [];
  const { rows } = await sql<LineageLink>`
    select asked.id as lineage_of, child.id, 1 as lineage_depth
    from unnest(${uuidArray(sessionIds)}) as asked (id)
    cross join lateral (
      select sessions.id from (select * from sessions where sessions.parent_session_id = asked.id offset 0) sessions
      where ${ownedBy('sessions', ownerId)}
      order by sessions.created_at, sessions.id
      limit ${max + 1}
    ) child`.execute(db);
  return rows;
}

/** The ids of the sessions forked from any of these checkpoints (their code and plan state), oldest first; at most `max + 1` each. */
export async function findForkIdsOfCheckpoints(db: Db, ownerId: string, checkpointIds: readonly string[], max: number): Promise<LineageLink[]> {
  if (checkpointIds.length === 0) return [];
  const { rows } = await sql<LineageLink>`
    select asked.id as lineage_of, fork.id, 1 as lineage_depth
    from unnest(${uuidArray(checkpointIds)}) as asked (id)
    cross join lateral (
      select sessions.id from (select * from sessions where sessions.fork_checkpoint_id = asked.id offset 0) sessions
      where ${ownedBy('sessions', ownerId)}
      order by sessions.created_at, sessions.id
      limit ${max + 1}
    ) fork`.execute(db);
  return rows;
}
