// The workspace feed with three real server processes on one database, under concurrent writers: recordEvents
// through every server at once (to one session and to several), and transactions of this process that take their
// transaction id before they reach the session. A subscriber on each server sees the same order: each session's
// events in seq order, transactions in commit order, every event once, at consecutive positions; a replay from "0"
// gives that order again.

import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { parse } from 'graphql';
import { sql } from 'kysely';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createDb } from '../src/db/client.ts';
import { appendEvents } from '../src/events/event.queries.ts';
import { createRedactor } from '../src/redaction/redact.ts';
import { createTestDatabase } from './helpers/database.ts';
import { collect, gqlOver, wsClient } from './helpers/live.ts';
import { killLeftovers, processDir, removeTempDirs, serveOn, until } from './helpers/process.ts';

afterEach(killLeftovers);
afterAll(removeTempDirs);

const doc = <R, V = Record<string, unknown>>(text: string) => parse(text) as unknown as TypedDocumentNode<R, V>;
type Edge = { cursor: string; node: { seq: number; type: string; session: { id: string } } };
const WorkspaceFeed = doc<{ workspaceEvents: Edge }, { workspaceId: string; after?: string | null }>(
  'subscription($workspaceId: ID!, $after: String) { workspaceEvents(workspaceId: $workspaceId, after: $after) { cursor node { seq type session { id } } } }',
);
const Record = doc<{ recordEvents: { __typename: string; firstSeq?: number; lastSeq?: number } }>(
  'mutation($input: RecordEventsInput!) { recordEvents(input: $input) { __typename ... on RecordEventsPayload { firstSeq lastSeq } ... on Error { code message } } }',
);
const NewWorkspace = doc<{ createWorkspace: { workspace: { id: string } } }>(
  'mutation($path: String!) { createWorkspace(input: { path: $path }) { ... on CreateWorkspacePayload { workspace { id } } ... on Error { message } } }',
);
const NewSession = doc<{ createSession: { session: { id: string } } }>(
  'mutation($w: ID!) { createSession(input: { workspaceId: $w, objective: "feeds" }) { ... on CreateSessionPayload { session { id } } ... on Error { message } } }',
);

type Written = { began: number; committed: number; events: string[] };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each session's events in seq order, every event once, consecutive positions, transactions in commit order. */
function expectFeedOrder(edges: Edge[], written: Written[]) {
  const last = new Map<string, number>();
  const outOfOrder: string[] = [];
  for (const { node } of edges) {
    const previous = last.get(node.session.id);
    if (previous !== undefined && node.seq !== previous + 1) outOfOrder.push(`${node.session.id}:${node.seq} after seq ${previous}`);
    last.set(node.session.id, node.seq);
  }
  expect(outOfOrder, 'events of a session out of seq order').toEqual([]);
  const keys = edges.map(({ node }) => `${node.session.id}:${node.seq}`);
  expect([...keys].sort()).toEqual(written.flatMap((tx) => tx.events).sort());
  const first = Number(edges[0]!.cursor);
  expect(edges.map((edge) => Number(edge.cursor))).toEqual(edges.map((_, i) => first + i));
  const position = new Map(keys.map((key, i) => [key, i]));
  const spans = written.map((tx) => {
    const at = tx.events.map((key) => position.get(key)!);
    return { tx, first: Math.min(...at), last: Math.max(...at) };
  });
  for (const span of spans) expect(span.last - span.first + 1, 'a transaction split in the feed').toBe(span.tx.events.length);
  const inversions = spans.flatMap((a) => spans.filter((b) => a.tx.committed < b.tx.began && a.last > b.first));
  expect(inversions.length, 'a transaction before one that committed before it began').toBe(0);
}

