// Applying a restore point (restore-point.model.ts) in the caller's unit of work, with the events that record it:
// the state a restore replaces is kept first as an undo point; tasks and steps go back to the point's states; each
// conversation is cut (later messages set aside, never deleted; messages visible at the point come back).
import type { RawBuilder } from 'kysely';
import type { Caller } from '../caller.ts';
import { findCheckpointHistory } from '../checkpoints/checkpoint.queries.ts';
import { type CodeSnapshot, holdSnapshot, recordCheckpoint } from '../checkpoints/checkpoint.service.ts';
import { findSetAsideMessages, restoreMessagesUpTo, supersedeMessagesAfter } from '../conversations/conversation.queries.ts';
import type { Db } from '../db/client.ts';
import type { CheckpointKind } from '../db/tables/checkpoints.ts';
import type { Session } from '../db/tables/sessions.ts';
import type { Work } from '../events/unit-of-work.ts';
import { findTasksBySessionIds } from '../plans/plan.queries.ts';
import type { StateReset } from '../plans/state-reset.model.ts';
import { restoreStates } from '../plans/transition.service.ts';
import type { HistoryCheckpoint, RestorePoint, SetAsideMessage } from './restore-point.model.ts';
import { isEmptyRestore, type WorkingStateRestore } from './working-state.model.ts';
import { placePhases, placeSteps, placeTasks, setPhaseState, setPlanRevision, setTodos, supersedeRows, writeDocuments } from './working-state.queries.ts';

/** What resolving a restore point needs to know of a session's history. */
export async function loadHistory(db: Db, sessionId: string): Promise<{ checkpoints: HistoryCheckpoint[]; setAside: SetAsideMessage[] }> {
  const [checkpoints, setAside] = await Promise.all([findCheckpointHistory(db, sessionId), findSetAsideMessages(db, sessionId)]);
  return { checkpoints, setAside };
}

/**
 * Keeps the state a restore is about to replace as a checkpoint: recorded first, while plan and conversations are
 * still as they were, with the code snapshot the restore took before changing any file.
 */
export async function recordUndoPoint(
  work: Work,
  caller: Caller,
  session: Session,
  undo: { id: string; label: string; kind: CheckpointKind; code: CodeSnapshot },
): Promise<void> {
  const position = { phaseId: null, taskId: null, stepId: null };
  await holdSnapshot(work, caller.viewer.ownerId, undo.code);
  await recordCheckpoint(work, caller.viewer.ownerId, session.id, { ...undo, position }, caller.settings.signing);
}

/**
 * Puts the plan's structure and working state back (working-state.model.ts), before the task and step states
 * (resetPlanState): rows added since leave the plan (superseded, kept), rows of the point come back to their places,
 * phases to their states, outputs and skip reasons, the plan revision, todo lists and shared documents to their values.
 * Records `plan.restored` (what moved), and the usual `phase.state_changed`, `todos.updated` and `context.updated`.
 */
export async function restoreWorkingState(work: Work, session: Session, restore: WorkingStateRestore, checkpointId: string): Promise<void> {
  if (isEmptyRestore(restore)) return;
  const { trx } = work;
  const now = new Date();
  const { supersede } = restore;
  await supersedeRows(trx, 'steps', supersede.steps, now);
  await supersedeRows(trx, 'tasks', supersede.tasks, now);
  await supersedeRows(trx, 'phases', supersede.phases, now);
  await placePhases(trx, restore.phases);
  await placeTasks(trx, restore.tasks);
  await placeSteps(trx, restore.steps);
  for (const change of restore.phaseStates) await setPhaseState(trx, change.id, change.to);
  for (const list of restore.todos) await setTodos(trx, session.id, list.taskId, list.todos);
  if (restore.planRevision) await setPlanRevision(trx, session.id, restore.planRevision.to);
  await writeDocuments(trx, session.id, restore.documents, work.actor);
  const about = { sessionId: session.id, workspaceId: session.workspace_id };
  work.emit({
    ...about,
    type: 'plan.restored',
    data: {
      checkpointId,
      planRevision: restore.planRevision?.to ?? session.plan_revision,
      superseded: supersede,
      phases: restore.phases,
      tasks: restore.tasks,
      steps: restore.steps,
    },
  });
  for (const change of restore.phaseStates) {
    work.emit({ ...about, type: 'phase.state_changed', data: { phaseId: change.id, from: change.from, to: change.to, action: 'restore' } });
  }
  for (const list of restore.todos) work.emit({ ...about, type: 'todos.updated', data: { taskId: list.taskId, todos: list.todos } });
  for (const document of restore.documents) work.emit({ ...about, type: 'context.updated', data: document });
}

/** Tasks and steps to the point's states, one `*.state_changed` event (action "restore") each; phases follow. */
export async function resetPlanState(work: Work, session: Session, resets: readonly StateReset[]): Promise<void> {
  if (resets.length === 0) return;
  const tasks = await findTasksBySessionIds(work.trx, [session.id]);
  await restoreStates(work, session, resets, new Map(tasks.map((task) => [task.id, task.phase_id])));
}

/**
 * The event a cut is made by, still on its way: an expression of its id for the statements sent behind its append
 * (event.queries.ts newestEventId), and its id once the append answers.
 */
export type EventOnItsWay = { ref: RawBuilder<number>; id: Promise<number> };

/**
 * Cuts the conversations at the point: later messages are set aside by `byEvent` (the event of the restore, its id or
 * on its way), and messages the point showed that a later rewind set aside come back (`bringsBack: false`: the caller
 * knows there are none). Both statements go out together, in that order. Records `messages.superseded` when anything
 * moved.
 */
export async function cutConversations(
  work: Work,
  session: Session,
  point: Pick<RestorePoint, 'cuts' | 'uncut' | 'visibleAsOf' | 'checkpoint'>,
  byEvent: number | EventOnItsWay,
  bringsBack = true,
): Promise<{ setAside: number; restored: number }> {
  const event = typeof byEvent === 'number' ? { ref: byEvent, id: byEvent } : byEvent;
  const [restored, setAside, byEventId] = await Promise.all([
    bringsBack ? restoreMessagesUpTo(work.trx, session.id, point.cuts, point.visibleAsOf) : 0,
    supersedeMessagesAfter(work.trx, session.id, point, event.ref),
    event.id,
  ]);
  if (setAside || restored) {
    work.emit({
      sessionId: session.id,
      workspaceId: session.workspace_id,
      type: 'messages.superseded',
      data: { count: setAside, restored, checkpointId: point.checkpoint?.id ?? null, byEventId },
    });
  }
  return { setAside, restored };
}
