// Leaving a snapshot of the workspace in the user's own repository, for a rewind asked to keep the state it leaves
// (and for branches and worktrees made from checkpoints: switch-branch.ts, worktree.ts): as a new branch (its tree
// the snapshot, its parent the user's HEAD commit) or as a stash entry (`git stash apply` gives the state back,
// untracked files included). Only plumbing, and none of the user's programs: the user's HEAD,
// current branch, index file, work tree and other refs are never written, and no hook of theirs runs.
// - Trees are built by a "builder": git on a throwaway object folder (in a temporary folder) that borrows the store's
//   and the user's objects (alternates), with the store's configuration (hooks off), so neither the store nor the
//   user's repository receives a half-made object.
// - The objects the user's repository lacks are then written into it as one pack by pack-objects, straight into its
//   objects/pack (as `git repack` does: a pack is seen only once its index is in place).
// - Commits are made there with commit-tree (no hooks, no signing), then the one ref is created with update-ref:
//   refs/heads/<branch> (only if absent), or refs/stash with its reflog entry (only if it did not move meanwhile).
// This file holds what both share (the scratch folder, trees, objects, commits, refs, the hook check); the branch is
// preserve-branch.ts, the stash entry preserve-stash.ts.
import { lstat, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newBranchRef } from './branch-name.ts';
import { corrupt, GitWorkspaceError } from './git-error.ts';
import { privateTempDir } from './private-temp.ts';
import { GitExit, runGit } from './run-git.ts';
import { type GitOptions, openShadow, userGitDir, validateWorkspace } from './shadow-repo.ts';

export type PreserveMode = 'BRANCH' | 'STASH';

/** Why the state cannot be left in the user's repository; the code layer turns it into a domain error. */
export class PreserveProblem extends Error {
  /** UNAVAILABLE: no repository (or one that cannot take it); BRANCH_TAKEN: the name exists or is not a valid branch name. */
  readonly kind: 'UNAVAILABLE' | 'BRANCH_TAKEN';
  readonly mode: PreserveMode;
  constructor(kind: 'UNAVAILABLE' | 'BRANCH_TAKEN', mode: PreserveMode, why: string, cause?: unknown) {
    super(why, { cause });
    this.kind = kind;
    this.mode = mode;
  }
}

export const OBJECT_ID = /^[0-9a-f]{40}$/;
export const ZERO = '0000000000000000000000000000000000000000';
// Stands in for the machine's global configuration (none is read anyway): hooks off for the default hooks folder.
// A repository whose own config names a hooks folder is checked for the one hook update-ref would run (see createRef).
const USER_CONFIG = '[core]\n\thooksPath = /dev/null\n\tfsmonitor = false\n[gc]\n\tauto = 0\n[maintenance]\n\tauto = false\n';

type Run = { stdin?: string; okExitCodes?: number[]; index?: string };
type Git = (args: string[], run?: Run) => Promise<string>;
export type Scratch = { dir: string; user: UserRepo; builder: Git };
type UserRepo = { mode: PreserveMode; workspace: string; gitDir: string; objects: string; head: string; branch: string | null; git: Git };

function runIn(scratch: string, env: Record<string, string>, fail: (args: string[], error: unknown) => Error): Git {
  return async (args, run = {}) => {
    const { okExitCodes, stdin, index } = run;
    const fullEnv = { ...env, GIT_WORK_TREE: path.join(scratch, 'work'), GIT_INDEX_FILE: index ?? path.join(scratch, 'no-index') };
    try {
      return (await runGit(scratch, fullEnv, [], args, { ...(okExitCodes ? { okExitCodes } : {}), ...(stdin === undefined ? {} : { stdin }) })).stdout;
    } catch (error) {
      throw fail(args, error);
    }
  };
}

const stderrOf = (error: unknown) => (error instanceof GitExit ? error.stderr || `exit code ${error.exitCode}` : (error as Error).message).trim();

