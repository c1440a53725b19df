// Fault tests with real server processes and real sockets: a killed LISTEN connection, a server restart mid-stream,
// and two servers on one database. Every event must arrive exactly once, in order.

import os from 'node:os';
import { decodeGlobalID } from '@pothos/plugin-relay';
import postgres from 'postgres';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { authenticate } from '../src/auth/token.service.ts';
import { narrow } from '../src/client/results.ts';
import { loadConfig } from '../src/config.ts';
import { createDb } from '../src/db/client.ts';
import { createLogger } from '../src/logger.ts';
import { settingsFrom } from '../src/settings.ts';
import { recordCustomEvents } from '../src/workflows/work/custom-events.ts';
import { graphql } from './gql/index.ts';
import { createTestDatabase } from './helpers/database.ts';
import { collect, gqlOver, wsClient } from './helpers/live.ts';
import { CreateSession, CreateWorkspace } from './helpers/operations.ts';
import { killLeftovers, processDir, removeTempDirs, serveOn } from './helpers/process.ts';

afterEach(killLeftovers);
afterAll(removeTempDirs);

const Feed = graphql(`
  subscription FaultFeed($sessionId: ID!, $after: String) {
    sessionEvents(sessionId: $sessionId, after: $after) { cursor node { seq type data } }
  }
`);
const Record = graphql(`
  mutation FaultRecord($input: RecordEventsInput!) { recordEvents(input: $input) { __typename ... on Error { message } } }
`);

async function sessionOn(httpUrl: string, token: string) {
  const workspace = await gqlOver(httpUrl, token, CreateWorkspace, { input: { path: await processDir('savepoint-fault-ws-') } });
  const workspaceId = narrow(workspace.createWorkspace, 'CreateWorkspacePayload').workspace.id;
  const session = await gqlOver(httpUrl, token, CreateSession, { input: { workspaceId, objective: 'fault test' } });
  return narrow(session.createSession, 'CreateSessionPayload').session.id;
}

const batch = (from: number, size: number) => Array.from({ length: size }, (_, i) => ({ type: 'n', data: { n: from + i } }));
const numbers = (items: Array<{ sessionEvents: { node: { type: string; data: unknown } } }>) =>
  items.filter((item) => item.sessionEvents.node.type === 'custom.n').map((item) => (item.sessionEvents.node.data as { n: number }).n);

describe('realtime faults', () => {
  it('delivers all 1,000 events exactly once, in order, when the LISTEN backend is terminated mid-stream', async () => {
    const { url } = await createTestDatabase();
    const server = await serveOn(url);
    const token = server.token!;
    const sessionId = await sessionOn(server.httpUrl, token);
    const feed = collect(wsClient(server.wsUrl, token), Feed, { sessionId, after: '3' });
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    try {
      for (let i = 0; i < 100; i++) {
        await gqlOver(server.httpUrl, token, Record, { input: { sessionId, events: batch(i * 10, 10) } });
        if (i === 30 || i === 70) {
          const killed = await admin`select pg_terminate_backend(pid) as ok from pg_stat_activity
            where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()`;
          expect(killed.length).toBeGreaterThan(0);
        }
      }
      await feed.count(1_000, 30_000);
      expect(numbers(feed.items)).toEqual(Array.from({ length: 1_000 }, (_, i) => i));
      expect(feed.items.map((item) => item.sessionEvents.node.seq)).toEqual(Array.from({ length: 1_000 }, (_, i) => i + 4));
      expect(server.app.stdout() + server.app.stderr()).toContain('LISTEN connection re-established');
    } finally {
      await admin.end();
    }
  }, 90_000);

  it('lets a client resubscribe with its last cursor after a server restart: no gap, no duplicate', async () => {
    const { url } = await createTestDatabase();
    const first = await serveOn(url);
    const token = first.token!;
    const sessionId = await sessionOn(first.httpUrl, token);
    const before = collect(wsClient(first.wsUrl, token), Feed, { sessionId, after: '3' });
    for (let i = 0; i < 20; i++) await gqlOver(first.httpUrl, token, Record, { input: { sessionId, events: batch(i * 10, 10) } });
    await before.count(200);
    first.app.signal('SIGTERM');
    await first.app.exited;
    await before.completion(10_000);

    // Work goes on while no server runs (a runner writing straight through the service layer).
    const direct = createDb(url);
    const auth = await authenticate(direct.db, `Bearer ${token}`);
    if (!('viewer' in auth)) throw new Error('token should still be valid');
    await recordCustomEvents(
      {
        db: direct.db,
        viewer: auth.viewer,
        settings: await settingsFrom({ ...loadConfig({}), dataDir: os.tmpdir(), secret: 'unused' }, createLogger('silent')),
      },
      { sessionId: decodeGlobalID(sessionId).id, events: batch(200, 100) },
    );
    await direct.close();

    const second = await serveOn(url);
    const lastCursor = before.items.at(-1)!.sessionEvents.cursor;
    const after = collect(wsClient(second.wsUrl, token), Feed, { sessionId, after: lastCursor });
    for (let i = 30; i < 50; i++) await gqlOver(second.httpUrl, token, Record, { input: { sessionId, events: batch(i * 10, 10) } });
    await after.count(300, 30_000);
    expect([...numbers(before.items), ...numbers(after.items)]).toEqual(Array.from({ length: 500 }, (_, i) => i));
  }, 90_000);

  it('keeps 100 concurrent subscribers of one session each receiving every event', async () => {
    const { url } = await createTestDatabase();
    const server = await serveOn(url);
    const token = server.token!;
    const sessionId = await sessionOn(server.httpUrl, token);
    const feeds = Array.from({ length: 100 }, () => collect(wsClient(server.wsUrl, token), Feed, { sessionId, after: '3' }));
    for (let i = 0; i < 10; i++) await gqlOver(server.httpUrl, token, Record, { input: { sessionId, events: batch(i * 10, 10) } });
    await Promise.all(feeds.map((feed) => feed.count(100, 30_000)));
    for (const feed of feeds) expect(numbers(feed.items)).toEqual(Array.from({ length: 100 }, (_, i) => i));
  }, 90_000);

  it('delivers events written through one server to subscribers of another on the same database', async () => {
    const { url } = await createTestDatabase();
    const a = await serveOn(url);
    const b = await serveOn(url);
    const token = a.token!;
    expect(b.token).toBeUndefined(); // the second server found the owner already there
    const sessionId = await sessionOn(a.httpUrl, token);
    const onA = collect(wsClient(a.wsUrl, token), Feed, { sessionId, after: '3' });
    const onB = collect(wsClient(b.wsUrl, token), Feed, { sessionId, after: '3' });
    for (let i = 0; i < 10; i++) {
      const via = i % 2 === 0 ? a : b;
      await gqlOver(via.httpUrl, token, Record, { input: { sessionId, events: batch(i * 5, 5) } });
    }
    await Promise.all([onA.count(50), onB.count(50)]);
    const expected = Array.from({ length: 50 }, (_, i) => i);
    expect(numbers(onA.items)).toEqual(expected);
    expect(numbers(onB.items)).toEqual(expected);
  }, 90_000);
});
