// Runners report task and step progress as it happens. Each report locks the session first, so every write to one
// session is ordered, checks the session is under way and the lease token is live, then moves the task or step
// through its transition table. Completions, failures and finished phases take the automatic checkpoints the
// session's policy asks for, after the report has committed.
import { assertNotHeld } from '../../approvals/approval.service.ts';
import type { Caller } from '../../caller.ts';
import { autoCheckpoint } from '../../capture/auto-checkpoint.ts';
import type { Session } from '../../db/tables/sessions.ts';
import { ApprovalPendingError } from '../../errors/approval.ts';
import { idRef, NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import { SessionLockedError, StaleLeaseError } from '../../errors/lease.ts';
import { LimitReachedError } from '../../errors/limit.ts';
import { InvalidTransitionError } from '../../errors/transition.ts';
import { inTransaction, type Work } from '../../events/unit-of-work.ts';
import { findStepsByIds, findTasksByIds } from '../../plans/plan.queries.ts';
import type { StepAction, TaskAction } from '../../plans/transition.model.ts';
import { type Outcome, reportStep, transitionTask } from '../../plans/transition.service.ts';
import { assertLeaseHeld } from '../../sessions/lease.model.ts';
import { WORK_STATES } from '../../sessions/session.model.ts';
import { assertStoredBytes, lockSessionCharging, storedSize } from '../../sessions/session-size.service.ts';
import { completeWhenDone } from './auto-complete.ts';
import { type Fence, requireState } from './session-guards.ts';

/**
 * Runs a report on the locked session, once it is under way and the report's lease token is live; `outcome` (its
 * output and error) is charged to what the session stores.
 */
async function onWorkingSession<T>(
  caller: Caller,
  sessionId: string,
  action: string,
  fence: Fence & { outcome: Outcome },
  report: (work: Work, session: Session) => Promise<T>,
) {
  const bytes = storedSize(fence.outcome.output) + storedSize(fence.outcome.error);
  return inTransaction(caller, async (work) => {
    const session = await lockSessionCharging(work, caller.viewer.ownerId, sessionId, bytes);
    requireState(session, WORK_STATES, action);
    assertLeaseHeld(session, fence.leaseToken, new Date());
    await assertStoredBytes(work, session, bytes, caller.settings.quotas);
    return report(work, session);
  });
}

/** Starting or completing work is what an approval holds; failing, interrupting or pausing it never is. */
const GATED_ACTIONS: ReadonlyArray<TaskAction | StepAction> = ['start', 'complete'];

/** A report's output and error are stored, so secrets in them are redacted first. */
function redactOutcome(work: Work, outcome: Outcome): Outcome {
  return {
    ...outcome,
    ...(outcome.output !== undefined ? { output: work.redact.json(outcome.output) } : {}),
    ...(outcome.error != null ? { error: work.redact.text(outcome.error) } : {}),
  };
}

export async function changeTask(caller: Caller, taskId: string, action: TaskAction, outcome: Outcome = {}, fence: Fence = {}) {
  const { db, viewer } = caller;
  const [task] = await findTasksByIds(db, viewer.ownerId, [taskId]);
  if (!task) throw new NotFoundError('Task', taskId);
  const { task: updated, phaseChange } = await onWorkingSession(
    caller,
    task.session_id,
    `${action} a task in`,
    { ...fence, outcome },
    async (work, session) => {
      if (GATED_ACTIONS.includes(action)) await assertNotHeld(work, session.id, { taskId, stepId: null }, action, idRef('Task', taskId));
      return transitionTask(work, session, taskId, action, redactOutcome(work, outcome));
    },
  );
  const position = { phaseId: updated.phase_id, taskId: updated.id };
  const token = fence.leaseToken ?? null;
  if (updated.state === 'FAILED') await autoCheckpoint(caller, updated.session_id, 'ERROR', `task ${updated.key} failed`, position, token);
  if (updated.state === 'COMPLETED') await autoCheckpoint(caller, updated.session_id, 'TASK', `task ${updated.key} completed`, position, token);
  if (phaseChange?.to === 'COMPLETED') await autoCheckpoint(caller, updated.session_id, 'PHASE', `phase completed (task ${updated.key})`, position, token);
  if (updated.state === 'COMPLETED') await completeWhenDone(caller, updated.session_id);
  return updated;
}
export const changeTaskThrows = throws(
  ApprovalPendingError,
  InvalidTransitionError,
  LimitReachedError,
  NotFoundError,
  SessionLockedError,
  StaleLeaseError,
  ValidationError,
);

export async function changeStep(caller: Caller, stepId: string, action: StepAction, outcome: Outcome = {}, fence: Fence = {}) {
  const { db, viewer } = caller;
  const [step] = await findStepsByIds(db, viewer.ownerId, [stepId]);
  if (!step) throw new NotFoundError('Step', stepId);
  const updated = await onWorkingSession(caller, step.session_id, `${action} a step in`, { ...fence, outcome }, async (work, session) => {
    if (GATED_ACTIONS.includes(action)) await assertNotHeld(work, session.id, { taskId: step.task_id, stepId }, action, idRef('Step', stepId));
    return reportStep(work, session, stepId, action, redactOutcome(work, outcome));
  });
  const position = { taskId: updated.task_id, stepId: updated.id };
  const token = fence.leaseToken ?? null;
  if (updated.state === 'COMPLETED') await autoCheckpoint(caller, updated.session_id, 'STEP', `after step: ${updated.title}`, position, token);
  if (updated.state === 'FAILED') await autoCheckpoint(caller, updated.session_id, 'ERROR', `step failed: ${updated.title}`, position, token);
  return updated;
}
export const changeStepThrows = throws(
  ApprovalPendingError,
  InvalidTransitionError,
  LimitReachedError,
  NotFoundError,
  SessionLockedError,
  StaleLeaseError,
  ValidationError,
);
