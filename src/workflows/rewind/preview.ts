// What a rewind would do, computed without writing a row: the files it would change (the workspace now against the
// target snapshot), the messages it would set aside, the plan state it would put back (the same functions the rewind
// applies), and what it cannot take back: steps and tool calls after the point, approvals requested after it.
// Session.rewindPreview and the rewind mutations' dryRun answer exactly this.

import type { Caller } from '../../caller.ts';
import { agentSnapshot } from '../../capture/agent-snapshot.ts';
import { codeTreeOf } from '../../capture/checkpoint-code.ts';
import { readStateSnapshot } from '../../checkpoints/checkpoint.model.ts';
import type { Approval } from '../../db/tables/approvals.ts';
import type { Checkpoint, StateSnapshot } from '../../db/tables/checkpoints.ts';
import { AgentCommandFailedError, AgentOfflineError } from '../../errors/agent.ts';
import { CheckpointVersionUnsupportedError } from '../../errors/checkpoint.ts';
import { throws, ValidationError } from '../../errors/domain.ts';
import { ObjectsMissingError } from '../../errors/objects.ts';
import { WorkspaceUnavailableError } from '../../errors/workspace.ts';
import {
  type IrreversibleStep,
  irreversibleSteps,
  type PlanStateChanges,
  planStateChanges,
  type RewindFileChange,
  rewindFileChanges,
  type ToolCallAfter,
  toolCallsOf,
} from '../../restore/rewind-preview.model.ts';
import {
  type Cutting,
  findApprovalsRequestedAfter,
  findIrreversibleStepsAfter,
  findToolCallMessagesAfter,
  type SetAsideSummary,
  summarizeSetAside,
} from '../../restore/rewind-preview.queries.ts';
import { findPlanRowsForRestore, readWorkingState } from '../../restore/working-state.queries.ts';
import { folderOf } from '../../workspaces/workspace.model.ts';
import { workspaceOfResolved } from './target.ts';
import type { ResolvedRewind } from './target.types.ts';

export type RewindPreview = {
  resolved: ResolvedRewind;
  /** The moment the session goes back to: what happened after it is "after the point". */
  pointAt: Date;
  /** Files the rewind would change, as it would change them; empty when the code is left as it is. */
  files: RewindFileChange[];
  /** Per conversation: the visible messages the rewind would set aside (never delete). */
  superseded: SetAsideSummary[];
  /** The plan state put back; null when no checkpoint's state applies. */
  plan: PlanStateChanges | null;
  irreversibleSteps: IrreversibleStep[];
  toolCalls: ToolCallAfter[];
  /** Approvals requested after the point, with their state: a rewind never undecides them. */
  approvals: Approval[];
};

export async function previewRewind(caller: Caller, resolved: ResolvedRewind): Promise<RewindPreview> {
  const { db } = caller;
  const { session, point, checkpoint, code, request } = resolved;
  const pointAt = point.visibleAsOf;
  // Only a conversation rewind cuts the conversations; a code rewind leaves them as they are.
  const cutting: Cutting | null = request.kind === 'CONVERSATION' ? { cuts: point.cuts, uncut: point.uncut, visibleAsOf: point.visibleAsOf } : null;
  const [files, superseded, plan, steps, messages, approvals] = await Promise.all([
    code?.git_commit || code?.code_tree ? filesToChange(caller, resolved, code) : [],
    cutting ? summarizeSetAside(db, session.id, cutting) : [],
    checkpoint ? planChanges(caller, session.id, readStateSnapshot(checkpoint)) : null,
    findIrreversibleStepsAfter(db, session.id, pointAt),
    findToolCallMessagesAfter(db, session.id, pointAt, cutting),
    findApprovalsRequestedAfter(db, session.id, pointAt),
  ]);
  return {
    resolved,
    pointAt,
    files,
    superseded,
    plan,
    irreversibleSteps: irreversibleSteps(steps, pointAt),
    toolCalls: toolCallsOf(messages),
    approvals,
  };
}
export const previewRewindThrows = throws(
  AgentCommandFailedError,
  AgentOfflineError,
  CheckpointVersionUnsupportedError,
  ObjectsMissingError,
  ValidationError,
  WorkspaceUnavailableError,
);

/**
 * The working tree against the target snapshot, as a snapshot taken now would list its changes (renames, line counts):
 * the folder's agent snapshots what is there now (uploading what the server lacks, recording nothing), and the server
 * lists the changes since the target from the stored trees.
 */
async function filesToChange(
  caller: Caller,
  resolved: ResolvedRewind,
  code: Pick<Checkpoint, 'seq' | 'git_commit' | 'code_tree'>,
): Promise<RewindFileChange[]> {
  const workspace = workspaceOfResolved(resolved);
  return rewindFileChanges((await agentSnapshot(caller, workspace, resolved.session.id, codeTreeOf(code, folderOf(workspace)))).files);
}

async function planChanges(caller: Caller, sessionId: string, snapshot: StateSnapshot): Promise<PlanStateChanges> {
  const [current, rows] = await Promise.all([readWorkingState(caller.db, sessionId), findPlanRowsForRestore(caller.db, sessionId)]);
  return planStateChanges(snapshot, current, rows);
}
