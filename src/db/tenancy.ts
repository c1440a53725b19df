// The one tenancy predicate: every read or write of an owner's rows by id goes through `ownedBy`, so no query can
// forget the owner (a copy that forgot it would be a cross-tenant leak). Rows of tables that carry `owner_id` match
// it; rows of session-scoped tables belong to a session of the owner. Another owner's id then reads as "not found".
// A deleted session or workspace (a tombstone: deletion_id set, migrations/0021_deletion.sql) is nobody's, and so are
// the rows of a deleted session its purge has not reached yet: they read as "not found" too, except to the few reads
// that serve tombstones on purpose (a session's feed and its tombstone event, its deletion's audit).
import { type RawBuilder, type SqlBool, sql } from 'kysely';

const OWNER_TABLES = [
  'sessions',
  'workspaces',
  'api_tokens',
  'idempotency_records',
  'owner_roots',
  'agents',
  'agent_commands',
  'code_objects',
  'code_trees',
  'code_object_usage',
  'deletions',
  'retention_policies',
  'retention_runs',
  'state_uploads',
] as const;
const SESSION_TABLES = [
  'phases',
  'tasks',
  'steps',
  'conversations',
  'messages',
  'checkpoints',
  'plan_snapshots',
  'approvals',
  'session_events',
  'shared_context',
  'rewinds',
  'state_checkpoints',
  'state_parts',
  'state_writes',
] as const;

export type OwnedTable = (typeof OWNER_TABLES)[number] | (typeof SESSION_TABLES)[number];

/** Tables whose rows stay as tombstones when deleted. */
const TOMBSTONE_TABLES: readonly string[] = ['sessions', 'workspaces'];

/** `tombstones`: a deleted session or workspace of the owner, and its rows, match too (feeds and audits only). */
export function ownedBy(table: OwnedTable, ownerId: string, { tombstones = false } = {}): RawBuilder<SqlBool> {
  if (!(OWNER_TABLES as readonly string[]).includes(table)) {
    const live = tombstones ? sql`` : sql` and deletion_id is null`;
    return sql<SqlBool>`${sql.ref(`${table}.session_id`)} in (select id from sessions where owner_id = ${ownerId}${live})`;
  }
  const owned = sql<SqlBool>`${sql.ref(`${table}.owner_id`)} = ${ownerId}`;
  return TOMBSTONE_TABLES.includes(table) && !tombstones ? sql<SqlBool>`(${owned} and ${sql.ref(`${table}.deletion_id`)} is null)` : owned;
}
