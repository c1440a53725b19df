// An overloaded server does not claim its database is down. Writes to one session are held up by a lock taken from
// outside, so each keeps its pool connection; 200 of them sent at once to a server of ten connections: those that
// waited past the pool's bound (10 s) for a connection are refused as SERVER_BUSY (HTTP 503, Retry-After, retryable),
// never DATABASE_UNAVAILABLE, while /ready says the server and its database are fine; the lock gone, the writes that
// had a connection are acknowledged, and the refused ones are acknowledged when sent again.
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { failoverSession, type Refusal, recordOnce } from './helpers/failover.ts';
import { startLiveApp } from './helpers/live.ts';
import { until } from './helpers/process.ts';

const REQUESTS = 200;

describe('a server whose pool stays busy past its bound', () => {
  it('refuses the requests that waited as SERVER_BUSY, not DATABASE_UNAVAILABLE, and stays ready', async () => {
    const server = await startLiveApp();
    const sessionId = await failoverSession(server.httpUrl, server.token);
    const admin = postgres(server.databaseUrl, { max: 1, onnotice: () => {} });
    let unlock = () => {};
    let locked = false;
    const holding = admin.begin(async (tx) => {
      await tx`select 1 from sessions for update`;
      locked = true;
      await new Promise<void>((resolve) => {
        unlock = resolve;
      });
    });
    try {
      await until(() => locked, 'the session row locked');
      const answers = Array.from({ length: REQUESTS }, (_, n) => recordOnce(server.httpUrl, server.token, sessionId, n));
      const refused: Refusal[] = [];
      for (const answer of answers) void answer.then((given) => given !== 'acknowledged' && refused.push(given));
      await until(() => refused.length > 0, 'a request refused after waiting for the pool', 30_000);
      const ready = await fetch(server.httpUrl.replace(/\/graphql$/, '/ready'));
      expect(ready.status, await ready.clone().text()).toBe(200);
      unlock();
      await holding;

      const settled = await Promise.all(answers);
      const refusals = settled.filter((answer): answer is Refusal => answer !== 'acknowledged');
      expect(refusals.length).toBeGreaterThan(0);
      for (const refusal of refusals) {
        expect(refusal).toMatchObject({ status: 503, code: 'SERVER_BUSY', retryable: true, retryAfter: '1' });
        expect(refusal.message).toContain('busy');
      }
      expect(settled.filter((answer) => answer === 'acknowledged').length).toBeGreaterThan(0);
      // Sent again with their keys, the refused writes are acknowledged.
      const again = settled.flatMap((answer, n) => (answer === 'acknowledged' ? [] : [n]));
      for (const n of again) expect(await recordOnce(server.httpUrl, server.token, sessionId, n)).toBe('acknowledged');
    } finally {
      unlock();
      await holding.catch(() => {});
      await admin.end();
    }
  }, 120_000);
});
