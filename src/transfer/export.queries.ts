// The SQL of an export: each table of a session's section read in its order a page at a time (keyset pages, inside the
// export's read snapshot, so they read one moment), each page bounded in bytes (PAGE_BYTES and one row; what the rows
// hold is measured before a line of them is made), each row as its record's line, made by PostgreSQL
// (row_to_json, in the format's field order): columns renamed to the format's fields, times as ISO text to the
// microsecond, an event a row names as its seq. The server passes lines on; memory holds one page.
import { type RawBuilder, sql } from 'kysely';
import type { Trx } from '../db/client.ts';
import { uuidArray } from '../db/json.ts';
import { planDigestNow, wholeStateSnapshot } from '../db/state-snapshot.ts';
import type { Checkpoint } from '../db/tables/checkpoints.ts';
import { type RecordFormat, SECTION, type SectionRecord } from './format.model.ts';
import type { Field } from './format-fields.model.ts';

/**
 * A record's line (JSON text) as PostgreSQL wrote it, without the fields only this server can fill in (a checkpoint's
 * `intact`: the row comes along to be checked against its signature); an event's type, which says whether its data
 * names other events; the row's place in its order (as text), where the next page starts.
 */
export type ExportedRow = { line: string; id: string | null; event_type: string | null; checkpoint: Checkpoint | null; key: string[] };

/** A page holds rows up to about this many bytes (and one more row), at most PAGE_ROWS of them. */
const PAGE_BYTES = 4 * 1_048_576;
const PAGE_ROWS = 2_000;

type Key = { column: string; type: 'uuid' | 'int8' | 'text' | 'timestamptz' };

/** How each record type is read: the rows of a session (or of a conversation, for messages), in the order of a unique key. */
const READ: Record<SectionRecord, { by: 'id' | 'session_id' | 'conversation_id'; order: Key[] }> = {
  session: { by: 'id', order: [{ column: 'id', type: 'uuid' }] },
  phase: { by: 'session_id', order: [{ column: 'id', type: 'uuid' }] },
  task: { by: 'session_id', order: [{ column: 'id', type: 'uuid' }] },
  step: { by: 'session_id', order: [{ column: 'id', type: 'uuid' }] },
  conversation: { by: 'session_id', order: [{ column: 'id', type: 'uuid' }] },
  event: { by: 'session_id', order: [{ column: 'seq', type: 'int8' }] },
  message: { by: 'conversation_id', order: [{ column: 'seq', type: 'int8' }] },
  checkpoint: { by: 'session_id', order: [{ column: 'seq', type: 'int8' }] },
  rewind: {
    by: 'session_id',
    order: [
      { column: 'created_at', type: 'timestamptz' },
      { column: 'id', type: 'uuid' },
    ],
  },
  approval: { by: 'session_id', order: [{ column: 'id', type: 'uuid' }] },
  document: { by: 'session_id', order: [{ column: 'key', type: 'text' }] },
  statePart: { by: 'session_id', order: ['namespace', 'name', 'version'].map((column) => ({ column, type: 'text' as const })) },
  stateCheckpoint: { by: 'session_id', order: ['namespace', 'client_id'].map((column) => ({ column, type: 'text' as const })) },
  stateWrite: {
    by: 'session_id',
    order: [...['namespace', 'checkpoint_id', 'task_id'].map((column) => ({ column, type: 'text' as const })), { column: 'idx', type: 'int8' }],
  },
};

const fieldsOf = (type: SectionRecord) => Object.entries(SECTION[type].fields as Record<string, Field>);

/**
 * A field's column of the row `t`; a checkpoint's state snapshot whole, its own part and its plan's (an import keeps
 * it whole, in the row: db/state-snapshot.ts).
 */
function columnOf(field: Field): RawBuilder<unknown> {
  return field.column === 'state_snapshot' ? wholeStateSnapshot('t') : sql.ref(`t.${field.column}`);
}

/**
 * The SQL expression of a field, as the record holds it (row_to_json writes a time as ISO text); sealed bytes as
 * [key id, hex], which only this server can open (export.service.ts).
 */