describe('the workspace feed across three server processes', () => {
  it('delivers one order on every server: seq order per session, commit order across them, nothing skipped', async () => {
    const { url } = await createTestDatabase();
    const servers = [await serveOn(url)];
    servers.push(...(await Promise.all([serveOn(url), serveOn(url)])));
    const token = servers[0]!.token!;
    const call = <R, V>(server: (typeof servers)[number], document: TypedDocumentNode<R, V>, variables: V) =>
      gqlOver(server.httpUrl, token, document, variables);
    const workspaceId = (await call(servers[0]!, NewWorkspace, { path: await processDir('savepoint-feed-ws-') })).createWorkspace.workspace.id;
    const sessions: string[] = [];
    for (let i = 0; i < 4; i++) sessions.push((await call(servers[i % 3]!, NewSession, { w: workspaceId })).createSession.session.id);

    // A subscriber on each server, from now on; live once each has seen a marker event.
    const feeds = servers.map((server) => collect(wsClient(server.wsUrl, token), WorkspaceFeed, { workspaceId }));
    const marker = { input: { sessionId: sessions[3]!, events: [{ type: 'marker' }] } };
    for (let attempt = 0; feeds.some((feed) => feed.items.length === 0); attempt++) {
      if (attempt === 100) throw new Error('the subscriptions never went live');
      await call(servers[attempt % 3]!, Record, marker);
      // Waits for a delivery (not a fixed pause); a subscription not yet registered misses this marker, so try again.
      await Promise.all(feeds.map((feed) => feed.count(1, 200).catch(() => {})));
    }
    const lastMarker = await call(servers[0]!, Record, marker);
    const markerKey = `${sessions[3]}:${lastMarker.recordEvents.lastSeq}`;
    const seen = (feed: (typeof feeds)[number]) => feed.items.some(({ workspaceEvents: { node } }) => `${node.session.id}:${node.seq}` === markerKey);
    await until(() => feeds.every(seen), 'every subscriber to see the last marker');
    const from = feeds.map((feed) => feed.items.length);

    const written: Written[] = [];
    // recordEvents through every server at once: half to one session, the rest spread over three.
    const viaApi = servers.flatMap((server, s) =>
      Array.from({ length: 3 }, async (_, w) => {
        for (let i = 0; i < 15; i++) {
          const sessionId = sessions[(s + w + i) % 2 === 0 ? 0 : 1 + ((s + i) % 3)]!;
          const count = 1 + ((s + w + i) % 3);
          const began = performance.now();
          const result = await call(server, Record, { input: { sessionId, events: Array.from({ length: count }, () => ({ type: 'n' })) } });
          const { firstSeq, lastSeq } = result.recordEvents;
          if (firstSeq === undefined || lastSeq === undefined) throw new Error(JSON.stringify(result));
          const events = Array.from({ length: lastSeq - firstSeq + 1 }, (_, k) => `${sessionId}:${firstSeq + k}`);
          written.push({ began, committed: performance.now(), events });
        }
      }),
    );
    // Transactions straight on the database that take their id first, then wait for the session.
    const direct = createDb(url, { max: 6 });
    const redact = createRedactor();
    const raw = (globalId: string) => decodeGlobalID(globalId).id;
    const viaDatabase = Array.from({ length: 6 }, async (_, w) => {
      for (let i = 0; i < 20; i++) {
        const sessionId = sessions[(w + i) % 3 === 0 ? 2 : 0]!;
        const { began, rows } = await direct.db.transaction().execute(async (trx) => {
          const began = performance.now();
          await sql`select pg_current_xact_id()`.execute(trx);
          await sleep(i % 3);
          const rows = await appendEvents(trx, redact, [
            { sessionId: raw(sessionId), workspaceId: raw(workspaceId), type: 'custom.direct', actor: 't', data: {} },
          ]);
          return { began, rows };
        });
        written.push({ began, committed: performance.now(), events: rows.map((row) => `${encodeGlobalID('Session', row.session_id)}:${row.seq}`) });
      }
    });
    try {
      await Promise.all([...viaApi, ...viaDatabase]);
    } finally {
      await direct.close();
    }
    const total = written.reduce((sum, tx) => sum + tx.events.length, 0);
    await Promise.all(feeds.map((feed, i) => feed.count(from[i]! + total, 30_000)));
    const orders = feeds.map((feed, i) => feed.items.slice(from[i]).map((item) => item.workspaceEvents));
    for (const order of orders) expectFeedOrder(order, written);
    expect(orders[1]).toEqual(orders[0]);
    expect(orders[2]).toEqual(orders[0]);

    // The whole feed again, from the start, on another server.
    const everything = feeds[0]!.items.at(-1)!.workspaceEvents.cursor;
    const replay = collect(wsClient(servers[2]!.wsUrl, token), WorkspaceFeed, { workspaceId, after: '0' });
    await replay.count(Number(everything), 30_000);
    expect(replay.items.slice(-total).map((item) => item.workspaceEvents)).toEqual(orders[0]);
    expect(replay.items.map((item) => item.workspaceEvents.cursor)).toEqual(replay.items.map((_, i) => String(i + 1)));
    for (const feed of [...feeds, replay]) feed.dispose();
  }, 180_000);
});
