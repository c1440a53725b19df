// Branches from checkpoints: the mutation createBranchFromCheckpoint (a branch of the workspace's own git repository
// whose tree is a checkpoint's code snapshot, optionally checked out).
import {
  type BranchCreated,
  type CreateBranchResult,
  createBranchFromCheckpoint,
  createBranchFromCheckpointThrows,
} from '../../workflows/branches/create-branch-from-checkpoint.ts';
import { builder } from '../builder.ts';
import { callerOf } from '../context.ts';
import { localId, localIdThrows } from '../ids.ts';
import { CheckpointRef } from './checkpoints/checkpoint.ts';
import { resultOf } from './errors/domain.ts';
import { LEASE_TOKEN } from './leases.ts';

const IDEMPOTENCY = 'Any string of 1 to 200 characters: a retry with the same key and input returns the first answer and does nothing again.';

const CheckpointBranchRef = builder.objectRef<BranchCreated['branch']>('CheckpointBranch').implement({
  description: "A branch of the workspace's own git repository made from a checkpoint's code snapshot.",
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The branch name, as asked (e.g. "try-again").' }),
    reference: t.exposeString('reference', { description: 'Its full ref (refs/heads/<name>).' }),
    commit: t.exposeString('commit', {
      description: "Its commit in the workspace's repository: the checkpoint's files as its tree, the HEAD commit at the time as its parent.",
    }),
  }),
});

const CreateBranchFromCheckpointInput = builder.inputType('CreateBranchFromCheckpointInput', {
  description: "The checkpoint whose code snapshot becomes a new branch of the workspace's git repository.",
  fields: (t) => ({
    checkpointId: t.id({ required: true, description: 'The checkpoint (it must have a code snapshot: gitCommit set).' }),
    branchName: t.string({ required: true, description: 'The name of the new branch; it must not exist yet.' }),
    checkout: t.boolean({
      defaultValue: false,
      description:
        "Also switch the workspace's checkout to the new branch (its files become the snapshot). Only a clean working tree is switched: with changes (staged, unstaged or untracked files that are not ignored) nothing is done (WorkingTreeDirtyError). False (default): HEAD, index and files are left as they are.",
    }),
    leaseToken: t.int({ description: `With checkout only. ${LEASE_TOKEN}` }),
    idempotencyKey: t.string({ description: IDEMPOTENCY }),
  }),
});

const CreateBranchFromCheckpointPayload = builder.objectRef<CreateBranchResult>('CreateBranchFromCheckpointPayload').implement({
  description: 'The branch made from the checkpoint.',
  fields: (t) => ({
    branch: t.field({ type: CheckpointBranchRef, description: 'The new branch.', resolve: (p) => p.branch }),
    checkedOut: t.exposeBoolean('checkedOut', { description: "True when the workspace's checkout was switched to it (checkout: true)." }),
    checkpoint: t.field({ type: CheckpointRef, description: 'The checkpoint it was made from.', resolve: (p) => p.checkpointId }),
    replayed: t.exposeBoolean('replayed', { description: 'True when an idempotency key matched an earlier call: nothing new was done.' }),
  }),
});

builder.mutationField('createBranchFromCheckpoint', (t) =>
  t.field({
    type: CreateBranchFromCheckpointPayload,
    description:
      "Makes a branch of the workspace's own git repository whose files are exactly a checkpoint's code snapshot (its parent: your HEAD commit), without running any of your hooks; with checkout: true, also switches a clean checkout to it. All or nothing; recorded as a checkpoint.branch_created event.",
    args: { input: t.arg({ type: CreateBranchFromCheckpointInput, required: true, description: 'The checkpoint and the branch to make.' }) },
    errors: resultOf('CreateBranchFromCheckpointResult', createBranchFromCheckpointThrows, localIdThrows),
    resolve: (_, { input }, ctx) =>
      createBranchFromCheckpoint(callerOf(ctx), { ...input, checkpointId: localId('Checkpoint', input.checkpointId, 'checkpointId') }),
  }),
);
