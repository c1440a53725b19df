// The resume modes (seed 003) as plan-state changes, pure: RESTART_PHASE puts the current phase's tasks and steps
// back to PENDING; FROM_CHECKPOINT puts every task and step back to the state a checkpoint recorded. CONTINUE
// changes nothing here. The continuation planner then runs over the changed states.

import type { StateSnapshot } from '../checkpoints/checkpoint.model.ts';
import type { StepState, TaskState } from '../db/database.ts';
import type { PlannerPhase, PlannerStep, PlannerTask } from './continuation.model.ts';

export const RESUME_MODES = ['CONTINUE', 'RESTART_PHASE', 'FROM_CHECKPOINT'] as const;
export type ResumeMode = (typeof RESUME_MODES)[number];

/** One task or step set to another state by the mode (not a runner transition: recorded as action "restore"). */
export type StateReset = { entity: 'TASK' | 'STEP'; id: string; from: string; to: TaskState & StepState };

const FINISHED_PHASE = ['COMPLETED', 'SKIPPED'];

/** The phase the session is in: the first, in plan order, that is not finished; null when all are. */
export function currentPhase<P extends PlannerPhase>(phases: readonly P[]): P | null {
  return [...phases].sort((a, b) => a.position - b.position).find((phase) => !FINISHED_PHASE.includes(phase.state)) ?? null;
}

/**
 * RESTART_PHASE: the phase's tasks and their steps back to PENDING. Cancelled ones stay cancelled (a plan decision,
 * not progress); earlier phases are untouched.
 */
export function restartPhaseResets(phaseId: string, tasks: readonly PlannerTask[], steps: readonly PlannerStep[]): StateReset[] {
  const phaseTasks = tasks.filter((task) => task.phase_id === phaseId && task.state !== 'CANCELLED');
  const ids = new Set(phaseTasks.map((task) => task.id));
  return [
    ...phaseTasks.filter((task) => task.state !== 'PENDING').map((task) => reset('TASK', task.id, task.state, 'PENDING')),
    ...steps
      .filter((step) => ids.has(step.task_id) && step.state !== 'PENDING' && step.state !== 'CANCELLED')
      .map((step) => reset('STEP', step.id, step.state, 'PENDING')),
  ];
}

/**
 * FROM_CHECKPOINT: every task and step to its state in the snapshot. What was running then was cut off by the rewind,
 * so it comes back RESUMABLE (and the planner judges it); what the snapshot does not know (created after it) PENDING.
 */
export function checkpointResets(snapshot: Pick<StateSnapshot, 'tasks' | 'steps'>, tasks: readonly PlannerTask[], steps: readonly PlannerStep[]): StateReset[] {
  const taskStates = new Map(snapshot.tasks.map((task) => [task.id, task.state]));
  const stepStates = new Map(snapshot.steps.map((step) => [step.id, step.state]));
  const target = (recorded: string | undefined) => (recorded === undefined ? 'PENDING' : recorded === 'RUNNING' ? 'RESUMABLE' : (recorded as StateReset['to']));
  return [
    ...tasks.map((task) => reset('TASK', task.id, task.state, target(taskStates.get(task.id)))),
    ...steps.map((step) => reset('STEP', step.id, step.state, target(stepStates.get(step.id)))),
  ].filter((change) => change.from !== change.to);
}

/** The rows as they will be once the resets are applied (for planning before anything is written). */
export function applyResets<T extends { id: string; state: string }>(rows: readonly T[], resets: readonly StateReset[]): T[] {
  const to = new Map(resets.map((change) => [change.id, change.to]));
  return rows.map((row) => (to.has(row.id) ? { ...row, state: to.get(row.id)! } : row));
}

function reset(entity: StateReset['entity'], id: string, from: string, to: StateReset['to']): StateReset {
  return { entity, id, from, to };
}
