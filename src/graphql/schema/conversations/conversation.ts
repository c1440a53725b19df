// Conversations and their messages as the API reads them (pages of messages, tool calls, totals); the mutations that
// record them are in mutations.ts.
import {
  type ConversationTotals,
  countMessages,
  findConversationsByIds,
  findConversationsBySessionIds,
  findConversationTotals,
  findMessagesByIds,
} from '../../../conversations/conversation.queries.ts';
import { runsCount } from '../../../conversations/inheritance.model.ts';
import { countInherited, inheritedOf, listMessagesOf } from '../../../conversations/inherited.queries.ts';
import type { Conversation, Message, ToolCall } from '../../../db/tables/conversations.ts';
import { builder, counted, listConnection } from '../../builder.ts';
import { cursorConnection } from '../../connections.ts';
import { type Context, ownerOf } from '../../context.ts';
import { seqBound } from '../../cursors.ts';
import { groupLoader, valueLoader } from '../../loaders.ts';
import { countBatch, countByFilter } from '../counts.ts';
import { ConversationKindEnum, MessageRoleEnum } from '../enums.ts';
import { TaskRef } from '../plans.ts';
import { SessionRef } from '../sessions.ts';

export const conversationsOfSession = groupLoader(
  (ctx, ids) => findConversationsBySessionIds(ctx.db, ids),
  (c) => c.session_id,
);
const totalsOf = valueLoader<Omit<ConversationTotals, 'conversation_id'>>(
  async (ctx, ids) => new Map((await findConversationTotals(ctx.db, ids)).map((row) => [row.conversation_id, row])),
  { messages: 0, tokens: 0, cost_usd: '0' },
);

type MessageFilter = { includeToolResults: boolean; includeSuperseded: boolean };
/** Messages per conversation through a filter, keyed "<conversation id>|<filter>": one query per filter in a request. */
const messageCounts = countBatch((ctx, keys) =>
  countByFilter(keys, async (ids, filter) =>
    (await countMessages(ctx.db, ids, JSON.parse(filter) as MessageFilter)).map((row) => ({ id: row.conversation_id, count: row.count })),
  ),
);

/**
 * The totalCount of a conversation's messages through a filter. Every one (superseded and TOOL ones too) is its seq
 * range (first to last): seqs have no gaps and messages are never deleted. Else counted with the other conversations of the request.
 */
function messageCount(ctx: Context, conversation: Conversation, filter: MessageFilter): () => number | Promise<number> {
  // A fork's conversation also shows the messages it started with (counted once, when it was made): below its first
  // seq, read from its source's rows, or its own rows once handed over (a deleted source's: deletions/handover.queries.ts).
  const inherited = () => countInherited(ctx.db, conversation, filter);
  if (filter.includeSuperseded && filter.includeToolResults) {
    return () => conversation.last_message_seq - conversation.first_message_seq + 1 + conversation.inherited_count;
  }
  const key = `${conversation.id}|${JSON.stringify(filter)}`;
  messageCounts(ctx).register(key);
  return async () => (await messageCounts(ctx).count(key)) + (await inherited());
}

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

const ToolCallRef = builder.objectRef<ToolCall>('ToolCall').implement({
  description: 'A tool an ASSISTANT message calls.',
  fields: (t) => ({
    callId: t.string({
      nullable: true,
      description: 'The model\'s own id of the call (e.g. "call_1"), which its TOOL result refers to; null when none was given.',
      resolve: (call) => call.id,
    }),
    id: t.exposeString('id', {
      nullable: true,
      description: "The model's own id of the call; null when none was given.",
      deprecationReason: 'Use callId. A field named id makes client caches merge unrelated tool calls that share a model id such as "call_1".',
    }),
    name: t.exposeString('name', { description: 'The tool, e.g. "read_file".' }),
    input: t.expose('input', { type: 'JSON', nullable: true, description: "The call's arguments; null when none were given." }),
  }),
});

/** A message as a conversation page shows it: tool calls can be left out of a page. */
type ShownMessage = Message & { hideToolCalls?: boolean };

