// Opening a workspace's snapshot store for git work: a bare repository at a folder its caller gives (the agent's:
// `<agent folder>/workspaces/<workspace id>`, snapshot-store.ts), which is also the git directory holding the
// persistent index, driven with GIT_DIR=<store> and GIT_WORK_TREE=<workspace>, so snapshots never touch the user's
// .git and only files whose stat changed are re-hashed. This file owns the per-store lock, opening, and git's errors
// (running git itself is run-git.ts).
import { constants, type Stats } from 'node:fs';
import { access, readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { corrupt, GitWorkspaceError, lockedIndex } from './git-error.ts';
import { GitExit, type GitResult, type RunOptions, runGit } from './run-git.ts';
import { StoreProblem, storeAt } from './snapshot-store.ts';

/**
 * What git work remembers between operations, owned by whoever runs it (the agent's store creates one; tests their
 * own): the user's tracked-but-ignored files per workspace, the objects written since the last pack per store, and
 * the tree each store's index last wrote (with the index file's identity then: any write of the index, which git
 * makes by renaming a new file over it, makes it another).
 */
export type ShadowCaches = {
  trackedIgnored: Map<string, { signature: string; paths: string[] }>;
  unpacked: Map<string, { objects: number; tips: string[] }>;
  indexTrees: Map<string, { signature: string; tree: string }>;
};

export function createShadowCaches(): ShadowCaches {
  return { trackedIgnored: new Map(), unpacked: new Map(), indexTrees: new Map() };
}

export type GitOptions = {
  workspacePath: string;
  /**
   * The snapshot store (the agent: `<agent folder>/workspaces/<workspace id>`, never inside the workspace), made on
   * first use: objects, config and the index. Snapshots leave nested repositories out, so every object a snapshot
   * names is in the store (stage.ts).
   */
  storeDir: string;
  maxFileBytes: number;
  caches: ShadowCaches;
};

export type ShadowRepo = {
  /** The snapshot store: objects, config and the index (its own git directory). */
  store: string;
  /** GIT_DIR, for commands that run with an index or work tree of their own (pinned-restore.ts). */
  gitDirs: Record<string, string>;
  caches: ShadowCaches;
  /** The workspace (GIT_WORK_TREE and cwd), or null for commands on the store alone. */
  workspace: string | null;
  git(args: string[], run?: RunOptions): Promise<GitResult>;
};

function storeError(problem: StoreProblem): GitWorkspaceError {
  if (problem.unwritable) return new GitWorkspaceError('WORKSPACE_UNREADABLE', `The snapshot folder ${problem.dir} ${problem.message}.`, { cause: problem });
  return corrupt(problem.dir, problem.message, problem);
}

function translate(dir: string, workspace: string | null, args: string[], error: unknown): GitWorkspaceError {
  if (!(error instanceof GitExit)) {
    const message = error instanceof Error ? error.message : String(error);
    return corrupt(dir, `could not run git ${args[0]} (${message}); make sure git 2.26 or later is installed and on PATH`, error);
  }
  const message = error.stderr || `exit code ${error.exitCode}`;
  if (/index\.lock/.test(message)) return lockedIndex(dir);
  if (workspace && /Permission denied/i.test(message) && !message.includes(dir)) {
    return new GitWorkspaceError(
      'WORKSPACE_UNREADABLE',
      `Cannot read files in the workspace ${workspace}: ${message}. Fix their permissions for the agent's user (the server's, for the agent it embeds) (or list them in .gitignore) and retry.`,
      { cause: error },
    );
  }
  return corrupt(dir, `git ${args[0]} failed: ${message}`, error);
}

export async function validateWorkspace(workspacePath: string): Promise<string> {
  const workspace = path.resolve(workspacePath);
  let info: Stats;
  try {
    info = await stat(workspace);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      throw new GitWorkspaceError('WORKSPACE_MISSING', `The workspace folder ${workspace} does not exist; restore it or update the workspace's path.`, {
        cause: error,
      });
    }
    throw new GitWorkspaceError(
      'WORKSPACE_UNREADABLE',
      `Cannot access the workspace folder ${workspace} (${code}); give the agent's user (the server's, for the agent it embeds) access to it.`,
      { cause: error },
    );
  }
  if (!info.isDirectory()) {
    throw new GitWorkspaceError(
      'WORKSPACE_NOT_DIRECTORY',
      `The workspace path ${workspace} is a file, not a folder; point the workspace at the project folder.`,
    );
  }
  try {
    await access(workspace, constants.R_OK | constants.X_OK);
  } catch (error) {
    throw new GitWorkspaceError(
      'WORKSPACE_UNREADABLE',
      `The workspace folder ${workspace} is not readable by the agent's user (the server's, for the agent it embeds); fix its permissions (it needs read and execute).`,
      { cause: error },
    );
  }
  return workspace;
}

