// The plan's working state in a checkpoint and in a state diff: its revision, todo lists, shared documents and phase
// outputs (plan states are in diff.ts's changes).
import { diffWorkingState, type WorkingStateDiff } from '../../../checkpoints/checkpoint.model.ts';
import { builder } from '../../builder.ts';
import { PhaseRef, TaskRef } from '../plans.ts';
import { TodoItemRef } from '../todos.ts';
import { CheckpointRef, readableSnapshot, stateSnapshot } from './checkpoint.ts';
import { StateDiffRef } from './diff.ts';

builder.objectFields(CheckpointRef, (t) => ({
  planRevision: t.int({
    description: "The plan's revision when it was taken (Session.planRevision then; 0 for a plan never revised).",
    resolve: async (checkpoint, _, ctx) => {
      const { planRevision } = await stateSnapshot(ctx, checkpoint); // as stored: shown whatever the snapshot's format
      return typeof planRevision === 'number' ? planRevision : 0;
    },
  }),
}));

type Revision = NonNullable<WorkingStateDiff['planRevision']>;
const RevisionChangeRef = builder.objectRef<Revision>('PlanRevisionChange').implement({
  description: "The plan's revision on each side of a diff.",
  fields: (t) => ({
    from: t.exposeInt('from', { description: 'At the earlier checkpoint (0: never revised).' }),
    to: t.exposeInt('to', { description: 'At the later checkpoint.' }),
  }),
});

const TodoListChangeRef = builder.objectRef<WorkingStateDiff['todos'][number]>('TodoListChange').implement({
  description: 'A todo list that differs between two checkpoints.',
  fields: (t) => ({
    task: t.field({ type: TaskRef, nullable: true, description: "The task whose list it is; null for the session's own.", resolve: (change) => change.taskId }),
    before: t.field({ type: [TodoItemRef], description: 'The list at the earlier checkpoint.', resolve: (change) => change.before }),
    after: t.field({ type: [TodoItemRef], description: 'The list at the later checkpoint.', resolve: (change) => change.after }),
  }),
});

type DocumentSide = { version: number; value: unknown };
const DocumentVersionRef = builder.objectRef<DocumentSide>('SharedDocumentVersion').implement({
  description: 'A shared document as a checkpoint kept it.',
  fields: (t) => ({
    version: t.exposeInt('version', { description: 'Its version then.' }),
    value: t.field({ type: 'JSON', description: 'Its value then.', resolve: (side) => side.value }),
  }),
});

const DocumentChangeRef = builder.objectRef<WorkingStateDiff['documents'][number]>('SharedDocumentChange').implement({
  description: 'A shared document that differs between two checkpoints.',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'Its key.' }),
    before: t.field({
      type: DocumentVersionRef,
      nullable: true,
      description: 'At the earlier checkpoint; null when it did not exist.',
      resolve: (c) => c.before,
    }),
    after: t.field({ type: DocumentVersionRef, nullable: true, description: 'At the later checkpoint; null when it did not exist.', resolve: (c) => c.after }),
  }),
});

const PhaseOutputChangeRef = builder.objectRef<WorkingStateDiff['phaseOutputs'][number]>('PhaseOutputChange').implement({
  description: 'A phase whose recorded output or summary differs between two checkpoints.',
  fields: (t) => ({
    phase: t.field({ type: PhaseRef, description: 'The phase.', resolve: (change) => change.phaseId }),
    outputBefore: t.field({ type: 'JSON', nullable: true, description: 'Its output at the earlier checkpoint.', resolve: (c) => c.before.output }),
    summaryBefore: t.string({ nullable: true, description: 'Its summary at the earlier checkpoint.', resolve: (c) => c.before.summary }),
    outputAfter: t.field({ type: 'JSON', nullable: true, description: 'Its output at the later checkpoint.', resolve: (c) => c.after.output }),
    summaryAfter: t.string({ nullable: true, description: 'Its summary at the later checkpoint.', resolve: (c) => c.after.summary }),
  }),
});

export const WorkingStateDiffRef = builder.objectRef<WorkingStateDiff>('WorkingStateDiff').implement({
  description:
    "How the plan's working state differs between two sides: revision, todo lists, shared documents, phase outputs. In a state diff the sides are two checkpoints (before: the earlier), in Session.diff two points of history (before: `from`); in a rewind preview, now (before) and after the rewind.",
  fields: (t) => ({
    planRevision: t.field({
      type: RevisionChangeRef,
      nullable: true,
      description: 'The revisions on each side; null when the same.',
      resolve: (diff) => diff.planRevision,
    }),
    todos: t.field({ type: [TodoListChangeRef], description: 'Todo lists that differ.', resolve: (diff) => diff.todos }),
    sharedContext: t.field({ type: [DocumentChangeRef], description: 'Shared documents that differ, by key.', resolve: (diff) => diff.documents }),
    phaseOutputs: t.field({ type: [PhaseOutputChangeRef], description: 'Phases whose output or summary differs.', resolve: (diff) => diff.phaseOutputs }),
  }),
});

builder.objectFields(StateDiffRef, (t) => ({
  workingState: t.field({
    type: WorkingStateDiffRef,
    description: "How the plan's revision, todo lists, shared documents and phase outputs differ (states are in changes).",
    resolve: async (diff, _, ctx) => {
      const [before, after] = await Promise.all([diff.from ? readableSnapshot(ctx, diff.from) : null, readableSnapshot(ctx, diff.to)]);
      return diffWorkingState(before, after);
    },
  }),
}));
