// Session.rewindPreview: what a rewind would do, without doing it. RewindPreviewRef is also the answer of the rewind
// mutations' dryRun.
import type { IrreversibleStep, PlanStateChanges, RewindFileChange, ToolCallAfter } from '../../../restore/rewind-preview.model.ts';
import type { SetAsideSummary } from '../../../restore/rewind-preview.queries.ts';
import { previewRewind, previewRewindThrows, type RewindPreview } from '../../../workflows/rewind/preview.ts';
import { resolveRewind, resolveRewindThrows } from '../../../workflows/rewind/target.ts';
import { builder } from '../../builder.ts';
import { callerOf } from '../../context.ts';
import { optionalLocalId, optionalLocalIdThrows } from '../../ids.ts';
import { COST } from '../../plugins/cost.ts';
import { ApprovalRef } from '../approvals.ts';
import { CheckpointRef, FileActionEnum } from '../checkpoints/checkpoint.ts';
import { WorkingStateDiffRef } from '../checkpoints/working-state.ts';
import { ConversationRef, MessageRef } from '../conversations/conversation.ts';
import { describedEnum, StepKindEnum } from '../enums.ts';
import { resultOf } from '../errors/domain.ts';
import { PhaseRef, StepRef, TaskRef } from '../plans.ts';
import { SessionRef } from '../sessions.ts';

/** A preview costs about as much as a resume preview: a snapshot of the working tree and a few reads. */

export const RewindPreviewKindEnum = describedEnum('RewindPreviewKind', 'Which rewind to preview.', ['CODE', 'CONVERSATION'], {
  CODE: 'rewindCode: the workspace (and plan state) back to a checkpoint; the conversations are left as they are.',
  CONVERSATION: 'rewindConversation: a conversation cut at a point (rewindCode: true takes the code and plan state back too).',
});

const FileRef = builder.objectRef<RewindFileChange>('RewindFileChange').implement({
  description: 'A file as the rewind would change it.',
  fields: (t) => ({
    path: t.exposeString('path', { description: 'Its path in the workspace.' }),
    action: t.field({
      type: FileActionEnum,
      description: 'ADDED: it comes back; DELETED: it was created since and goes; MODIFIED: its content goes back.',
      resolve: (file) => file.action,
    }),
    additions: t.exposeInt('additions', { description: 'Lines the rewind adds to it (0 for binary files).' }),
    deletions: t.exposeInt('deletions', { description: 'Lines the rewind removes from it (0 for binary files).' }),
    binary: t.exposeBoolean('binary', { description: 'True for a binary file (no line counts).' }),
  }),
});

const SupersededRef = builder.objectRef<SetAsideSummary>('RewindSupersededMessages').implement({
  description: 'The visible messages of one conversation the rewind would set aside (superseded, never deleted).',
  fields: (t) => ({
    conversation: t.field({ type: ConversationRef, description: 'The conversation.', resolve: (s) => s.conversationId }),
    count: t.exposeInt('count', { description: 'How many messages would be set aside.' }),
    first: t.field({ type: MessageRef, description: 'The first of them.', resolve: (s) => s.firstId }),
    last: t.field({ type: MessageRef, description: 'The last of them.', resolve: (s) => s.lastId }),
  }),
});

type StateChange = { entity: 'PHASE' | 'TASK' | 'STEP'; id: string; from: string; to: string };
const StateChangeRef = builder.objectRef<StateChange>('RewindStateChange').implement({
  description: 'A phase, task or step the rewind would set back to its state at the checkpoint.',
  fields: (t) => ({
    phase: t.field({
      type: PhaseRef,
      nullable: true,
      description: 'The phase; null for a task or step.',
      resolve: (c) => (c.entity === 'PHASE' ? c.id : null),
    }),
    task: t.field({ type: TaskRef, nullable: true, description: 'The task; null for a phase or step.', resolve: (c) => (c.entity === 'TASK' ? c.id : null) }),
    step: t.field({ type: StepRef, nullable: true, description: 'The step; null for a phase or task.', resolve: (c) => (c.entity === 'STEP' ? c.id : null) }),
    from: t.exposeString('from', { description: 'Its state now.' }),
    to: t.exposeString('to', { description: 'Its state after the rewind.' }),
  }),
});

