// The GraphQL types of a checkpoint that cannot be read back (src/errors/checkpoint.ts): not the session's, edited, or
// in a format a newer server wrote (checkpoints/checkpoint.model.ts readStateSnapshot).
import { CheckpointNotFoundError, CheckpointTamperedError, CheckpointVersionUnsupportedError } from '../../../errors/checkpoint.ts';
import { builder } from '../../builder.ts';
import { globalIdOf } from '../../ids.ts';
import { ErrorInterface } from './domain.ts';

builder.objectType(CheckpointNotFoundError, {
  name: 'CheckpointNotFoundError',
  description: 'The checkpoint given is not one of this session.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    checkpointId: t.id({ description: 'The global id of the checkpoint given.', resolve: (error) => globalIdOf(error.checkpoint) }),
  }),
});

builder.objectType(CheckpointTamperedError, {
  name: 'CheckpointTamperedError',
  description: 'The checkpoint no longer matches its signature (it was edited after it was taken), so resume refuses it.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    checkpointId: t.id({ description: 'The global id of the checkpoint.', resolve: (error) => globalIdOf(error.checkpoint) }),
  }),
});

builder.objectType(CheckpointVersionUnsupportedError, {
  name: 'CheckpointVersionUnsupportedError',
  description:
    'The checkpoint keeps its state in a format this server does not read (a newer server wrote it), so it is refused before anything is changed. Upgrade the server, or use another checkpoint.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    checkpointId: t.id({ description: 'The global id of the checkpoint.', resolve: (error) => globalIdOf(error.checkpoint) }),
    formatVersion: t.exposeString('formatVersion', { description: 'The format its state snapshot is stamped with, as stored.' }),
    readableVersions: t.field({
      type: ['Int'],
      description: 'The formats this server reads.',
      resolve: (error) => [...error.readableVersions],
    }),
  }),
});
