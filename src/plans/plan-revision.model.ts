// Revising a plan while it runs, pure: what a revision names is resolved against the plan in force, only pending
// work may change, and the revised plan (rows in force plus additions) is validated as a whole like a new plan.
// The result says exactly which rows to add, move, re-link and skip (plan-revision.service.ts writes it).
import type { PhaseState, TaskState } from '../db/database.ts';
import { InvalidPlanError, NotFoundError, PlanProblem, throws, ValidationError } from '../errors.ts';
import { validatePlan, validatePlanThrows } from './plan.model.ts';
import { checkRevisionShape, checkRevisionShapeThrows, type PhaseTarget, type RevisedTask, type Revision } from './plan-revision-input.model.ts';

export type CurrentPhase = { id: string; key: string | null; name: string; position: number; state: PhaseState };
/** `dependsOn` (task ids) may be left out (null) unless the revision sets dependencies (see `needsDependencies`). */
export type CurrentTask = {
  id: string;
  key: string;
  phaseId: string;
  position: number;
  state: TaskState;
  attempt: number;
  dependsOn: readonly string[] | null;
};
export type CurrentPlan = { phases: readonly CurrentPhase[]; tasks: readonly CurrentTask[] };

export type RevisedPlan<S, T> = {
  phases: Array<{ id: string; key: string | null; name: string; description: string | null; position: number }>;
  tasks: Array<{ id: string; phaseId: string; position: number; dependsOn: string[]; input: T }>;
  /** Steps in order per task: of a new task from 0, of an existing one after its last. */
  steps: Array<{ taskId: string; isNew: boolean; steps: readonly S[] }>;
  /** Existing rows whose place changed (shifts included). */
  phasePositions: Array<{ id: string; position: number }>;
  taskPositions: Array<{ id: string; phaseId: string; position: number }>;
  dependencies: Array<{ taskId: string; dependsOn: string[] }>;
  skippedPhases: Array<{ id: string; reason: string; from: PhaseState }>;
  /** Tasks to skip (PENDING or PAUSED ones, new ones too): those named, and those of a skipped phase. */
  skippedTasks: Array<{ id: string; reason: string }>;
  /** Existing phases a task moved into or out of: their state follows their tasks again (adding pending tasks changes none). */
  touchedPhases: string[];
};

/** Phases that may take tasks: not finished. */
const OPEN_PHASE: readonly PhaseState[] = ['PLANNED', 'RUNNING', 'PAUSED'];
const FINISHED: readonly TaskState[] = ['COMPLETED', 'CANCELLED'];

/** Pending: not started (a task paused before it ever started counts). */
/** Whether planRevision needs the dependencies of the tasks in force (only to re-link some). */
export function needsDependencies(revision: { setDependencies?: readonly unknown[] | null }): boolean {
  return Boolean(revision.setDependencies?.length);
}

export function isPendingTask(task: Pick<CurrentTask, 'state' | 'attempt'>): boolean {
  return task.state === 'PENDING' || (task.state === 'PAUSED' && task.attempt === 0);
}

/** `dependsOn`: keys, as validatePlan reads them (null: checked as dependency-free, see below). */
type TaskSlot = { id: string; key: string; dependsOn: readonly string[] | null; existing: CurrentTask | null };
type PhaseSlot = { id: string; key: string | null; label: string; existing: CurrentPhase | null; tasks: TaskSlot[] };

const insertAt = <T>(list: T[], position: number | null | undefined, items: readonly T[]) => {
  const at = position == null ? list.length : Math.min(position, list.length);
  list.splice(at, 0, ...items);
};

/**
 * Applies a revision to the plan in force, in this order: phases added, phases moved, tasks added, tasks moved, steps
 * added, dependencies set, phases skipped (with their pending tasks, new ones too), tasks skipped. A position counts
 * in the list as it stands at that point, from 0 (past the end: at the end). Refusals, the first kind found with all
 * its offenders: ValidationError (a malformed entry), NotFoundError (a phaseId not of this plan), UNKNOWN_KEY,
 * NOT_PENDING, then the revised plan's own problems (DUPLICATE_KEY, UNKNOWN_DEPENDENCY, DEPENDENCY_CYCLE).
 */
