// Rewinds: the Rewind node (what was asked, what it went back to, what changed, the undo point, who and when),
// Session.rewinds, and the mutations rewindCode, rewindConversation (dryRun: the preview) and undoRewind.
import type { PreservedAs, Rewind, RewindChanges, RewoundFile } from '../../../db/tables/rewinds.ts';
import { findRewindsByIds, findRewindsOfSession } from '../../../rewinds/rewind.queries.ts';
import { changesOf } from '../../../rewinds/rewind.service.ts';
import { type RewindResult, rewind, rewindThrows } from '../../../workflows/rewind/rewind.ts';
import { sessionOfRequest, sessionOfRequestThrows } from '../../../workflows/rewind/target.ts';
import type { RewindRequest } from '../../../workflows/rewind/target.types.ts';
import { type UndoResult, undoRewind, undoRewindThrows } from '../../../workflows/rewind/undo-rewind.ts';
import { builder, listConnection } from '../../builder.ts';
import { callerOf, ownerOf } from '../../context.ts';
import { localId, localIdThrows, optionalLocalId, optionalLocalIdThrows } from '../../ids.ts';
import { CheckpointRef, FileActionEnum } from '../checkpoints/checkpoint.ts';
import { MessageRef } from '../conversations/conversation.ts';
import { describedEnum } from '../enums.ts';
import { resultOf } from '../errors/domain.ts';
import { LEASE_TOKEN } from '../leases.ts';
import { SessionRef } from '../sessions.ts';
import { RewindPreviewRef } from './preview.ts';

const RewindKindEnum = describedEnum('RewindKind', 'What a rewind took back.', ['CODE', 'CONVERSATION', 'COMPACT'], {
  CODE: 'rewindCode: the files (and plan state) back to a checkpoint; the conversations are left as they are.',
  CONVERSATION: 'rewindConversation: a conversation cut at a point (later messages set aside), with or without the code.',
  COMPACT: 'compactConversation: messages set aside behind one summary message.',
});

const PreserveModeEnum = describedEnum(
  'PreserveMode',
  'Where a code rewind also leaves the state before it (it is always kept as the undo point).',
  ['DISCARD', 'BRANCH', 'STASH'],
  {
    DISCARD: 'Only as the undo point (a REWIND checkpoint): the workspace repository is not touched (default).',
    BRANCH: "Also as a new branch (branchName) of the workspace's git repository; HEAD and the current branch do not move.",
    STASH: "Also as a stash entry of the workspace's git repository.",
  },
);

const PreservedKindEnum = describedEnum('PreservedKind', "Where in the workspace's repository the state before a rewind was left.", ['BRANCH', 'STASH'], {
  BRANCH: 'A branch: reference is its full ref name.',
  STASH: 'A stash entry: reference is its commit (stash@{n} numbers move).',
});

const PreservedAsRef = builder.objectRef<PreservedAs>('PreservedAs').implement({
  description: "Where the state before a rewind was left in the workspace's own repository.",
  fields: (t) => ({
    kind: t.field({ type: PreservedKindEnum, description: 'A branch or a stash entry.', resolve: (p) => p.kind }),
    reference: t.exposeString('reference', { description: 'The branch ref, or the stash commit.' }),
  }),
});

const RewoundFileRef = builder.objectRef<RewoundFile>('RewoundFile').implement({
  description: 'A file a rewind changed (from the state before it to the target snapshot).',
  fields: (t) => ({
    path: t.exposeString('path', { description: 'Relative to the workspace.' }),
    action: t.field({
      type: FileActionEnum,
      description: 'What the rewind did to it.',
      resolve: (f) => f.action as 'ADDED' | 'MODIFIED' | 'DELETED' | 'RENAMED',
    }),
    additions: t.exposeInt('additions', { description: 'Lines the rewind added.' }),
    deletions: t.exposeInt('deletions', { description: 'Lines the rewind removed.' }),
  }),
});

const RewindChangesRef = builder.objectRef<RewindChanges>('RewindChanges').implement({
  description: 'What a rewind changed.',
  fields: (t) => ({
    files: t.field({ type: [RewoundFileRef], description: 'The files it changed (none when the code was left as it was).', resolve: (c) => c.files }),
    messagesSuperseded: t.exposeInt('messagesSuperseded', { description: 'Messages it set aside (superseded, never deleted).' }),
    messagesRestored: t.int({
      description: 'Messages it brought back (set aside by an earlier rewind after the point).',
      resolve: (c) => c.messagesRestored.length,
    }),
    resetTasks: t.exposeInt('resetTasks', { description: 'Tasks set back to their state at the checkpoint.' }),
    resetSteps: t.exposeInt('resetSteps', { description: 'Steps set back to their state at the checkpoint.' }),
    planRestored: t.exposeBoolean('planRestored', { description: 'True when plan and working state went back to the checkpoint.' }),
    summary: t.field({
      type: MessageRef,
      nullable: true,
      description: 'A compaction (COMPACT): the summary message it wrote in place of the messages it set aside. Else null.',
      resolve: (c) => c.summaryMessageId ?? null,
    }),
  }),
});

