import {
  type ConversationTotals,
  findConversationsByIds,
  findConversationsBySessionIds,
  findConversationTotals,
  findMessagesByIds,
  listMessages,
} from '../../conversations/conversation.queries.ts';
import type { Conversation, Message } from '../../db/database.ts';
import { appendConversationMessages, startConversation } from '../../workflows/work/conversations.ts';
import { builder } from '../builder.ts';
import { arrayConnection, cursorConnection } from '../connections.ts';
import { callerOf, ownerOf } from '../context.ts';
import { seqBound } from '../cursors.ts';
import { localId, optionalLocalId } from '../ids.ts';
import { groupLoader, valueLoader } from '../loaders.ts';
import { ConversationKindEnum, MessageRoleEnum } from './enums.ts';
import { WRITE_ERRORS } from './errors.ts';
import { TaskRef } from './plans.ts';
import { SessionRef } from './sessions.ts';

export const conversationsOfSession = groupLoader(
  (ctx, ids) => findConversationsBySessionIds(ctx.db, ids),
  (c) => c.session_id,
);
const totalsOf = valueLoader<Omit<ConversationTotals, 'conversation_id'>>(
  async (ctx, ids) => new Map((await findConversationTotals(ctx.db, ids)).map((row) => [row.conversation_id, row])),
  { messages: 0, tokens: 0, cost_usd: '0' },
);

export const ConversationRef = builder.loadableNodeRef<Conversation, string, string>('Conversation', {
  id: { resolve: (conversation) => conversation.id },
  load: (ids, ctx) => findConversationsByIds(ctx.db, ownerOf(ctx), ids),
  sort: (conversation) => conversation.id,
});

export const MessageRef = builder.loadableNodeRef<Message, string, string>('Message', {
  id: { resolve: (message) => message.id },
  load: (ids, ctx) => findMessagesByIds(ctx.db, ownerOf(ctx), ids),
  sort: (message) => message.id,
});

type ToolCall = { id: string | null; name: string; input: unknown };
const ToolCallRef = builder.objectRef<ToolCall>('ToolCall').implement({
  fields: (t) => ({
    id: t.exposeString('id', { nullable: true }),
    name: t.exposeString('name'),
    input: t.expose('input', { type: 'JSON', nullable: true }),
  }),
});

/** A message as a conversation page shows it: tool calls can be left out of a page. */
type ShownMessage = Message & { hideToolCalls?: boolean };

MessageRef.implement({
  fields: (t) => ({
    seq: t.exposeInt('seq', { description: 'Position in the conversation, from 1.' }),
    role: t.field({ type: MessageRoleEnum, resolve: (message) => message.role }),
    content: t.exposeString('content'),
    toolCalls: t.field({
      type: [ToolCallRef],
      nullable: true,
      resolve: (message: ShownMessage) => (message.hideToolCalls ? null : ((message.tool_calls as ToolCall[] | null) ?? null)),
    }),
    toolName: t.exposeString('tool_name', { nullable: true }),
    toolInput: t.field({
      type: 'JSON',
      nullable: true,
      resolve: (message: ShownMessage) => (message.hideToolCalls ? null : message.tool_input),
    }),
    toolResult: t.exposeString('tool_result', { nullable: true }),
    isError: t.exposeBoolean('is_error'),
    tokenCount: t.exposeInt('token_count', { nullable: true }),
    costUsd: t.float({ nullable: true, resolve: (message) => (message.cost_usd === null ? null : Number(message.cost_usd)) }),
    superseded: t.boolean({ description: 'Set aside by a rewind; kept, never deleted.', resolve: (message) => message.superseded_at !== null }),
    supersededAt: t.expose('superseded_at', { type: 'DateTime', nullable: true }),
    conversation: t.field({ type: ConversationRef, resolve: (message) => message.conversation_id }),
    createdAt: t.expose('created_at', { type: 'DateTime' }),
  }),
});

