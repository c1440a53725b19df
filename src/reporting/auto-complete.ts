// A session that opted in (createSession autoComplete) completes itself when its last task completes: after the
// task's report and its checkpoints have committed, in a transaction of its own. It is bookkeeping the runner could
// do itself, so it never fails the report: a refusal is logged and left alone.
import type { Caller } from '../caller.ts';
import { inTransaction } from '../events/unit-of-work.ts';
import { countUnfinishedTasks } from '../plans/plan.queries.ts';
import { getSessionForUpdate, transitionSession } from '../sessions/session.service.ts';

/** Completes the session if it opted in, is RUNNING (not held by an approval) and every task in force is done. */
export async function completeWhenDone(caller: Caller, sessionId: string): Promise<void> {
  try {
    await inTransaction(caller, async (work) => {
      const session = await getSessionForUpdate(work, caller.viewer.ownerId, sessionId);
      if (!session.auto_complete || session.state !== 'RUNNING') return;
      const { total, unfinished } = await countUnfinishedTasks(work.trx, session.id);
      if (total === 0 || unfinished > 0) return;
      await transitionSession(work, session, 'complete', { reason: 'its last task completed (autoComplete)' });
    });
  } catch (error) {
    caller.settings.logger.warn(`session ${sessionId} could not complete itself (autoComplete); the runner can complete it`, error);
  }
}
