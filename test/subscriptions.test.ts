// Live feeds over a real port: graphql-ws and SSE, replay from cursors, auth, cleanup and shutdown.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { appendEvents } from '../src/events/event.queries.ts';
import { graphql } from './gql/index.ts';
import { tempDir } from './helpers/fs.ts';
import { collect, gqlOver, startLiveApp, wsClient } from './helpers/live.ts';
import { ChangeSession, CreateSession, CreateWorkspace } from './helpers/operations.ts';
import { until } from './helpers/process.ts';

const live = await startLiveApp({ revocationCheckMs: 100, pollIntervalMs: 60_000 });
const { app, httpUrl, wsUrl, token } = live;
const gql = <R, V>(doc: Parameters<typeof gqlOver<R, V>>[2], vars?: V) => gqlOver(httpUrl, token, doc, vars);

const SessionFeed = graphql(`
  subscription SessionFeed($sessionId: ID!, $after: String) {
    sessionEvents(sessionId: $sessionId, after: $after) { cursor node { seq type data session { state } } }
  }
`);
const WorkspaceFeed = graphql(`
  subscription WorkspaceFeed($workspaceId: ID!, $after: String) {
    workspaceEvents(workspaceId: $workspaceId, after: $after) { cursor node { seq type data session { id } } }
  }
`);
const TypesOnly = graphql(`
  subscription TypesOnly($sessionId: ID!, $after: String) {
    sessionEvents(sessionId: $sessionId, after: $after) { cursor node { type } }
  }
`);
const MessageFeed = graphql(`
  subscription MessageFeed($conversationId: ID!, $after: String) {
    messageAdded(conversationId: $conversationId, after: $after) { cursor node { seq role content } }
  }
`);
const RecordEvents = graphql(`
  mutation LiveRecordEvents($input: RecordEventsInput!) {
    recordEvents(input: $input) { __typename ... on RecordEventsPayload { firstSeq lastSeq } ... on Error { code message } }
  }
`);
const Append = graphql(`
  mutation LiveAppend($input: AppendMessagesInput!) { appendMessages(input: $input) { __typename ... on Error { code message } } }
`);
const Compact = graphql(`
  mutation LiveCompact($input: CompactConversationInput!) { compactConversation(input: $input) { __typename ... on Error { code message } } }
`);
const CreateToken = graphql(`
  mutation LiveCreateToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) { __typename ... on CreateApiTokenPayload { token apiToken { id } } }
  }
`);
const Revoke = graphql(`mutation LiveRevoke($input: RevokeApiTokenInput!) { revokeApiToken(input: $input) { __typename } }`);

async function newSession(workspaceId?: string) {
  const wsId = workspaceId ?? narrow((await gql(CreateWorkspace, { input: { path: await tempDir() } })).createWorkspace, 'CreateWorkspacePayload').workspace.id;
  const created = await gql(CreateSession, { input: { workspaceId: wsId, objective: 'live' } });
  if (created.createSession.__typename !== 'CreateSessionPayload') throw new Error(JSON.stringify(created));
  return { ...created.createSession.session, workspaceId: wsId };
}

const record = (sessionId: string, count: number, from = 0) =>
  gql(RecordEvents, { input: { sessionId, events: Array.from({ length: count }, (_, i) => ({ type: 'tick', data: { i: from + i } })) } });

const subscribers = () => app.hub.stats().subscribers;

