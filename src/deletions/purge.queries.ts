// What a deleted session owns, and the one order in which it leaves: a table's rows go only once nothing left refers
// to them (rewinds before the checkpoints and events they name, messages before their events and conversations, a
// plan from its steps up). A tombstone's own row and its last event (TOMBSTONE) stay. Each call deletes one bounded
// batch of one table and says what it deleted and the bytes those rows took up as stored.
import { type RawBuilder, sql } from 'kysely';
import type { Trx } from '../db/client.ts';
import { uuidArray } from '../db/json.ts';
import { TOMBSTONE } from '../events/tombstone.ts';

type Step = { table: string; keep?: RawBuilder<unknown> };

/** The order of the purge. Every table that holds a session's rows is here (test/deletion.test.ts checks the schema for more). */
export const PURGE_ORDER: readonly Step[] = [
  { table: 'rewinds' },
  { table: 'state_writes' },
  { table: 'state_checkpoints' },
  { table: 'state_parts' },
  { table: 'messages' },
  { table: 'approvals' },
  { table: 'checkpoints' },
  { table: 'plan_snapshots' },
  { table: 'conversations' },
  { table: 'shared_context' },
  { table: 'steps' },
  { table: 'tasks' },
  { table: 'phases' },
  { table: 'session_events', keep: sql`and type <> ${TOMBSTONE}` },
  // The tombstone's place in its workspace's feed stays with it (it was appended alone, in a run of its own).
  { table: 'workspace_feed_runs', keep: sql`and last_seq < (select last_event_seq from sessions where sessions.id = session_id)` },
  { table: 'idempotency_records' },
  { table: 'agent_commands' },
];

export const PURGED_TABLES: readonly string[] = PURGE_ORDER.map((step) => step.table);

/**
 * Deletes at most `limit` rows of the step's table that belong to these (deleted) sessions. The rows are found session
 * by session, through the table's index on session_id: asked as one `session_id = any(...)` with a limit, the planner
 * may scan the whole table in the hope of meeting `limit` rows early, and a table that holds none of these sessions'
 * rows (the steps of sessions that had no plan) was read whole for every batch (18 s a batch behind a fork bench's
 * million steps, so a retention run took minutes).
 */
export async function purgeBatch(trx: Trx, step: Step, sessionIds: readonly string[], limit: number): Promise<{ rows: number; bytes: number }> {
  const table = sql.table(step.table);
  const { rows } = await sql<{ rows: number; bytes: number }>`
    with gone as (
      delete from ${table} where ctid = any(array(
        select found.ctid from unnest(${uuidArray(sessionIds)}) as doomed (id)
        cross join lateral (select ctid from ${table} where session_id = doomed.id ${step.keep ?? sql``} limit ${limit}) found
        limit ${limit}))
      returning pg_column_size(${table}.*) as bytes
    )
    select count(*)::int as rows, coalesce(sum(bytes), 0)::int8 as bytes from gone`.execute(trx);
  return rows[0]!;
}
