// Checkpoints of a workspace's code: snapshots into, diffs between, and restores from commits (the agent's: root
// trees) of the workspace's snapshot store (at a folder the caller gives, or kept with the workspace: see
// snapshot-store.ts), staged through an index of its own (stage.ts, shadow-repo.ts). The user's own repository (HEAD,
// branches, index, stash, refs, objects, files) is never written; it is only read, to find its info/exclude and the
// files it tracks although they are ignored.

import path from 'node:path';
import { requireConfined } from './confine.ts';
import { attachHunks, type FileChange, type FileDiff, parseDiffOutput } from './diff-parse.ts';
import { corrupt, GitWorkspaceError } from './git-error.ts';
import { type PinnedOp, restorePinned } from './pinned-restore.ts';
import { noteWritten, packIfNeeded } from './shadow-housekeeping.ts';
import { type GitOptions, openShadow, type ShadowRepo, withShadowLock } from './shadow-repo.ts';
import { ROOT_STORE, STORE_NAME } from './snapshot-store.ts';
import { type NestedRepositories, type SkippedFile, stage } from './stage.ts';

export type { FileAction, FileChange, FileDiff, Hunk } from './diff-parse.ts';
export type { GitWorkspaceErrorCode } from './git-error.ts';
export { GitWorkspaceError } from './git-error.ts';
export type { GitOptions, ShadowCaches } from './shadow-repo.ts';
export { createShadowCaches } from './shadow-repo.ts';

export type { SkippedFile } from './stage.ts';
export type Snapshot = { commit: string; skipped: SkippedFile[] };
/** A snapshot as its root tree alone, and what it left out: files over the size limit, nested repositories. */
export type TreeSnapshot = { tree: string; skipped: SkippedFile[]; nested: string[] };

const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';
const COMMIT_ID = /^[0-9a-f]{7,64}$/i;

function checkCommitId(commit: string): void {
  if (!COMMIT_ID.test(commit)) throw new GitWorkspaceError('INVALID_ARGUMENT', `"${commit}" is not a commit id; pass the commit a snapshot returned.`);
}

function checkRef(ref: string): void {
  const parts = ref.split('/');
  const valid =
    parts.length >= 3 &&
    parts[0] === 'refs' &&
    parts.every((part) => /^[A-Za-z0-9._-]+$/.test(part) && !part.startsWith('.') && !part.endsWith('.lock')) &&
    !ref.includes('..') &&
    !ref.endsWith('.');
  if (!valid) {
    throw new GitWorkspaceError('INVALID_ARGUMENT', `"${ref}" is not a usable ref name; use refs/<namespace>/<name> with letters, digits, ".", "_" and "-".`);
  }
}

/** Nested repositories: gitlinks in a store kept with the workspace (as ever), left out of a given (the agent's) one. */
const nestedOf = (options: GitOptions): NestedRepositories => (options.storeDir === undefined ? 'gitlink' : 'skip');

/** `where`: the store, or (when there is none) the workspace whose store it would be. */
function notInShadow(where: string, commit: string): GitWorkspaceError {
  return new GitWorkspaceError(
    'REPOSITORY_CORRUPT',
    `Snapshot ${commit} is not in the shadow repository ${where} (it was deleted or replaced); that checkpoint can no longer be restored or diffed. ` +
      'A checkpoint taken by a Savepoint version that kept snapshots in its data folder arrives here when that server next opens this workspace.',
  );
}

function noStore(options: GitOptions): string {
  if (options.storeDir !== undefined) return `${path.resolve(options.storeDir)} (it does not exist: no snapshot was taken or fetched into it yet)`;
  return `of the workspace ${path.resolve(options.workspacePath)} (it has none: no ${ROOT_STORE} folder, nor .git/${STORE_NAME})`;
}

async function objectExists(repo: ShadowRepo, spec: string): Promise<boolean> {
  const result = await repo.git(['rev-parse', '--verify', '--quiet', spec], { okExitCodes: [1] });
  return result.exitCode === 0;
}

async function commitExists(repo: ShadowRepo, commit: string): Promise<boolean> {
  return objectExists(repo, `${commit}^{commit}`);
}

async function requireCommits(repo: ShadowRepo | null, options: GitOptions, commits: string[]): Promise<ShadowRepo> {
  for (const commit of commits) if (!repo || !(await commitExists(repo, commit))) throw notInShadow(repo?.store ?? noStore(options), commit);
  return repo!;
}

/** The same for snapshots to read or restore: a commit, or a tree (the agent's snapshots are root trees, no commit). */
async function requireSnapshots(repo: ShadowRepo | null, options: GitOptions, ids: string[]): Promise<ShadowRepo> {
  for (const id of ids) if (!repo || !(await objectExists(repo, `${id}^{tree}`))) throw notInShadow(repo?.store ?? noStore(options), id);
  return repo!;
}

