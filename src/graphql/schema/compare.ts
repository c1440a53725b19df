// Session.compare: how a session differs from another of the caller's (a fork and its source, typically): code,
// plan states and conversations, each computed only when selected (workflows/compare/).

import type { Step, Task } from '../../db/tables/plans.ts';
import type { StepDifference, TaskDifference } from '../../plans/plan-comparison.model.ts';
import {
  type ConversationDivergence,
  type ConversationsComparison,
  compareConversations,
  DIVERGED_LIST_LIMIT,
} from '../../workflows/compare/compare-conversations.ts';
import {
  type CodeComparison,
  compareCode,
  compareCodeThrows,
  comparePlanStates,
  type PlanStateComparison,
  pairSessions,
  pairSessionsThrows,
  type SessionPair,
} from '../../workflows/compare/compare-sessions.ts';
import { builder } from '../builder.ts';
import { callerOf } from '../context.ts';
import { localId, localIdThrows } from '../ids.ts';
import { COST } from '../plugins/cost.ts';
import { CheckpointRef } from './checkpoints/checkpoint.ts';
import { DiffTotalsRef, FileDiffRef } from './checkpoints/diff.ts';
import { ConversationRef, MessageRef } from './conversations/conversation.ts';
import { StepStateEnum, TaskStateEnum } from './enums.ts';
import { resultOf } from './errors/domain.ts';
import { StepRef, TaskRef } from './plans.ts';
import { SessionRef } from './sessions.ts';

const CodeComparisonRef = builder.objectRef<CodeComparison>('SessionCodeComparison').implement({
  description:
    "How this session's code differs from the other's: the diff from the other session's newest code checkpoint to this one's (undo points of resumes and rewinds left out).",
  fields: (t) => ({
    from: t.field({
      type: CheckpointRef,
      nullable: true,
      description: "The other session's newest code checkpoint: the diff's base. Null when it has none (then files is empty; see note).",
      resolve: (code) => code.from,
    }),
    to: t.field({
      type: CheckpointRef,
      nullable: true,
      description: "This session's newest code checkpoint. Null when it has none (then files is empty; see note).",
      resolve: (code) => code.to,
    }),
    files: t.field({
      type: [FileDiffRef],
      description: 'The files that differ: ADDED means this session has a file the other does not, DELETED the other way round.',
      resolve: (code) => code.files,
    }),
    totals: t.field({
      type: DiffTotalsRef,
      description: 'How big the diff is.',
      resolve: (code) => ({
        filesChanged: code.files.length,
        additions: code.files.reduce((sum, file) => sum + file.additions, 0),
        deletions: code.files.reduce((sum, file) => sum + file.deletions, 0),
      }),
    }),
    note: t.exposeString('note', { nullable: true, description: 'Why there is no diff, when a side has no code checkpoint; else null.' }),
  }),
});

const TaskStateDifferenceRef = builder.objectRef<TaskDifference<Task>>('TaskStateDifference').implement({
  description: 'A task both plans have (the same key) in another state in each.',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'The task key both plans use.' }),
    thisState: t.field({ type: TaskStateEnum, description: 'Its state in this session.', resolve: (d) => d.here.state }),
    otherState: t.field({ type: TaskStateEnum, description: 'Its state in the other session.', resolve: (d) => d.there.state }),
    task: t.field({ type: TaskRef, description: "This session's task.", resolve: (d) => d.here }),
    otherTask: t.field({ type: TaskRef, description: "The other session's task.", resolve: (d) => d.there }),
  }),
});

const StepStateDifferenceRef = builder.objectRef<StepDifference<Step>>('StepStateDifference').implement({
  description: 'A step of a task both plans have, matched by title (unique in the task) or else by position, in another state in each.',
  fields: (t) => ({
    taskKey: t.exposeString('taskKey', { description: 'The key of its task.' }),
    title: t.string({ description: "Its title in this session's plan.", resolve: (d) => d.here.title }),
    thisState: t.field({ type: StepStateEnum, description: 'Its state in this session.', resolve: (d) => d.here.state }),
    otherState: t.field({ type: StepStateEnum, description: 'Its state in the other session.', resolve: (d) => d.there.state }),
    step: t.field({ type: StepRef, description: "This session's step.", resolve: (d) => d.here }),
    otherStep: t.field({ type: StepRef, description: "The other session's step.", resolve: (d) => d.there }),
  }),
});

const PlanComparisonRef = builder.objectRef<PlanStateComparison>('SessionPlanComparison').implement({
  description: 'How the plans in force differ: tasks matched by key, their steps by title or position.',
  fields: (t) => ({
    planRevision: t.exposeInt('planRevision', { description: "This session's plan revision." }),
    otherPlanRevision: t.exposeInt('otherPlanRevision', { description: "The other session's plan revision." }),
    taskStates: t.field({ type: [TaskStateDifferenceRef], description: 'Tasks of both plans whose states differ.', resolve: (p) => p.taskStates }),
    tasksOnlyHere: t.field({ type: [TaskRef], description: 'Tasks whose key only this plan has.', resolve: (p) => p.tasksOnlyHere }),
    tasksOnlyThere: t.field({ type: [TaskRef], description: 'Tasks whose key only the other plan has.', resolve: (p) => p.tasksOnlyThere }),
    stepStates: t.field({ type: [StepStateDifferenceRef], description: 'Steps of tasks of both plans whose states differ.', resolve: (p) => p.stepStates }),
    stepsOnlyHere: t.field({
      type: [StepRef],
      description: 'Steps of tasks of both plans that only this plan has (the steps of a task only one plan has are not listed).',
      resolve: (p) => p.stepsOnlyHere,
    }),
    stepsOnlyThere: t.field({ type: [StepRef], description: 'Steps of tasks of both plans that only the other plan has.', resolve: (p) => p.stepsOnlyThere }),
  }),
});

