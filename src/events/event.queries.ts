import { sql } from 'kysely';
import type { Db, Trx } from '../db/client.ts';
import type { SessionEvent } from '../db/database.ts';
import { json } from '../db/json.ts';
import { redactor } from '../redaction/configured.ts';
import { encodeNotice, EVENTS_CHANNEL } from './event.channel.ts';

export type NewEvent = { sessionId: string; workspaceId: string; type: string; actor: string; data: Record<string, unknown> };

/**
 * Appends events with gap-free per-session sequence numbers and rings the NOTIFY doorbell once.
 * Needs a transaction: the sequence counter lives on the session row, whose lock orders writers per session,
 * and the notification is delivered only if the transaction commits.
 */
export async function appendEvents(trx: Trx, events: readonly NewEvent[]): Promise<SessionEvent[]> {
  if (events.length === 0) return [];
  const bySession = new Map<string, NewEvent[]>();
  for (const event of events) bySession.set(event.sessionId, [...(bySession.get(event.sessionId) ?? []), event]);
  if (bySession.size === 1) return appendToOneSession(trx, events[0]!.sessionId, events);
  const inserts: Array<Promise<SessionEvent[]>> = [];
  const redact = redactor();
  const notice: Array<[string, number, string]> = [];
  // A fixed lock order (session id) keeps two multi-session transactions from deadlocking.
  for (const sessionId of [...bySession.keys()].sort()) {
    const batch = bySession.get(sessionId)!;
    const { last_event_seq: last } = await trx
      .updateTable('sessions')
      .set((eb) => ({ last_event_seq: eb('last_event_seq', '+', batch.length) }))
      .where('id', '=', sessionId)
      .returning('last_event_seq')
      .executeTakeFirstOrThrow();
    const first = last - batch.length + 1;
    inserts.push(trx
      .insertInto('session_events')
      .values(
        batch.map((event, index) => ({
          session_id: sessionId,
          workspace_id: event.workspaceId,
          seq: first + index,
          type: event.type,
          actor: event.actor,
          data: json(redact.json(event.data)),
        })),
      )
      .returningAll()
      .execute());
    notice.push([sessionId, last, batch[0]!.workspaceId]);
  }
  // The inserts and the NOTIFY go out together (postgres.js pipelines them on the transaction's connection).
  const [rows] = await Promise.all([Promise.all(inserts), sql`select pg_notify(${EVENTS_CHANNEL}, ${encodeNotice(notice)})`.execute(trx)]);
  return rows.flat();
}

/**
 * The common case, one session: the counter update, the inserts (numbered from the updated counter) and the NOTIFY
 * (built from it too) go out together, so the whole append costs one round trip.
 */
async function appendToOneSession(trx: Trx, sessionId: string, events: readonly NewEvent[]): Promise<SessionEvent[]> {
  const redact = redactor();
  const rows = events.map((event) => ({ workspaceId: event.workspaceId, type: event.type, actor: event.actor, data: redact.json(event.data) }));
  const [, inserted] = await Promise.all([
    sql`update sessions set last_event_seq = last_event_seq + ${events.length} where id = ${sessionId}`.execute(trx),
    sql<SessionEvent>`
      insert into session_events (session_id, workspace_id, seq, type, actor, data)
      select s.id, (e.value ->> 'workspaceId')::uuid, s.last_event_seq - ${events.length} + e.ord, e.value ->> 'type', e.value ->> 'actor', coalesce(e.value -> 'data', '{}')
      from sessions s, jsonb_array_elements(${json(rows)}) with ordinality as e(value, ord)
      where s.id = ${sessionId}
      returning *`.execute(trx),
    // The same doorbell encodeNotice rings for one session: {"e": [[sessionId, lastSeq, workspaceId]]}.
    sql`select pg_notify(${EVENTS_CHANNEL}, json_build_object('e', json_build_array(json_build_array(id, last_event_seq, workspace_id)))::text)
      from sessions where id = ${sessionId}`.execute(trx),
  ]);
  return [...inserted.rows].sort((a, b) => a.seq - b.seq);
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

export async function findEventsByIds(db: Db, ids: readonly number[], sessionIds: readonly string[]): Promise<SessionEvent[]> {
  if (ids.length === 0 || sessionIds.length === 0) return [];
  return db.selectFrom('session_events').selectAll().where('id', 'in', ids).where('session_id', 'in', sessionIds).execute();
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
  const { xmin } = await sql<{ xmin: string }>`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`
    .execute(db)
    .then((result) => result.rows[0]!);
  return { tx: BigInt(xmin) - 1n, id: Number.MAX_SAFE_INTEGER };
}

export async function findSessionHead(db: Db, sessionId: string): Promise<number> {
  const row = await db.selectFrom('sessions').select('last_event_seq').where('id', '=', sessionId).executeTakeFirst();
  return row?.last_event_seq ?? 0;
}
