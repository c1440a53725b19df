// What search reads in each table: a branch per kind of hit, each matching the table's generated search_vector
// (migrations/0016_search_vectors.sql) through its GIN index, scoped to the owner and the filter, ranked with ts_rank;
// and the text a hit's snippet is cut from. search.queries.ts puts the branches together, pages and counts them.
//
// Every branch yields the same columns: kind, key (unique within the kind: the order's last tiebreak), session_id,
// at, rank, the row's own id (row_id; and an event's seq, by which the API names it), and whether the session
// inherited it (a fork). Session, time, kind and row id are what places a hit in the session's history.
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { uuidArray } from '../db/json.ts';
import type { OwnedTable } from '../db/tenancy.ts';
import type { SearchKind, SearchScope } from './search-query.model.ts';

/** The one text search configuration, the columns' own: a query must stem and drop stop words as they did. */
export const tsquery = (words: string) => sql<string>`websearch_to_tsquery('english', ${words})`;

/** A table's columns for a hit: its key in the order, its time, its own id (row_id) and, for an event, its seq. */
type Source = { table: OwnedTable; key: string; at: string; rowId: string; seq: string };

// Constant SQL (no input in it). A row's own id is its uuid, an event's number, a document's key (in its session).
const SOURCES: Record<SearchKind, Source> = {
  MESSAGE: { table: 'messages', key: 'messages.id::text', at: 'messages.created_at', rowId: 'messages.id::text', seq: 'null::int8' },
  // A bigint id, padded so that the key's text order is its number order.
  EVENT: {
    table: 'session_events',
    key: "lpad(session_events.id::text, 20, '0')",
    at: 'session_events.created_at',
    rowId: 'session_events.id::text',
    seq: 'session_events.seq::int8',
  },
  CHECKPOINT: { table: 'checkpoints', key: 'checkpoints.id::text', at: 'checkpoints.created_at', rowId: 'checkpoints.id::text', seq: 'null::int8' },
  TASK: { table: 'tasks', key: 'tasks.id::text', at: 'tasks.created_at', rowId: 'tasks.id::text', seq: 'null::int8' },
  DOCUMENT: {
    table: 'shared_context',
    key: "shared_context.session_id::text || '/' || shared_context.key",
    at: 'shared_context.updated_at',
    rowId: 'shared_context.key',
    seq: 'null::int8',
  },
};

/** The owner's rows of a table: db/tenancy.ts ownedBy, handed in by the query that takes the owner. */
export type Owned = (table: OwnedTable) => RawBuilder<SqlBool>;

/** What a branch selects: the hit's columns, or (counting) nothing but a row. */
export type Selecting = 'hits' | 'count';

const and = (conditions: RawBuilder<SqlBool>[]) => sql.join(conditions, sql` and `);

/**
 * The rows whose vector matches the words, when an index can find them: a query made only of left-out words
 * (querytree "T") would read every row, so it reads none (PostgreSQL checks that once, before any scan). The API
 * explains such a query when its page comes back empty (search.queries.ts inspectSearchWords).
 */
function matching(vector: RawBuilder<unknown>, scope: SearchScope): RawBuilder<SqlBool> {
  return sql<SqlBool>`querytree(${tsquery(scope.words)}) <> 'T' and ${vector} @@ ${tsquery(scope.words)}`;
}

/** The rows of the owner's sessions the filter names: every branch's first conditions. */
function inSessions(table: OwnedTable, scope: SearchScope, owned: Owned): RawBuilder<SqlBool>[] {
  const session = sql.ref(`${table}.session_id`);
  const conditions = [owned(table)];
  if (scope.sessionIds) conditions.push(sql<SqlBool>`${session} = any(${uuidArray(scope.sessionIds)})`);
  if (scope.workspaceId) conditions.push(sql<SqlBool>`${session} in (select id from sessions where workspace_id = ${scope.workspaceId})`);
  return conditions;
}

/** The rows written in the filter's window (`at`: the time column, constant SQL). */
function inWindow(at: string, scope: SearchScope): RawBuilder<SqlBool>[] {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (scope.from) conditions.push(sql<SqlBool>`${sql.raw(at)} >= ${scope.from}`);
  if (scope.to) conditions.push(sql<SqlBool>`${sql.raw(at)} < ${scope.to}`);
  return conditions;
}

