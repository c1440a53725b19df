// Session.recoveryPlan: what to do with an interrupted session, read from its plan (rules: plans/recovery.model.ts).
import type { Db } from '../../db/client.ts';
import type { Session } from '../../db/database.ts';
import { findPhasesBySessionIds, findPlannedSteps, findTasksBySessionIds } from '../../plans/plan.queries.ts';
import { isInterrupted, type RecoveryPlan, type RecoverySession, recommendRecovery } from '../../plans/recovery.model.ts';
import { isResumable } from '../../sessions/session.model.ts';

/** The recommendation for this session now; null unless it is interrupted (reads the plan only then). */
export async function assessRecovery(db: Db, session: Session, now = new Date()): Promise<RecoveryPlan | null> {
  const recovery: RecoverySession = {
    state: session.state,
    strategy: session.strategy,
    resumable: isResumable(session, now),
    started: session.started_at !== null,
  };
  if (!isInterrupted(recovery)) return null;
  const [phases, tasks, steps] = await Promise.all([
    findPhasesBySessionIds(db, [session.id]),
    findTasksBySessionIds(db, [session.id]),
    findPlannedSteps(db, session.id),
  ]);
  return recommendRecovery({ session: recovery, phases, tasks, steps });
}
