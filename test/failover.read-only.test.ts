// A pooled connection that finds itself on a read-only server (SQLSTATE 25006) is dropped and opened again, never
// given back to the pool: a server process on the multi-host URL of a primary and its standby, its pool warmed up on
// the primary; the primary is then turned read-only for every session (as a demoted or fenced primary is) and the
// standby promoted. Each pooled connection refuses at most one write (DATABASE_UNAVAILABLE, retryable, naming the
// read-only transaction), is replaced by one on the new primary, and every write acknowledged is there once. Were a
// read-only connection given back, the writes sent through it would keep failing and the load never finish.
import { describe, expect, it } from 'vitest';
import { failoverSession, pairPerTest, startWriters, warningsOf } from './helpers/failover.ts';
import { serveOn, until } from './helpers/process.ts';
import { asAdmin } from './helpers/replication.ts';

/** The server's pool size (src/db/client.ts's default): the most connections that can each refuse one write. */
const POOL_SIZE = 10;

const startPair = pairPerTest();

const writtenNumbers = (sql: Parameters<Parameters<typeof asAdmin>[1]>[0]) =>
  sql<{ n: number }[]>`select (data->>'n')::int as n from session_events where type = 'custom.n' order by n`.then((rows) => rows.map(({ n }) => n));

describe('a pooled connection on a server turned read-only', () => {
  it('refuses one write as DATABASE_UNAVAILABLE, is ended, and its replacement writes to the new primary', async () => {
    const pair = await startPair();
    const server = await serveOn(pair.url);
    const token = server.token!;
    const sessionId = await failoverSession(server.httpUrl, token);
    const warm = startWriters({ httpUrls: [server.httpUrl], token, sessionId, writers: POOL_SIZE });
    await until(() => warm.acknowledged.length >= 60, '60 writes acknowledged on the primary');
    await warm.stop();
    const before = warm.written();

    await pair.readOnly(pair.primary);
    await until(
      () => asAdmin(pair.primary, async (sql) => (await sql`show default_transaction_read_only`)[0]?.default_transaction_read_only === 'on'),
      'the primary read-only',
    );
    await pair.promote(pair.standby);

    const load = startWriters({ httpUrls: [server.httpUrl], token, sessionId, writers: POOL_SIZE, from: before });
    await until(() => load.acknowledged.length >= 100, '100 writes acknowledged after the switch', 30_000);
    await load.stop();

    const logs = warningsOf(server.app);
    expect(load.refusals.length, `the read-only path was taken\n${logs}`).toBeGreaterThan(0);
    expect(load.refusals.length, `each pooled connection refused at most one write\n${logs}`).toBeLessThanOrEqual(POOL_SIZE);
    for (const refusal of load.refusals) {
      expect(refusal).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE', retryable: true, retryAfter: '1' });
      expect(refusal.message).toContain('read-only transaction');
    }
    // Every write acknowledged is on the new primary once; none after the switch reached the old one.
    const written = load.written();
    expect(await asAdmin(pair.standby, writtenNumbers)).toEqual(Array.from({ length: written }, (_, i) => i));
    expect(await asAdmin(pair.primary, writtenNumbers)).toEqual(Array.from({ length: before }, (_, i) => i));
    expect(server.app.exitStatus()).toBeNull();
  }, 120_000);
});
