// The TypeScript mirror of migrations/: every table, by name, for Kysely. Each table is typed in the file of its domain
// in this folder, its jsonb columns with their shapes (column-types.ts JsonOf). Update the mirror in the same commit as
// a migration: test/db.types.test.ts reads every file of this folder and compares it with the migrated database.
import type { AgentCommandsTable, AgentLinksTable, AgentsTable } from './agents.ts';
import type { ApprovalsTable } from './approvals.ts';
import type { CheckpointsTable, PlanSnapshotsTable } from './checkpoints.ts';
import type { StateCheckpointsTable, StatePartsTable, StateUploadsTable, StateWritesTable } from './client-state.ts';
import type { ConversationsTable, MessagesTable } from './conversations.ts';
import type { DeletionsTable } from './deletions.ts';
import type { SessionEventsTable, WorkspaceFeedHeadsTable, WorkspaceFeedRunsTable } from './events.ts';
import type { IdempotencyRecordsTable } from './idempotency.ts';
import type { CodeObjectsTable, CodeObjectUsageTable, CodeTreesTable } from './objects.ts';
import type { ApiTokensTable, OwnerRootsTable, OwnersTable } from './owners.ts';
import type { PhasesTable, StepsTable, TasksTable } from './plans.ts';
import type { RetentionPoliciesTable, RetentionRunsTable } from './retention.ts';
import type { RewindsTable } from './rewinds.ts';
import type { SessionsTable } from './sessions.ts';
import type { SharedContextTable } from './shared-context.ts';
import type { WorkspacesTable } from './workspaces.ts';

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
  plan_snapshots: PlanSnapshotsTable;
  approvals: ApprovalsTable;
  idempotency_records: IdempotencyRecordsTable;
  shared_context: SharedContextTable;
  rewinds: RewindsTable;
  agents: AgentsTable;
  agent_links: AgentLinksTable;
  agent_commands: AgentCommandsTable;
  code_objects: CodeObjectsTable;
  code_trees: CodeTreesTable;
  code_object_usage: CodeObjectUsageTable;
  deletions: DeletionsTable;
  retention_policies: RetentionPoliciesTable;
  retention_runs: RetentionRunsTable;
  state_checkpoints: StateCheckpointsTable;
  state_parts: StatePartsTable;
  state_writes: StateWritesTable;
  state_uploads: StateUploadsTable;
}
