// The entries of a timeline: one interface, one type per kind, each linking to the objects it is about (loaded in
// batches, a page at a time: the node refs' DataLoaders). Ids in event data are database ids, looked up by the refs.
import { isUuid } from '../../../db/ids.ts';
import { CUSTOM_TYPE_PREFIX, TIMELINE_KINDS, type TimelineKind } from '../../../history/timeline.model.ts';
import type { TimelineRow } from '../../../history/timeline.queries.ts';
import { builder } from '../../builder.ts';
import { encodeTimelineCursor } from '../../cursors.ts';
import { apiEventData } from '../../event-data.ts';
import { ApprovalRef } from '../approvals.ts';
import { CheckpointRef, FileChangeRef } from '../checkpoints/checkpoint.ts';
import { ConversationRef, MessageRef } from '../conversations/conversation.ts';
import { describedEnum } from '../enums.ts';
import { SessionEventRef } from '../events.ts';
import { PhaseRef, StepRef, TaskRef } from '../plans.ts';
import { RewindRef } from '../rewind/rewinds.ts';
import { SessionRef } from '../sessions.ts';

export type Entry = TimelineRow & { kind: TimelineKind };

export const TimelineEntryKindEnum = describedEnum('TimelineEntryKind', 'What a timeline entry records; each kind has its own entry type.', TIMELINE_KINDS, {
  SESSION: 'SessionEntry: the session was created or changed state (and any event type this server does not know).',
  PLAN: 'PlanEntry: the plan was created, revised or restored; a todo list or a shared document changed.',
  PHASE: 'PhaseEntry: a phase changed state or recorded its output.',
  TASK: 'TaskEntry: a task changed state.',
  STEP: 'StepEntry: a step changed state.',
  CONVERSATION: 'ConversationEntry: a conversation was started.',
  MESSAGE: 'MessageEntry: a message was appended (one entry per message).',
  CHECKPOINT: 'CheckpointEntry: a checkpoint was taken (or failed, or a branch was made from one).',
  FILE_CHANGE: 'FileChangeEntry: a file a checkpoint changed (one entry per file, after its checkpoint).',
  APPROVAL: 'ApprovalEntry: an approval was requested or decided.',
  LEASE: 'LeaseEntry: a lease was acquired, released or broken.',
  REWIND: 'RewindEntry: a rewind or its undo; messages set aside or brought back (by a rewind, an undo, a resume from a checkpoint).',
  COMPACTION: 'CompactionEntry: a conversation was compacted (a summary in place of messages), or its messages set aside for it.',
  FORK: 'ForkEntry: a fork was made, from this session or of it.',
  RESUME: 'ResumeEntry: the session or a task was resumed, or a resume failed.',
  CUSTOM: "CustomEntry: a runner's own event (recordEvent).",
});

/** A database id in event data (null when absent or not an id of ours). */
function idIn(entry: Entry, field: string): string | null {
  const value = (entry.data as Record<string, unknown> | null)?.[field];
  return typeof value === 'string' && isUuid(value) ? value : null;
}

function textIn(entry: Entry, field: string): string | null {
  const value = (entry.data as Record<string, unknown> | null)?.[field];
  return typeof value === 'string' ? value : null;
}

export const TimelineEntryRef = builder.interfaceRef<Entry>('TimelineEntry').implement({
  description:
    'One thing that happened, in the order of every timeline (time, then session and sequence: stable, the same forward and backward). Select the entry type of a kind for what it links to; `event` is the log entry it comes from.',
  resolveType: (entry) => TYPE_OF_KIND[entry.kind],
  fields: (t) => ({
    cursor: t.string({
      description: 'Its place: pass as `after` or `before` to any timeline holding it (session, workspace, root) to page from it.',
      resolve: (entry) => encodeTimelineCursor({ micros: entry.micros, sessionId: entry.session_id, seq: entry.seq, part: entry.part }),
    }),
    kind: t.field({ type: TimelineEntryKindEnum, description: 'What it records.', resolve: (entry) => entry.kind }),
    at: t.expose('created_at', { type: 'DateTime', description: 'When its event was written.' }),
    type: t.exposeString('type', { description: 'The type of its event, e.g. task.state_changed or custom.tests.passed.' }),
    actor: t.exposeString('actor', { description: 'Who did it: the name of the API token used.' }),
    inherited: t.exposeBoolean('inherited', {
      description: "True in a fork's timeline for its source's history up to the fork point (what the fork inherited); its session is the source.",
    }),
    session: t.field({ type: SessionRef, description: 'The session whose log holds it.', resolve: (entry) => entry.session_id }),
    event: t.field({ type: SessionEventRef, description: 'The log entry it comes from (its data, with global ids).', resolve: (entry) => entry }),
  }),
});

