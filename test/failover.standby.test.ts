// Two Savepoint server processes on a primary and a synchronous streaming standby (Debian's PostgreSQL 15), given the
// multi-host URL an operator would (target_session_attrs=read-write), under load from writers through both servers
// and WebSocket subscribers on both. The primary is killed (an immediate shutdown, as a crash), then either the
// standby is promoted or the primary restarted without a promotion. Either way: no server exits, every write
// acknowledged (each retried with its idempotency key) is there exactly once, both subscribers get every event in
// order with no gap, through their LISTEN connections listening on the primary again (the safety poll is ten
// minutes), both servers are ready again within 5 s, and every refusal a client saw was the typed, retryable
// DATABASE_UNAVAILABLE. The times are printed (the budgets: writes back within 1 s of the promotion).
import { describe, expect, it } from 'vitest';
import { graphql as gql } from './gql/index.ts';
import { ANSWER_WITHIN_MS, failoverSession, pairPerTest, startWriters, warningsOf } from './helpers/failover.ts';
import { collect, wsClient } from './helpers/live.ts';
import { serveOn, until } from './helpers/process.ts';
import type { Pair, Server } from './helpers/replication.ts';

const Feed = gql(`
  subscription StandbyFeed($sessionId: ID!, $after: String) {
    sessionEvents(sessionId: $sessionId, after: $after) { cursor node { seq type data } }
  }
`);

const startPair = pairPerTest();

async function failOver(recover: (pair: Pair) => Promise<Server>, label: string) {
  const pair = await startPair();
  const servers = [await serveOn(pair.url), await serveOn(pair.url)];
  const token = servers[0]!.token!;
  const sessionId = await failoverSession(servers[0]!.httpUrl, token);
  const feeds = servers.map((server) => collect(wsClient(server.wsUrl, token), Feed, { sessionId, after: '3' }));
  const load = startWriters({ httpUrls: servers.map((server) => server.httpUrl), token, sessionId, writers: 4 });
  await until(() => load.acknowledged.length >= 30, '30 writes acknowledged before the failover');
  // Both feeds live before the kill: a subscription the database cannot answer yet is refused (DATABASE_UNAVAILABLE,
  // retryable), and on a loaded machine a feed's subscribe had not reached its server before the primary died.
  for (const feed of feeds) await feed.count(1, 10_000);

  await pair.kill(pair.primary);
  const readyTimes: number[] = [];
  for (const server of servers) {
    const asked = performance.now();
    const ready = await fetch(server.httpUrl.replace(/\/graphql$/, '/ready'));
    readyTimes.push(performance.now() - asked);
    expect(ready.status).toBe(503);
  }
  const now = await recover(pair);
  const recoveredAt = performance.now();
  await until(
    async () =>
      (await Promise.all(servers.map(async (server) => (await fetch(server.httpUrl.replace(/\/graphql$/, '/ready'))).status))).every((s) => s === 200),
    'every server ready again',
    5_000,
  );
  const readyAfterMs = performance.now() - recoveredAt;
  const ackedBefore = load.acknowledged.length;
  await until(() => load.acknowledged.length >= ackedBefore + 40, '40 more writes acknowledged after the recovery', 10_000);
  await load.stop();
  const firstAck = load.acknowledged.find(({ at }) => at > recoveredAt)!.at;

  const written = load.written();
  expect(load.acknowledged.map(({ n }) => n).sort((a, b) => a - b)).toEqual(Array.from({ length: written }, (_, i) => i));
  for (const feed of feeds) {
    await feed.count(written, 10_000);
    expect(feed.items.map((item) => item.sessionEvents.node.seq)).toEqual(Array.from({ length: written }, (_, i) => i + 4));
    expect(feed.items.map((item) => (item.sessionEvents.node.data as { n: number }).n).sort((a, b) => a - b)).toEqual(
      Array.from({ length: written }, (_, i) => i),
    );
    expect(feed.errors).toEqual([]);
  }
  const logs = servers.map((server, i) => `server ${i}: ${warningsOf(server.app)}`).join('\n');
  for (const refusal of load.refusals) {
    expect(refusal, `${refusal.message} at ${Math.round(refusal.at - recoveredAt)} ms from the recovery\n${logs}`).toMatchObject({
      status: 503,
      code: 'DATABASE_UNAVAILABLE',
      retryable: true,
      retryAfter: '1',
    });
  }
  // Every request answered (acknowledged or refused) within the bound, as its client measured it: none hung on the pool.
  const late = load.late().map(({ n, ms, sentAt }) => `w${n} sent ${Math.round(sentAt - recoveredAt)} ms from the recovery: ${Math.round(ms)} ms`);
  expect(late, `answered later than ${ANSWER_WITHIN_MS} ms\n${logs}`).toEqual([]);
  for (const server of servers) expect(server.app.exitStatus()).toBeNull();
  console.info(
    `[failover.standby] ${label} (primary now on ${now.role === 'primary' ? 'the old primary' : 'the promoted standby'}): ` +
      `/ready during the outage ${readyTimes.map(Math.round).join(', ')} ms; writes back ${Math.round(firstAck - recoveredAt)} ms and every server ready ` +
      `${Math.round(readyAfterMs)} ms after; ${load.refusals.length} refusals, ${written} writes, slowest answer ${Math.round(Math.max(...load.answers.map(({ ms }) => ms)))} ms`,
  );
}

describe('a failover of PostgreSQL under two servers', () => {
  it('follows the standby promoted after the primary is killed', async () => {
    await failOver(async (pair) => {
      await new Promise((resolve) => setTimeout(resolve, 300)); // an operator's (or Patroni's) reaction time
      await pair.promote(pair.standby);
      return pair.standby;
    }, 'promotion');
  }, 180_000);

  it('follows the primary restarted without a promotion (never writing to the standby meanwhile)', async () => {
    await failOver(async (pair) => {
      await pair.restart(pair.primary);
      return pair.primary;
    }, 'restart');
  }, 180_000);
});
