// A workspace's code as Savepoint keeps it: snapshots into, diffs between and changes since commits of the
// workspace's snapshot store (kept with the workspace itself, so any instance that reaches the workspace reaches its
// snapshots: git/snapshot-store.ts), with git's failures turned into the domain's errors. The only importer of git/;
// it knows workspaces (an id and a path) but not sessions or checkpoint rows. Every file work of code/ on a workspace
// first opens it with openWorkspace, the one place where the folder is checked at use (git/place.ts).
import path from 'node:path';
import { ValidationError } from '../errors/domain.ts';
import { WorkspaceUnavailableError } from '../errors/workspace.ts';
import { checkPlace, PlaceRefused, readGitLink } from '../git/place.ts';
import { changedSince, changesSince } from '../git/working-changes.ts';
import {
  changedFiles,
  createShadowCaches,
  diffFiles,
  type FileDiff,
  type GitOptions,
  GitWorkspaceError,
  type ShadowCaches,
  snapshotWorkspace,
} from '../git/workspace-git.ts';
import type { Logger } from '../logger.ts';

export type { FileDiff, Hunk } from '../git/workspace-git.ts';

/** Where snapshots live and what the git work remembers between calls: one per app. */
export type CodeStore = {
  /**
   * This instance's caches (a git index per workspace) live in <dataDir>/shadow/<workspace id>; the snapshots
   * themselves live with each workspace, shared by every instance.
   */
  dataDir: string;
  /** Files larger than this are left out of snapshots (and noted). */
  maxFileBytes: number;
  caches: ShadowCaches;
  logger: Logger;
};

export function createCodeStore(options: { dataDir: string; maxFileBytes: number; logger: Logger }): CodeStore {
  return { ...options, caches: createShadowCaches() };
}

/**
 * A workspace as code/ knows it: `host` null for a folder on this server's own host; else its agent's, never opened
 * here. `owner_local`: whether its owner is local now (read with the row: workspace.queries.ts findWorkspacesByIds);
 * false refuses file work here whatever the host.
 */
export type CodeWorkspace = { id: string; path: string; host: string | null; owner_local?: boolean };

export type CodeFileChange = { path: string; previousPath: string | null; action: string; additions: number; deletions: number; binary: boolean };

/** A snapshot of the working tree: its commit, the ref keeping it, and what changed since its parent. */
export type CodeSnapshot = { commit: string; tree: null; ref: string; note: string | null; files: CodeFileChange[]; added: number; removed: number };

export type ChangedFile = { path: string; action: 'ADDED' | 'MODIFIED' | 'DELETED'; modifiedAt: Date | null };

/** The options git/ is called with, unchecked: file work opens the workspace with openWorkspace instead. */
export function gitOptions(store: CodeStore, workspace: CodeWorkspace): GitOptions {
  return { workspacePath: workspace.path, shadowDir: path.join(store.dataDir, 'shadow', workspace.id), maxFileBytes: store.maxFileBytes, caches: store.caches };
}

/**
 * Checks, right before file work, that the workspace is still the folder that was registered (neither it nor a folder
 * above it a symbolic link now) and, when it is there, that its `.git` leads nowhere outside it: refused with
 * WorkspaceUnavailableError (WORKSPACE_REPLACED, REPOSITORY_OUTSIDE), nothing read or written. A folder that is gone
 * passes: what comes next reports it (or serves history without it). `workspacePath`: the registered (real) path.
 */
export async function checkWorkspacePlace(workspacePath: string): Promise<void> {
  try {
    if ((await checkPlace(workspacePath)) === 'present') await readGitLink(workspacePath);
  } catch (error) {
    throw asDomainError(error, workspacePath);
  }
}

/** The workspace, checked at use (checkWorkspacePlace), ready for git work: every function of code/ starts here. */
export async function openWorkspace(store: CodeStore, workspace: CodeWorkspace): Promise<GitOptions> {
  refuseFileWorkHere(workspace);
  await checkWorkspacePlace(workspace.path);
  return gitOptions(store, workspace);
}

