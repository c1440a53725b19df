// Checkpoints: one signed snapshot of plan state, conversation positions and workspace code; diffs between any two.

import { isCheckpointIntact } from '../checkpoints/checkpoint.integrity.ts';
import {
  CHECKPOINT_KINDS,
  type ConversationPosition,
  checkpointPolicy,
  diffStates,
  type FileChangeRecord,
  type StateChange,
  type StateSnapshot,
  verifyCheckpoint,
} from '../checkpoints/checkpoint.model.ts';
import { findCheckpointsByIds, findPreviousCodeCheckpoint, findStateSnapshots, listCheckpoints } from '../checkpoints/checkpoint.queries.ts';
import { listMessages } from '../conversations/conversation.queries.ts';
import type { Checkpoint } from '../db/database.ts';
import { NotFoundError, ValidationError, WorkspaceUnavailableError } from '../errors.ts';
import { checkpointCodeDiff, createCheckpoint, type FileDiff } from '../workflows/create-checkpoint.ts';
import { builder } from './builder.ts';
import { cursorConnection } from './connections.ts';
import { type Context, callerOf, ownerOf } from './context.ts';
import { ConversationRef, MessageRef, seqCursor } from './conversations.ts';
import { WRITE_ERRORS } from './errors.ts';
import { localId, optionalLocalId } from './ids.ts';
import { valueLoader } from './loaders.ts';
import { PhaseRef, StepRef, TaskRef } from './plans.ts';
import { SessionRef } from './sessions.ts';
import { WorkspaceRef } from './workspaces.ts';

export const CheckpointKindEnum = builder.enumType('CheckpointKind', {
  description:
    'MANUAL by request; STEP after a completed step; PHASE at a phase boundary; PLAN on a plan change; ERROR before error recovery; RESUME the workspace as a resume found it, before it changed any file (only resumeSession makes these).',
  values: CHECKPOINT_KINDS,
});
const FileActionEnum = builder.enumType('FileAction', { values: ['ADDED', 'MODIFIED', 'DELETED', 'RENAMED'] as const });
const StateEntityEnum = builder.enumType('StateEntity', { values: ['SESSION', 'PHASE', 'TASK', 'STEP', 'APPROVAL'] as const });

/** A checkpoint as the API reads it: without its state snapshot (loaded when asked for), or a full row just written. */
export type CheckpointNode = Omit<Checkpoint, 'state_snapshot'> & { state_snapshot?: unknown; row_version?: string };

const snapshotOf = valueLoader((ctx, ids) => findStateSnapshots(ctx.db, ids), null as StateSnapshot | null);

async function stateSnapshot(ctx: Context, checkpoint: CheckpointNode): Promise<StateSnapshot> {
  return ((checkpoint.state_snapshot as StateSnapshot | undefined) ?? (await snapshotOf(ctx).load(checkpoint.id)))!;
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

type Hunk = FileDiff['hunks'][number];
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
          async (page) => {
            const rows = await listMessages(
              ctx.db,
              position.conversationId,
              { includeToolResults: true, includeSuperseded: true },
              {
                after: seqCursor(page.after),
                before: Math.min(seqCursor(page.before) ?? Infinity, position.lastMessageSeq + 1),
                limit: page.limit,
                inverted: page.inverted,
              },
            );
            return rows;
          },
        ),
    }),
  }),
});

/** The checkpoint to compare with: `against` (same session only), else the one before (for code: the one before
 * that has a code snapshot). */
