// The failures of git work on a workspace, as one error class with a closed set of codes (the agent reports them by
// code), and the messages shared by the files that raise them.
import path from 'node:path';

export const GIT_WORKSPACE_ERROR_CODES = [
  'WORKSPACE_MISSING',
  'WORKSPACE_NOT_DIRECTORY',
  'WORKSPACE_UNREADABLE',
  'REPOSITORY_CORRUPT',
  /** A tree id or other argument this module was handed is malformed (a caller's bug, not the user's). */
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

const RECOVERY =
  'Run `git --git-dir=<store> fsck` to inspect it; if it cannot be repaired, move that folder aside and Savepoint ' +
  'creates a fresh one on the next snapshot (the snapshots it held are fetched from the server again when a restore needs them).';

/** `dir`: the snapshot store. */
export function corrupt(dir: string, what: string, cause?: unknown): GitWorkspaceError {
  return new GitWorkspaceError('REPOSITORY_CORRUPT', `The snapshot store ${dir} is unusable: ${what}. ${RECOVERY.replace('<store>', dir)}`, { cause });
}

export function lockedIndex(store: string): GitWorkspaceError {
  const lock = path.join(store, 'index.lock');
  return new GitWorkspaceError(
    'REPOSITORY_CORRUPT',
    `The snapshot store's index is locked by ${lock}: another process is writing this store, or one crashed while doing so. ` +
      'If no other process uses this store, delete that file and retry.',
  );
}
