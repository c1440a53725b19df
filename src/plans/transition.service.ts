// Moving tasks, steps and phases through their transition tables (transition.model.ts, pause.model.ts), with the
// events that record each move.
import { json } from '../db/json.ts';
import type { Phase, PhaseState, Step, StepState, Task, TaskState } from '../db/tables/plans.ts';
import type { Session } from '../db/tables/sessions.ts';
import { NotFoundError } from '../errors/domain.ts';
import type { Work } from '../events/unit-of-work.ts';
import { planStepMove, planTaskMove, restoredPhaseState, type StepMover } from './pause.model.ts';
import { findPhaseWithTaskStates, lockPhase, lockRunningSteps, lockTask, setStates, updatePhase, updateStep, updateTask } from './plan.queries.ts';
import { onePlanScope, type PlanScope } from './plan-scope.ts';
import type { StateReset } from './state-reset.model.ts';
import { derivePhaseState, type StepAction, type TaskAction } from './transition.model.ts';

export type Outcome = {
  output?: unknown;
  exitCode?: number | null;
  error?: string | null;
  /** Why (a pause): recorded in the event only. */
  reason?: string | null;
};

export type PhaseChange = { phaseId: string; from: PhaseState; to: PhaseState };

/** The columns a transition sets on a task or step: state, attempt, times, and the outcome when one is given. */
function transitionColumns<S extends TaskState | StepState>(row: Task | Step, action: string, to: S, outcome: Outcome, now: Date) {
  return {
    state: to,
    attempt: action === 'start' ? row.attempt + 1 : row.attempt,
    started_at: action === 'start' ? now : row.started_at,
    completed_at: to === 'COMPLETED' || to === 'FAILED' ? now : action === 'start' ? null : row.completed_at,
    ...(outcome.output !== undefined ? { output: json(outcome.output) } : {}),
    ...(outcome.exitCode !== undefined ? { exit_code: outcome.exitCode } : {}),
    ...(outcome.error !== undefined ? { error: outcome.error } : {}),
  };
}

/**
 * One task's move, its running steps' moves and their events, in its locked phase (as the caller passes it); the
 * caller makes the phase follow. Needs the session locked.
 */
export async function moveTask(
  work: Work,
  session: Session,
  phase: Pick<Phase, 'id' | 'state'>,
  task: Task,
  action: TaskAction,
  outcome: Outcome = {},
): Promise<Task> {
  const steps = task.state === 'RUNNING' ? await lockRunningSteps(work.trx, task.id) : [];
  const move = planTaskMove(phase, task, action, steps);
  const now = new Date();
  for (const stepMove of move.steps) {
    const step = steps.find((row) => row.id === stepMove.id)!;
    const updated = await updateStep(work.trx, step.id, transitionColumns(step, stepMove.action, stepMove.to, {}, now));
    emitStepChange(work, session, step, updated, stepMove.action, {});
  }
  const updated = await updateTask(work.trx, task.id, { ...transitionColumns(task, action, move.to, outcome, now), paused_with_session: false });
  work.emit({
    sessionId: session.id,
    workspaceId: session.workspace_id,
    type: 'task.state_changed',
    data: { taskId: task.id, key: task.key, action, from: task.state, to: move.to, attempt: updated.attempt, ...eventDetails(outcome) },
  });
  return updated;
}

/**
 * Moves a task through TASK_TRANSITIONS by the rules of pause.model (its running steps stop with it; nothing but a
 * pause or a finish inside a paused phase); the phase follows (and its change, if any, is returned). `scope` forgets
 * what it kept of tasks and steps (plan-scope.ts).
 */
export async function transitionTask(
  work: Work,
  session: Session,
  taskId: string,
  action: TaskAction,
  outcome: Outcome = {},
  scope?: PlanScope,
): Promise<{ task: Task; phaseChange: PhaseChange | null }> {
  const task = await lockTask(work.trx, session.id, taskId);
  if (!task) throw new NotFoundError('Task', taskId);
  const phase = await lockPhase(work.trx, task.phase_id);
  await scope?.settle(); // its running steps are read and moved below
  const updated = await moveTask(work, session, phase, task, action, outcome);
  return { task: updated, phaseChange: await followPhase(work, session, task.phase_id) };
}

/**
 * A step's move (pause.model planStepMove) and its event, by a runner or by the server. Needs the session locked. The
 * step and its task's state as `scope` has them (plan-scope.ts: at once, or as a batch of writes keeps them).
 */
