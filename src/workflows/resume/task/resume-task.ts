// resumeTask: resume one agent's task without touching the rest of the session (agent-level recovery).
// (a) A PAUSED task goes back to RESUMABLE (transition "resume"), fenced by the session's live lease if any; no
//     lease is taken.
// (b) A RESUMABLE task: on an interrupted session (no live lease) the runner takes the session's lease, as
//     resumeSession does (same lease rules, the session back under way unless held at an approval); a runner that
//     holds the live lease passes its token instead. Recorded as `task.resumed`.
// Both answer the continuation of this task's steps only (continue-steps.ts). One transaction; a refusal changes nothing.
import type { Caller } from '../../../caller.ts';
import { waitForSessionLock } from '../../../db/advisory-locks.ts';
import type { Phase, Task } from '../../../db/tables/plans.ts';
import type { Session } from '../../../db/tables/sessions.ts';
import { ApprovalPendingError } from '../../../errors/approval.ts';
import { idRef, NotFoundError, throws, ValidationError } from '../../../errors/domain.ts';
import { IdempotencyConflictError } from '../../../errors/idempotency.ts';
import { SessionLockedError, StaleLeaseError, WorkspaceAlreadyOpenError } from '../../../errors/lease.ts';
import { LimitReachedError } from '../../../errors/limit.ts';
import { TerminalStateError } from '../../../errors/resume.ts';
import { InvalidTransitionError } from '../../../errors/transition.ts';
import { inTransaction, type Work } from '../../../events/unit-of-work.ts';
import { withIdempotency } from '../../../idempotency/idempotency.service.ts';
import type { ContinuationPlan } from '../../../plans/continuation.model.ts';
import { resumeTasksPausedWithSession } from '../../../plans/pause.service.ts';
import { findPhasesByIds, findTasksByIds } from '../../../plans/plan.queries.ts';
import { transitionTask } from '../../../plans/transition.service.ts';
import { assertLeaseHeld, checkHolder, leaseSeconds } from '../../../sessions/lease.model.ts';
import { takeLease } from '../../../sessions/lease.service.ts';
import { hasLiveLease, isTerminal, WORK_STATES } from '../../../sessions/session.model.ts';
import { getSessionForUpdate, transitionSession } from '../../../sessions/session.service.ts';
import { agentWriteHashes, continueTaskSteps } from './continue-steps.ts';

export type ResumeTaskInput = {
  taskId: string;
  holder?: string | null;
  leaseSeconds?: number | null;
  leaseToken?: number | null;
  idempotencyKey?: string | null;
};

export type TaskLease = { holder: string; token: number; expiresAt: Date };

/** What resumeTask did; stored as is under the idempotency key. */
export type ResumedTask = {
  sessionId: string;
  taskId: string;
  /** PAUSED (case a: now RESUMABLE) or RESUMABLE (case b: continued). */
  from: 'PAUSED' | 'RESUMABLE';
  /** The session's live lease after the call; null when none. */
  lease: TaskLease | null;
  /** True when this call took the lease (the session was interrupted). */
  tookLease: boolean;
  continuation: ContinuationPlan;
  agentSessionRef: string | null;
};
export type ResumeTaskResult = ResumedTask & { replayed: boolean };

export async function resumeTask(caller: Caller, input: ResumeTaskInput): Promise<ResumeTaskResult> {
  const { ownerId } = caller.viewer;
  const seconds = leaseSeconds(input.leaseSeconds);
  const [found] = await findTasksByIds(caller.db, ownerId, [input.taskId]);
  if (!found || found.superseded_at) throw new NotFoundError('Task', input.taskId);
  const { idempotencyKey, ...request } = input;
  const call = { ownerId, key: idempotencyKey, operation: 'resumeTask', request };
  // An agent's folder: its files' hashes asked of the agent now, never inside the transaction.
  const agentHashes = await agentWriteHashes(caller, found.id);
  const result = await inTransaction(caller, async (work) => {
    // No resume's file work on this session runs between our checks and our commit (as acquireLease waits).
    await waitForSessionLock(work.trx, found.session_id);
    return withIdempotency(work, call, async () => {
      const session = await getSessionForUpdate(work, ownerId, found.session_id);
      if (isTerminal(session.state)) throw new TerminalStateError(session.id, session.state);
      assertLeaseHeld(session, input.leaseToken, new Date());
      const { task, phase } = await lockedTask(work, ownerId, session, input.taskId);
      if (task.state === 'PAUSED') return resumePaused(work, ownerId, session, phase, task, agentHashes);
      if (task.state === 'RESUMABLE') return continueResumable(work, caller, session, phase, task, { holder: input.holder, seconds }, agentHashes);
      throw new InvalidTransitionError(idRef('Task', task.id), task.state, 'resume', ['PAUSED', 'RESUMABLE'], notResumableHint(task));
    });
  });
  return { ...result, lease: result.lease && { ...result.lease, expiresAt: new Date(result.lease.expiresAt) } };
}
export const resumeTaskThrows = throws(
  ApprovalPendingError,
  IdempotencyConflictError,
  InvalidTransitionError,
  LimitReachedError,
  NotFoundError,
  SessionLockedError,
  StaleLeaseError,
  TerminalStateError,
  ValidationError,
  WorkspaceAlreadyOpenError,
);

