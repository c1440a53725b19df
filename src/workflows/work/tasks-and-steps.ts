// Runners report task and step progress as it happens, one report per call: each locks the session first, so every
// write to one session is ordered, and runs the report on it (reporting/work-reports.ts: the checks, the move, the
// automatic checkpoints it leaves for after the commit). A report given an idempotency key is made once: sent again
// (its answer lost, or replayed from a runner's journal) it answers the first outcome and changes nothing, so a retry
// can never apply a step's report twice (a failStep replayed after the step was started again, say).
import type { Caller } from '../../caller.ts';
import { ApprovalPendingError } from '../../errors/approval.ts';
import { NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import { IdempotencyConflictError } from '../../errors/idempotency.ts';
import { SessionLockedError, StaleLeaseError } from '../../errors/lease.ts';
import { LimitReachedError } from '../../errors/limit.ts';
import { InvalidTransitionError } from '../../errors/transition.ts';
import { inTransaction } from '../../events/unit-of-work.ts';
import { withIdempotency } from '../../idempotency/idempotency.service.ts';
import { findStepsByIds, findTasksByIds } from '../../plans/plan.queries.ts';
import type { StepAction, TaskAction } from '../../plans/transition.model.ts';
import type { Outcome } from '../../plans/transition.service.ts';
import { runFollowUps } from '../../reporting/follow-ups.ts';
import { type LockedSession, lockedForOne } from '../../reporting/locked-session.ts';
import type { Fence } from '../../reporting/session-guards.ts';
import { type Changed, outcomeSize, reportOnStep, reportOnTask } from '../../reporting/work-reports.ts';
import { lockSessionCharging } from '../../sessions/session-size.service.ts';

/** A report's fence and, when it has one, its idempotency key (a retry with it answers the first outcome). */
export type Report = Fence & { idempotencyKey?: string | null };

/** What a report answers: the task or step by id (read as it is now), and whether a retry's key replayed it. */
export type Reported = { sessionId: string; id: string; replayed: boolean };

/**
 * Runs a report on its session, locked and charged what the outcome stores; then, once committed, what follows it.
 * Keyed, it is made once: a replay answers the first result (`replayed: true`) without a look at the session, the
 * lease token left out of the comparison (a runner that took its lease again replays its journal with the new one).
 */
async function onWorkingSession(
  caller: Caller,
  target: { sessionId: string; operation: string; id: string },
  report: Report & { outcome: Outcome },
  change: (locked: LockedSession, bytes: number) => Promise<Changed>,
): Promise<Reported> {
  const { outcome, leaseToken, idempotencyKey } = report;
  const bytes = outcomeSize(outcome);
  const call = { ownerId: caller.viewer.ownerId, key: idempotencyKey, operation: target.operation, request: { id: target.id, outcome } };
  const changed = await inTransaction(caller, (work) =>
    withIdempotency(work, call, async () => {
      const session = await lockSessionCharging(work, caller.viewer.ownerId, target.sessionId, bytes);
      return change(lockedForOne(caller, work, session, leaseToken), bytes);
    }),
  );
  if (!changed.replayed) await runFollowUps(caller, changed.sessionId, changed.followUps, leaseToken ?? null); // a replay's came with the first
  return { sessionId: changed.sessionId, id: changed.id, replayed: changed.replayed };
}

export async function changeTask(caller: Caller, taskId: string, action: TaskAction, outcome: Outcome = {}, report: Report = {}): Promise<Reported> {
  const { db, viewer } = caller;
  const [task] = await findTasksByIds(db, viewer.ownerId, [taskId]);
  if (!task) throw new NotFoundError('Task', taskId);
  const target = { sessionId: task.session_id, operation: `${action}Task`, id: taskId };
  return onWorkingSession(caller, target, { ...report, outcome }, (locked, bytes) => reportOnTask(locked, taskId, action, outcome, bytes));
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
  const target = { sessionId: step.session_id, operation: `${action}Step`, id: stepId };
  return onWorkingSession(caller, target, { ...report, outcome }, (locked, bytes) => reportOnStep(locked, step, action, outcome, bytes));
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
