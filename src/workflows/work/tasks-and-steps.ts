// Runners report task and step progress as it happens. Each report locks the session first, so every write to one
// session is ordered, checks the session is under way and the lease token is live, then moves the task or step
// through its transition table. Completions, failures and finished phases take the automatic checkpoints the
// session's policy asks for, after the report has committed. A report given an idempotency key is made once: sent
// again (its answer lost, or replayed from a runner's journal) it answers the first outcome and changes nothing, so a
// retry can never apply a step's report twice (a failStep replayed after the step was started again, say).
import { assertNotHeld } from '../../approvals/approval.service.ts';
import type { Caller } from '../../caller.ts';
import { autoCheckpoint } from '../../capture/auto-checkpoint.ts';
import type { Session } from '../../db/tables/sessions.ts';
import { ApprovalPendingError } from '../../errors/approval.ts';
import { idRef, NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import { IdempotencyConflictError } from '../../errors/idempotency.ts';
import { SessionLockedError, StaleLeaseError } from '../../errors/lease.ts';
import { LimitReachedError } from '../../errors/limit.ts';
import { InvalidTransitionError } from '../../errors/transition.ts';
import { inTransaction, type Work } from '../../events/unit-of-work.ts';
import { withIdempotency } from '../../idempotency/idempotency.service.ts';
import { findStepsByIds, findTasksByIds } from '../../plans/plan.queries.ts';
import type { StepAction, TaskAction } from '../../plans/transition.model.ts';
import { type Outcome, reportStep, transitionTask } from '../../plans/transition.service.ts';
import { assertLeaseHeld } from '../../sessions/lease.model.ts';
import { WORK_STATES } from '../../sessions/session.model.ts';
import { assertStoredBytes, lockSessionCharging, storedSize } from '../../sessions/session-size.service.ts';
import { completeWhenDone } from './auto-complete.ts';
import { type Fence, requireState } from './session-guards.ts';

/** A report's fence and, when it has one, its idempotency key (a retry with it answers the first outcome). */
export type Report = Fence & { idempotencyKey?: string | null };

/**
 * Runs a report on the locked session, once it is under way and the report's lease token is live; `outcome` (its
 * output and error) is charged to what the session stores. Keyed, it is made once: a replay answers the first
 * result (`replayed: true`) without a look at the session, the lease token left out of the comparison (a runner that
 * took its lease again replays its journal with the new one).
 */
async function onWorkingSession<T extends Record<string, unknown>>(
  caller: Caller,
  target: { sessionId: string; operation: string; id: string; action: string },
  report: Report & { outcome: Outcome },
  change: (work: Work, session: Session) => Promise<T>,
) {
  const { outcome, leaseToken, idempotencyKey } = report;
  const bytes = storedSize(outcome.output) + storedSize(outcome.error);
  const call = { ownerId: caller.viewer.ownerId, key: idempotencyKey, operation: target.operation, request: { id: target.id, outcome } };
  return inTransaction(caller, (work) =>
    withIdempotency(work, call, async () => {
      const session = await lockSessionCharging(work, caller.viewer.ownerId, target.sessionId, bytes);
      requireState(session, WORK_STATES, target.action);
      assertLeaseHeld(session, leaseToken, new Date());
      await assertStoredBytes(work, session, bytes, caller.settings.quotas);
      return change(work, session);
    }),
  );
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

/** What a report answers: the task or step by id (read as it is now), and whether a retry's key replayed it. */
export type Reported = { sessionId: string; id: string; replayed: boolean };

export async function changeTask(caller: Caller, taskId: string, action: TaskAction, outcome: Outcome = {}, report: Report = {}): Promise<Reported> {
  const { db, viewer } = caller;
  const [task] = await findTasksByIds(db, viewer.ownerId, [taskId]);
  if (!task) throw new NotFoundError('Task', taskId);
  const target = { sessionId: task.session_id, operation: `${action}Task`, id: taskId, action: `${action} a task in` };
  const changed = await onWorkingSession(caller, target, { ...report, outcome }, async (work, session) => {
    if (GATED_ACTIONS.includes(action)) await assertNotHeld(work, session.id, { taskId, stepId: null }, action, idRef('Task', taskId));
    const { task: updated, phaseChange } = await transitionTask(work, session, taskId, action, redactOutcome(work, outcome));
    return {
      sessionId: session.id,
      id: updated.id,
      state: updated.state,
      phaseId: updated.phase_id,
      key: updated.key,
      phaseCompleted: phaseChange?.to === 'COMPLETED',
    };
  });
  if (changed.replayed) return { sessionId: changed.sessionId, id: changed.id, replayed: true }; // its checkpoints came with the first
  const position = { phaseId: changed.phaseId, taskId: changed.id };
  const token = report.leaseToken ?? null;
  const { sessionId, key } = changed;
  if (changed.state === 'FAILED') await autoCheckpoint(caller, sessionId, 'ERROR', `task ${key} failed`, position, token);
  if (changed.state === 'COMPLETED') await autoCheckpoint(caller, sessionId, 'TASK', `task ${key} completed`, position, token);
  if (changed.phaseCompleted) await autoCheckpoint(caller, sessionId, 'PHASE', `phase completed (task ${key})`, position, token);
  if (changed.state === 'COMPLETED') await completeWhenDone(caller, sessionId);
  return { sessionId, id: changed.id, replayed: false };
}
export const changeTaskThrows = throws(
  ApprovalPendingError,
  IdempotencyConflictError,
  InvalidTransitionError,
  LimitReachedError,
  NotFoundError,
  SessionLockedError,
  StaleLeaseError,
  ValidationError,
);

export async function changeStep(caller: Caller, stepId: string, action: StepAction, outcome: Outcome = {}, report: Report = {}): Promise<Reported> {
  const { db, viewer } = caller;
  const [step] = await findStepsByIds(db, viewer.ownerId, [stepId]);
  if (!step) throw new NotFoundError('Step', stepId);
  const target = { sessionId: step.session_id, operation: `${action}Step`, id: stepId, action: `${action} a step in` };
  const changed = await onWorkingSession(caller, target, { ...report, outcome }, async (work, session) => {
    if (GATED_ACTIONS.includes(action)) await assertNotHeld(work, session.id, { taskId: step.task_id, stepId }, action, idRef('Step', stepId));
    const updated = await reportStep(work, session, stepId, action, redactOutcome(work, outcome));
    return { sessionId: session.id, id: updated.id, state: updated.state, taskId: updated.task_id, title: updated.title };
  });
  if (changed.replayed) return { sessionId: changed.sessionId, id: changed.id, replayed: true };
  const position = { taskId: changed.taskId, stepId: changed.id };
  const token = report.leaseToken ?? null;
  if (changed.state === 'COMPLETED') await autoCheckpoint(caller, changed.sessionId, 'STEP', `after step: ${changed.title}`, position, token);
  if (changed.state === 'FAILED') await autoCheckpoint(caller, changed.sessionId, 'ERROR', `step failed: ${changed.title}`, position, token);
  return { sessionId: changed.sessionId, id: changed.id, replayed: false };
}
export const changeStepThrows = throws(
  ApprovalPendingError,
  IdempotencyConflictError,
  InvalidTransitionError,
  LimitReachedError,
  NotFoundError,
  SessionLockedError,
  StaleLeaseError,
  ValidationError,
);
