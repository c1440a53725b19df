// How large a plan may grow, pure: a session's phases, tasks and steps in force, each bounded (SAVEPOINT_MAX_PLAN_*).
// A revision re-reads the plan in force, so its size is what every later revision and read of the session costs.
import { idRef, text } from '../errors/domain.ts';
import { limitReached } from '../errors/limit.ts';

export type PlanSize = { phases: number; tasks: number; steps: number };
export type PlanQuotas = { planPhases: number; planTasks: number; planSteps: number };

type SizedTask = { steps?: readonly unknown[] | null };
type SizedPhase = { tasks?: readonly SizedTask[] | null };

const tasksSize = (tasks: readonly SizedTask[] | null | undefined): PlanSize => ({
  phases: 0,
  tasks: tasks?.length ?? 0,
  steps: (tasks ?? []).reduce((sum, task) => sum + (task.steps?.length ?? 0), 0),
});

function addSizes(...sizes: PlanSize[]): PlanSize {
  return sizes.reduce((sum, size) => ({ phases: sum.phases + size.phases, tasks: sum.tasks + size.tasks, steps: sum.steps + size.steps }), {
    phases: 0,
    tasks: 0,
    steps: 0,
  });
}

/** The rows a whole plan makes. */
export function sizeOfPlan(plan: { phases: readonly SizedPhase[] }): PlanSize {
  return addSizes(...plan.phases.map((phase) => ({ ...tasksSize(phase.tasks), phases: 1 })));
}

/** The rows a revision adds (skips and moves add none). */
export function sizeOfRevision(revision: {
  addPhases?: readonly SizedPhase[] | null;
  addTasks?: ReadonlyArray<{ tasks: readonly SizedTask[] }> | null;
  addSteps?: ReadonlyArray<{ steps: readonly unknown[] }> | null;
}): PlanSize {
  return addSizes(sizeOfPlan({ phases: revision.addPhases ?? [] }), ...(revision.addTasks ?? []).map((addition) => tasksSize(addition.tasks)), {
    phases: 0,
    tasks: 0,
    steps: (revision.addSteps ?? []).reduce((sum, addition) => sum + addition.steps.length, 0),
  });
}

/** Refuses a plan of the session that would hold more phases, tasks or steps than its quotas. */
export function assertPlanSize(sessionId: string | null, size: PlanSize, quotas: PlanQuotas): void {
  const whose = sessionId ? text`The plan of session ${idRef('Session', sessionId)}` : ['The plan'];
  const hint = "Plan in coarser tasks (a task is an agent's assignment; its steps are its actions), or split the work into several sessions.";
  const over = (limit: 'PLAN_PHASES' | 'PLAN_TASKS' | 'PLAN_STEPS', count: number, max: number, what: string) => {
    if (count > max) throw limitReached(limit, max, [...whose, ` would hold ${count.toLocaleString('en')} ${what} in force`], hint);
  };
  over('PLAN_PHASES', size.phases, quotas.planPhases, 'phases');
  over('PLAN_TASKS', size.tasks, quotas.planTasks, 'tasks');
  over('PLAN_STEPS', size.steps, quotas.planSteps, 'steps');
}
