// Runners report task and step progress as it happens (startTask, completeStep..., or writes of recordWork). On the
// locked session, under way, with the report's lease token live, the task or step moves through its transition table,
// unless an approval holds the work; its output and error are redacted and charged to what the session stores.
// Completions, failures and finished phases leave the automatic checkpoints the session's policy asks for, and a
// session that completes itself, for after the commit (follow-ups.ts).
import { assertNotHeld } from '../approvals/approval.service.ts';
import type { Step } from '../db/tables/plans.ts';
import { idRef } from '../errors/domain.ts';
import type { Work } from '../events/unit-of-work.ts';
import type { StepAction, TaskAction } from '../plans/transition.model.ts';
import { type Outcome, reportStep, transitionTask } from '../plans/transition.service.ts';
import { WORK_STATES } from '../sessions/session.model.ts';
import { assertStoredBytes, storedSize } from '../sessions/session-size.service.ts';
import type { FollowUp } from './follow-ups.ts';
import { assertFenced, type LockedSession } from './locked-session.ts';
import { requireState } from './session-guards.ts';

/** Starting or completing work is what an approval holds; failing, interrupting or pausing it never is. */
const GATED_ACTIONS: ReadonlyArray<TaskAction | StepAction> = ['start', 'complete'];

/** What a report stores: its output and error. */
export function outcomeSize(outcome: Outcome): number {
  return storedSize(outcome.output) + storedSize(outcome.error);
}

/** A report's output and error are stored, so secrets in them are redacted first. */
function redactOutcome(work: Work, outcome: Outcome): Outcome {
  return {
    ...outcome,
    ...(outcome.output !== undefined ? { output: work.redact.json(outcome.output) } : {}),
    ...(outcome.error != null ? { error: work.redact.text(outcome.error) } : {}),
  };
}

/** What every report checks on the locked session first: under way, the lease token live, room for what it stores. */
async function checkReport(locked: LockedSession, action: string, bytes: number): Promise<void> {
  const { caller, work, session } = locked;
  requireState(session, WORK_STATES, action);
  assertFenced(locked);
  await assertStoredBytes(work, session, bytes, caller.settings.quotas);
}

/** What a report made: the task or step by id, and what follows its commit. */
export type Changed = { sessionId: string; id: string; followUps: FollowUp[] };

/** Moves a task of the locked session (`bytes`: the outcome's outcomeSize). */
export async function reportOnTask(locked: LockedSession, taskId: string, action: TaskAction, outcome: Outcome, bytes: number): Promise<Changed> {
  const { work, session } = locked;
  await checkReport(locked, `${action} a task in`, bytes);
  if (GATED_ACTIONS.includes(action)) await assertNotHeld(locked.approvals, { taskId, stepId: null }, action, idRef('Task', taskId));
  const { task, phaseChange } = await transitionTask(work, session, taskId, action, redactOutcome(work, outcome), locked.plan);
  const position = { phaseId: task.phase_id, taskId: task.id };
  const followUps: FollowUp[] = [];
  if (task.state === 'FAILED') followUps.push({ kind: 'ERROR', label: `task ${task.key} failed`, position });
  if (task.state === 'COMPLETED') followUps.push({ kind: 'TASK', label: `task ${task.key} completed`, position });
  if (phaseChange?.to === 'COMPLETED') followUps.push({ kind: 'PHASE', label: `phase completed (task ${task.key})`, position });
  if (task.state === 'COMPLETED') followUps.push({ completeWhenDone: true });
  return { sessionId: session.id, id: task.id, followUps };
}

/** Moves a step of the locked session (`step`: its id and task; `bytes`: the outcome's outcomeSize). */
export async function reportOnStep(
  locked: LockedSession,
  step: Pick<Step, 'id' | 'task_id'>,
  action: StepAction,
  outcome: Outcome,
  bytes: number,
): Promise<Changed> {
  const { work, session } = locked;
  await checkReport(locked, `${action} a step in`, bytes);
  if (GATED_ACTIONS.includes(action)) await assertNotHeld(locked.approvals, { taskId: step.task_id, stepId: step.id }, action, idRef('Step', step.id));
  const updated = await reportStep(work, session, step.id, action, redactOutcome(work, outcome), locked.plan);
  const position = { taskId: updated.task_id, stepId: updated.id };
  const followUps: FollowUp[] = [];
  if (updated.state === 'COMPLETED') followUps.push({ kind: 'STEP', label: `after step: ${updated.title}`, position });
  if (updated.state === 'FAILED') followUps.push({ kind: 'ERROR', label: `step failed: ${updated.title}`, position });
  return { sessionId: session.id, id: updated.id, followUps };
}
