// The shadow repository of a workspace: a bare git directory in Savepoint's data folder, driven with GIT_DIR=<shadow>,
// GIT_WORK_TREE=<workspace> and its own persistent index, so snapshots never touch the user's .git and only files whose
// stat changed are re-hashed. This file owns the per-shadow lock, opening and setting up a shadow, and git's errors
// (running git itself is run-git.ts).
import { constants, type Stats } from 'node:fs';
import { access, appendFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GitExit, type GitResult, type RunOptions, runGit } from './run-git.ts';

/**
 * What git work remembers between operations, owned by whoever runs it (the app creates one; tests their own): the
 * user's tracked-but-ignored files per workspace, and the objects written since the last pack per shadow.
 */
export type ShadowCaches = {
  trackedIgnored: Map<string, { signature: string; paths: string[] }>;
  unpacked: Map<string, { objects: number; commits: string[] }>;
};

export function createShadowCaches(): ShadowCaches {
  return { trackedIgnored: new Map(), unpacked: new Map() };
}

export type GitOptions = { workspacePath: string; shadowDir: string; maxFileBytes: number; caches: ShadowCaches };

export const GIT_WORKSPACE_ERROR_CODES = [
  'WORKSPACE_MISSING',
  'WORKSPACE_NOT_DIRECTORY',
  'WORKSPACE_UNREADABLE',
  'REPOSITORY_CORRUPT',
  /** A commit id or ref name this module was handed is malformed (a caller's bug, not the user's). */
  'INVALID_ARGUMENT',
  /** A path to restore or read is not a plain path inside the workspace (absolute, "..", a .git folder...). */
  'PATH_OUTSIDE_WORKSPACE',
  /** A path to restore goes through a symbolic link (which may lead outside the workspace): refused, never followed. */
  'SYMLINK_IN_PATH',
] as const;
export type GitWorkspaceErrorCode = (typeof GIT_WORKSPACE_ERROR_CODES)[number];

export class GitWorkspaceError extends Error {
  readonly code: GitWorkspaceErrorCode;
  constructor(code: GitWorkspaceErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GitWorkspaceError';
    this.code = code;
  }
}

export type ShadowRepo = {
  dir: string;
  caches: ShadowCaches;
  /** The workspace (GIT_WORK_TREE and cwd), or null for history-only commands. */
  workspace: string | null;
  git(args: string[], run?: RunOptions): Promise<GitResult>;
};

const RECOVERY =
  'Run `git --git-dir=<shadow> fsck` to inspect it; if it cannot be repaired, move the shadow directory aside and Savepoint ' +
  'creates a fresh one on the next checkpoint (older checkpoints of this workspace can then no longer be diffed or restored).';

export function corrupt(dir: string, what: string, cause?: unknown): GitWorkspaceError {
  return new GitWorkspaceError('REPOSITORY_CORRUPT', `The shadow repository ${dir} is unusable: ${what}. ${RECOVERY.replace('<shadow>', dir)}`, { cause });
}

function lockedIndex(dir: string): GitWorkspaceError {
  const lock = path.join(dir, 'index.lock');
  return new GitWorkspaceError(
    'REPOSITORY_CORRUPT',
    `The shadow index is locked by ${lock}: another process is writing this shadow repository, or one crashed while doing so. ` +
      'If no other Savepoint server uses this data folder, delete that file and retry.',
  );
}

function translate(dir: string, workspace: string | null, args: string[], error: unknown): GitWorkspaceError {
  if (!(error instanceof GitExit)) {
    const message = error instanceof Error ? error.message : String(error);
    return corrupt(dir, `could not run git ${args[0]} (${message}); make sure git 2.25 or later is installed and on PATH`, error);
  }
  const message = error.stderr || `exit code ${error.exitCode}`;
  if (/index\.lock/.test(message)) return lockedIndex(dir);
  if (workspace && /Permission denied/i.test(message) && !message.includes(dir)) {
    return new GitWorkspaceError(
      'WORKSPACE_UNREADABLE',
      `Cannot read files in the workspace ${workspace}: ${message}. Fix their permissions for the Savepoint server's user (or list them in .gitignore) and retry.`,
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
      `Cannot access the workspace folder ${workspace} (${code}); give the Savepoint server's user access to it.`,
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
      `The workspace folder ${workspace} is not readable by the Savepoint server's user; fix its permissions (it needs read and execute).`,
      { cause: error },
    );
  }
  return workspace;
}

