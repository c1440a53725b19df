// The SQL pieces every timeline query shares (timeline.queries.ts): an event's parts, the kind of a part, the filter,
// and the bound a cursor sets. Each is an expression over `e` (a session_events row) and, where named, `p` (a part).
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { CUSTOM_TYPE_PREFIX, KIND_OF_TYPE, type TimelineFilter, type TimelineKey, type TimelineKind, typesOfKinds } from './timeline.model.ts';

/** The targets of a phase or task filter, resolved (timeline-scope.queries.ts findFilterTargets). */
export type FilterTargets = { phaseIds: string[]; taskIds: string[]; sessionIds: string[] };

/**
 * The entries an event makes: itself (part 0), except a `messages.appended`, which is its messages (part: their seq);
 * a `checkpoint.created` also makes one per changed file (part: its place, from 1). Each id is read from the event's
 * data only under its own type (a CASE: a runner's custom data is never cast).
 */
export const PARTS = sql`
  select 0 as part, null::uuid as message_id, null::jsonb as file where e.type <> 'messages.appended'
  union all
  select m.seq, m.id, null::jsonb from messages m
  where e.type = 'messages.appended'
    and m.conversation_id = (case when e.type = 'messages.appended' then (e.data ->> 'conversationId')::uuid end)
    and m.seq between (case when e.type = 'messages.appended' then (e.data ->> 'firstSeq')::int end)
                  and (case when e.type = 'messages.appended' then (e.data ->> 'lastSeq')::int end)
  union all
  select f.ord::int, null::uuid, f.value
  from checkpoints c cross join lateral jsonb_array_elements(c.files_changed) with ordinality as f (value, ord)
  where e.type = 'checkpoint.created' and c.id = (case when e.type = 'checkpoint.created' then (e.data ->> 'checkpointId')::uuid end)`;

/** timeline.model.ts kindOf in SQL: the kind of part `part` of event `e`. */
export function kindSql(part: RawBuilder<number>): RawBuilder<TimelineKind> {
  const byKind = new Map<TimelineKind, string[]>();
  for (const [type, kind] of Object.entries(KIND_OF_TYPE)) byKind.set(kind, [...(byKind.get(kind) ?? []), type]);
  const plain = [...byKind].map(([kind, types]) => sql`when e.type in (${sql.join(types)}) then ${kind}`);
  return sql<TimelineKind>`case
    when e.type = 'checkpoint.created' and ${part} > 0 then 'FILE_CHANGE'
    when starts_with(e.type, ${CUSTOM_TYPE_PREFIX}) then 'CUSTOM'
    when e.type = 'session.rewound' and e.data ->> 'kind' = 'COMPACT' then 'COMPACTION'
    when e.type = 'messages.superseded' and e.data ->> 'summaryMessageId' is not null then 'COMPACTION'
    ${sql.join(plain, sql` `)}
    else 'SESSION' end`;
}

/** The conditions of a filter on the event `e` (kinds also on its part `p`, when `withParts`). */
export function filterSql(filter: TimelineFilter, targets: FilterTargets | null, withParts: boolean): RawBuilder<SqlBool>[] {
  const where: RawBuilder<SqlBool>[] = [];
  if (filter.types.length) where.push(sql<SqlBool>`e.type in (${sql.join(filter.types)})`);
  if (filter.actors.length) where.push(sql<SqlBool>`e.actor in (${sql.join(filter.actors)})`);
  if (filter.from) where.push(sql<SqlBool>`e.created_at >= ${filter.from}`);
  if (filter.to) where.push(sql<SqlBool>`e.created_at < ${filter.to}`);
  if (filter.kinds.length) {
    const read = typesOfKinds(filter.kinds);
    if (read) {
      const custom = read.custom ? sql`or starts_with(e.type, ${CUSTOM_TYPE_PREFIX})` : sql``;
      where.push(read.types.length ? sql<SqlBool>`(e.type in (${sql.join(read.types)}) ${custom})` : sql<SqlBool>`(false ${custom})`);
    }
    if (withParts) where.push(sql<SqlBool>`${kindSql(sql`p.part`)} in (${sql.join(filter.kinds)})`);
  }
  if (targets) where.push(aboutSql(targets));
  return where;
}

/**
 * An event about one of the phases or tasks (a task with its sub-units: its steps, its conversation's messages, its
 * approvals and checkpoints). Ids in event data are compared as text, and only in the system's own events; the rows
 * named by id are looked up through the sessions the targets belong to (their indexes), once per query.
 */
function aboutSql(targets: FilterTargets): RawBuilder<SqlBool> {
  if (targets.phaseIds.length === 0 && targets.taskIds.length === 0) return sql<SqlBool>`false`;
  const texts = (ids: string[]) => (ids.length ? sql.join(ids) : sql`null`);
  const phases = texts(targets.phaseIds);
  const tasks = texts(targets.taskIds);
  const sessions = targets.sessionIds.length ? sql.join(targets.sessionIds) : sql`null`;
  const idsOf = (table: string, match: RawBuilder<SqlBool>) =>
    sql`array(select x.id::text from ${sql.table(table)} x where x.session_id in (${sessions}) and ${match})`;
  const byTask = sql<SqlBool>`x.task_id::text in (${tasks})`;
  return sql<SqlBool>`(
    (not starts_with(e.type, ${CUSTOM_TYPE_PREFIX}) and (e.data ->> 'phaseId' in (${phases}) or e.data ->> 'taskId' in (${tasks})))
    or (e.type = 'step.state_changed' and e.data ->> 'stepId' = any(${idsOf('steps', byTask)}))
    or (e.type = 'messages.appended' and e.data ->> 'conversationId' = any(${idsOf('conversations', byTask)}))
    or (e.type = 'approval.decided' and e.data ->> 'approvalId' = any(${idsOf('approvals', byTask)}))
    or (e.type = 'checkpoint.created' and e.data ->> 'checkpointId' = any(${idsOf('checkpoints', sql<SqlBool>`(${byTask} or x.phase_id::text in (${phases}))`)}))
  )`;
}

/** A key's time as PostgreSQL reads it, exactly (microseconds; a Date holds only milliseconds). */
export function timeOf(key: TimelineKey): string {
  const ms = Math.floor(key.micros / 1000);
  const micros = String(key.micros - ms * 1000).padStart(3, '0');
  return `${new Date(ms).toISOString().slice(0, -1)}${micros}Z`;
}

/**
 * Past a cursor (after it, or before it going backwards): the index bound on the time alone (so any of the
 * timeline's indexes serves it), then the exact key with the part.
 */
export function pastSql(key: TimelineKey, backward: boolean): RawBuilder<SqlBool>[] {
  // Sent as text and cast in SQL: bound to a timestamptz, postgres.js would pass it through a Date (milliseconds).
  const at = sql`cast(cast(${timeOf(key)} as text) as timestamptz)`;
  const cursor = sql`(${at}, ${key.sessionId}::uuid, ${key.seq}::int8, ${key.part}::int)`;
  return backward
    ? [sql<SqlBool>`e.created_at <= ${at}`, sql<SqlBool>`(e.created_at, e.session_id, e.seq, p.part) < ${cursor}`]
    : [sql<SqlBool>`e.created_at >= ${at}`, sql<SqlBool>`(e.created_at, e.session_id, e.seq, p.part) > ${cursor}`];
}

/** Every condition, joined (true when none). */
export function allOf(conditions: readonly RawBuilder<SqlBool>[]): RawBuilder<SqlBool> {
  return conditions.length ? sql<SqlBool>`${sql.join(conditions, sql` and `)}` : sql<SqlBool>`true`;
}
