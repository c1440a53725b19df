import { type CompactResult, type Covered, compactConversation, compactConversationThrows } from '../../../workflows/rewind/compact.ts';
import { builder } from '../../builder.ts';
import { callerOf } from '../../context.ts';
import { localId, localIdThrows, optionalLocalId, optionalLocalIdThrows } from '../../ids.ts';
import { ConversationRef, MessageRef } from '../conversations/conversation.ts';
import { MessageRoleEnum } from '../enums.ts';
import { resultOf } from '../errors/domain.ts';
import { LEASE_TOKEN } from '../leases.ts';
import { RewindRef } from './rewinds.ts';

const CompactedMessagesRef = builder.objectRef<Covered & { rewindId?: string }>('CompactedMessages').implement({
  description: 'The visible messages a compaction set aside (or would) behind its summary: superseded, never deleted.',
  fields: (t) => ({
    conversation: t.field({ type: ConversationRef, description: 'Their conversation.', resolve: (c) => c.conversationId }),
    count: t.exposeInt('count', { description: 'How many.' }),
    first: t.field({ type: MessageRef, description: 'The first of them.', resolve: (c) => c.firstId }),
    last: t.field({ type: MessageRef, description: 'The last of them.', resolve: (c) => c.lastId }),
  }),
});

builder.objectFields(MessageRef, (t) => ({
  summaryOf: t.field({
    type: CompactedMessagesRef,
    nullable: true,
    description: 'For the summary a compaction wrote: the messages it stands for (messages(includeSuperseded: true) shows them). Else null.',
    resolve: (message) => {
      const of = message.summary_of;
      return of && { ...of, conversationId: message.conversation_id };
    },
  }),
  compaction: t.field({
    type: RewindRef,
    nullable: true,
    description: 'For the summary a compaction wrote: that compaction (undoRewind takes it back). Else null.',
    resolve: (message) => message.summary_of?.rewindId ?? null,
  }),
}));

const CompactConversationInput = builder.inputType('CompactConversationInput', {
  description: 'A run of visible messages set aside behind one summary you wrote: "summarize from here" or "summarize up to here".',
  fields: (t) => ({
    conversationId: t.id({ required: true, description: 'The conversation.' }),
    fromMessageId: t.id({ description: 'Summarize from here: this message and every later visible one (exactly one of fromMessageId, upToMessageId).' }),
    upToMessageId: t.id({ description: 'Summarize up to here: every visible message up to and including this one; later ones stay after the summary.' }),
    summary: t.string({ required: true, description: 'The summary text: the messages it covers are read as this from now on (resume context included).' }),
    role: t.field({ type: MessageRoleEnum, defaultValue: 'SYSTEM', description: 'Who speaks in the summary message: SYSTEM (default), USER or ASSISTANT.' }),
    tokenCount: t.int({ description: "The summary's size in tokens, when known (counted like any message's)." }),
    leaseToken: t.int({ description: LEASE_TOKEN }),
    idempotencyKey: t.string({
      description: 'Any string of 1 to 200 characters: a retry with the same key and input returns the first answer and does nothing again.',
    }),
    dryRun: t.boolean({ defaultValue: false, description: 'Write nothing: answer which messages it would cover.' }),
  }),
});

const CompactConversationPayload = builder.objectRef<CompactResult>('CompactConversationPayload').implement({
  description: 'What a compaction did (a dry run: what it would cover).',
  fields: (t) => ({
    rewind: t.field({
      type: RewindRef,
      nullable: true,
      description: 'The compaction, a Rewind of kind COMPACT; null for a dry run.',
      resolve: (p) => p.rewind,
    }),
    summary: t.field({ type: MessageRef, nullable: true, description: 'The summary message written; null for a dry run.', resolve: (p) => p.summary }),
    covered: t.field({ type: CompactedMessagesRef, description: 'The messages it set aside (a dry run: would set aside).', resolve: (p) => p.covered }),
    replayed: t.exposeBoolean('replayed', { description: 'True when an idempotency key matched an earlier call: nothing new was done.' }),
  }),
});

builder.mutationFields((t) => ({
  compactConversation: t.field({
    type: CompactConversationPayload,
    description:
      'Frees context while keeping everything: the covered messages are superseded by one summary message that names them (never deleted; messages(includeSuperseded: true) shows them). Recorded as a Rewind (kind COMPACT); undoRewind takes it back.',
    args: { input: t.arg({ type: CompactConversationInput, required: true, description: 'What to summarize, and the summary.' }) },
    errors: resultOf('CompactConversationResult', compactConversationThrows, localIdThrows, optionalLocalIdThrows),
    resolve: (_, { input }, ctx) =>
      compactConversation(callerOf(ctx), {
        ...input,
        conversationId: localId('Conversation', input.conversationId, 'conversationId'),
        fromMessageId: optionalLocalId('Message', input.fromMessageId, 'fromMessageId'),
        upToMessageId: optionalLocalId('Message', input.upToMessageId, 'upToMessageId'),
      }),
  }),
}));