describe('sessionEvents over graphql-ws', () => {
  it('without a cursor delivers only what happens from now on, each item with its cursor', async () => {
    const session = await newSession();
    await record(session.id, 2);
    const before = subscribers();
    const feed = collect(wsClient(wsUrl, token), SessionFeed, { sessionId: session.id });
    await until(() => subscribers() > before, 'the subscription to register');
    await record(session.id, 3, 100);
    await feed.count(3);
    expect(feed.items.map((item) => [item.sessionEvents.cursor, item.sessionEvents.node.seq, (item.sessionEvents.node.data as { i: number }).i])).toEqual([
      ['6', 6, 100],
      ['7', 7, 101],
      ['8', 8, 102],
    ]);
    feed.dispose();
  });

  it('with a cursor replays everything after it, then continues live, without gap or duplicate', async () => {
    const session = await newSession();
    await record(session.id, 5); // seq 4..8 (1..3 are created/plan/conversation)
    const feed = collect(wsClient(wsUrl, token), SessionFeed, { sessionId: session.id, after: '5' });
    await feed.count(3);
    await record(session.id, 4, 10);
    await feed.count(7);
    expect(feed.items.map((item) => item.sessionEvents.node.seq)).toEqual([6, 7, 8, 9, 10, 11, 12]);
    expect(feed.items.map((item) => item.sessionEvents.cursor)).toEqual(['6', '7', '8', '9', '10', '11', '12']);
    feed.dispose();
  });

  it('gives every delivered event fresh data loaders (no stale session state)', async () => {
    const session = await newSession();
    const feed = collect(wsClient(wsUrl, token), SessionFeed, { sessionId: session.id, after: '3' });
    await gql(ChangeSession.start, { input: { sessionId: session.id } });
    await feed.count(1); // delivered (and resolved) before the pause commits: the session was RUNNING then
    await gql(ChangeSession.pause, { input: { sessionId: session.id } });
    await feed.count(2);
    expect(feed.items.map((item) => item.sessionEvents.node.session.state)).toEqual(['RUNNING', 'PAUSED']);
    feed.dispose();
  });
});

describe('shared execution', () => {
  it('shares a result only between identical operations: other selections and other cursors get their own', async () => {
    const session = await newSession();
    const client = wsClient(wsUrl, token);
    const full = collect(client, SessionFeed, { sessionId: session.id, after: '3' });
    const fromLater = collect(client, SessionFeed, { sessionId: session.id, after: '5' });
    const types = collect(client, TypesOnly, { sessionId: session.id, after: '3' });
    await record(session.id, 4);
    await Promise.all([full.count(4), fromLater.count(2), types.count(4)]);
    expect(full.items.map((item) => item.sessionEvents.node.seq)).toEqual([4, 5, 6, 7]);
    expect(fromLater.items.map((item) => item.sessionEvents.node.seq)).toEqual([6, 7]);
    expect(types.items[0]).toEqual({ sessionEvents: { cursor: '4', node: { type: 'custom.tick' } } });
    for (const feed of [full, fromLater, types]) feed.dispose();
  });
});

describe('messageAdded', () => {
  it('replays messages after a cursor, then delivers new ones live', async () => {
    const session = await newSession();
    const conversationId = session.conversations!.nodes[0]!.id;
    const say = (...contents: string[]) =>
      gql(Append, { input: { conversationId, messages: contents.map((content) => ({ role: 'USER' as const, content })) } });
    await say('one', 'two', 'three');
    const feed = collect(wsClient(wsUrl, token), MessageFeed, { conversationId, after: '1' });
    await feed.count(2);
    await say('four');
    await record(session.id, 1); // other events of the session do not produce messages
    await say('five', 'six');
    await feed.count(5);
    expect(feed.items.map((item) => [item.messageAdded.cursor, item.messageAdded.node.content])).toEqual([
      ['2', 'two'],
      ['3', 'three'],
      ['4', 'four'],
      ['5', 'five'],
      ['6', 'six'],
    ]);
    feed.dispose();
  });

  it('from "0" starts before a compaction summary placed first; a summary at the end arrives live; its cursor resumes', async () => {
    const session = await newSession();
    const conversationId = session.conversations!.nodes[0]!.id;
    await gql(Append, { input: { conversationId, messages: ['one', 'two', 'three'].map((content) => ({ role: 'USER' as const, content })) } });
    const Ids = graphql(`query LiveIds($id: ID!) { node(id: $id) { __typename ... on Conversation { messages { nodes { id } } } } }`);
    const ids = narrow((await gql(Ids, { id: conversationId })).node, 'Conversation').messages!.nodes.map((m) => m.id);
    const compact = (input: Record<string, unknown>) => gql(Compact, { input: { conversationId, ...input } as never });
    expect((await compact({ upToMessageId: ids[1], summary: 'S' })).compactConversation.__typename).toBe('CompactConversationPayload');
    const feed = collect(wsClient(wsUrl, token), MessageFeed, { conversationId, after: '0' });
    await feed.count(2);
    expect(feed.items.map((item) => [item.messageAdded.cursor, item.messageAdded.node.content])).toEqual([
      ['0', 'S'],
      ['3', 'three'],
    ]);
    await compact({ fromMessageId: ids[2], summary: 'T' });
    await feed.count(3);
    expect(feed.items[2]!.messageAdded).toEqual({ cursor: '4', node: { seq: 4, role: 'SYSTEM', content: 'T' } });
    feed.dispose();
    // A cursor at or below 0 (a summary's) is one the API handed out: it resumes.
    const again = collect(wsClient(wsUrl, token), MessageFeed, { conversationId, after: '-1' });
    await again.count(2);
    expect(again.items.map((item) => item.messageAdded.node.content)).toEqual(['S', 'T']);
    again.dispose();
  });
});

