// The GraphQL types of the errors of branches and worktrees made from checkpoints (src/fork-errors.ts).
import { RepositoryUnavailableError, WorkingTreeDirtyError } from '../../fork-errors.ts';
import { builder } from '../builder.ts';
import { ErrorInterface } from './errors.ts';

builder.objectType(RepositoryUnavailableError, {
  name: 'RepositoryUnavailableError',
  description:
    'A branch or worktree from a checkpoint was asked for in a workspace that is not a git repository, or whose repository cannot take it (no commit yet, unreadable); nothing was changed.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    path: t.exposeString('path', { description: "The workspace's folder on the server." }),
  }),
});

builder.objectType(WorkingTreeDirtyError, {
  name: 'WorkingTreeDirtyError',
  description:
    "checkout: true was asked while the workspace's working tree has changes (staged, unstaged, or untracked files that are not ignored); nothing was changed and no branch was made. Commit or stash them, or ask with checkout: false.",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    path: t.exposeString('path', { description: "The workspace's folder on the server." }),
    changedPaths: t.exposeStringList('changedPaths', {
      description: 'Some of the changed paths (at most 20), relative to the workspace; empty when what moved was not a file (HEAD).',
    }),
  }),
});
