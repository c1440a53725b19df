// The event log's tables, part of the TypeScript mirror of migrations/ (database.ts holds the rest and the Database
// interface; test/db.types.test.ts reads both). Update it in the same commit as a migration.
import type { ColumnType, Generated } from 'kysely';

/** jsonb with a default (as database.ts's JsonDefault). */
type JsonDefault = ColumnType<unknown, unknown | undefined, unknown>;

export interface SessionEventsTable {
  id: Generated<number>;
  session_id: string;
  workspace_id: string;
  seq: number;
  type: string;
  actor: string;
  data: JsonDefault;
  tx_id: Generated<string>;
  created_at: Generated<Date>;
}

/** The last position given in a workspace's feed (migrations/0004_workspace_feed_order.sql). */
export interface WorkspaceFeedHeadsTable {
  workspace_id: string;
  last_pos: number;
}

/** A run of one session's events (first_seq..last_seq) at positions last_pos - (last_seq - first_seq)..last_pos. */
export interface WorkspaceFeedRunsTable {
  workspace_id: string;
  last_pos: number;
  session_id: string;
  first_seq: number;
  last_seq: number;
}
