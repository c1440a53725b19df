import { type CompiledQuery, type RawBuilder, sql } from 'kysely';
import type { Db, Trx } from '../db/client.ts';
import { json } from '../db/json.ts';
import type { SessionEvent } from '../db/tables/events.ts';
import { EVENT_COLUMNS } from '../db/tables/events.ts';
import type { Redactor } from '../redaction/redact.ts';
import { EVENTS_CHANNEL, MAX_NOTICE_BYTES } from './event.channel.ts';

// The event log has two orders, both gap-free counters handed out under a lock that the writing transaction holds
// until it has committed:
//
// - seq, a session's own: the append raises sessions.last_event_seq under that row's lock.
// - position, a workspace's: at COMMIT a deferred trigger (migrations/0004_workspace_feed_order.sql) raises the
//   workspace's counter (workspace_feed_heads) by the events each append wrote and records where they sit
//   (workspace_feed_runs: a session, a seq range, its last position), holding the counter row's lock to the end.
//
// Why positions are the workspace feed's order:
// - Commit order, exactly: a transaction gets positions only once every transaction that got smaller ones in the
//   workspace has ended (committed, or rolled back and given its numbers back: no gap).
// - Each session in seq order: a session's later events are appended after its earlier ones committed (the session
//   lock), so they reach the counter later.
// - Nothing skipped, nothing held back: position n + 1 is visible only once n is (its transaction waited for n's to
//   end, and a transaction is visible before its locks are released), so reading `position > cursor` misses no
//   transaction that commits late, and no reader waits for an older transaction: one held open, or one that ends
//   without writing, in this workspace or another, delays no feed. (The feed used to order by transaction id, which
//   is taken before the session lock, and held rows back below the oldest running transaction, whose end, if it
//   wrote nothing, woke nobody.)
// The price: transactions that wrote in one workspace queue for its counter while they commit (a row lock held for
// the trigger and the commit's WAL flush; the session lock is held far longer).

/**
 * What an append reads back: what a writer refers to an event by (its id, its session and seq, its type). Never the
 * data it sent (1,000 events of a batch would come back whole, to be parsed for nothing) nor the search vector.
 */
export type AppendedEvent = Pick<SessionEvent, 'id' | 'session_id' | 'seq' | 'type'>;

export type NewEvent = { sessionId: string; workspaceId: string; type: string; actor: string; data: Record<string, unknown> };

/**
 * Appends events with gap-free per-session sequence numbers and rings the NOTIFY doorbell once, in one statement (one
 * round trip) per session: Kysely runs a transaction's statements one at a time, whatever is sent together, so
 * separate statements for the counter, the inserts and the NOTIFY would cost three. Per session, in a fixed order
 * (workspace then session, so two multi-session transactions cannot deadlock on the session rows now nor on the
 * workspace heads at commit), the counter update and the inserts numbered from the updated counter; the last
 * statement also rings the doorbell, built from the counters just updated. Needs a transaction: the counter lives on the session row, whose lock orders writers per session, the
 * counter update queues the workspace positions for the commit, and the notification is delivered only if the
 * transaction commits. Reads back what a writer refers to an event by, never the data it sent. Only the unit of work
 * calls it (events/unit-of-work.ts).
 */
export async function appendEvents(trx: Trx, redact: Redactor, events: readonly NewEvent[]): Promise<AppendedEvent[]> {
  const { sessionIds, lockOrder, statements } = appendStatements(redact, events);
  const inserted = await Promise.all(statements.map((statement) => statement.execute(trx)));
  // The last statement's doorbell is the preserved side of its join, so it rings even if that statement appended
  // nothing (a session id with no row): then its one row is all nulls.
  const bySessionId = new Map(lockOrder.map((sessionId, i) => [sessionId, inserted[i]!.rows.filter((row) => row.id !== null)]));
  return sessionIds.flatMap((sessionId) => [...bySessionId.get(sessionId)!].sort((a, b) => a.seq - b.seq));
}

/**
 * The id of the session's newest event of a type, as an expression (by session_events_session_type_idx): a statement
 * sent behind the append that wrote it, in the same transaction on the locked session, refers to it without waiting a
 * round trip for its id.
 */
export function newestEventId(sessionId: string, type: string): RawBuilder<number> {
  return sql<number>`(select id from session_events where session_id = ${sessionId} and type = ${type} order by seq desc limit 1)`;
}

/** appendEvents' statements, queued (db/transaction.ts withNext) when nothing reads what they append. */
export function appendEventsStatements(trx: Trx, redact: Redactor, events: readonly NewEvent[]): CompiledQuery[] {
  return appendStatements(redact, events).statements.map((statement) => statement.compile(trx));
}

