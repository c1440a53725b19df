// Setting tasks and steps back to other states (not runner transitions: recorded with action "restore"), pure.
// Restarting a phase puts its tasks and steps back to PENDING; a restore point (restore/) puts them back to a
// checkpoint's states. The continuation planner then runs over the changed states.
import type { StepState, TaskState } from '../db/tables/plans.ts';
import type { PlannerPhase, PlannerStep, PlannerTask } from './continuation.model.ts';

/** One task or step set to another state. */
export type StateReset = { entity: 'TASK' | 'STEP'; id: string; from: string; to: TaskState & StepState };

const FINISHED_PHASE = ['COMPLETED', 'SKIPPED'];

/** The phase the session is in: the first, in plan order, that is not finished; null when all are. */
export function currentPhase<P extends PlannerPhase>(phases: readonly P[]): P | null {
  return [...phases].sort((a, b) => a.position - b.position).find((phase) => !FINISHED_PHASE.includes(phase.state)) ?? null;
}

/**
 * Restarting a phase: its tasks and their steps back to PENDING. Cancelled ones stay cancelled (a plan decision,
 * not progress); earlier phases are untouched.
 */
export function restartPhaseResets(phaseId: string, tasks: readonly PlannerTask[], steps: readonly PlannerStep[]): StateReset[] {
  const phaseTasks = tasks.filter((task) => task.phase_id === phaseId && task.state !== 'CANCELLED');
  const ids = new Set(phaseTasks.map((task) => task.id));
  return [
    ...phaseTasks.filter((task) => task.state !== 'PENDING').map((task) => stateReset('TASK', task.id, task.state, 'PENDING')),
    ...steps
      .filter((step) => ids.has(step.task_id) && step.state !== 'PENDING' && step.state !== 'CANCELLED')
      .map((step) => stateReset('STEP', step.id, step.state, 'PENDING')),
  ];
}

/** The rows as they will be once the resets are applied (for planning before anything is written). */
export function applyResets<T extends { id: string; state: string }>(rows: readonly T[], resets: readonly StateReset[]): T[] {
  const to = new Map(resets.map((change) => [change.id, change.to]));
  return rows.map((row) => (to.has(row.id) ? { ...row, state: to.get(row.id)! } : row));
}

export function stateReset(entity: StateReset['entity'], id: string, from: string, to: StateReset['to']): StateReset {
  return { entity, id, from, to };
}