export const RewindRef = builder.loadableNodeRef<Rewind, string, string>('Rewind', {
  id: { resolve: (r) => r.id },
  load: (ids, ctx) => findRewindsByIds(ctx.db, ownerOf(ctx), ids),
  sort: (r) => r.id,
});

RewindRef.implement({
  description:
    'A rewind of a session: what was asked, where it went back to, what it changed, the undo point, who did it and when. Recorded as a session.rewound event.',
  fields: (t) => ({
    kind: t.field({ type: RewindKindEnum, description: 'Which rewind.', resolve: (r) => r.kind }),
    request: t.expose('request', { type: 'JSON', description: 'What was asked, as given (ids as database ids).' }),
    session: t.field({ type: SessionRef, description: 'The session rewound.', resolve: (r) => r.session_id }),
    checkpoint: t.field({
      type: CheckpointRef,
      nullable: true,
      description: 'The checkpoint whose code and plan state it went back to; null when only a conversation was cut.',
      resolve: (r) => r.checkpoint_id,
    }),
    undoPoint: t.field({
      type: CheckpointRef,
      description: 'The REWIND checkpoint keeping the state it replaced (files, plan, conversation positions): what undoRewind goes back to.',
      resolve: (r) => r.undo_checkpoint_id,
    }),
    preserve: t.field({ type: PreserveModeEnum, description: 'The preserve mode asked for.', resolve: (r) => r.preserve }),
    preservedAs: t.field({
      type: PreservedAsRef,
      nullable: true,
      description: "Where the state before it was also left in the workspace's repository; null for DISCARD.",
      resolve: (r) => r.preserved_as,
    }),
    changes: t.field({ type: RewindChangesRef, description: 'What it changed.', resolve: (r) => changesOf(r) }),
    actor: t.exposeString('actor', { description: 'Who did it: the name of the API token used.' }),
    createdAt: t.expose('created_at', { type: 'DateTime', description: 'When it was done.' }),
    undoneAt: t.expose('undone_at', { type: 'DateTime', nullable: true, description: 'When it was undone; null while it stands.' }),
    undoneBy: t.exposeString('undone_by', { nullable: true, description: 'Who undid it; null while it stands.' }),
  }),
});

builder.objectFields(SessionRef, (t) => ({
  rewinds: t.connection({
    type: RewindRef,
    nullable: true,
    description: 'Its rewinds, newest first.',
    resolve: async (session, args, ctx) => listConnection(args, await findRewindsOfSession(ctx.db, session.id)),
  }),
}));

const PRESERVE = 'Where the state before the rewind is also left: DISCARD (default: only the undo point), BRANCH (needs branchName) or STASH.';
const IDEMPOTENCY = 'Any string of 1 to 200 characters: a retry with the same key and input returns the first answer and does nothing again.';
const DRY_RUN = 'Write nothing: answer the preview (what would change, what cannot be undone).';

const RewindCodeInput = builder.inputType('RewindCodeInput', {
  description: "A session's files (and plan state) back to a checkpoint.",
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session.' }),
    checkpointId: t.id({ description: 'The checkpoint to go back to (or gitCommit).' }),
    gitCommit: t.string({
      description:
        "Instead of checkpointId: the code snapshot (7 to 40 hex digits of its codeTree, or of an older gitCommit) of one of the session's checkpoints.",
    }),
    preserve: t.field({ type: PreserveModeEnum, defaultValue: 'DISCARD', description: PRESERVE }),
    branchName: t.string({ description: 'BRANCH (and only then): the name of the new branch.' }),
    leaseToken: t.int({ description: LEASE_TOKEN }),
    idempotencyKey: t.string({ description: IDEMPOTENCY }),
    dryRun: t.boolean({ defaultValue: false, description: DRY_RUN }),
  }),
});

const RewindConversationInput = builder.inputType('RewindConversationInput', {
  description: 'A conversation cut at a point (later messages set aside, never deleted), optionally with the code.',
  fields: (t) => ({
    sessionId: t.id({ description: 'The session (its supervisor conversation); or conversationId.' }),
    conversationId: t.id({ description: 'The conversation to cut; or sessionId.' }),
    toMessageId: t.id({ description: 'Cut just after this message (exactly one of toMessageId, toTime, byMessageCount).' }),
    toTime: t.field({
      type: 'DateTime',
      description: 'Cut where the conversation stood at this moment (without conversationId: every conversation of the session).',
    }),
    byMessageCount: t.int({ description: 'Cut this many visible messages back.' }),
    rewindCode: t.boolean({ defaultValue: false, description: 'The code and plan state go back too, to the newest code checkpoint at or before the point.' }),
    preserve: t.field({ type: PreserveModeEnum, defaultValue: 'DISCARD', description: `With rewindCode. ${PRESERVE}` }),
    branchName: t.string({ description: 'BRANCH (and only then): the name of the new branch.' }),
    leaseToken: t.int({ description: LEASE_TOKEN }),
    idempotencyKey: t.string({ description: IDEMPOTENCY }),
    dryRun: t.boolean({ defaultValue: false, description: DRY_RUN }),
  }),
});

