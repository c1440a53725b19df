// createCheckpoint.
import type { Checkpoint } from '../../../db/database.ts';
import { WorkspaceUnavailableError } from '../../../errors.ts';
import { createCheckpoint } from '../../../workflows/checkpoints/create-checkpoint.ts';
import { builder } from '../../builder.ts';
import { callerOf } from '../../context.ts';
import { localId, optionalLocalId } from '../../ids.ts';
import { WRITE_ERRORS } from '../errors.ts';
import { CheckpointKindEnum, CheckpointRef } from './checkpoint.ts';

const CreateCheckpointInput = builder.inputType('CreateCheckpointInput', {
  fields: (t) => ({
    sessionId: t.id({ required: true }),
    label: t.string(),
    kind: t.field({ type: CheckpointKindEnum, description: 'Defaults to MANUAL.' }),
    phaseId: t.id(),
    taskId: t.id(),
    stepId: t.id(),
    includeCode: t.boolean({ description: 'False takes a state-only checkpoint (no code snapshot). Default true.' }),
    leaseToken: t.int({ description: "The runner's lease token; required while the session is leased (fencing)." }),
  }),
});

const CreateCheckpointPayload = builder.objectRef<Checkpoint>('CreateCheckpointPayload').implement({
  fields: (t) => ({ checkpoint: t.field({ type: CheckpointRef, resolve: (checkpoint) => checkpoint }) }),
});

builder.mutationField('createCheckpoint', (t) =>
  t.field({
    type: CreateCheckpointPayload,
    description:
      'Snapshots the workspace code (a private commit; your HEAD, branches, index and stash are untouched), then records the plan state and conversation positions with it, signed.',
    args: { input: t.arg({ type: CreateCheckpointInput, required: true }) },
    errors: { types: [...WRITE_ERRORS, WorkspaceUnavailableError], directResult: true, union: { name: 'CreateCheckpointResult' } },
    resolve: (_, { input }, ctx) =>
      createCheckpoint(callerOf(ctx), {
        sessionId: localId('Session', input.sessionId, 'sessionId'),
        label: input.label,
        kind: input.kind,
        includeCode: input.includeCode,
        leaseToken: input.leaseToken,
        position: {
          phaseId: optionalLocalId('Phase', input.phaseId, 'phaseId'),
          taskId: optionalLocalId('Task', input.taskId, 'taskId'),
          stepId: optionalLocalId('Step', input.stepId, 'stepId'),
        },
      }),
  }),
);