const PlanChangesRef = builder.objectRef<PlanStateChanges>('RewindPlanChanges').implement({
  description: "What the rewind would do to the plan: its states, structure and working state back to the checkpoint's.",
  fields: (t) => ({
    stateChanges: t.field({
      type: [StateChangeRef],
      description: 'Phases, tasks and steps whose state would change (what was running at the checkpoint comes back RESUMABLE).',
      resolve: (p) => [...p.phaseStates.map((c) => ({ ...c, entity: 'PHASE' as const })), ...p.resets],
    }),
    phasesLeavingPlan: t.field({
      type: [PhaseRef],
      description: 'Phases added since: out of the plan (kept, marked superseded).',
      resolve: (p) => p.restore.supersede.phases,
    }),
    tasksLeavingPlan: t.field({
      type: [TaskRef],
      description: 'Tasks added since: out of the plan (kept, marked superseded).',
      resolve: (p) => p.restore.supersede.tasks,
    }),
    stepsLeavingPlan: t.field({
      type: [StepRef],
      description: 'Steps added since: out of the plan (kept, marked superseded).',
      resolve: (p) => p.restore.supersede.steps,
    }),
    phasesPlaced: t.field({
      type: [PhaseRef],
      description: 'Phases of the checkpoint brought back into the plan or put back to their place or description then.',
      resolve: (p) => p.restore.phases.map((row) => row.id),
    }),
    tasksPlaced: t.field({
      type: [TaskRef],
      description: 'Tasks of the checkpoint brought back into the plan or put back to their phase, place or dependencies then.',
      resolve: (p) => p.restore.tasks.map((row) => row.id),
    }),
    stepsPlaced: t.field({
      type: [StepRef],
      description: 'Steps of the checkpoint brought back into the plan or put back to their place then.',
      resolve: (p) => p.restore.steps.map((row) => row.id),
    }),
    workingState: t.field({
      type: WorkingStateDiffRef,
      description: "The plan's revision, todo lists, shared documents and phase outputs: before is now, after is after the rewind.",
      resolve: (p) => p.workingState,
    }),
  }),
});

const IrreversibleReasonEnum = describedEnum('IrreversibleReason', 'Why a rewind cannot take a step back.', ['EXEC', 'NOT_REVERSIBLE'], {
  EXEC: 'It ran a command: what the command did outside the files (a deploy, an email, a migration) stays done.',
  NOT_REVERSIBLE: 'Its author declared it not reversible (reversible: false).',
});

const IrreversibleStepRef = builder.objectRef<IrreversibleStep>('RewindIrreversibleStep').implement({
  description: 'A step completed after the point whose effect a rewind cannot undo.',
  fields: (t) => ({
    step: t.field({ type: StepRef, description: 'The step.', resolve: (s) => s.id }),
    kind: t.field({ type: StepKindEnum, description: 'What it did.', resolve: (s) => s.kind as 'READ' | 'WRITE' | 'EXEC' }),
    reason: t.field({ type: IrreversibleReasonEnum, description: 'Why the rewind cannot undo it.', resolve: (s) => s.reason }),
    completedAt: t.field({ type: 'DateTime', description: 'When it completed.', resolve: (s) => s.completedAt }),
  }),
});

const ToolCallRef = builder.objectRef<ToolCallAfter>('RewindToolCall').implement({
  description: 'A tool called after the point: the rewind may set its message aside, but what the tool did stays done.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The tool called.' }),
    callId: t.exposeString('callId', { nullable: true, description: "The model's own id of the call; null when none was given." }),
    at: t.field({ type: 'DateTime', description: 'When the message calling it was recorded.', resolve: (c) => c.at }),
    message: t.field({ type: MessageRef, description: 'The message that called it.', resolve: (c) => c.messageId }),
  }),
});

