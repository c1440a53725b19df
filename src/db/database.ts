// The TypeScript mirror of migrations/. Update it in the same commit as a migration.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { SessionEventsTable, WorkspaceFeedHeadsTable, WorkspaceFeedRunsTable } from './event-tables.ts';
import type { PreserveMode, RewindKind, RewindsTable, SharedContextTable } from './history-tables.ts';

export type { PreserveMode, RewindKind };

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: written through db/json.ts, read back parsed. */
export type Json = ColumnType<unknown, unknown, unknown>;
type JsonDefault = ColumnType<unknown, unknown | undefined, unknown>;
/** jsonb not null without a default: required on insert (Json's `unknown` would let Kysely leave it out, or send null). */
type JsonRequired = ColumnType<unknown, NonNullable<unknown>, NonNullable<unknown>>;

export type SessionState = 'CREATED' | 'PLANNING' | 'RUNNING' | 'AWAITING_APPROVAL' | 'PAUSED' | 'COMPLETED' | 'FAILED' | 'CANCELLED';
export type Strategy = 'PARALLEL' | 'SEQUENTIAL' | 'ADAPTIVE' | 'PIPELINE';
export type PhaseState = 'PLANNED' | 'RUNNING' | 'COMPLETED' | 'FAILED' | 'SKIPPED' | 'PAUSED';
export type TaskState = 'PENDING' | 'RUNNING' | 'COMPLETED' | 'FAILED' | 'RESUMABLE' | 'CANCELLED' | 'PAUSED';
export type StepState = 'PENDING' | 'RUNNING' | 'COMPLETED' | 'FAILED' | 'RESUMABLE' | 'CANCELLED' | 'ROLLED_BACK';
export type StepKind = 'READ' | 'WRITE' | 'EXEC';
export type ConversationKind = 'SUPERVISOR' | 'TASK' | 'CHAT';
export type MessageRole = 'USER' | 'ASSISTANT' | 'SYSTEM' | 'TOOL';
export type ApprovalState = 'PENDING' | 'APPROVED' | 'REJECTED';
export type CheckpointKind = 'MANUAL' | 'STEP' | 'TASK' | 'PHASE' | 'PLAN' | 'ERROR' | 'RESUME' | 'REWIND';

export interface OwnersTable {
  id: string;
  name: string;
  /** Null: the server default (Config.maxActiveSessions). */
  max_active_sessions: number | null;
  created_at: Generated<Date>;
}

export interface OwnerRootsTable {
  owner_id: string;
  /** A real path (symlinks resolved), absolute. */
  path: string;
  created_at: Generated<Date>;
}

