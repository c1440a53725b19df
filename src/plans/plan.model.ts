// Plan rules, pure: validating a submitted plan, the task/step/phase transition tables, what may start now under
// each strategy, progress and role distribution.
import type { Phase, PhaseState, StepState, Task, TaskState } from '../db/tables/plans.ts';
import type { Strategy } from '../db/tables/sessions.ts';
import { idRef, throws, ValidationError } from '../errors/domain.ts';
import { InvalidPlanError, PlanProblem } from '../errors/plan.ts';
import { InvalidTransitionError } from '../errors/transition.ts';

export const TASK_STATES = ['PENDING', 'RUNNING', 'COMPLETED', 'FAILED', 'RESUMABLE', 'CANCELLED', 'PAUSED'] as const satisfies readonly TaskState[];
export const STEP_STATES = ['PENDING', 'RUNNING', 'COMPLETED', 'FAILED', 'RESUMABLE', 'CANCELLED', 'ROLLED_BACK'] as const satisfies readonly StepState[];
export const PHASE_STATES = ['PLANNED', 'RUNNING', 'COMPLETED', 'FAILED', 'SKIPPED', 'PAUSED'] as const satisfies readonly PhaseState[];

export const TASK_TRANSITIONS = {
  start: { from: ['PENDING', 'RESUMABLE', 'FAILED'], to: 'RUNNING' },
  complete: { from: ['RUNNING'], to: 'COMPLETED' },
  fail: { from: ['RUNNING'], to: 'FAILED' },
  interrupt: { from: ['RUNNING'], to: 'RESUMABLE' },
  reset: { from: ['RUNNING', 'RESUMABLE', 'FAILED', 'COMPLETED', 'CANCELLED', 'PAUSED'], to: 'PENDING' },
  cancel: { from: ['PENDING', 'RUNNING', 'RESUMABLE', 'FAILED', 'PAUSED'], to: 'CANCELLED' },
  // Pausing an agent: it is not ready and its steps cannot start until it is resumed. A running one stops (its
  // running steps become RESUMABLE); resumed, it comes back RESUMABLE: startable like PENDING, and the continuation
  // planner judges any step it had begun.
  pause: { from: ['PENDING', 'RUNNING', 'RESUMABLE', 'FAILED'], to: 'PAUSED' },
  resume: { from: ['PAUSED'], to: 'RESUMABLE' },
  // A revision skips work that has not started (the reason is kept on the task and in the event).
  skip: { from: ['PENDING', 'PAUSED'], to: 'CANCELLED' },
} as const satisfies Record<string, { from: readonly TaskState[]; to: TaskState }>;
export type TaskAction = keyof typeof TASK_TRANSITIONS;

export const STEP_TRANSITIONS = {
  start: { from: ['PENDING', 'RESUMABLE', 'FAILED', 'ROLLED_BACK'], to: 'RUNNING' },
  // RESUMABLE too: resume completes an interrupted write that is found already applied.
  complete: { from: ['RUNNING', 'RESUMABLE'], to: 'COMPLETED' },
  fail: { from: ['RUNNING'], to: 'FAILED' },
  interrupt: { from: ['RUNNING'], to: 'RESUMABLE' },
  rollBack: { from: ['RUNNING', 'RESUMABLE', 'FAILED'], to: 'ROLLED_BACK' },
  reset: { from: ['RUNNING', 'RESUMABLE', 'FAILED', 'COMPLETED', 'CANCELLED', 'ROLLED_BACK'], to: 'PENDING' },
  cancel: { from: ['PENDING', 'RUNNING', 'RESUMABLE', 'FAILED'], to: 'CANCELLED' },
} as const satisfies Record<string, { from: readonly StepState[]; to: StepState }>;
export type StepAction = keyof typeof STEP_TRANSITIONS;

/**
 * A phase's own moves; otherwise its state follows its tasks (derivePhaseState). Pausing pauses its unfinished
 * tasks; resuming resumes them, and the phase then takes the state its tasks give it (`to` is where it goes when
 * they are under way; pause.model resumedPhaseState says exactly).
 */
