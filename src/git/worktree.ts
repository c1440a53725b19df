// A worktree of the user's repository holding a snapshot, so work forked from a checkpoint can run beside the
// original without both writing one folder: a new branch at the snapshot (preserve.ts: its tree the snapshot, its
// parent the user's HEAD commit), checked out by `git worktree add` into a folder of its own. The user's own checkout
// (HEAD, index, files) is not touched, and no program of theirs runs (user-repo.ts). The caller resolves and confines
// the folder; here it must not exist, or be an empty folder. The folder is made, filled and taken back without
// following a symbolic link (pinned-folder.ts): `git worktree add --no-checkout .` runs in the folder made and pinned,
// and the snapshot's files, checked out privately, are moved in.
import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import { checkoutPrivately } from './export-snapshot.ts';
import { FolderMoved, FolderTaken, makeFolderPinned, removeFolderPinned, type WithGitDir } from './pinned-folder.ts';
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

/**
 * What addWorktree made: the branch (full ref, commit), the worktree's folder (`existed`: it was an empty folder) and
 * git's record of it in the repository (`gitDir`: <repository>/worktrees/<id>).
 */
export type MadeWorktree = { branch: { ref: string; commit: string }; path: string; existed: boolean; gitDir: string | null };

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
  const entries = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    throw new WorktreePathTaken(folder, `cannot be read (${error.code}: it changed while being checked)`);
  });
  if (entries.length > 0) throw new WorktreePathTaken(folder, 'exists and is not empty');
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
  await checkFolder(folder); // refused early by path; made for good below, pinned
  const user = await openUserRepo(options);
  const branch = await preserveBranch(options, request.commit, request.branchName, request.subject ?? `snapshot ${request.commit} in a worktree`);
  let files: Awaited<ReturnType<typeof checkoutPrivately>> | null = null;
  try {
    // The snapshot's files (the branch's tree) checked out privately, then moved into the folder made and pinned, in
    // which `git worktree add --no-checkout .` wrote only its .git file; `read-tree` then records them in its index.
    files = await checkoutPrivately(options, request.commit);
    const add = user.call([...AS_STORED, 'worktree', 'add', '--quiet', '--no-checkout', '--', '.', branch.ref.slice('refs/heads/'.length)]);
    const made = await makeFolderPinned(folder, { git: [add], fill: files.tree, after: [user.call(['read-tree', 'HEAD'])] });
    return { branch, path: folder, existed: !made.created, gitDir: made.gitDir };
  } catch (error) {
    // The folder is taken back by the maker (an empty folder that was there is left, empty); git's record and the
    // branch go here.
    const record = (error as WithGitDir).gitDir;
    if (record) await removeFolderPinned(record, { parentIfEmpty: true }).catch(() => {});
    await takeBackBranch(options, branch).catch(() => {});
    if (error instanceof FolderTaken || error instanceof FolderMoved) throw new WorktreePathTaken(folder, error.message.slice(folder.length + 1));
    if (error instanceof GitExit && /already exists/.test(error.stderr)) throw new WorktreePathTaken(folder, 'was filled meanwhile (another fork?)');
    if (error instanceof GitExit) throw new PreserveProblem('UNAVAILABLE', 'BRANCH', `git worktree add failed (${stderrOf(error)})`, error);
    throw error;
  } finally {
    await files?.dispose();
  }
}

/**
 * Takes back what addWorktree made (a later stage failed): the worktree's folder, with whatever was written in it
 * since (a folder that existed, empty, is left empty), and git's record of it, both removed pinned, never through a
 * link; then the branch, only while it is still at the commit made. No `git worktree remove` (it removes by path, and
 * a folder above flipped to a link would take it elsewhere), nor `worktree prune` (it would forget the user's other
 * worktrees whose folders are away, on an unmounted disk).
 */
export async function removeWorktree(options: GitOptions, made: MadeWorktree): Promise<void> {
  await removeFolderPinned(made.path, { keep: made.existed });
  if (made.gitDir) await removeFolderPinned(made.gitDir, { parentIfEmpty: true }); // as git does: `worktrees` goes when empty
  await takeBackBranch(options, made.branch);
}

/** The branch, while it is still at the commit made (nobody moved it since). */
async function takeBackBranch(options: GitOptions, branch: MadeWorktree['branch']): Promise<void> {
  const user = await openUserRepo(options);
  const now = (await user.git(['rev-parse', '--verify', '--quiet', branch.ref], { okExitCodes: [1] })).trim();
  if (now === branch.commit) await unpreserveBranch(options, branch.ref, branch.commit);
}
