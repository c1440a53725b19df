import { type CompiledQuery, type Insertable, sql } from 'kysely';
import { shareOwnerObjects } from '../db/advisory-locks.ts';
import type { Db, Trx } from '../db/client.ts';
import { json } from '../db/json.ts';
import { ofPlanSnapshot, planDigestNow, wholeStateSnapshot } from '../db/state-snapshot.ts';
import type { Checkpoint, CheckpointsTable, ConversationPosition, StoredStateSnapshot } from '../db/tables/checkpoints.ts';
import type { Session } from '../db/tables/sessions.ts';
import { ownedBy } from '../db/tenancy.ts';

/**
 * Inserts a checkpoint (compiled: the caller queues it, work.withNext, or runs it): its own part of the
 * state snapshot (`head`, JSON text) and the plan snapshot it shares (claimSessionState). Its row version is the one
 * claimSessionState foresaw (ClaimedState.rowVersion).
 */
export function insertCheckpointStatement(trx: Trx, row: Omit<Insertable<CheckpointsTable>, 'state_snapshot'>, head: string): CompiledQuery {
  return trx
    .insertInto('checkpoints')
    .values({ ...row, state_snapshot: sql<StoredStateSnapshot>`cast(cast(${head} as text) as jsonb)` })
    .compile();
}

/**
 * Holds off the reclaim of the owner's unreachable code objects until the transaction commits (db/advisory-locks.ts),
 * then says whether `tree` is stored: a checkpoint naming it keeps it (and all it names) from then on.
 */
export async function holdCodeTree(trx: Trx, ownerId: string, tree: string): Promise<boolean> {
  await shareOwnerObjects(trx, ownerId);
  const row = await trx
    .selectFrom('code_objects')
    .select('type')
    .where(ownedBy('code_objects', ownerId))
    .where(sql<boolean>`oid = decode(${tree}, 'hex')`)
    .where('type', '=', 'tree')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A checkpoint as most readers need it: everything but its state snapshot (hundreds of KB for a large plan; read it
 * with findStateSnapshots), plus its row version for the integrity check (checkpoint.integrity.ts).
 */
export type CheckpointHead = Omit<Checkpoint, 'state_snapshot' | 'plan_digest'> & { row_version: string };

const HEAD = [
  'checkpoints.id',
  'checkpoints.session_id',
  'checkpoints.seq',
  'checkpoints.label',
  'checkpoints.kind',
  'checkpoints.phase_id',
  'checkpoints.task_id',
  'checkpoints.step_id',
  'checkpoints.event_seq',
  'checkpoints.conversation_positions',
  'checkpoints.config',
  'checkpoints.git_commit',
  'checkpoints.code_tree',
  'checkpoints.git_ref',
  'checkpoints.git_note',
  'checkpoints.files_changed',
  'checkpoints.lines_added',
  'checkpoints.lines_removed',
  'checkpoints.parent_checkpoint_id',
  'checkpoints.plan_snapshot_id',
  'checkpoints.signature',
  'checkpoints.pinned',
  'checkpoints.retention_warned_at',
  'checkpoints.created_at',
] as const;

/** Its whole state snapshot: its own part, and its plan's. */
const STATE_SNAPSHOT = wholeStateSnapshot('checkpoints').as('state_snapshot');
/** The digest of its plan as stored now: a plan edited since no longer has the digest its checkpoints signed. */
const PLAN_DIGEST = planDigestNow('checkpoints').as('plan_digest');
/** The row's version (xmin), and its plan snapshot's: a verdict holds while neither was edited. */
const ROW_VERSION = sql<string>`checkpoints.xmin::text || coalesce(':' || ${ofPlanSnapshot('checkpoints', sql`ps.xmin::text`)}, '')`.as('row_version');
type RowVersionColumn = { row_version: string };

function heads(db: Db) {
  return db.selectFrom('checkpoints').select(HEAD).select(ROW_VERSION);
}

function wholes(db: Db) {
  return heads(db).select([STATE_SNAPSHOT, PLAN_DIGEST]);
}

export async function findCheckpointsByIds(db: Db, ownerId: string, ids: readonly string[]): Promise<CheckpointHead[]> {
  if (ids.length === 0) return [];
  return heads(db).where(ownedBy('checkpoints', ownerId)).where('checkpoints.id', 'in', ids).execute();
}

/** A whole row with its row version (xmin), for the integrity check. No tenancy: callers pass an id they read as the owner's. */
export async function findCheckpointWithVersion(db: Db, id: string): Promise<(Checkpoint & RowVersionColumn) | undefined> {
  return wholes(db).where('id', '=', id).executeTakeFirst();
}

/** Full rows (with the state snapshot), for resuming from a checkpoint; with its row version, so a verdict is remembered. */
export async function findFullCheckpoint(db: Db, ownerId: string, id: string): Promise<(Checkpoint & RowVersionColumn) | undefined> {
  return wholes(db).where(ownedBy('checkpoints', ownerId)).where('checkpoints.id', '=', id).executeTakeFirst();
}

export async function findStateSnapshots(db: Db, ids: readonly string[]): Promise<Map<string, StoredStateSnapshot>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('checkpoints').select(['id', STATE_SNAPSHOT]).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.state_snapshot]));
}