const entry = (name: string, description: string) => builder.objectRef<Entry>(name).implement({ description, interfaces: [TimelineEntryRef] });

const change = { nullable: true, description: 'The state it left (as the event recorded it); null when none.' } as const;
const into = { nullable: true, description: 'The state it reached (as the event recorded it); null when none.' } as const;

const SessionEntry = entry('SessionEntry', 'The session was created or changed state.');
builder.objectFields(SessionEntry, (t) => ({
  from: t.string({ ...change, resolve: (e) => textIn(e, 'from') }),
  to: t.string({ ...into, resolve: (e) => textIn(e, 'to') ?? textIn(e, 'state') }),
}));

const PlanEntry = entry('PlanEntry', 'The plan was created, revised or restored, or its working state (a todo list, a shared document) changed.');
builder.objectFields(PlanEntry, (t) => ({
  task: t.field({ type: TaskRef, nullable: true, description: 'The task whose todo list changed; else null.', resolve: (e) => idIn(e, 'taskId') }),
}));

const PhaseEntry = entry('PhaseEntry', 'A phase changed state or recorded its output.');
builder.objectFields(PhaseEntry, (t) => ({
  phase: t.field({ type: PhaseRef, nullable: true, description: 'The phase.', resolve: (e) => idIn(e, 'phaseId') }),
  from: t.string({ ...change, resolve: (e) => textIn(e, 'from') }),
  to: t.string({ ...into, resolve: (e) => textIn(e, 'to') }),
}));

const TaskEntry = entry('TaskEntry', 'A task changed state.');
builder.objectFields(TaskEntry, (t) => ({
  task: t.field({ type: TaskRef, nullable: true, description: 'The task.', resolve: (e) => idIn(e, 'taskId') }),
  from: t.string({ ...change, resolve: (e) => textIn(e, 'from') }),
  to: t.string({ ...into, resolve: (e) => textIn(e, 'to') }),
}));

const StepEntry = entry('StepEntry', 'A step changed state.');
builder.objectFields(StepEntry, (t) => ({
  step: t.field({ type: StepRef, nullable: true, description: 'The step.', resolve: (e) => idIn(e, 'stepId') }),
  from: t.string({ ...change, resolve: (e) => textIn(e, 'from') }),
  to: t.string({ ...into, resolve: (e) => textIn(e, 'to') }),
}));

const ConversationEntry = entry('ConversationEntry', 'A conversation was started.');
builder.objectFields(ConversationEntry, (t) => ({
  conversation: t.field({ type: ConversationRef, nullable: true, description: 'The conversation.', resolve: (e) => idIn(e, 'conversationId') }),
}));

const MessageEntry = entry('MessageEntry', 'A message was appended.');
builder.objectFields(MessageEntry, (t) => ({
  message: t.field({ type: MessageRef, description: 'The message.', resolve: (e) => e.message_id! }),
  conversation: t.field({ type: ConversationRef, nullable: true, description: 'Its conversation.', resolve: (e) => idIn(e, 'conversationId') }),
}));

const CheckpointEntry = entry('CheckpointEntry', 'A checkpoint was taken (checkpoint.created), failed (checkpoint.failed), or a branch was made from it.');
builder.objectFields(CheckpointEntry, (t) => ({
  checkpoint: t.field({ type: CheckpointRef, nullable: true, description: 'The checkpoint; null for a failed one.', resolve: (e) => idIn(e, 'checkpointId') }),
}));

