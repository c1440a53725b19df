// Live feeds: sessionEvents, workspaceEvents and messageAdded. Each delivered item carries its cursor; passing it
// back as `after` replays everything after it from the table, then continues live, with no gap and no duplicate.
import { contextCacheSymbol } from '@pothos/core';
import { createGraphQLError } from 'graphql-yoga';
import { listMessages } from '../conversations/conversation.queries.ts';
import type { Message } from '../db/database.ts';
import { DomainError, NotFoundError, ValidationError } from '../errors.ts';
import type { WorkspaceCursor } from '../events/event.queries.ts';
import type { SessionFeedItem, WorkspaceFeedItem } from '../realtime/hub.ts';
import { builder } from './builder.ts';
import { type Context, viewerOf } from './context.ts';
import { ConversationRef, MessageRef } from './conversations.ts';
import { SessionEventRef } from './events.ts';
import { localId } from './ids.ts';
import { loadSession } from './sessions.ts';
import { WorkspaceRef } from './workspaces.ts';

builder.subscriptionType({});

/** A subscription is one long operation: give every delivered item fresh DataLoaders, or it would see stale rows. */
function freshLoaders<T>(ctx: Context, item: T): T {
  (ctx as Context & { [contextCacheSymbol]?: object })[contextCacheSymbol] = {};
  return item;
}

/** Streams cannot return errors as data, so an expected failure becomes an operation error with its stable code. */
async function authorised<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError) throw createGraphQLError(error.message, { extensions: { code: error.code } });
    throw error;
  }
}

function seqAfter(after: string | null | undefined): number | null {
  if (after == null) return null;
  if (!/^\d{1,15}$/.test(after)) throw new ValidationError('after', `"${after}" is not a cursor of this feed; pass the cursor of an item it delivered.`);
  return Number(after);
}

export function encodeWorkspaceCursor(cursor: WorkspaceCursor): string {
  return `${cursor.tx}.${cursor.id}`;
}

function workspaceAfter(after: string | null | undefined): WorkspaceCursor | null {
  if (after == null) return null;
  const match = /^(\d{1,20})\.(\d{1,16})$/.exec(after);
  if (!match) throw new ValidationError('after', `"${after}" is not a workspace feed cursor; pass the cursor of an item it delivered.`);
  return { tx: BigInt(match[1]!), id: Number(match[2]) };
}

type Edge<T> = { cursor: string; node: T };

const SessionEventEdge = builder.objectRef<Edge<SessionFeedItem>>('SessionEventEdge').implement({
  description: 'One delivered session event and the cursor to resume after it.',
  fields: (t) => ({
    cursor: t.exposeString('cursor'),
    node: t.field({ type: SessionEventRef, resolve: (edge) => edge.node }),
  }),
});

const WorkspaceEventEdge = builder.objectRef<Edge<WorkspaceFeedItem>>('WorkspaceEventEdge').implement({
  description: 'One delivered event of any session of the workspace, in commit order, and the cursor to resume after it.',
  fields: (t) => ({
    cursor: t.exposeString('cursor'),
    node: t.field({ type: SessionEventRef, resolve: (edge) => edge.node }),
  }),
});

const MessageEdge = builder.objectRef<Edge<Message>>('MessageEdge').implement({
  description: 'One delivered message and the cursor to resume after it.',
  fields: (t) => ({
    cursor: t.exposeString('cursor'),
    node: t.field({ type: MessageRef, resolve: (edge) => edge.node }),
  }),
});

