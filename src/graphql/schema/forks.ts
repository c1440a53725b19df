// Fork: forkSession (a new session from a checkpoint, a message or a moment of another's history, with or without the
// conversation so far, in a git worktree, a new folder or the same one), and what it recorded of its fork point
// (on lineage.forkPoint).
import type { Session, StoredForkPoint } from '../../db/tables/sessions.ts';
import { type ForkResult, forkSession, forkSessionThrows } from '../../workflows/fork/fork-session.ts';
import { builder } from '../builder.ts';
import { callerOf } from '../context.ts';
import { localId, localIdThrows, optionalLocalId, optionalLocalIdThrows } from '../ids.ts';
import { CheckpointRef } from './checkpoints/checkpoint.ts';
import { describedEnum } from './enums.ts';
import { resultOf } from './errors/domain.ts';
import { ForkPointRef } from './lineage.ts';
import { PlanInput, SessionRef } from './sessions.ts';

const ForkModeEnum = describedEnum('ForkWorkspaceMode', 'Where a fork works.', ['WORKTREE', 'DIRECTORY', 'SHARED'], {
  WORKTREE: "A git worktree of the workspace's repository at `path`, on a new branch at the fork point's code (the default for a git workspace given a path).",
  DIRECTORY: "The fork point's snapshot written into a new empty folder at `path` (any workspace, git or not).",
  SHARED: "The source's own folder (the default without a path): one live lease per folder then holds for both sessions.",
});

const ForkPointKindEnum = describedEnum('ForkPointKind', 'What a fork was made from.', ['CHECKPOINT', 'MESSAGE', 'TIME'], {
  CHECKPOINT: 'A checkpoint (fromCheckpointId).',
  MESSAGE: 'Just after a message (fromMessageId).',
  TIME: 'A moment of the source history (fromTime).',
});

const ForkWorkspaceInput = builder.inputType('ForkWorkspaceInput', {
  description: 'Where the fork works.',
  fields: (t) => ({
    mode: t.field({
      type: ForkModeEnum,
      description: 'WORKTREE, DIRECTORY or SHARED (default: WORKTREE for a git workspace given a path, DIRECTORY for another, else SHARED).',
    }),
    path: t.string({ description: 'WORKTREE and DIRECTORY: the new folder (it must not exist, or be empty; inside your workspace roots).' }),
    branchName: t.string({ description: 'WORKTREE: the new branch (default savepoint/fork-<random>).' }),
  }),
});

const ForkSessionInput = builder.inputType('ForkSessionInput', {
  description: 'A new session from a point of another session history: exactly one of fromCheckpointId, fromMessageId, fromTime.',
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session to fork (it may be leased and running: a fork only reads it).' }),
    fromCheckpointId: t.id({ description: 'Fork from this checkpoint of the session.' }),
    fromMessageId: t.id({ description: 'Fork just after this visible message (code and plan state: the newest checkpoint at or before it).' }),
    fromTime: t.field({ type: 'DateTime', description: 'Fork from this moment (code and plan state: the newest checkpoint at or before it).' }),
    objective: t.string({ description: "The fork's objective (default: the source's)." }),
    plan: t.field({ type: PlanInput, description: "A new plan, validated as createSession's (default: the source's plan as it stood at the point)." }),
    includeConversation: t.boolean({
      defaultValue: true,
      description: 'True: the fork sees the conversation up to the point (named, never copied). False: it starts with an empty one naming its origin.',
    }),
    workspace: t.field({ type: ForkWorkspaceInput, description: 'Where the fork works (default: the same folder).' }),
    idempotencyKey: t.string({
      description: 'Any string of 1 to 200 characters: a retry with the same key and input returns the first answer and does nothing again.',
    }),
  }),
});

/** How the fork was asked and resolved (sessions.fork_point; absent for one linked by hand: read from its columns). */
const storedOf = (fork: Session): StoredForkPoint | null => fork.fork_point;

// The lineage's fork point (lineage.ts: checkpoint, message, at) with what forkSession recorded of it.
builder.objectFields(ForkPointRef, (t) => ({
  kind: t.field({
    type: ForkPointKindEnum,
    description: 'What it was made from.',
    resolve: (fork) => storedOf(fork)?.kind ?? (fork.fork_message_id ? 'MESSAGE' : fork.fork_checkpoint_id ? 'CHECKPOINT' : 'TIME'),
  }),
  codeCheckpoint: t.field({
    type: CheckpointRef,
    nullable: true,
    description: 'The checkpoint whose code it started from; null when none had code.',
    resolve: (fork) => storedOf(fork)?.codeCheckpointId ?? null,
  }),
  includeConversation: t.boolean({
    description: 'Whether it started with the conversation up to the point.',
    resolve: (fork) => storedOf(fork)?.includeConversation ?? false,
  }),
  inheritedMessages: t.int({ description: 'The messages it started with (named, not copied).', resolve: (fork) => storedOf(fork)?.inheritedMessages ?? 0 }),
  pendingApprovals: t.int({
    description: 'Approvals still pending at the point: pending in the fork too.',
    resolve: (fork) => storedOf(fork)?.pendingApprovals ?? 0,
  }),
  workspaceMode: t.field({ type: ForkModeEnum, description: 'Where it works.', resolve: (fork) => storedOf(fork)?.workspaceMode ?? 'SHARED' }),
  branch: t.string({
    nullable: true,
    description: 'WORKTREE: the branch made (a full ref name); else null.',
    resolve: (fork) => storedOf(fork)?.branch ?? null,
  }),
}));

const ForkSessionPayload = builder.objectRef<ForkResult>('ForkSessionPayload').implement({
  description: 'The fork made.',
  fields: (t) => ({
    session: t.field({
      type: SessionRef,
      description: 'The fork: a new session (CREATED, or PAUSED when the source was under way).',
      resolve: (p) => p.sessionId,
    }),
    source: t.field({ type: SessionRef, description: 'The session it was forked from.', resolve: (p) => p.sourceId }),
    forkPoint: t.field({
      type: ForkPointRef,
      description: 'Where it began, and what it took (as lineage.forkPoint gives it).',
      resolve: async (p, _, ctx) => (await SessionRef.getDataloader(ctx).load(p.sessionId))!,
    }),
    replayed: t.exposeBoolean('replayed', { description: 'True when an idempotency key matched an earlier call: nothing new was done.' }),
  }),
});

builder.mutationFields((t) => ({
  forkSession: t.field({
    type: ForkSessionPayload,
    description:
      "A new line of work from any point of a session's history: its plan state then (or a new plan), its conversation up to the point (named, never copied), its code in a git worktree, a new folder or the same one. The source is only read; a `session.forked` event is recorded in both logs.",
    args: { input: t.arg({ type: ForkSessionInput, required: true, description: 'What to fork, from where, and where the fork works.' }) },
    errors: resultOf('ForkSessionResult', forkSessionThrows, localIdThrows, optionalLocalIdThrows),
    resolve: (_, { input }, ctx) =>
      forkSession(callerOf(ctx), {
        ...input,
        sessionId: localId('Session', input.sessionId, 'sessionId'),
        fromCheckpointId: optionalLocalId('Checkpoint', input.fromCheckpointId, 'fromCheckpointId'),
        fromMessageId: optionalLocalId('Message', input.fromMessageId, 'fromMessageId'),
        plan: input.plan ? { phases: input.plan.phases.map((phase) => ({ ...phase, tasks: phase.tasks ?? [] })) } : null,
      }),
  }),
}));