export async function moveStep(
  work: Work,
  session: Session,
  stepId: string,
  action: StepAction,
  outcome: Outcome,
  by: StepMover,
  scope: PlanScope = onePlanScope(work, session),
): Promise<Step> {
  const locked = await scope.lockStep(stepId);
  if (!locked) throw new NotFoundError('Step', stepId);
  const { task_state, ...step } = locked;
  const to = planStepMove({ id: step.task_id, state: task_state }, step, action, by);
  const updated = await scope.updateStep(step, transitionColumns(step, action, to, outcome, new Date()));
  emitStepChange(work, session, step, updated, action, outcome);
  return updated;
}

/** Moves a step through STEP_TRANSITIONS as the server does (resume): a step can only start while its task is running. */
export async function transitionStep(work: Work, session: Session, stepId: string, action: StepAction, outcome: Outcome = {}): Promise<Step> {
  return moveStep(work, session, stepId, action, outcome, 'server');
}

/** A runner's report on a step: besides, nothing is reported on a step of a paused task until it is resumed. */
export async function reportStep(work: Work, session: Session, stepId: string, action: StepAction, outcome: Outcome = {}, scope?: PlanScope): Promise<Step> {
  return moveStep(work, session, stepId, action, outcome, 'runner', scope);
}

function emitStepChange(work: Work, session: Session, step: Step, updated: Step, action: StepAction, outcome: Outcome): void {
  const { idempotency_key: idempotencyKey, kind, task_id: taskId } = step;
  work.emit({
    sessionId: session.id,
    workspaceId: session.workspace_id,
    type: 'step.state_changed',
    data: { stepId: step.id, taskId, idempotencyKey, kind, action, from: step.state, to: updated.state, attempt: updated.attempt, ...eventDetails(outcome) },
  });
}

/**
 * Applies state resets (state-reset.model: a restarted phase, a restore point), in bulk, one event per task or step with action
 * "restore" (replay applies its `to` like any other change); each touched phase then follows its tasks (a paused one
 * stays paused only while its tasks are all paused or finished: pause.model restoredPhaseState).
 */
export async function restoreStates(work: Work, session: Session, resets: readonly StateReset[], phaseOfTask: ReadonlyMap<string, string>): Promise<void> {
  for (const entity of ['TASK', 'STEP'] as const) {
    const byState = new Map<StateReset['to'], string[]>();
    for (const change of resets.filter((r) => r.entity === entity)) {
      const ids = byState.get(change.to);
      if (ids) ids.push(change.id);
      else byState.set(change.to, [change.id]);
    }
    for (const [state, ids] of byState) await setStates(work.trx, entity === 'TASK' ? 'tasks' : 'steps', ids, state);
  }
  for (const change of resets) {
    const data = { action: 'restore', from: change.from, to: change.to };
    if (change.entity === 'TASK')
      work.emit({ sessionId: session.id, workspaceId: session.workspace_id, type: 'task.state_changed', data: { taskId: change.id, ...data } });
    else work.emit({ sessionId: session.id, workspaceId: session.workspace_id, type: 'step.state_changed', data: { stepId: change.id, ...data } });
  }
  const phases = new Set(resets.filter((r) => r.entity === 'TASK').map((r) => phaseOfTask.get(r.id)!));
  for (const phaseId of [...phases].sort()) await followPhase(work, session, phaseId, restoredPhaseState);
}

function eventDetails(outcome: Outcome): Record<string, unknown> {
  return {
    ...(outcome.exitCode !== undefined && outcome.exitCode !== null ? { exitCode: outcome.exitCode } : {}),
    ...(outcome.error ? { error: outcome.error } : {}),
    ...(outcome.reason ? { reason: outcome.reason } : {}),
  };
}

/** A phase takes the state its tasks give it (`derive`); the change, if any, is recorded (with `action` when given). */
export async function followPhase(work: Work, session: Session, phaseId: string, derive = derivePhaseState, action?: string): Promise<PhaseChange | null> {
  const { phase, taskStates } = await findPhaseWithTaskStates(work.trx, phaseId);
  const to = derive(phase.state, taskStates);
  if (to === phase.state) return null;
  const now = new Date();
  await updatePhase(work.trx, phase.id, {
    state: to,
    started_at: phase.started_at ?? (to !== 'PLANNED' ? now : null),
    completed_at: to === 'COMPLETED' ? now : null,
  });
  work.emit({
    sessionId: session.id,
    workspaceId: session.workspace_id,
    type: 'phase.state_changed',
    data: { phaseId: phase.id, from: phase.state, to, ...(action ? { action } : {}) },
  });
  return { phaseId: phase.id, from: phase.state, to };
}
