// The idempotency keys of a run's writes, derived, never random: the same write made again (its answer lost, sent
// again from the journal, or made again by a runner re-running its work after a crash) carries the same key, so the
// server applies it once. A step's (and a task's) reports carry its attempt: starting it again after a failure or a
// resume is a new write, never answered from the old one. Keys begin with the run's key, so they never meet another
// run's (the server keeps keys per owner), and stay within the server's 200 characters.
import { createHash } from 'node:crypto';

const LIMIT = 190;

/** The key, shortened (its tail hashed) when it would pass the server's limit. */
function bounded(key: string): string {
  if (key.length <= LIMIT) return key;
  return `${key.slice(0, LIMIT - 42)}~${createHash('sha256').update(key).digest('hex').slice(0, 40)}`;
}

export const runKeys = {
  /** The run's session: one per run, so a run that lost its state finds its session again. */
  session: (run: string) => `${run}/session`,
  /** The n-th start, pause, completion or failure of the session. */
  transition: (run: string, op: string, n: number) => `${run}/${op}/${n}`,
  /** A task's report, per attempt (`attempt`: the one it starts, or is in). */
  task: (run: string, task: string, attempt: number, action: 'start' | 'complete' | 'fail') => bounded(`${run}/task/${task}/a${attempt}/${action}`),
  /** A step's report, per attempt. */
  step: (run: string, step: string, attempt: number, action: 'start' | 'complete' | 'fail') => bounded(`${run}/step/${step}/a${attempt}/${action}`),
  /** Tasks or steps the run adds to the plan, by the key of the first one added. */
  added: (run: string, what: 'tasks' | 'steps', first: string) => bounded(`${run}/add-${what}/${first}`),
  /** A message, event, checkpoint or compaction: by the runner's own key for it, else the run's count of its kind. */
  own: (run: string, kind: string, key: string | number) => bounded(`${run}/${kind}/${key}`),
};
