// What a point in a session's history is built from (history/state-at.ts): the event a point names, the checkpoint to
// start from, the events after it that change state, and the facts of the rows the result holds. Each read is an
// index probe or a bounded range: session_events by (session_id, seq), (session_id, type, seq) and (session_id,
// created_at, seq) (migrations/0020); checkpoints and plan rows by id. Callers pass a session of the caller's (read
// through ownedBy), so these read only its rows.
import { sql } from 'kysely';
import type { Db } from '../db/client.ts';
import { uuidArray } from '../db/json.ts';
import { wholeStateSnapshot } from '../db/state-snapshot.ts';
import type { StoredStateSnapshot } from '../db/tables/checkpoints.ts';

export type PointEvent = { seq: number; createdAt: Date };

/** The session's event `seq`; undefined when its log has none of that number. */
export async function findEventBySeq(db: Db, sessionId: string, seq: number): Promise<PointEvent | undefined> {
  const row = await db.selectFrom('session_events').select(['seq', 'created_at']).where('session_id', '=', sessionId).where('seq', '=', seq).executeTakeFirst();
  return row && { seq: row.seq, createdAt: row.created_at };
}

/** The last event of the session written before `before`; undefined when it had written none by then. */
export async function findLastEventBefore(db: Db, sessionId: string, before: Date): Promise<PointEvent | undefined> {
  const row = await db
    .selectFrom('session_events')
    .select(['seq', 'created_at'])
    .where('session_id', '=', sessionId)
    .where('created_at', '<', before)
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { seq: row.seq, createdAt: row.created_at };
}

/** A checkpoint and its moment: the seq of its `checkpoint.created` event, after which its snapshot is the state. */
export type CheckpointMoment = { id: string; seq: number; snapshot: StoredStateSnapshot };

/** The session's newest checkpoint whose moment is at or before event `seq`; undefined when there is none. */
export async function findCheckpointAtOrBefore(db: Db, sessionId: string, seq: number): Promise<CheckpointMoment | undefined> {
  const { rows } = await sql<CheckpointMoment>`
    select c.id, e.seq, ${wholeStateSnapshot('c')} as snapshot
    from (select seq, data ->> 'checkpointId' as checkpoint_id from session_events
          where session_id = ${sessionId} and type = 'checkpoint.created' and seq <= ${seq}
          order by seq desc limit 1) e
    join checkpoints c on c.id = e.checkpoint_id::uuid and c.session_id = ${sessionId}`.execute(db);
  return rows[0];
}

/**
 * One checkpoint of the session and its moment; undefined when it is not one of the session's. Its event comes after
 * the events the checkpoint counted (event_seq), so the probe starts there.
 */
export async function findCheckpointMoment(db: Db, sessionId: string, checkpointId: string): Promise<CheckpointMoment | undefined> {
  const { rows } = await sql<CheckpointMoment>`
    select c.id, e.seq, ${wholeStateSnapshot('c')} as snapshot
    from checkpoints c
    cross join lateral (select seq from session_events
                        where session_id = c.session_id and type = 'checkpoint.created' and seq > c.event_seq
                          and data ->> 'checkpointId' = c.id::text
                        order by seq limit 1) e
    where c.id = ${checkpointId} and c.session_id = ${sessionId}`.execute(db);
  return rows[0];
}

/**
 * The events of `types` after `afterSeq` up to `upToSeq`, in order, at most `limit` of them (a caller that gets
 * `limit` asks for one more than it will replay, to tell that there are too many).
 */
export async function listEventsBetween(
  db: Db,
  sessionId: string,
  range: { afterSeq: number; upToSeq: number; types: readonly string[]; limit: number },
): Promise<Array<{ seq: number; type: string; data: unknown }>> {
  if (range.upToSeq <= range.afterSeq) return [];
  return db
    .selectFrom('session_events')
    .select(['seq', 'type', 'data'])
    .where('session_id', '=', sessionId)
    .where('seq', '>', range.afterSeq)
    .where('seq', '<=', range.upToSeq)
    .where('type', 'in', range.types)
    .orderBy('seq')
    .limit(range.limit)
    .execute();
}

export type RowFactRows = {
  phases: Array<{ id: string; name: string; position: number }>;
  tasks: Array<{ id: string; key: string; position: number; dependsOn: string[] }>;
  steps: Array<{ id: string; taskId: string; title: string; kind: string; idempotencyKey: string; position: number }>;
  approvals: Array<{ id: string; title: string }>;
};

/** What never changes on the rows named (names, keys, titles, kinds) and where they stand now, in one round trip. */
export async function findRowFacts(
  db: Db,
  sessionId: string,
  ids: { phases: readonly string[]; tasks: readonly string[]; steps: readonly string[]; approvals: readonly string[] },
): Promise<RowFactRows> {
  const { rows } = await sql<RowFactRows>`select
      coalesce((select json_agg(json_build_object('id', id, 'name', name, 'position', position))
                from phases where session_id = ${sessionId} and id = any(${uuidArray(ids.phases)})), '[]') as phases,
      coalesce((select json_agg(json_build_object('id', id, 'key', key, 'position', position, 'dependsOn', depends_on))
                from tasks where session_id = ${sessionId} and id = any(${uuidArray(ids.tasks)})), '[]') as tasks,
      coalesce((select json_agg(json_build_object('id', id, 'taskId', task_id, 'title', title, 'kind', kind,
                                                  'idempotencyKey', idempotency_key, 'position', position))
                from steps where session_id = ${sessionId} and id = any(${uuidArray(ids.steps)})), '[]') as steps,
      coalesce((select json_agg(json_build_object('id', id, 'title', title))
                from approvals where session_id = ${sessionId} and id = any(${uuidArray(ids.approvals)})), '[]') as approvals`.execute(db);
  return rows[0]!;
}