describe('workspaceEvents', () => {
  it('delivers every session of the workspace, and does not skip a transaction that commits out of order', async () => {
    const first = await newSession();
    const second = await newSession(first.workspaceId);
    const feed = collect(wsClient(wsUrl, token), WorkspaceFeed, { workspaceId: first.workspaceId });
    await until(() => app.hub.stats().workspaceCohorts > 0, 'the workspace subscription');
    const db = app.database.db;
    const raw = (globalId: string) => decodeGlobalID(globalId).id;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let appendedEarly!: () => void;
    const early = new Promise<void>((resolve) => (appendedEarly = resolve));
    // A starts first and takes the smaller event id, but commits last.
    const slow = db.transaction().execute(async (trx) => {
      const [event] = await appendEvents(trx, app.settings.redactor, [
        { sessionId: raw(first.id), workspaceId: raw(first.workspaceId), type: 'custom.slow', actor: 'test', data: {} },
      ]);
      appendedEarly();
      await held;
      return event!;
    });
    await early;
    const fast = await db.transaction().execute(async (trx) => {
      const [event] = await appendEvents(trx, app.settings.redactor, [
        { sessionId: raw(second.id), workspaceId: raw(second.workspaceId), type: 'custom.fast', actor: 'test', data: {} },
      ]);
      return event!;
    });
    release();
    const slowEvent = await slow;
    expect(slowEvent.id).toBeLessThan(fast.id); // the interleaving a plain "id > cursor" feed gets wrong
    await feed.count(2);
    expect(feed.items.map((item) => item.workspaceEvents.node.type).sort()).toEqual(['custom.fast', 'custom.slow']);

    // Resuming from the first delivered cursor yields exactly the second.
    const replay = collect(wsClient(wsUrl, token), WorkspaceFeed, { workspaceId: first.workspaceId, after: feed.items[0]!.workspaceEvents.cursor });
    await replay.count(1);
    expect(replay.items[0]!.workspaceEvents.node.type).toBe(feed.items[1]!.workspaceEvents.node.type);
    await record(second.id, 1);
    await Promise.all([feed.count(3), replay.count(2)]);
    expect(feed.items.map((item) => item.workspaceEvents.cursor)).toEqual([...new Set(feed.items.map((item) => item.workspaceEvents.cursor))]);
    feed.dispose();
    replay.dispose();
  });
});

describe('SSE', () => {
  it('streams sessionEvents as server-sent events with the Authorization header', async () => {
    const session = await newSession();
    const controller = new AbortController();
    const response = await fetch(httpUrl, {
      method: 'POST',
      signal: controller.signal,
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: 'subscription($id: ID!) { sessionEvents(sessionId: $id, after: "0") { cursor node { type } } }',
        variables: { id: session.id },
      }),
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while ((text.match(/^data:/gm) ?? []).length < 3) text += decoder.decode((await reader.read()).value);
    const items = [...text.matchAll(/^data: (.+)$/gm)].map((m) => JSON.parse(m[1]!).data.sessionEvents);
    expect(items.slice(0, 3)).toEqual([
      { cursor: '1', node: { type: 'session.created' } },
      { cursor: '2', node: { type: 'plan.created' } },
      { cursor: '3', node: { type: 'conversation.created' } },
    ]);
    controller.abort();
  });
});