export const RewindPreviewRef = builder.objectRef<RewindPreview>('RewindPreview').implement({
  description: 'What a rewind would do, computed without writing anything; rewindCode and rewindConversation with dryRun: true answer the same.',
  fields: (t) => ({
    kind: t.field({ type: RewindPreviewKindEnum, description: 'The rewind previewed.', resolve: (p) => p.resolved.request.kind }),
    pointAt: t.field({
      type: 'DateTime',
      description: 'The moment the session would go back to: "after the point" means after this.',
      resolve: (p) => p.pointAt,
    }),
    checkpoint: t.field({
      type: CheckpointRef,
      nullable: true,
      description: 'The checkpoint whose plan state would be put back; null when none applies.',
      resolve: (p) => p.resolved.checkpoint?.id ?? null,
    }),
    codeCheckpoint: t.field({
      type: CheckpointRef,
      nullable: true,
      description: 'The checkpoint whose code snapshot the workspace would go back to; null: files are left as they are.',
      resolve: (p) => p.resolved.code?.id ?? null,
    }),
    files: t.field({ type: [FileRef], description: 'Files that would change, by path.', resolve: (p) => p.files }),
    supersededMessageCount: t.int({
      description: 'How many visible messages would be set aside, in all conversations.',
      resolve: (p) => p.superseded.reduce((sum, s) => sum + s.count, 0),
    }),
    supersededMessages: t.field({
      type: [SupersededRef],
      description: 'Per conversation: the messages that would be set aside.',
      resolve: (p) => p.superseded,
    }),
    planChanges: t.field({
      type: PlanChangesRef,
      nullable: true,
      description: 'What would happen to the plan; null when no checkpoint state applies (the plan is left as it is).',
      resolve: (p) => p.plan,
    }),
    irreversibleSteps: t.field({
      type: [IrreversibleStepRef],
      description: 'Steps completed after the point that ran a command or are not reversible: the world keeps their effect.',
      resolve: (p) => p.irreversibleSteps,
    }),
    toolCallsAfter: t.field({
      type: [ToolCallRef],
      description: 'Tools called after the point, oldest first: the world keeps what they did.',
      resolve: (p) => p.toolCalls,
    }),
    approvalsAfter: t.field({
      type: [ApprovalRef],
      description: 'Approvals requested after the point, with their state: a rewind never undecides them.',
      resolve: (p) => p.approvals,
    }),
  }),
});

builder.objectFields(SessionRef, (t) => ({
  rewindPreview: t.field({
    type: RewindPreviewRef,
    description: 'What a rewind of this session would do (rewindCode or rewindConversation with the same arguments). Writes nothing.',
    complexity: COST.rewindPreview,
    args: {
      kind: t.arg({ type: RewindPreviewKindEnum, required: true, description: 'Which rewind to preview.' }),
      checkpointId: t.arg.id({ description: 'CODE: the checkpoint to go back to.' }),
      gitCommit: t.arg.string({
        description: "CODE: instead of checkpointId, the code snapshot (codeTree, or an older gitCommit) of one of the session's checkpoints.",
      }),
      conversationId: t.arg.id({ description: "CONVERSATION: the conversation to cut (default: the session's supervisor conversation)." }),
      toMessageId: t.arg.id({ description: 'CONVERSATION: cut just after this message.' }),
      toTime: t.arg({ type: 'DateTime', description: 'CONVERSATION: cut where the conversations stood at this moment.' }),
      byMessageCount: t.arg.int({ description: 'CONVERSATION: cut this many visible messages back.' }),
      rewindCode: t.arg.boolean({ description: 'CONVERSATION: the code and plan state go back too, to the newest code checkpoint at or before the point.' }),
    },
    errors: resultOf('RewindPreviewResult', resolveRewindThrows, previewRewindThrows, optionalLocalIdThrows),
    resolve: async (session, args, ctx) => {
      const caller = callerOf(ctx);
      const resolved = await resolveRewind(caller, {
        kind: args.kind,
        sessionId: session.id,
        checkpointId: optionalLocalId('Checkpoint', args.checkpointId, 'checkpointId'),
        gitCommit: args.gitCommit ?? null,
        conversationId: optionalLocalId('Conversation', args.conversationId, 'conversationId'),
        toMessageId: optionalLocalId('Message', args.toMessageId, 'toMessageId'),
        toTime: args.toTime ?? null,
        byMessageCount: args.byMessageCount ?? null,
        rewindCode: args.rewindCode ?? null,
      });
      return previewRewind(caller, resolved);
    },
  }),
}));
