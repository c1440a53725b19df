// Putting a session's plan structure and working state back to a checkpoint's snapshot, pure: which rows leave the
// plan (added after the checkpoint: superseded, never deleted), which come back (in the snapshot, superseded since by
// another restore), where each row sits (phase, position, dependencies), each phase's state, output, summary and skip
// reason, each task's todos and skip reason, the session's plan revision and todos, and each shared document's value.
// Task and step states are put back by the resets of restore-point.model.ts (checkpointResets); this is the rest.
//
// A snapshot taken before a field existed (StateSnapshot's fields "added with plan revisions") reads as "none" for lists and
// documents (there were none then) and "as now" for positions and dependencies (they could not change then).
import type { StateSnapshot } from '../db/tables/checkpoints.ts';
import type { PhaseState } from '../db/tables/plans.ts';
import type { TodoItem } from '../db/tables/sessions.ts';
import type { PlannerPhase, PlannerStep, PlannerTask } from '../plans/continuation.model.ts';

export type CurrentPhase = {
  id: string;
  position: number;
  state: PhaseState;
  output: unknown;
  summary: string | null;
  skip_reason: string | null;
  superseded: boolean;
};
export type CurrentTask = {
  id: string;
  phase_id: string;
  position: number;
  depends_on: string[];
  todos: TodoItem[];
  skip_reason: string | null;
  superseded: boolean;
};
export type CurrentStep = { id: string; task_id: string; position: number; superseded: boolean };
export type CurrentDocument = { key: string; version: number; value: unknown };

/** Everything a restore may change besides task and step states, as it stands (superseded rows included). */
export type CurrentWorkingState = {
  planRevision: number;
  todos: TodoItem[];
  phases: readonly CurrentPhase[];
  tasks: readonly CurrentTask[];
  steps: readonly CurrentStep[];
  documents: readonly CurrentDocument[];
};

export type PhasePlacement = { id: string; position: number; output: unknown; summary: string | null; skipReason: string | null };
export type TaskPlacement = { id: string; phaseId: string; position: number; dependsOn: string[]; skipReason: string | null };
export type StepPlacement = { id: string; position: number };

