// A deleted session's feeds end cleanly, over a real WebSocket: a live subscriber gets the tombstone
// (`session.deleted`) and then completion; a client that comes back with an old cursor (or none) gets the tombstone
// once, then completion, never an error; a workspace's feed ends after its sessions' tombstones when it is deleted; a
// conversation's feed completes.
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { graphql } from './gql/index.ts';
import { DeleteSession, DeleteWorkspace } from './helpers/deletions.ts';
import { tempDir } from './helpers/fs.ts';
import { collect, gqlOver, startLiveApp, wsClient } from './helpers/live.ts';
import { AppendMessages, CreateSession, CreateWorkspace } from './helpers/operations.ts';

const live = await startLiveApp({ pollIntervalMs: 60_000 });
const ws = wsClient(live.wsUrl, live.token);
const call = <R, V>(document: Parameters<typeof gqlOver<R, V>>[2], variables: V) => gqlOver(live.httpUrl, live.token, document, variables);

const SessionFeed = graphql(`
  subscription DeletionSessionFeed($sessionId: ID!, $after: String) {
    sessionEvents(sessionId: $sessionId, after: $after) { cursor node { seq type data session { id deletion { id state } } } }
  }
`);

const WorkspaceFeed = graphql(`
  subscription DeletionWorkspaceFeed($workspaceId: ID!, $after: String) {
    workspaceEvents(workspaceId: $workspaceId, after: $after) { cursor node { seq type session { id } } }
  }
`);

const MessageFeed = graphql(`
  subscription DeletionMessageFeed($conversationId: ID!, $after: String) {
    messageAdded(conversationId: $conversationId, after: $after) { cursor node { content } }
  }
`);

async function session(workspaceId?: string) {
  const workspace =
    workspaceId ?? narrow((await call(CreateWorkspace, { input: { path: await tempDir() } })).createWorkspace, 'CreateWorkspacePayload').workspace.id;
  const made = narrow((await call(CreateSession, { input: { workspaceId: workspace, objective: 'to be deleted' } })).createSession, 'CreateSessionPayload');
  const conversationId = made.session.conversations!.nodes[0]!.id;
  await call(AppendMessages, { input: { conversationId, messages: [{ role: 'USER', content: 'hello' }] } });
  return { id: made.session.id, workspaceId: workspace, conversationId };
}

async function deleteSession(sessionId: string) {
  return narrow((await call(DeleteSession, { input: { sessionId } })).deleteSession, 'DeletePayload').deletion;
}

describe('the feeds of a deleted session', () => {
  it('deliver the tombstone to a live subscriber, then complete', async () => {
    const s = await session();
    const feed = collect(ws, SessionFeed, { sessionId: s.id, after: '0' });
    await feed.count(3); // session.created, conversation.created, messages.appended
    // From the first message: once it has come, the feed is live (deleting before it is, the subscription would start
    // after the deletion and be refused as NOT_FOUND, which is not what this test is about).
    const messages = collect(ws, MessageFeed, { conversationId: s.conversationId, after: '0' });
    await messages.count(1);
    const deletion = await deleteSession(s.id);
    await feed.completion();
    await messages.completion();
    expect(feed.errors).toEqual([]);
    expect(messages.errors).toEqual([]);
    const last = feed.items.at(-1)!.sessionEvents;
    expect(feed.items.filter((item) => item.sessionEvents.node.type === 'session.deleted')).toHaveLength(1);
    expect(last.node).toMatchObject({
      type: 'session.deleted',
      data: { deletionId: deletion.id, reason: 'DELETED' },
      session: { id: s.id, deletion: { id: deletion.id } }, // delivered as its purge begins: PURGING, or DONE by then
    });
  });

  it('give a client coming back with an old cursor, or none, the tombstone once, then completion', async () => {
    const s = await session();
    const deletion = await deleteSession(s.id);
    for (const after of ['0', '1', '2', null, '999']) {
      const feed = collect(ws, SessionFeed, { sessionId: s.id, after });
      await feed.completion();
      expect(feed.errors, String(after)).toEqual([]);
      expect(feed.items.map((item) => [item.sessionEvents.node.type, item.sessionEvents.node.data])).toEqual([
        ['session.deleted', { deletionId: deletion.id, reason: 'DELETED' }],
      ]);
    }
  });

  it("end a workspace's feed after its sessions' tombstones when the workspace is deleted", async () => {
    const first = await session();
    const second = await session(first.workspaceId);
    const feed = collect(ws, WorkspaceFeed, { workspaceId: first.workspaceId, after: '0' });
    await feed.count(6);
    const deleted = narrow((await call(DeleteWorkspace, { input: { workspaceId: first.workspaceId } })).deleteWorkspace, 'DeletePayload');
    await feed.completion();
    expect(feed.errors).toEqual([]);
    const tombstones = feed.items.filter((item) => item.workspaceEvents.node.type === 'session.deleted');
    expect(tombstones.map((item) => item.workspaceEvents.node.session.id).sort()).toEqual([first.id, second.id].sort());
    expect(feed.items.at(-1)!.workspaceEvents.node.type).toBe('session.deleted');
    expect(deleted.deletion.sessionIds).toHaveLength(2);
    // Coming back with an old cursor: what is left after it (the tombstones), then completion.
    const again = collect(ws, WorkspaceFeed, { workspaceId: first.workspaceId, after: feed.items[0]!.workspaceEvents.cursor });
    await again.completion();
    expect(again.errors).toEqual([]);
    expect(again.items.map((item) => item.workspaceEvents.node.type)).toEqual(['session.deleted', 'session.deleted']);
  });
});
