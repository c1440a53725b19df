// A revision as it goes, pure: the plan in force as slots, the revision's stages (each applies one kind of change in
// the order planRevision lists), and the offenders they find. plan-revision.model.ts runs them and checks the result.
import type { PhaseState, TaskState } from '../db/tables/plans.ts';
import { NotFoundError, ValidationError } from '../errors/domain.ts';
import type { PhaseTarget, RevisedTask, Revision } from './plan-revision-input.model.ts';

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

/** Steps added, in order per task: of a new task from 0, of an existing one after its last. */
export type StepAdditions<S> = Array<{ taskId: string; isNew: boolean; steps: readonly S[] }>;
export type PhaseSkip = { id: string; reason: string; from: PhaseState };

/** Phases that may take tasks: not finished. */
const OPEN_PHASE: readonly PhaseState[] = ['PLANNED', 'RUNNING', 'PAUSED'];
const FINISHED: readonly TaskState[] = ['COMPLETED', 'CANCELLED'];

/** Pending: not started (a task paused before it ever started counts). */
export function isPendingTask(task: Pick<CurrentTask, 'state' | 'attempt'>): boolean {
  return task.state === 'PENDING' || (task.state === 'PAUSED' && task.attempt === 0);
}

/** `dependsOn`: keys, as validatePlan reads them (null: checked as dependency-free, see below). */
export type TaskSlot = { id: string; key: string; dependsOn: readonly string[] | null; existing: CurrentTask | null };
export type PhaseSlot = { id: string; key: string | null; label: string; existing: CurrentPhase | null; tasks: TaskSlot[] };

const insertAt = <T>(list: T[], position: number | null | undefined, items: readonly T[]) => {
  const at = position == null ? list.length : Math.min(position, list.length);
  list.splice(at, 0, ...items);
};

/** Everything a revision works on, as it goes: the plan's slots, what it adds, and the offenders it finds. */
export type RevisionState<S, T extends RevisedTask<S>> = {
  newId: () => string;
  order: PhaseSlot[];
  phaseById: Map<string, PhaseSlot>;
  taskById: Map<string, TaskSlot>;
  taskByKey: Map<string, TaskSlot>;
  newTasks: Map<TaskSlot, T>;
  newByKey: Map<string, TaskSlot>;
  added: PhaseSlot[];
  addedPhases: Map<PhaseSlot, NonNullable<Revision<S, T>['addPhases']>[number]>;
  /** Added or moved phases: they must not come before a started one. */
  placed: Set<PhaseSlot>;
  /** Existing phases a task moved into or out of. */
  touched: Set<PhaseSlot>;
  steps: StepAdditions<S>;
  relinked: Set<TaskSlot>;
  skips: Map<string, string>;
  skippedPhases: PhaseSkip[];
  unknown: string[];
  notPending: string[];
};

export function stateOf<S, T extends RevisedTask<S>>(current: CurrentPlan, newId: () => string): RevisionState<S, T> {
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
  return {
    newId,
    order,
    phaseById,
    taskById,
    taskByKey,
    newTasks: new Map(),
    newByKey: new Map(),
    added: [],
    addedPhases: new Map(),
    placed: new Set(),
    touched: new Set(),
    steps: [],
    relinked: new Set(),
    skips: new Map(),
    skippedPhases: [],
    unknown: [],
    notPending: [],
  };
}

/** Slots for the tasks a revision adds (dependencies by key, as validatePlan reads them). */
function slotsOf<S, T extends RevisedTask<S>>(state: RevisionState<S, T>, tasks: readonly T[]): TaskSlot[] {
  return tasks.map((task) => {
    const slot = { id: state.newId(), key: task.key, dependsOn: [...new Set(task.dependsOn)], existing: null };
    state.newTasks.set(slot, task);
    state.newByKey.set(task.key, slot);
    return slot;
  });
}

/** The phase in force a target names (by key or id); null (noted as unknown) when no phase has the key. */
function phaseOf<S, T extends RevisedTask<S>>(state: RevisionState<S, T>, target: PhaseTarget, field: string): PhaseSlot | null {
  if ((target.phaseKey == null) === (target.phaseId == null)) throw new ValidationError(field, 'name the phase by phaseKey or by phaseId (one of the two).');
  if (target.phaseId != null) {
    const slot = state.phaseById.get(target.phaseId);
    if (!slot?.existing) throw new NotFoundError('Phase', target.phaseId);
    return slot;
  }
  const found = state.order.filter((slot) => slot.existing?.key === target.phaseKey);
  if (found.length > 1) throw new ValidationError(field, `phase key "${target.phaseKey}" names ${found.length} phases; name the phase by phaseId.`);
  if (!found[0]) state.unknown.push(`phase ${target.phaseKey}`);
  return found[0] ?? null;
}

/** The task in force with this key; null (noted as unknown) when there is none. */
function taskOf<S, T extends RevisedTask<S>>(state: RevisionState<S, T>, key: string): TaskSlot | null {
  const slot = state.taskByKey.get(key);
  if (!slot) state.unknown.push(key);
  return slot ?? null;
}

