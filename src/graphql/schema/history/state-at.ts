// Points in time (the history read model, history/state-at.ts): Session.stateAt, the session's plan, approvals, todo
// lists and shared documents as they stood at a moment, an event of its log or a checkpoint; and Session.diff, how
// they differ between two such points, in the shape of Checkpoint.stateDiff (the same StateChange and
// WorkingStateDiff types).
//
// A point is one input type with three optional fields, exactly one given, checked by the server rather than a
// @oneOf directive: both ends of a diff take the same type, and "both" or "neither" is then an error as data
// (ValidationError, VALIDATION_FAILED, naming the field) that says what to send, like every other refused input,
// where @oneOf would fail the whole request before any resolver runs.
import type { StateSnapshot } from '../../../db/tables/checkpoints.ts';
import type { Session } from '../../../db/tables/sessions.ts';
import { type HistoryPoint, readStateAt, readStateAtThrows, readStateDiff, readStateDiffThrows, type StateAt } from '../../../history/state-at.ts';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { optionalLocalId, optionalLocalIdThrows } from '../../ids.ts';
import { COST } from '../../plugins/cost.ts';
import { ApprovalRef } from '../approvals.ts';
import { CheckpointRef } from '../checkpoints/checkpoint.ts';
import { StateChangeRef } from '../checkpoints/diff.ts';
import { WorkingStateDiffRef } from '../checkpoints/working-state.ts';
import { ApprovalStateEnum, PhaseStateEnum, SessionStateEnum, StepKindEnum, StepStateEnum, TaskStateEnum } from '../enums.ts';
import { resultOf } from '../errors/domain.ts';
import { PhaseRef, StepRef, TaskRef } from '../plans.ts';
import { SessionRef } from '../sessions.ts';
import { TodoItemRef } from '../todos.ts';

export const HistoryPointInput = builder.inputType('HistoryPointInput', {
  description: "A point of a session's history: exactly one of time, eventSeq and checkpointId.",
  fields: (t) => ({
    time: t.field({
      type: 'DateTime',
      description:
        "A moment (to the millisecond, as the API shows times): the state after the last event written by its end, from the session's creation up to now.",
    }),
    eventSeq: t.int({ description: 'An event of the session log (SessionEvent.seq, 1 to Session.lastEventSeq): the state just after it.' }),
    checkpointId: t.id({ description: 'A checkpoint of the session: the state it holds (its stateSnapshot).' }),
  }),
});

type Point = { time?: Date | null; eventSeq?: number | null; checkpointId?: string | null };
const pointOf = (point: Point, field: string): HistoryPoint => ({
  time: point.time,
  eventSeq: point.eventSeq,
  checkpointId: optionalLocalId('Checkpoint', point.checkpointId, `${field}.checkpointId`),
});

type StepAt = StateSnapshot['steps'][number];
type TaskAt = StateSnapshot['tasks'][number] & { steps: StepAt[] };
type PhaseAt = StateSnapshot['phases'][number] & { tasks: TaskAt[] };
const byPosition = <T extends { position?: number }>(a: T, b: T) => (a.position ?? 0) - (b.position ?? 0);

/** The snapshot's flat lists as a tree: each phase with its tasks, each task with its steps, in plan order. */
function planOf(snapshot: StateSnapshot): PhaseAt[] {
  const group = <T, K>(rows: readonly T[], key: (row: T) => K) => {
    const groups = new Map<K, T[]>();
    for (const row of rows) {
      const list = groups.get(key(row));
      if (list) list.push(row);
      else groups.set(key(row), [row]);
    }
    return groups;
  };
  const steps = group(snapshot.steps, (step) => step.taskId);
  const tasks = group(
    snapshot.tasks.map((task) => ({ ...task, steps: (steps.get(task.id) ?? []).sort(byPosition) })),
    (task) => task.phaseId,
  );
  return snapshot.phases.map((phase) => ({ ...phase, tasks: (tasks.get(phase.id) ?? []).sort(byPosition) }));
}

