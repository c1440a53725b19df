// Progress of a session's plan, pure: counts per state, percent complete, role distribution, and when it will be done,
// estimated from how its completed steps went. The estimate is throughput, not an average step length times what is
// left: completed steps over the time they spanned (first start to last completion) already counts the parallel work
// of the session's strategy and the waits between steps.
import type { StepState, Task, TaskState } from '../db/tables/plans.ts';

export type StepGroup = { state: StepState; count: number; first_started_at: Date | null; last_completed_at: Date | null };

export type CompletionEstimate = {
  /** Completed steps the estimate is based on. */
  basedOnSteps: number;
  /** Steps not finished yet (neither COMPLETED nor CANCELLED). */
  remainingSteps: number;
  /** The span the completed steps took over their count, in seconds. */
  secondsPerStep: number;
  remainingSeconds: number;
  estimatedCompletionAt: Date;
};

/** Null while no step has completed (nothing to go by) or when nothing remains. */
export function estimateCompletion(groups: readonly StepGroup[], now: Date): CompletionEstimate | null {
  const done = groups.find((group) => group.state === 'COMPLETED');
  const remainingSteps = groups.filter((group) => group.state !== 'COMPLETED' && group.state !== 'CANCELLED').reduce((sum, group) => sum + group.count, 0);
  if (!done || done.count === 0 || !done.first_started_at || !done.last_completed_at || remainingSteps === 0) return null;
  const spanSeconds = Math.max((new Date(done.last_completed_at).getTime() - new Date(done.first_started_at).getTime()) / 1_000, 0.001);
  const secondsPerStep = spanSeconds / done.count;
  const remainingSeconds = secondsPerStep * remainingSteps;
  return {
    basedOnSteps: done.count,
    remainingSteps,
    secondsPerStep,
    remainingSeconds,
    estimatedCompletionAt: new Date(now.getTime() + remainingSeconds * 1_000),
  };
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
