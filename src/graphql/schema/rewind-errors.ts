// The GraphQL types of the rewind errors (src/rewind-errors.ts).
import { BranchExistsError, PreserveUnavailableError, RewindNotUndoableError } from '../../rewind-errors.ts';
import { builder } from '../builder.ts';
import { globalIdOf } from '../ids.ts';
import { ErrorInterface } from './errors.ts';

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

builder.objectType(RewindNotUndoableError, {
  name: 'RewindNotUndoableError',
  description: 'Rewinds are undone newest first: a later rewind not yet undone comes first, or this one is already undone. Nothing was changed.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    rewindId: t.id({ description: 'The global id of the rewind asked to undo.', resolve: (error) => globalIdOf(error.rewind) }),
    laterRewindId: t.id({
      nullable: true,
      description: 'The global id of the later rewind to undo first; null when this one is already undone.',
      resolve: (error) => (error.later ? globalIdOf(error.later) : null),
    }),
  }),
});
