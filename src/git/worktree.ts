// A worktree of the user's repository holding a snapshot, so work forked from a checkpoint can run beside the
// original without both writing one folder: a new branch at the snapshot (preserve.ts: its tree the snapshot, its
// parent the user's HEAD commit), checked out by `git worktree add` into a folder of its own. The user's own checkout
// (HEAD, index, files) is not touched, and no program of theirs runs (user-repo.ts). The caller resolves and confines
// the folder; here it must not exist, or be an empty folder.
import { lstat, mkdir, readdir, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { PreserveProblem } from './preserve.ts';
import { preserveBranch, unpreserveBranch } from './preserve-branch.ts';
import { GitExit } from './run-git.ts';
import { type GitOptions, withShadowLock } from './shadow-repo.ts';
import { openUserRepo, stderrOf } from './user-repo.ts';

// The files written as the snapshot holds them, as a snapshot's export writes them (export-snapshot.ts): the user's
// line-ending conversion (core.autocrlf, core.eol) would otherwise rewrite every text file of the new worktree.
const AS_STORED = ['-c', 'core.autocrlf=false', '-c', 'core.eol=native'];

/** The folder asked for exists and is not an empty folder: nothing was made. */
export class WorktreePathTaken extends Error {
  readonly path: string;
  constructor(folder: string, what: string) {
    super(`${folder} ${what}`);
    this.path = folder;
  }
}

/** What addWorktree made: the branch (full ref, commit) and the worktree's folder; `existed`: it was an empty folder. */
export type MadeWorktree = { branch: { ref: string; commit: string }; path: string; existed: boolean };

export type WorktreeRequest = { commit: string; branchName: string; path: string; subject?: string };

/** Whether the folder exists (then empty); refused when it is anything else. */
async function checkFolder(folder: string): Promise<boolean> {
  if (!path.isAbsolute(folder)) throw new WorktreePathTaken(folder, 'is not an absolute path');
  const info = await lstat(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw new WorktreePathTaken(folder, `cannot be read (${error.code})`);
  });
  if (!info) return false;
  if (!info.isDirectory()) throw new WorktreePathTaken(folder, 'exists and is not a folder');
  if ((await readdir(folder)).length > 0) throw new WorktreePathTaken(folder, 'exists and is not empty');
  return true;
}

/**
 * A new branch `branchName` at the snapshot `commit`, checked out in a new worktree at `path`. Refused with nothing
 * made: a folder in the way (WorktreePathTaken), a taken name or no repository (PreserveProblem).
 */
export async function addWorktree(options: GitOptions, request: WorktreeRequest): Promise<MadeWorktree> {
  const folder = path.normalize(request.path);
  // git's own check (the folder absent or empty) and its writing into it are not one step: a second `worktree add`
  // to the same path could pass its check, then write into, and on failing remove, the first one's worktree. So one
  // new folder is made at a time per path (export-snapshot.ts too), and the check is made under that lock.
  return withShadowLock(folder, () => addWorktreeAt(options, request, folder));
}

async function addWorktreeAt(options: GitOptions, request: WorktreeRequest, folder: string): Promise<MadeWorktree> {
  const existed = await checkFolder(folder);
  const user = await openUserRepo(options);
  const branch = await preserveBranch(options, request.commit, request.branchName, request.subject ?? `snapshot ${request.commit} in a worktree`);
  const made: MadeWorktree = { branch, path: folder, existed };
  try {
    await user.git([...AS_STORED, 'worktree', 'add', '--quiet', '--', folder, branch.ref.slice('refs/heads/'.length)], { raw: true });
  } catch (error) {
    // git removes what it made of a worktree it failed to add; a folder it refused (another fork's, made meanwhile)
    // is not ours to remove: only the branch, and the empty folder as it was, are taken back.
    await takeBack(options, made, false).catch(() => {});
    if (error instanceof GitExit && /already exists/.test(error.stderr)) throw new WorktreePathTaken(folder, 'was filled meanwhile (another fork?)');
    if (error instanceof GitExit) throw new PreserveProblem('UNAVAILABLE', 'BRANCH', `git worktree add failed (${stderrOf(error)})`, error);
    throw error;
  }
  return made;
}

/**
 * Takes back what addWorktree made (a later stage failed): the worktree (its folder, with whatever was written in it
 * since, and git's record of it), then the branch, only while it is still at the commit made. A folder that existed
 * (empty) is left, empty.
 */
export async function removeWorktree(options: GitOptions, made: MadeWorktree): Promise<void> {
  const user = await openUserRepo(options);
  await user.git(['worktree', 'remove', '--force', '--', made.path], { raw: true }).catch((error: unknown) => {
    // Gone already (its folder deleted, git's record pruned): the rest is taken back below all the same.
    if (!(error instanceof GitExit && /is not a working tree/.test(error.stderr))) throw error;
  });
  await takeBack(options, made, true);
}

/**
 * The folder (as made: removed whole when it is the worktree's, `ours`, else only while empty), then the branch while
 * still at its commit. git's record of the worktree went with `worktree remove`, or with git's own clean-up of a
 * failed `worktree add`; no `worktree prune`: it would forget the user's other worktrees whose folders are away (an
 * unmounted disk) as well.
 */
async function takeBack(options: GitOptions, made: MadeWorktree, ours: boolean): Promise<void> {
  const user = await openUserRepo(options);
  if (ours) await rm(made.path, { recursive: true, force: true });
  else if (!made.existed) await rmdir(made.path).catch(() => {}); // not there, or not empty: not ours
  if (made.existed) {
    await mkdir(made.path).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
  const now = (await user.git(['rev-parse', '--verify', '--quiet', made.branch.ref], { okExitCodes: [1] })).trim();
  if (now === made.branch.commit) await unpreserveBranch(options, made.branch.ref, made.branch.commit);
}
