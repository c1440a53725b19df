// What a session's timeline covers, and what a phase or task filter names. A fork's history starts with its source's
// up to the fork point, marked inherited (and its source's with its own source's, up the chain): the source's
// entries up to the event of the fork point, which fork_point (sessions.fork_point) names. A fork made without the
// conversation inherits no messages, so its inherited history shows none. A session linked by hand (no fork point)
// inherits nothing.
import { sql } from 'kysely';
import type { Db } from '../db/client.ts';
import type { StoredForkPoint } from '../db/tables/sessions.ts';
import { ownedBy } from '../db/tenancy.ts';
import type { Segment } from './timeline.model.ts';
import type { FilterTargets } from './timeline-where.queries.ts';

/** Every part of an event: a cut at a checkpoint or a moment keeps all of its event's parts. */
const WHOLE = 2 ** 31 - 1;

type Link = { id: string; depth: number; parent_session_id: string | null; fork_point: StoredForkPoint | null };

/**
 * The segments of a session's timeline: its own entries, then, for each source up the fork chain (at most
 * `maxDepth`, SAVEPOINT_MAX_LINEAGE_DEPTH), its entries up to the point the fork below it was made from. Empty when
 * the session is not the owner's.
 */
export async function findTimelineSegments(db: Db, ownerId: string, sessionId: string, maxDepth: number): Promise<Segment[]> {
  const { rows } = await sql<Link>`
    with recursive up (id, parent_session_id, fork_point, depth) as (
      select sessions.id, sessions.parent_session_id, sessions.fork_point, 0 from sessions where sessions.id = ${sessionId} and ${ownedBy('sessions', ownerId)}
      union all
      select sessions.id, sessions.parent_session_id, sessions.fork_point, up.depth + 1
      from up join sessions on sessions.id = up.parent_session_id
      where ${ownedBy('sessions', ownerId)} and up.fork_point is not null and up.depth < ${maxDepth}
    )
    select * from up order by depth`.execute(db);
  const segments: Segment[] = [];
  let messages = true;
  for (const [index, link] of rows.entries()) {
    if (index === 0) {
      segments.push({ sessionId: link.id, inherited: false, upTo: null, messages: true });
      continue;
    }
    const below = rows[index - 1]!;
    if (!below.fork_point || below.parent_session_id !== link.id) break;
    messages &&= below.fork_point.includeConversation;
    const upTo = await findForkCut(db, link.id, below.fork_point);
    if (upTo) segments.push({ sessionId: link.id, inherited: true, upTo, messages });
  }
  return segments;
}

/** The last entry of the source at a fork point: the checkpoint's event, the message, or the last event by then. */
async function findForkCut(db: Db, sourceId: string, point: StoredForkPoint): Promise<Segment['upTo']> {
  if (point.kind === 'CHECKPOINT' && point.checkpointId) {
    const row = await db
      .selectFrom('session_events')
      .select('seq')
      .where('session_id', '=', sourceId)
      .where('type', '=', 'checkpoint.created')
      .where(sql<string>`data ->> 'checkpointId'`, '=', point.checkpointId)
      .executeTakeFirst();
    if (row) return { seq: row.seq, part: WHOLE };
  }
  if (point.kind === 'MESSAGE' && point.messageId) {
    const { rows } = await sql<{ seq: number; part: number }>`
      select e.seq, m.seq as part from messages m
      join session_events e on e.session_id = m.session_id and e.type = 'messages.appended'
        and e.data ->> 'conversationId' = m.conversation_id::text
        and m.seq between (e.data ->> 'firstSeq')::int and (e.data ->> 'lastSeq')::int
      where m.id = ${point.messageId} and m.session_id = ${sourceId}`.execute(db);
    if (rows[0]) return rows[0];
  }
  // A moment (or a point whose event is not found): the last event written by then.
  const row = await db
    .selectFrom('session_events')
    .select('seq')
    .where('session_id', '=', sourceId)
    .where('created_at', '<=', new Date(point.at))
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { seq: row.seq, part: WHOLE } : null;
}

/**
 * The owner's phases and tasks among these ids, with the tasks of those phases, and the sessions they are in. A fork's
 * plan is a copy of its source's (new ids, the same keys and names), so in `inheritedFrom` (the sources whose history
 * a fork's timeline shows) the phases of the same key (or name, without one) and the tasks of the same key are
 * targets too: filtering a fork's timeline by its task shows that task's inherited history as well.
 */
export async function findFilterTargets(
  db: Db,
  ownerId: string,
  phaseIds: readonly string[],
  taskIds: readonly string[],
  inheritedFrom: readonly string[] = [],
): Promise<FilterTargets> {
  const phases = phaseIds.length
    ? await db.selectFrom('phases').select(['id', 'session_id', 'key', 'name']).where(ownedBy('phases', ownerId)).where('id', 'in', phaseIds).execute()
    : [];
  const tasksOf = (ids: readonly string[], phasesIn: readonly string[]) =>
    ids.length || phasesIn.length
      ? db
          .selectFrom('tasks')
          .select(['id', 'session_id', 'key'])
          .where(ownedBy('tasks', ownerId))
          .where((eb) => eb.or([...(ids.length ? [eb('id', 'in', ids)] : []), ...(phasesIn.length ? [eb('phase_id', 'in', phasesIn)] : [])]))
          .execute()
      : Promise.resolve([]);
  const tasks = await tasksOf(
    taskIds,
    phases.map((p) => p.id),
  );
  const copies = inheritedFrom.length ? await findCopies(db, ownerId, inheritedFrom, phases, tasks) : { phases: [], tasks: [] };
  const allPhases = [...phases, ...copies.phases];
  const allTasks = [...tasks, ...copies.tasks];
  return {
    phaseIds: allPhases.map((p) => p.id),
    taskIds: allTasks.map((t) => t.id),
    sessionIds: [...new Set([...allPhases, ...allTasks].map((row) => row.session_id))],
  };
}

type Row = { id: string; session_id: string };

/** The phases and tasks of these sessions that are copies of the given ones (same key; a phase without one, same name). */
async function findCopies(
  db: Db,
  ownerId: string,
  sessionIds: readonly string[],
  phases: ReadonlyArray<{ key: string | null; name: string }>,
  tasks: ReadonlyArray<{ key: string }>,
): Promise<{ phases: Row[]; tasks: Row[] }> {
  const names = [...new Set(phases.map((p) => p.key ?? p.name))];
  const keys = [...new Set(tasks.map((t) => t.key))];
  const [phaseCopies, taskCopies] = await Promise.all([
    names.length
      ? db
          .selectFrom('phases')
          .select(['id', 'session_id'])
          .where(ownedBy('phases', ownerId))
          .where('session_id', 'in', sessionIds)
          .where(sql<string>`coalesce(key, name)`, 'in', names)
          .execute()
      : [],
    keys.length
      ? db
          .selectFrom('tasks')
          .select(['id', 'session_id'])
          .where(ownedBy('tasks', ownerId))
          .where('session_id', 'in', sessionIds)
          .where('key', 'in', keys)
          .execute()
      : [],
  ]);
  return { phases: phaseCopies, tasks: taskCopies };
}
