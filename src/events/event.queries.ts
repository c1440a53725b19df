import { sql } from 'kysely';
import type { Db, Trx } from '../db/client.ts';
import type { SessionEvent } from '../db/database.ts';
import { json } from '../db/json.ts';
import type { Redactor } from '../redaction/redact.ts';
import { EVENTS_CHANNEL, MAX_NOTICE_BYTES } from './event.channel.ts';

export type NewEvent = { sessionId: string; workspaceId: string; type: string; actor: string; data: Record<string, unknown> };

/**
 * Appends events with gap-free per-session sequence numbers and rings the NOTIFY doorbell once, in one round trip:
 * per session (in a fixed order, so two multi-session transactions cannot deadlock) the counter update and the
 * inserts numbered from the updated counter, then the NOTIFY built from the updated counters, all pipelined.
 * Needs a transaction: the counter lives on the session row, whose lock orders writers per session, and the
 * notification is delivered only if the transaction commits. Only the unit of work calls it (events/unit-of-work.ts).
 */
export async function appendEvents(trx: Trx, redact: Redactor, events: readonly NewEvent[]): Promise<SessionEvent[]> {
  if (events.length === 0) return [];
  const bySession = new Map<string, NewEvent[]>();
  for (const event of events) {
    const batch = bySession.get(event.sessionId);
    if (batch) batch.push(event);
    else bySession.set(event.sessionId, [event]);
  }
  const sessionIds = [...bySession.keys()].sort();
  const sent: Array<Promise<unknown>> = [];
  const inserts = sessionIds.map((sessionId) => {
    const batch = bySession.get(sessionId)!;
    const rows = batch.map((event) => ({ workspaceId: event.workspaceId, type: event.type, actor: event.actor, data: redact.json(event.data) }));
    sent.push(sql`update sessions set last_event_seq = last_event_seq + ${batch.length} where id = ${sessionId}`.execute(trx));
    return sql<SessionEvent>`
        insert into session_events (session_id, workspace_id, seq, type, actor, data)
        select s.id, (e.value ->> 'workspaceId')::uuid, s.last_event_seq - ${batch.length} + e.ord, e.value ->> 'type', e.value ->> 'actor', coalesce(e.value -> 'data', '{}')
        from sessions s, jsonb_array_elements(${json(rows)}) with ordinality as e(value, ord)
        where s.id = ${sessionId}
        returning *`.execute(trx);
  });
  // The doorbell of event.channel.ts, {"e": [[sessionId, lastSeq, workspaceId], ...]}, built from the counters just
  // updated; too long for NOTIFY, it rings without detail.
  const notify = sql`
    select pg_notify(${EVENTS_CHANNEL}, case when length(notice) <= ${MAX_NOTICE_BYTES} then notice else '{"e":[]}' end)
    from (select json_build_object('e', json_agg(json_build_array(id, last_event_seq, workspace_id)))::text as notice
          from sessions where id in (${sql.join(sessionIds)})) doorbell`.execute(trx);
  const [inserted] = await Promise.all([Promise.all(inserts), notify, ...sent]);
  return inserted.flatMap((result) => [...result.rows].sort((a, b) => a.seq - b.seq));
}

export type EventPage = { sessionId: string; afterSeq?: number; beforeSeq?: number; limit: number; types?: readonly string[]; descending?: boolean };

export async function listSessionEvents(db: Db, page: EventPage): Promise<SessionEvent[]> {
  let query = db.selectFrom('session_events').selectAll().where('session_id', '=', page.sessionId);
  if (page.afterSeq !== undefined) query = query.where('seq', '>', page.afterSeq);
  if (page.beforeSeq !== undefined) query = query.where('seq', '<', page.beforeSeq);
  if (page.types?.length) query = query.where('type', 'in', page.types);
  return query
    .orderBy('seq', page.descending ? 'desc' : 'asc')
    .limit(page.limit)
    .execute();
}

/** A position in a workspace feed: (transaction id, event id), the order in which transactions became final. */
export type WorkspaceCursor = { tx: bigint; id: number };

/**
 * Events of a workspace after a cursor, only from transactions older than every transaction still running
 * (pg_snapshot_xmin). Ordering by (tx_id, id) and holding back rows of unfinished transactions means a transaction
 * that commits late can never land behind a cursor already handed out: every later row has a larger tx_id.
 */
export async function listWorkspaceEventsAfter(db: Db, workspaceId: string, after: WorkspaceCursor, limit: number) {
  return db
    .selectFrom('session_events')
    .selectAll()
    .select(sql<string>`tx_id::text`.as('tx'))
    .where('workspace_id', '=', workspaceId)
    .where(sql<boolean>`(tx_id, id) > (cast(cast(${after.tx.toString()} as text) as xid8), ${after.id})`)
    .where(sql<boolean>`tx_id < pg_snapshot_xmin(pg_current_snapshot())`)
    .orderBy('tx_id')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** "Now" for a workspace feed: everything from transactions still running or yet to start comes after it. */
export async function currentWorkspaceCursor(db: Db): Promise<WorkspaceCursor> {
  const { xmin } = await sql<{ xmin: string }>`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`.execute(db).then((result) => result.rows[0]!);
  return { tx: BigInt(xmin) - 1n, id: Number.MAX_SAFE_INTEGER };
}

export async function findSessionHead(db: Db, sessionId: string): Promise<number> {
  const row = await db.selectFrom('sessions').select('last_event_seq').where('id', '=', sessionId).executeTakeFirst();
  return row?.last_event_seq ?? 0;
}