ConversationRef.implement({
  description: "A conversation of the session: the supervisor's, one per agent task, or a chat.",
  fields: (t) => ({
    kind: t.field({ type: ConversationKindEnum, resolve: (conversation) => conversation.kind }),
    title: t.exposeString('title'),
    session: t.field({ type: SessionRef, resolve: (conversation) => conversation.session_id }),
    task: t.field({ type: TaskRef, nullable: true, resolve: (conversation) => conversation.task_id }),
    lastMessageSeq: t.exposeInt('last_message_seq'),
    messages: t.connection({
      type: MessageRef,
      description: 'In conversation order.',
      args: {
        includeToolCalls: t.arg.boolean({ defaultValue: true, description: 'False leaves out toolCalls and toolInput.' }),
        includeToolResults: t.arg.boolean({ defaultValue: true, description: 'False leaves out TOOL messages.' }),
        includeSuperseded: t.arg.boolean({ defaultValue: false, description: 'True also shows messages set aside by rewinds.' }),
      },
      resolve: (conversation, args, ctx) =>
        cursorConnection(
          args,
          (message: ShownMessage) => String(message.seq),
          async (page) => {
            const rows = await listMessages(
              ctx.db,
              conversation.id,
              { includeToolResults: args.includeToolResults ?? true, includeSuperseded: args.includeSuperseded ?? false },
              { after: seqBound(page.after, 'after'), before: seqBound(page.before, 'before'), limit: page.limit, inverted: page.inverted },
            );
            return args.includeToolCalls === false ? rows.map((row) => ({ ...row, hideToolCalls: true })) : rows;
          },
        ),
    }),
    messageCount: t.int({ description: 'Messages that count (not superseded).', resolve: async (c, _, ctx) => (await totalsOf(ctx).load(c.id)).messages }),
    totalTokens: t.float({
      description: 'Tokens of the messages that count. A Float: a long conversation can pass the 32-bit range of Int (exact up to 2^53).',
      resolve: async (c, _, ctx) => Number((await totalsOf(ctx).load(c.id)).tokens),
    }),
    totalCostUsd: t.float({ resolve: async (c, _, ctx) => Number((await totalsOf(ctx).load(c.id)).cost_usd) }),
    createdAt: t.expose('created_at', { type: 'DateTime' }),
  }),
});

builder.objectFields(SessionRef, (t) => ({
  conversations: t.connection({
    type: ConversationRef,
    resolve: async (session, args, ctx) => arrayConnection(args, await conversationsOfSession(ctx).load(session.id)),
  }),
}));

// ---- mutations ----

const ToolCallInput = builder.inputType('ToolCallInput', {
  fields: (t) => ({ id: t.string(), name: t.string({ required: true }), input: t.field({ type: 'JSON' }) }),
});

const MessageInput = builder.inputType('MessageInput', {
  fields: (t) => ({
    role: t.field({ type: MessageRoleEnum, required: true }),
    content: t.string(),
    toolCalls: t.field({ type: [ToolCallInput], description: 'Tools an ASSISTANT message calls.' }),
    toolName: t.string({ description: 'For TOOL messages: the tool whose result this is.' }),
    toolInput: t.field({ type: 'JSON' }),
    toolResult: t.string(),
    isError: t.boolean(),
    tokenCount: t.int(),
    costUsd: t.float(),
  }),
});

const AppendMessagesInput = builder.inputType('AppendMessagesInput', {
  fields: (t) => ({
    conversationId: t.id({ required: true }),
    messages: t.field({ type: [MessageInput], required: true, description: 'Appended in this order.' }),
    leaseToken: t.int({ description: "The runner's lease token; required while the session is leased (fencing)." }),
    idempotencyKey: t.string(),
  }),
});

const AppendMessagesPayload = builder.objectRef<{ conversationId: string; messageIds: string[]; replayed: boolean }>('AppendMessagesPayload').implement({
  fields: (t) => ({
    conversation: t.field({ type: ConversationRef, resolve: (payload) => payload.conversationId }),
    messages: t.field({ type: [MessageRef], resolve: (payload) => payload.messageIds }),
    replayed: t.exposeBoolean('replayed'),
  }),
});

builder.mutationField('appendMessages', (t) =>
  t.field({
    type: AppendMessagesPayload,
    args: { input: t.arg({ type: AppendMessagesInput, required: true }) },
    errors: { types: WRITE_ERRORS, directResult: true, union: { name: 'AppendMessagesResult' } },
    resolve: (_, { input }, ctx) =>
      appendConversationMessages(callerOf(ctx), { ...input, conversationId: localId('Conversation', input.conversationId, 'conversationId') }),
  }),
);

const CreateConversationInput = builder.inputType('CreateConversationInput', {
  fields: (t) => ({
    sessionId: t.id({ required: true }),
    kind: t.field({ type: ConversationKindEnum, required: true }),
    title: t.string({ required: true }),
    taskId: t.id({ description: 'For TASK conversations: the task whose agent speaks.' }),
    idempotencyKey: t.string(),
  }),
});

const CreateConversationPayload = builder.objectRef<{ conversationId: string; replayed: boolean }>('CreateConversationPayload').implement({
  fields: (t) => ({
    conversation: t.field({ type: ConversationRef, resolve: (payload) => payload.conversationId }),
    replayed: t.exposeBoolean('replayed'),
  }),
});

builder.mutationField('createConversation', (t) =>
  t.field({
    type: CreateConversationPayload,
    args: { input: t.arg({ type: CreateConversationInput, required: true }) },
    errors: { types: WRITE_ERRORS, directResult: true, union: { name: 'CreateConversationResult' } },
    resolve: (_, { input }, ctx) =>
      startConversation(callerOf(ctx), {
        ...input,
        sessionId: localId('Session', input.sessionId, 'sessionId'),
        taskId: optionalLocalId('Task', input.taskId, 'taskId'),
      }),
  }),
);