/** A message's role: and tool: filters (a tool call of that name, or the result of that tool), case aside. */
function messageFilters(scope: SearchScope): RawBuilder<SqlBool>[] {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (scope.roles) conditions.push(sql<SqlBool>`messages.role in (${sql.join(scope.roles)})`);
  if (scope.tools) {
    const names = sql`(${sql.join(scope.tools.map((tool) => sql`lower(${tool})`))})`;
    conditions.push(sql<SqlBool>`(lower(messages.tool_name) in ${names}
      or exists (select from jsonb_array_elements(coalesce(messages.tool_calls, '[]')) call where lower(call ->> 'name') in ${names}))`);
  }
  return conditions;
}

/** The branch of one kind: its table's rows that match, with their rank. */
export function branchOf(kind: SearchKind, scope: SearchScope, owned: Owned, selecting: Selecting): RawBuilder<unknown> {
  const source = SOURCES[kind];
  const vector = sql.ref(`${source.table}.search_vector`);
  const columns =
    selecting === 'count'
      ? sql`1`
      : sql`${kind} as kind, ${sql.raw(source.key)} as key, ${sql.ref(`${source.table}.session_id`)} as session_id, ${sql.raw(source.at)} as at,
          ts_rank(${vector}, ${tsquery(scope.words)}) as rank, ${sql.raw(source.rowId)} as row_id, ${sql.raw(source.seq)} as seq,
          false as inherited`;
  const conditions = [matching(vector, scope), ...inSessions(source.table, scope, owned), ...inWindow(source.at, scope)];
  if (kind === 'MESSAGE') conditions.push(...messageFilters(scope));
  // A document without a value was taken away by a restore: its key alone is no hit.
  if (kind === 'DOCUMENT') conditions.push(sql<SqlBool>`shared_context.value is not null`);
  return sql`select ${columns} from ${sql.table(source.table)} where ${and(conditions)}`;
}

/**
 * The messages a fork shows before its own (conversations.inherits: runs of its source's messages, frozen at the
 * fork), for the sessions the filter names: each is a hit of that session, marked inherited. Only for named sessions:
 * a search over all of them finds such a message once, in the session that wrote it.
 */
export function inheritedBranch(scope: SearchScope, owned: Owned, selecting: Selecting): RawBuilder<unknown> | null {
  if (!scope.sessionIds) return null;
  const columns =
    selecting === 'count'
      ? sql`1`
      : sql`'MESSAGE' as kind, messages.id::text || '/' || runs.session_id::text as key, runs.session_id, messages.created_at as at,
          ts_rank(messages.search_vector, ${tsquery(scope.words)}) as rank, messages.id::text as row_id, null::int8 as seq,
          true as inherited`;
  const conditions = [
    matching(sql.ref('messages.search_vector'), scope),
    owned('messages'),
    ...inWindow('messages.created_at', scope),
    ...messageFilters(scope),
  ];
  return sql`select ${columns}
    from (
      select conversations.session_id, (part ->> 'conversationId')::uuid as conversation_id, (run ->> 0)::int as first_seq, (run ->> 1)::int as last_seq
      from conversations, jsonb_array_elements(conversations.inherits) part, jsonb_array_elements(part -> 'ranges') run
      where conversations.inherits is not null and ${and(inSessions('conversations', scope, owned))}
    ) runs
    join messages on messages.conversation_id = runs.conversation_id and messages.seq between runs.first_seq and runs.last_seq
    where ${and(conditions)}`;
}

/** The strings of a JSON column (what its vector holds), as text. */
const strings = (column: string) => `(select string_agg(v #>> '{}', ' ') from jsonb_path_query(${column}, 'strict $.**') v where jsonb_typeof(v) = 'string')`;

/** Each part of a snippet's text is cut where its vector's is (0016_search_vectors.sql): a page's snippets cost a bounded amount of work. */
const PART = 32_768;

/** The text a hit's snippet is cut from, per kind, read by the hit's row (`hit`): what its vector was made from. */
export const SNIPPET_TEXT: Record<SearchKind, string> = {
  MESSAGE: `(select concat_ws(' … ', nullif(left(content, ${PART}), ''), tool_name, left(${strings('tool_calls')}, ${PART}),
      left(${strings('tool_input')}, ${PART}), left(tool_result, ${PART})) from messages where messages.id = hit.row_id::uuid)`,
  EVENT: `(select left(${strings('data')}, ${PART}) from session_events where session_events.id = hit.row_id::int8)`,
  CHECKPOINT: `(select label from checkpoints where checkpoints.id = hit.row_id::uuid)`,
  TASK: `(select concat_ws(' — ', title, left(description, ${PART})) from tasks where tasks.id = hit.row_id::uuid)`,
  DOCUMENT: `(select concat_ws(' — ', key, left(${strings('value')}, ${PART})) from shared_context
      where shared_context.session_id = hit.session_id and shared_context.key = hit.row_id)`,
};
