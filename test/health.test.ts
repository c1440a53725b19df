// Health for deployments: /health answers while the process runs; /ready only while the database answers, its
// schema is current and the LISTEN connection delivers; otherwise 503 naming what is wrong.
import { describe, expect, it } from 'vitest';
import { createDb } from '../src/db/client.ts';
import { createListenProbe } from '../src/db/listen-probe.ts';
import { pendingMigrations } from '../src/db/migrate.ts';
import { createHttpEdge } from '../src/http/server.ts';
import { startEventFeed } from '../src/realtime/feed.ts';
import { createTestApp } from './helpers/app.ts';
import { startLiveApp } from './helpers/live.ts';
import { freePort } from './setup/global.ts';

const live = await startLiveApp();
const base = live.httpUrl.replace(/\/graphql$/, '');

async function get(path: string) {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, body: await response.text() };
}

describe('health and readiness', () => {
  it('/health answers 200 while the process runs, /ready 200 when everything it needs works', async () => {
    expect((await get('/health')).status).toBe(200);
    const ready = await get('/ready');
    expect(ready).toMatchObject({ status: 200 });
    expect(JSON.parse(ready.body)).toEqual({ ready: true });
  });

  it('/ready answers 503 naming a migration the database lacks, and 200 again once it is there', async () => {
    const { sql } = live.app.database;
    const [last] = await sql<{ name: string; checksum: string; applied_at: Date }[]>`select * from savepoint_migrations order by name desc limit 1`;
    await sql`delete from savepoint_migrations where name = ${last!.name}`;
    try {
      const pending = await get('/ready');
      expect(pending.status).toBe(503);
      expect(JSON.parse(pending.body)).toEqual({ ready: false, problems: [`migrations not applied: ${last!.name} (restart the server to apply them)`] });
    } finally {
      await sql`insert into savepoint_migrations (name, checksum, applied_at) values (${last!.name}, ${last!.checksum}, ${last!.applied_at})`;
    }
    expect((await get('/ready')).status).toBe(200);
  });

  it('/ready answers 503 when the database cannot be reached (and /health still 200)', async () => {
    const app = await createTestApp();
    const unreachable = createDb(`postgres://savepoint:x@127.0.0.1:${await freePort()}/none`, { max: 1 });
    const probe = createListenProbe(app.database.sql);
    const edge = createHttpEdge({
      graphql: app.yoga,
      logger: app.settings.logger,
      readiness: { ping: unreachable.ping, pendingMigrations: () => pendingMigrations(app.database.sql), listening: probe.check },
    });
    const { port } = await edge.listen(0, '127.0.0.1');
    const ready = await fetch(`http://127.0.0.1:${port}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ ready: false, problems: ['the database cannot be reached'] });
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
    await edge.stop();
    await unreachable.close();
  });

  it('the LISTEN probe hears its own notification through the LISTEN connection, and says so when it does not in time', async () => {
    const { hub, settings } = live.app;
    const probe = createListenProbe(live.app.database.sql);
    const feed = await startEventFeed({ url: live.app.database.url, hub, probe, logger: settings.logger, pollIntervalMs: 600_000 });
    expect(feed.listening()).toBe(true);
    expect(await probe.check(2_000)).toBe(true);
    await feed.stop(); // no longer listening: the notification is never heard
    expect(feed.listening()).toBe(false);
    expect(await probe.check(200)).toBe(false);
  });
});
