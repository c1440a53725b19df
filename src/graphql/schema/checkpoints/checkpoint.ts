// Checkpoints: one signed snapshot of plan state, conversation positions and workspace code. Diffs live in diff.ts,
// the createCheckpoint mutation in mutations.ts.
import { CHECKPOINT_KINDS, checkpointPolicy, readStateSnapshot } from '../../../checkpoints/checkpoint.model.ts';
import { type CheckpointHead, findCheckpointsByIds, findStateSnapshots, listCheckpoints } from '../../../checkpoints/checkpoint.queries.ts';
import { listMessages } from '../../../conversations/conversation.queries.ts';
import type { Checkpoint, ConversationPosition, FileChangeRecord, StateSnapshot, StoredStateSnapshot } from '../../../db/tables/checkpoints.ts';
import { CheckpointVersionUnsupportedError } from '../../../errors/checkpoint.ts';
import { throws } from '../../../errors/domain.ts';
import { builder, counted } from '../../builder.ts';
import { cursorConnection } from '../../connections.ts';
import { type Context, ownerOf } from '../../context.ts';
import { seqBound } from '../../cursors.ts';
import { valueLoader } from '../../loaders.ts';
import { ConversationRef, MessageRef } from '../conversations/conversation.ts';
import { describedEnum } from '../enums.ts';
import { PhaseRef, StepRef, TaskRef } from '../plans.ts';
import { SessionRef } from '../sessions.ts';

export const CheckpointKindEnum = describedEnum('CheckpointKind', 'Why a checkpoint was taken.', CHECKPOINT_KINDS, {
  MANUAL: 'Asked for (createCheckpoint).',
  STEP: 'Automatically, after a completed step.',
  TASK: "Automatically, after a completed task (an agent's completion), when the session's policy asks (afterTask).",
  PHASE: 'Automatically, when a phase completed.',
  PLAN: 'Automatically, when the plan was created or changed.',
  ERROR: 'Automatically, when a task or step failed, before recovery.',
  RESUME: 'By resumeSession: the workspace (and state) as the resume found it, before it changed any file.',
  REWIND: 'By a rewind: the workspace, plan and conversations as the rewind found them (its undo point; undoRewind goes back to it).',
});
export const FileActionEnum = describedEnum('FileAction', 'How a file changed.', ['ADDED', 'MODIFIED', 'DELETED', 'RENAMED'], {
  ADDED: 'New.',
  MODIFIED: 'Its content changed.',
  DELETED: 'Removed.',
  RENAMED: 'Moved from previousPath (perhaps changed too).',
});

/** A checkpoint as the API reads it: without its state snapshot (loaded when asked for), or a full row just written. */
export type CheckpointNode = CheckpointHead | Checkpoint;

const snapshotOf = valueLoader((ctx, ids) => findStateSnapshots(ctx.db, ids), null as StoredStateSnapshot | null);

/** The stored snapshot as it is (the stateSnapshot field shows it whatever its format). */
export async function stateSnapshot(ctx: Context, checkpoint: CheckpointNode): Promise<StoredStateSnapshot> {
  return 'state_snapshot' in checkpoint ? checkpoint.state_snapshot : (await snapshotOf(ctx).load(checkpoint.id))!;
}

/** The snapshot for a reader that compares it (diffs): refused when its format is not one this server reads. */
export async function readableSnapshot(ctx: Context, checkpoint: CheckpointNode): Promise<StateSnapshot> {
  return readStateSnapshot({ id: checkpoint.id, state_snapshot: await stateSnapshot(ctx, checkpoint) });
}
export const readableSnapshotThrows = throws(CheckpointVersionUnsupportedError);

export const CheckpointRef = builder.loadableNodeRef<CheckpointNode, string, string>('Checkpoint', {
  id: { resolve: (checkpoint) => checkpoint.id },
  load: (ids, ctx) => findCheckpointsByIds(ctx.db, ownerOf(ctx), ids),
  sort: (checkpoint) => checkpoint.id,
});

export const FileChangeRef = builder.objectRef<FileChangeRecord>('FileChange').implement({
  description: 'A file a checkpoint changed, compared with the code snapshot before it.',
  fields: (t) => ({
    path: t.exposeString('path', { description: 'Relative to the workspace folder.' }),
    previousPath: t.exposeString('previousPath', { nullable: true, description: 'For RENAMED: the path before; else null.' }),
    action: t.field({ type: FileActionEnum, description: 'How it changed.', resolve: (file) => file.action as 'ADDED' }),
    additions: t.exposeInt('additions', { description: 'Lines added (0 for a binary file).' }),
    deletions: t.exposeInt('deletions', { description: 'Lines removed (0 for a binary file).' }),
    binary: t.exposeBoolean('binary', { description: 'True for a binary file (no line counts).' }),
  }),
});

type PositionAt = ConversationPosition & { checkpoint: CheckpointNode };
const CheckpointConversationRef = builder.objectRef<PositionAt>('CheckpointConversation').implement({
  description: 'A conversation as it stood at the checkpoint.',
  fields: (t) => ({
    conversation: t.field({ type: ConversationRef, description: 'The conversation (as it is now).', resolve: (position) => position.conversationId }),
    lastMessageSeq: t.exposeInt('lastMessageSeq', { description: 'The seq of its last message at the checkpoint (0: it had none).' }),
    messages: t.connection({
      type: MessageRef,
      nullable: true,
      description: 'The messages up to the checkpoint, including any a later rewind set aside.',
      resolve: (position, args, ctx) =>
        counted(
          cursorConnection(
            args,
            (message: { seq: number }) => String(message.seq),
            (page) =>
              listMessages(
                ctx.db,
                position.conversationId,
                { includeToolResults: true, includeSuperseded: true },
                {
                  after: seqBound(page.after, 'after'),
                  before: Math.min(seqBound(page.before, 'before') ?? Infinity, position.lastMessageSeq + 1),
                  limit: page.limit,
                  inverted: page.inverted,
                },
              ),
          ),
          () => position.lastMessageSeq, // every message up to it, none ever deleted, seqs without gaps
        ),
    }),
  }),
});

