// The rules that tie the transition tables together, pure: what a task's move does to its running steps, what may
// happen inside a paused phase, and what pausing or resuming a phase does to its tasks. plan.service and
// pause.service apply exactly these plans; the property test drives them with random sequences of actions.
import type { PhaseState, StepState, TaskState } from '../db/tables/plans.ts';
import { idRef } from '../errors/domain.ts';
import { InvalidTransitionError } from '../errors/transition.ts';
import {
  derivePhaseState,
  PHASE_TRANSITIONS,
  STEP_TRANSITIONS,
  type StepAction,
  TASK_TRANSITIONS,
  type TaskAction,
  targetState,
  transitionVerb,
} from './transition.model.ts';

type PhaseLike = { id: string; state: PhaseState };
type TaskLike = { id: string; state: TaskState };
type StepLike = { id: string; state: StepState };

/** Tasks a phase's pause takes along: everything not finished (nor paused already). */
export const UNFINISHED_TASK_STATES: readonly TaskState[] = TASK_TRANSITIONS.pause.from;
/** Where a task of a paused phase may go: nowhere that is under way or ready to start. */
const WHILE_PHASE_PAUSED: readonly TaskState[] = ['PAUSED', 'COMPLETED', 'CANCELLED'];
const PHASE_NOT_PAUSED: readonly PhaseState[] = ['PLANNED', 'RUNNING', 'COMPLETED', 'FAILED'];
const RESUME_TASK_FIRST = 'Resume the task first (resumeTask, or resumePhase when its whole phase is paused).';

export type StepMove = { id: string; action: StepAction; from: StepState; to: StepState };
export type TaskMove = { to: TaskState; steps: StepMove[] };

/**
 * A task's move: its new state, and what happens to its running steps when it stops running (paused, failed or
 * interrupted: they become RESUMABLE; cancelled: CANCELLED). A task cannot complete while a step of it still runs,
 * and in a paused phase a task may only end up paused or finished. Throws the refusal.
 */
export function planTaskMove(phase: PhaseLike, task: TaskLike, action: TaskAction, steps: readonly StepLike[]): TaskMove {
  const to = targetState(TASK_TRANSITIONS, 'Task', task, action);
  if (phase.state === 'PAUSED' && !WHILE_PHASE_PAUSED.includes(to)) {
    const verb = `${transitionVerb(action)} a task of`;
    throw new InvalidTransitionError(idRef('Phase', phase.id), phase.state, verb, PHASE_NOT_PAUSED, 'Resume the phase first (resumePhase).');
  }
  const running = steps.filter((step) => step.state === 'RUNNING');
  if (to === 'RUNNING' || running.length === 0) return { to, steps: [] };
  if (action === 'complete') {
    const hint = 'Complete or fail the step first (completeStep, failStep).';
    throw new InvalidTransitionError(idRef('Step', running[0]!.id), 'RUNNING', 'complete the task of', ['COMPLETED', 'FAILED', 'PENDING', 'RESUMABLE'], hint);
  }
  const stepAction = action === 'cancel' ? 'cancel' : 'interrupt';
  return { to, steps: running.map((step) => ({ id: step.id, action: stepAction, from: step.state, to: STEP_TRANSITIONS[stepAction].to })) };
}

/**
 * Who moves a step: a runner reporting its work, or the server itself (resume completing a write it found already
 * applied, which is true whatever its task's state).
 */
export type StepMover = 'runner' | 'server';

/** A step's move: only while its task runs may it start; a runner cannot report on a step of a paused task. */
export function planStepMove(task: TaskLike, step: StepLike, action: StepAction, by: StepMover): StepState {
  if (task.state === 'PAUSED' && (action === 'start' || (by === 'runner' && (action === 'complete' || action === 'fail')))) {
    throw new InvalidTransitionError(idRef('Task', task.id), task.state, `${transitionVerb(action)} a step of`, ['RUNNING'], RESUME_TASK_FIRST);
  }
  const to = targetState(STEP_TRANSITIONS, 'Step', step, action);
  if (action === 'start' && task.state !== 'RUNNING') {
    const finished = task.state === 'COMPLETED' || task.state === 'CANCELLED';
    const hint = finished ? 'The task is finished; its steps cannot run any more.' : 'Start the task first (startTask).';
    throw new InvalidTransitionError(idRef('Task', task.id), task.state, 'start a step of', ['RUNNING'], hint);
  }
  return to;
}

/** Pausing a phase: the phase PAUSED and each unfinished task with it; a phase with nothing unfinished is refused. */
export function planPhasePause(phase: PhaseLike, tasks: readonly TaskLike[]): { to: PhaseState; tasks: string[] } {
  const to = targetState(PHASE_TRANSITIONS, 'Phase', phase, 'pause');
  const unfinished = tasks.filter((task) => UNFINISHED_TASK_STATES.includes(task.state)).map((task) => task.id);
  if (unfinished.length === 0) {
    const hint = 'None of its tasks is pending, running, resumable or failed: there is nothing to pause.';
    throw new InvalidTransitionError(idRef('Phase', phase.id), phase.state, 'pause', PHASE_TRANSITIONS.pause.from, hint);
  }
  return { to, tasks: unfinished };
}

/** Resuming a phase: each paused task of it resumed (RESUMABLE), and the phase in the state they then give it. */
export function planPhaseResume(phase: PhaseLike, tasks: readonly TaskLike[]): { to: PhaseState; tasks: string[] } {
  targetState(PHASE_TRANSITIONS, 'Phase', phase, 'resume');
  const paused = new Set(tasks.filter((task) => task.state === 'PAUSED').map((task) => task.id));
  const after = tasks.map((task) => (paused.has(task.id) ? TASK_TRANSITIONS.resume.to : task.state));
  return { to: resumedPhaseState(after), tasks: [...paused] };
}

/** The state of a phase no longer paused: the one its tasks give it. */
export function resumedPhaseState(taskStates: readonly TaskState[]): PhaseState {
  return derivePhaseState(PHASE_TRANSITIONS.resume.to, taskStates);
}

/**
 * A phase after its tasks were set back (a restore, a restarted phase): it follows them, and a paused one stays
 * paused only while its tasks are all paused or finished (a restore that puts work back takes the pause off).
 */
export function restoredPhaseState(current: PhaseState, taskStates: readonly TaskState[]): PhaseState {
  if (current === 'PAUSED' && !taskStates.every((state) => WHILE_PHASE_PAUSED.includes(state))) return resumedPhaseState(taskStates);
  return derivePhaseState(current, taskStates);
}
