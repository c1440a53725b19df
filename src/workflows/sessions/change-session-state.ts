import type { Caller } from '../../caller.ts';
import { ApprovalPendingError } from '../../errors/approval.ts';
import { NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import { InvalidTransitionError } from '../../errors/transition.ts';
import { inTransaction } from '../../events/unit-of-work.ts';
import { pauseRunningTasks, resumeTasksPausedWithSession } from '../../plans/pause.service.ts';
import type { SessionAction } from '../../sessions/session.model.ts';
import { getSessionForUpdate, transitionSession } from '../../sessions/session.service.ts';

/**
 * start / plan / pause / complete / fail / cancel, through the session transition table. Pausing pauses the running
 * agents (tasks) with the session; starting it again resumes exactly those.
 */
export async function changeSessionState(caller: Caller, sessionId: string, action: SessionAction, reason?: string | null) {
  return inTransaction(caller, async (work) => {
    const session = await getSessionForUpdate(work, caller.viewer.ownerId, sessionId);
    const changed = await transitionSession(work, session, action, { reason });
    if (changed.state === 'PAUSED') await pauseRunningTasks(work, changed, reason?.trim() ? work.redact.text(reason.trim()) : null);
    else if (session.state === 'PAUSED') await resumeTasksPausedWithSession(work, changed);
    return changed;
  });
}
export const changeSessionStateThrows = throws(ApprovalPendingError, InvalidTransitionError, NotFoundError, ValidationError);