export type WorkingStateRestore = {
  planRevision: { from: number; to: number } | null;
  /** Rows in force that the snapshot does not know: out of the plan. */
  supersede: { phases: string[]; tasks: string[]; steps: string[] };
  /** Rows of the snapshot to write (brought back, or placed or described otherwise now). */
  phases: PhasePlacement[];
  tasks: TaskPlacement[];
  steps: StepPlacement[];
  /** Phases whose state differs from the snapshot's (set directly: a paused, skipped or empty phase does not follow its tasks). */
  phaseStates: Array<{ id: string; from: PhaseState; to: PhaseState }>;
  /** Todo lists to put back: the session's (taskId null) and each task's. */
  todos: Array<{ taskId: string | null; todos: TodoItem[] }>;
  /** Shared documents to write: the snapshot's value, or null (it did not exist then), each as a new version. */
  documents: Array<{ key: string; version: number; value: unknown }>;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function isEmptyRestore(restore: WorkingStateRestore): boolean {
  const { planRevision, supersede, phases, tasks, steps, phaseStates, todos, documents } = restore;
  const lists = [supersede.phases, supersede.tasks, supersede.steps, phases, tasks, steps, phaseStates, todos, documents];
  return planRevision === null && lists.every((list) => list.length === 0);
}

/** What putting the session back to `snapshot` changes, besides task and step states. */
export function workingStateRestore(snapshot: StateSnapshot, current: CurrentWorkingState): WorkingStateRestore {
  const phaseIds = new Set(snapshot.phases.map((phase) => phase.id));
  const taskIds = new Set(snapshot.tasks.map((task) => task.id));
  const stepIds = new Set(snapshot.steps.map((step) => step.id));
  const outOfPlan = <R extends { id: string; superseded: boolean }>(rows: readonly R[], known: Set<string>) =>
    rows.filter((row) => !row.superseded && !known.has(row.id)).map((row) => row.id);

  const phasesNow = new Map(current.phases.map((phase) => [phase.id, phase]));
  const phases: PhasePlacement[] = [];
  const phaseStates: WorkingStateRestore['phaseStates'] = [];
  for (const recorded of snapshot.phases) {
    const now = phasesNow.get(recorded.id);
    if (!now) continue;
    const placement = {
      id: recorded.id,
      position: recorded.position,
      output: recorded.output ?? null,
      summary: recorded.summary ?? null,
      skipReason: recorded.skipReason ?? null,
    };
    const moved = now.superseded || now.position !== placement.position;
    const described = !same(now.output, placement.output) || now.summary !== placement.summary || now.skip_reason !== placement.skipReason;
    if (moved || described) phases.push(placement);
    if (now.state !== recorded.state) phaseStates.push({ id: recorded.id, from: now.state, to: recorded.state as PhaseState });
  }

  const tasksNow = new Map(current.tasks.map((task) => [task.id, task]));
  const tasks: TaskPlacement[] = [];
  const todos: WorkingStateRestore['todos'] = [];
  for (const recorded of snapshot.tasks) {
    const now = tasksNow.get(recorded.id);
    if (!now) continue;
    const placement = {
      id: recorded.id,
      phaseId: recorded.phaseId,
      position: recorded.position ?? now.position,
      dependsOn: recorded.dependsOn ?? now.depends_on,
      skipReason: recorded.skipReason ?? null,
    };
    const changed =
      now.superseded ||
      now.phase_id !== placement.phaseId ||
      now.position !== placement.position ||
      !same([...now.depends_on].sort(), [...placement.dependsOn].sort()) ||
      now.skip_reason !== placement.skipReason;
    if (changed) tasks.push(placement);
    const list = recorded.todos ?? [];
    if (!same(now.todos, list)) todos.push({ taskId: recorded.id, todos: list });
  }
  const sessionTodos = snapshot.todos ?? [];
  if (!same(current.todos, sessionTodos)) todos.unshift({ taskId: null, todos: sessionTodos });

  const stepsNow = new Map(current.steps.map((step) => [step.id, step]));
  const steps: StepPlacement[] = [];
  for (const recorded of snapshot.steps) {
    const now = stepsNow.get(recorded.id);
    if (!now) continue;
    const position = recorded.position ?? now.position;
    if (now.superseded || now.position !== position) steps.push({ id: recorded.id, position });
  }

  const recordedDocuments = new Map((snapshot.sharedContext ?? []).map((document) => [document.key, document.value]));
  const documents: WorkingStateRestore['documents'] = [];
  const documentsNow = new Map(current.documents.map((document) => [document.key, document]));
  for (const [key, value] of recordedDocuments) {
    const now = documentsNow.get(key);
    if (!now || !same(now.value, value)) documents.push({ key, version: (now?.version ?? 0) + 1, value });
  }
  for (const now of current.documents) {
    if (now.value !== null && !recordedDocuments.has(now.key)) documents.push({ key: now.key, version: now.version + 1, value: null });
  }
  documents.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

  const revision = snapshot.planRevision ?? 0;
  return {
    planRevision: revision === current.planRevision ? null : { from: current.planRevision, to: revision },
    supersede: { phases: outOfPlan(current.phases, phaseIds), tasks: outOfPlan(current.tasks, taskIds), steps: outOfPlan(current.steps, stepIds) },
    phases,
    tasks,
    steps,
    phaseStates,
    todos,
    documents,
  };
}

/**
 * The plan's rows as a restore to the snapshot leaves them in force (for planning the continuation before anything is
 * written): the rows the snapshot knows, superseded ones included, in their places then; states as they are now
 * (checkpointResets gives the snapshot's).
 */
export function planRowsAt<P extends PlannerPhase, T extends PlannerTask, S extends PlannerStep>(
  snapshot: StateSnapshot,
  rows: { phases: readonly P[]; tasks: readonly T[]; steps: readonly S[] },
): { phases: P[]; tasks: T[]; steps: S[] } {
  const phases = new Map(snapshot.phases.map((phase) => [phase.id, phase]));
  const tasks = new Map(snapshot.tasks.map((task) => [task.id, task]));
  const steps = new Map(snapshot.steps.map((step) => [step.id, step]));
  return {
    phases: rows.phases.flatMap((row) => {
      const then = phases.get(row.id);
      return then ? [{ ...row, position: then.position, state: then.state as PhaseState }] : [];
    }),
    tasks: rows.tasks.flatMap((row) => {
      const then = tasks.get(row.id);
      return then ? [{ ...row, phase_id: then.phaseId, position: then.position ?? row.position, depends_on: then.dependsOn ?? row.depends_on }] : [];
    }),
    steps: rows.steps.flatMap((row) => {
      const then = steps.get(row.id);
      return then ? [{ ...row, position: then.position ?? row.position }] : [];
    }),
  };
}