describe('authentication and authorisation', () => {
  it('closes a socket without a valid token with 4403', async () => {
    let closed: number | null = null;
    const client = wsClient(wsUrl, null, { onClose: (code) => (closed = code) });
    const feed = collect(client, SessionFeed, { sessionId: 'x' });
    await feed.error();
    expect(closed).toBe(4403);
  });

  it('answers an unknown or foreign session with an error for that operation and keeps the socket usable', async () => {
    const session = await newSession();
    const { token: otherToken } = await import('../src/auth/token.service.ts').then((m) => m.createOwnerWithToken(app.database.db, 'mallory'));
    const client = wsClient(wsUrl, otherToken);
    const foreign = collect(client, SessionFeed, { sessionId: session.id });
    await foreign.error();
    expect(JSON.stringify(foreign.errors)).toContain('NOT_FOUND');
    const own = await gqlOver(httpUrl, otherToken, CreateWorkspace, { input: { path: await tempDir() } });
    const ownWorkspace = narrow(own.createWorkspace, 'CreateWorkspacePayload').workspace.id;
    const mine = await gqlOver(httpUrl, otherToken, CreateSession, { input: { workspaceId: ownWorkspace, objective: 'mine' } });
    const mineId = narrow(mine.createSession, 'CreateSessionPayload').session.id;
    const malformed = collect(client, SessionFeed, { sessionId: mineId, after: 'not-a-cursor' });
    await malformed.error();
    expect(JSON.stringify(malformed.errors)).toContain('VALIDATION_FAILED');
    const ok = collect(client, SessionFeed, { sessionId: mineId, after: '0' });
    await ok.count(3);
  });

  it('ends the live subscriptions of a revoked token within the check interval and closes its socket', async () => {
    const session = await newSession();
    const created = await gql(CreateToken, { input: { name: 'watcher' } });
    const { token: watcher, apiToken } = narrow(created.createApiToken, 'CreateApiTokenPayload');
    let closed: number | null = null;
    const client = wsClient(wsUrl, watcher, { onClose: (code) => (closed = code) });
    const feed = collect(client, SessionFeed, { sessionId: session.id, after: '0' });
    await feed.count(3);
    await gql(Revoke, { input: { tokenId: apiToken.id } });
    await until(() => closed !== null || feed.errors.length > 0, 'the revoked subscription to end', 5_000);
    await until(() => closed !== null, 'the socket to close', 5_000);
    expect(closed).toBe(4403);
  });
});

describe('keepalive', () => {
  it('pings idle sockets so proxies keep them open', async () => {
    const other = await startLiveApp({ keepAliveMs: 100 });
    const { default: WebSocket } = await import('ws');
    const socket = new WebSocket(other.wsUrl, 'graphql-transport-ws');
    await new Promise<void>((resolve) => socket.once('ping', () => resolve()));
    socket.close();
  });
});

describe('resources', () => {
  it('releases everything a subscription holds when its socket closes', async () => {
    const session = await newSession();
    const base = app.hub.stats();
    const client = wsClient(wsUrl, token);
    const feeds = [
      collect(client, SessionFeed, { sessionId: session.id, after: '0' }),
      collect(client, WorkspaceFeed, { workspaceId: session.workspaceId }),
      collect(client, MessageFeed, { conversationId: session.conversations!.nodes[0]!.id }),
    ];
    await until(() => app.hub.stats().subscribers === base.subscribers + 3, 'three subscribers');
    await feeds[0]!.count(3);
    await client.dispose();
    await until(() => app.hub.stats().subscribers === base.subscribers, 'every subscriber released');
    expect(app.hub.stats()).toEqual(base);
  });
});

describe('shutdown', () => {
  it('completes open subscriptions when the server stops', async () => {
    const other = await startLiveApp({ pollIntervalMs: 60_000 });
    const created = await gqlOver(other.httpUrl, other.token, CreateWorkspace, { input: { path: await tempDir() } });
    const workspaceId = narrow(created.createWorkspace, 'CreateWorkspacePayload').workspace.id;
    const session = await gqlOver(other.httpUrl, other.token, CreateSession, { input: { workspaceId, objective: 'x' } });
    const sessionId = narrow(session.createSession, 'CreateSessionPayload').session.id;
    const feed = collect(wsClient(other.wsUrl, other.token), SessionFeed, { sessionId, after: '0' });
    await feed.count(3);
    await other.stop();
    await feed.completion(5_000);
    expect(feed.errors).toEqual([]);
    await sql`select 1`.execute(app.database.db); // the shared test database is untouched
  });
});
