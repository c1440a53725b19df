// Is a workspace still the folder that was registered, and does its repository lie where it should? Checked before
// every file work on it (code/snapshot.ts openWorkspace), not only at registration: a folder replaced by a symbolic
// link afterwards, or a folder above it, would lead every snapshot, restore and branch somewhere else (another
// owner's workspace, /etc, the server's data folder); a `.git` file or link naming another repository would send
// branch, stash and worktree writes there.
//
// Paths are compared as the kernel resolves them (realpath): the registered path is a real path, so any symbolic
// link on the way makes the two differ. This narrows the window between a check and git's use of the path; it cannot
// close it (Node has no openat, and git resolves paths again). The real fix is the workspace agent, running with the
// privileges of whoever owns the files; this is defence in depth.
import { lstat, readFile, realpath } from 'node:fs/promises';
import path from 'node:path';

export type PlaceProblem = 'WORKSPACE_REPLACED' | 'REPOSITORY_OUTSIDE';

/** The workspace is not the folder that was registered, or its `.git` leads outside it: nothing was read or written. */
export class PlaceRefused extends Error {
  readonly reason: PlaceProblem;
  readonly path: string;
  constructor(reason: PlaceProblem, workspace: string, message: string) {
    super(message);
    this.name = 'PlaceRefused';
    this.reason = reason;
    this.path = workspace;
  }
}

const within = (inner: string, outer: string) => {
  const relative = path.relative(outer, inner);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};
const missing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');
const realOrNull = (file: string) =>
  realpath(file).catch((error: unknown) => {
    if (missing(error)) return null;
    throw error;
  });

/** The first folder of `registered`, from the top, that is a symbolic link now; null when none is. */
async function firstLink(registered: string): Promise<string | null> {
  let at = path.parse(registered).root;
  for (const part of registered.slice(at.length).split(path.sep).filter(Boolean)) {
    at = path.join(at, part);
    const info = await lstat(at).catch(() => null);
    if (!info) return null;
    if (info.isSymbolicLink()) return at;
  }
  return null;
}

/**
 * Whether the registered folder is there ('present') or not ('missing'); refused (WORKSPACE_REPLACED) when it, or a
 * folder above it, is a symbolic link now: never followed, whatever it leads to. `registered` is the stored real path.
 */
export async function checkPlace(registered: string): Promise<'present' | 'missing'> {
  let real: string | null;
  try {
    real = await realOrNull(registered);
  } catch {
    return 'present'; // not reachable (EACCES...): what comes next reports it, and follows nothing
  }
  if (real === registered) return 'present';
  const link = await firstLink(registered);
  if (real === null && link === null) return 'missing';
  const what = link === registered ? 'it is a symbolic link now' : link ? `${link}, a folder above it, is a symbolic link now` : `it now resolves to ${real}`;
  throw new PlaceRefused(
    'WORKSPACE_REPLACED',
    registered,
    `The workspace folder ${registered} is not the folder that was registered: ${what}. Savepoint never follows a symbolic link there, ` +
      'since it may lead anywhere. Put the real folder back at that path, or register the folder where it really is as a new workspace.',
  );
}

/** How a workspace reaches its repository: none, its own (inside it), or a linked worktree of a repository elsewhere. */
export type GitLink = { kind: 'none' } | { kind: 'own' | 'worktree'; gitDir: string; commonDir: string };

function outside(workspace: string, what: string): PlaceRefused {
  return new PlaceRefused(
    'REPOSITORY_OUTSIDE',
    workspace,
    `The workspace ${workspace} has a .git that leads outside it: ${what}. Savepoint writes branches, stash entries and worktrees only in a ` +
      "repository inside the workspace, or in the repository of one of your workspaces that a worktree belongs to. Make .git the workspace's own " +
      'repository (or register the repository the worktree belongs to first), then try again.',
  );
}