function appendStatements(redact: Redactor, events: readonly NewEvent[]) {
  const bySession = new Map<string, NewEvent[]>();
  for (const event of events) {
    const batch = bySession.get(event.sessionId);
    if (batch) batch.push(event);
    else bySession.set(event.sessionId, [event]);
  }
  const sessionIds = [...bySession.keys()].sort();
  const place = (sessionId: string) => `${bySession.get(sessionId)![0]!.workspaceId}/${sessionId}`;
  const lockOrder = [...sessionIds].sort((a, b) => (place(a) < place(b) ? -1 : 1));
  const statements = lockOrder.map((sessionId, index) => {
    const batch = bySession.get(sessionId)!;
    const rows = batch.map((event) => ({ type: event.type, actor: event.actor, data: redact.json(event.data) }));
    const last = index === lockOrder.length - 1;
    return sql<AppendedEvent>`
      with counter as (
        update sessions set last_event_seq = last_event_seq + ${batch.length} where id = ${sessionId}
        returning id, workspace_id, last_event_seq
      ), appended as (
        insert into session_events (session_id, workspace_id, seq, type, actor, data)
        select c.id, c.workspace_id, c.last_event_seq - ${batch.length} + e.ord, e.value ->> 'type', e.value ->> 'actor', coalesce(e.value -> 'data', '{}')
        from counter c, jsonb_array_elements(${json(rows)}) with ordinality as e(value, ord)
        returning id, session_id, seq, type
      )
      ${last ? sql`select appended.* from (${doorbell(lockOrder.slice(0, -1))}) doorbell left join appended on true` : sql`select * from appended`}`;
  });
  return { sessionIds, lockOrder, statements };
}

/**
 * The doorbell of event.channel.ts, {"e": [[sessionId, lastSeq, workspaceId], ...]}, rung from the statement that
 * updates the last counter (`counter`): its head from there, the heads of the sessions updated by the statements
 * before it (`earlier`) from their rows. Too long for NOTIFY, it rings without detail.
 */
function doorbell(earlier: readonly string[]) {
  const others = earlier.length ? sql` union all select id, last_event_seq, workspace_id from sessions where id in (${sql.join(earlier)})` : sql``;
  return sql`
    select pg_notify(${EVENTS_CHANNEL}, case when length(notice) <= ${MAX_NOTICE_BYTES} then notice else '{"e":[]}' end)
    from (select json_build_object('e', json_agg(json_build_array(id, last_event_seq, workspace_id)))::text as notice
          from (select id, last_event_seq, workspace_id from counter${others}) heads) notice`;
}

export type EventPage = { sessionId: string; afterSeq?: number; beforeSeq?: number; limit: number; types?: readonly string[]; descending?: boolean };

export async function listSessionEvents(db: Db, page: EventPage): Promise<SessionEvent[]> {
  let query = db.selectFrom('session_events').select(EVENT_COLUMNS).where('session_id', '=', page.sessionId);
  if (page.afterSeq !== undefined) query = query.where('seq', '>', page.afterSeq);
  if (page.beforeSeq !== undefined) query = query.where('seq', '<', page.beforeSeq);
  if (page.types?.length) query = query.where('type', 'in', page.types);
  return query
    .orderBy('seq', page.descending ? 'desc' : 'asc')
    .limit(page.limit)
    .execute();
}

/** A cursor of the workspace feed before its positions existed: (transaction id, event id). */
export type LegacyWorkspaceCursor = { tx: bigint; id: number };

/**
 * Events of a workspace after a position, in position order (commit order; seq order within each session): the
 * runs ending past the position, in order, each joined to its events past the position (at most `limit` of them).
 */
export async function listWorkspaceEventsAfter(db: Db, workspaceId: string, afterPos: number, limit: number) {
  const result = await sql<SessionEvent & { pos: number }>`
    select e.*, r.last_pos - (r.last_seq - e.seq) as pos
    from workspace_feed_runs r
    cross join lateral (select greatest(r.first_seq, r.last_seq - (r.last_pos - ${afterPos}) + 1) as from_seq) run
    join session_events e on e.session_id = r.session_id and e.seq between run.from_seq and least(r.last_seq, run.from_seq + ${limit} - 1)
    where r.workspace_id = ${workspaceId} and r.last_pos > ${afterPos}
    order by r.last_pos, e.seq
    limit ${limit}`.execute(db);
  return result.rows;
}

/** The workspace's last position ("now" for its feed); 0 before its first event. */
export async function findWorkspaceHead(db: Db, workspaceId: string): Promise<number> {
  const row = await db.selectFrom('workspace_feed_heads').select('last_pos').where('workspace_id', '=', workspaceId).executeTakeFirst();
  return row?.last_pos ?? 0;
}

/** The last positions of these workspaces (of one owner, checked by the caller), in the order of `ids`; 0 for none yet. */
export async function findWorkspaceHeads(db: Db, ids: readonly string[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('workspace_feed_heads').select(['workspace_id', 'last_pos']).where('workspace_id', 'in', ids).execute();
  const heads = new Map(rows.map((row) => [row.workspace_id, row.last_pos]));
  return ids.map((id) => heads.get(id) ?? 0);
}

/**
 * The position of a cursor the old feed handed out: it had delivered exactly the events up to (tx_id, id) in that
 * order, all of them written before positions existed and placed in that same order (the migration), so the position
 * is their number. An event written since has a newer transaction id than any such cursor.
 */
export async function positionOfLegacyCursor(db: Db, workspaceId: string, cursor: LegacyWorkspaceCursor): Promise<number> {
  const result = await sql<{ pos: number }>`
    select count(*)::int8 as pos from session_events
    where workspace_id = ${workspaceId} and (tx_id, id) <= (cast(cast(${cursor.tx.toString()} as text) as xid8), ${cursor.id})`.execute(db);
  return result.rows[0]!.pos;
}

export async function findSessionHead(db: Db, sessionId: string): Promise<number> {
  const row = await db.selectFrom('sessions').select('last_event_seq').where('id', '=', sessionId).executeTakeFirst();
  return row?.last_event_seq ?? 0;
}
