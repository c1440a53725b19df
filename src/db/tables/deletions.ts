// Deletions: the audit of every deletion, and how far its purge has come (migrations/0021_deletion.sql).
import type { Generated, Selectable } from 'kysely';
import type { JsonOf, NullableTimestamp } from './column-types.ts';

export type DeletionKind = 'SESSION' | 'WORKSPACE' | 'RETENTION';

/** What happened to live forks that build on a deleted session: none may (NONE), they went too, or they got copies. */
export type DeletionMode = 'NONE' | 'CASCADE' | 'HAND_OVER';

export type DeletionState = 'PURGING' | 'DONE';

/** Rows purged, per table name. */
export type PurgedRows = Record<string, number>;

export interface DeletionsTable {
  id: string;
  owner_id: string;
  kind: DeletionKind;
  /** The session or workspace asked for. */
  target_id: string;
  mode: DeletionMode;
  actor: string;
  /** Every session it deleted, the target (or the workspace's sessions) first. */
  session_ids: string[];
  /** The live forks that were given copies of what they inherited (HAND_OVER). */
  handed_over: Generated<string[]>;
  state: Generated<DeletionState>;
  purged: JsonOf<PurgedRows, 'default'>;
  /** Bytes of the rows purged, as stored. */
  row_bytes: Generated<number>;
  /** Code objects reclaimed, and the bytes they took up as stored. */
  objects: Generated<number>;
  object_bytes: Generated<number>;
  requested_at: Generated<Date>;
  finished_at: NullableTimestamp;
}

export type Deletion = Selectable<DeletionsTable>;
