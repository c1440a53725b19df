// What a revision may say, and the checks of its shape alone (before the plan is read), pure: at least one change,
// names, keys, titles, positions from 0, a reason for every skip, each task named at most once per kind of change.
import { ValidationError } from '../errors/domain.ts';

/** A phase named by its key or its (database) id: exactly one of the two. */
export type PhaseTarget = { phaseKey?: string | null; phaseId?: string | null };
export type RevisedTask<S> = { key: string; title: string; dependsOn?: readonly string[] | null; steps?: readonly S[] | null };

export type Revision<S, T extends RevisedTask<S>> = {
  addPhases?: ReadonlyArray<{ key?: string | null; name: string; description?: string | null; position?: number | null; tasks?: readonly T[] | null }> | null;
  addTasks?: ReadonlyArray<PhaseTarget & { tasks: readonly T[]; position?: number | null }> | null;
  addSteps?: ReadonlyArray<{ taskKey: string; steps: readonly S[] }> | null;
  skipPhases?: ReadonlyArray<PhaseTarget & { reason: string }> | null;
  skipTasks?: ReadonlyArray<{ taskKey: string; reason: string }> | null;
  movePhases?: ReadonlyArray<PhaseTarget & { position: number }> | null;
  moveTasks?: ReadonlyArray<PhaseTarget & { taskKey: string; position: number }> | null;
  setDependencies?: ReadonlyArray<{ taskKey: string; dependsOn: readonly string[] }> | null;
};

function checkPosition(position: number | null | undefined, field: string): void {
  if (position != null && !(Number.isInteger(position) && position >= 0)) throw new ValidationError(field, 'give a position from 0 (0 is the first).');
}

function checkTasks(tasks: ReadonlyArray<RevisedTask<unknown>>, field: string): void {
  tasks.forEach((task, t) => {
    if (!task.key.trim()) throw new ValidationError(`${field}[${t}].key`, 'give the task a key, unique in the plan (dependencies name it).');
    if (!task.title.trim()) throw new ValidationError(`${field}[${t}].title`, 'give the task a title.');
  });
}

function checkOnce(keys: readonly string[], field: string): void {
  const seen = new Set<string>();
  for (const key of keys) {
    if (seen.has(key)) throw new ValidationError(field, `"${key}" is named twice; name each at most once per revision.`);
    seen.add(key);
  }
}

export function checkRevisionShape<S, T extends RevisedTask<S>>(revision: Revision<S, T>): void {
  const lists = [
    revision.addPhases,
    revision.addTasks,
    revision.addSteps,
    revision.skipPhases,
    revision.skipTasks,
    revision.movePhases,
    revision.moveTasks,
    revision.setDependencies,
  ];
  if (!lists.some((list) => list?.length)) {
    throw new ValidationError(
      'input',
      'say what to change: give at least one of addPhases, addTasks, addSteps, skipPhases, skipTasks, movePhases, moveTasks, setDependencies.',
    );
  }
  revision.addPhases?.forEach((phase, p) => {
    if (!phase.name.trim()) throw new ValidationError(`addPhases[${p}].name`, 'give the phase a name.');
    checkPosition(phase.position, `addPhases[${p}].position`);
    checkTasks(phase.tasks ?? [], `addPhases[${p}].tasks`);
  });
  revision.addTasks?.forEach((entry, i) => {
    checkPosition(entry.position, `addTasks[${i}].position`);
    checkTasks(entry.tasks, `addTasks[${i}].tasks`);
  });
  for (const [i, entry] of (revision.movePhases ?? []).entries()) checkPosition(entry.position, `movePhases[${i}].position`);
  for (const [i, entry] of (revision.moveTasks ?? []).entries()) checkPosition(entry.position, `moveTasks[${i}].position`);
  for (const [field, list] of [
    ['skipPhases', revision.skipPhases],
    ['skipTasks', revision.skipTasks],
  ] as const) {
    list?.forEach((entry, i) => {
      if (!entry.reason.trim()) throw new ValidationError(`${field}[${i}].reason`, 'say why it is skipped.');
    });
  }
  checkOnce(revision.skipTasks?.map((entry) => entry.taskKey) ?? [], 'skipTasks');
  checkOnce(revision.moveTasks?.map((entry) => entry.taskKey) ?? [], 'moveTasks');
  checkOnce(revision.setDependencies?.map((entry) => entry.taskKey) ?? [], 'setDependencies');
}
