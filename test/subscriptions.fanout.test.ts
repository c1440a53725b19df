// A fan-out to many subscriptions through real graphql-ws clients: deliveries in slices that yield to I/O
// (realtime/cohort.ts), frames of one socket written together (graphql/websocket-writes.ts) and executions shared per
// API token (plugins/use-shared-subscription-results.ts) keep every guarantee: each event once per subscription, in
// order, whatever shares its socket or its execution; owners and tokens never cross. Rows written straight through to
// a WebSocket client (a lane, realtime/subscriber.ts) are the bytes graphql-ws would send; a client that stops
// reading is declined by its lane and loses nothing.
import { print } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createOwnerWithToken } from '../src/auth/token.service.ts';
import { narrow } from '../src/client/results.ts';
import { CoalescingWebSocket, LANE_BACKLOG_BYTES } from '../src/graphql/websocket-writes.ts';
import { DELIVERY_SLICE } from '../src/realtime/cohort.ts';
import { graphql } from './gql/index.ts';
import { tempDir } from './helpers/fs.ts';
import { collect, gqlOver, startLiveApp, wsClient } from './helpers/live.ts';
import { CreateSession, CreateWorkspace } from './helpers/operations.ts';
import { until } from './helpers/process.ts';

const live = await startLiveApp({ revocationCheckMs: 100, pollIntervalMs: 60_000 });
const { app, httpUrl, wsUrl, token } = live;

const Feed = graphql(`
  subscription FanoutFeed($sessionId: ID!, $after: String) {
    sessionEvents(sessionId: $sessionId, after: $after) { cursor node { seq type data } }
  }
`);
const TypesOnly = graphql(`
  subscription FanoutTypes($sessionId: ID!, $after: String) {
    sessionEvents(sessionId: $sessionId, after: $after) { cursor node { type } }
  }
`);
const Record = graphql(`
  mutation FanoutRecord($input: RecordEventsInput!) {
    recordEvents(input: $input) { __typename ... on RecordEventsPayload { lastSeq } ... on Error { code message } }
  }
`);
const CreateToken = graphql(`
  mutation FanoutCreateToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) { __typename ... on CreateApiTokenPayload { token apiToken { id } } }
  }
`);
const Revoke = graphql(`mutation FanoutRevoke($input: RevokeApiTokenInput!) { revokeApiToken(input: $input) { __typename } }`);

async function newSession(as = token) {
  return newSessionOn({ httpUrl, token: as });
}

async function newSessionOn({ httpUrl, token: as }: { httpUrl: string; token: string }) {
  const workspace = narrow((await gqlOver(httpUrl, as, CreateWorkspace, { input: { path: await tempDir() } })).createWorkspace, 'CreateWorkspacePayload');
  const created = await gqlOver(httpUrl, as, CreateSession, { input: { workspaceId: workspace.workspace.id, objective: 'fan-out' } });
  return narrow(created.createSession, 'CreateSessionPayload').session.id;
}

const record = async (sessionId: string, count: number, from: number, as = token) => {
  const events = Array.from({ length: count }, (_, i) => ({ type: 'tick', data: { i: from + i } }));
  const answer = await gqlOver(httpUrl, as, Record, { input: { sessionId, events } });
  if (answer.recordEvents.__typename !== 'RecordEventsPayload') throw new Error(JSON.stringify(answer.recordEvents));
};