/** An alternates list entry: quoted (C style) when the path holds the separator or a quote. */
const alternate = (dir: string) => (/[:"\\\n]/.test(dir) ? JSON.stringify(dir) : dir);

/** The user's repository (with a HEAD commit) and a builder over the store, in a temporary folder removed afterwards. */
export async function withScratch<T>(options: GitOptions, mode: PreserveMode, work: (scratch: Scratch) => Promise<T>): Promise<T> {
  const workspace = await validateWorkspace(options.workspacePath);
  const dirs = await userGitDir(workspace);
  if (!dirs) throw new PreserveProblem('UNAVAILABLE', mode, `the workspace ${workspace} is not a git repository (it has no .git)`);
  const store = await openShadow(options, { workspace: false, create: false });
  if (!store) throw corrupt(workspace, 'it has no snapshot store, so the snapshot to preserve cannot be found');
  const dir = await privateTempDir('preserve');
  try {
    await Promise.all([mkdir(path.join(dir, 'work')), mkdir(path.join(dir, 'objects')), writeFile(path.join(dir, 'gitconfig'), USER_CONFIG)]);
    const objects = path.join(dirs.commonDir, 'objects');
    const userGit = runIn(dir, { GIT_DIR: dirs.gitDir, GIT_CONFIG_GLOBAL: path.join(dir, 'gitconfig') }, (args, error) => {
      // The workspace's own repository refused (permissions, damage): reported as unavailable, like no repository.
      return new PreserveProblem('UNAVAILABLE', mode, `git ${args[0]} failed in its repository ${dirs.gitDir} (${stderrOf(error)})`, error);
    });
    const builder = runIn(
      dir,
      {
        GIT_DIR: store.store,
        GIT_OBJECT_DIRECTORY: path.join(dir, 'objects'),
        GIT_ALTERNATE_OBJECT_DIRECTORIES: [path.join(store.store, 'objects'), objects].map(alternate).join(':'),
      },
      (args, error) => corrupt(store.store, `git ${args[0]} failed while preserving a snapshot: ${stderrOf(error)}`, error),
    );
    const format = (await userGit(['rev-parse', '--show-object-format']).catch(() => '')).trim();
    if (format !== 'sha1')
      throw new PreserveProblem('UNAVAILABLE', mode, `its repository ${dirs.gitDir} cannot be read or does not use SHA-1 ids as snapshots do`);
    const head = (await userGit(['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'], { okExitCodes: [1, 128] })).trim();
    if (!OBJECT_ID.test(head))
      throw new PreserveProblem('UNAVAILABLE', mode, `its repository has no commit yet (HEAD is unborn), so there is nothing to base it on`);
    const branch = (await userGit(['symbolic-ref', '--quiet', '--short', 'HEAD'], { okExitCodes: [1, 128] })).trim() || null;
    const user: UserRepo = { mode, workspace, gitDir: dirs.gitDir, objects, head, branch, git: userGit };
    await refuseHooks(user, dir);
    return await work({ dir, user, builder });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export type Entry = { mode: string; type: string; id: string; path: string };

/** Every entry of a tree, recursively (trees included with -t). */
export async function listTree(builder: Git, tree: string, trees: boolean): Promise<Entry[]> {
  const listed = await builder(['ls-tree', '-r', ...(trees ? ['-t'] : []), '-z', '--full-tree', tree]);
  const entries: Entry[] = [];
  for (const record of listed.split('\0')) {
    const match = /^(\d+) (\w+) ([0-9a-f]+)\t([\s\S]+)$/.exec(record);
    if (match) entries.push({ mode: match[1]!, type: match[2]!, id: match[3]!, path: match[4]! });
  }
  return entries;
}

/** The snapshot commit's tree, from the store. */
export async function snapshotTree(builder: Git, store: string, commit: string): Promise<string> {
  if (!OBJECT_ID.test(commit)) throw new GitWorkspaceError('INVALID_ARGUMENT', `"${commit}" is not a commit id; pass the full commit id a snapshot returned.`);
  const tree = (await builder(['rev-parse', '--verify', '--quiet', `${commit}^{tree}`], { okExitCodes: [1] })).trim();
  if (!OBJECT_ID.test(tree)) throw corrupt(store, `snapshot ${commit} is not in it (it was deleted or replaced)`);
  return tree;
}

/** Writes into the user's repository, as one pack, the objects of `trees` it lacks. */
export async function copyObjects({ user, builder }: Scratch, trees: string[]): Promise<void> {
  const wanted = new Set(trees);
  for (const tree of trees) for (const e of await listTree(builder, tree, true)) if (e.type !== 'commit') wanted.add(e.id); // gitlinks name no object of ours
  const checked = await user.git(['cat-file', '--batch-check=%(objectname)'], { stdin: `${[...wanted].join('\n')}\n` });
  const missing = checked
    .split('\n')
    .filter((line) => line.endsWith(' missing'))
    .map((line) => line.slice(0, -' missing'.length));
  if (missing.length === 0) return;
  const pack = path.join(user.objects, 'pack');
  if (!(await lstat(pack).catch(() => null))?.isDirectory())
    throw new PreserveProblem('UNAVAILABLE', user.mode, `its object folder ${pack} is not a real folder (Savepoint never writes through a link)`);
  await builder(['pack-objects', '--quiet', path.join(pack, 'pack')], { stdin: `${missing.join('\n')}\n` }).catch((error: unknown) => {
    throw new PreserveProblem('UNAVAILABLE', user.mode, `the snapshot's files could not be written into ${pack} (${(error as Error).message})`, error);
  });
  for (const tree of trees) await user.git(['cat-file', '-e', `${tree}^{tree}`]); // readable in the user's repository now
}

export async function commitTree(user: UserRepo, tree: string, parents: string[], message: string): Promise<string> {
  const args = ['commit-tree', '--no-gpg-sign', tree, ...parents.flatMap((p) => ['-p', p])];
  return (await user.git(args, { stdin: message })).trim();
}

/** Creates or moves one ref of the user's repository, from `old` (ZERO: it must not exist) to `value`. */
export async function createRef({ user }: Scratch, ref: string, value: string, old: string, message: string, reflog: boolean): Promise<void> {
  await user.git(['update-ref', ...(reflog ? ['--create-reflog'] : []), '-m', message, ref, value, old]);
}

/**
 * The default hooks folder is off (USER_CONFIG); a hooks folder the repository's own config names could still hold
 * the reference-transaction hook update-ref runs: Savepoint does not run the workspace's programs, so it refuses
 * (before writing anything). A relative one is relative to where git runs: our empty scratch folder, never the workspace.
 */
async function refuseHooks(user: UserRepo, scratch: string): Promise<void> {
  const hook = (await user.git(['rev-parse', '--git-path', 'hooks/reference-transaction'])).trim();
  const places = [path.resolve(scratch, hook), path.resolve(scratch, 'work', hook)];
  const found = await Promise.all(
    places.map((place) =>
      lstat(place).then(
        () => true,
        () => false,
      ),
    ),
  );
  if (!hook.startsWith('/dev/null/') && found.includes(true)) {
    throw new PreserveProblem('UNAVAILABLE', user.mode, `its hooks folder has a reference-transaction hook (${hook}), which Savepoint does not run`);
  }
}

/** One line, no control characters: for reflog and commit subjects (it is the caller's text). */
export function oneLine(text: string): string {
  return text.replace(/[\p{Cc}\s]+/gu, ' ').trim() || 'savepoint';
}

/** Refuses, with nothing written, a name that is not a plain new branch (branch-name.ts). */
export async function checkBranchName(user: UserRepo, name: string): Promise<string> {
  const ref = await newBranchRef(user.git, name);
  if (!ref) throw new PreserveProblem('BRANCH_TAKEN', 'BRANCH', name);
  return ref;
}

/** What preserveBranch or preserveStash would refuse, refused with nothing written: a dry run answers as the call would. */
export const checkPreservable = (options: GitOptions, mode: PreserveMode, name: string | null) =>
  withScratch(options, mode, async ({ user }) => {
    if (mode === 'BRANCH') await checkBranchName(user, name ?? '');
  });
