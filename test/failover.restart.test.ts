// A server process whose PostgreSQL stops under load and comes back (a restart without a promotion): the server never
// exits, /ready answers 503 fast during the outage and 200 again by itself, every client error is the typed, retryable
// DATABASE_UNAVAILABLE (503 with Retry-After), never a masked one, every write acknowledged (retried with its
// idempotency key) is there exactly once, and a WebSocket subscriber gets every event in order, with no gap, through the
// LISTEN connection listening again (the safety poll is ten minutes: a delivery that needed it fails the test).
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { type Cluster, startCluster } from '../src/db/embedded.ts';
import { graphql as gql } from './gql/index.ts';
import { collect, gqlOver, wsClient } from './helpers/live.ts';
import { CreateSession, CreateWorkspace } from './helpers/operations.ts';
import { graphql, killLeftovers, processDir, removeTempDirs, serveOn, until } from './helpers/process.ts';
import { freePort } from './setup/global.ts';

const Feed = gql(`
  subscription FailoverFeed($sessionId: ID!, $after: String) {
    sessionEvents(sessionId: $sessionId, after: $after) { cursor node { seq type data } }
  }
`);
const RECORD = 'mutation($input: RecordEventsInput!) { recordEvents(input: $input) { __typename ... on Error { message } } }';

let cluster: Cluster | null = null;
afterAll(async () => {
  await killLeftovers();
  await cluster?.stop();
  await removeTempDirs();
});

type Failure = { status: number; code: unknown; retryable: unknown; retryAfter: string | null; message: string };

describe('a server whose PostgreSQL restarts under load', () => {
  it('keeps running, answers /ready 503 fast, refuses with DATABASE_UNAVAILABLE, then recovers by itself: no write lost or doubled, no gap', async () => {
    const dir = await processDir('savepoint-failover-pg-');
    const options = { dir, port: await freePort(), password: randomBytes(12).toString('hex') };
    cluster = await startCluster(options);
    const server = await serveOn(cluster.url('postgres'));
    const token = server.token!;
    const base = server.httpUrl.replace(/\/graphql$/, '');
    const workspace = await gqlOver(server.httpUrl, token, CreateWorkspace, { input: { path: await processDir('savepoint-failover-ws-') } });
    const workspaceId = narrow(workspace.createWorkspace, 'CreateWorkspacePayload').workspace.id;
    const session = await gqlOver(server.httpUrl, token, CreateSession, { input: { workspaceId, objective: 'failover' } });
    const sessionId = narrow(session.createSession, 'CreateSessionPayload').session.id;
    const feed = collect(wsClient(server.wsUrl, token), Feed, { sessionId, after: '3' });

    // Writers: write n, each sent again with its idempotency key until acknowledged, as the client kit does.
    const failures: Failure[] = [];
    let stopWriting = false;
    let next = 0;
    const acknowledged: number[] = [];
    const write = async (n: number) => {
      for (;;) {
        if (stopWriting && n >= next) return;
        const response = await fetch(server.httpUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query: RECORD, variables: { input: { sessionId, idempotencyKey: `w${n}`, events: [{ type: 'n', data: { n } }] } } }),
        }).catch((error: unknown) => error as Error);
        if (response instanceof Error) {
          failures.push({ status: 0, code: 'NO_ANSWER', retryable: false, retryAfter: null, message: String(response.cause ?? response) });
          if (stopWriting) return;
          continue;
        }
        const body = (await response.json()) as {
          data?: { recordEvents: { __typename: string } };
          errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
        };
        if (body.data?.recordEvents.__typename === 'RecordEventsPayload') return acknowledged.push(n);
        const error = body.errors?.[0];
        failures.push({
          status: response.status,
          code: error?.extensions?.code,
          retryable: error?.extensions?.retryable,
          retryAfter: response.headers.get('retry-after'),
          message: error?.message ?? JSON.stringify(body),
        });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const writer = async () => {
      while (!stopWriting) await write(next++);
    };
    const writers = [writer(), writer(), writer()];
    await until(() => acknowledged.length >= 30, '30 writes acknowledged before the outage');

    await cluster.stop();
    const outageAt = performance.now();
    const readyTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const asked = performance.now();
      const ready = await fetch(`${base}/ready`);
      readyTimes.push(performance.now() - asked);
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { ready: boolean }).ready).toBe(false);
    }
    const query = await graphql<{ session: { __typename: string } }>(server.httpUrl, 'query($id: ID!) { session(id: $id) { __typename } }', {
      token,
      variables: { id: sessionId },
    });
    expect(query.status, JSON.stringify(query.body)).toBe(503);
    expect(query.body.errors?.[0]?.extensions).toMatchObject({ code: 'DATABASE_UNAVAILABLE', retryable: true });
    await until(() => failures.length >= 3, 'writes refused during the outage');

    cluster = await startCluster(options);
    const backAt = performance.now();
    await until(async () => (await fetch(`${base}/ready`)).status === 200, '/ready answering 200 again', 5_000);
    const readyAfterMs = performance.now() - backAt;
    const ackedBefore = acknowledged.length;
    await until(() => acknowledged.length >= ackedBefore + 30, '30 more writes acknowledged after the restart', 10_000);
    stopWriting = true;
    await Promise.all(writers);

    // Every write acknowledged exactly once, in the feed in seq order without a gap, delivered live.
    const written = [...acknowledged].sort((a, b) => a - b);
    expect(written).toEqual(Array.from({ length: next }, (_, i) => i));
    await feed.count(next, 10_000);
    const seqs = feed.items.map((item) => item.sessionEvents.node.seq);
    expect(seqs).toEqual(Array.from({ length: next }, (_, i) => i + 4));
    expect(feed.items.map((item) => (item.sessionEvents.node.data as { n: number }).n).sort((a, b) => a - b)).toEqual(written);
    expect(feed.errors).toEqual([]);

    // Every refusal typed and retryable; the server never exited, and said it listens again.
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) {
      expect(failure, failure.message).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE', retryable: true, retryAfter: '1' });
    }
    expect(server.app.exitStatus()).toBeNull();
    expect(server.app.stdout() + server.app.stderr()).toContain('listening again');
    console.info(
      `[failover.restart] outage ${Math.round(backAt - outageAt)} ms; /ready during it: ${readyTimes.map(Math.round).join(', ')} ms; ` +
        `ready again ${Math.round(readyAfterMs)} ms after the restart; ${failures.length} refusals, ${next} writes`,
    );
  }, 120_000);
});