// ---- One operation at a time per store, i.e. per index (in-process). Git's own index.lock covers other processes
// (and store-claim.ts keeps a second agent off a store). Process-wide on purpose: it guards a directory.
const queues = new Map<string, Promise<void>>();

export async function withShadowLock<T>(shadowDir: string, fn: () => Promise<T>): Promise<T> {
  const key = path.resolve(shadowDir);
  const previous = queues.get(key) ?? Promise.resolve();
  let release!: () => void;
  const tail = previous.then(() => new Promise<void>((resolve) => (release = resolve)));
  queues.set(key, tail);
  await previous;
  try {
    return await fn();
  } finally {
    release();
    if (queues.get(key) === tail) queues.delete(key);
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Waits briefly for another process's index.lock to go away; a lock that stays is reported, never deleted. */
export async function waitForIndexLock(dir: string, waitMs = 1500): Promise<void> {
  const lock = path.join(dir, 'index.lock');
  for (let waited = 0; await exists(lock); waited += 50) {
    if (waited >= waitMs) throw lockedIndex(dir);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The user's repository directory for a workspace (`.git` folder, or the target of a `.git` file), or null. */
export async function userGitDir(workspace: string): Promise<{ gitDir: string; commonDir: string } | null> {
  const dotGit = path.join(workspace, '.git');
  let gitDir: string;
  try {
    const info = await stat(dotGit);
    if (info.isDirectory()) gitDir = dotGit;
    else {
      const match = /^gitdir:\s*(.+?)\s*$/m.exec(await readFile(dotGit, 'utf8'));
      if (!match) return null;
      gitDir = path.resolve(workspace, match[1]!);
    }
  } catch {
    return null;
  }
  const commonDir = await readFile(path.join(gitDir, 'commondir'), 'utf8').then(
    (text) => path.resolve(gitDir, text.trim()),
    () => gitDir,
  );
  return { gitDir, commonDir };
}

export type OpenMode = { workspace: boolean; create: boolean };

/**
 * Opens the workspace's store: with `workspace`, with the work tree (for staging and restores), checked to be outside
 * it; else the store alone. With `create`, a missing store is made (with its parent folders); otherwise null when
 * there is none.
 */
export async function openShadow(options: GitOptions, mode: OpenMode): Promise<ShadowRepo | null> {
  const workspace = mode.workspace ? await validateWorkspace(options.workspacePath) : null;
  let store: string | null;
  try {
    if (workspace) await refuseInside(options.storeDir, workspace); // before anything is made there
    store = await storeAt(options.storeDir, mode.create);
  } catch (error) {
    if (error instanceof StoreProblem) throw storeError(error);
    if (error instanceof GitWorkspaceError) throw error;
    throw corrupt(path.resolve(options.storeDir), `it cannot be set up (${(error as Error).message})`, error);
  }
  if (!store) return null;
  if (!workspace) return repoAt(options, store, null, {});
  return repoAt(options, store, workspace, { GIT_INDEX_FILE: path.join(store, 'index'), GIT_WORK_TREE: workspace });
}

/** A given store inside the workspace would snapshot itself (and be the workspace's to damage): refused. */
async function refuseInside(storeDir: string, workspace: string): Promise<void> {
  // The store may not exist yet: its nearest existing folder, resolved, and the rest of its path.
  let existing = path.resolve(storeDir);
  while (!(await isFolder(existing)) && path.dirname(existing) !== existing) existing = path.dirname(existing);
  const store = path.join(await realpath(existing), path.relative(existing, path.resolve(storeDir)));
  const relative = path.relative(await realpath(workspace), store);
  if (relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))) {
    throw new GitWorkspaceError(
      'INVALID_ARGUMENT',
      `The snapshot store ${storeDir} is inside the workspace ${workspace}: keep it on the agent's own disk, outside every workspace.`,
    );
  }
}

async function isFolder(dir: string): Promise<boolean> {
  return stat(dir).then(
    (info) => info.isDirectory(),
    () => false,
  );
}

async function repoAt(options: GitOptions, store: string, workspace: string | null, extra: Record<string, string>): Promise<ShadowRepo> {
  const gitDirs: Record<string, string> = { GIT_DIR: store };
  const env = { ...gitDirs, ...extra };
  const config: string[] = [];
  if (workspace) {
    // The user's .git/info/exclude is honoured by pointing core.excludesFile at it (read in place, never copied).
    const user = await userGitDir(workspace);
    config.push(`core.excludesFile=${user ? path.join(user.commonDir, 'info', 'exclude') : '/dev/null'}`);
  }
  const cwd = workspace ?? store;
  return {
    store,
    gitDirs,
    caches: options.caches,
    workspace,
    async git(args, run) {
      try {
        return await runGit(cwd, env, config, args, run);
      } catch (error) {
        if (workspace && !(error instanceof GitExit)) await validateWorkspace(workspace); // it may have just vanished
        throw translate(store, workspace, args, error);
      }
    },
  };
}