export interface ApiTokensTable {
  id: string;
  owner_id: string;
  name: string;
  token_hash: Buffer;
  token_suffix: string;
  created_at: Generated<Date>;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface WorkspacesTable {
  id: string;
  owner_id: string;
  name: string;
  path: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SessionsTable {
  id: string;
  owner_id: string;
  workspace_id: string;
  state: SessionState;
  strategy: Strategy;
  objective: string;
  config: JsonDefault;
  metadata: JsonDefault;
  checkpoint_policy: JsonDefault;
  /** Completes itself when its last task completes (createSession autoComplete). */
  auto_complete: Generated<boolean>;
  failure_reason: string | null;
  parent_session_id: string | null;
  fork_checkpoint_id: string | null;
  fork_message_id: string | null;
  forked_at: NullableTimestamp;
  /** A fork's: how it was asked and resolved ({ kind, codeCheckpointId, includeConversation, workspaceMode }). */
  fork_point: Json;
  lease_holder: string | null;
  lease_token: number | null;
  lease_expires_at: NullableTimestamp;
  last_lease_token: Generated<number>;
  last_event_seq: Generated<number>;
  last_checkpoint_seq: Generated<number>;
  version: Generated<number>;
  /** Raised by each revisePlan; a restore puts back the revision of the plan it restores. */
  plan_revision: Generated<number>;
  /** The session's todo list (todos/todo.model.ts), replaced as a whole. */
  todos: JsonDefault;
  /** What it stores of what clients write into it, counted by the writes (sessions/session-size.service.ts). */
  stored_bytes: Generated<number>;
  started_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PhasesTable {
  id: string;
  session_id: string;
  position: number;
  key: string | null;
  name: string;
  description: string | null;
  state: Generated<PhaseState>;
  output: Json;
  summary: string | null;
  skip_reason: string | null;
  /** Set when a restore took it out of the plan: every read of the plan leaves it out. */
  superseded_at: NullableTimestamp;
  started_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface TasksTable {
  id: string;
  session_id: string;
  phase_id: string;
  position: number;
  key: string;
  title: string;
  description: string | null;
  role: Generated<string>;
  agent_id: string | null;
  agent_session_ref: string | null;
  depends_on: ColumnType<string[], string[] | undefined, string[]>;
  state: Generated<TaskState>;
  attempt: Generated<number>;
  output: Json;
  exit_code: number | null;
  error: string | null;
  /** The task's todo list (todos/todo.model.ts), replaced as a whole. */
  todos: JsonDefault;
  skip_reason: string | null;
  /** Paused by its session's pause (so resuming the session resumes it); any other move of the task clears it. */
  paused_with_session: Generated<boolean>;
  /** Set when a restore took it out of the plan: every read of the plan leaves it out. */
  superseded_at: NullableTimestamp;
  started_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface StepsTable {
  id: string;
  session_id: string;
  task_id: string;
  position: number;
  kind: StepKind;
  title: string;
  idempotency_key: string;
  attempt: Generated<number>;
  state: Generated<StepState>;
  input: Json;
  output: Json;
  writes: JsonDefault;
  reversible: Generated<boolean>;
  /** Set when a restore took it out of the plan: every read of the plan leaves it out. */
  superseded_at: NullableTimestamp;
  exit_code: number | null;
  error: string | null;
  started_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ConversationsTable {
  id: string;
  session_id: string;
  task_id: string | null;
  kind: ConversationKind;
  title: string;
  last_message_seq: Generated<number>;
  /** The lowest seq of its own messages (1 unless a compaction put a summary before the messages it kept; after the inherited ones in a fork). */
  first_message_seq: Generated<number>;
  forked_from_id: string | null;
  /** A fork's: the runs of other conversations' messages it starts with, frozen at the fork ([{ conversationId, ranges: [[first, last]] }]). */
  inherits: Json;
  /** How many messages those runs hold. */
  inherited_count: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface MessagesTable {
  id: string;
  session_id: string;
  conversation_id: string;
  seq: number;
  role: MessageRole;
  content: Generated<string>;
  tool_calls: Json;
  tool_name: string | null;
  tool_input: Json;
  tool_result: string | null;
  is_error: Generated<boolean>;
  token_count: number | null;
  cost_usd: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  superseded_at: NullableTimestamp;
  superseded_by_event_id: number | null;
  /** A compaction's summary: the messages it stands for ({ rewindId, count, firstMessageId, lastMessageId, firstSeq, lastSeq }). */
  summary_of: Json;
  created_at: Generated<Date>;
}

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
  state_snapshot: JsonRequired;
  conversation_positions: JsonDefault;
  config: JsonDefault;
  git_commit: string | null;
  git_ref: string | null;
  git_note: string | null;
  files_changed: JsonDefault;
  lines_added: Generated<number>;
  lines_removed: Generated<number>;
  parent_checkpoint_id: string | null;
  signature: string;
  pinned: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface ApprovalsTable {
  id: string;
  session_id: string;
  task_id: string | null;
  step_id: string | null;
  title: string;
  details: JsonDefault;
  state: Generated<ApprovalState>;
  requested_by: string;
  decided_by: string | null;
  decision_note: string | null;
  requested_at: Generated<Date>;
  decided_at: NullableTimestamp;
}

export interface IdempotencyRecordsTable {
  owner_id: string;
  key: string;
  operation: string;
  request_hash: string;
  session_id: string | null;
  result: Json;
  created_at: Generated<Date>;
}

export interface Database {
  owners: OwnersTable;
  owner_roots: OwnerRootsTable;
  api_tokens: ApiTokensTable;
  workspaces: WorkspacesTable;
  sessions: SessionsTable;
  phases: PhasesTable;
  tasks: TasksTable;
  steps: StepsTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  session_events: SessionEventsTable;
  workspace_feed_heads: WorkspaceFeedHeadsTable;
  workspace_feed_runs: WorkspaceFeedRunsTable;
  checkpoints: CheckpointsTable;
  approvals: ApprovalsTable;
  idempotency_records: IdempotencyRecordsTable;
  shared_context: SharedContextTable;
  rewinds: RewindsTable;
}

export type Owner = Selectable<OwnersTable>;
export type ApiToken = Selectable<ApiTokensTable>;
export type Workspace = Selectable<WorkspacesTable>;
export type Session = Selectable<SessionsTable>;
export type NewSession = Insertable<SessionsTable>;
export type SessionUpdate = Updateable<SessionsTable>;
export type Phase = Selectable<PhasesTable>;
export type Task = Selectable<TasksTable>;
export type Step = Selectable<StepsTable>;
export type Conversation = Selectable<ConversationsTable>;
export type Message = Selectable<MessagesTable>;
export type SessionEvent = Selectable<SessionEventsTable>;
export type Checkpoint = Selectable<CheckpointsTable>;
export type Approval = Selectable<ApprovalsTable>;
export type SharedContextDocument = Selectable<SharedContextTable>;
export type Rewind = Selectable<RewindsTable>;
