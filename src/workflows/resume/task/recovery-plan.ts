// Session.recoveryPlan: what to do with an interrupted session, read from its plan (rules: plans/recovery.model.ts).
import type { Phase, Task } from '../../../db/tables/plans.ts';
import type { Session } from '../../../db/tables/sessions.ts';
import type { PlannedStep } from '../../../plans/plan.queries.ts';
import { isInterrupted, type RecoveryPlan, type RecoverySession, recommendRecovery } from '../../../plans/recovery.model.ts';
import { isResumable } from '../../../sessions/session.model.ts';

/** Reads a session's plan: the GraphQL edge passes its request's DataLoaders, so a list of sessions reads each table once. */
export type PlanReader = (sessionId: string) => Promise<{ phases: Phase[]; tasks: Task[]; steps: PlannedStep[] }>;

/** The recommendation for this session now; null unless it is interrupted (reads the plan only then). */
export async function assessRecovery(session: Session, readPlan: PlanReader, now = new Date()): Promise<RecoveryPlan | null> {
  const recovery: RecoverySession = {
    state: session.state,
    strategy: session.strategy,
    resumable: isResumable(session, now),
    started: session.started_at !== null,
  };
  if (!isInterrupted(recovery)) return null;
  return recommendRecovery({ session: recovery, ...(await readPlan(session.id)) });
}