export function planRevision<S, T extends RevisedTask<S>>(current: CurrentPlan, revision: Revision<S, T>, newId: () => string): RevisedPlan<S, T> {
  checkRevisionShape(revision);
  const unknown: string[] = [];
  const notPending: string[] = [];
  const order: PhaseSlot[] = [...current.phases]
    .sort((a, b) => a.position - b.position)
    .map((phase) => ({ id: phase.id, key: phase.key, label: phase.key ?? phase.name, existing: phase, tasks: [] }));
  const phaseById = new Map(order.map((slot) => [slot.id, slot]));
  const taskById = new Map<string, TaskSlot>();
  const taskByKey = new Map<string, TaskSlot>();
  for (const task of [...current.tasks].sort((a, b) => a.position - b.position)) {
    const slot = { id: task.id, key: task.key, dependsOn: null, existing: task };
    phaseById.get(task.phaseId)?.tasks.push(slot);
    taskById.set(task.id, slot);
    taskByKey.set(task.key, slot);
  }
  const newTasks = new Map<TaskSlot, T>();
  const newByKey = new Map<string, TaskSlot>();
  const slotsOf = (tasks: readonly T[]) =>
    tasks.map((task) => {
      const slot = { id: newId(), key: task.key, dependsOn: [...new Set(task.dependsOn)], existing: null };
      newTasks.set(slot, task);
      newByKey.set(task.key, slot);
      return slot;
    });

  const phaseOf = (target: PhaseTarget, field: string): PhaseSlot | null => {
    if ((target.phaseKey == null) === (target.phaseId == null)) throw new ValidationError(field, 'name the phase by phaseKey or by phaseId (one of the two).');
    if (target.phaseId != null) {
      const slot = phaseById.get(target.phaseId);
      if (!slot?.existing) throw new NotFoundError('Phase', target.phaseId);
      return slot;
    }
    const found = order.filter((slot) => slot.existing?.key === target.phaseKey);
    if (found.length > 1) throw new ValidationError(field, `phase key "${target.phaseKey}" names ${found.length} phases; name the phase by phaseId.`);
    if (!found[0]) unknown.push(`phase ${target.phaseKey}`);
    return found[0] ?? null;
  };
  const taskOf = (key: string): TaskSlot | null => {
    const slot = taskByKey.get(key);
    if (!slot) unknown.push(key);
    return slot ?? null;
  };
  const requirePendingTask = (slot: TaskSlot) => {
    if (!isPendingTask(slot.existing!)) notPending.push(`${slot.key} (${slot.existing!.state})`);
  };
  const requireOpenPhase = (slot: PhaseSlot) => {
    if (!OPEN_PHASE.includes(slot.existing!.state)) notPending.push(`phase ${slot.label} (${slot.existing!.state})`);
  };
  const touched = new Set<PhaseSlot>();
  const placed = new Set<PhaseSlot>(); // added or moved phases: they must not come before a started one

  const added: PhaseSlot[] = [];
  const addedPhases = new Map<PhaseSlot, NonNullable<Revision<S, T>['addPhases']>[number]>();
  for (const phase of revision.addPhases ?? []) {
    const key = phase.key ?? null;
    const slot: PhaseSlot = { id: newId(), key, label: key ?? phase.name, existing: null, tasks: slotsOf(phase.tasks ?? []) };
    insertAt(order, phase.position, [slot]);
    added.push(slot);
    addedPhases.set(slot, phase);
    placed.add(slot);
  }
  revision.movePhases?.forEach((move, i) => {
    const slot = phaseOf(move, `movePhases[${i}]`);
    if (!slot) return;
    if (slot.existing!.state !== 'PLANNED') notPending.push(`phase ${slot.label} (${slot.existing!.state})`);
    order.splice(order.indexOf(slot), 1);
    insertAt(order, move.position, [slot]);
    placed.add(slot);
  });
  revision.addTasks?.forEach((entry, i) => {
    const slot = phaseOf(entry, `addTasks[${i}]`);
    if (!slot) return;
    requireOpenPhase(slot);
    insertAt(slot.tasks, entry.position, slotsOf(entry.tasks)); // pending tasks added leave the phase's state as it is
  });
  revision.moveTasks?.forEach((move, i) => {
    const task = taskOf(move.taskKey);
    const from = task && phaseById.get(task.existing!.phaseId)!;
    const to = move.phaseKey == null && move.phaseId == null ? from : phaseOf(move, `moveTasks[${i}]`);
    if (!task || !from || !to) return;
    requirePendingTask(task);
    requireOpenPhase(to);
    const source = order.find((phase) => phase.tasks.includes(task))!;
    source.tasks.splice(source.tasks.indexOf(task), 1);
    insertAt(to.tasks, move.position, [task]);
    touched.add(source).add(to);
  });
  const steps: RevisedPlan<S, T>['steps'] = [];
  for (const entry of revision.addSteps ?? []) {
    const task = taskOf(entry.taskKey);
    if (!task || entry.steps.length === 0) continue;
    if (task.existing!.state === 'COMPLETED' || task.existing!.state === 'CANCELLED') notPending.push(`${task.key} (${task.existing!.state})`);
    steps.push({ taskId: task.id, isNew: false, steps: entry.steps });
  }
  const relinked = new Set<TaskSlot>();
  for (const entry of revision.setDependencies ?? []) {
    const task = taskOf(entry.taskKey);
    if (!task) continue;
    requirePendingTask(task);
    task.dependsOn = [...new Set(entry.dependsOn)];
    relinked.add(task);
  }
  const skips = new Map<string, string>();
  const skippedPhases: RevisedPlan<S, T>['skippedPhases'] = [];
  revision.skipPhases?.forEach((skip, i) => {
    const slot = phaseOf(skip, `skipPhases[${i}]`);
    if (!slot) return;
    if (slot.existing!.state !== 'PLANNED') notPending.push(`phase ${slot.label} (${slot.existing!.state})`);
    skippedPhases.push({ id: slot.id, reason: skip.reason.trim(), from: slot.existing!.state });
    for (const task of slot.tasks) {
      if (!task.existing || isPendingTask(task.existing)) skips.set(task.id, skip.reason.trim());
      else if (!FINISHED.includes(task.existing.state)) notPending.push(`${task.key} (${task.existing.state})`); // started work is not skipped
    }
  });
  for (const skip of revision.skipTasks ?? []) {
    const task = taskOf(skip.taskKey);
    if (!task) continue;
    requirePendingTask(task);
    skips.set(task.id, skip.reason.trim());
  }

  if (unknown.length) {
    const names = [...new Set(unknown)];
    throw new InvalidPlanError(
      PlanProblem.UNKNOWN_KEY,
      names,
      `The plan has no ${names.join(', ')}; name tasks and phases by the keys the plan gave them (a task this revision adds takes its steps and dependencies in its own input).`,
    );
  }
  const lastStarted = order.findLastIndex((slot) => slot.existing !== null && slot.existing.state !== 'PLANNED');
  for (const slot of placed)
    if (order.indexOf(slot) < lastStarted) notPending.push(`phase ${slot.label} (before ${order[lastStarted]!.label}, which has started)`);
  if (notPending.length) {
    const names = [...new Set(notPending)];
    throw new InvalidPlanError(
      PlanProblem.NOT_PENDING,
      names,
      `Only pending work can change: tasks not yet started, phases not yet started (placed after every started phase), tasks added only to unfinished phases and steps only to unfinished tasks. Leave these out: ${names.join(', ')}.`,
    );
  }
  checkPhaseKeys(order, added);

  // The plan in force is valid, and its tasks depend only on each other; so without re-linked tasks no cycle can
  // pass through one of them, nor can one of their dependencies be unknown: checking them as dependency-free is the
  // same check of the whole revised plan, without reading (or walking) every dependency of a large plan.
  if (relinked.size) {
    for (const task of taskById.values()) {
      if (relinked.has(task)) continue;
      if (!task.existing!.dependsOn) throw new Error('planRevision: the plan was read without its dependencies, which setDependencies needs');
      task.dependsOn = task.existing!.dependsOn.flatMap((id) => taskById.get(id)?.key ?? []);
    }
  }
  validatePlan(order.map((phase) => ({ tasks: phase.tasks })));
  const idsOf = (task: TaskSlot) => (task.dependsOn ?? []).map((key) => (newByKey.get(key) ?? taskByKey.get(key))!.id);

  const result: RevisedPlan<S, T> = {
    phases: [],
    tasks: [],
    steps: [],
    phasePositions: [],
    taskPositions: [],
    dependencies: [...relinked].map((task) => ({ taskId: task.id, dependsOn: idsOf(task) })),
    skippedPhases,
    skippedTasks: [...skips].map(([id, reason]) => ({ id, reason })),
    touchedPhases: [...touched].map((slot) => slot.id),
  };
  order.forEach((phase, position) => {
    const addition = addedPhases.get(phase);
    if (addition) {
      const { key, name, description } = addition;
      result.phases.push({ id: phase.id, key: key ?? null, name: name.trim(), description: description ?? null, position });
    } else if (phase.existing!.position !== position) result.phasePositions.push({ id: phase.id, position });
    phase.tasks.forEach((task, taskPosition) => {
      const input = newTasks.get(task);
      if (input) {
        result.tasks.push({ id: task.id, phaseId: phase.id, position: taskPosition, dependsOn: idsOf(task), input });
        if (input.steps?.length) result.steps.push({ taskId: task.id, isNew: true, steps: input.steps });
      } else if (task.existing!.position !== taskPosition || task.existing!.phaseId !== phase.id) {
        result.taskPositions.push({ id: task.id, phaseId: phase.id, position: taskPosition });
      }
    });
  });
  result.steps.push(...steps);
  return result;
}
export const planRevisionThrows = throws(checkRevisionShapeThrows, ValidationError, NotFoundError, InvalidPlanError, validatePlanThrows);

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