const ConversationDivergenceRef = builder.objectRef<ConversationDivergence>('ConversationDivergence').implement({
  description: 'A conversation and its counterpart whose visible messages differ: the prefix they share (the same messages, in order), then each their own.',
  fields: (t) => ({
    conversation: t.field({ type: ConversationRef, description: "This session's conversation.", resolve: (d) => d.here }),
    otherConversation: t.field({ type: ConversationRef, description: 'Its counterpart in the other session.', resolve: (d) => d.there }),
    commonCount: t.exposeInt('commonCount', { description: 'How many visible messages both begin with (0: they differ from the first).' }),
    divergedAfter: t.field({
      type: MessageRef,
      nullable: true,
      description: "The last message both show (a fork shows its source's messages under their own ids); null when they differ from the first.",
      resolve: (d) => d.divergedAfter,
    }),
    onlyHere: t.field({
      type: [MessageRef],
      description: `This conversation's visible messages after the shared ones, oldest first (at most ${DIVERGED_LIST_LIMIT}; onlyHereCount says how many there are).`,
      resolve: (d) => d.onlyHere,
    }),
    onlyHereCount: t.exposeInt('onlyHereCount', { description: 'How many visible messages this conversation has after the shared ones.' }),
    onlyThere: t.field({
      type: [MessageRef],
      description: `The counterpart's visible messages after the shared ones, oldest first (at most ${DIVERGED_LIST_LIMIT}).`,
      resolve: (d) => d.onlyThere,
    }),
    onlyThereCount: t.exposeInt('onlyThereCount', { description: 'How many visible messages the counterpart has after the shared ones.' }),
  }),
});

const ConversationsComparisonRef = builder.objectRef<ConversationsComparison>('SessionConversationComparison').implement({
  description:
    "How the conversations differ. Counterparts: the supervisor's with the supervisor's, a task agent's with the one of the task of the same key, a chat with the chat of the same title.",
  fields: (t) => ({
    diverged: t.field({
      type: [ConversationDivergenceRef],
      description: "Conversations whose visible messages differ from their counterpart's (identical ones are left out).",
      resolve: (c) => c.diverged,
    }),
    onlyHere: t.field({
      type: [ConversationRef],
      description: 'Conversations of this session without a counterpart in the other.',
      resolve: (c) => c.onlyHere,
    }),
    onlyThere: t.field({ type: [ConversationRef], description: 'Conversations of the other session without a counterpart here.', resolve: (c) => c.onlyThere }),
  }),
});

const SessionComparisonRef = builder.objectRef<SessionPair>('SessionComparison').implement({
  description: 'How this session differs from another of yours (a fork and its source, typically). Each part is computed only when selected.',
  fields: (t) => ({
    session: t.field({ type: SessionRef, description: 'This session.', resolve: (pair) => pair.here }),
    other: t.field({ type: SessionRef, description: 'The session it is compared with.', resolve: (pair) => pair.there }),
    // Not `code`: it would clash with Error.code for every client selecting both arms of SessionComparisonResult.
    codeDiff: t.field({
      type: CodeComparisonRef,
      description: "The code: a diff between the two sessions' newest code checkpoints, from the stored snapshots (whichever workspaces they work in).",
      complexity: COST.codeDiff,
      errors: resultOf('SessionCodeComparisonResult', compareCodeThrows),
      resolve: (pair, _args, ctx) => compareCode(callerOf(ctx), pair),
    }),
    plan: t.field({
      type: PlanComparisonRef,
      description: 'The plan states: tasks and steps whose states differ, and what only one plan has.',
      resolve: (pair, _args, ctx) => comparePlanStates(callerOf(ctx), pair),
    }),
    conversations: t.field({
      type: ConversationsComparisonRef,
      description: 'Where the conversations part: per pair of counterparts, the shared prefix and what each has after it.',
      resolve: (pair, _args, ctx) => compareConversations(callerOf(ctx), pair),
    }),
  }),
});

builder.objectFields(SessionRef, (t) => ({
  compare: t.field({
    type: SessionComparisonRef,
    description: 'How this session differs from another of yours: code, plan states, conversations. Writes nothing but a fetched snapshot.',
    args: { with: t.arg.id({ required: true, description: 'The session to compare with (e.g. its parent, or a fork of it).' }) },
    errors: resultOf('SessionComparisonResult', localIdThrows, pairSessionsThrows),
    resolve: (session, args, ctx) => pairSessions(callerOf(ctx), session, localId('Session', args.with, 'with')),
  }),
}));
