// The SQL of an import: rows written a run at a time (one JSON parameter per run, spread over the table's columns by
// PostgreSQL), the row ids of the events rows name by seq, the counters of each session written, and the checks that
// a session's conversations hold the messages they say.
import { sql } from 'kysely';
import type { Trx } from '../db/client.ts';
import { json } from '../db/json.ts';
import type { Session } from '../db/tables/sessions.ts';
import { ownedBy } from '../db/tenancy.ts';

/**
 * Inserts rows into `table` (a name of the format, never of a request): `columns` from each row's fields of the same
 * names, every other column its default. One statement, whatever the number of rows.
 */
export async function insertRows(trx: Trx, table: string, columns: readonly string[], rows: ReadonlyArray<Record<string, unknown>>): Promise<void> {
  if (rows.length === 0) return;
  const names = sql.join(columns.map((column) => sql.id(column)));
  await sql`
    insert into ${sql.table(table)} (${names})
    select ${names} from jsonb_populate_recordset(null::${sql.table(table)}, ${json(rows)})`.execute(trx);
}

/** The row ids of the events of a session with these seqs. */
export async function findEventIds(trx: Trx, sessionId: string, seqs: readonly number[]): Promise<Array<{ seq: number; id: number }>> {
  if (seqs.length === 0) return [];
  return trx.selectFrom('session_events').select(['seq', 'id']).where('session_id', '=', sessionId).where('seq', 'in', seqs).execute();
}

/**
 * Sets what a session written by an import counts (its events, its checkpoints, what it stores) and returns it. Raising
 * last_event_seq places its events in the workspace feed at commit (migrations/0004), as an append does.
 */
export async function setImportedCounters(
  trx: Trx,
  ownerId: string,
  sessionId: string,
  counters: { lastEventSeq: number; lastCheckpointSeq: number; storedBytes: number },
): Promise<Session> {
  return trx
    .updateTable('sessions')
    .set({ last_event_seq: counters.lastEventSeq, last_checkpoint_seq: counters.lastCheckpointSeq, stored_bytes: counters.storedBytes })
    .where(ownedBy('sessions', ownerId))
    .where('id', '=', sessionId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What each conversation of a session holds of its own messages: how many, the lowest and highest seq. */
export async function findOwnMessageRanges(
  trx: Trx,
  sessionId: string,
): Promise<Array<{ conversation_id: string; count: number; first: number | null; last: number | null }>> {
  const { rows } = await sql<{ conversation_id: string; count: number; first: number | null; last: number | null }>`
    select c.id as conversation_id, count(m.seq)::int as count, min(m.seq) as first, max(m.seq) as last
    from conversations c left join messages m on m.conversation_id = c.id
    where c.session_id = ${sessionId}
    group by c.id`.execute(trx);
  return rows;
}
