// Retention: policies per owner and workspace, and the runs that applied them (migrations/0022_retention.sql, 0023_retention_archive.sql).
import type { Generated, Selectable } from 'kysely';
import type { NullableTimestamp } from './column-types.ts';

export interface RetentionPoliciesTable {
  id: string;
  owner_id: string;
  /** Null: the owner's default, for sessions of workspaces without a policy of their own. */
  workspace_id: string | null;
  keep_checkpoint_days: number | null;
  keep_last_checkpoints: number | null;
  delete_terminal_after_days: number | null;
  /** Sessions it deletes are first archived (their export written to the server's archive folder). */
  archive_sessions: Generated<boolean>;
  warn_hours: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type RetentionPolicyRow = Selectable<RetentionPoliciesTable>;

export interface RetentionRunsTable {
  id: string;
  owner_id: string;
  actor: string;
  started_at: Generated<Date>;
  finished_at: NullableTimestamp;
  warned_sessions: Generated<number>;
  warned_checkpoints: Generated<number>;
  purged_sessions: Generated<number>;
  purged_checkpoints: Generated<number>;
  row_bytes: Generated<number>;
  objects: Generated<number>;
  object_bytes: Generated<number>;
  archived_sessions: Generated<number>;
  archive_bytes: Generated<number>;
  archive_failures: Generated<number>;
}

export type RetentionRun = Selectable<RetentionRunsTable>;