const StepAtRef = builder.objectRef<StepAt>('StepAt').implement({
  description: 'A step as it stood at a point of history.',
  fields: (t) => ({
    step: t.field({ type: StepRef, description: 'The step (as it is now).', resolve: (step) => step.id }),
    title: t.exposeString('title', { description: 'Its title.' }),
    kind: t.field({ type: StepKindEnum, description: 'What it does to the workspace.', resolve: (step) => step.kind as 'READ' }),
    position: t.int({ description: 'Its place in its task then, from 0.', resolve: (step) => step.position ?? 0 }),
    state: t.field({ type: StepStateEnum, description: 'Its state then.', resolve: (step) => step.state as 'PENDING' }),
    attempt: t.exposeInt('attempt', { description: 'How many times it had been started by then.' }),
  }),
});

const TaskAtRef = builder.objectRef<TaskAt>('TaskAt').implement({
  description: 'A task as it stood at a point of history.',
  fields: (t) => ({
    task: t.field({ type: TaskRef, description: 'The task (as it is now).', resolve: (task) => task.id }),
    key: t.exposeString('key', { description: 'Its key in the plan.' }),
    position: t.int({ description: 'Its place in its phase then, from 0.', resolve: (task) => task.position ?? 0 }),
    state: t.field({ type: TaskStateEnum, description: 'Its state then.', resolve: (task) => task.state as 'PENDING' }),
    attempt: t.exposeInt('attempt', { description: 'How many times it had been started by then.' }),
    dependsOn: t.field({ type: [TaskRef], description: 'The tasks it waited for then.', resolve: (task) => task.dependsOn ?? [] }),
    todos: t.field({ type: [TodoItemRef], description: 'Its todo list then.', resolve: (task) => task.todos ?? [] }),
    skipReason: t.string({ nullable: true, description: 'Why it was skipped, when it was by then.', resolve: (task) => task.skipReason ?? null }),
    steps: t.field({ type: [StepAtRef], description: 'Its steps in force then, in order.', resolve: (task) => task.steps }),
  }),
});

const PhaseAtRef = builder.objectRef<PhaseAt>('PhaseAt').implement({
  description: 'A phase as it stood at a point of history.',
  fields: (t) => ({
    phase: t.field({ type: PhaseRef, description: 'The phase (as it is now).', resolve: (phase) => phase.id }),
    name: t.exposeString('name', { description: 'Its name.' }),
    position: t.exposeInt('position', { description: 'Its place in the plan then, from 0.' }),
    state: t.field({ type: PhaseStateEnum, description: 'Its state then.', resolve: (phase) => phase.state as 'PLANNED' }),
    output: t.field({ type: 'JSON', nullable: true, description: 'Its recorded output then (completePhase).', resolve: (phase) => phase.output ?? null }),
    summary: t.string({ nullable: true, description: 'Its recorded summary then.', resolve: (phase) => phase.summary ?? null }),
    skipReason: t.string({ nullable: true, description: 'Why it was skipped, when it was by then.', resolve: (phase) => phase.skipReason ?? null }),
    tasks: t.field({ type: [TaskAtRef], description: 'Its tasks in force then, in order.', resolve: (phase) => phase.tasks }),
  }),
});

type ApprovalAt = StateSnapshot['approvals'][number];
const ApprovalAtRef = builder.objectRef<ApprovalAt>('ApprovalAt').implement({
  description: 'An approval as it stood at a point of history.',
  fields: (t) => ({
    approval: t.field({ type: ApprovalRef, description: 'The approval (as it is now).', resolve: (approval) => approval.id }),
    title: t.exposeString('title', { description: 'What it asked.' }),
    state: t.field({ type: ApprovalStateEnum, description: 'Whether it was decided by then, and how.', resolve: (approval) => approval.state as 'PENDING' }),
  }),
});

type DocumentAt = NonNullable<StateSnapshot['sharedContext']>[number];
const SharedDocumentAtRef = builder.objectRef<DocumentAt>('SharedDocumentAt').implement({
  description: 'A shared document as it stood at a point of history.',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'Its key.' }),
    version: t.exposeInt('version', { description: 'Its version then.' }),
    value: t.field({ type: 'JSON', description: 'Its value then.', resolve: (document) => document.value }),
  }),
});

