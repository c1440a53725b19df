// The agent's snapshot store: a bare git repository per workspace at `<agent folder>/workspaces/<workspace id>`, on
// the agent's own disk and never inside the workspace (refused there), holding the snapshots' objects and, as its
// own git directory, the private index that makes a snapshot re-hash only the files whose stat changed. It is a cache
// of what the server holds (snapshots are data in PostgreSQL, uploaded by upload.ts): losing it costs one full hash
// and the downloads of what a restore needs, never a checkpoint. The snapshot and restore work itself is git/'s
// (ignore rules, size limit and its note, locks, refusal of symlinked paths), pointed at this store.
import path from 'node:path';
import { checkPreservable, PreserveProblem } from '../git/preserve.ts';
import { preserveBranch, unpreserveBranch } from '../git/preserve-branch.ts';
import { preserveStash, unpreserveStash } from '../git/preserve-stash.ts';
import { createShadowCaches, type GitOptions, restoreFiles, restoreWorkspace, type ShadowCaches, snapshotTree, tidyStore } from '../git/workspace-git.ts';
import { AgentError } from './command.ts';
import { SyncError } from './sync-error.ts';

export type AgentStore = {
  /** The agent's own folder: `workspaces/<id>` in it holds each workspace's store. */
  agentDir: string;
  /** Files larger than this are left out of snapshots (and noted). */
  maxFileBytes: number;
  caches: ShadowCaches;
};

export function createAgentStore(options: { agentDir: string; maxFileBytes: number }): AgentStore {
  return { agentDir: path.resolve(options.agentDir), maxFileBytes: options.maxFileBytes, caches: createShadowCaches() };
}

/** A workspace the agent serves: the server's id for it, and its folder on this machine. */
export type AgentWorkspace = { id: string; path: string };

/** What a snapshot left out: a file over the size limit, or a nested repository (a folder with a .git of its own). */
export type SkippedPath = { path: string; reason: 'TOO_LARGE'; bytes: number } | { path: string; reason: 'NESTED_REPOSITORY' };

/** A snapshot: the working tree's root tree id, in the agent's store, and what it left out. */
export type AgentSnapshot = { tree: string; skipped: SkippedPath[] };

const WORKSPACE_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/;

/** The folder of a workspace's store. */
export function storeDirOf(store: AgentStore, workspace: AgentWorkspace): string {
  if (!WORKSPACE_ID.test(workspace.id)) {
    throw new SyncError('INVALID_WORKSPACE_ID', `"${workspace.id}" cannot name a store folder: a workspace id is letters, digits, ".", "_" and "-".`);
  }
  return path.join(store.agentDir, 'workspaces', workspace.id);
}

/** git/'s options for a workspace: the store at its folder, the index in the store itself. */
export function gitOptionsOf(store: AgentStore, workspace: AgentWorkspace): GitOptions {
  return { workspacePath: workspace.path, storeDir: storeDirOf(store, workspace), maxFileBytes: store.maxFileBytes, caches: store.caches };
}

/**
 * Snapshots the working tree (tracked and untracked files, .gitignore honoured, large files and nested repositories
 * left out) into the agent's store: its root tree, no commit. Never writes the user's index, HEAD, refs or stash.
 */
export async function snapshot(store: AgentStore, workspace: AgentWorkspace): Promise<AgentSnapshot> {
  const taken = await snapshotTree(gitOptionsOf(store, workspace));
  const skipped: SkippedPath[] = [
    ...taken.skipped.map((file) => ({ path: file.path, reason: 'TOO_LARGE' as const, bytes: file.bytes })),
    ...taken.nested.map((folder) => ({ path: folder, reason: 'NESTED_REPOSITORY' as const })),
  ];
  return { tree: taken.tree, skipped: skipped.sort((a, b) => (a.path < b.path ? -1 : 1)) };
}

/**
 * Packs the loose objects snapshots left in the workspace's store once enough have piled up (about every 25
 * checkpoints of 10 files): run after a checkpoint is committed, off its path.
 */
export async function tidy(store: AgentStore, workspace: AgentWorkspace): Promise<void> {
  await tidyStore(gitOptionsOf(store, workspace));
}

/**
 * Restores the working tree to a tree of the store (downloaded first when it came from elsewhere: download.ts):
 * files in it are written, files not in it (and not ignored) removed; ignored and over-limit files left alone.
 * `staged`: the tree a snapshot just wrote (restoreWorkspace then skips staging while the index still holds it).
 */
export async function restoreTree(store: AgentStore, workspace: AgentWorkspace, tree: string, staged?: string): Promise<void> {
  await restoreWorkspace(gitOptionsOf(store, workspace), tree, { staged });
}

/** Where the state before a restore was also left in the user's own repository. */
export type Preserved = { kind: 'BRANCH' | 'STASH'; reference: string; commit: string };

/**
 * Leaves a tree of the store in the folder's own git repository as a new branch (on top of the user's HEAD) or a
 * stash entry, never moving HEAD, the index or the files (git/preserve.ts). Refused with a code the server knows:
 * BRANCH_EXISTS (a taken or invalid name), PRESERVE_UNAVAILABLE (no repository, no commit yet, a hook we do not run).
 */
export async function preserve(
  store: AgentStore,
  workspace: AgentWorkspace,
  tree: string,
  asked: { mode: 'BRANCH' | 'STASH'; branchName: string | null; message: string },
): Promise<Preserved> {
  const options = gitOptionsOf(store, workspace);
  try {
    if (asked.mode === 'BRANCH') {
      const made = await preserveBranch(options, tree, asked.branchName ?? '', asked.message);
      return { kind: 'BRANCH', reference: made.ref, commit: made.commit };
    }
    const made = await preserveStash(options, tree, asked.message);
    return { kind: 'STASH', reference: made.commit, commit: made.commit };
  } catch (error) {
    if (error instanceof PreserveProblem) throw new AgentError(error.kind === 'BRANCH_TAKEN' ? 'BRANCH_EXISTS' : 'PRESERVE_UNAVAILABLE', error.message);
    throw error;
  }
}

/** Refuses, with nothing written and the codes preserve uses, what preserve would refuse (a rewind's dry run). */
export async function checkPreserve(
  store: AgentStore,
  workspace: AgentWorkspace,
  asked: { mode: 'BRANCH' | 'STASH'; branchName: string | null },
): Promise<void> {
  try {
    await checkPreservable(gitOptionsOf(store, workspace), asked.mode, asked.mode === 'BRANCH' ? (asked.branchName ?? '') : null);
  } catch (error) {
    if (error instanceof PreserveProblem) throw new AgentError(error.kind === 'BRANCH_TAKEN' ? 'BRANCH_EXISTS' : 'PRESERVE_UNAVAILABLE', error.message);
    throw error;
  }
}

/** Takes back what preserve made, only while it is still as made (nobody moved or stashed on top of it since). */
export async function unpreserve(store: AgentStore, workspace: AgentWorkspace, made: Preserved): Promise<void> {
  const options = gitOptionsOf(store, workspace);
  if (made.kind === 'BRANCH') await unpreserveBranch(options, made.reference, made.commit);
  else await unpreserveStash(options, made.commit);
}

/**
 * Puts single files back to their content in a tree of the store (a path not in it is removed): each path checked to
 * be plain and reached without a symbolic link, else refused before anything is written.
 */
export async function restorePaths(store: AgentStore, workspace: AgentWorkspace, tree: string, paths: readonly string[]): Promise<void> {
  await restoreFiles(gitOptionsOf(store, workspace), tree, paths);
}
