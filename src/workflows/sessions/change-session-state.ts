import type { Caller } from '../../caller.ts';
import { throws } from '../../errors/domain.ts';
import { inTransaction, inTransactionThrows } from '../../events/unit-of-work.ts';
import { pauseRunningTasks, pauseRunningTasksThrows, resumeTasksPausedWithSession, resumeTasksPausedWithSessionThrows } from '../../plans/pause.service.ts';
import type { SessionAction } from '../../sessions/session.model.ts';
import { getSessionForUpdate, getSessionForUpdateThrows, transitionSession, transitionSessionThrows } from '../../sessions/session.service.ts';

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
export const changeSessionStateThrows = throws(
  inTransactionThrows,
  getSessionForUpdateThrows,
  transitionSessionThrows,
  pauseRunningTasksThrows,
  resumeTasksPausedWithSessionThrows,
);
