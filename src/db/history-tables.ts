// The tables of a session's working history: shared documents and rewinds. Part of the TypeScript mirror of
// migrations/ (database.ts holds the rest and the Database interface; test/db.types.test.ts reads every mirror file).
// Update it in the same commit as a migration.
import type { ColumnType, Generated } from 'kysely';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json = ColumnType<unknown, unknown, unknown>;
type JsonDefault = ColumnType<unknown, unknown | undefined, unknown>;
type JsonRequired = ColumnType<unknown, NonNullable<unknown>, NonNullable<unknown>>;

export type RewindKind = 'CODE' | 'CONVERSATION' | 'COMPACT';
export type PreserveMode = 'DISCARD' | 'BRANCH' | 'STASH';

/** A named document of a session, versioned; a null value is a document taken away by a restore. */
export interface SharedContextTable {
  session_id: string;
  key: string;
  value: Json;
  version: number;
  updated_by: string;
  updated_at: Generated<Date>;
  /** Its value's size as JSON text, kept by PostgreSQL (a generated column): never written. */
  value_bytes: Generated<number>;
}

/** A rewind (migrations/0006_rewinds.sql): what was asked, what changed, its undo point, its undo. */
export interface RewindsTable {
  id: string;
  session_id: string;
  kind: RewindKind;
  request: JsonRequired;
  checkpoint_id: string | null;
  undo_checkpoint_id: string;
  preserve: Generated<PreserveMode>;
  preserved_as: Json;
  changes: JsonDefault;
  event_id: number;
  actor: string;
  created_at: Generated<Date>;
  undone_at: NullableTimestamp;
  undone_by: string | null;
  undo_event_id: number | null;
}