export async function findLatestCheckpointHead(db: Db, sessionId: string): Promise<CheckpointHead | undefined> {
  return heads(db).where('session_id', '=', sessionId).orderBy('seq', 'desc').limit(1).executeTakeFirst();
}

/** A checkpoint with a code snapshot: this server's (a git commit) or an agent's (a tree of code objects). */
const hasCode = sql<boolean>`(checkpoints.git_commit is not null or checkpoints.code_tree is not null)`;

/** The newest checkpoint with a code snapshot (before `beforeSeq` when given): the base of the next code diff. */

export async function findPreviousCodeCheckpoint(db: Db, sessionId: string, beforeSeq?: number): Promise<CheckpointHead | undefined> {
  let query = heads(db).where('session_id', '=', sessionId).where(hasCode);
  if (beforeSeq !== undefined) query = query.where('seq', '<', beforeSeq);
  return query.orderBy('seq', 'desc').limit(1).executeTakeFirst();
}

export type SeqPage = { after?: number; before?: number; limit: number; inverted: boolean };

export async function listCheckpoints(db: Db, sessionId: string, page: SeqPage): Promise<CheckpointHead[]> {
  let query = heads(db).where('session_id', '=', sessionId);
  if (page.after !== undefined) query = query.where('seq', '>', page.after);
  if (page.before !== undefined) query = query.where('seq', '<', page.before);
  return query
    .orderBy('seq', page.inverted ? 'desc' : 'asc')
    .limit(page.limit)
    .execute();
}

/** What a checkpoint records of its session, read as its number is claimed (claimSessionState). */
export type ClaimedState = {
  /** The session's row, locked, with the number claimed (last_checkpoint_seq). */
  session: Session;
  planSnapshotId: string;
  planDigest: string;
  positions: ConversationPosition[];
  /** The newest checkpoint before it (the newest left, when a retention policy purged some). */
  parentId: string | null;
  /**
   * The row version (ROW_VERSION) a checkpoint inserted later in this transaction will have: the transaction's xid (a
   * transaction of ours makes no subtransactions) and its plan snapshot's xmin.
   */
  rowVersion: string;
};

/**
 * Locks the session and takes the next checkpoint number, and reads what the checkpoint records, in one statement
 * (a state-only checkpoint should cost milliseconds): the plan snapshot of the plan as it stands in this transaction
 * (rows in force, working state: todos, phase outputs, shared documents; approvals), the conversations' positions,
 * and the checkpoint before it. The plan is built, stored and digested by PostgreSQL only when its version has none
 * yet (migrations/0026_plan_snapshots.sql); otherwise the stored one is shared, whatever the plan's size, and no plan
 * crosses the wire. Undefined: no such session of the owner.
 */
