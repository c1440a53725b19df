// Sessions: their state, model configuration, checkpoint policy, lease, lineage (fork point) and todo list.
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { JsonOf, NullableTimestamp } from './column-types.ts';

export type SessionState = 'CREATED' | 'PLANNING' | 'RUNNING' | 'AWAITING_APPROVAL' | 'PAUSED' | 'COMPLETED' | 'FAILED' | 'CANCELLED';

export type Strategy = 'PARALLEL' | 'SEQUENTIAL' | 'ADAPTIVE' | 'PIPELINE';

/** The model configuration a session runs with (createSession normalizes it); checkpoints stamp it. */
export type SessionConfig = { provider: string | null; model: string | null; temperature: number | null; maxTokens: number | null; extras: unknown };

/** When checkpoints are taken by themselves (checkpoints/checkpoint.model.ts checkpointPolicy fills in what is left out). */
export type CheckpointPolicy = { afterStep: boolean; afterTask: boolean; phaseBoundary: boolean; planChange: boolean; onError: boolean };

/** One item of a todo list (todos/todo.model.ts): the session's, a task's, and as checkpoints keep them. */
export type TodoItem = { content: string; status: 'pending' | 'in_progress' | 'completed'; activeForm: string };

/** A fork's point, as it was asked and resolved (kept on the fork and with its idempotency record; the payload reports it). */
export type StoredForkPoint = {
  kind: 'CHECKPOINT' | 'MESSAGE' | 'TIME';
  /** ISO text. */
  at: string;
  checkpointId: string | null;
  codeCheckpointId: string | null;
  messageId: string | null;
  includeConversation: boolean;
  workspaceMode: 'WORKTREE' | 'DIRECTORY' | 'SHARED';
  branch: string | null;
  inheritedMessages: number;
  pendingApprovals: number;
};

export interface SessionsTable {
  id: string;
  owner_id: string;
  workspace_id: string;
  /** Its client's own key for it (LangGraph: the thread id), unique among the owner's live sessions; null: none. */
  client_key: Generated<string | null>;
  state: SessionState;
  strategy: Strategy;
  objective: string;
  config: JsonOf<SessionConfig, 'default'>;
  /** Whatever the client keeps with it (an object). */
  metadata: JsonOf<unknown, 'default'>;
  /** What the client set of it: the rest is the default. */
  checkpoint_policy: JsonOf<Partial<CheckpointPolicy>, 'default'>;
  /** Completes itself when its last task completes (createSession autoComplete). */
  auto_complete: Generated<boolean>;
  failure_reason: string | null;
  parent_session_id: string | null;
  fork_checkpoint_id: string | null;
  fork_message_id: string | null;
  forked_at: NullableTimestamp;
  /** A fork's: how it was asked and resolved (null: not a fork, or one linked by hand). */
  fork_point: JsonOf<StoredForkPoint> | null;
  lease_holder: string | null;
  lease_token: number | null;
  lease_expires_at: NullableTimestamp;
  last_lease_token: Generated<number>;
  last_event_seq: Generated<number>;
  last_checkpoint_seq: Generated<number>;
  version: Generated<number>;
  /** Raised by each revisePlan; a restore puts back the revision of the plan it restores. */
  plan_revision: Generated<number>;
  /** Raised by PostgreSQL after every statement that writes a plan row of the session (migrations/0026): what checkpoints share a plan snapshot by. */
  plan_version: Generated<number>;
  /** The session's todo list (todos/todo.model.ts), replaced as a whole. */
  todos: JsonOf<TodoItem[], 'default'>;
  /** What it stores of what clients write into it, counted by the writes (sessions/session-size.service.ts). */
  stored_bytes: Generated<number>;
  started_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** Set when deleted: the row is a tombstone then, left out of every read (db/tenancy.ts). */
  deletion_id: string | null;
  /** No retention policy touches it, nor any of its checkpoints. */
  pinned: Generated<boolean>;
  /** When retention warned that it will delete it (retention.warning); it goes no sooner than the policy's warn_hours later. */
  retention_warned_at: NullableTimestamp;
}

export type Session = Selectable<SessionsTable>;

export type NewSession = Insertable<SessionsTable>;

export type SessionUpdate = Updateable<SessionsTable>;