const seqs = (feed: { items: Array<{ sessionEvents: { cursor: string } }> }) => feed.items.map((item) => Number(item.sessionEvents.cursor));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('a fan-out to many subscriptions', () => {
  it('gives each of ten subscriptions on one socket every event once, in order, among enough subscribers for many slices', async () => {
    const session = await newSession();
    const before = app.hub.stats().subscribers;
    const crowd = wsClient(wsUrl, token);
    const shared = wsClient(wsUrl, token);
    // Far more subscriptions than one slice, so every event is delivered across several yields to I/O.
    const others = Array.from({ length: DELIVERY_SLICE * 5 }, (_, i) => collect(crowd, i % 2 ? Feed : TypesOnly, { sessionId: session, after: '3' }));
    // Ten on one socket: same operation and cursor (one shared execution), other cursors, another selection.
    const mine = [
      ...Array.from({ length: 6 }, () => collect(shared, Feed, { sessionId: session, after: '3' })),
      collect(shared, Feed, { sessionId: session, after: '10' }),
      collect(shared, Feed, { sessionId: session, after: '0' }),
      collect(shared, TypesOnly, { sessionId: session, after: '3' }),
      collect(shared, TypesOnly, { sessionId: session }),
    ];
    await until(() => app.hub.stats().subscribers >= before + others.length + mine.length, 'the subscriptions to register');
    // Writes overlap each other and the deliveries of the ones before.
    await Promise.all([record(session, 10, 0), record(session, 10, 10), record(session, 10, 20)]);
    await record(session, 10, 30);
    const last = 3 + 40;
    await Promise.all([...others, ...mine.slice(0, 9)].map((feed) => until(() => seqs(feed).at(-1) === last, `seq ${last}`)));
    for (const feed of [...others, ...mine.slice(0, 6), mine[8]!]) expect(seqs(feed)).toEqual(range(4, last));
    expect(seqs(mine[6]!)).toEqual(range(11, last));
    expect(seqs(mine[7]!)).toEqual(range(1, last));
    // From now on: whatever it joined before, then every event after it once, in order.
    const live = seqs(mine[9]!);
    expect(live).toEqual(range(live[0] ?? last + 1, last));
    // The six that share one execution read the same items.
    for (const feed of mine.slice(1, 6)) expect(feed.items).toEqual(mine[0]!.items);
    for (const feed of [...others, ...mine]) feed.dispose();
  });

  it('never shares an execution across API tokens: a revoked token ends its subscriptions alone, the other token of the owner reads on', async () => {
    const session = await newSession();
    const created = narrow((await gqlOver(httpUrl, token, CreateToken, { input: { name: 'second' } })).createApiToken, 'CreateApiTokenPayload');
    const first = collect(wsClient(wsUrl, token), Feed, { sessionId: session, after: '3' });
    const second = collect(wsClient(wsUrl, created.token), Feed, { sessionId: session, after: '3' });
    await record(session, 3, 0);
    await Promise.all([first.count(3), second.count(3)]);
    await gqlOver(httpUrl, token, Revoke, { input: { tokenId: created.apiToken.id } });
    await second.error(5_000);
    await record(session, 3, 3);
    await first.count(6);
    expect(seqs(first)).toEqual(range(4, 9));
    expect(seqs(second)).toEqual(range(4, 6));
    first.dispose();
  });

  it('never crosses owners: the same operation text on two owners delivers each only its own events', async () => {
    const { token: other } = await createOwnerWithToken(app.database.db, 'fanout-other');
    const [mine, theirs] = [await newSession(), await newSession(other)];
    const mineFeed = collect(wsClient(wsUrl, token), Feed, { sessionId: mine, after: '3' });
    const theirFeed = collect(wsClient(wsUrl, other), Feed, { sessionId: theirs, after: '3' });
    await Promise.all([record(mine, 5, 0), record(theirs, 5, 100, other)]);
    await Promise.all([mineFeed.count(5), theirFeed.count(5)]);
    const data = (feed: typeof mineFeed) => feed.items.map((item) => (item.sessionEvents.node as { data: { i: number } }).data.i);
    expect(data(mineFeed)).toEqual([0, 1, 2, 3, 4]);
    expect(data(theirFeed)).toEqual([100, 101, 102, 103, 104]);
    for (const feed of [mineFeed, theirFeed]) feed.dispose();
  });

  it('sends a result with errors as graphql-ws formats it, between frames shared by the subscriptions of one socket', async () => {
    const small = await startLiveApp({ limits: { ...live.config.limits, responseBytes: 2_048 } });
    const session = await newSessionOn(small);
    const client = wsClient(small.wsUrl, small.token);
    const feeds = [collect(client, Feed, { sessionId: session, after: '3' }), collect(client, Feed, { sessionId: session, after: '3' })];
    const recordOn = (data: unknown) => gqlOver(small.httpUrl, small.token, Record, { input: { sessionId: session, events: [{ type: 'tick', data }] } });
    await recordOn({ i: 1 });
    await recordOn({ i: 2, padding: 'x'.repeat(4_000) }); // its result is over the response limit: an error instead
    await recordOn({ i: 3 });
    for (const feed of feeds) {
      await until(() => feed.items.length === 2 && feed.errors.length === 1, 'two items and one error');
      expect(feed.items.map((item) => (item.sessionEvents.node as { data: { i: number } }).data.i)).toEqual([1, 3]);
      expect(JSON.stringify(feed.errors)).toContain('LIMIT_EXCEEDED');
      feed.dispose();
    }
  });

  describe('written straight through (a lane)', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('sends each event as the same JSON as the subscription served over SSE, without graphql-ws', async () => {
      const session = await newSession();
      const writes = vi.spyOn(CoalescingWebSocket.prototype, 'writeResult');
      const feed = collect(wsClient(wsUrl, token), Feed, { sessionId: session, after: '3' });
      const controller = new AbortController();
      const response = await fetch(httpUrl, {
        method: 'POST',
        signal: controller.signal,
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: print(Feed), variables: { sessionId: session, after: '3' } }),
      });
      await record(session, 5, 0);
      await feed.count(5);
      const reader = response.body!.getReader();
      let text = '';
      while ((text.match(/^data:/gm) ?? []).length < 5) text += new TextDecoder().decode((await reader.read()).value);
      const served = [...text.matchAll(/^data: (.+)$/gm)].map((match) => JSON.parse(match[1]!).data);
      expect(feed.items).toEqual(served);
      expect(writes.mock.results.filter((result) => result.value === true).length).toBeGreaterThanOrEqual(5);
      controller.abort();
      feed.dispose();
    });

    it('declines a client that stops reading once it is behind: its rows wait in its queue, and it reads every one, in order', async () => {
      const session = await newSession();
      const writes = vi.spyOn(CoalescingWebSocket.prototype, 'writeResult');
      const socket = new WebSocket(wsUrl, 'graphql-transport-ws');
      const seen: number[] = [];
      socket.on('message', (raw: Buffer) => {
        const message = JSON.parse(raw.toString()) as { type: string; payload?: { data?: { sessionEvents: { cursor: string } } } };
        if (message.type === 'connection_ack') {
          const payload = { query: print(Feed), variables: { sessionId: session, after: '3' } };
          socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload }));
        } else if (message.type === 'next') seen.push(Number(message.payload!.data!.sessionEvents.cursor));
      });
      await new Promise((resolve) => socket.once('open', resolve));
      socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
      await record(session, 1, 0);
      await until(() => seen.length === 1, 'the first event');
      socket.pause(); // reads nothing more: the server's socket fills
      const padding = 'x'.repeat(8_000);
      const events = 600; // about 5 MB after the first, far more than a socket buffers and LANE_BACKLOG_BYTES
      for (let from = 1; from <= events; from += 50) {
        const batch = Array.from({ length: 50 }, (_, i) => ({ type: 'tick', data: { i: from + i, padding } }));
        const answer = await gqlOver(httpUrl, token, Record, { input: { sessionId: session, events: batch } });
        expect(answer.recordEvents.__typename).toBe('RecordEventsPayload');
      }
      await until(() => writes.mock.results.some((result) => result.value === false), 'the lane to decline', 20_000);
      expect(LANE_BACKLOG_BYTES).toBeLessThan(events * padding.length);
      socket.resume();
      await until(() => seen.length === 1 + events, `${1 + events} events`, 20_000);
      expect(seen).toEqual(range(4, 4 + events));
      socket.close();
    });
  });
});
