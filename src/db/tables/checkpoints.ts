// Checkpoints: the signed state snapshot, conversation positions and code snapshot of a moment of a session.
import type { Generated, Selectable } from 'kysely';
import type { JsonOf, NullableTimestamp } from './column-types.ts';
import type { SessionConfig, TodoItem } from './sessions.ts';

export type CheckpointKind = 'MANUAL' | 'STEP' | 'TASK' | 'PHASE' | 'PLAN' | 'ERROR' | 'RESUME' | 'REWIND';

/**
 * The plan state a checkpoint keeps (signed with it). The fields marked "added with plan revisions" are absent from checkpoints
 * taken before they existed: read them as "none" (revision 0, empty lists, no documents), positions and
 * dependencies as they stand. Read through checkpoints/checkpoint.model.ts readStateSnapshot, which refuses a format
 * this server does not read.
 */
export type StateSnapshot = {
  /** Its format (checkpoint.model.ts SNAPSHOT_FORMAT_VERSION when written); absent from snapshots written before it was stamped: format 1. */
  formatVersion?: number;
  session: { state: string; strategy: string; objective: string; config: SessionConfig; metadata: unknown };
  phases: Array<{
    id: string;
    name: string;
    position: number;
    state: string;
    /** Added with plan revisions (absent from older snapshots). */
    output?: unknown;
    summary?: string | null;
    skipReason?: string | null;
  }>;
  tasks: Array<{
    id: string;
    key: string;
    phaseId: string;
    state: string;
    attempt: number;
    /** Added with plan revisions (absent from older snapshots). */
    position?: number;
    dependsOn?: string[];
    todos?: TodoItem[];
    skipReason?: string | null;
  }>;
  steps: Array<{ id: string; taskId: string; title: string; kind: string; state: string; attempt: number; idempotencyKey: string; position?: number }>;
  approvals: Array<{ id: string; title: string; state: string }>;
  /** Added with plan revisions: the plan's revision number. */
  planRevision?: number;
  /** Added with plan revisions: the session's todo list. */
  todos?: TodoItem[];
  /** Added with plan revisions: the shared documents (those with a value), by key. */
  sharedContext?: Array<{ key: string; version: number; value: unknown }>;
};

/**
 * A state snapshot as stored: in this server's format, or in a format a newer server wrote (any object: several servers
 * share one database during an upgrade). readStateSnapshot (checkpoints/checkpoint.model.ts) tells them apart.
 */
export type StoredStateSnapshot = StateSnapshot | Record<string, unknown>;

export type ConversationPosition = { conversationId: string; lastMessageSeq: number; lastMessageId: string | null };

export type FileChangeRecord = { path: string; previousPath: string | null; action: string; additions: number; deletions: number; binary: boolean };

export interface CheckpointsTable {
  id: string;
  session_id: string;
  seq: number;
  label: string;
  kind: CheckpointKind;
  phase_id: string | null;
  task_id: string | null;
  step_id: string | null;
  event_seq: number;
  state_snapshot: JsonOf<StoredStateSnapshot>;
  /** Where each of the session's conversations stood. */
  conversation_positions: JsonOf<ConversationPosition[], 'default'>;
  /** The session's model configuration, stamped (resume compares it with the current one). */
  config: JsonOf<SessionConfig, 'default'>;
  git_commit: string | null;
  /** The root tree of an agent's snapshot, in the owner's code objects (null: none, or a snapshot of this server's: git_commit). */
  code_tree: string | null;
  git_ref: string | null;
  git_note: string | null;
  files_changed: JsonOf<FileChangeRecord[], 'default'>;
  lines_added: Generated<number>;
  lines_removed: Generated<number>;
  parent_checkpoint_id: string | null;
  /**
   * The plan part of its snapshot, shared with the other checkpoints of the same plan version (format 2); null: the
   * whole snapshot is in state_snapshot (format 1, written before plans were stored once).
   */
  plan_snapshot_id: string | null;
  signature: string;
  /** No retention policy purges it. */
  pinned: Generated<boolean>;
  /** When retention warned that it will purge it (retention.warning); it goes no sooner than the policy's warn_hours later. */
  retention_warned_at: NullableTimestamp;
  created_at: Generated<Date>;
  /** Its text as a tsvector for search (history/search.queries.ts), kept by PostgreSQL (a generated column): never written. */
  search_vector: Generated<string>;
}

/** The parts of a state snapshot that a format-2 checkpoint shares as its plan snapshot. */
export const PLAN_PARTS = ['phases', 'tasks', 'steps', 'approvals', 'sharedContext'] as const satisfies ReadonlyArray<keyof StateSnapshot>;

/**
 * A version of a session's plan, as checkpoints taken at it share it (migrations/0026_plan_snapshots.sql): the plan
 * part of their state snapshot, and the digest they sign.
 */
export interface PlanSnapshotsTable {
  id: string;
  session_id: string;
  plan_version: number;
  plan: JsonOf<Pick<StateSnapshot, (typeof PLAN_PARTS)[number]>>;
  /** sha256 (hex) of the plan's text as PostgreSQL writes it. */
  digest: string;
  created_at: Generated<Date>;
}

/**
 * A row as the domains read it: without its search vector, which only search reads; its state snapshot whole (its
 * own part and its plan's); `plan_digest`, the digest of its plan snapshot as stored now (null: format 1, no plan
 * snapshot), which its signature covers instead of the plan (checkpoint.model.ts).
 */
export type Checkpoint = Omit<Selectable<CheckpointsTable>, 'search_vector'> & { plan_digest: string | null };
