// The schema entry: importing each domain file registers its types.
import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder.ts';
import './schema/errors/domain.ts';
import './schema/errors/transition.ts';
import './schema/errors/plan.ts';
import './schema/errors/idempotency.ts';
import './schema/errors/concurrency.ts';
import './schema/errors/workspace.ts';
import './schema/errors/lease.ts';
import './schema/errors/checkpoint.ts';
import './schema/errors/resume.ts';
import './schema/errors/repository.ts';
import './schema/errors/rewind.ts';
import './schema/errors/limit.ts';
import './schema/errors/approval.ts';
import './schema/errors/agent.ts';
import './schema/errors/objects.ts';
import './schema/errors/deletion.ts';
import './schema/errors/retention.ts';
import './schema/errors/transfer.ts';
import './schema/errors/work.ts';
import './schema/viewer.ts';
import './schema/workspaces.ts';
import './schema/agents.ts';
import './schema/sessions.ts';
import './schema/plans.ts';
import './schema/plan-revision.ts';
import './schema/pauses.ts';
import './schema/recovery.ts';
import './schema/todos.ts';
import './schema/client-state.ts';
import './schema/shared-context.ts';
import './schema/phase-outputs.ts';
import './schema/work.ts';
import './schema/record-work.ts';
import './schema/conversations/conversation.ts';
import './schema/conversations/mutations.ts';
import './schema/approvals.ts';
import './schema/events.ts';
import './schema/checkpoints/checkpoint.ts';
import './schema/checkpoints/diff.ts';
import './schema/checkpoints/mutations.ts';
import './schema/checkpoints/working-state.ts';
import './schema/leases.ts';
import './schema/resume.ts';
import './schema/rewind/preview.ts';
import './schema/rewind/rewinds.ts';
import './schema/lineage.ts';
import './schema/branches.ts';
import './schema/rewind/compaction.ts';
import './schema/forks.ts';
import './schema/compare.ts';
import './schema/history/state-at.ts';
import './schema/deletions.ts';
import './schema/retention.ts';
import './schema/objects.ts';
import './schema/history/search.ts';
import './schema/transfer.ts';
import './schema/subscriptions.ts';
import './schema/history/timeline.ts';
import './schema/history/conversation-history.ts';

export const schema = builder.toSchema();

/** The reviewed contract: what schema.graphql must contain. */
export function printSortedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
