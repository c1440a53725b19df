// The GraphQL type of a workspace folder that cannot be snapshotted or restored (src/errors/workspace.ts).
import { WorkspaceUnavailableError, WorkspaceUnavailableReason } from '../../../errors/workspace.ts';
import { builder } from '../../builder.ts';
import { describedEnum } from '../enums.ts';
import { ErrorInterface } from './domain.ts';

const WorkspaceUnavailableReasonEnum = describedEnum(
  'WorkspaceUnavailableReason',
  'Why the workspace could not be snapshotted or restored.',
  Object.values(WorkspaceUnavailableReason),
  {
    WORKSPACE_MISSING: 'The workspace folder does not exist.',
    WORKSPACE_NOT_DIRECTORY: 'The workspace path is not a folder.',
    WORKSPACE_UNREADABLE: 'The workspace folder (or a file in it) cannot be read.',
    REPOSITORY_CORRUPT: "The snapshot store of the folder's agent (its cache, beside the agent) is damaged or locked.",
    INVALID_ARGUMENT: 'A snapshot id or ref was malformed (a server bug; report it).',
    RESTORE_FAILED: 'A file could not be put back; nothing was changed.',
    SYMLINK_IN_PATH: 'A path to put back goes through a symbolic link: refused, never followed.',
    ON_AGENT_HOST: "The folder is on its workspace agent's machine: this server never opens it; the agent does the file work.",
    NOT_LOCAL:
      'The operator does not let this server do file work for you (you are not a local owner): serve the folder with `savepoint agent --workspace <folder>`.',
    WORKSPACE_REPLACED:
      'The workspace folder, or a folder above it, was replaced by a symbolic link since it was registered: refused, never followed. Put the real folder back.',
    REPOSITORY_OUTSIDE:
      "The workspace's .git (a gitdir file, a symbolic link, its commondir) leads to a repository outside it that it may not use: refused, nothing written there.",
    NO_FOLDER: 'The workspace has no folder: its sessions keep client state only, and no code verb applies to them.',
  },
);

builder.objectType(WorkspaceUnavailableError, {
  name: 'WorkspaceUnavailableError',
  description: 'The workspace folder could not be snapshotted or restored; nothing was changed.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    reason: t.field({ type: WorkspaceUnavailableReasonEnum, description: 'Why.', resolve: (error) => error.reason }),
    path: t.exposeString('path', { description: "The workspace's folder on the server." }),
  }),
});
