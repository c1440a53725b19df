// Switching the user's repository to a branch Savepoint just made from a snapshot (preserve.ts: its parent is the
// user's HEAD commit), and back when a later stage fails. Only a clean working tree is switched: nothing staged,
// nothing changed, no untracked file that is not ignored, so no change of the user's is lost or carried onto the
// branch. The check is made again right before switching, and `git switch` itself refuses whatever appears between
// the two: it never overwrites a local change or an untracked file, and, with --no-overwrite-ignore, not an ignored
// one either. Runs no program of the user's (user-repo.ts).

import { GitExit } from './run-git.ts';
import type { GitOptions } from './shadow-repo.ts';
import { headOf, openUserRepo, stderrOf, type UserRepo, workingTreeChanges } from './user-repo.ts';

/** The working tree has changes, or the repository moved meanwhile: nothing was switched. */
export class WorkingTreeChanges extends Error {
  /** The changed paths, relative to the workspace (none when what moved was HEAD). */
  readonly paths: string[];
  /** What is not clean, a sentence's middle: "has changes", "moved to another commit while ...". */
  readonly why: string;
  constructor(paths: string[], why: string) {
    super(`the working tree ${why}${paths.length ? `: ${paths.slice(0, 20).join(', ')}` : ''}`);
    this.paths = paths;
    this.why = why;
  }
}

/** Where the repository was before a switch: the branch HEAD was on (a full ref; null: detached) and its commit. */
export type SwitchedFrom = { branch: string | null; head: string };

const HEADS = 'refs/heads/';

async function assertClean(user: UserRepo): Promise<void> {
  const paths = await workingTreeChanges(user);
  if (paths.length) throw new WorkingTreeChanges(paths, 'has changes');
}

/** Refuses (WorkingTreeChanges) a working tree with changes; PreserveProblem UNAVAILABLE when it is no repository. */
export async function checkWorkingTreeClean(options: GitOptions): Promise<void> {
  await assertClean(await openUserRepo(options));
}

/**
 * Switches the user's repository to `made` (a branch whose parent is the commit HEAD is at), when the working tree
 * is clean and HEAD has not moved since the branch was made; otherwise WorkingTreeChanges and nothing switched.
 */
export async function switchToBranch(options: GitOptions, made: { ref: string; commit: string }): Promise<SwitchedFrom> {
  const user = await openUserRepo(options);
  const { head, branch } = await headOf(user);
  const parent = (await user.git(['rev-parse', '--verify', '--quiet', `${made.commit}^1`], { okExitCodes: [1] })).trim();
  if (!head || head !== parent) throw new WorkingTreeChanges([], 'moved to another commit while the branch was being made');
  await assertClean(user);
  await runSwitch(user, made.ref.slice(HEADS.length), false);
  return { branch, head };
}

/**
 * Takes a switch back (a later stage failed): the repository back on the branch (or detached commit) it was on, when
 * HEAD is still on `made` and the working tree is clean. True when HEAD is no longer on `made` (the branch may go);
 * false when it was left there (the caller then keeps the branch, which HEAD still names).
 */
export async function switchBack(options: GitOptions, made: { ref: string }, from: SwitchedFrom): Promise<boolean> {
  const user = await openUserRepo(options);
  const now = await headOf(user);
  if (now.branch !== made.ref) return true; // switched away meanwhile: the branch may go
  if ((await workingTreeChanges(user)).length) return false;
  try {
    if (from.branch?.startsWith(HEADS)) await runSwitch(user, from.branch.slice(HEADS.length), false);
    else await runSwitch(user, from.head, true);
    return true;
  } catch (error) {
    if (error instanceof WorkingTreeChanges) return false;
    throw error;
  }
}

/** `git switch`, which checks every file it would write before writing any; its refusal as WorkingTreeChanges. */
async function runSwitch(user: UserRepo, target: string, detach: boolean): Promise<void> {
  const args = ['switch', '--quiet', '--no-guess', '--no-overwrite-ignore', ...(detach ? ['--detach'] : []), '--', target];
  try {
    await user.git(args, { raw: true });
  } catch (error) {
    if (!(error instanceof GitExit)) throw error;
    // Files in the way that appeared since the check, a lock another git command holds: nothing was switched.
    const named = [...error.stderr.matchAll(/^\t(.+)$/gm)].map((match) => match[1]!); // the files git says are in the way
    const paths = [...new Set([...(await workingTreeChanges(user).catch(() => [])), ...named])];
    throw new WorkingTreeChanges(paths, `could not be switched (git switch: ${stderrOf(error).split('\n')[0]})`);
  }
}
