// Plan rules, pure: validating a submitted plan (task keys, dependencies, cycles) and the files its steps declare.
import type { StepWrite } from '../db/tables/plans.ts';
import { ValidationError } from '../errors/domain.ts';
import { InvalidPlanError, PlanProblem } from '../errors/plan.ts';

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
export function declaredWrites<S extends { writes?: ReadonlyArray<StepWrite> | null }>(
  phases: ReadonlyArray<{ tasks: ReadonlyArray<{ steps?: readonly S[] | null }> }>,
): Map<S, StepWrite[]> {
  const result = new Map<S, StepWrite[]>();
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