const FileChangeEntry = entry('FileChangeEntry', 'A file a checkpoint changed since the code snapshot before it.');
builder.objectFields(FileChangeEntry, (t) => ({
  checkpoint: t.field({ type: CheckpointRef, nullable: true, description: 'The checkpoint that recorded it.', resolve: (e) => idIn(e, 'checkpointId') }),
  file: t.field({ type: FileChangeRef, description: 'The file and how it changed.', resolve: (e) => e.file! }),
}));

const ApprovalEntry = entry('ApprovalEntry', 'An approval was requested or decided.');
builder.objectFields(ApprovalEntry, (t) => ({
  approval: t.field({ type: ApprovalRef, nullable: true, description: 'The approval (as it stands now).', resolve: (e) => idIn(e, 'approvalId') }),
}));

const LeaseEntry = entry('LeaseEntry', 'A lease was acquired, released or broken (forceUnlock).');
builder.objectFields(LeaseEntry, (t) => ({
  holder: t.string({ nullable: true, description: 'Who held it.', resolve: (e) => textIn(e, 'holder') }),
}));

const RewindEntry = entry('RewindEntry', 'A rewind or its undo, or messages set aside or brought back.');
builder.objectFields(RewindEntry, (t) => ({
  rewind: t.field({
    type: RewindRef,
    nullable: true,
    description: 'The rewind (undone or not); null for messages a resume set aside.',
    resolve: (e) => idIn(e, 'rewindId'),
  }),
}));

const CompactionEntry = entry('CompactionEntry', 'A conversation was compacted: a summary written in place of messages, which were set aside.');
builder.objectFields(CompactionEntry, (t) => ({
  rewind: t.field({ type: RewindRef, nullable: true, description: 'The compaction (a rewind of kind COMPACT).', resolve: (e) => idIn(e, 'rewindId') }),
  summary: t.field({ type: MessageRef, nullable: true, description: 'The summary message.', resolve: (e) => idIn(e, 'summaryMessageId') }),
}));

const ForkEntry = entry('ForkEntry', "A fork was made: in the source's timeline, of it; in the fork's, from its source.");
builder.objectFields(ForkEntry, (t) => ({
  source: t.field({ type: SessionRef, nullable: true, description: 'The session forked from.', resolve: (e) => idIn(e, 'sourceSessionId') ?? e.session_id }),
  fork: t.field({ type: SessionRef, nullable: true, description: 'The fork.', resolve: (e) => idIn(e, 'forkSessionId') ?? e.session_id }),
}));

const ResumeEntry = entry('ResumeEntry', 'The session or a task was resumed, or a resume failed.');
builder.objectFields(ResumeEntry, (t) => ({
  task: t.field({ type: TaskRef, nullable: true, description: 'The task resumed (resumeTask); else null.', resolve: (e) => idIn(e, 'taskId') }),
  checkpoint: t.field({ type: CheckpointRef, nullable: true, description: 'The checkpoint resumed from; else null.', resolve: (e) => idIn(e, 'checkpointId') }),
}));

const CustomEntry = entry('CustomEntry', "A runner's own event.");
builder.objectFields(CustomEntry, (t) => ({
  name: t.string({ description: 'Its type without the custom. prefix, e.g. tests.passed.', resolve: (e) => e.type.slice(CUSTOM_TYPE_PREFIX.length) }),
  data: t.field({ type: 'JSON', description: 'Its data, as recorded (secrets redacted).', resolve: (e, _, ctx) => apiEventData(ctx, e) }),
}));

const TYPE_OF_KIND: Record<TimelineKind, string> = {
  SESSION: SessionEntry.name,
  PLAN: PlanEntry.name,
  PHASE: PhaseEntry.name,
  TASK: TaskEntry.name,
  STEP: StepEntry.name,
  CONVERSATION: ConversationEntry.name,
  MESSAGE: MessageEntry.name,
  CHECKPOINT: CheckpointEntry.name,
  FILE_CHANGE: FileChangeEntry.name,
  APPROVAL: ApprovalEntry.name,
  LEASE: LeaseEntry.name,
  REWIND: RewindEntry.name,
  COMPACTION: CompactionEntry.name,
  FORK: ForkEntry.name,
  RESUME: ResumeEntry.name,
  CUSTOM: CustomEntry.name,
};