/**
 * Whether this server may do file work on the workspace, refused before any: an owner that is not local (any more) is
 * NOT_LOCAL; an agent's folder is ON_AGENT_HOST (its path names a place on the agent's machine, written by whoever
 * holds the token; the server never opens it, nor anything at that path here).
 */
export function refuseFileWorkHere(workspace: CodeWorkspace): void {
  if (workspace.owner_local === false) {
    // Checked at use: an operator who stops letting this server work for an owner is obeyed from the next request.
    throw new WorkspaceUnavailableError(
      'NOT_LOCAL',
      workspace.path,
      'This server does no file work for you (the operator has not made you a local owner). Serve the folder with `savepoint agent --workspace <folder>`, which attaches it as a workspace of its own. Nothing was changed.',
    );
  }
  if (workspace.host === null) return;
  throw new WorkspaceUnavailableError(
    'ON_AGENT_HOST',
    workspace.path,
    `${workspace.path} is on ${workspace.host}, served by its workspace agent: this server does no file work there; its agent does (this verb is not done through agents yet). Nothing was changed.`,
  );
}

/** Git failures as the domain errors the API reports; anything else unchanged. */
export function asDomainError(error: unknown, workspacePath: string): unknown {
  if (error instanceof PlaceRefused) return new WorkspaceUnavailableError(error.reason, error.path, error.message);
  if (!(error instanceof GitWorkspaceError)) return error;
  if (error.code === 'PATH_OUTSIDE_WORKSPACE') return new ValidationError('path', error.message);
  return new WorkspaceUnavailableError(error.code, workspacePath, error.message);
}

async function translated<T>(workspace: CodeWorkspace, work: Promise<T>): Promise<T> {
  return work.catch((error: unknown) => {
    throw asDomainError(error, workspace.path);
  });
}

/** Snapshots the whole working tree into a commit on `ref` (child of `parent`), with the files changed since it. */
export async function snapshotCode(
  store: CodeStore,
  workspace: CodeWorkspace,
  input: { ref: string; parent: string | null; label: string },
): Promise<CodeSnapshot> {
  return translated(
    workspace,
    (async () => {
      const options = await openWorkspace(store, workspace);
      const snapshot = await snapshotWorkspace(options, { ref: input.ref, parent: input.parent, message: `savepoint: ${input.label}` });
      const files = await changedFiles(options, input.parent, snapshot.commit);
      const note = snapshot.skipped.length
        ? `Skipped ${snapshot.skipped.length} file(s) over ${options.maxFileBytes} bytes: ${snapshot.skipped.map((f) => `${f.path} (${f.bytes} B)`).join(', ')}`
        : null;
      return {
        commit: snapshot.commit,
        tree: null,
        ref: input.ref,
        note,
        files: files.map((file) => ({ ...file })),
        added: files.reduce((sum, file) => sum + file.additions, 0),
        removed: files.reduce((sum, file) => sum + file.deletions, 0),
      };
    })(),
  );
}

/** The diff, with hunks, between two snapshot commits of a workspace (from = null: everything in `to`). */
export async function diffCode(store: CodeStore, workspace: CodeWorkspace, from: string | null, to: string): Promise<FileDiff[]> {
  return translated(
    workspace,
    openWorkspace(store, workspace).then((options) => diffFiles(options, from, to)),
  );
}

/** Files that differ between a snapshot commit and the working tree now. */
export async function codeChangedSince(store: CodeStore, workspace: CodeWorkspace, commit: string): Promise<ChangedFile[]> {
  return translated(
    workspace,
    openWorkspace(store, workspace).then((options) => changedSince(options, commit)),
  );
}

/** What a snapshot taken now would list as changed since `commit` (renames, line counts), without taking it. */
export async function codeChangesSince(store: CodeStore, workspace: CodeWorkspace, commit: string): Promise<CodeFileChange[]> {
  return translated(
    workspace,
    openWorkspace(store, workspace).then((options) => changesSince(options, commit)),
  );
}