/** Where `gitDir`'s `commondir` file leads (the repository's objects and refs), or `gitDir` itself when it has none. */
async function commonDirOf(gitDir: string): Promise<string> {
  const text = await readFile(path.join(gitDir, 'commondir'), 'utf8').catch(() => null);
  if (text === null) return gitDir;
  const named = path.resolve(gitDir, text.trim());
  return (await realOrNull(named)) ?? named;
}

// What git writes through when Savepoint makes a branch, a stash entry or a worktree: none of it may be a link (a
// `refs/heads` linked to another repository's takes the branch there). Hooks are switched off, so their folder is not.
const COMMON_ENTRIES = ['refs', 'refs/heads', 'logs', 'logs/refs', 'logs/refs/heads', 'objects', 'worktrees', 'packed-refs'];
const OWN_ENTRIES = ['HEAD', 'index', 'logs', 'commondir', 'gitdir'];

async function refuseLinks(workspace: string, base: string, entries: readonly string[]): Promise<void> {
  for (const entry of entries) {
    const info = await lstat(path.join(base, entry)).catch(() => null);
    if (info?.isSymbolicLink()) throw outside(workspace, `${path.join(base, entry)} is a symbolic link`);
  }
}

/**
 * The repository a workspace's `.git` leads to: a folder or a `gitdir:` file, or a symbolic link to either. Refused
 * (REPOSITORY_OUTSIDE) when it lies outside the workspace, unless it is a linked worktree (`<repository>/worktrees/<id>`
 * whose `commondir` is that repository and whose `gitdir` names this workspace's `.git` back); also when its
 * `commondir` leads out, or a folder git writes through is a link. Which repositories a worktree may belong to is the
 * registration's to decide (workspaces/: one of the same owner's workspaces). `workspace`: its real path.
 */
export async function readGitLink(workspace: string): Promise<GitLink> {
  const dotGit = path.join(workspace, '.git');
  const info = await lstat(dotGit).catch(() => null);
  if (!info) return { kind: 'none' };
  let entry = dotGit;
  if (info.isSymbolicLink()) {
    const target = await realOrNull(dotGit);
    if (!target) return { kind: 'none' }; // leads nowhere: git finds no repository there either
    if (!within(target, workspace)) throw outside(workspace, `.git is a symbolic link to ${target}`);
    entry = target;
  }
  const kind = entry === dotGit ? info : await lstat(entry);
  let gitDir: string | null;
  if (kind.isDirectory()) gitDir = entry;
  else if (kind.isFile()) {
    const match = /^gitdir:\s*(.+?)\s*$/m.exec(await readFile(entry, 'utf8').catch(() => ''));
    if (!match) return { kind: 'none' };
    gitDir = await realOrNull(path.resolve(workspace, match[1]!)); // as git reads it: relative to the .git file's folder
    if (!gitDir) return { kind: 'none' };
  } else return { kind: 'none' };

  const commonDir = await commonDirOf(gitDir);
  if (within(gitDir, workspace)) {
    if (!within(commonDir, workspace)) throw outside(workspace, `its commondir leads to ${commonDir}`);
    await refuseLinks(workspace, commonDir, COMMON_ENTRIES);
    await refuseLinks(workspace, gitDir, OWN_ENTRIES);
    return { kind: 'own', gitDir, commonDir };
  }
  const admin = path.dirname(gitDir);
  const backLink = await readFile(path.join(gitDir, 'gitdir'), 'utf8').then(
    (text) => realOrNull(path.resolve(gitDir, text.trim())),
    () => null,
  );
  const worktree = entry === dotGit && path.basename(admin) === 'worktrees' && path.dirname(admin) === commonDir && backLink === dotGit;
  if (!worktree) throw outside(workspace, `it names ${gitDir}, which is not a worktree of a repository that names this folder back`);
  await refuseLinks(workspace, commonDir, COMMON_ENTRIES);
  await refuseLinks(workspace, gitDir, OWN_ENTRIES);
  return { kind: 'worktree', gitDir, commonDir };
}