async function baseline(ctx: Context, checkpoint: CheckpointNode, against: string | null | undefined, forCode = false): Promise<CheckpointNode | null> {
  if (!against && forCode) return (await findPreviousCodeCheckpoint(ctx.db, checkpoint.session_id, checkpoint.seq)) ?? null;
  const id = against ? localId('Checkpoint', against, 'against') : checkpoint.parent_checkpoint_id;
  if (!id) return null;
  const other = await CheckpointRef.getDataloader(ctx).load(id);
  if (!other) throw new NotFoundError('Checkpoint', id);
  if (other.session_id !== checkpoint.session_id) {
    throw new ValidationError('against', 'that checkpoint belongs to another session; compare checkpoints of one session (fork lineage diffs come later).');
  }
  return other;
}

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
      resolve: (checkpoint, _, ctx) =>
        checkpoint.row_version === undefined
          ? verifyCheckpoint(checkpoint as Checkpoint, ctx.settings.secret) // a row just written, snapshot and all
          : isCheckpointIntact(ctx.db, { id: checkpoint.id, row_version: checkpoint.row_version }, ctx.settings.secret),
    }),
    conversations: t.field({
      type: [CheckpointConversationRef],
      resolve: (checkpoint) => (checkpoint.conversation_positions as ConversationPosition[]).map((position) => ({ ...position, checkpoint })),
    }),
    diff: t.field({
      type: CheckpointDiffRef,
      description: 'Code changes from `against` (default: the previous checkpoint) to this one, with hunks.',
      args: { against: t.arg.id() },
      errors: { types: [NotFoundError, ValidationError, WorkspaceUnavailableError], directResult: true, union: { name: 'CheckpointDiffResult' } },
      resolve: async (checkpoint, args, ctx) => {
        const from = await baseline(ctx, checkpoint, args.against, true);
        if (!checkpoint.git_commit) return { from, to: checkpoint, files: [] };
        const session = await SessionRef.getDataloader(ctx).load(checkpoint.session_id);
        const workspace = session && (await WorkspaceRef.getDataloader(ctx).load(session.workspace_id));
        if (!workspace) throw new NotFoundError('Workspace', session?.workspace_id ?? '');
        return { from, to: checkpoint, files: await checkpointCodeDiff(ctx.settings, workspace, from?.git_commit ?? null, checkpoint.git_commit) };
      },
    }),
    stateDiff: t.field({
      type: StateDiffRef,
      description: 'Phases, tasks, steps and approvals whose state changed from `against` (default: the previous checkpoint).',
      args: { against: t.arg.id() },
      errors: { types: [NotFoundError, ValidationError], directResult: true, union: { name: 'CheckpointStateDiffResult' } },
      resolve: async (checkpoint, args, ctx) => {
        const from = await baseline(ctx, checkpoint, args.against);
        const empty: StateSnapshot = {
          session: { state: '', strategy: '', objective: '', config: null, metadata: null },
          phases: [],
          tasks: [],
          steps: [],
          approvals: [],
        };
        const [before, after] = await Promise.all([from ? stateSnapshot(ctx, from) : empty, stateSnapshot(ctx, checkpoint)]);
        return { from, to: checkpoint, changes: diffStates(before, after).filter((c) => c.entity !== 'SESSION' || from) };
      },
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
          listCheckpoints(ctx.db, session.id, { after: seqCursor(page.after), before: seqCursor(page.before), limit: page.limit, inverted: page.inverted }),
      ),
  }),
  checkpointPolicy: t.field({ type: CheckpointPolicyRef, resolve: (session) => checkpointPolicy(session.checkpoint_policy) }),
}));

const CreateCheckpointInput = builder.inputType('CreateCheckpointInput', {
  fields: (t) => ({
    sessionId: t.id({ required: true }),
    label: t.string(),
    kind: t.field({ type: CheckpointKindEnum, description: 'Defaults to MANUAL.' }),
    phaseId: t.id(),
    taskId: t.id(),
    stepId: t.id(),
    includeCode: t.boolean({ description: 'False takes a state-only checkpoint (no code snapshot). Default true.' }),
    leaseToken: t.int({ description: "The runner's lease token; required while the session is leased (fencing)." }),
  }),
});

const CreateCheckpointPayload = builder.objectRef<Checkpoint>('CreateCheckpointPayload').implement({
  fields: (t) => ({ checkpoint: t.field({ type: CheckpointRef, resolve: (checkpoint) => checkpoint }) }),
});

builder.mutationField('createCheckpoint', (t) =>
  t.field({
    type: CreateCheckpointPayload,
    description:
      'Snapshots the workspace code (a private commit; your HEAD, branches, index and stash are untouched), then records the plan state and conversation positions with it, signed.',
    args: { input: t.arg({ type: CreateCheckpointInput, required: true }) },
    errors: { types: [...WRITE_ERRORS, WorkspaceUnavailableError], directResult: true, union: { name: 'CreateCheckpointResult' } },
    resolve: (_, { input }, ctx) =>
      createCheckpoint(callerOf(ctx), {
        sessionId: localId('Session', input.sessionId, 'sessionId'),
        label: input.label,
        kind: input.kind,
        includeCode: input.includeCode,
        leaseToken: input.leaseToken,
        position: {
          phaseId: optionalLocalId('Phase', input.phaseId, 'phaseId'),
          taskId: optionalLocalId('Task', input.taskId, 'taskId'),
          stepId: optionalLocalId('Step', input.stepId, 'stepId'),
        },
      }),
  }),
);
