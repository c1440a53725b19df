// What a report of work leaves for after its commit: the automatic checkpoints the session's policy may ask for, and
// a session that completes itself once its last task has (autoComplete). A single report runs its own; a batch of
// writes (recordWork) runs those of all its writes, in their order, once it has committed. A replay (its idempotency
// key matched) runs none: they came with the first.
import type { Caller } from '../caller.ts';
import { type AutoCheckpoint, autoCheckpoints } from '../capture/auto-checkpoint.ts';
import { completeWhenDone } from './auto-complete.ts';

export type FollowUp = AutoCheckpoint | { completeWhenDone: true };

/** Runs the follow-ups in order (the checkpoints between two completions read the policy once). */
export async function runFollowUps(caller: Caller, sessionId: string, followUps: readonly FollowUp[], leaseToken: number | null): Promise<void> {
  let checkpoints: AutoCheckpoint[] = [];
  for (const followUp of [...followUps, null]) {
    if (followUp && !('completeWhenDone' in followUp)) {
      checkpoints.push(followUp);
      continue;
    }
    await autoCheckpoints(caller, sessionId, checkpoints, leaseToken);
    checkpoints = [];
    if (followUp) await completeWhenDone(caller, sessionId);
  }
}