// ---- One operation at a time per shadow directory (in-process). Git's own index.lock covers other processes.
// Process-wide on purpose: it guards a directory, and two apps in one process that share a data folder must queue too.
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

// Written once into a new shadow's config. gc.auto=0: refs keep every checkpoint's objects and we repack ourselves
// (see packIfNeeded in shadow-housekeeping.ts), so git never starts a (possibly slow or detached) gc on its own.
const SHADOW_CONFIG = `[core]
\tlogAllRefUpdates = false
\thooksPath = /dev/null
\tfsmonitor = false
\tautocrlf = false
\tsafecrlf = false
\tquotePath = false
[gc]
\tauto = 0
[maintenance]
\tauto = false
[commit]
\tgpgSign = false
[repack]
\twriteBitmaps = false
[advice]
\taddEmbeddedRepo = false
\taddIgnoredFile = false
`;
// The shadow's info/attributes wins over the workspace's .gitattributes: store exact bytes (no EOL conversion, no
// clean/smudge filters such as LFS, no ident or encoding rewriting) so a restore gives back what was snapshotted.
const SHADOW_ATTRIBUTES = '* -text -filter -ident -working-tree-encoding\n';

function escapeGlob(relative: string): string {
  return relative
    .split(path.sep)
    .join('/')
    .replace(/[*?[\]\\!# ]/g, (c) => `\\${c}`);
}

export type OpenMode = { workspace: boolean; create: boolean };

/** Opens (or, with create, initialises) the shadow repository; null when it does not exist and create is false. */
export async function openShadow(options: GitOptions, mode: OpenMode): Promise<ShadowRepo | null> {
  const workspace = mode.workspace ? await validateWorkspace(options.workspacePath) : null;
  const dir = path.resolve(options.shadowDir);
  if (!(await exists(path.join(dir, 'HEAD')))) {
    const entries = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw corrupt(dir, `cannot read it (${error.code})`, error);
    });
    if (entries && entries.length > 0) throw corrupt(dir, 'the folder exists but is not a git repository (it has no HEAD)');
    if (!mode.create) return null;
    await initShadow(dir, workspace ?? path.resolve(options.workspacePath));
  }
  const env: Record<string, string> = { GIT_DIR: dir, GIT_INDEX_FILE: path.join(dir, 'index') };
  const config: string[] = [];
  if (workspace) {
    env.GIT_WORK_TREE = workspace;
    // The user's .git/info/exclude is honoured by pointing core.excludesFile at it (read in place, never copied).
    const user = await userGitDir(workspace);
    config.push(`core.excludesFile=${user ? path.join(user.commonDir, 'info', 'exclude') : '/dev/null'}`);
  }
  const cwd = workspace ?? dir;
  return {
    dir,
    caches: options.caches,
    workspace,
    async git(args, run) {
      try {
        return await runGit(cwd, env, config, args, run);
      } catch (error) {
        if (workspace && !(error instanceof GitExit)) await validateWorkspace(workspace); // it may have just vanished
        throw translate(dir, workspace, args, error);
      }
    },
  };
}

/** Builds the shadow in a temporary sibling folder and renames it into place, so a crash never leaves half a setup. */
async function initShadow(dir: string, workspace: string): Promise<void> {
  const temp = `${dir}.init-${process.pid}-${Date.now()}`;
  try {
    await mkdir(temp, { recursive: true });
    await runGit(temp, {}, [], ['init', '--bare', '--quiet', '--template=', temp]);
    await appendFile(path.join(temp, 'config'), SHADOW_CONFIG);
    await mkdir(path.join(temp, 'info'), { recursive: true });
    await writeFile(path.join(temp, 'info', 'attributes'), SHADOW_ATTRIBUTES);
    // A shadow stored inside its own workspace must not snapshot itself.
    const relative = path.relative(workspace, dir);
    const inside = relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
    await writeFile(path.join(temp, 'info', 'exclude'), inside ? `/${escapeGlob(relative)}/\n` : '');
    await rename(temp, dir).catch(async (error: unknown) => {
      if (!(await exists(path.join(dir, 'HEAD')))) throw error; // else another process set it up first: use theirs
    });
  } catch (error) {
    throw error instanceof GitExit ? translate(dir, null, ['init'], error) : corrupt(dir, `it could not be created (${(error as Error).message})`, error);
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}
