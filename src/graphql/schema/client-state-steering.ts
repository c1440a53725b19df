// Steering a client's own state from Savepoint: rewindState (a copy of an earlier checkpoint becomes the thread's
// head; undo: rewind to the head it replaced) and forkState (a checkpoint copied into a new thread).
import { forkState, forkStateThrows, rewindState, rewindStateThrows } from '../../workflows/client-state/steer-state.ts';
import { builder } from '../builder.ts';
import { callerOf } from '../context.ts';
import { threadOf, threadOfThrows } from './client-state.ts';
import { resultOf } from './errors/domain.ts';
import { SessionRef } from './sessions.ts';

const RewindStateInput = builder.inputType('RewindStateInput', {
  description: 'The thread and the checkpoint to go back to.',
  fields: (t) => ({
    sessionKey: t.string({ description: "The session by its client's key." }),
    sessionId: t.id({ description: 'The session by id (exactly one of the two).' }),
    namespace: t.string({ description: 'The namespace (default "").' }),
    toClientId: t.string({ required: true, description: 'The checkpoint to go back to.' }),
  }),
});

const ForkStateInput = builder.inputType('ForkStateInput', {
  description: 'The thread, the checkpoint to fork from, and the key of the new thread.',
  fields: (t) => ({
    sessionKey: t.string({ description: "The session by its client's key." }),
    sessionId: t.id({ description: 'The session by id (exactly one of the two).' }),
    namespace: t.string({ description: 'The namespace (default "").' }),
    clientId: t.string({ description: 'The checkpoint to fork from; absent: the head.' }),
    newSessionKey: t.string({ required: true, description: 'The key of the new thread (one you have no session under).' }),
  }),
});

type Steered = { sessionId: string; namespace: string; clientId: string; replacedHead?: string | null };
const SteerStatePayload = builder.objectRef<Steered>('SteerStatePayload').implement({
  description: 'Where the thread stands now.',
  fields: (t) => ({
    session: t.field({ type: SessionRef, description: 'The thread (for a fork: the new one).', resolve: (p) => p.sessionId }),
    namespace: t.exposeString('namespace', { description: 'The namespace.' }),
    clientId: t.exposeString('clientId', { description: "The thread's head now: the copy a rewind made, or the checkpoint a fork starts from." }),
    replacedHead: t.string({
      nullable: true,
      description: 'A rewind: the head it replaced (rewind to it to undo); null for a fork.',
      resolve: (p) => p.replacedHead ?? null,
    }),
  }),
});

builder.mutationFields((t) => ({
  rewindState: t.field({
    type: SteerStatePayload,
    description:
      'Goes back to an earlier checkpoint of a client\'s own state: a copy of it becomes the thread\'s head (metadata source "fork"), so the client resumes from there. Nothing is deleted; undo by rewinding to `replacedHead`.',
    args: { input: t.arg({ type: RewindStateInput, required: true, description: 'The thread and the checkpoint.' }) },
    errors: resultOf('RewindStateResult', rewindStateThrows, threadOfThrows),
    resolve: (_, { input }, ctx) =>
      rewindState(callerOf(ctx), {
        ...threadOf(input),
        toClientId: input.toClientId,
      }),
  }),
  forkState: t.field({
    type: SteerStatePayload,
    description: "Forks a client's thread: the checkpoint, with the parts it is made of, copied into a new session under a new key (a fork of the source).",
    args: { input: t.arg({ type: ForkStateInput, required: true, description: 'The thread, the checkpoint and the new key.' }) },
    errors: resultOf('ForkStateResult', forkStateThrows, threadOfThrows),
    resolve: (_, { input }, ctx) =>
      forkState(callerOf(ctx), {
        ...threadOf(input),
        clientId: input.clientId,
        newSessionKey: input.newSessionKey,
      }),
  }),
}));
