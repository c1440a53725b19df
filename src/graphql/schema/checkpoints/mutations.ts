// createCheckpoint.
import type { TakenCheckpoint } from '../../../capture/take-checkpoint.ts';
import { createCheckpoint, createCheckpointThrows } from '../../../workflows/checkpoints/create-checkpoint.ts';
import { builder } from '../../builder.ts';
import { callerOf } from '../../context.ts';
import { localId, localIdThrows, optionalLocalId, optionalLocalIdThrows } from '../../ids.ts';
import { resultOf } from '../errors/domain.ts';
import { LEASE_TOKEN } from '../leases.ts';
import { CheckpointKindEnum, CheckpointRef } from './checkpoint.ts';

const CreateCheckpointInput = builder.inputType('CreateCheckpointInput', {
  description: 'The checkpoint to take.',
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session.' }),
    label: t.string({ description: 'A label for people; default "checkpoint <seq>".' }),
    kind: t.field({ type: CheckpointKindEnum, description: 'Why it is taken; defaults to MANUAL (RESUME is refused: only resumeSession takes those).' }),
    phaseId: t.id({ description: 'The phase it is taken at (a phase of the session).' }),
    taskId: t.id({ description: 'The task it is taken at (a task of the session).' }),
    stepId: t.id({ description: 'The step it is taken at (a step of the session).' }),
    includeCode: t.boolean({ description: 'False takes a state-only checkpoint (no code snapshot). Default true.' }),
    leaseToken: t.int({ description: LEASE_TOKEN }),
    idempotencyKey: t.string({
      description:
        'Any string of 1 to 200 characters: a retry with the same key and input returns the first checkpoint and takes no other (no snapshot either).',
    }),
  }),
});

const CreateCheckpointPayload = builder.objectRef<TakenCheckpoint>('CreateCheckpointPayload').implement({
  description: 'The new checkpoint.',
  fields: (t) => ({
    checkpoint: t.field({ type: CheckpointRef, description: 'The checkpoint, signed.', resolve: (taken) => taken.checkpoint }),
    replayed: t.exposeBoolean('replayed', { description: 'True when an idempotency key matched an earlier call: nothing new was taken.' }),
  }),
});

builder.mutationField('createCheckpoint', (t) =>
  t.field({
    type: CreateCheckpointPayload,
    description:
      'Snapshots the workspace code (a private commit; your HEAD, branches, index and stash are untouched), then records the plan state and conversation positions with it, signed.',
    args: { input: t.arg({ type: CreateCheckpointInput, required: true, description: 'The checkpoint to take.' }) },
    errors: resultOf('CreateCheckpointResult', createCheckpointThrows, localIdThrows, optionalLocalIdThrows),
    resolve: (_, { input }, ctx) =>
      createCheckpoint(callerOf(ctx), {
        sessionId: localId('Session', input.sessionId, 'sessionId'),
        label: input.label,
        kind: input.kind,
        includeCode: input.includeCode,
        leaseToken: input.leaseToken,
        idempotencyKey: input.idempotencyKey,
        position: {
          phaseId: optionalLocalId('Phase', input.phaseId, 'phaseId'),
          taskId: optionalLocalId('Task', input.taskId, 'taskId'),
          stepId: optionalLocalId('Step', input.stepId, 'stepId'),
        },
      }),
  }),
);
