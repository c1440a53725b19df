// The expected failure of a workspace folder that cannot be snapshotted or restored.
import { DomainError, ErrorCode } from './domain.ts';

export const WorkspaceUnavailableReason = {
  WORKSPACE_MISSING: 'WORKSPACE_MISSING',
  WORKSPACE_NOT_DIRECTORY: 'WORKSPACE_NOT_DIRECTORY',
  WORKSPACE_UNREADABLE: 'WORKSPACE_UNREADABLE',
  REPOSITORY_CORRUPT: 'REPOSITORY_CORRUPT',
  /** A commit id or ref name handed to the snapshot store was malformed (a bug on our side). */
  INVALID_ARGUMENT: 'INVALID_ARGUMENT',
  /** A file could not be put back. */
  RESTORE_FAILED: 'RESTORE_FAILED',
  /** A path to put back goes through a symbolic link (which may lead outside the workspace): refused, never followed. */
  SYMLINK_IN_PATH: 'SYMLINK_IN_PATH',
  /** The folder is on its agent's machine: the server never opens it; its agent does the file work. */
  ON_AGENT_HOST: 'ON_AGENT_HOST',
  /** The owner is not local (any more): this server does no file work for it; an agent of its own serves its folders. */
  NOT_LOCAL: 'NOT_LOCAL',
  /** The workspace folder, or a folder above it, is a symbolic link now (it was not when registered): never followed. */
  WORKSPACE_REPLACED: 'WORKSPACE_REPLACED',
  /** The workspace's .git (a gitdir file, a link, its commondir) leads to a repository outside it that is not one it may use. */
  REPOSITORY_OUTSIDE: 'REPOSITORY_OUTSIDE',
  /** The workspace has no folder: its sessions keep client state only, and no code verb applies to it. */
  NO_FOLDER: 'NO_FOLDER',
} as const;
export type WorkspaceUnavailableReason = (typeof WorkspaceUnavailableReason)[keyof typeof WorkspaceUnavailableReason];

/** The workspace directory cannot be snapshotted or restored: missing, not a directory, unreadable, its snapshot
 * repository is damaged, a file could not be put back, or it is not the folder that was registered any more. */
export class WorkspaceUnavailableError extends DomainError {
  readonly code = ErrorCode.WORKSPACE_UNAVAILABLE;
  readonly reason: WorkspaceUnavailableReason;
  readonly path: string;
  constructor(reason: WorkspaceUnavailableReason, path: string, message: string) {
    super(message);
    this.reason = reason;
    this.path = path;
  }
}
