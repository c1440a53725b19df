// What changed between two checkpoints of a session: the code (files, hunks, totals) and the plan state.

import { checkpointCodeDiff, checkpointCodeDiffThrows } from '../../../capture/checkpoint-code.ts';
import { diffStates, type StateChange } from '../../../checkpoints/checkpoint.model.ts';
import { findDiffBaseline, findDiffBaselineThrows } from '../../../checkpoints/checkpoint.service.ts';
import type { EntityType } from '../../../errors/domain.ts';
import type { FileDiff, Hunk } from '../../../objects/diff.model.ts';
import { builder } from '../../builder.ts';
import { type Context, callerOf } from '../../context.ts';
import { globalIdOf, optionalLocalId, optionalLocalIdThrows } from '../../ids.ts';
import { COST } from '../../plugins/cost.ts';
import { describedEnum, LifecycleStateEnum } from '../enums.ts';
import { resultOf } from '../errors/domain.ts';
import { type CheckpointNode, CheckpointRef, FileActionEnum, readableSnapshot, readableSnapshotThrows } from './checkpoint.ts';

const ENTITY_TYPES: Record<StateChange['entity'], EntityType> = { SESSION: 'Session', PHASE: 'Phase', TASK: 'Task', STEP: 'Step', APPROVAL: 'Approval' };
const StateEntityEnum = describedEnum('StateEntity', 'What kind of object changed state.', Object.keys(ENTITY_TYPES) as StateChange['entity'][], {
  SESSION: 'The session itself.',
  PHASE: 'A phase.',
  TASK: 'A task.',
  STEP: 'A step.',
  APPROVAL: 'An approval.',
});

const HunkRef = builder.objectRef<Hunk>('DiffHunk').implement({
  description: 'One hunk of a unified diff.',
  fields: (t) => ({
    header: t.exposeString('header', { description: 'The hunk header, e.g. "@@ -1,4 +1,5 @@".' }),
    oldStart: t.exposeInt('oldStart', { description: 'First line of the hunk in the old file (from 1).' }),
    oldLines: t.exposeInt('oldLines', { description: 'How many lines of the old file it covers.' }),
    newStart: t.exposeInt('newStart', { description: 'First line of the hunk in the new file (from 1).' }),
    newLines: t.exposeInt('newLines', { description: 'How many lines of the new file it covers.' }),
    lines: t.exposeStringList('lines', { description: 'Unified diff lines, each starting with " ", "+" or "-".' }),
  }),
});

export const FileDiffRef = builder.objectRef<FileDiff>('FileDiff').implement({
  description: 'How one file differs between two checkpoints.',
  fields: (t) => ({
    path: t.exposeString('path', { description: 'Relative to the workspace folder.' }),
    previousPath: t.exposeString('previousPath', { nullable: true, description: 'For RENAMED: the path before; else null.' }),
    action: t.field({ type: FileActionEnum, description: 'How it changed.', resolve: (file) => file.action }),
    additions: t.exposeInt('additions', { description: 'Lines added (0 for a binary file).' }),
    deletions: t.exposeInt('deletions', { description: 'Lines removed (0 for a binary file).' }),
    binary: t.exposeBoolean('binary', { description: 'True for a binary file (no hunks).' }),
    hunks: t.field({ type: [HunkRef], description: 'The changes, hunk by hunk (empty for a binary file).', resolve: (file) => file.hunks }),
  }),
});

type Totals = { filesChanged: number; additions: number; deletions: number };
export const DiffTotalsRef = builder.objectRef<Totals>('DiffTotals').implement({
  description: 'The size of a diff.',
  fields: (t) => ({
    filesChanged: t.exposeInt('filesChanged', { description: 'Files that differ.' }),
    additions: t.exposeInt('additions', { description: 'Lines added, over all files.' }),
    deletions: t.exposeInt('deletions', { description: 'Lines removed, over all files.' }),
  }),
});

