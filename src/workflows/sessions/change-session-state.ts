import type { Caller } from '../../caller.ts';
import { ApprovalPendingError } from '../../errors/approval.ts';
import { NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import { IdempotencyConflictError } from '../../errors/idempotency.ts';
import { InvalidTransitionError } from '../../errors/transition.ts';
import { inTransaction } from '../../events/unit-of-work.ts';
import { withIdempotency } from '../../idempotency/idempotency.service.ts';
import { pauseRunningTasks, resumeTasksPausedWithSession } from '../../plans/pause.service.ts';
import type { SessionAction } from '../../sessions/session.model.ts';
import { getSessionForUpdate, transitionSession } from '../../sessions/session.service.ts';

/**
 * start / plan / pause / complete / fail / cancel, through the session transition table. Pausing pauses the running
 * agents (tasks) with the session; starting it again resumes exactly those. Given an idempotency key, the change is
 * made once: a retry answers the first result (`replayed: true`) and changes nothing.
 */
export async function changeSessionState(
  caller: Caller,
  sessionId: string,
  action: SessionAction,
  reason?: string | null,
  idempotencyKey?: string | null,
): Promise<{ sessionId: string; replayed: boolean }> {
  const { ownerId } = caller.viewer;
  const call = { ownerId, key: idempotencyKey, operation: `${action}Session`, request: { sessionId, reason: reason ?? null } };
  return inTransaction(caller, (work) =>
    withIdempotency(work, call, async () => {
      const session = await getSessionForUpdate(work, ownerId, sessionId);
      const changed = await transitionSession(work, session, action, { reason });
      if (changed.state === 'PAUSED') await pauseRunningTasks(work, changed, reason?.trim() ? work.redact.text(reason.trim()) : null);
      else if (session.state === 'PAUSED') await resumeTasksPausedWithSession(work, changed);
      return { sessionId: changed.id };
    }),
  );
}
export const changeSessionStateThrows = throws(ApprovalPendingError, IdempotencyConflictError, InvalidTransitionError, NotFoundError, ValidationError);
