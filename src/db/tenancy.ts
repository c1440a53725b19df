// The one tenancy predicate: every read or write of an owner's rows by id goes through `ownedBy`, so no query can
// forget the owner (a copy that forgot it would be a cross-tenant leak). Rows of tables that carry `owner_id` match
// it; rows of session-scoped tables belong to a session of the owner. Another owner's id then reads as "not found".
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
] as const;
const SESSION_TABLES = [
  'phases',
  'tasks',
  'steps',
  'conversations',
  'messages',
  'checkpoints',
  'approvals',
  'session_events',
  'shared_context',
  'rewinds',
] as const;

export type OwnedTable = (typeof OWNER_TABLES)[number] | (typeof SESSION_TABLES)[number];

export function ownedBy(table: OwnedTable, ownerId: string): RawBuilder<SqlBool> {
  return (OWNER_TABLES as readonly string[]).includes(table)
    ? sql<SqlBool>`${sql.ref(`${table}.owner_id`)} = ${ownerId}`
    : sql<SqlBool>`${sql.ref(`${table}.session_id`)} in (select id from sessions where owner_id = ${ownerId})`;
}