builder.subscriptionFields((t) => ({
  sessionEvents: t.field({
    type: SessionEventEdge,
    description: 'The events of a session. Without `after`: from now on. With `after`: every event after it, then live.',
    args: { sessionId: t.arg.id({ required: true }), after: t.arg.string() },
    subscribe: (_, args, ctx) =>
      authorised(async () => {
        const session = await loadSession(ctx, localId('Session', args.sessionId, 'sessionId'));
        return ctx.hub.sessionEvents(session.id, seqAfter(args.after), viewerOf(ctx).tokenId);
      }),
    resolve: (event: SessionFeedItem, _, ctx) => freshLoaders(ctx, { cursor: String(event.seq), node: event }),
  }),
  workspaceEvents: t.field({
    type: WorkspaceEventEdge,
    description: 'The events of every session in a workspace, in the order their transactions committed.',
    args: { workspaceId: t.arg.id({ required: true }), after: t.arg.string() },
    subscribe: (_, args, ctx) =>
      authorised(async () => {
        const id = localId('Workspace', args.workspaceId, 'workspaceId');
        const workspace = await WorkspaceRef.getDataloader(ctx).load(id);
        if (!workspace) throw new NotFoundError('Workspace', id);
        return ctx.hub.workspaceEvents(workspace.id, workspaceAfter(args.after), viewerOf(ctx).tokenId);
      }),
    resolve: (event: WorkspaceFeedItem, _, ctx) => freshLoaders(ctx, { cursor: encodeWorkspaceCursor(event.cursor), node: event }),
  }),
  messageAdded: t.field({
    type: MessageEdge,
    description: 'Messages appended to a conversation. The cursor is the message `seq`.',
    args: { conversationId: t.arg.id({ required: true }), after: t.arg.string() },
    subscribe: (_, args, ctx) =>
      authorised(async () => {
        const id = localId('Conversation', args.conversationId, 'conversationId');
        const conversation = await ConversationRef.getDataloader(ctx).load(id);
        if (!conversation) throw new NotFoundError('Conversation', id);
        // Join the session feed first, then read the backlog: nothing can slip between the two.
        const events = await ctx.hub.sessionEvents(conversation.session_id, null, viewerOf(ctx).tokenId);
        const after = seqAfter(args.after) ?? conversation.last_message_seq;
        return new MessageStream(ctx, conversation.id, after, events);
      }),
    resolve: (message: Message, _, ctx) => freshLoaders(ctx, { cursor: String(message.seq), node: message }),
  }),
}));

/**
 * Messages of one conversation after a cursor: the backlog, then a fresh read whenever the session feed says this
 * conversation grew. A plain object (not an async generator) so `return()` ends it at once even while it waits.
 */
class MessageStream implements AsyncIterableIterator<Message> {
  private readonly ctx: Context;
  private readonly conversationId: string;
  private readonly events: AsyncIterableIterator<SessionFeedItem>;
  private cursor: number;
  private readonly ready: Message[] = [];
  private checkTable = true;

  constructor(ctx: Context, conversationId: string, after: number, events: AsyncIterableIterator<SessionFeedItem>) {
    this.ctx = ctx;
    this.conversationId = conversationId;
    this.cursor = after;
    this.events = events;
  }

  async next(): Promise<IteratorResult<Message>> {
    for (;;) {
      const message = this.ready.shift();
      if (message) return { value: message, done: false };
      if (this.checkTable) {
        const rows = await listMessages(
          this.ctx.db,
          this.conversationId,
          { includeToolResults: true, includeSuperseded: false },
          {
            after: this.cursor,
            limit: 500,
            inverted: false,
          },
        );
        this.ready.push(...rows);
        if (rows.length) this.cursor = rows.at(-1)!.seq;
        this.checkTable = rows.length === 500;
        continue;
      }
      const event = await this.events.next();
      if (event.done) return { value: undefined, done: true };
      const data = event.value.data as { conversationId?: string; lastSeq?: number };
      if (event.value.type === 'messages.appended' && data.conversationId === this.conversationId && (data.lastSeq ?? 0) > this.cursor) {
        this.checkTable = true;
      }
    }
  }

  async return(): Promise<IteratorResult<Message>> {
    await this.events.return?.();
    return { value: undefined, done: true };
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}