function requirePendingTask<S, T extends RevisedTask<S>>(state: RevisionState<S, T>, slot: TaskSlot): void {
  if (!isPendingTask(slot.existing!)) state.notPending.push(`${slot.key} (${slot.existing!.state})`);
}

function requireOpenPhase<S, T extends RevisedTask<S>>(state: RevisionState<S, T>, slot: PhaseSlot): void {
  if (!OPEN_PHASE.includes(slot.existing!.state)) state.notPending.push(`phase ${slot.label} (${slot.existing!.state})`);
}

function requirePlannedPhase<S, T extends RevisedTask<S>>(state: RevisionState<S, T>, slot: PhaseSlot): void {
  if (slot.existing!.state !== 'PLANNED') state.notPending.push(`phase ${slot.label} (${slot.existing!.state})`);
}

export function addPhases<S, T extends RevisedTask<S>>(state: RevisionState<S, T>, revision: Revision<S, T>): void {
  for (const phase of revision.addPhases ?? []) {
    const key = phase.key ?? null;
    const slot: PhaseSlot = { id: state.newId(), key, label: key ?? phase.name, existing: null, tasks: slotsOf(state, phase.tasks ?? []) };
    insertAt(state.order, phase.position, [slot]);
    state.added.push(slot);
    state.addedPhases.set(slot, phase);
    state.placed.add(slot);
  }
}

export function movePhases<S, T extends RevisedTask<S>>(state: RevisionState<S, T>, revision: Revision<S, T>): void {
  revision.movePhases?.forEach((move, i) => {
    const slot = phaseOf(state, move, `movePhases[${i}]`);
    if (!slot) return;
    requirePlannedPhase(state, slot);
    state.order.splice(state.order.indexOf(slot), 1);
    insertAt(state.order, move.position, [slot]);
    state.placed.add(slot);
  });
}

export function addTasks<S, T extends RevisedTask<S>>(state: RevisionState<S, T>, revision: Revision<S, T>): void {
  revision.addTasks?.forEach((entry, i) => {
    const slot = phaseOf(state, entry, `addTasks[${i}]`);
    if (!slot) return;
    requireOpenPhase(state, slot);
    insertAt(slot.tasks, entry.position, slotsOf(state, entry.tasks)); // pending tasks added leave the phase's state as it is
  });
}

export function moveTasks<S, T extends RevisedTask<S>>(state: RevisionState<S, T>, revision: Revision<S, T>): void {
  revision.moveTasks?.forEach((move, i) => {
    const task = taskOf(state, move.taskKey);
    const from = task && state.phaseById.get(task.existing!.phaseId)!;
    const to = move.phaseKey == null && move.phaseId == null ? from : phaseOf(state, move, `moveTasks[${i}]`);
    if (!task || !from || !to) return;
    requirePendingTask(state, task);
    requireOpenPhase(state, to);
    const source = state.order.find((phase) => phase.tasks.includes(task))!;
    source.tasks.splice(source.tasks.indexOf(task), 1);
    insertAt(to.tasks, move.position, [task]);
    state.touched.add(source).add(to);
  });
}

export function addSteps<S, T extends RevisedTask<S>>(state: RevisionState<S, T>, revision: Revision<S, T>): void {
  for (const entry of revision.addSteps ?? []) {
    const task = taskOf(state, entry.taskKey);
    if (!task || entry.steps.length === 0) continue;
    if (FINISHED.includes(task.existing!.state)) state.notPending.push(`${task.key} (${task.existing!.state})`);
    state.steps.push({ taskId: task.id, isNew: false, steps: entry.steps });
  }
}

export function setDependencies<S, T extends RevisedTask<S>>(state: RevisionState<S, T>, revision: Revision<S, T>): void {
  for (const entry of revision.setDependencies ?? []) {
    const task = taskOf(state, entry.taskKey);
    if (!task) continue;
    requirePendingTask(state, task);
    task.dependsOn = [...new Set(entry.dependsOn)];
    state.relinked.add(task);
  }
}

export function skipPhases<S, T extends RevisedTask<S>>(state: RevisionState<S, T>, revision: Revision<S, T>): void {
  revision.skipPhases?.forEach((skip, i) => {
    const slot = phaseOf(state, skip, `skipPhases[${i}]`);
    if (!slot) return;
    requirePlannedPhase(state, slot);
    state.skippedPhases.push({ id: slot.id, reason: skip.reason.trim(), from: slot.existing!.state });
    for (const task of slot.tasks) {
      if (!task.existing || isPendingTask(task.existing)) state.skips.set(task.id, skip.reason.trim());
      else if (!FINISHED.includes(task.existing.state)) state.notPending.push(`${task.key} (${task.existing.state})`); // started work is not skipped
    }
  });
}

export function skipTasks<S, T extends RevisedTask<S>>(state: RevisionState<S, T>, revision: Revision<S, T>): void {
  for (const skip of revision.skipTasks ?? []) {
    const task = taskOf(state, skip.taskKey);
    if (!task) continue;
    requirePendingTask(state, task);
    state.skips.set(task.id, skip.reason.trim());
  }
}