function expressionOf(field: Field): RawBuilder<unknown> {
  const column = columnOf(field);
  if (field.kind === 'decimal') return sql`${column}::text`;
  if (field.kind === 'sealed')
    return sql`case when ${column} is null then null else json_build_array(${sql.ref(`t.${field.keyColumn}`)}, encode(${column}, 'hex')) end`;
  if (field.kind === 'seq') return sql`(select e.seq from session_events e where e.id = ${column})`;
  return sql`${column}`;
}

/** The record's fields, named: its type, then its fields in the format's order (a signature's verdict: the caller's). */
function recordOf(type: SectionRecord): RawBuilder<unknown> {
  const fields = fieldsOf(type)
    .filter(([, field]) => field.kind !== 'signature')
    .map(([name, field]) => sql`${expressionOf(field)} as ${sql.id(name)}`);
  return sql`select ${sql.lit(type)} as type, ${sql.join(fields)}`;
}

/**
 * What a row holds, about, without reading it: its texts' lengths (read from their headers, never decompressed) and
 * its JSON values' stored sizes (bounded by SAVEPOINT_MAX_JSON_BYTES where they are written).
 */
function sizeOf(type: SectionRecord): RawBuilder<number> {
  const sizes = fieldsOf(type).flatMap(([, field]) => {
    const column = columnOf(field);
    if (field.kind === 'text') return [sql`coalesce(octet_length(${column}), 0)`];
    if (field.kind === 'json' || field.kind === 'toolCalls') return [sql`coalesce(pg_column_size(${column}), 0)`];
    if (field.kind === 'sealed') return [sql`2 * coalesce(octet_length(${column}), 0)`]; // hex here, base64 once opened
    return [];
  });
  return sql<number>`(200 + ${sql.join(sizes, sql` + `)})`;
}

/**
 * The records of one type of a session (`of`: the session's id, or the conversation's for messages), after the row at
 * `after` (its key, as ExportedRow gives it; null: from the first), one page. The rows are chosen and measured first,
 * then only those the page keeps are made into lines. The table and columns come from the format, never a request.
 */
export async function readRecordPage(trx: Trx, type: SectionRecord, of: string, after: readonly string[] | null): Promise<ExportedRow[]> {
  const format: RecordFormat = SECTION[type];
  const { by, order } = READ[type];
  const columns = (alias: string) => sql.join(order.map((key) => sql.ref(`${alias}.${key.column}`)));
  // A key comes back as text, cast in SQL: postgres.js would read a time bound to a timestamptz as a Date, to the millisecond.
  const bound = (value: string, key: Key) => sql`cast(cast(${value} as text) as ${sql.raw(key.type)})`;
  const start = after ? sql`and (${columns('t')}) > (${sql.join(order.map((key, at) => bound(after[at]!, key)))})` : sql``;
  const { rows } = await sql<ExportedRow>`
    with candidates as (
      select ${columns('t')}, sum(${sizeOf(type)}) over (order by ${columns('t')}) - ${sizeOf(type)} as before
      from ${sql.table(format.table)} t
      where ${sql.ref(`t.${by}`)} = ${of} ${start}
      order by ${columns('t')} limit ${PAGE_ROWS}
    )
    select row_to_json(r)::text as line,
           ${type === 'conversation' ? sql`t.id` : sql`null`} as id,
           ${type === 'event' ? sql`t.type` : sql`null`} as event_type,
           ${type === 'checkpoint' ? sql`to_jsonb(t) || jsonb_build_object('state_snapshot', ${wholeStateSnapshot('t')}, 'plan_digest', ${planDigestNow('t')})` : sql`null`} as checkpoint,
           array[${sql.join(order.map((key) => sql`${sql.ref(`t.${key.column}`)}::text`))}] as key
    from candidates c join ${sql.table(format.table)} t
      on t.${sql.ref(by)} = ${of} and (${columns('t')}) = (${columns('c')})
    cross join lateral (${recordOf(type)}) r
    where c.before < ${PAGE_BYTES}
    order by ${columns('t')}`.execute(trx);
  return rows;
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
