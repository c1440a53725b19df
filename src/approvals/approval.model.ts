// Which approval holds which work, pure. A gate is decided by the approval, not by the session's state: a pending
// approval holds its work on every path back to running (resume at any level, pause and resume, fork, rewind, undo),
// because every start and completion of work asks this rule, whatever state the session reached.
import type { Approval } from '../db/tables/approvals.ts';

export type GateApproval = Pick<Approval, 'id' | 'title' | 'state' | 'task_id' | 'step_id'>;

/** The work an action is about: a step (of its task), a task, or the whole session. */
export type GatedWork = { taskId: string | null; stepId: string | null };

/** Whether an approval's scope covers the work: the whole session, the work's task, or its very step. */
function covers(approval: GateApproval, work: GatedWork): boolean {
  if (approval.step_id !== null) return approval.step_id === work.stepId;
  if (approval.task_id !== null) return approval.task_id === work.taskId;
  return true;
}

/** Whether the approval names this very step, or this very task (or the task of this step): a decision about that work. */
function namesExactly(approval: GateApproval, work: GatedWork): boolean {
  if (work.stepId !== null && approval.step_id === work.stepId) return true;
  return approval.step_id === null && approval.task_id !== null && approval.task_id === work.taskId;
}

/**
 * The approval that holds the work, or null: any pending approval whose scope covers it (the session, its task, its
 * step); else the newest approval naming this step, or else its task, when that one was rejected (a person said no to
 * this work; a newer approval asked again replaces the decision). A rejected approval of the whole session
 * holds nothing: the runner decides (fail or cancel the session, or revise the plan). `approvals` in request order.
 */
export function holdingApproval<A extends GateApproval>(approvals: readonly A[], work: GatedWork): A | null {
  const pending = approvals.find((approval) => approval.state === 'PENDING' && covers(approval, work));
  if (pending) return pending;
  const exact = approvals.filter((approval) => namesExactly(approval, work));
  for (const scope of [exact.filter((a) => a.step_id !== null), exact.filter((a) => a.step_id === null)]) {
    const newest = scope.at(-1);
    if (newest?.state === 'REJECTED') return newest;
  }
  return null;
}