MessageRef.implement({
  description: 'One message of a conversation. Messages are appended in order and never deleted; a rewind sets them aside (superseded).',
  fields: (t) => ({
    seq: t.exposeInt('seq', { description: 'Position in the conversation, from 1, without gaps.' }),
    role: t.field({ type: MessageRoleEnum, description: 'Who speaks.', resolve: (message) => message.role }),
    content: t.exposeString('content', { description: 'The text (secrets redacted); empty when the message has none.' }),
    toolCalls: t.field({
      type: [ToolCallRef],
      nullable: true,
      description: 'The tools an ASSISTANT message calls; null when none, or when the page left them out (includeToolCalls: false).',
      resolve: (message: ShownMessage) => (message.hideToolCalls ? null : message.tool_calls),
    }),
    toolName: t.exposeString('tool_name', { nullable: true, description: 'For a TOOL message: the tool whose result it carries; else null.' }),
    toolInput: t.field({
      type: 'JSON',
      nullable: true,
      description: 'For a TOOL message: the input the tool ran with; null when not given or left out (includeToolCalls: false).',
      resolve: (message: ShownMessage) => (message.hideToolCalls ? null : message.tool_input),
    }),
    toolResult: t.exposeString('tool_result', { nullable: true, description: "For a TOOL message: the tool's output (secrets redacted); else null." }),
    isError: t.exposeBoolean('is_error', { description: 'True when a TOOL result reports a failure.' }),
    tokenCount: t.exposeInt('token_count', { nullable: true, description: 'Tokens the message used, as reported; null when not reported.' }),
    costUsd: t.float({
      nullable: true,
      description: 'What the message cost, in US dollars, as reported; null when not reported.',
      resolve: (message) => (message.cost_usd === null ? null : Number(message.cost_usd)),
    }),
    superseded: t.boolean({
      description: 'Set aside by a rewind or a resume from a checkpoint; kept, never deleted.',
      resolve: (message) => message.superseded_at !== null,
    }),
    supersededAt: t.expose('superseded_at', { type: 'DateTime', nullable: true, description: 'When it was set aside; null while it counts.' }),
    conversation: t.field({ type: ConversationRef, description: 'Its conversation.', resolve: (message) => message.conversation_id }),
    createdAt: t.expose('created_at', { type: 'DateTime', description: 'When it was appended.' }),
  }),
});

ConversationRef.implement({
  description: "A conversation of the session: the supervisor's, one per agent task, or a chat.",
  fields: (t) => ({
    kind: t.field({ type: ConversationKindEnum, description: 'Whose conversation it is.', resolve: (conversation) => conversation.kind }),
    title: t.exposeString('title', { description: 'Its title, for people.' }),
    session: t.field({ type: SessionRef, description: 'Its session.', resolve: (conversation) => conversation.session_id }),
    task: t.field({
      type: TaskRef,
      nullable: true,
      description: 'For a TASK conversation: the task whose agent speaks; else null.',
      resolve: (conversation) => conversation.task_id,
    }),
    lastMessageSeq: t.exposeInt('last_message_seq', {
      description: 'The seq of its latest message (0 before the first): pass it as `after` to messageAdded to get only what comes next.',
    }),
    messages: t.connection({
      type: MessageRef,
      nullable: true,
      description: 'Its messages in conversation order (seq).',
      args: {
        includeToolCalls: t.arg.boolean({ defaultValue: true, description: 'False leaves out toolCalls and toolInput.' }),
        includeToolResults: t.arg.boolean({ defaultValue: true, description: 'False leaves out TOOL messages.' }),
        includeSuperseded: t.arg.boolean({ defaultValue: false, description: 'True also shows messages set aside by rewinds.' }),
      },
      resolve: (conversation, args, ctx) => {
        const filter = { includeToolResults: args.includeToolResults ?? true, includeSuperseded: args.includeSuperseded ?? false };
        const page = cursorConnection(
          args,
          (message: ShownMessage) => String(message.seq),
          async (page) => {
            const rows = await listMessagesOf(ctx.db, conversation, filter, {
              after: seqBound(page.after, 'after'),
              before: seqBound(page.before, 'before'),
              limit: page.limit,
              inverted: page.inverted,
            });
            return args.includeToolCalls === false ? rows.map((row) => ({ ...row, hideToolCalls: true })) : rows;
          },
        );
        return counted(page, messageCount(ctx, conversation, filter));
      },
    }),
    messageCount: t.int({
      description: "Messages that count (not superseded), TOOL ones included; a fork's include those it started with.",
      resolve: async (c, _, ctx) => (await totalsOf(ctx).load(c.id)).messages + runsCount(inheritedOf(c)),
    }),
    totalTokens: t.float({
      description:
        "Tokens of the messages that count (a fork's own: those it inherited are its source's). A Float: a long conversation can pass the 32-bit range of Int (exact up to 2^53).",
      resolve: async (c, _, ctx) => Number((await totalsOf(ctx).load(c.id)).tokens),
    }),
    totalCostUsd: t.float({
      description: 'US dollars the messages that count cost, as reported (0 when none reported).',
      resolve: async (c, _, ctx) => Number((await totalsOf(ctx).load(c.id)).cost_usd),
    }),
    createdAt: t.expose('created_at', { type: 'DateTime', description: 'When it was started.' }),
  }),
});

builder.objectFields(SessionRef, (t) => ({
  conversations: t.connection({
    type: ConversationRef,
    nullable: true,
    description: 'Its conversations, oldest first: the supervisor, each task agent, chats.',
    resolve: async (session, args, ctx) => listConnection(args, await conversationsOfSession(ctx).load(session.id)),
  }),
}));
