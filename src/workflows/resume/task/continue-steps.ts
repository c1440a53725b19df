// The continuation of one task's steps, computed and settled inside resumeTask's transaction: completed steps are
// skipped, a WRITE found applied (every declared file has its sha256) is completed, a step cut off while RUNNING
// becomes RESUMABLE so its runner can start it again. Files are never changed here (resumeSession rolls back).

import { appliedWrites } from '../../../code/workspace-files.ts';
import type { Phase, Task } from '../../../db/tables/plans.ts';
import type { Session } from '../../../db/tables/sessions.ts';
import { NotFoundError } from '../../../errors/domain.ts';
import type { Work } from '../../../events/unit-of-work.ts';
import type { ContinuationPlan } from '../../../plans/continuation.model.ts';
import { findStepsByTaskIds } from '../../../plans/plan.queries.ts';
import { planTaskContinuation } from '../../../plans/recovery.model.ts';
import { transitionStep } from '../../../plans/transition.service.ts';
import { findWorkspacesByIds } from '../../../workspaces/workspace.queries.ts';

/** Plans the task's continuation and applies what it settles (in-flight steps); answers the plan. */
export async function continueTaskSteps(work: Work, ownerId: string, session: Session, phase: Phase, task: Task): Promise<ContinuationPlan> {
  const [steps, [workspace]] = await Promise.all([findStepsByTaskIds(work.trx, [task.id]), findWorkspacesByIds(work.trx, ownerId, [session.workspace_id])]);
  if (!workspace) throw new NotFoundError('Workspace', session.workspace_id);
  const applied = await appliedWrites(workspace, steps);
  const plan = planTaskContinuation({
    strategy: session.strategy,
    phase,
    task,
    steps: steps.map((step) => ({ ...step, declaredWrites: step.writes.length })),
    writeApplied: (id) => applied.get(id) ?? null,
  });
  const states = new Map(steps.map((step) => [step.id, step.state]));
  for (const decision of plan.inProgress) {
    if (decision.action === 'SKIP') await transitionStep(work, session, decision.stepId, 'complete', { output: { resumed: 'already applied' } });
    else if (states.get(decision.stepId) === 'RUNNING') await transitionStep(work, session, decision.stepId, 'interrupt');
  }
  return plan;
}
