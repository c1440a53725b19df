import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db, Trx } from '../db/client.ts';
import { uuidArray } from '../db/json.ts';
import type { NewSession, Session, SessionState, SessionUpdate } from '../db/tables/sessions.ts';
import { ownedBy } from '../db/tenancy.ts';
import type { LineageLink } from './lineage.model.ts';
import { TERMINAL_SESSION_STATES } from './session.model.ts';

export async function insertSession(trx: Trx, row: NewSession): Promise<Session> {
  return trx.insertInto('sessions').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findSessionsByIds(db: Db, ownerId: string, ids: readonly string[]): Promise<Session[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('sessions').selectAll().where(ownedBy('sessions', ownerId)).where('id', 'in', ids).execute();
}

/** Sessions of the owner, deleted ones (tombstones) too: for their feeds, which end with their tombstone. */
export async function findSessionsOrTombstonesByIds(db: Db, ownerId: string, ids: readonly string[]): Promise<Session[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('sessions')
    .selectAll()
    .where(ownedBy('sessions', ownerId, { tombstones: true }))
    .where('id', 'in', ids)
    .execute();
}

/** The ids of the owner's live sessions in a workspace, oldest first. */
export async function findLiveSessionIdsOfWorkspace(db: Db, ownerId: string, workspaceId: string): Promise<string[]> {
  const rows = await db.selectFrom('sessions').select('id').where(ownedBy('sessions', ownerId)).where('workspace_id', '=', workspaceId).orderBy('id').execute();
  return rows.map((row) => row.id);
}

/**
 * Locks the session row for the rest of the transaction: every write to a session goes through here first. FOR NO
 * KEY UPDATE (what an UPDATE of the row takes anyway): writers of one session still queue here, while rows that only
 * refer to the session (a fork's, an idempotency record's) are not held up by it. Lock order: db/advisory-locks.ts.
 */
export async function lockSession(trx: Trx, ownerId: string, id: string): Promise<Session | undefined> {
  return trx.selectFrom('sessions').selectAll().where(ownedBy('sessions', ownerId)).where('id', '=', id).forNoKeyUpdate().executeTakeFirst();
}

export async function updateSession(trx: Trx, id: string, changes: SessionUpdate): Promise<Session> {
  return trx
    .updateTable('sessions')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The session's first pending approval (in request order), if any: what holds it at AWAITING_APPROVAL. */
export async function findPendingApproval(trx: Trx, sessionId: string): Promise<{ id: string; title: string; state: string } | undefined> {
  return trx
    .selectFrom('approvals')
    .select(['id', 'title', 'state'])
    .where('session_id', '=', sessionId)
    .where('state', '=', 'PENDING')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export type SessionFilter = {
  states?: readonly SessionState[] | null;
  resumable?: boolean | null;
  workspaceId?: string | null;
  search?: string | null;
};

/** The SQL twin of session.model.ts#isResumable. */
function resumableCondition(now: Date): Expression<SqlBool> {
  return sql<SqlBool>`(state not in (${sql.join(TERMINAL_SESSION_STATES)}) and (lease_expires_at is null or lease_expires_at <= ${now}))`;
}

/**
 * The owner's resumable session touched last: "the most recently interrupted". A session its client keeps by key (a
 * LangGraph thread) is not one: its client carries it on, no runner's lease was lost.
 */
export async function findMostRecentlyInterrupted(db: Db, ownerId: string, now = new Date()): Promise<Session | undefined> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where(ownedBy('sessions', ownerId))
    .where(resumableCondition(now))
    .where('client_key', 'is', null)
    .orderBy('updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export type SessionPage = { after?: string; before?: string; limit: number; inverted: boolean };

/** The owner's sessions that match the filter. */
function sessionsMatching(db: Db, ownerId: string, filter: SessionFilter, now: Date) {
  let query = db.selectFrom('sessions').where(ownedBy('sessions', ownerId));
  if (filter.states?.length) query = query.where('state', 'in', filter.states);
  if (filter.workspaceId) query = query.where('workspace_id', '=', filter.workspaceId);
  if (filter.resumable === true) query = query.where(resumableCondition(now));
  if (filter.resumable === false) query = query.where(sql<SqlBool>`not ${resumableCondition(now)}`);
  const search = filter.search?.trim();
  if (search) query = query.where('objective', 'ilike', `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return query;
}

/** Newest first (ids are UUIDv7); `inverted` pages from the other end (for `last`). */
export async function listSessions(db: Db, ownerId: string, filter: SessionFilter, page: SessionPage, now = new Date()): Promise<Session[]> {
  let query = sessionsMatching(db, ownerId, filter, now).selectAll();
  if (page.after) query = query.where('id', '<', page.after);
  if (page.before) query = query.where('id', '>', page.before);
  return query
    .orderBy('id', page.inverted ? 'asc' : 'desc')
    .limit(page.limit)
    .execute();
}

/** How many of the owner's sessions match the filter. */
export async function countSessions(db: Db, ownerId: string, filter: SessionFilter, now = new Date()): Promise<number> {
  const row = await sessionsMatching(db, ownerId, filter, now).select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  return row.count;
}

/**
 * What granting a lease must check, in one statement: locks the owner row (serialising lease grants per owner) and
 * reads its limit, how many of its other sessions hold a live lease, and another live session in the same workspace
 * (with the workspace's path, for the refusal).
 */
export async function lockLeaseChecks(trx: Trx, ownerId: string, session: Pick<Session, 'id' | 'workspace_id'>, now: Date) {
  const otherLiveHere = sql<SqlBool>`sessions.workspace_id = ${session.workspace_id} and sessions.id != ${session.id} and sessions.lease_expires_at > ${now}`;
  const row = await trx
    .selectFrom('owners as o')
    .select((eb) => [
      'o.max_active_sessions as limit',
      eb
        .selectFrom('sessions')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('sessions.owner_id', '=', 'o.id')
        .where('sessions.id', '!=', session.id)
        .where('sessions.lease_expires_at', '>', now)
        .as('active'),
      eb.selectFrom('sessions').select('id').where(otherLiveHere).limit(1).as('other_id'),
      eb.selectFrom('sessions').select('lease_holder').where(otherLiveHere).limit(1).as('other_holder'),
      eb.selectFrom('workspaces').select('path').where('workspaces.id', '=', session.workspace_id).as('workspace_path'),
    ])
    .where('o.id', '=', ownerId)
    // NO KEY UPDATE, never FOR UPDATE: it queues the owner's lease grants behind one another, yet does not wait for
    // (nor make wait) the many inserts that refer to the owner (idempotency records, workspaces, tokens), whose
    // foreign-key checks take a KEY SHARE lock. FOR UPDATE conflicted with those: a write holding the owner's key
    // share while queued for this session's row deadlocked with the lease grant holding the row (db/advisory-locks.ts).
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow();
  const other = row.other_id ? { id: row.other_id, holder: row.other_holder, workspacePath: row.workspace_path ?? session.workspace_id } : null;
  return { limit: row.limit, active: Number(row.active ?? 0), other };
}

export type LastActivity = {
  session_id: string;
  at: Date | null;
  event_type: string | null;
  phase_id: string | null;
  task_id: string | null;
  step_id: string | null;
};

/** Per session: its latest event (when and what) and the step started last (where the work stood). */
export async function findLastActivity(db: Db, sessionIds: readonly string[]): Promise<LastActivity[]> {
  if (sessionIds.length === 0) return [];
  return db
    .selectFrom('sessions as s')
    .leftJoin('session_events as e', (join) => join.onRef('e.session_id', '=', 's.id').onRef('e.seq', '=', 's.last_event_seq'))
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('steps')
          .select(['steps.id', 'steps.task_id'])
          .whereRef('steps.session_id', '=', 's.id')
          .where('steps.started_at', 'is not', null)
          .orderBy('steps.started_at', 'desc')
          .orderBy('steps.id', 'desc')
          .limit(1)
          .as('st'),
      (join) => join.onTrue(),
    )
    .leftJoin('tasks as t', 't.id', 'st.task_id')
    .select(['s.id as session_id', 'e.created_at as at', 'e.type as event_type', 't.phase_id', 'st.task_id', 'st.id as step_id'])
    .where('s.id', 'in', sessionIds)
    .execute();
}

/**
 * For each session: its ancestors' ids, parent first (depth 1), up to `depth + 1` of them; one more than the bound
 * says the chain goes on past it. One recursive statement for all of them, bounded and planned as the lineage read
 * model's walks are (lineage/lineage.queries.ts). Here, not there: a fork's bound (forkSession) is a rule of sessions.
 */
export async function findAncestorIds(db: Db, ownerId: string, sessionIds: readonly string[], depth: number): Promise<LineageLink[]> {
  if (sessionIds.length === 0) return [];
  const { rows } = await sql<LineageLink>`
    with recursive up (lineage_of, id, parent_id, lineage_depth) as (
      select sessions.id, sessions.id, sessions.parent_session_id, 0
      from sessions
      where ${ownedBy('sessions', ownerId)} and sessions.id = any(${uuidArray(sessionIds)})
      union all
      select up.lineage_of, sessions.id, sessions.parent_session_id, up.lineage_depth + 1
      from up cross join lateral (select * from sessions where sessions.id = up.parent_id offset 0) sessions
      where ${ownedBy('sessions', ownerId)} and up.lineage_depth <= ${depth}
    )
    select lineage_of, id, lineage_depth from up where lineage_depth > 0
    order by lineage_of, lineage_depth`.execute(db);
  return rows;
}
