// Two plans side by side (Session.compare: a fork and its source, or any two sessions of an owner), pure. Tasks are
// matched by key (unique in a plan). Steps are matched within a matched pair of tasks: first by title where the title
// is unique in the task on both sides (a step inserted by a plan revision does not shift the others), then the rest by
// position. What differs: the state of matched tasks and steps, and what only one side has. The steps of a task only
// one side has are not listed again: the task stands for them.
import type { StepState, TaskState } from '../db/tables/plans.ts';

export type ComparedTask = { id: string; key: string; state: TaskState };
export type ComparedStep = { id: string; task_id: string; position: number; title: string; state: StepState };

/** A plan in force: its tasks (plan order) and their steps. */
export type ComparedPlan<T extends ComparedTask, S extends ComparedStep> = { tasks: readonly T[]; steps: readonly S[] };

/** A task of both plans (the same key) in another state on each side. */
export type TaskDifference<T> = { key: string; here: T; there: T };
/** A step of a task of both plans, in another state on each side. */
export type StepDifference<S> = { taskKey: string; here: S; there: S };

export type PlanComparison<T extends ComparedTask, S extends ComparedStep> = {
  taskStates: TaskDifference<T>[];
  tasksOnlyHere: T[];
  tasksOnlyThere: T[];
  stepStates: StepDifference<S>[];
  /** Steps of a task both plans have that only this plan has. */
  stepsOnlyHere: S[];
  stepsOnlyThere: S[];
};

function stepsByTask<S extends ComparedStep>(steps: readonly S[]): Map<string, S[]> {
  const byTask = new Map<string, S[]>();
  for (const step of [...steps].sort((a, b) => a.position - b.position)) {
    const list = byTask.get(step.task_id);
    if (list) list.push(step);
    else byTask.set(step.task_id, [step]);
  }
  return byTask;
}

function uniqueTitles<S extends ComparedStep>(steps: readonly S[]): Map<string, S> {
  const counts = new Map<string, number>();
  for (const step of steps) counts.set(step.title, (counts.get(step.title) ?? 0) + 1);
  return new Map(steps.filter((step) => counts.get(step.title) === 1).map((step) => [step.title, step]));
}

/** The steps of two matched tasks paired (title, then position), and those left over on each side. */
export function matchSteps<S extends ComparedStep>(here: readonly S[], there: readonly S[]): { pairs: Array<[S, S]>; onlyHere: S[]; onlyThere: S[] } {
  const pairs: Array<[S, S]> = [];
  const paired = new Set<S>();
  const thereTitles = uniqueTitles(there);
  for (const [title, step] of uniqueTitles(here)) {
    const other = thereTitles.get(title);
    if (!other) continue;
    pairs.push([step, other]);
    paired.add(step).add(other);
  }
  const thereByPosition = new Map(there.filter((step) => !paired.has(step)).map((step) => [step.position, step]));
  for (const step of here) {
    if (paired.has(step)) continue;
    const other = thereByPosition.get(step.position);
    if (!other) continue;
    pairs.push([step, other]);
    paired.add(step).add(other);
  }
  pairs.sort(([a], [b]) => a.position - b.position);
  return { pairs, onlyHere: here.filter((step) => !paired.has(step)), onlyThere: there.filter((step) => !paired.has(step)) };
}

/** How plan `here` differs from plan `there` (each list in `here`'s plan order, then `there`'s). */
export function comparePlans<T extends ComparedTask, S extends ComparedStep>(here: ComparedPlan<T, S>, there: ComparedPlan<T, S>): PlanComparison<T, S> {
  const thereByKey = new Map(there.tasks.map((task) => [task.key, task]));
  const hereKeys = new Set(here.tasks.map((task) => task.key));
  const [hereSteps, thereSteps] = [stepsByTask(here.steps), stepsByTask(there.steps)];
  const result: PlanComparison<T, S> = {
    taskStates: [],
    tasksOnlyHere: [],
    tasksOnlyThere: there.tasks.filter((task) => !hereKeys.has(task.key)),
    stepStates: [],
    stepsOnlyHere: [],
    stepsOnlyThere: [],
  };
  for (const task of here.tasks) {
    const other = thereByKey.get(task.key);
    if (!other) {
      result.tasksOnlyHere.push(task);
      continue;
    }
    if (task.state !== other.state) result.taskStates.push({ key: task.key, here: task, there: other });
    const steps = matchSteps(hereSteps.get(task.id) ?? [], thereSteps.get(other.id) ?? []);
    for (const [step, otherStep] of steps.pairs) {
      if (step.state !== otherStep.state) result.stepStates.push({ taskKey: task.key, here: step, there: otherStep });
    }
    result.stepsOnlyHere.push(...steps.onlyHere);
    result.stepsOnlyThere.push(...steps.onlyThere);
  }
  return result;
}
