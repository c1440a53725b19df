// When a runner takes a checkpoint on its own (beside the server's policy, CheckpointPolicyInput, which reacts to
// completed steps, tasks and phases): after every few recorded steps, after each step that wrote files, or once
// enough time has passed since the last one. Pure: the run counts, this decides.

export type RunnerCheckpointPolicy = {
  /** After this many steps since the last checkpoint. */
  everySteps?: number;
  /** After each step that wrote files (a WRITE step, or a tool use that names files). */
  afterWrites?: boolean;
  /** After a step, once this many milliseconds have passed since the last checkpoint. */
  everyMs?: number;
  /** Take the code too (default true; false: state-only, for a workspace no agent serves). */
  includeCode?: boolean;
};

export type SinceCheckpoint = { steps: number; writes: number; at: number };

/** Why a checkpoint is due after a step, or null when none is. */
export function checkpointDue(policy: RunnerCheckpointPolicy | undefined, since: SinceCheckpoint, now: number): string | null {
  if (!policy) return null;
  if (policy.afterWrites && since.writes > 0) return 'after files were written';
  if (policy.everySteps && since.steps >= policy.everySteps) return `after ${since.steps} steps`;
  if (policy.everyMs && since.steps > 0 && now - since.at >= policy.everyMs) return `after ${Math.round((now - since.at) / 1000)} s`;
  return null;
}
