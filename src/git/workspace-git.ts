// A workspace's code checkpoints in its snapshot store (at a folder the caller gives: snapshot-store.ts): snapshots
// as root trees (no commit, no ref), staged through the store's own index (stage.ts, shadow-repo.ts), and restores of
// the whole working tree or of single files from such a tree. The user's own repository (HEAD, branches, index,
// stash, refs, objects, files) is never written; it is only read, to find its info/exclude and the files it tracks
// although they are ignored.

import { stat } from 'node:fs/promises';
import path from 'node:path';
import { requireConfined } from './confine.ts';
import { GitWorkspaceError } from './git-error.ts';
import { type PinnedOp, restorePinned } from './pinned-restore.ts';
import { noteWritten, packIfNeeded } from './shadow-housekeeping.ts';
import { type GitOptions, openShadow, type ShadowRepo, withShadowLock } from './shadow-repo.ts';
import { type SkippedFile, stage } from './stage.ts';

export type { GitWorkspaceErrorCode } from './git-error.ts';
export { GitWorkspaceError } from './git-error.ts';
export type { GitOptions, ShadowCaches } from './shadow-repo.ts';
export { createShadowCaches } from './shadow-repo.ts';

export type { SkippedFile } from './stage.ts';
/** A snapshot as its root tree alone, and what it left out: files over the size limit, nested repositories. */
export type TreeSnapshot = { tree: string; skipped: SkippedFile[]; nested: string[] };

const TREE_ID = /^[0-9a-f]{7,64}$/i;

function checkTreeId(tree: string): void {
  if (!TREE_ID.test(tree)) throw new GitWorkspaceError('INVALID_ARGUMENT', `"${tree}" is not a tree id; pass the tree a snapshot returned.`);
}

/** `where`: the store, or (when there is none) why. */
function notInStore(where: string, tree: string): GitWorkspaceError {
  return new GitWorkspaceError(
    'REPOSITORY_CORRUPT',
    `Snapshot ${tree} is not in the snapshot store ${where} (it was deleted or replaced, or never fetched into it); download it again before restoring it.`,
  );
}

function noStore(options: GitOptions): string {
  return `${path.resolve(options.storeDir)} (it does not exist: no snapshot was taken or fetched into it yet)`;
}

/** The store, once every tree of `ids` is found in it: a snapshot to read or restore. */
async function requireTrees(repo: ShadowRepo | null, options: GitOptions, ids: string[]): Promise<ShadowRepo> {
  for (const id of ids) {
    const found = repo && (await repo.git(['rev-parse', '--verify', '--quiet', `${id}^{tree}`], { okExitCodes: [1] })).exitCode === 0;
    if (!found) throw notInStore(repo?.store ?? noStore(options), id);
  }
  return repo!;
}

/**
 * Snapshots the whole working tree (tracked and untracked files, .gitignore and the user's info/exclude honoured,
 * files over the size limit left out without being hashed) into a root tree alone: no commit, no ref (the server
 * names the tree in its checkpoint). Nested repositories are left out and listed, so every object the tree names is
 * in the store. The user's repository is untouched.
 */
export async function snapshotTree(options: GitOptions): Promise<TreeSnapshot> {
  return withShadowLock(options.storeDir, async () => {
    const repo = (await openShadow(options, { workspace: true, create: true }))!;
    const { skipped, nested, written, unchanged } = await stage(repo, options.maxFileBytes);
    // No check that the tree is in the store (one process less): its upload reads or lists it (agent/upload.ts), so a
    // tree lost behind the index's cached subtrees is reported there, before any checkpoint names it.
    // An index nothing was staged into since it wrote a tree writes that tree again: it is not asked to.
    const tree = (unchanged ? await treeOfIndex(repo) : null) ?? (await writeTree(repo));
    noteWritten(repo, written, tree); // packed by tidyStore, off the checkpoint's path
    return { tree, skipped, nested };
  });
}

