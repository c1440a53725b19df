// Where a search hit stands in the timeline: the place (timeline.model.ts TimelineKey) of the entry that shows it, for
// a cursor that opens the timeline there (graphql/cursors.ts timelineCursorAt). Each is one probe of an index of
// session_events, never a scan of a session's log:
// - an event: itself (part 0);
// - a message: the `messages.appended` that names it (part: its seq), the first such event of its session at or after
//   the message's time (events are dated as they are written, at the end of their transaction, after its rows);
// - a checkpoint: its `checkpoint.created`, found the same way;
// - a task: the first event of its session at or after the moment it was made (dated at its transaction's start);
// - a shared document: its latest `context.updated`.
// A message a fork inherited stands in its source's log: the same cursor opens the fork's timeline there too.
import { sql } from 'kysely';
import type { Db } from '../db/client.ts';
import { uuidArray } from '../db/json.ts';
import { ownedBy } from '../db/tenancy.ts';
import type { SearchKind } from './search-query.model.ts';
import type { TimelineKey } from './timeline.model.ts';

/** A hit, as the place lookup needs it: its kind, its row's own id, its session (for a document: the key's session). */
export type PlaceAsked = { kind: SearchKind; rowId: string; sessionId: string };

type PlaceRow = { kind: SearchKind; row_id: string; micros: string; session_id: string; seq: string; part: number };

const MICROS = sql`(extract(epoch from e.created_at) * 1000000)::int8`;

/** The places of these hits of the owner's, keyed by placeKey (a hit whose entry is not found has none). */
export async function findTimelinePlaces(db: Db, ownerId: string, asked: readonly PlaceAsked[]): Promise<Map<string, TimelineKey>> {
  const ids = (kind: SearchKind) => asked.filter((a) => a.kind === kind).map((a) => a.rowId);
  const uuids = (kind: SearchKind) => uuidArray(ids(kind).filter((id) => /^[0-9a-f-]{36}$/.test(id)));
  const documents = asked.filter((a) => a.kind === 'DOCUMENT');
  const { rows } = await sql<PlaceRow>`
    select 'EVENT' as kind, e.id::text as row_id, ${MICROS} as micros, e.session_id, e.seq, 0 as part
    from session_events e where e.id in (
      select id from session_events where ${ownedBy('session_events', ownerId)} and id = any(${ids('EVENT').map(Number).filter(Number.isSafeInteger)}::int8[]))
    union all
    select 'MESSAGE', messages.id::text, ${MICROS}, e.session_id, e.seq, messages.seq
    from messages cross join lateral (
      select e.session_id, e.seq, e.created_at from session_events e
      where e.session_id = messages.session_id and e.created_at >= messages.created_at and e.type = 'messages.appended'
        and e.data ->> 'conversationId' = messages.conversation_id::text
        and messages.seq between (e.data ->> 'firstSeq')::int and (e.data ->> 'lastSeq')::int
      order by e.created_at, e.seq limit 1) e
    where ${ownedBy('messages', ownerId)} and messages.id = any(${uuids('MESSAGE')})
    union all
    select 'CHECKPOINT', checkpoints.id::text, ${MICROS}, e.session_id, e.seq, 0
    from checkpoints cross join lateral (
      select e.session_id, e.seq, e.created_at from session_events e
      where e.session_id = checkpoints.session_id and e.created_at >= checkpoints.created_at and e.type = 'checkpoint.created'
        and e.data ->> 'checkpointId' = checkpoints.id::text
      order by e.created_at, e.seq limit 1) e
    where ${ownedBy('checkpoints', ownerId)} and checkpoints.id = any(${uuids('CHECKPOINT')})
    union all
    select 'TASK', tasks.id::text, ${MICROS}, e.session_id, e.seq, 0
    from tasks cross join lateral (
      select e.session_id, e.seq, e.created_at from session_events e where e.session_id = tasks.session_id and e.created_at >= tasks.created_at order by e.created_at, e.seq limit 1) e
    where ${ownedBy('tasks', ownerId)} and tasks.id = any(${uuids('TASK')})
    union all
    select 'DOCUMENT', shared_context.key, ${MICROS}, e.session_id, e.seq, 0
    from shared_context cross join lateral (
      select e.session_id, e.seq, e.created_at from session_events e where e.session_id = shared_context.session_id and e.type = 'context.updated'
        and e.data ->> 'key' = shared_context.key
      order by e.seq desc limit 1) e
    where ${ownedBy('shared_context', ownerId)}
      and (shared_context.session_id, shared_context.key) in (
        select * from unnest(${uuidArray(documents.map((d) => d.sessionId))}, ${documents.map((d) => d.rowId)}::text[]))`.execute(db);
  return new Map(
    rows.map((row) => [
      placeKey({ kind: row.kind, rowId: row.row_id, sessionId: row.session_id }),
      { micros: Number(row.micros), sessionId: row.session_id, seq: Number(row.seq), part: row.part },
    ]),
  );
}

/** A hit's key among the places: its kind and row id (a document's key is unique in its session only). */
export function placeKey(asked: PlaceAsked): string {
  return `${asked.kind}:${asked.kind === 'DOCUMENT' ? `${asked.sessionId}/` : ''}${asked.rowId}`;
}