/** Snapshots the whole working tree (tracked and untracked, .gitignore honoured, large files skipped) into a commit whose parent is `parent` (null for the first), pointed to by `ref`. The user's repo is untouched. */
export async function snapshotWorkspace(options: GitOptions, input: { ref: string; parent: string | null; message: string }): Promise<Snapshot> {
  checkRef(input.ref);
  if (input.parent !== null) checkCommitId(input.parent);
  return withShadowLock(options.shadowDir, async () => {
    const repo = (await openShadow(options, { workspace: true, create: true }))!;
    const { skipped, written } = await stage(repo, options.maxFileBytes, nestedOf(options));
    const tree = (await repo.git(['write-tree'])).stdout.trim();
    // write-tree trusts the index's cached subtrees, so lost objects would otherwise go unnoticed until a restore.
    if (!(await objectExists(repo, `${tree}^{tree}`))) throw corrupt(repo.store, `the tree ${tree} of this snapshot is missing from its object store`);
    const parents = input.parent === null ? [] : ['-p', input.parent];
    // The message goes through stdin, so no text of the caller's ever becomes a git argument.
    const commit = await repo.git(['commit-tree', tree, ...parents], { stdin: input.message }).then(
      (result) => result.stdout.trim(),
      async (error: unknown) => {
        if (input.parent !== null) await requireCommits(repo, options, [input.parent]); // a clearer error when missing
        throw error;
      },
    );
    await repo.git(['update-ref', input.ref, commit]);
    noteWritten(repo, written, commit);
    await packIfNeeded(repo);
    return { commit, skipped };
  });
}

/**
 * Snapshots the whole working tree as snapshotWorkspace does, into a root tree alone: no commit, no ref (the agent's
 * snapshots; the server names the tree in its checkpoint). Nested repositories are left out and listed, so every
 * object the tree names is in the store. The user's repository is untouched.
 */
export async function snapshotTree(options: GitOptions): Promise<TreeSnapshot> {
  return withShadowLock(options.shadowDir, async () => {
    const repo = (await openShadow(options, { workspace: true, create: true }))!;
    const { skipped, nested, written } = await stage(repo, options.maxFileBytes, nestedOf(options));
    // Unlike snapshotWorkspace, no check that the tree is in the store (one process less): its upload lists it
    // (rev-list), so a tree lost behind the index's cached subtrees is reported there, before any checkpoint names it.
    const tree = (await repo.git(['write-tree'])).stdout.trim();
    noteWritten(repo, written, tree); // packed by tidyStore, off the checkpoint's path
    return { tree, skipped, nested };
  });
}

/**
 * Packs the store's loose objects once enough have piled up (shadow-housekeeping.ts): the agent runs it after a
 * snapshot's checkpoint is committed, so a checkpoint never waits for it.
 */
export async function tidyStore(options: GitOptions): Promise<void> {
  await withShadowLock(options.shadowDir, async () => {
    const repo = await openShadow(options, { workspace: false, create: false });
    if (repo) await packIfNeeded(repo);
  });
}

async function diffTree(options: GitOptions, from: string | null, to: string, patch: boolean): Promise<FileDiff[]> {
  if (from !== null) checkCommitId(from);
  checkCommitId(to);
  const repo = await openShadow(options, { workspace: false, create: false });
  if (!repo) throw notInShadow(noStore(options), to);
  const args = ['diff-tree', '-r', '-M', '-z', '--raw', '--numstat', '--no-ext-diff', '--no-textconv', '--no-color'];
  if (patch) args.push('-p', '-U3');
  let output: string;
  try {
    output = (await repo.git([...args, from ?? EMPTY_TREE, to])).stdout;
  } catch (error) {
    await requireSnapshots(repo, options, from === null ? [to] : [from, to]); // a clearer error when one is missing
    throw error;
  }
  const { changes, typeChanged, patch: text } = parseDiffOutput(output);
  return patch ? attachHunks(changes, typeChanged, text) : changes.map((change) => ({ ...change, hunks: [] }));
}

/** Changed files between two snapshot commits (from = null: against the empty tree), with rename detection. */
export async function changedFiles(options: GitOptions, from: string | null, to: string): Promise<FileChange[]> {
  return (await diffTree(options, from, to, false)).map(({ hunks: _hunks, ...change }) => change);
}

/** The same with hunks (unified diff, 3 lines of context). Binary files have no hunks. */
export async function diffFiles(options: GitOptions, from: string | null, to: string): Promise<FileDiff[]> {
  return diffTree(options, from, to, true);
}

