// Recording conversations: appendMessages (a batch, in order, all or none) and createConversation.
import {
  appendConversationMessages,
  appendConversationMessagesThrows,
  startConversation,
  startConversationThrows,
} from '../../../workflows/work/conversations.ts';
import { builder } from '../../builder.ts';
import { callerOf } from '../../context.ts';
import { localId, localIdThrows, optionalLocalId, optionalLocalIdThrows } from '../../ids.ts';
import { ConversationKindEnum, MessageRoleEnum } from '../enums.ts';
import { resultOf } from '../errors/domain.ts';
import { LEASE_TOKEN } from '../leases.ts';
import { ConversationRef, MessageRef } from './conversation.ts';

const ToolCallInput = builder.inputType('ToolCallInput', {
  description: 'A tool an ASSISTANT message calls.',
  fields: (t) => ({
    id: t.string({ description: 'The model\'s own id of the call (e.g. "call_1"), shown as ToolCall.callId.' }),
    name: t.string({ required: true, description: 'The tool, e.g. "read_file".' }),
    input: t.field({ type: 'JSON', description: "The call's arguments (secrets redacted)." }),
  }),
});

export const MessageInput = builder.inputType('MessageInput', {
  description: 'One message to append. Texts are limited to SAVEPOINT_MAX_MESSAGE_BYTES each; secrets in them are redacted.',
  fields: (t) => ({
    role: t.field({ type: MessageRoleEnum, required: true, description: 'Who speaks.' }),
    content: t.string({ description: 'The text; empty when absent.' }),
    toolCalls: t.field({ type: [ToolCallInput], description: 'Tools an ASSISTANT message calls.' }),
    toolName: t.string({ description: 'For TOOL messages (required there): the tool whose result this is.' }),
    toolInput: t.field({ type: 'JSON', description: 'For TOOL messages: the input the tool ran with.' }),
    toolResult: t.string({ description: "For TOOL messages: the tool's output." }),
    isError: t.boolean({ description: 'True when a TOOL result reports a failure (default false).' }),
    tokenCount: t.int({ description: 'Tokens the message used, 0 to 10,000,000.' }),
    costUsd: t.float({ description: 'What it cost, in US dollars, 0 to 1,000,000.' }),
  }),
});

const AppendMessagesInput = builder.inputType('AppendMessagesInput', {
  description: 'A batch of messages for one conversation.',
  fields: (t) => ({
    conversationId: t.id({ required: true, description: 'The conversation.' }),
    messages: t.field({ type: [MessageInput], required: true, description: 'Appended in this order, all or none (at most SAVEPOINT_MAX_BATCH).' }),
    leaseToken: t.int({ description: LEASE_TOKEN }),
    idempotencyKey: t.string({ description: 'Any string of 1 to 200 characters: a retry with the same key and input appends nothing again.' }),
  }),
});

const AppendMessagesPayload = builder.objectRef<{ conversationId: string; messageIds: string[]; replayed: boolean }>('AppendMessagesPayload').implement({
  description: 'The appended messages.',
  fields: (t) => ({
    conversation: t.field({ type: ConversationRef, description: 'The conversation.', resolve: (payload) => payload.conversationId }),
    messages: t.field({ type: [MessageRef], description: 'The messages appended, in order, with their seq.', resolve: (payload) => payload.messageIds }),
    replayed: t.exposeBoolean('replayed', { description: 'True when an idempotency key matched an earlier call: nothing new was written.' }),
  }),
});

builder.mutationField('appendMessages', (t) =>
  t.field({
    type: AppendMessagesPayload,
    description: 'Appends a batch of messages to a conversation, in order, in one transaction. The session must not be finished.',
    args: { input: t.arg({ type: AppendMessagesInput, required: true, description: 'The conversation and its new messages.' }) },
    errors: resultOf('AppendMessagesResult', appendConversationMessagesThrows, localIdThrows),
    resolve: (_, { input }, ctx) =>
      appendConversationMessages(callerOf(ctx), { ...input, conversationId: localId('Conversation', input.conversationId, 'conversationId') }),
  }),
);

const CreateConversationInput = builder.inputType('CreateConversationInput', {
  description: 'A new conversation in a session.',
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session.' }),
    kind: t.field({ type: ConversationKindEnum, required: true, description: 'Whose conversation it is.' }),
    title: t.string({ required: true, description: 'A title for people (defaults to the kind when blank).' }),
    taskId: t.id({ description: 'For TASK conversations: the task whose agent speaks (a task of the same session).' }),
    idempotencyKey: t.string({ description: 'Any string of 1 to 200 characters: a retry with the same key and input returns the first conversation.' }),
  }),
});

const CreateConversationPayload = builder.objectRef<{ conversationId: string; replayed: boolean }>('CreateConversationPayload').implement({
  description: 'The new conversation.',
  fields: (t) => ({
    conversation: t.field({ type: ConversationRef, description: 'The conversation.', resolve: (payload) => payload.conversationId }),
    replayed: t.exposeBoolean('replayed', { description: 'True when an idempotency key matched an earlier call: nothing new was written.' }),
  }),
});

builder.mutationField('createConversation', (t) =>
  t.field({
    type: CreateConversationPayload,
    description: 'Starts a conversation in a session that is not finished (one per agent task, or a chat).',
    args: { input: t.arg({ type: CreateConversationInput, required: true, description: 'The conversation to start.' }) },
    errors: resultOf('CreateConversationResult', startConversationThrows, localIdThrows, optionalLocalIdThrows),
    resolve: (_, { input }, ctx) =>
      startConversation(callerOf(ctx), {
        ...input,
        sessionId: localId('Session', input.sessionId, 'sessionId'),
        taskId: optionalLocalId('Task', input.taskId, 'taskId'),
      }),
  }),
);
