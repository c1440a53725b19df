// The SQL of an export: each table of a session's section read by a cursor in its order (inside the export's read
// snapshot, so memory holds one chunk of rows, and a slow reader holds the cursor, not the rows), as records: columns
// renamed to the format's fields, times as ISO text to the microsecond, an event a row names as its seq.
import { type RawBuilder, sql } from 'kysely';
import type { Trx } from '../db/client.ts';
import { uuidArray } from '../db/json.ts';
import { type Field, type RecordFormat, SECTION, type SectionRecord } from './format.model.ts';

/** A record as read: its fields by name (times as text, decimals as text, events a row names as seqs). */
export type ExportedRow = Record<string, unknown>;

/** How each record type is read: the rows of a session (or of a conversation, for messages), in this order. */
const READ: Record<SectionRecord, { by: 'id' | 'session_id' | 'conversation_id'; order: string[] }> = {
  session: { by: 'id', order: ['id'] },
  phase: { by: 'session_id', order: ['id'] },
  task: { by: 'session_id', order: ['id'] },
  step: { by: 'session_id', order: ['id'] },
  conversation: { by: 'session_id', order: ['id'] },
  event: { by: 'session_id', order: ['seq'] },
  message: { by: 'conversation_id', order: ['seq'] },
  checkpoint: { by: 'session_id', order: ['seq'] },
  rewind: { by: 'session_id', order: ['created_at', 'id'] },
  approval: { by: 'session_id', order: ['id'] },
  document: { by: 'session_id', order: ['key'] },
};

/** The SQL expression of a field, as the record holds it. */
function expressionOf(field: Field): RawBuilder<unknown> {
  const column = sql.ref(`t.${field.column}`);
  if (field.kind === 'time') return sql`to_json(${column}) #>> '{}'`;
  if (field.kind === 'decimal') return sql`${column}::text`;
  if (field.kind === 'seq') return sql`(select e.seq from session_events e where e.id = ${column})`;
  return sql`${column}`;
}

/**
 * The records of one type of a session (`of`: the session's id, or the conversation's for messages), `chunk` rows at a
 * time. The table and columns come from the format (format.model.ts), never from a request.
 */
export function streamRecords(trx: Trx, type: SectionRecord, of: string, chunk: number): AsyncIterable<ExportedRow[]> {
  const format: RecordFormat = SECTION[type];
  const { by, order } = READ[type];
  const fields = Object.entries(format.fields as Record<string, Field>).map(([name, field]) => sql`${expressionOf(field)} as ${sql.id(name)}`);
  const query = sql<ExportedRow>`(
    select ${sql.join(fields)} from ${sql.table(format.table)} t
    where ${sql.ref(`t.${by}`)} = ${of}
    order by ${sql.join(order.map((column) => sql.ref(`t.${column}`)))})`;
  return chunksOf(trx.selectFrom(query.as('r')).selectAll().stream(chunk) as AsyncIterable<ExportedRow>, chunk);
}

/** The root trees of the checkpoints of these sessions that hold an agent's snapshot. */
export async function findCodeTrees(trx: Trx, sessionIds: readonly string[]): Promise<string[]> {
  const rows = await trx
    .selectFrom('checkpoints')
    .select('code_tree')
    .distinct()
    .where(sql<boolean>`session_id = any(${uuidArray(sessionIds)})`)
    .where('code_tree', 'is not', null)
    .orderBy('code_tree')
    .execute();
  return rows.map((row) => row.code_tree!);
}

/** Rows `size` at a time, as the cursor fetches them (Kysely's stream hands them one by one). */
async function* chunksOf<T>(rows: AsyncIterable<T>, size: number): AsyncIterable<T[]> {
  let chunk: T[] = [];
  for await (const row of rows) {
    chunk.push(row);
    if (chunk.length === size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length) yield chunk;
}
