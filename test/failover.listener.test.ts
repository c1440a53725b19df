// The LISTEN connection refuses a standby when a single-host URL lands it on one: a server process given one address
// (a relay standing for a virtual IP or DNS name that the operator's failover moves), the primary killed, and the
// address moved to the standby before its promotion. While the standby is in recovery the server does not claim to be
// ready (/ready 503, naming the LISTEN connection) and retries; once the standby is promoted it listens there by
// itself, is ready again, and a WebSocket subscriber gets every event written before and after, in order and live
// (the safety poll is ten minutes).
import { afterEach, describe, expect, it } from 'vitest';
import { FailoverFeedDocument } from './gql/graphql.ts';
import { failoverSession, pairPerTest, startWriters, warningsOf } from './helpers/failover.ts';
import { collect, wsClient } from './helpers/live.ts';
import { serveOn, until } from './helpers/process.ts';
import { type Relay, startRelay } from './helpers/replication.ts';

const startPair = pairPerTest();
let relay: Relay | null = null;
afterEach(async () => {
  await relay?.stop();
  relay = null;
});

/** How long the server is watched on the standby: several of the listener's retries (100 ms doubling up to 1 s). */
const ON_STANDBY_MS = 3_000;

type Readiness = { status: number; problems: string[] };

describe('the LISTEN connection on a single-host URL that lands on a standby', () => {
  it('is not ready while the standby is in recovery, retries, and listens once it is promoted', async () => {
    const pair = await startPair();
    relay = await startRelay(pair.primary.port);
    const server = await serveOn(`postgres://postgres@127.0.0.1:${relay.port}/postgres`);
    const token = server.token!;
    const ready = async (): Promise<Readiness> => {
      const response = await fetch(server.httpUrl.replace(/\/graphql$/, '/ready'));
      const body = (await response.json()) as { problems?: string[] };
      return { status: response.status, problems: body.problems ?? [] };
    };
    const sessionId = await failoverSession(server.httpUrl, token);
    const feed = collect(wsClient(server.wsUrl, token), FailoverFeedDocument, { sessionId, after: '3' });
    const before = startWriters({ httpUrls: [server.httpUrl], token, sessionId, writers: 2 });
    await until(() => before.acknowledged.length >= 10, '10 writes acknowledged on the primary');
    await before.stop();
    await feed.count(before.written());

    await pair.kill(pair.primary);
    relay.to(pair.standby.port);
    // The database answers (the standby takes reads), but the server is not ready: its LISTEN connection is not listening.
    const notListening = { status: 503, problems: ['the LISTEN connection delivers no notifications'] };
    await until(async () => JSON.stringify(await ready()) === JSON.stringify(notListening), '/ready naming the LISTEN connection on the standby');
    const onStandby: Readiness[] = [];
    for (const end = performance.now() + ON_STANDBY_MS; performance.now() < end; ) {
      onStandby.push(await ready());
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    for (const answer of onStandby) expect(answer).toEqual(notListening);

    await pair.promote(pair.standby);
    await until(async () => (await ready()).status === 200, 'ready again after the promotion', 5_000);
    const after = startWriters({ httpUrls: [server.httpUrl], token, sessionId, writers: 2, from: before.written() });
    await until(() => after.acknowledged.length >= 10, '10 writes acknowledged on the promoted standby', 10_000);
    await after.stop();

    const written = after.written();
    await feed.count(written, 10_000);
    expect(feed.items.map((item) => item.sessionEvents.node.seq)).toEqual(Array.from({ length: written }, (_, i) => i + 4));
    const delivered = feed.items.map((item) => (item.sessionEvents.node.data as { n: number }).n).sort((a, b) => a - b);
    expect(delivered).toEqual(Array.from({ length: written }, (_, i) => i));
    expect(feed.errors).toEqual([]);
    const logs = warningsOf(server.app);
    for (const refusal of after.refusals) expect(refusal, logs).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE', retryable: true });
    expect(server.app.stdout() + server.app.stderr(), logs).toContain('listening again');
    expect(server.app.exitStatus()).toBeNull();
  }, 120_000);
});
