// Revising a plan while it runs, pure: what a revision names is resolved against the plan in force, only pending
// work may change, and the revised plan (rows in force plus additions) is validated as a whole like a new plan.
// The result says exactly which rows to add, move, re-link and skip (plan-revision.service.ts writes it).
import { InvalidPlanError, PlanProblem } from '../errors/plan.ts';
import { validatePlan } from './plan.model.ts';
import { checkRevisionShape, type RevisedTask, type Revision } from './plan-revision-input.model.ts';
import {
  addPhases,
  addSteps,
  addTasks,
  type CurrentPlan,
  movePhases,
  moveTasks,
  type PhaseSkip,
  type PhaseSlot,
  type RevisionState,
  type StepAdditions,
  setDependencies,
  skipPhases,
  skipTasks,
  stateOf,
  type TaskSlot,
} from './plan-revision-state.model.ts';

export type RevisedPlan<S, T> = {
  phases: Array<{ id: string; key: string | null; name: string; description: string | null; position: number }>;
  tasks: Array<{ id: string; phaseId: string; position: number; dependsOn: string[]; input: T }>;
  steps: StepAdditions<S>;
  /** Existing rows whose place changed (shifts included). */
  phasePositions: Array<{ id: string; position: number }>;
  taskPositions: Array<{ id: string; phaseId: string; position: number }>;
  dependencies: Array<{ taskId: string; dependsOn: string[] }>;
  skippedPhases: PhaseSkip[];
  /** Tasks to skip (PENDING or PAUSED ones, new ones too): those named, and those of a skipped phase. */
  skippedTasks: Array<{ id: string; reason: string }>;
  /** Existing phases a task moved into or out of: their state follows their tasks again (adding pending tasks changes none). */
  touchedPhases: string[];
};

/** Whether planRevision needs the dependencies of the tasks in force (only to re-link some). */
export function needsDependencies(revision: { setDependencies?: readonly unknown[] | null }): boolean {
  return Boolean(revision.setDependencies?.length);
}

/**
 * The keys of the tasks a revision names when it only adds steps to tasks in force; null for any other revision. Such
 * a revision is checked on those tasks alone: it moves, adds, re-links and skips nothing, so no other row of the plan
 * can change or make it invalid (planRevision, given only them, answers as it would given the whole plan).
 */
export function stepsOnlyTaskKeys(revision: Revision<unknown, RevisedTask<unknown>>): string[] | null {
  const others = [
    revision.addPhases,
    revision.addTasks,
    revision.skipPhases,
    revision.skipTasks,
    revision.movePhases,
    revision.moveTasks,
    revision.setDependencies,
  ];
  if (!revision.addSteps?.length || others.some((list) => list?.length)) return null;
  return [...new Set(revision.addSteps.map((entry) => entry.taskKey))];
}

/**
 * Applies a revision to the plan in force, in this order: phases added, phases moved, tasks added, tasks moved, steps
 * added, dependencies set, phases skipped (with their pending tasks, new ones too), tasks skipped. A position counts
 * in the list as it stands at that point, from 0 (past the end: at the end). Refusals, the first kind found with all
 * its offenders: ValidationError (a malformed entry), NotFoundError (a phaseId not of this plan), UNKNOWN_KEY,
 * NOT_PENDING, then the revised plan's own problems (DUPLICATE_KEY, UNKNOWN_DEPENDENCY, DEPENDENCY_CYCLE).
 */
export function planRevision<S, T extends RevisedTask<S>>(current: CurrentPlan, revision: Revision<S, T>, newId: () => string): RevisedPlan<S, T> {
  checkRevisionShape(revision);
  const state = stateOf<S, T>(current, newId);
  addPhases(state, revision);
  movePhases(state, revision);
  addTasks(state, revision);
  moveTasks(state, revision);
  addSteps(state, revision);
  setDependencies(state, revision);
  skipPhases(state, revision);
  skipTasks(state, revision);
  refuseUnknownAndStarted(state);
  checkPhaseKeys(state.order, state.added);
  validateRevised(state);
  return resultOf(state);
}