export async function claimSessionState(trx: Trx, ownerId: string, sessionId: string, newPlanId: string): Promise<ClaimedState | undefined> {
  type Claimed = Session & { plan_snapshot_id: string; plan_digest: string; positions: ConversationPosition[]; parent_id: string | null; row_version: string };
  const { rows } = await sql<Claimed>`
    with claimed as (
      update sessions set last_checkpoint_seq = last_checkpoint_seq + 1
      where id = ${sessionId} and ${ownedBy('sessions', ownerId)}
      returning *
    ), found as (
      select ps.id, ps.digest, ps.xmin::text as version from plan_snapshots ps join claimed on ps.session_id = claimed.id and ps.plan_version = claimed.plan_version
    ), made as (
      insert into plan_snapshots (id, session_id, plan_version, plan, digest)
      select ${newPlanId}, claimed.id, claimed.plan_version, p.plan, encode(sha256(convert_to(p.plan::text, 'UTF8')), 'hex')
      from claimed, (select jsonb_build_object(
        'phases', coalesce((select jsonb_agg(jsonb_build_object('id', id, 'name', name, 'position', position, 'state', state,
                                                  'output', output, 'summary', summary, 'skipReason', skip_reason) order by position)
                from phases where session_id = ${sessionId} and superseded_at is null), '[]'),
        'tasks', coalesce((select jsonb_agg(jsonb_build_object('id', id, 'key', key, 'phaseId', phase_id, 'state', state, 'attempt', attempt,
                                                  'position', position, 'dependsOn', depends_on, 'todos', todos, 'skipReason', skip_reason) order by id)
                from tasks where session_id = ${sessionId} and superseded_at is null), '[]'),
        'steps', coalesce((select jsonb_agg(jsonb_build_object('id', id, 'taskId', task_id, 'title', title, 'kind', kind, 'state', state,
                                                  'attempt', attempt, 'idempotencyKey', idempotency_key, 'position', position) order by id)
                from steps where session_id = ${sessionId} and superseded_at is null), '[]'),
        'approvals', coalesce((select jsonb_agg(jsonb_build_object('id', id, 'title', title, 'state', state) order by id)
                from approvals where session_id = ${sessionId}), '[]'),
        'sharedContext', coalesce((select jsonb_agg(jsonb_build_object('key', key, 'version', version, 'value', value) order by key)
                from shared_context where session_id = ${sessionId} and value is not null), '[]')
      ) as plan) p
      where not exists (select 1 from found)
      returning id, digest, xmin::text as version
    ), plan as (select id, digest, version from found union all select id, digest, version from made)
    select claimed.*, (select id from plan) as plan_snapshot_id, (select digest from plan) as plan_digest,
      pg_current_xact_id()::xid::text || ':' || (select version from plan) as row_version,
      coalesce((select json_agg(json_build_object('conversationId', c.id, 'lastMessageSeq', c.last_message_seq, 'lastMessageId', m.id) order by c.id)
                from conversations c left join messages m on m.conversation_id = c.id and m.seq = c.last_message_seq
                where c.session_id = ${sessionId}), '[]') as positions,
      (select id from checkpoints where session_id = ${sessionId} order by seq desc limit 1) as parent_id
    from claimed`.execute(trx);
  const row = rows[0];
  if (!row) return undefined;
  const { plan_snapshot_id, plan_digest, positions, parent_id, row_version, ...session } = row;
  return { session, planSnapshotId: plan_snapshot_id, planDigest: plan_digest, positions, parentId: parent_id, rowVersion: row_version };
}

/**
 * The newest code checkpoint of the work itself (before `beforeSeq` when given), leaving out RESUME ones: what an
 * interrupted write rolls back to, and what "files changed since the last checkpoint" compares with.
 */
export async function findLastWorkCodeCheckpoint(db: Db, sessionId: string, beforeSeq?: number): Promise<CheckpointHead | undefined> {
  let query = heads(db).where('session_id', '=', sessionId).where(hasCode).where('kind', 'not in', ['RESUME', 'REWIND']);
  if (beforeSeq !== undefined) query = query.where('seq', '<', beforeSeq);
  return query.orderBy('seq', 'desc').limit(1).executeTakeFirst();
}

/** The newest code checkpoint of the work taken before a phase began (the phase still PLANNED in its snapshot). */
export async function findCodeCheckpointBeforePhase(db: Db, sessionId: string, phaseId: string): Promise<CheckpointHead | undefined> {
  return heads(db)
    .where('session_id', '=', sessionId)
    .where(hasCode)
    .where('kind', 'not in', ['RESUME', 'REWIND'])
    .where(sql<boolean>`coalesce(${ofPlanSnapshot('checkpoints', sql`ps.plan`)}, state_snapshot) -> 'phases' @> ${json([{ id: phaseId, state: 'PLANNED' }])}`)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Every checkpoint of a session, with only what restore points need (no snapshot), in order. */
export async function findCheckpointHistory(db: Db, sessionId: string) {
  const rows = await db
    .selectFrom('checkpoints')
    .select(['id', 'seq', 'kind', 'created_at', 'git_commit', 'code_tree', 'conversation_positions'])
    .where('session_id', '=', sessionId)
    .orderBy('seq')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    seq: row.seq,
    kind: row.kind,
    createdAt: row.created_at,
    gitCommit: row.git_commit,
    codeTree: row.code_tree,
    positions: row.conversation_positions,
  }));
}
