// The GraphQL type of a checkpoint this server cannot read (src/resume-errors.ts): its state snapshot is in a format
// a newer server wrote (checkpoints/checkpoint.model.ts readStateSnapshot).
import { CheckpointVersionUnsupportedError } from '../../resume-errors.ts';
import { builder } from '../builder.ts';
import { globalIdOf } from '../ids.ts';
import { ErrorInterface } from './errors.ts';

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