export const PHASE_TRANSITIONS = {
  pause: { from: ['PLANNED', 'RUNNING', 'FAILED'], to: 'PAUSED' },
  resume: { from: ['PAUSED'], to: 'RUNNING' },
} as const satisfies Record<string, { from: readonly PhaseState[]; to: PhaseState }>;
export type PhaseAction = keyof typeof PHASE_TRANSITIONS;

export function nextState<S extends string>(table: Record<string, { from: readonly S[]; to: S }>, action: string, current: S): S | null {
  const rule = table[action];
  return rule?.from.includes(current) ? rule.to : null;
}

/** A table's action as the verb of a message: "roll back" for rollBack. */
export function transitionVerb(action: string): string {
  return action.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
}

export type TransitionEntity = 'Task' | 'Step' | 'Phase';

/** What to do instead of a refused action: nothing (already there, or finished), or start it first. */
export function transitionHint<S extends string>(
  table: Record<string, { from: readonly S[]; to: S }>,
  entity: TransitionEntity,
  state: S,
  action: string,
): string | undefined {
  if (table[action]?.to === state) return `It is ${state} already: nothing to do.`;
  if (state === 'COMPLETED' || state === 'CANCELLED' || state === 'SKIPPED') return `The ${entity.toLowerCase()} is finished and stays as it is.`;
  if (state === 'PAUSED' && table.resume?.from.includes(state)) return `It is paused; resume it first (resume${entity}).`;
  if (table[action]?.from.includes('RUNNING' as S) && table.start?.from.includes(state)) return `Start it first (start${entity}).`;
  return undefined;
}

/** The state `action` leads to from the row's state, or the refusal naming where it is allowed from. */
export function targetState<S extends string>(
  table: Record<string, { from: readonly S[]; to: S }>,
  entity: TransitionEntity,
  row: { id: string; state: S },
  action: string,
): S {
  const to = nextState(table, action, row.state);
  if (!to)
    throw new InvalidTransitionError(
      idRef(entity, row.id),
      row.state,
      transitionVerb(action),
      table[action]!.from,
      transitionHint(table, entity, row.state, action),
    );
  return to;
}
export const targetStateThrows = throws(InvalidTransitionError);

/**
 * A phase's state follows its tasks: done when every task is, failed when one failed, running once one started.
 * A skipped or paused phase stays so (resuming a phase derives its state again).
 */
export function derivePhaseState(current: PhaseState, taskStates: readonly TaskState[]): PhaseState {
  if (current === 'SKIPPED' || current === 'PAUSED') return current;
  if (taskStates.length > 0 && taskStates.every((s) => s === 'COMPLETED' || s === 'CANCELLED')) return 'COMPLETED';
  if (taskStates.some((s) => s === 'FAILED')) return 'FAILED';
  // A task skipped before it started (CANCELLED) does not start its phase.
  if (taskStates.some((s) => s !== 'PENDING' && s !== 'CANCELLED')) return 'RUNNING';
  return 'PLANNED';
}

// ---- plan validation ----

export type PlanTaskInput = { key: string; dependsOn?: readonly string[] | null };
export type PlanPhaseInput = { tasks: readonly PlanTaskInput[] };

/** Rejects duplicate task keys, dependencies on unknown keys and dependency cycles, naming the offenders. */
export function validatePlan(phases: readonly PlanPhaseInput[]): void {
  const tasks = phases.flatMap((phase) => phase.tasks);
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const task of tasks) (seen.has(task.key) ? duplicates : seen).add(task.key);
  if (duplicates.size) {
    const keys = [...duplicates];
    throw new InvalidPlanError(PlanProblem.DUPLICATE_KEY, keys, `Task keys must be unique in the plan; give these a key of their own: ${keys.join(', ')}.`);
  }
  const unknown = tasks.flatMap((task) => (task.dependsOn ?? []).filter((dep) => !seen.has(dep)).map((dep) => `${task.key} -> ${dep}`));
  if (unknown.length) {
    throw new InvalidPlanError(
      PlanProblem.UNKNOWN_DEPENDENCY,
      unknown,
      `Dependencies must name task keys of this plan; fix or remove these: ${unknown.join(', ')}.`,
    );
  }
  const cycle = findCycle(new Map(tasks.map((task) => [task.key, task.dependsOn ?? []])));
  if (cycle) {
    throw new InvalidPlanError(PlanProblem.DEPENDENCY_CYCLE, cycle, `Task dependencies form a cycle: ${cycle.join(' -> ')}; remove one of these dependencies.`);
  }
}
export const validatePlanThrows = throws(InvalidPlanError);