export const StateAtRef = builder.objectRef<StateAt>('SessionStateAt').implement({
  description:
    'A session as it stood at a point of its history: its plan (phases, tasks, steps and their states), approvals, todo lists and shared documents, rebuilt from its log: from the snapshot of the newest checkpoint at or before the point, then the events after it, replayed.',
  fields: (t) => ({
    eventSeq: t.exposeInt('eventSeq', { description: 'The last event of the log the state includes (SessionEvent.seq).' }),
    at: t.field({ type: 'DateTime', description: 'When that event was written.', resolve: (at) => at.at }),
    baseCheckpoint: t.field({
      type: CheckpointRef,
      nullable: true,
      description: "The checkpoint whose snapshot the replay started from; null when it started from the session's creation.",
      resolve: (at) => at.baseCheckpointId,
    }),
    replayedEvents: t.exposeInt('replayed', { description: 'How many events were replayed on top of it (only events that change state count).' }),
    state: t.field({ type: SessionStateEnum, description: "The session's own state then.", resolve: (at) => at.snapshot.session.state as 'CREATED' }),
    planRevision: t.int({ description: "The plan's revision then (0: never revised).", resolve: (at) => at.snapshot.planRevision ?? 0 }),
    phases: t.field({
      type: [PhaseAtRef],
      description: 'The phases in force then, in plan order, with their tasks and steps.',
      resolve: (at) => planOf(at.snapshot),
    }),
    approvals: t.field({ type: [ApprovalAtRef], description: 'The approvals requested by then.', resolve: (at) => at.snapshot.approvals }),
    todos: t.field({ type: [TodoItemRef], description: "The session's own todo list then.", resolve: (at) => at.snapshot.todos ?? [] }),
    sharedContext: t.field({
      type: [SharedDocumentAtRef],
      description: 'The shared documents that had a value then, by key.',
      resolve: (at) => at.snapshot.sharedContext ?? [],
    }),
    snapshot: t.field({
      type: 'JSON',
      description: "All of it in the shape of Checkpoint.stateSnapshot: at a checkpoint's moment, equal to that checkpoint's snapshot.",
      resolve: (at) => at.snapshot,
    }),
  }),
});

type SessionDiff = Awaited<ReturnType<typeof readStateDiff>>;
const SessionStateDiffRef = builder.objectRef<SessionDiff>('SessionStateDiff').implement({
  description: "How a session's state differs between two points of its history, as Checkpoint.stateDiff says it between two checkpoints.",
  fields: (t) => ({
    from: t.field({ type: StateAtRef, description: 'The session at the first point.', resolve: (diff) => diff.from }),
    to: t.field({ type: StateAtRef, description: 'The session at the second point.', resolve: (diff) => diff.to }),
    changes: t.field({ type: [StateChangeRef], description: 'The objects whose state differs (from: at the first point).', resolve: (diff) => diff.changes }),
    workingState: t.field({
      type: WorkingStateDiffRef,
      description: "How the plan's revision, todo lists, shared documents and phase outputs differ (before: the first point).",
      resolve: (diff) => diff.workingState,
    }),
  }),
});

const maxEvents = (ctx: Context) => ctx.config.maxReplayEvents;

builder.objectFields(SessionRef, (t) => ({
  stateAt: t.field({
    type: StateAtRef,
    description:
      'The session as it stood at a point of its history (a moment, an event of its log or a checkpoint): its plan, approvals, todo lists and shared documents, rebuilt from its log.',
    complexity: COST.stateAt,
    args: { at: t.arg({ type: HistoryPointInput, required: true, description: 'The point: exactly one of time, eventSeq and checkpointId.' }) },
    errors: resultOf('SessionStateAtResult', optionalLocalIdThrows, readStateAtThrows),
    resolve: (session: Session, args, ctx) => readStateAt(ctx.db, session, pointOf(args.at, 'at'), maxEvents(ctx)),
  }),
  diff: t.field({
    type: SessionStateDiffRef,
    description:
      "How the session's plan states and working state differ between two points of its history (moments, events of its log or checkpoints), as Checkpoint.stateDiff.",
    complexity: 2 * COST.stateAt,
    args: {
      from: t.arg({ type: HistoryPointInput, required: true, description: 'The first point (the "before" side).' }),
      to: t.arg({ type: HistoryPointInput, required: true, description: 'The second point (the "after" side).' }),
    },
    errors: resultOf('SessionStateDiffResult', optionalLocalIdThrows, readStateDiffThrows),
    resolve: (session, args, ctx) => readStateDiff(ctx.db, session, pointOf(args.from, 'from'), pointOf(args.to, 'to'), maxEvents(ctx)),
  }),
}));