/** The identity of the store's index file now (null: it has none). */
async function indexSignature(repo: ShadowRepo): Promise<string | null> {
  const index = await stat(path.join(repo.store, 'index')).catch(() => null);
  return index && `${index.ino}:${index.size}:${index.mtimeMs}:${index.ctimeMs}`;
}

/** The tree the store's index wrote last, while the index is still the file that wrote it. */
async function treeOfIndex(repo: ShadowRepo): Promise<string | null> {
  const known = repo.caches.indexTrees.get(repo.store);
  return known && known.signature === (await indexSignature(repo)) ? known.tree : null;
}

async function writeTree(repo: ShadowRepo): Promise<string> {
  const tree = (await repo.git(['write-tree'])).stdout.trim();
  const signature = await indexSignature(repo); // write-tree may write the index (its cached subtrees): read after
  if (signature) repo.caches.indexTrees.set(repo.store, { signature, tree });
  return tree;
}

/**
 * Packs the store's loose objects once enough have piled up (shadow-housekeeping.ts): the agent runs it after a
 * snapshot's checkpoint is committed, so a checkpoint never waits for it.
 */
export async function tidyStore(options: GitOptions): Promise<void> {
  await withShadowLock(options.storeDir, async () => {
    const repo = await openShadow(options, { workspace: false, create: false });
    if (repo) await packIfNeeded(repo);
  });
}

/**
 * Restores the working tree to a snapshot's tree: files in it are written, files not in it (and not ignored) are
 * removed; ignored and skipped-large files are left alone. The store's index is updated to match. Never touches the
 * user's .git. `staged`: the tree a snapshot just wrote from this index (the undo point taken right before); while
 * the index still holds it, it is not staged again (a stat of every file saved), and a file made since that snapshot,
 * not in the index, is left where it is rather than removed without an undo point.
 */
export async function restoreWorkspace(options: GitOptions, tree: string, { staged }: { staged?: string } = {}): Promise<void> {
  checkTreeId(tree);
  await withShadowLock(options.storeDir, async () => {
    const opened = await openShadow(options, { workspace: true, create: false });
    const repo = await requireTrees(opened, options, [tree]);
    // Stage first so the index lists exactly the files to keep or remove; then one-way "merge" the index and the
    // working tree to the tree. Ignored and large files are not in the index, so git leaves them alone.
    // The tree the index wrote last, remembered while the index is the same file (no git process), else written again.
    const fresh = staged !== undefined && ((await treeOfIndex(repo)) ?? (await writeTree(repo))) === staged;
    const { written } = fresh ? { written: 0 } : await stage(repo, options.maxFileBytes);
    await repo.git(['read-tree', '--reset', '-u', tree]);
    noteWritten(repo, written, null);
  });
}

/**
 * Restores only `paths` (relative to the workspace) to their content in `tree`; a path the tree does not have is
 * deleted, unless it is a file over the size limit (snapshots leave those out, so its absence proves nothing: it is
 * kept). Everything else in the working tree is left as it is. Confined to the workspace: every path is checked
 * before any is touched (PATH_OUTSIDE_WORKSPACE, SYMLINK_IN_PATH), then changed by pinned-restore.ts, which never
 * goes through a symlink (a symlink is put back, replaced or removed as a link).
 */
export async function restoreFiles(options: GitOptions, tree: string, paths: readonly string[]): Promise<void> {
  checkTreeId(tree);
  await withShadowLock(options.storeDir, async () => {
    const opened = await openShadow(options, { workspace: true, create: false });
    const repo = await requireTrees(opened, options, [tree]);
    const ops: PinnedOp[] = [];
    for (const file of paths) {
      await requireConfined(repo.workspace!, file);
      const present = (await repo.git(['cat-file', '-e', `${tree}:${file}`], { okExitCodes: [0, 1, 128] })).exitCode === 0;
      ops.push({ path: file, present });
    }
    await restorePinned(repo, tree, ops, { maxFileBytes: options.maxFileBytes });
  });
}