const MAX_WRITE_PATH = 4096; // PATH_MAX on Linux
const MAX_SEGMENT_BYTES = 255; // NAME_MAX

/**
 * A WRITE step's declared file, checked and normalised: relative to the workspace, forward slashes, no "." or empty
 * segments, no "..", not absolute (POSIX or a Windows drive), not in a .git folder, bounded. Returns the path to
 * store, or what is wrong with it and what to do (resume hashes and rolls back exactly these paths).
 */
export function normaliseWritePath(raw: string): { path: string } | { problem: string } {
  const fix = "give the file's path relative to the workspace folder, like src/app.ts.";
  if (raw.trim() === '') return { problem: `it is empty; ${fix}` };
  if (raw.includes('\0')) return { problem: `it contains a NUL character; ${fix}` };
  if (raw.length > MAX_WRITE_PATH) return { problem: `it is longer than ${MAX_WRITE_PATH} characters; ${fix}` };
  const slashed = raw.replaceAll('\\', '/');
  if (slashed.startsWith('/') || /^[A-Za-z]:/.test(slashed)) return { problem: `"${raw}" is absolute; ${fix}` };
  if (slashed.endsWith('/')) return { problem: `"${raw}" names a folder; declare each file the step writes.` };
  const segments = slashed.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.includes('..')) return { problem: `"${raw}" contains ".." and could leave the workspace; ${fix}` };
  if (segments.length === 0) return { problem: `"${raw}" names the workspace folder itself; ${fix}` };
  if (segments.some((segment) => segment.toLowerCase() === '.git')) {
    return { problem: `"${raw}" is inside a .git folder, which Savepoint never snapshots or restores; declare the files of the working tree.` };
  }
  const long = segments.find((segment) => Buffer.byteLength(segment) > MAX_SEGMENT_BYTES);
  if (long) return { problem: `the name "${long.slice(0, 40)}..." is longer than ${MAX_SEGMENT_BYTES} bytes; ${fix}` };
  return { path: segments.join('/') };
}

/**
 * Every step's declared files with their paths checked and normalised (normaliseWritePath), so that what resume
 * later hashes and rolls back is a plain path inside the workspace. The first bad one is a ValidationError naming
 * it; nothing is written.
 */
export function declaredWrites<S extends { writes?: ReadonlyArray<DeclaredWrite> | null }>(
  phases: ReadonlyArray<{ tasks: ReadonlyArray<{ steps?: readonly S[] | null }> }>,
): Map<S, DeclaredWrite[]> {
  const result = new Map<S, DeclaredWrite[]>();
  phases.forEach((phase, p) => {
    phase.tasks.forEach((task, t) => {
      (task.steps ?? []).forEach((step, s) => {
        const writes = (step.writes ?? []).map((write, w) => {
          const checked = normaliseWritePath(write.path);
          if ('problem' in checked) throw new ValidationError(`plan.phases[${p}].tasks[${t}].steps[${s}].writes[${w}].path`, checked.problem);
          return { ...write, path: checked.path };
        });
        result.set(step, writes);
      });
    });
  });
  return result;
}
export const declaredWritesThrows = throws(ValidationError);
type DeclaredWrite = { path: string; sha256?: string | null };

/** A cycle in the dependency graph as the keys along it (first key repeated at the end), or null. */
export function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] | null {
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  const visit = (key: string): string[] | null => {
    if (state.get(key) === 'done') return null;
    if (state.get(key) === 'visiting') return [...path.slice(path.indexOf(key)), key];
    state.set(key, 'visiting');
    path.push(key);
    for (const dep of graph.get(key) ?? []) {
      const found = visit(dep);
      if (found) return found;
    }
    path.pop();
    state.set(key, 'done');
    return null;
  };
  for (const key of graph.keys()) {
    const found = visit(key);
    if (found) return found;
  }
  return null;
}

// ---- scheduling ----

