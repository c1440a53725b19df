// The continuation of one task's steps, computed and settled inside resumeTask's transaction: completed steps are
// skipped, a WRITE found applied (every declared file has its sha256) is completed, a step cut off while RUNNING
// becomes RESUMABLE so its runner can start it again. Files are never changed here (resumeSession rolls back).

import type { Caller } from '../../../caller.ts';
import { agentSnapshotHashes } from '../../../capture/agent-snapshot.ts';
import { findLastWorkCodeCheckpoint } from '../../../checkpoints/checkpoint.queries.ts';
import { appliedByHashes, decidableWrites } from '../../../code/applied-writes.ts';
import type { Phase, Task } from '../../../db/tables/plans.ts';
import type { Session } from '../../../db/tables/sessions.ts';
import { NotFoundError } from '../../../errors/domain.ts';
import type { Work } from '../../../events/unit-of-work.ts';
import type { ContinuationPlan } from '../../../plans/continuation.model.ts';
import { findStepsByTaskIds, findTasksByIds } from '../../../plans/plan.queries.ts';
import { planTaskContinuation } from '../../../plans/recovery.model.ts';
import { transitionStep } from '../../../plans/transition.service.ts';
import { findSessionsByIds } from '../../../sessions/session.queries.ts';
import { findWorkspacesByIds } from '../../../workspaces/workspace.queries.ts';

/**
 * Plans the task's continuation and applies what it settles (in-flight steps); answers the plan. `agentHashes`: for a
 * folder its agent serves, its files' hashes as the agent saw them just before (agentWriteHashes), else null.
 */
export async function continueTaskSteps(
  work: Work,
  ownerId: string,
  session: Session,
  phase: Phase,
  task: Task,
  agentHashes: ReadonlyMap<string, string | null> | null = null,
): Promise<ContinuationPlan> {
  const [steps, [workspace]] = await Promise.all([findStepsByTaskIds(work.trx, [task.id]), findWorkspacesByIds(work.trx, ownerId, [session.workspace_id])]);
  if (!workspace) throw new NotFoundError('Workspace', session.workspace_id);
  const applied = appliedByHashes(steps, (file) => agentHashes?.get(file) ?? null);
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

/**
 * Before resumeTask's transaction (an agent is never waited for inside one): the hashes the task's in-flight WRITEs
 * declared, as the folder agent's snapshot taken now has them; null for a task with nothing to decide.
 */
export async function agentWriteHashes(caller: Caller, taskId: string): Promise<Map<string, string | null> | null> {
  const { db } = caller;
  const { ownerId } = caller.viewer;
  const [task] = await findTasksByIds(db, ownerId, [taskId]);
  const [session] = task ? await findSessionsByIds(db, ownerId, [task.session_id]) : [];
  const [workspace] = session ? await findWorkspacesByIds(db, ownerId, [session.workspace_id]) : [];
  if (!task || !session || !workspace) return null;
  const paths = [...new Set(decidableWrites(await findStepsByTaskIds(db, [task.id])).flatMap((step) => step.writes.map((write) => write.path)))];
  if (paths.length === 0) return null;
  const base = (await findLastWorkCodeCheckpoint(db, session.id))?.code_tree ?? null;
  return agentSnapshotHashes(caller, workspace, session.id, base, paths);
}
