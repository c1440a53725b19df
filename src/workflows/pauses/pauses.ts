// Pausing and resuming below the session: one task (an agent), or a whole phase with its unfinished tasks. Each call
// is one unit of work on the locked session, allowed while the session is not finished, fenced by the lease and
// idempotent. Resuming one task is resumeTask's (workflows/recovery), through the same task table.
import type { Caller } from '../../caller.ts';
import type { Session } from '../../db/tables/sessions.ts';
import { idRef, NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import { IdempotencyConflictError } from '../../errors/idempotency.ts';
import { SessionLockedError, StaleLeaseError } from '../../errors/lease.ts';
import { InvalidTransitionError } from '../../errors/transition.ts';
import { inTransaction, type Work } from '../../events/unit-of-work.ts';
import { withIdempotency } from '../../idempotency/idempotency.service.ts';
import { transitionPhase } from '../../plans/pause.service.ts';
import { findPhasesByIds, findTasksByIds } from '../../plans/plan.queries.ts';
import { transitionTask } from '../../plans/transition.service.ts';
import { assertLeaseHeld } from '../../sessions/lease.model.ts';
import { isTerminal, LIVE_SESSION_STATES } from '../../sessions/session.model.ts';
import { getSessionForUpdate } from '../../sessions/session.service.ts';

type Fenced = { reason?: string | null; leaseToken?: number | null; idempotencyKey?: string | null };

/** The session, locked, once it is not finished and the call's lease token is live (or no lease is). */
async function lockLiveSession(work: Work, ownerId: string, sessionId: string, action: string, leaseToken: number | null | undefined): Promise<Session> {
  const session = await getSessionForUpdate(work, ownerId, sessionId);
  if (isTerminal(session.state)) {
    const hint = 'A finished session stays as it is; create a new session to carry its work on.';
    throw new InvalidTransitionError(idRef('Session', session.id), session.state, action, LIVE_SESSION_STATES, hint);
  }
  assertLeaseHeld(session, leaseToken, new Date());
  return session;
}

const reasonOf = (work: Work, reason: string | null | undefined) => (reason?.trim() ? work.redact.text(reason.trim()) : null);

/** Pauses one task: not ready, its steps cannot start; a running one stops (its running steps become RESUMABLE). */
export async function pauseTask(caller: Caller, input: Fenced & { taskId: string }) {
  const { idempotencyKey, leaseToken, ...request } = input;
  const { ownerId } = caller.viewer;
  return inTransaction(caller, (work) =>
    withIdempotency(work, { ownerId, key: idempotencyKey, operation: 'pauseTask', request }, async () => {
      const [task] = await findTasksByIds(work.trx, ownerId, [input.taskId]);
      if (!task) throw new NotFoundError('Task', input.taskId);
      const session = await lockLiveSession(work, ownerId, task.session_id, 'pause a task in', leaseToken);
      await transitionTask(work, session, task.id, 'pause', { reason: reasonOf(work, input.reason) });
      return { sessionId: session.id, taskId: task.id };
    }),
  );
}
export const pauseTaskThrows = throws(IdempotencyConflictError, InvalidTransitionError, NotFoundError, SessionLockedError, StaleLeaseError, ValidationError);

/** Pauses or resumes a phase with its tasks (plans/pause.service transitionPhase). */
export async function changePhase(caller: Caller, action: 'pause' | 'resume', input: Fenced & { phaseId: string }) {
  const { idempotencyKey, leaseToken, ...request } = input;
  const { ownerId } = caller.viewer;
  const operation = action === 'pause' ? 'pausePhase' : 'resumePhase';
  return inTransaction(caller, (work) =>
    withIdempotency(work, { ownerId, key: idempotencyKey, operation, request }, async () => {
      const [phase] = await findPhasesByIds(work.trx, ownerId, [input.phaseId]);
      if (!phase) throw new NotFoundError('Phase', input.phaseId);
      const session = await lockLiveSession(work, ownerId, phase.session_id, `${action} a phase in`, leaseToken);
      const changed = await transitionPhase(work, session, phase.id, action, reasonOf(work, input.reason));
      const taskIds = changed.moved.map((task) => task.id);
      return { sessionId: session.id, phaseId: phase.id, taskIds };
    }),
  );
}
export const changePhaseThrows = throws(IdempotencyConflictError, InvalidTransitionError, NotFoundError, SessionLockedError, StaleLeaseError, ValidationError);
