// The fan-out hub on its own: a slow consumer is bounded and loses nothing; a closed subscription leaves nothing.
import { decodeGlobalID } from '@pothos/plugin-relay';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { authenticate } from '../src/auth/token.service.ts';
import { createLogger } from '../src/logger.ts';
import { startEventFeed } from '../src/realtime/feed.ts';
import { createHub } from '../src/realtime/hub.ts';
import { recordCustomEvents } from '../src/workflows/work/custom-events.ts';
import { createTestApp } from './helpers/app.ts';
import { sessionFor } from './helpers/fixtures.ts';
import { until } from './helpers/process.ts';

const app = await createTestApp();
const alice = await app.owner('alice');
const auth = await authenticate(app.db, `Bearer ${alice.token}`);
if (!('viewer' in auth)) throw new Error('expected a viewer');
const caller = { db: app.db, viewer: auth.viewer, settings: app.settings };
const hub = createHub({ db: app.db, logger: createLogger('silent'), bufferSize: 5 });
const feed = await startEventFeed({ url: app.database.url, hub, logger: createLogger('silent'), pollIntervalMs: 600_000 });
afterAll(() => feed.stop());

const write = (sessionId: string, from: number, count: number) =>
  recordCustomEvents(caller, { sessionId, events: Array.from({ length: count }, (_, i) => ({ type: 'n', data: { n: from + i } })) });

describe('a slow subscriber', () => {
  it('never queues more than its buffer, then reads on from its cursor and rejoins the live feed, losing nothing', async () => {
    const sessionId = decodeGlobalID((await sessionFor(alice)).id).id;
    const subscriber = await hub.sessionEvents(sessionId, 3, auth.viewer.tokenId);
    for (let i = 0; i < 10; i++) await write(sessionId, i * 10, 10);
    await until(() => subscriber.overflowed, 'the subscriber to fall behind');
    expect(subscriber.queued).toBeLessThanOrEqual(5);

    const received: number[] = [];
    while (received.length < 100) {
      const { value } = await subscriber.next();
      received.push((value!.data as { n: number }).n);
      expect(subscriber.queued).toBeLessThanOrEqual(5);
    }
    expect(received).toEqual(Array.from({ length: 100 }, (_, i) => i));

    const next = subscriber.next(); // waiting: live again
    await write(sessionId, 100, 1);
    expect(((await next).value!.data as { n: number }).n).toBe(100);
    await subscriber.return();
  });

  it('waits out a database that cannot answer its own catch-up read (its connection cut mid-read), losing nothing', async () => {
    const sessionId = decodeGlobalID((await sessionFor(alice)).id).id;
    const subscriber = await hub.sessionEvents(sessionId, 3, auth.viewer.tokenId);
    await write(sessionId, 0, 20);
    await until(() => subscriber.overflowed, 'the subscriber to fall behind');
    const received: number[] = [];
    while (subscriber.queued > 0) received.push(((await subscriber.next()).value!.data as { n: number }).n);
    // Its next read (from its own cursor) waits behind a lock, and its connection is cut there, as in a failover.
    const locker = postgres(app.database.url, { max: 1, onnotice: () => {} });
    try {
      await locker`begin`;
      await locker`lock table session_events in access exclusive mode`;
      const next = subscriber.next();
      // pg_stat_activity is read once per transaction unless its snapshot is cleared, and the lock's transaction is open.
      const waiting = async () => {
        await locker`select pg_stat_clear_snapshot()`;
        return locker<{ pid: number }[]>`select pid from pg_stat_activity where wait_event_type = 'Lock' and query like '%session_events%'`;
      };
      await until(async () => (await waiting()).length > 0, 'the read to wait for the lock');
      const cut = (await waiting()).map(({ pid }) => pid);
      for (const pid of cut) await locker`select pg_terminate_backend(${pid})`;
      // It fails, waits and reads again, on a new connection: behind the lock still.
      await until(async () => (await waiting()).some(({ pid }) => !cut.includes(pid)), 'the read to be made again', 10_000);
      await locker`rollback`;
      received.push(((await next).value!.data as { n: number }).n);
    } finally {
      await locker.end();
    }
    while (received.length < 20) received.push(((await subscriber.next()).value!.data as { n: number }).n);
    expect(received).toEqual(Array.from({ length: 20 }, (_, i) => i));
    await subscriber.return();
  });

  it('leaves no cohort behind once its last subscriber ends', async () => {
    const sessionId = decodeGlobalID((await sessionFor(alice)).id).id;
    const one = await hub.sessionEvents(sessionId, null, auth.viewer.tokenId);
    const two = await hub.sessionEvents(sessionId, null, auth.viewer.tokenId);
    expect(hub.stats()).toEqual({ sessionCohorts: 1, workspaceCohorts: 0, agentCohorts: 0, subscribers: 2 });
    const pending = one.next();
    await one.return();
    expect(await pending).toEqual({ value: undefined, done: true });
    await two.return();
    expect(hub.stats()).toEqual({ sessionCohorts: 0, workspaceCohorts: 0, agentCohorts: 0, subscribers: 0 });
  });

  it('ends the subscriptions of revoked tokens with the given error', async () => {
    const sessionId = decodeGlobalID((await sessionFor(alice)).id).id;
    const subscriber = await hub.sessionEvents(sessionId, null, auth.viewer.tokenId);
    const pending = subscriber.next();
    expect(hub.activeTokenIds()).toEqual([auth.viewer.tokenId]);
    hub.endTokens([auth.viewer.tokenId], new Error('revoked'));
    await expect(pending).rejects.toThrow('revoked');
    expect(hub.stats().subscribers).toBe(0);
  });
});
