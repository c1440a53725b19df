// What changed between two checkpoints of a session: the code (files, hunks, totals) and the plan state.

import { checkpointCodeDiff } from '../../../checkpointing/checkpoint-code.ts';
import { diffStates, type StateChange } from '../../../checkpoints/checkpoint.model.ts';
import { findDiffBaseline } from '../../../checkpoints/checkpoint.service.ts';
import type { FileDiff, Hunk } from '../../../code/workspace-code.ts';
import { NotFoundError, ValidationError, WorkspaceUnavailableError } from '../../../errors.ts';
import { builder } from '../../builder.ts';
import { type Context, callerOf } from '../../context.ts';
import { COST } from '../../cost.ts';
import { optionalLocalId } from '../../ids.ts';
import { SessionRef } from '../sessions.ts';
import { WorkspaceRef } from '../workspaces.ts';
import { type CheckpointNode, CheckpointRef, FileActionEnum, stateSnapshot } from './checkpoint.ts';

const StateEntityEnum = builder.enumType('StateEntity', { values: ['SESSION', 'PHASE', 'TASK', 'STEP', 'APPROVAL'] as const });

const HunkRef = builder.objectRef<Hunk>('DiffHunk').implement({
  fields: (t) => ({
    header: t.exposeString('header'),
    oldStart: t.exposeInt('oldStart'),
    oldLines: t.exposeInt('oldLines'),
    newStart: t.exposeInt('newStart'),
    newLines: t.exposeInt('newLines'),
    lines: t.exposeStringList('lines', { description: 'Unified diff lines, each starting with " ", "+" or "-".' }),
  }),
});

const FileDiffRef = builder.objectRef<FileDiff>('FileDiff').implement({
  fields: (t) => ({
    path: t.exposeString('path'),
    previousPath: t.exposeString('previousPath', { nullable: true }),
    action: t.field({ type: FileActionEnum, resolve: (file) => file.action }),
    additions: t.exposeInt('additions'),
    deletions: t.exposeInt('deletions'),
    binary: t.exposeBoolean('binary'),
    hunks: t.field({ type: [HunkRef], resolve: (file) => file.hunks }),
  }),
});

type Totals = { filesChanged: number; additions: number; deletions: number };
const DiffTotalsRef = builder.objectRef<Totals>('DiffTotals').implement({
  fields: (t) => ({ filesChanged: t.exposeInt('filesChanged'), additions: t.exposeInt('additions'), deletions: t.exposeInt('deletions') }),
});

type CodeDiff = { from: CheckpointNode | null; to: CheckpointNode; files: FileDiff[] };
const CheckpointDiffRef = builder.objectRef<CodeDiff>('CheckpointDiff').implement({
  description: 'What changed in the workspace between two checkpoints.',
  fields: (t) => ({
    from: t.field({
      type: CheckpointRef,
      nullable: true,
      description: 'Null when diffing the first checkpoint against nothing.',
      resolve: (diff) => diff.from,
    }),
    to: t.field({ type: CheckpointRef, resolve: (diff) => diff.to }),
    files: t.field({ type: [FileDiffRef], resolve: (diff) => diff.files }),
    totals: t.field({
      type: DiffTotalsRef,
      resolve: (diff) => ({
        filesChanged: diff.files.length,
        additions: diff.files.reduce((sum, file) => sum + file.additions, 0),
        deletions: diff.files.reduce((sum, file) => sum + file.deletions, 0),
      }),
    }),
  }),
});

const StateChangeRef = builder.objectRef<StateChange>('StateChange').implement({
  fields: (t) => ({
    entity: t.field({ type: StateEntityEnum, resolve: (change) => change.entity }),
    entityId: t.exposeString('id', { description: 'The database id (empty for the session itself).' }),
    name: t.exposeString('name'),
    from: t.exposeString('from', { nullable: true }),
    to: t.exposeString('to', { nullable: true }),
  }),
});

type StateDiff = { from: CheckpointNode | null; to: CheckpointNode; changes: StateChange[] };
const StateDiffRef = builder.objectRef<StateDiff>('CheckpointStateDiff').implement({
  fields: (t) => ({
    from: t.field({ type: CheckpointRef, nullable: true, resolve: (diff) => diff.from }),
    to: t.field({ type: CheckpointRef, resolve: (diff) => diff.to }),
    changes: t.field({ type: [StateChangeRef], resolve: (diff) => diff.changes }),
  }),
});

function baseline(ctx: Context, checkpoint: CheckpointNode, against: string | null | undefined, forCode: boolean) {
  const againstId = optionalLocalId('Checkpoint', against, 'against');
  return findDiffBaseline(ctx.db, checkpoint, { againstId, forCode, load: (id) => CheckpointRef.getDataloader(ctx).load(id) });
}

builder.objectFields(CheckpointRef, (t) => ({
  diff: t.field({
    type: CheckpointDiffRef,
    description: 'Code changes from `against` (default: the previous checkpoint) to this one, with hunks.',
    complexity: COST.codeDiff,
    args: { against: t.arg.id() },
    errors: { types: [NotFoundError, ValidationError, WorkspaceUnavailableError], directResult: true, union: { name: 'CheckpointDiffResult' } },
    resolve: async (checkpoint, args, ctx) => {
      const from = await baseline(ctx, checkpoint, args.against, true);
      if (!checkpoint.git_commit) return { from, to: checkpoint, files: [] };
      const session = await SessionRef.getDataloader(ctx).load(checkpoint.session_id);
      const workspace = session && (await WorkspaceRef.getDataloader(ctx).load(session.workspace_id));
      if (!workspace) throw new NotFoundError('Workspace', session?.workspace_id ?? '');
      return { from, to: checkpoint, files: await checkpointCodeDiff(callerOf(ctx), workspace, from, checkpoint) };
    },
  }),
  stateDiff: t.field({
    type: StateDiffRef,
    description: 'Phases, tasks, steps and approvals whose state changed from `against` (default: the previous checkpoint).',
    args: { against: t.arg.id() },
    errors: { types: [NotFoundError, ValidationError], directResult: true, union: { name: 'CheckpointStateDiffResult' } },
    resolve: async (checkpoint, args, ctx) => {
      const from = await baseline(ctx, checkpoint, args.against, false);
      const [before, after] = await Promise.all([from ? stateSnapshot(ctx, from) : null, stateSnapshot(ctx, checkpoint)]);
      return { from, to: checkpoint, changes: diffStates(before, after) };
    },
  }),
}));