/** The task as it is now (read under the session's lock, which every write to the session takes first) and its phase. */
async function lockedTask(work: Work, ownerId: string, session: Session, taskId: string): Promise<{ task: Task; phase: Phase }> {
  const [task] = await findTasksByIds(work.trx, ownerId, [taskId]);
  if (!task || task.superseded_at || task.session_id !== session.id) throw new NotFoundError('Task', taskId);
  const [phase] = await findPhasesByIds(work.trx, ownerId, [task.phase_id]);
  if (!phase) throw new NotFoundError('Phase', task.phase_id);
  return { task, phase };
}

/** Case (a): PAUSED -> RESUMABLE; a paused phase is resumed as a whole (resumePhase), not task by task. */
async function resumePaused(
  work: Work,
  ownerId: string,
  session: Session,
  phase: Phase,
  task: Task,
  agentHashes: ReadonlyMap<string, string | null> | null,
): Promise<ResumedTask> {
  if (phase.state === 'PAUSED') {
    const hint = 'Its phase is paused: resume the phase (resumePhase), which brings its tasks back with it.';
    throw new InvalidTransitionError(idRef('Phase', phase.id), phase.state, 'resume a task of', ['PLANNED', 'RUNNING', 'FAILED'], hint);
  }
  const { task: resumed } = await transitionTask(work, session, task.id, 'resume');
  const continuation = await continueTaskSteps(work, ownerId, session, phase, resumed, agentHashes);
  return outcome(session, resumed, 'PAUSED', { lease: liveLease(session), tookLease: false, continuation });
}

/**
 * Case (b): the runner continues an interrupted task. With no live lease it takes one (the session goes back under
 * way, unless an approval holds it: resume never bypasses one); the live lease's holder (its token was checked)
 * keeps its own.
 */
async function continueResumable(
  work: Work,
  caller: Caller,
  session: Session,
  phase: Phase,
  task: Task,
  lease: { holder: string | null | undefined; seconds: number },
  agentHashes: ReadonlyMap<string, string | null> | null,
): Promise<ResumedTask> {
  let current = session;
  let tookLease = false;
  if (!hasLiveLease(session, new Date())) {
    const holder = checkHolder(lease.holder ?? '');
    const running = WORK_STATES.includes(session.state) ? session : await transitionSession(work, session, 'resume', { reason: `resumeTask ${task.key}` });
    if (session.state === 'PAUSED') await resumeTasksPausedWithSession(work, running);
    const { ownerId } = caller.viewer;
    current = await takeLease(work, running, { ownerId, holder, seconds: lease.seconds, defaultLimit: caller.settings.maxActiveSessions });
    tookLease = true;
  } else if (!WORK_STATES.includes(session.state)) {
    current = await transitionSession(work, session, 'resume', { reason: `resumeTask ${task.key}` });
    if (session.state === 'PAUSED') await resumeTasksPausedWithSession(work, current);
  }
  const continuation = await continueTaskSteps(work, caller.viewer.ownerId, current, phase, task, agentHashes);
  const granted = liveLease(current);
  work.emit({
    sessionId: session.id,
    workspaceId: session.workspace_id,
    type: 'task.resumed',
    data: {
      taskId: task.id,
      key: task.key,
      agentSessionRef: task.agent_session_ref,
      holder: granted?.holder ?? null,
      leaseToken: granted?.token ?? null,
      tookLease,
      skippedSteps: continuation.skippedSteps.length,
      inProgress: continuation.inProgress.map((decision) => ({ stepId: decision.stepId, action: decision.action })),
      pendingSteps: continuation.pendingSteps.length,
    },
  });
  return outcome(current, task, 'RESUMABLE', { lease: granted, tookLease, continuation });
}

function outcome(session: Session, task: Task, from: ResumedTask['from'], done: Pick<ResumedTask, 'lease' | 'tookLease' | 'continuation'>): ResumedTask {
  return { sessionId: session.id, taskId: task.id, from, agentSessionRef: task.agent_session_ref, ...done };
}

function liveLease(session: Session): TaskLease | null {
  if (!hasLiveLease(session, new Date()) || session.lease_token === null) return null;
  return { holder: session.lease_holder ?? '', token: session.lease_token, expiresAt: session.lease_expires_at! };
}

/** What to do with a task resumeTask cannot resume. */
function notResumableHint(task: Task): string {
  switch (task.state) {
    case 'PENDING':
      return 'It has not started: start it with startTask (resume the session first if it was interrupted).';
    case 'RUNNING':
      return 'It is running: if its runner stopped, resume the session (resumeSession, see Session.recoveryPlan), or pause the task first (pauseTask).';
    case 'FAILED':
      return 'It failed: start it again with startTask, or see Session.recoveryPlan for what to do.';
    default:
      return 'The task is finished and stays as it is.';
  }
}
