// Checkpoints: one signed snapshot of plan state, conversation positions and workspace code. Diffs live in diff.ts,
// the createCheckpoint mutation in mutations.ts.
import {
  CHECKPOINT_KINDS,
  type ConversationPosition,
  checkpointPolicy,
  type FileChangeRecord,
  type StateSnapshot,
} from '../../../checkpoints/checkpoint.model.ts';
import { findCheckpointsByIds, findStateSnapshots, listCheckpoints } from '../../../checkpoints/checkpoint.queries.ts';
import { listMessages } from '../../../conversations/conversation.queries.ts';
import type { Checkpoint } from '../../../db/database.ts';
import { builder } from '../../builder.ts';
import { cursorConnection } from '../../connections.ts';
import { type Context, ownerOf } from '../../context.ts';
import { seqBound } from '../../cursors.ts';
import { valueLoader } from '../../loaders.ts';
import { ConversationRef, MessageRef } from '../conversations.ts';
import { PhaseRef, StepRef, TaskRef } from '../plans.ts';
import { SessionRef } from '../sessions.ts';

export const CheckpointKindEnum = builder.enumType('CheckpointKind', {
  description:
    'MANUAL by request; STEP after a completed step; PHASE at a phase boundary; PLAN on a plan change; ERROR before error recovery; RESUME the workspace as a resume found it, before it changed any file (only resumeSession makes these).',
  values: CHECKPOINT_KINDS,
});
export const FileActionEnum = builder.enumType('FileAction', { values: ['ADDED', 'MODIFIED', 'DELETED', 'RENAMED'] as const });

/** A checkpoint as the API reads it: without its state snapshot (loaded when asked for), or a full row just written. */
export type CheckpointNode = (Omit<Checkpoint, 'state_snapshot'> & { row_version: string }) | Checkpoint;

const snapshotOf = valueLoader((ctx, ids) => findStateSnapshots(ctx.db, ids), null as StateSnapshot | null);

export async function stateSnapshot(ctx: Context, checkpoint: CheckpointNode): Promise<StateSnapshot> {
  return 'state_snapshot' in checkpoint ? (checkpoint.state_snapshot as StateSnapshot) : (await snapshotOf(ctx).load(checkpoint.id))!;
}

export const CheckpointRef = builder.loadableNodeRef<CheckpointNode, string, string>('Checkpoint', {
  id: { resolve: (checkpoint) => checkpoint.id },
  load: (ids, ctx) => findCheckpointsByIds(ctx.db, ownerOf(ctx), ids),
  sort: (checkpoint) => checkpoint.id,
});

const FileChangeRef = builder.objectRef<FileChangeRecord>('FileChange').implement({
  fields: (t) => ({
    path: t.exposeString('path'),
    previousPath: t.exposeString('previousPath', { nullable: true, description: 'For RENAMED: the path before.' }),
    action: t.field({ type: FileActionEnum, resolve: (file) => file.action as 'ADDED' }),
    additions: t.exposeInt('additions'),
    deletions: t.exposeInt('deletions'),
    binary: t.exposeBoolean('binary'),
  }),
});

type PositionAt = ConversationPosition & { checkpoint: CheckpointNode };
const CheckpointConversationRef = builder.objectRef<PositionAt>('CheckpointConversation').implement({
  description: 'A conversation as it stood at the checkpoint.',
  fields: (t) => ({
    conversation: t.field({ type: ConversationRef, resolve: (position) => position.conversationId }),
    lastMessageSeq: t.exposeInt('lastMessageSeq'),
    messages: t.connection({
      type: MessageRef,
      description: 'The messages up to the checkpoint, including any a later rewind set aside.',
      resolve: (position, args, ctx) =>
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
    }),
  }),
});

CheckpointRef.implement({
  description: "A signed snapshot of the plan state, each conversation's position and the workspace code, taken at once.",
  fields: (t) => ({
    seq: t.exposeInt('seq', { description: 'Per-session number, from 1.' }),
    label: t.exposeString('label'),
    kind: t.field({ type: CheckpointKindEnum, resolve: (checkpoint) => checkpoint.kind }),
    session: t.field({ type: SessionRef, resolve: (checkpoint) => checkpoint.session_id }),
    phase: t.field({ type: PhaseRef, nullable: true, resolve: (checkpoint) => checkpoint.phase_id }),
    task: t.field({ type: TaskRef, nullable: true, resolve: (checkpoint) => checkpoint.task_id }),
    step: t.field({ type: StepRef, nullable: true, resolve: (checkpoint) => checkpoint.step_id }),
    eventSeq: t.exposeInt('event_seq', { description: 'The session event the checkpoint follows.' }),
    stateSnapshot: t.field({
      type: 'JSON',
      description: 'Session, phases, tasks, steps and approvals with their states.',
      resolve: (c, _, ctx) => stateSnapshot(ctx, c),
    }),
    config: t.expose('config', { type: 'JSON' }),
    gitCommit: t.exposeString('git_commit', { nullable: true }),
    gitRef: t.exposeString('git_ref', { nullable: true }),
    gitNote: t.exposeString('git_note', { nullable: true, description: 'E.g. files left out for their size.' }),
    filesChanged: t.field({ type: [FileChangeRef], description: 'Since the previous checkpoint.', resolve: (c) => c.files_changed as FileChangeRecord[] }),
    linesAdded: t.exposeInt('lines_added'),
    linesRemoved: t.exposeInt('lines_removed'),
    parent: t.field({ type: CheckpointRef, nullable: true, resolve: (checkpoint) => checkpoint.parent_checkpoint_id }),
    verified: t.boolean({
      description: 'True while the stored checkpoint still matches its HMAC signature; false means it was edited.',
      resolve: (checkpoint, _, ctx) => ctx.settings.signing.check(ctx.db, checkpoint),
    }),
    conversations: t.field({
      type: [CheckpointConversationRef],
      resolve: (checkpoint) => (checkpoint.conversation_positions as ConversationPosition[]).map((position) => ({ ...position, checkpoint })),
    }),
    createdAt: t.expose('created_at', { type: 'DateTime' }),
  }),
});

type Policy = ReturnType<typeof checkpointPolicy>;
const CheckpointPolicyRef = builder.objectRef<Policy>('CheckpointPolicy').implement({
  description: 'When checkpoints are taken automatically.',
  fields: (t) => ({
    afterStep: t.exposeBoolean('afterStep'),
    phaseBoundary: t.exposeBoolean('phaseBoundary'),
    planChange: t.exposeBoolean('planChange'),
    onError: t.exposeBoolean('onError'),
  }),
});

builder.objectFields(SessionRef, (t) => ({
  checkpoints: t.connection({
    type: CheckpointRef,
    description: 'In order of creation.',
    resolve: (session, args, ctx) =>
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
  }),
  checkpointPolicy: t.field({ type: CheckpointPolicyRef, resolve: (session) => checkpointPolicy(session.checkpoint_policy) }),
}));