/** UNKNOWN_KEY with every unknown name, else NOT_PENDING with every offender (placed phases before a started one too). */
function refuseUnknownAndStarted<S, T extends RevisedTask<S>>(state: RevisionState<S, T>): void {
  if (state.unknown.length) {
    const names = [...new Set(state.unknown)];
    throw new InvalidPlanError(
      PlanProblem.UNKNOWN_KEY,
      names,
      `The plan has no ${names.join(', ')}; name tasks and phases by the keys the plan gave them (a task this revision adds takes its steps and dependencies in its own input).`,
    );
  }
  const { order, notPending } = state;
  const lastStarted = order.findLastIndex((slot) => slot.existing !== null && slot.existing.state !== 'PLANNED');
  for (const slot of state.placed)
    if (order.indexOf(slot) < lastStarted) notPending.push(`phase ${slot.label} (before ${order[lastStarted]!.label}, which has started)`);
  if (notPending.length) {
    const names = [...new Set(notPending)];
    throw new InvalidPlanError(
      PlanProblem.NOT_PENDING,
      names,
      `Only pending work can change: tasks not yet started, phases not yet started (placed after every started phase), tasks added only to unfinished phases and steps only to unfinished tasks. Leave these out: ${names.join(', ')}.`,
    );
  }
}

/**
 * The revised plan validated as a whole. The plan in force is valid, and its tasks depend only on each other; so
 * without re-linked tasks no cycle can pass through one of them, nor can one of their dependencies be unknown:
 * checking them as dependency-free is the same check of the whole revised plan, without reading (or walking) every
 * dependency of a large plan.
 */
function validateRevised<S, T extends RevisedTask<S>>(state: RevisionState<S, T>): void {
  if (state.relinked.size) {
    for (const task of state.taskById.values()) {
      if (state.relinked.has(task)) continue;
      if (!task.existing!.dependsOn) throw new Error('planRevision: the plan was read without its dependencies, which setDependencies needs');
      task.dependsOn = task.existing!.dependsOn.flatMap((id) => state.taskById.get(id)?.key ?? []);
    }
  }
  validatePlan(state.order.map((phase) => ({ tasks: phase.tasks })));
}

/** The rows to write: phases and tasks added, rows whose place changed, dependencies, skips, steps. */
function resultOf<S, T extends RevisedTask<S>>(state: RevisionState<S, T>): RevisedPlan<S, T> {
  const idsOf = (task: TaskSlot) => (task.dependsOn ?? []).map((key) => (state.newByKey.get(key) ?? state.taskByKey.get(key))!.id);
  const result: RevisedPlan<S, T> = {
    phases: [],
    tasks: [],
    steps: [],
    phasePositions: [],
    taskPositions: [],
    dependencies: [...state.relinked].map((task) => ({ taskId: task.id, dependsOn: idsOf(task) })),
    skippedPhases: state.skippedPhases,
    skippedTasks: [...state.skips].map(([id, reason]) => ({ id, reason })),
    touchedPhases: [...state.touched].map((slot) => slot.id),
  };
  state.order.forEach((phase, position) => {
    const addition = state.addedPhases.get(phase);
    if (addition) {
      const { key, name, description } = addition;
      result.phases.push({ id: phase.id, key: key ?? null, name: name.trim(), description: description ?? null, position });
    } else if (phase.existing!.position !== position) result.phasePositions.push({ id: phase.id, position });
    phase.tasks.forEach((task, taskPosition) => {
      const input = state.newTasks.get(task);
      if (input) {
        result.tasks.push({ id: task.id, phaseId: phase.id, position: taskPosition, dependsOn: idsOf(task), input });
        if (input.steps?.length) result.steps.push({ taskId: task.id, isNew: true, steps: input.steps });
      } else if (task.existing!.position !== taskPosition || task.existing!.phaseId !== phase.id) {
        result.taskPositions.push({ id: task.id, phaseId: phase.id, position: taskPosition });
      }
    });
  });
  result.steps.push(...state.steps);
  return result;
}

/** A phase the revision adds may not take a key another phase in force has (phaseKey must name one phase). */
function checkPhaseKeys(order: readonly PhaseSlot[], added: readonly PhaseSlot[]): void {
  const counts = new Map<string, number>();
  for (const slot of order) if (slot.key !== null) counts.set(slot.key, (counts.get(slot.key) ?? 0) + 1);
  const duplicates = [...new Set(added.flatMap((slot) => slot.key ?? []))].filter((key) => counts.get(key)! > 1);
  if (duplicates.length) {
    throw new InvalidPlanError(
      PlanProblem.DUPLICATE_KEY,
      duplicates,
      `Phase keys must be unique in the plan (phaseKey names one phase); give these phases a key of their own: ${duplicates.join(', ')}.`,
    );
  }
}
