// The task, step and phase transition tables, pure: which action moves which state where (an illegal one is a typed
// error, never a silent write), and a phase's state derived from its tasks'.
import type { PhaseState, StepState, TaskState } from '../db/tables/plans.ts';
import { idRef } from '../errors/domain.ts';
import { InvalidTransitionError } from '../errors/transition.ts';

export const TASK_STATES = ['PENDING', 'RUNNING', 'COMPLETED', 'FAILED', 'RESUMABLE', 'CANCELLED', 'PAUSED'] as const satisfies readonly TaskState[];
export const STEP_STATES = ['PENDING', 'RUNNING', 'COMPLETED', 'FAILED', 'RESUMABLE', 'CANCELLED', 'ROLLED_BACK'] as const satisfies readonly StepState[];
export const PHASE_STATES = ['PLANNED', 'RUNNING', 'COMPLETED', 'FAILED', 'SKIPPED', 'PAUSED'] as const satisfies readonly PhaseState[];

export const TASK_TRANSITIONS = {
  start: { from: ['PENDING', 'RESUMABLE', 'FAILED'], to: 'RUNNING' },
  complete: { from: ['RUNNING'], to: 'COMPLETED' },
  fail: { from: ['RUNNING'], to: 'FAILED' },
  interrupt: { from: ['RUNNING'], to: 'RESUMABLE' },
  reset: { from: ['RUNNING', 'RESUMABLE', 'FAILED', 'COMPLETED', 'CANCELLED', 'PAUSED'], to: 'PENDING' },
  cancel: { from: ['PENDING', 'RUNNING', 'RESUMABLE', 'FAILED', 'PAUSED'], to: 'CANCELLED' },
  // Pausing an agent: it is not ready and its steps cannot start until it is resumed. A running one stops (its
  // running steps become RESUMABLE); resumed, it comes back RESUMABLE: startable like PENDING, and the continuation
  // planner judges any step it had begun.
  pause: { from: ['PENDING', 'RUNNING', 'RESUMABLE', 'FAILED'], to: 'PAUSED' },
  resume: { from: ['PAUSED'], to: 'RESUMABLE' },
  // A revision skips work that has not started (the reason is kept on the task and in the event).
  skip: { from: ['PENDING', 'PAUSED'], to: 'CANCELLED' },
} as const satisfies Record<string, { from: readonly TaskState[]; to: TaskState }>;
export type TaskAction = keyof typeof TASK_TRANSITIONS;

export const STEP_TRANSITIONS = {
  start: { from: ['PENDING', 'RESUMABLE', 'FAILED', 'ROLLED_BACK'], to: 'RUNNING' },
  // RESUMABLE too: resume completes an interrupted write that is found already applied.
  complete: { from: ['RUNNING', 'RESUMABLE'], to: 'COMPLETED' },
  fail: { from: ['RUNNING'], to: 'FAILED' },
  interrupt: { from: ['RUNNING'], to: 'RESUMABLE' },
  rollBack: { from: ['RUNNING', 'RESUMABLE', 'FAILED'], to: 'ROLLED_BACK' },
  reset: { from: ['RUNNING', 'RESUMABLE', 'FAILED', 'COMPLETED', 'CANCELLED', 'ROLLED_BACK'], to: 'PENDING' },
  cancel: { from: ['PENDING', 'RUNNING', 'RESUMABLE', 'FAILED'], to: 'CANCELLED' },
} as const satisfies Record<string, { from: readonly StepState[]; to: StepState }>;
export type StepAction = keyof typeof STEP_TRANSITIONS;

/**
 * A phase's own moves; otherwise its state follows its tasks (derivePhaseState). Pausing pauses its unfinished
 * tasks; resuming resumes them, and the phase then takes the state its tasks give it (`to` is where it goes when
 * they are under way; pause.model resumedPhaseState says exactly).
 */
export const PHASE_TRANSITIONS = {
  pause: { from: ['PLANNED', 'RUNNING', 'FAILED'], to: 'PAUSED' },
  resume: { from: ['PAUSED'], to: 'RUNNING' },
} as const satisfies Record<string, { from: readonly PhaseState[]; to: PhaseState }>;
export type PhaseAction = keyof typeof PHASE_TRANSITIONS;

export function nextState<S extends string>(table: Record<string, { from: readonly S[]; to: S }>, action: string, current: S): S | null {
  const rule = table[action];
  return rule?.from.includes(current) ? rule.to : null;
}

/** A table's action as the verb of a message: "roll back" for rollBack. */
export function transitionVerb(action: string): string {
  return action.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
}

export type TransitionEntity = 'Task' | 'Step' | 'Phase';

/** What to do instead of a refused action: nothing (already there, or finished), or start it first. */
export function transitionHint<S extends string>(
  table: Record<string, { from: readonly S[]; to: S }>,
  entity: TransitionEntity,
  state: S,
  action: string,
): string | undefined {
  if (table[action]?.to === state) return `It is ${state} already: nothing to do.`;
  if (state === 'COMPLETED' || state === 'CANCELLED' || state === 'SKIPPED') return `The ${entity.toLowerCase()} is finished and stays as it is.`;
  if (state === 'PAUSED' && table.resume?.from.includes(state)) return `It is paused; resume it first (resume${entity}).`;
  if (table[action]?.from.includes('RUNNING' as S) && table.start?.from.includes(state)) return `Start it first (start${entity}).`;
  return undefined;
}

/** The state `action` leads to from the row's state, or the refusal naming where it is allowed from. */
export function targetState<S extends string>(
  table: Record<string, { from: readonly S[]; to: S }>,
  entity: TransitionEntity,
  row: { id: string; state: S },
  action: string,
): S {
  const to = nextState(table, action, row.state);
  if (!to)
    throw new InvalidTransitionError(
      idRef(entity, row.id),
      row.state,
      transitionVerb(action),
      table[action]!.from,
      transitionHint(table, entity, row.state, action),
    );
  return to;
}

/**
 * A phase's state follows its tasks: done when every task is, failed when one failed, running once one started.
 * A skipped or paused phase stays so (resuming a phase derives its state again).
 */
export function derivePhaseState(current: PhaseState, taskStates: readonly TaskState[]): PhaseState {
  if (current === 'SKIPPED' || current === 'PAUSED') return current;
  if (taskStates.length > 0 && taskStates.every((s) => s === 'COMPLETED' || s === 'CANCELLED')) return 'COMPLETED';
  if (taskStates.some((s) => s === 'FAILED')) return 'FAILED';
  // A task skipped before it started (CANCELLED) does not start its phase.
  if (taskStates.some((s) => s !== 'PENDING' && s !== 'CANCELLED')) return 'RUNNING';
  return 'PLANNED';
}
