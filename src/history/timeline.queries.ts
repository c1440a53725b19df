// Timeline pages and counts, a read model over the event log (timeline.model.ts says what an entry is and why the
// order is stable). One statement per page: for each session of the scope (a session and the sources whose history
// it inherited) or each workspace (one, or all of the owner's), its entries past the cursor in key order, from its
// own index, at most a page of them (lateral); then the page from those. So a page reads about a page of rows per
// session or workspace, whatever the history holds (migrations 0018, 0019: the indexes in key order).
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/client.ts';
import type { FileChangeRecord } from '../db/tables/checkpoints.ts';
import { MESSAGE_COLUMNS, type Message } from '../db/tables/conversations.ts';
import type { SessionEvent } from '../db/tables/events.ts';
import { ownedBy } from '../db/tenancy.ts';
import type { Segment, TimelineFilter, TimelineKey } from './timeline.model.ts';
import { allOf, type FilterTargets, filterSql, kindSql, PARTS, pastSql } from './timeline-where.queries.ts';

/** Whose entries: sessions (a fork and the history it inherited), a workspace's sessions, or all of the owner's. */
export type TimelineScope = { segments: readonly Segment[] } | { workspaceId: string } | { everything: true };

export type TimelinePage = { after: TimelineKey | null; before: TimelineKey | null; limit: number; backward: boolean };

/** An entry: its event, its part, and what the part is (a message, a changed file). */
export type TimelineRow = SessionEvent & {
  micros: number;
  part: number;
  message_id: string | null;
  message: Message | null;
  file: FileChangeRecord | null;
  inherited: boolean;
};

type PageRow = Omit<TimelineRow, 'message'> & { [C in (typeof MESSAGE_COLUMNS)[number] as `msg_${C}`]: Message[C] };

/** The cut of a segment: only its session's entries up to the fork point. */
const UP_TO = sql<SqlBool>`(seg.up_seq is null or e.seq < seg.up_seq or (e.seq = seg.up_seq and p.part <= seg.up_part))`;

/** One page of a timeline, in key order (the last entries first when going backwards). */
export async function listTimeline(
  db: Db,
  ownerId: string,
  scope: TimelineScope,
  filter: TimelineFilter,
  targets: FilterTargets | null,
  page: TimelinePage,
): Promise<TimelineRow[]> {
  const { rows } = await timelinePageSql(ownerId, scope, filter, targets, page).execute(db);
  return rows.map((row) => {
    const entry: Record<string, unknown> = { ...row };
    for (const column of MESSAGE_COLUMNS) delete entry[`msg_${column}`];
    const message = row.message_id ? (Object.fromEntries(MESSAGE_COLUMNS.map((c) => [c, row[`msg_${c}`]])) as Message) : null;
    return { ...(entry as Omit<TimelineRow, 'message'>), message };
  });
}

/** The statement of listTimeline (test/bench/timeline.ts explains it). */
export function timelinePageSql(ownerId: string, scope: TimelineScope, filter: TimelineFilter, targets: FilterTargets | null, page: TimelinePage) {
  const where = filterSql(filter, targets, true);
  if (page.after) where.push(...pastSql(page.after, false));
  if (page.before) where.push(...pastSql(page.before, true));
  const direction = sql.raw(page.backward ? 'desc' : 'asc');
  const order = sql`order by created_at ${direction}, session_id ${direction}, seq ${direction}, part ${direction}`;
  const entries = (from: RawBuilder<unknown>, extra: RawBuilder<SqlBool>, inherited: RawBuilder<boolean>) => sql`
    select e.*, (extract(epoch from e.created_at) * 1000000)::int8 as micros, p.part, p.message_id, p.file, ${inherited} as inherited
    from session_events e cross join lateral (${PARTS}) p
    where ${from} and ${extra} and ${allOf(where)}
    ${order} limit ${page.limit}`;
  const branch =
    'segments' in scope
      ? entries(sql`e.session_id = seg.session_id`, sql`(seg.messages or e.type <> 'messages.appended') and ${UP_TO}`, sql`seg.inherited`)
      : entries(workspaceEvents, sql`true`, sql`false`);
  const columns = sql.join(MESSAGE_COLUMNS.map((c) => sql`m.${sql.ref(c)} as ${sql.ref(`msg_${c}`)}`));
  const pageOrder = sql`order by page.created_at ${direction}, page.session_id ${direction}, page.seq ${direction}, page.part ${direction}`;
  return sql<PageRow>`
    select page.*, ${columns}
    from (select x.* from ${scopeSql(ownerId, scope)} cross join lateral (${branch}) x ${order} limit ${page.limit}) page
    left join messages m on m.id = page.message_id
    ${pageOrder}`;
}