type CodeDiff = { from: CheckpointNode | null; to: CheckpointNode; files: FileDiff[] };
const CheckpointDiffRef = builder.objectRef<CodeDiff>('CheckpointDiff').implement({
  description: 'What changed in the workspace between two checkpoints.',
  fields: (t) => ({
    from: t.field({
      type: CheckpointRef,
      nullable: true,
      description: 'The checkpoint compared with; null when diffing the first code snapshot against nothing.',
      resolve: (diff) => diff.from,
    }),
    to: t.field({ type: CheckpointRef, description: 'The checkpoint diffed (this one).', resolve: (diff) => diff.to }),
    files: t.field({ type: [FileDiffRef], description: 'The files that differ.', resolve: (diff) => diff.files }),
    totals: t.field({
      type: DiffTotalsRef,
      description: 'How big the diff is.',
      resolve: (diff) => ({
        filesChanged: diff.files.length,
        additions: diff.files.reduce((sum, file) => sum + file.additions, 0),
        deletions: diff.files.reduce((sum, file) => sum + file.deletions, 0),
      }),
    }),
  }),
});

export const StateChangeRef = builder.objectRef<StateChange>('StateChange').implement({
  description: "An object whose state differs between two checkpoints (or two points of a session's history: Session.diff).",
  fields: (t) => ({
    entity: t.field({ type: StateEntityEnum, description: 'What kind of object.', resolve: (change) => change.entity }),
    entityId: t.id({ description: 'Its global id.', resolve: (change) => globalIdOf({ type: ENTITY_TYPES[change.entity], id: change.id }) }),
    name: t.exposeString('name', { description: 'What it is called: an objective, a phase name, a task key, a step or approval title.' }),
    from: t.field({
      type: LifecycleStateEnum,
      nullable: true,
      description: 'Its state at the earlier checkpoint (or point); null when it did not exist yet.',
      resolve: (change) => change.from,
    }),
    to: t.field({
      type: LifecycleStateEnum,
      nullable: true,
      description: 'Its state at the later checkpoint (or point); null when it no longer exists there.',
      resolve: (change) => change.to,
    }),
  }),
});

export type StateDiff = { from: CheckpointNode | null; to: CheckpointNode; changes: StateChange[] };
export const StateDiffRef = builder.objectRef<StateDiff>('CheckpointStateDiff').implement({
  description: 'What changed state between two checkpoints of a session.',
  fields: (t) => ({
    from: t.field({
      type: CheckpointRef,
      nullable: true,
      description: 'The earlier checkpoint; null when diffing the first against nothing.',
      resolve: (diff) => diff.from,
    }),
    to: t.field({ type: CheckpointRef, description: 'The checkpoint diffed (this one).', resolve: (diff) => diff.to }),
    changes: t.field({ type: [StateChangeRef], description: 'The objects whose state differs.', resolve: (diff) => diff.changes }),
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
    args: { against: t.arg.id({ description: 'A checkpoint of the same session to compare with; default: the previous one with a code snapshot.' }) },
    errors: resultOf('CheckpointDiffResult', optionalLocalIdThrows, findDiffBaselineThrows, checkpointCodeDiffThrows),
    resolve: async (checkpoint, args, ctx) => {
      const from = await baseline(ctx, checkpoint, args.against, true);
      return { from, to: checkpoint, files: await checkpointCodeDiff(callerOf(ctx), from, checkpoint) };
    },
  }),
  stateDiff: t.field({
    type: StateDiffRef,
    description: 'Phases, tasks, steps and approvals whose state changed from `against` (default: the previous checkpoint).',
    args: { against: t.arg.id({ description: 'A checkpoint of the same session to compare with; default: the previous one.' }) },
    errors: resultOf('CheckpointStateDiffResult', optionalLocalIdThrows, findDiffBaselineThrows, readableSnapshotThrows),
    resolve: async (checkpoint, args, ctx) => {
      const from = await baseline(ctx, checkpoint, args.against, false);
      const [before, after] = await Promise.all([from ? readableSnapshot(ctx, from) : null, readableSnapshot(ctx, checkpoint)]);
      // The session's own change names no id: it is the checkpoint's session.
      const changes = diffStates(before, after).map((change) => (change.entity === 'SESSION' ? { ...change, id: checkpoint.session_id } : change));
      return { from, to: checkpoint, changes };
    },
  }),
}));