CheckpointRef.implement({
  description: "A signed snapshot of the plan state, each conversation's position and the workspace code, taken at once.",
  fields: (t) => ({
    seq: t.exposeInt('seq', { description: 'Its number in the session, from 1, without gaps.' }),
    label: t.exposeString('label', { description: 'A label for people ("checkpoint <seq>" when none was given).' }),
    kind: t.field({ type: CheckpointKindEnum, description: 'Why it was taken.', resolve: (checkpoint) => checkpoint.kind }),
    session: t.field({ type: SessionRef, description: 'Its session.', resolve: (checkpoint) => checkpoint.session_id }),
    phase: t.field({
      type: PhaseRef,
      nullable: true,
      description: 'The phase it was taken at; null when not given.',
      resolve: (checkpoint) => checkpoint.phase_id,
    }),
    task: t.field({
      type: TaskRef,
      nullable: true,
      description: 'The task it was taken at; null when not given.',
      resolve: (checkpoint) => checkpoint.task_id,
    }),
    step: t.field({
      type: StepRef,
      nullable: true,
      description: 'The step it was taken at; null when not given.',
      resolve: (checkpoint) => checkpoint.step_id,
    }),
    eventSeq: t.exposeInt('event_seq', { description: 'The seq of the session event it follows: the log up to there is what it captured.' }),
    stateSnapshot: t.field({
      type: 'JSON',
      description: 'Session, phases, tasks, steps and approvals with their states, as they were.',
      resolve: (c, _, ctx) => stateSnapshot(ctx, c),
    }),
    config: t.expose('config', { type: 'JSON', description: 'The model configuration stamped on it (resume compares it with the current one).' }),
    gitCommit: t.exposeString('git_commit', {
      nullable: true,
      description: 'The commit of its code snapshot when an older Savepoint server took it itself; null since agents take every snapshot (codeTree).',
    }),
    codeTree: t.exposeString('code_tree', {
      nullable: true,
      description:
        "The root tree of its code snapshot when the workspace's agent took it: a git tree id among your code objects (any server serves it, and its diffs); null otherwise.",
    }),
    gitRef: t.exposeString('git_ref', { nullable: true, description: 'The ref keeping that commit; null for a state-only checkpoint.' }),
    gitNote: t.exposeString('git_note', { nullable: true, description: 'What the snapshot left out (files over the size limit); null when nothing.' }),
    filesChanged: t.field({
      type: [FileChangeRef],
      description: 'Files changed since the previous code snapshot (empty for a state-only checkpoint).',
      resolve: (c) => c.files_changed,
    }),
    linesAdded: t.exposeInt('lines_added', { description: 'Lines added across filesChanged.' }),
    linesRemoved: t.exposeInt('lines_removed', { description: 'Lines removed across filesChanged.' }),
    parent: t.field({
      type: CheckpointRef,
      nullable: true,
      description: 'The checkpoint before it in the session; null for the first.',
      resolve: (checkpoint) => checkpoint.parent_checkpoint_id,
    }),
    verified: t.boolean({
      description: 'True while the stored checkpoint still matches its HMAC signature; false means it was edited.',
      resolve: (checkpoint, _, ctx) => ctx.settings.signing.check(ctx.db, checkpoint),
    }),
    conversations: t.field({
      type: [CheckpointConversationRef],
      description: 'Where each conversation of the session stood.',
      resolve: (checkpoint) => checkpoint.conversation_positions.map((position) => ({ ...position, checkpoint })),
    }),
    createdAt: t.expose('created_at', { type: 'DateTime', description: 'When it was taken.' }),
  }),
});

type Policy = ReturnType<typeof checkpointPolicy>;
const CheckpointPolicyRef = builder.objectRef<Policy>('CheckpointPolicy').implement({
  description: 'When checkpoints are taken automatically.',
  fields: (t) => ({
    afterStep: t.exposeBoolean('afterStep', { description: 'After each completed step.' }),
    afterTask: t.exposeBoolean('afterTask', { description: "After each completed task (an agent's completion)." }),
    phaseBoundary: t.exposeBoolean('phaseBoundary', { description: 'When a phase completes.' }),
    planChange: t.exposeBoolean('planChange', { description: 'When the plan is created or changed.' }),
    onError: t.exposeBoolean('onError', { description: 'When a task or step fails, before recovery.' }),
  }),
});

builder.objectFields(SessionRef, (t) => ({
  checkpoints: t.connection({
    type: CheckpointRef,
    nullable: true,
    description: 'Its checkpoints, in order of creation.',
    resolve: (session, args, ctx) =>
      counted(
        cursorConnection(
          args,
          (checkpoint: CheckpointNode) => String(checkpoint.seq),
          (page) =>
            listCheckpoints(ctx.db, session.id, {
              after: seqBound(page.after, 'after'),
              before: seqBound(page.before, 'before'),
              limit: page.limit,
              inverted: page.inverted,
            }),
        ),
        () => session.last_checkpoint_seq, // numbered from 1 without gaps, never deleted
      ),
  }),
  checkpointPolicy: t.field({
    type: CheckpointPolicyRef,
    description: 'When checkpoints are taken automatically.',
    resolve: (session) => checkpointPolicy(session.checkpoint_policy),
  }),
}));