/**
 * How many entries the timeline holds through the filter. Read from the events alone: a `messages.appended` holds
 * data.count messages (fewer in a cut at a message), a `checkpoint.created` data.filesChanged files.
 */
export async function countTimeline(db: Db, ownerId: string, scope: TimelineScope, filter: TimelineFilter, targets: FilterTargets | null): Promise<number> {
  const wants = (kind: string) => filter.kinds.length === 0 || filter.kinds.some((k) => k === kind);
  const itself = filter.kinds.length ? sql`(${kindSql(sql`0`)} in (${sql.join(filter.kinds)}))::int` : sql`1`;
  const segmented = 'segments' in scope;
  const messages = sql`greatest(0, least((e.data ->> 'lastSeq')::int, case when e.seq = seg.up_seq then seg.up_part else (e.data ->> 'lastSeq')::int end) - (e.data ->> 'firstSeq')::int + 1)`;
  const perEvent = sql`case e.type
    when 'messages.appended' then ${wants('MESSAGE') ? (segmented ? sql`case when seg.messages then ${messages} else 0 end` : sql`(e.data ->> 'count')::int`) : sql`0`}
    when 'checkpoint.created' then ${sql.lit(wants('CHECKPOINT') ? 1 : 0)} + ${sql.lit(wants('FILE_CHANGE') ? 1 : 0)} * coalesce((e.data ->> 'filesChanged')::int, 0)
    else ${itself} end`;
  const where = filterSql(filter, targets, false);
  const inScope = segmented ? sql`e.session_id = seg.session_id and (seg.up_seq is null or e.seq <= seg.up_seq)` : workspaceEvents;
  const { rows } = await sql<{ count: number }>`
    select coalesce(sum(${perEvent}), 0)::int8 as count
    from ${scopeSql(ownerId, scope)} join session_events e on ${inScope}
    where ${allOf(where)}`.execute(db);
  return rows[0]!.count;
}

/**
 * The events of a workspace scope's workspaces, a deleted session's left out (its tombstone, and what its purge has
 * not reached yet): a session scope leaves them out through ownedBy on its sessions.
 */
const workspaceEvents = sql`e.workspace_id = seg.workspace_id
  and not exists (select 1 from sessions gone where gone.id = e.session_id and gone.deletion_id is not null)`;

/** The rows `seg` of a scope: its sessions (with their cuts), of this owner only; or its workspaces, of this owner only. */
function scopeSql(ownerId: string, scope: TimelineScope): RawBuilder<unknown> {
  if ('segments' in scope) {
    if (scope.segments.length === 0)
      return sql`(select null::uuid as session_id, false as inherited, null::int8 as up_seq, null::int as up_part, false as messages where false) seg`;
    const values = scope.segments.map(
      (s) => sql`(${s.sessionId}::uuid, ${s.inherited}::boolean, ${s.upTo?.seq ?? null}::int8, ${s.upTo?.part ?? null}::int, ${s.messages}::boolean)`,
    );
    return sql`(select v.* from (values ${sql.join(values)}) as v (session_id, inherited, up_seq, up_part, messages)
      join sessions on sessions.id = v.session_id where ${ownedBy('sessions', ownerId)}) seg`;
  }
  const one = 'workspaceId' in scope ? sql`and workspaces.id = ${scope.workspaceId}` : sql``;
  return sql`(select workspaces.id as workspace_id from workspaces where ${ownedBy('workspaces', ownerId)} ${one}) seg`;
}
