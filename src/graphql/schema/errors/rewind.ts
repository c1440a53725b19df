// The GraphQL type of an undo asked out of order (src/errors/rewind.ts).
import { RewindNotUndoableError } from '../../../errors/rewind.ts';
import { builder } from '../../builder.ts';
import { globalIdOf } from '../../ids.ts';
import { ErrorInterface } from './domain.ts';

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
