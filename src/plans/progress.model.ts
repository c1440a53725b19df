// When a session's plan will be done, estimated from how its completed steps went, pure. The estimate is throughput,
// not an average step length times what is left: completed steps over the time they spanned (first start to last
// completion) already counts the parallel work of the session's strategy and the waits between steps.
import type { StepState } from '../db/tables/plans.ts';

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
