// A server process whose PostgreSQL stops under load and comes back (a restart without a promotion): the server never
// exits, /ready answers 503 fast during the outage and 200 again by itself, every client error is the typed, retryable
// DATABASE_UNAVAILABLE (503 with Retry-After), never a masked one, every write acknowledged (retried with its
// idempotency key) is there exactly once, and a WebSocket subscriber gets every event in order, with no gap, through the
// LISTEN connection listening again (the safety poll is ten minutes: a delivery that needed it fails the test).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient } from '../src/client/client.ts';
import { RecordEventsDocument, SessionDocument } from '../src/client/gql/operations.ts';
import { RequestError } from '../src/client/request-error.ts';
import { type Cluster, startCluster } from '../src/db/embedded.ts';
import { graphql as gql } from './gql/index.ts';
import { ANSWER_WITHIN_MS, failoverSession, startWriters, warningsOf } from './helpers/failover.ts';
import { collect, wsClient } from './helpers/live.ts';
import { graphql, killLeftovers, processDir, ROOT, removeTempDirs, serveOn, until } from './helpers/process.ts';
import { freePort } from './setup/global.ts';

const Feed = gql(`
  subscription FailoverFeed($sessionId: ID!, $after: String) {
    sessionEvents(sessionId: $sessionId, after: $after) { cursor node { seq type data } }
  }
`);

let cluster: Cluster | null = null;
afterAll(async () => {
  await killLeftovers();
  await cluster?.stop();
  await removeTempDirs();
});

describe('a server whose PostgreSQL restarts under load', () => {
  it('keeps running, answers /ready 503 fast, refuses with DATABASE_UNAVAILABLE, then recovers by itself: no write lost or doubled, no gap', async () => {
    const dir = await processDir('savepoint-failover-pg-');
    const options = { dir, port: await freePort(), password: randomBytes(12).toString('hex') };
    cluster = await startCluster(options);
    const server = await serveOn(cluster.url('postgres'));
    const token = server.token!;
    const base = server.httpUrl.replace(/\/graphql$/, '');
    const sessionId = await failoverSession(server.httpUrl, token);
    const feed = collect(wsClient(server.wsUrl, token), Feed, { sessionId, after: '3' });
    const load = startWriters({ httpUrls: [server.httpUrl], token, sessionId, writers: 3 });
    await until(() => load.acknowledged.length >= 30, '30 writes acknowledged before the outage');

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
    const query = await graphql(server.httpUrl, 'query($id: ID!) { session(id: $id) { __typename } }', { token, variables: { id: sessionId } });
    expect(query.status, JSON.stringify(query.body)).toBe(503);
    expect(query.body.errors?.[0]?.extensions).toMatchObject({ code: 'DATABASE_UNAVAILABLE', retryable: true });
    await until(() => load.refusals.length >= 3, 'writes refused during the outage');
    // The typed client: DATABASE_UNAVAILABLE, retryable for a query and for a (keyed) mutation, after its retries.
    const client = createClient({ url: server.httpUrl, token, retries: 1, retryDelayMs: () => 10 });
    const refused = (call: Promise<unknown>) =>
      call.then(
        () => null,
        (error: unknown) => error,
      );
    expect(await refused(client.request(SessionDocument, { id: sessionId }))).toMatchObject({ code: 'DATABASE_UNAVAILABLE', retryable: true, status: 503 });
    const keyed = await refused(client.request(RecordEventsDocument, { input: { sessionId, events: [{ type: 'probe' }] } }, { idempotencyKey: 'probe' }));
    expect(keyed).toBeInstanceOf(RequestError);
    expect(keyed).toMatchObject({ code: 'DATABASE_UNAVAILABLE', retryable: true });

    cluster = await startCluster(options);
    const backAt = performance.now();
    await until(async () => (await fetch(`${base}/ready`)).status === 200, '/ready answering 200 again', 5_000);
    const readyAfterMs = performance.now() - backAt;
    const ackedBefore = load.acknowledged.length;
    await until(() => load.acknowledged.length >= ackedBefore + 30, '30 more writes acknowledged after the restart', 10_000);
    await load.stop();

    // Every write acknowledged exactly once, in the feed in seq order without a gap, delivered live.
    const written = load.written();
    expect(load.acknowledged.map(({ n }) => n).sort((a, b) => a - b)).toEqual(Array.from({ length: written }, (_, i) => i));
    await feed.count(written, 10_000);
    expect(feed.items.map((item) => item.sessionEvents.node.seq)).toEqual(Array.from({ length: written }, (_, i) => i + 4));
    const delivered = feed.items.map((item) => (item.sessionEvents.node.data as { n: number }).n).sort((a, b) => a - b);
    expect(delivered).toEqual(Array.from({ length: written }, (_, i) => i));
    expect(feed.errors).toEqual([]);

    // Every refusal typed and retryable; the server never exited, and said it listens again.
    expect(load.refusals.length).toBeGreaterThan(0);
    const logs = warningsOf(server.app);
    for (const refusal of load.refusals) {
      expect(
        refusal,
        `${refusal.message} at ${Math.round(refusal.at - outageAt)} ms from the outage (${Math.round(backAt - outageAt)} ms long)\n${logs}`,
      ).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE', retryable: true, retryAfter: '1' });
    }
    // Every request answered (acknowledged or refused) within the bound, as its client measured it: none hung on the pool.
    const late = load.late().map(({ n, ms, sentAt }) => `w${n} sent ${Math.round(sentAt - outageAt)} ms from the outage: ${Math.round(ms)} ms`);
    expect(late, `answered later than ${ANSWER_WITHIN_MS} ms\n${logs}`).toEqual([]);
    expect(server.app.exitStatus()).toBeNull();
    expect(server.app.stdout() + server.app.stderr()).toContain('listening again');
    // An outage is logged as warnings (the pool, the listener), never once per refused request as an error with a stack.
    expect(`${server.app.stdout()}\n${server.app.stderr()}`.split('\n').filter((line) => /\[savepoint\] error/.test(line))).toEqual([]);
    // docs/failover.md shows a refused request's answer: it is what the server sent ("..." stands for the cause).
    const shown = /```text\n(\{"errors".*\})\n```/.exec(readFileSync(path.join(ROOT, 'docs', 'failover.md'), 'utf8'))?.[1];
    expect(shown, 'docs/failover.md shows an answer').toBeDefined();
    const pattern = new RegExp(
      `^${shown!
        .split('...')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    );
    expect(load.refusals.map((refusal) => refusal.body)).toContainEqual(expect.stringMatching(pattern));
    console.info(
      `[failover.restart] outage ${Math.round(backAt - outageAt)} ms; /ready during it: ${readyTimes.map(Math.round).join(', ')} ms; ` +
        `ready again ${Math.round(readyAfterMs)} ms after the restart; ${load.refusals.length} refusals, ${written} writes, slowest answer ${Math.round(Math.max(...load.answers.map(({ ms }) => ms)))} ms`,
    );
  }, 120_000);
});