const RewindPayload = builder.objectRef<RewindResult>('RewindPayload').implement({
  description: 'What a rewind did (a dry run: what it would do).',
  fields: (t) => ({
    rewind: t.field({ type: RewindRef, nullable: true, description: 'The rewind made; null for a dry run.', resolve: (p) => p.rewind }),
    preview: t.field({ type: RewindPreviewRef, nullable: true, description: 'For a dry run: what it would do; else null.', resolve: (p) => p.preview }),
    replayed: t.exposeBoolean('replayed', { description: 'True when an idempotency key matched an earlier call: nothing new was done.' }),
  }),
});

const UndoRewindInput = builder.inputType('UndoRewindInput', {
  description: 'The rewind to undo: the most recent of its session not yet undone.',
  fields: (t) => ({
    rewindId: t.id({ required: true, description: 'The rewind.' }),
    leaseToken: t.int({ description: LEASE_TOKEN }),
    idempotencyKey: t.string({ description: IDEMPOTENCY }),
  }),
});

const UndoRewindPayload = builder.objectRef<UndoResult>('UndoRewindPayload').implement({
  description: 'The rewind undone: files, messages and plan state are back as they were before it.',
  fields: (t) => ({
    rewind: t.field({ type: RewindRef, description: 'The rewind, now with undoneAt and undoneBy.', resolve: (p) => p.rewind }),
    replayed: t.exposeBoolean('replayed', { description: 'True when an idempotency key matched an earlier call: nothing new was done.' }),
  }),
});

builder.mutationFields((t) => ({
  rewindCode: t.field({
    type: RewindPayload,
    description:
      "The workspace's files become exactly a checkpoint's snapshot (files created since removed; ignored and too-large files left alone) and plan state goes back to it; the state before is kept as an undo point (undoRewind).",
    args: { input: t.arg({ type: RewindCodeInput, required: true, description: 'What to rewind, to where.' }) },
    errors: resultOf('RewindCodeResult', rewindThrows, localIdThrows, optionalLocalIdThrows),
    resolve: (_, { input }, ctx) => {
      const request: RewindRequest = {
        kind: 'CODE',
        sessionId: localId('Session', input.sessionId, 'sessionId'),
        checkpointId: optionalLocalId('Checkpoint', input.checkpointId, 'checkpointId'),
        gitCommit: input.gitCommit ?? null,
        preserve: input.preserve ?? 'DISCARD',
        branchName: input.branchName ?? null,
      };
      return rewind(callerOf(ctx), request, input);
    },
  }),
  rewindConversation: t.field({
    type: RewindPayload,
    description:
      'Cuts a conversation at a point: later messages are superseded by the rewind, never deleted (messages(includeSuperseded: true) shows them); new messages continue after the cut. With rewindCode, code and plan state go back too.',
    args: { input: t.arg({ type: RewindConversationInput, required: true, description: 'What to rewind, to where.' }) },
    errors: resultOf('RewindConversationResult', rewindThrows, sessionOfRequestThrows, optionalLocalIdThrows),
    resolve: async (_, { input }, ctx) => {
      const caller = callerOf(ctx);
      const conversationId = optionalLocalId('Conversation', input.conversationId, 'conversationId');
      const sessionId = await sessionOfRequest(caller, optionalLocalId('Session', input.sessionId, 'sessionId'), conversationId);
      const request: RewindRequest = {
        kind: 'CONVERSATION',
        sessionId,
        conversationId,
        toMessageId: optionalLocalId('Message', input.toMessageId, 'toMessageId'),
        toTime: input.toTime ?? null,
        byMessageCount: input.byMessageCount ?? null,
        rewindCode: input.rewindCode ?? false,
        preserve: input.preserve ?? 'DISCARD',
        branchName: input.branchName ?? null,
      };
      return rewind(caller, request, input);
    },
  }),
  undoRewind: t.field({
    type: UndoRewindPayload,
    description:
      "Puts files, superseded messages and plan state back exactly as they were before a rewind. Only the session's most recent rewind not yet undone can be undone (newest first).",
    args: { input: t.arg({ type: UndoRewindInput, required: true, description: 'The rewind to undo.' }) },
    errors: resultOf('UndoRewindResult', undoRewindThrows, localIdThrows),
    resolve: (_, { input }, ctx) => undoRewind(callerOf(ctx), { ...input, rewindId: localId('Rewind', input.rewindId, 'rewindId') }),
  }),
}));
