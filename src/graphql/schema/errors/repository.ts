// The GraphQL types of the errors of work in the user's own git repository (src/errors/repository.ts).
import { BranchExistsError, PreserveUnavailableError, RepositoryUnavailableError, WorkingTreeDirtyError } from '../../../errors/repository.ts';
import { builder } from '../../builder.ts';
import { ErrorInterface } from './domain.ts';

builder.objectType(PreserveUnavailableError, {
  name: 'PreserveUnavailableError',
  description:
    'BRANCH or STASH asked for a workspace that is not a git repository (or whose repository cannot take it); nothing was changed. Use DISCARD: the state before a rewind is kept as its undo point anyway.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    mode: t.exposeString('mode', { description: 'The preserve mode asked for (BRANCH or STASH).' }),
    path: t.exposeString('path', { description: "The workspace's folder on the server." }),
  }),
});

builder.objectType(BranchExistsError, {
  name: 'BranchExistsError',
  description: "The workspace's repository already has a branch of that name; nothing was changed. Pick another name.",
  interfaces: [ErrorInterface],
  fields: (t) => ({ branch: t.exposeString('branch', { description: 'The branch name asked for.' }) }),
});

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