type PlanPhase = Pick<Phase, 'id' | 'position' | 'state'>;
type PlanTask = Pick<Task, 'id' | 'phase_id' | 'position' | 'state' | 'depends_on'>;

// PAUSED is not startable: a paused task waits for resumeTask (or resumePhase); FAILED waits for a decision.
const STARTABLE: readonly TaskState[] = ['PENDING', 'RESUMABLE'];
const FINISHED: readonly TaskState[] = ['COMPLETED', 'CANCELLED'];

/** Tasks in execution order: by phase position, then position within the phase. */
export function orderTasks<T extends PlanTask>(phases: readonly PlanPhase[], tasks: readonly T[]): T[] {
  const phasePosition = new Map(phases.map((phase) => [phase.id, phase.position]));
  return [...tasks].sort((a, b) => (phasePosition.get(a.phase_id) ?? 0) - (phasePosition.get(b.phase_id) ?? 0) || a.position - b.position);
}

/** What may start now under the strategy. Nothing of a paused phase, and no paused task, is ever ready. */
export function readyTasks<T extends PlanTask>(strategy: Strategy, phases: readonly PlanPhase[], tasks: readonly T[]): T[] {
  const ordered = orderTasks(phases, tasks);
  const paused = new Set(phases.filter((phase) => phase.state === 'PAUSED').map((phase) => phase.id));
  const startable = (task: T) => STARTABLE.includes(task.state) && !paused.has(task.phase_id);
  switch (strategy) {
    case 'PARALLEL':
      return ordered.filter(startable);
    case 'SEQUENTIAL': {
      const next = ordered.find((task) => !FINISHED.includes(task.state));
      return next && startable(next) ? [next] : [];
    }
    case 'ADAPTIVE': {
      const completed = new Set(ordered.filter((task) => task.state === 'COMPLETED').map((task) => task.id));
      return ordered.filter((task) => startable(task) && task.depends_on.every((dep) => completed.has(dep)));
    }
    case 'PIPELINE': {
      const stage = [...phases]
        .sort((a, b) => a.position - b.position)
        .find((phase) => phase.state !== 'SKIPPED' && ordered.some((task) => task.phase_id === phase.id && !FINISHED.includes(task.state)));
      return stage ? ordered.filter((task) => task.phase_id === stage.id && startable(task)) : [];
    }
  }
}

export type StateCounts = Record<'total' | Lowercase<StepState | TaskState>, number>;

export function countStates(states: ReadonlyArray<StepState | TaskState>): StateCounts {
  return sumStates(states.map((state) => ({ state, count: 1 })));
}

/** The same from counts per state (as a GROUP BY returns them). */
export function sumStates(groups: ReadonlyArray<{ state: StepState | TaskState; count: number }>): StateCounts {
  const counts: StateCounts = { total: 0, pending: 0, running: 0, completed: 0, failed: 0, resumable: 0, cancelled: 0, rolled_back: 0, paused: 0 };
  for (const { state, count } of groups) {
    counts[state.toLowerCase() as Lowercase<StepState | TaskState>] += count;
    counts.total += count;
  }
  return counts;
}

/** Percentage of work done: completed tasks over tasks that still count (cancelled ones do not). */
export function percentComplete(states: readonly TaskState[]): number {
  const counted = states.filter((state) => state !== 'CANCELLED');
  if (counted.length === 0) return 0;
  return Math.round((counted.filter((state) => state === 'COMPLETED').length / counted.length) * 1000) / 10;
}

export type RoleStats = { role: string; total: number; running: number; completed: number; failed: number };

export function roleDistribution(tasks: readonly Pick<Task, 'role' | 'state'>[]): RoleStats[] {
  const byRole = new Map<string, RoleStats>();
  for (const task of tasks) {
    const stats = byRole.get(task.role) ?? { role: task.role, total: 0, running: 0, completed: 0, failed: 0 };
    stats.total += 1;
    if (task.state === 'RUNNING') stats.running += 1;
    if (task.state === 'COMPLETED') stats.completed += 1;
    if (task.state === 'FAILED') stats.failed += 1;
    byRole.set(task.role, stats);
  }
  return [...byRole.values()].sort((a, b) => a.role.localeCompare(b.role));
}
