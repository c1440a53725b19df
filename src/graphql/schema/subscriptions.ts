// Live feeds: sessionEvents, workspaceEvents and messageAdded. Each delivered item carries its cursor; passing it
// back as `after` replays everything after it from the table, then continues live, with no gap and no duplicate.
import { listMessagesOf } from '../../conversations/inherited.queries.ts';
import type { Message } from '../../db/tables/conversations.ts';
import { NotFoundError } from '../../errors/domain.ts';
import { findWorkspaceHead } from '../../events/event.queries.ts';
import { isTombstone } from '../../events/tombstone.ts';
import type { SessionFeedItem, WorkspaceFeedItem } from '../../realtime/hub.ts';
import { MessageStream } from '../../realtime/message-stream.ts';
import { EndingAfter, endingAtTombstone } from '../../realtime/tombstone.ts';
import { findWorkspacesOrTombstonesByIds } from '../../workspaces/workspace.queries.ts';
import { builder } from '../builder.ts';
import { ownerOf, viewerOf } from '../context.ts';
import { BEFORE_FIRST_SEQ, encodeWorkspaceCursor, seqAfter, workspaceAfter } from '../cursors.ts';
import { localId } from '../ids.ts';
import { ConversationRef, MessageRef } from './conversations/conversation.ts';
import { SessionEventRef } from './events.ts';
import { sessionOrTombstone } from './sessions.ts';

// Each delivered item is executed with fresh DataLoaders (plugins/use-shared-subscription-results.ts gives every execution
// its own context cache), so no item sees rows cached for an earlier one. An expected failure while subscribing is
// an operation error with its stable code (server.ts: masking lets domain errors through).
builder.subscriptionType({
  description: 'Live feeds, over WebSocket (graphql-transport-ws) or Server-Sent Events. Each delivered item carries the cursor to resume after it.',
});

type Edge<T> = { cursor: string; node: T };

const SessionEventEdge = builder.objectRef<Edge<SessionFeedItem>>('SessionEventEdge').implement({
  description: 'One delivered session event and the cursor to resume after it.',
  fields: (t) => ({
    cursor: t.exposeString('cursor', { description: 'Pass as `after` when you subscribe again to continue after this event.' }),
    node: t.field({ type: SessionEventRef, description: 'The event.', resolve: (edge) => edge.node }),
  }),
});

const WorkspaceEventEdge = builder.objectRef<Edge<WorkspaceFeedItem>>('WorkspaceEventEdge').implement({
  description: 'One delivered event of any session of the workspace, in commit order, and the cursor to resume after it.',
  fields: (t) => ({
    cursor: t.exposeString('cursor', { description: 'Pass as `after` when you subscribe again to continue after this event.' }),
    node: t.field({ type: SessionEventRef, description: 'The event.', resolve: (edge) => edge.node }),
  }),
});

const MessageEdge = builder.objectRef<Edge<Message>>('MessageEdge').implement({
  description: 'One delivered message and the cursor to resume after it.',
  fields: (t) => ({
    cursor: t.exposeString('cursor', { description: 'Pass as `after` when you subscribe again to continue after this message.' }),
    node: t.field({ type: MessageRef, description: 'The message.', resolve: (edge) => edge.node }),
  }),
});

builder.subscriptionFields((t) => ({
  sessionEvents: t.field({
    type: SessionEventEdge,
    description: 'The events of a session. Without `after`: from now on. With `after`: every event after it, then live.',
    args: {
      sessionId: t.arg.id({ required: true, description: 'The session.' }),
      after: t.arg.string({
        description: 'The cursor of the last event you received (from a delivered item); "0": from the first event; absent: only new events.',
      }),
    },
    subscribe: async (_, args, ctx) => {
      const id = localId('Session', args.sessionId, 'sessionId');
      const session = await sessionOrTombstone(ctx).load(id);
      if (!session) throw new NotFoundError('Session', id);
      const after = seqAfter(args.after);
      // A deleted session's log has one event left to deliver, its tombstone, whichever cursor a client comes back with.
      const from = session.deletion_id ? Math.min(after ?? session.last_event_seq, session.last_event_seq - 1) : after;
      return endingAtTombstone(await ctx.hub.sessionEvents(session.id, from, viewerOf(ctx).tokenId));
    },
    resolve: (event: SessionFeedItem) => ({ cursor: String(event.seq), node: event }),
  }),
  workspaceEvents: t.field({
    type: WorkspaceEventEdge,
    description: 'The events of every session in a workspace, in the order their transactions committed.',
    args: {
      workspaceId: t.arg.id({ required: true, description: 'The workspace.' }),
      after: t.arg.string({
        description: 'The cursor of the last event you received (from a delivered item); "0": from the first event; absent: only new events.',
      }),
    },
    subscribe: async (_, args, ctx) => {
      const id = localId('Workspace', args.workspaceId, 'workspaceId');
      const [workspace] = await findWorkspacesOrTombstonesByIds(ctx.db, ownerOf(ctx), [id]);
      if (!workspace) throw new NotFoundError('Workspace', id);
      const feed = await ctx.hub.workspaceEvents(workspace.id, workspaceAfter(args.after), viewerOf(ctx).tokenId);
      // A deleted workspace's feed ends once it has delivered the last of its sessions' tombstones: nothing comes after.
      const ended = async (cursor: number) => {
        const [now] = await findWorkspacesOrTombstonesByIds(ctx.db, ownerOf(ctx), [id]);
        return Boolean(now?.deletion_id) && cursor >= (await findWorkspaceHead(ctx.db, id));
      };
      if (workspace.deletion_id && (await ended(feed.cursor))) await feed.return();
      return new EndingAfter(feed, (event) => isTombstone(event) && ended(event.cursor));
    },
    resolve: (event: WorkspaceFeedItem) => ({ cursor: encodeWorkspaceCursor(event.cursor), node: event }),
  }),
  messageAdded: t.field({
    type: MessageEdge,
    description: 'Messages appended to a conversation. Without `after`: from now on. With `after`: every message after it, then live.',
    args: {
      conversationId: t.arg.id({ required: true, description: 'The conversation.' }),
      after: t.arg.string({
        description: 'The cursor of the last message you received (from a delivered item); "0": from the first message; absent: only new messages.',
      }),
    },
    subscribe: async (_, args, ctx) => {
      const id = localId('Conversation', args.conversationId, 'conversationId');
      const conversation = await ConversationRef.getDataloader(ctx).load(id);
      if (!conversation) throw new NotFoundError('Conversation', id);
      // Join the session feed first, then read the backlog: nothing can slip between the two.
      const events = endingAtTombstone(await ctx.hub.sessionEvents(conversation.session_id, null, viewerOf(ctx).tokenId));
      // "0" is the start, below any compaction summary placed before the messages it kept (seq 0 or less).
      const asked = seqAfter(args.after);
      const after = asked === 0 ? BEFORE_FIRST_SEQ : (asked ?? conversation.last_message_seq);
      const read = (cursor: number, limit: number) =>
        listMessagesOf(ctx.db, conversation, { includeToolResults: true, includeSuperseded: false }, { after: cursor, limit, inverted: false });
      return new MessageStream({ conversationId: conversation.id, after, events, read });
    },
    resolve: (message: Message) => ({ cursor: String(message.seq), node: message }),
  }),
}));
