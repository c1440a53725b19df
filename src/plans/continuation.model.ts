// The continuation planner: what a resumed session skips, how it treats work that was in flight, and
// the order of what remains. Pure: the caller supplies what it knows about applied writes.
import type { PhaseState, StepKind, StepState, TaskState } from '../db/tables/plans.ts';
import type { Strategy } from '../db/tables/sessions.ts';
import { orderTasks } from './schedule.model.ts';

export type PlannerPhase = { id: string; position: number; state: PhaseState };
export type PlannerTask = { id: string; phase_id: string; position: number; state: TaskState; depends_on: string[] };
export type PlannerStep = {
  id: string;
  task_id: string;
  position: number;
  kind: StepKind;
  state: StepState;
  reversible: boolean;
  /** How many files the step declared it writes; 0 leaves nothing to roll back (unknown: assume some). */
  declaredWrites?: number;
};

export type InProgressStrategy = 'ROLLBACK_RETRY' | 'RETRY';
export type InProgressAction = 'RETRY' | 'SKIP' | 'ROLLBACK_AND_RETRY';

export type InProgressDecision = { stepId: string; taskId: string; kind: StepKind; state: StepState; action: InProgressAction; reason: string };

export type ContinuationPlan = {
  skippedTasks: string[];
  /** PAUSED tasks: their steps are left out (neither judged nor run) until resumeTask or resumePhase. */
  heldTasks: string[];
  skippedSteps: string[];
  inProgress: InProgressDecision[];
  /** Steps still to run, in execution order (in-progress steps that are retried come first). */
  pendingSteps: string[];
};

export type PlannerInput = {
  strategy: Strategy;
  phases: readonly PlannerPhase[];
  tasks: readonly PlannerTask[];
  steps: readonly PlannerStep[];
  inProgressStrategy: InProgressStrategy;
  /** For an interrupted WRITE step: true when its effect is known to be applied, false when known not, null unknown. */
  writeApplied: (stepId: string) => boolean | null;
};

const DONE: readonly StepState[] = ['COMPLETED', 'CANCELLED'];
const IN_FLIGHT: readonly StepState[] = ['RUNNING', 'RESUMABLE'];

export function planContinuation(input: PlannerInput): ContinuationPlan {
  const order = executionOrder(input.strategy, input.phases, input.tasks);
  const stepsByTask = new Map<string, PlannerStep[]>();
  for (const step of input.steps) {
    const steps = stepsByTask.get(step.task_id);
    if (steps) steps.push(step);
    else stepsByTask.set(step.task_id, [step]);
  }
  for (const steps of stepsByTask.values()) steps.sort((a, b) => a.position - b.position);

  const plan: ContinuationPlan = { skippedTasks: [], heldTasks: [], skippedSteps: [], inProgress: [], pendingSteps: [] };
  const retried: string[] = [];
  for (const task of order) {
    if (task.state === 'PAUSED') {
      plan.heldTasks.push(task.id);
      continue;
    }
    if (task.state === 'COMPLETED' || task.state === 'CANCELLED') plan.skippedTasks.push(task.id);
    for (const step of stepsByTask.get(task.id) ?? []) {
      if (DONE.includes(step.state)) {
        plan.skippedSteps.push(step.id);
      } else if (IN_FLIGHT.includes(step.state)) {
        const decision = decide(step, input);
        plan.inProgress.push(decision);
        if (decision.action === 'SKIP') plan.skippedSteps.push(step.id);
        else retried.push(step.id);
      } else if (task.state !== 'CANCELLED') {
        plan.pendingSteps.push(step.id);
      }
    }
  }
  plan.pendingSteps = [...retried, ...plan.pendingSteps];
  return plan;
}

function decide(step: PlannerStep, input: PlannerInput): InProgressDecision {
  const base = { stepId: step.id, taskId: step.task_id, kind: step.kind, state: step.state };
  if (step.kind === 'READ') return { ...base, action: 'RETRY', reason: 'reads have no effect to undo; re-run it' };
  const applied = step.kind === 'WRITE' ? input.writeApplied(step.id) : null;
  if (applied === true) return { ...base, action: 'SKIP', reason: 'its write is already applied (idempotency record or file contents)' };
  if (input.inProgressStrategy === 'RETRY') return { ...base, action: 'RETRY', reason: 'RETRY requested: run it again as it is' };
  if (!step.reversible) return { ...base, action: 'RETRY', reason: 'not reversible: nothing to roll back, run it again' };
  if (step.declaredWrites === 0) return { ...base, action: 'RETRY', reason: 'it declared no files: nothing to roll back, run it again' };
  return { ...base, action: 'ROLLBACK_AND_RETRY', reason: 'restore its files to the last checkpoint, then run it again' };
}

/**
 * Tasks in the order the strategy runs them: plan order, except that ADAPTIVE puts every task after the tasks it
 * depends on (a stable topological order; a dependency cycle, which plans refuse, falls back to plan order).
 */
export function executionOrder<T extends PlannerTask>(strategy: Strategy, phases: readonly PlannerPhase[], tasks: readonly T[]): T[] {
  const planOrder = orderTasks(phases, tasks);
  if (strategy !== 'ADAPTIVE') return planOrder;
  const byId = new Map(planOrder.map((task) => [task.id, task]));
  const placed = new Set<string>();
  const result: T[] = [];
  const visiting = new Set<string>();
  const place = (task: T) => {
    if (placed.has(task.id) || visiting.has(task.id)) return;
    visiting.add(task.id);
    for (const dep of task.depends_on) {
      const dependency = byId.get(dep);
      if (dependency) place(dependency);
    }
    visiting.delete(task.id);
    placed.add(task.id);
    result.push(task);
  };
  for (const task of planOrder) place(task);
  return result;
}