/**
 * Restores the working tree to a snapshot: files in it are written, files not in it (and not ignored) are removed;
 * ignored and skipped-large files are left alone. The shadow index is updated to match. Never touches the user's .git.
 * `staged`: the tree a snapshot just wrote from this index (the undo point taken right before); while the index still
 * holds it, it is not staged again (a stat of every file saved), and a file made since that snapshot, not in the
 * index, is left where it is rather than removed without an undo point.
 */
export async function restoreWorkspace(options: GitOptions, commit: string, { staged }: { staged?: string } = {}): Promise<void> {
  checkCommitId(commit);
  await withShadowLock(options.shadowDir, async () => {
    const opened = await openShadow(options, { workspace: true, create: false });
    const repo = await requireSnapshots(opened, options, [commit]);
    // Stage first so the index lists exactly the files to keep or remove; then one-way "merge" the index and the
    // working tree to the commit. Ignored and large files are not in the index, so git leaves them alone.
    const fresh = staged !== undefined && (await repo.git(['write-tree'])).stdout.trim() === staged;
    const { written } = fresh ? { written: 0 } : await stage(repo, options.maxFileBytes, nestedOf(options));
    await repo.git(['read-tree', '--reset', '-u', commit]);
    noteWritten(repo, written, null);
  });
}

/**
 * Runs `read` on the shadow repository with its index brought up to date with the working tree (only changed files
 * hashed; large ones left out, listed in `skipped`), after checking that `commit` is there. No commit is made.
 */
export async function withStagedIndex<T>(
  options: GitOptions,
  commit: string,
  read: (repo: ShadowRepo, skipped: ReadonlySet<string>) => Promise<T>,
): Promise<T> {
  checkCommitId(commit);
  return withShadowLock(options.shadowDir, async () => {
    const opened = await openShadow(options, { workspace: true, create: false });
    const repo = await requireSnapshots(opened, options, [commit]);
    const { skipped, written } = await stage(repo, options.maxFileBytes, nestedOf(options));
    noteWritten(repo, written, null);
    return read(repo, new Set(skipped.map((file) => file.path)));
  });
}

/** True when the commit exists in the shadow repository. */
export async function hasCommit(options: GitOptions, commit: string): Promise<boolean> {
  if (!COMMIT_ID.test(commit)) return false;
  const repo = await openShadow(options, { workspace: false, create: false });
  return repo !== null && (await commitExists(repo, commit));
}

/**
 * Refuses, before anything is changed, a restore of `paths` that could reach outside the workspace: a path that is
 * not a plain relative one (PATH_OUTSIDE_WORKSPACE), or one with a symlink among its existing folders (SYMLINK_IN_PATH).
 */
export async function checkRestorable(options: GitOptions, paths: readonly string[]): Promise<void> {
  for (const file of paths) await requireConfined(options.workspacePath, file);
}

export type RestoreFilesOptions = {
  /** Skip (and report) paths refused as unsafe instead of failing: an undo puts back what it can. */
  skipUnsafe?: boolean;
};

/**
 * Restores only `paths` (relative to the workspace) to their content in `commit`; a path the commit does not have is
 * deleted, unless it is a file over the size limit (snapshots leave those out, so its absence proves nothing: it is
 * kept). Everything else in the working tree is left as it is (resume rolls back one interrupted step's files).
 * Confined to the workspace: every path is checked before any is touched, then changed by pinned-restore.ts, which
 * never goes through a symlink (a symlink is put back, replaced or removed as a link). Returns the paths skipped.
 */
export async function restoreFiles(
  options: GitOptions,
  commit: string,
  paths: readonly string[],
  { skipUnsafe = false }: RestoreFilesOptions = {},
): Promise<{ skipped: string[] }> {
  checkCommitId(commit);
  return withShadowLock(options.shadowDir, async () => {
    const opened = await openShadow(options, { workspace: true, create: false });
    const repo = await requireSnapshots(opened, options, [commit]);
    const skipped: string[] = [];
    const ops: PinnedOp[] = [];
    for (const file of paths) {
      try {
        await requireConfined(repo.workspace!, file);
      } catch (error) {
        const refused = error instanceof GitWorkspaceError && (error.code === 'SYMLINK_IN_PATH' || error.code === 'PATH_OUTSIDE_WORKSPACE');
        if (!skipUnsafe || !refused) throw error;
        skipped.push(file);
        continue;
      }
      const present = (await repo.git(['cat-file', '-e', `${commit}:${file}`], { okExitCodes: [0, 1, 128] })).exitCode === 0;
      ops.push({ path: file, present });
    }
    const restored = await restorePinned(repo, commit, ops, { maxFileBytes: options.maxFileBytes, skipUnsafe });
    return { skipped: [...skipped, ...restored.skipped] };
  });
}
