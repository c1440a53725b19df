// Plan and working state back to a checkpoint's snapshot, in the caller's transaction, exactly as resume
// FROM_CHECKPOINT puts them back: the plan's structure and working state first (restoreWorkingState), then task and
// step states (resetPlanState with checkpointResets). Approvals are not part of the reset: a decided approval stays
// decided. Computed on the locked session, inside the transaction, so nothing moves between reading and writing.
import { readStateSnapshot } from '../../checkpoints/checkpoint.model.ts';
import type { Db } from '../../db/client.ts';
import type { Checkpoint } from '../../db/tables/checkpoints.ts';
import type { Session } from '../../db/tables/sessions.ts';
import type { Work } from '../../events/unit-of-work.ts';
import { resetPlanState, restoreWorkingState } from '../../restore/restore.service.ts';
import { checkpointResets } from '../../restore/restore-point.model.ts';
import { planRowsAt, workingStateRestore } from '../../restore/working-state.model.ts';
import { findPlanRowsForRestore, readWorkingState } from '../../restore/working-state.queries.ts';

export type PlanStateReset = { resetTasks: number; resetSteps: number };

/** `exact`: an undo puts back running work as running (checkpointResets), exactly as the undo point holds it. */
export async function putPlanStateBack(
  work: Work,
  session: Session,
  checkpoint: Pick<Checkpoint, 'id' | 'state_snapshot'>,
  exact = false,
): Promise<PlanStateReset> {
  const snapshot = readStateSnapshot(checkpoint);
  const rows = planRowsAt(snapshot, await findPlanRowsForRestore(work.trx as Db, session.id));
  const resets = checkpointResets(snapshot, rows.tasks, rows.steps, exact);
  await restoreWorkingState(work, session, workingStateRestore(snapshot, await readWorkingState(work.trx, session.id)), checkpoint.id);
  await resetPlanState(work, session, resets);
  return { resetTasks: resets.filter((r) => r.entity === 'TASK').length, resetSteps: resets.filter((r) => r.entity === 'STEP').length };
}
