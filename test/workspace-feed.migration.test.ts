// Upgrading a database whose workspace feed handed out "<transaction id>.<event id>" cursors: migration 0004 places
// the events already written in the order that feed delivered them, so each cursor it handed out resumes exactly
// after the event it named (no gap, no duplicate), "0.0" starts at the beginning, and events written after the
// upgrade follow at the next positions.
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { createDb } from '../src/db/client.ts';
import { newId } from '../src/db/ids.ts';
import { migrate } from '../src/db/migrate.ts';
import { MIGRATIONS_DIR, readMigrations } from '../src/db/migration-files.ts';
import { appendEvents } from '../src/events/event.queries.ts';
import { workspaceAfter } from '../src/graphql/cursors.ts';
import { createLogger } from '../src/logger.ts';
import { createHub, type WorkspaceFeedItem } from '../src/realtime/hub.ts';
import { createRedactor } from '../src/redaction/redact.ts';
import { afterFile } from './helpers/after-file.ts';
import { createTestDatabase } from './helpers/database.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function take(subscription: AsyncIterator<WorkspaceFeedItem>, count: number): Promise<WorkspaceFeedItem[]> {
  const items: WorkspaceFeedItem[] = [];
  while (items.length < count) {
    const next = await Promise.race([subscription.next(), sleep(5_000).then(() => null)]);
    if (!next || next.done) throw new Error(`only ${items.length} of ${count} events`);
    items.push(next.value);
  }
  return items;
}

describe('migration 0004 on a database with events', () => {
  it('keeps every cursor the old workspace feed handed out, and numbers new events after them', async () => {
    const { url } = await createTestDatabase({ template: null });
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    const before = await mkdtemp(path.join(os.tmpdir(), 'savepoint-migrations-'));
    const handle = createDb(url, { max: 8 });
    // The server after the upgrade: a new process (its connections' prepared statements know the new columns; a
    // migration that is not `--! compatible` is run with the old servers stopped).
    const upgraded = createDb(url, { max: 8 });
    afterFile(async () => {
      await admin.end();
      await handle.close();
      await upgraded.close();
      await rm(before, { recursive: true, force: true });
    });
    const files = (await readMigrations()).map((file) => file.name);
    const upgrade = files.indexOf('0004_workspace_feed_order.sql');
    for (const name of files.slice(0, upgrade)) await copyFile(path.join(MIGRATIONS_DIR, name), path.join(before, name));
    await migrate(admin, before);

    let { db } = handle;
    const ownerId = newId();
    await db.insertInto('owners').values({ id: ownerId, name: 'old' }).execute();
    const [w1, w2] = [newId(), newId()];
    await db
      .insertInto('workspaces')
      .values([w1, w2].map((id) => ({ id, owner_id: ownerId, name: 'w', path: `/tmp/old-${id}` })))
      .execute();
    const sessions = [w1, w1, w1, w2].map((workspaceId) => ({ id: newId(), workspaceId }));
    await db
      .insertInto('sessions')
      .values(
        sessions.map((s) => ({
          id: s.id,
          owner_id: ownerId,
          workspace_id: s.workspaceId,
          state: 'RUNNING' as const,
          strategy: 'PARALLEL' as const,
          objective: 'x',
        })),
      )
      .execute();
    const redact = createRedactor();
    const write = (session: { id: string; workspaceId: string }, count: number, wait: number) =>
      db.transaction().execute(async (trx) => {
        await sql`select pg_current_xact_id()`.execute(trx); // so transaction ids and seq orders disagree
        await sleep(wait);
        await appendEvents(
          trx,
          redact,
          Array.from({ length: count }, () => ({ sessionId: session.id, workspaceId: session.workspaceId, type: 'custom.old', actor: 't', data: {} })),
        );
      });
    // Concurrent writers on the old schema, so the old feed's order, (tx_id, id), is not each session's seq order:
    // for certain, a transaction that takes its id first and reaches the session after another; then many at once.
    let late!: () => void;
    const goOn = new Promise<void>((resolve) => (late = resolve));
    let started!: () => void;
    const hasId = new Promise<void>((resolve) => (started = resolve));
    const first = db.transaction().execute(async (trx) => {
      await sql`select pg_current_xact_id()`.execute(trx);
      started();
      await goOn;
      await appendEvents(trx, redact, [{ sessionId: sessions[0]!.id, workspaceId: w1, type: 'custom.old', actor: 't', data: {} }]);
    });
    await hasId;
    await write(sessions[0]!, 1, 0);
    late();
    await first;
    await Promise.all(Array.from({ length: 60 }, (_, i) => write(sessions[i % 4]!, 1 + (i % 3), (i * 7) % 5)));
    const old = await db
      .selectFrom('session_events')
      .select(['id', 'session_id', 'seq', sql<string>`tx_id::text`.as('tx')])
      .where('workspace_id', '=', w1)
      .orderBy('tx_id')
      .orderBy('id')
      .execute();
    const misplaced = old.filter((row, i) => old.slice(0, i).some((earlier) => earlier.session_id === row.session_id && earlier.seq > row.seq));
    expect(misplaced.length, 'the old order puts some events of a session before earlier ones').toBeGreaterThan(0);

    expect(await migrate(admin)).toEqual(files.slice(upgrade));
    db = upgraded.db;
    await write(sessions[0]!, 2, 0);
    await write(sessions[1]!, 1, 0);
    const key = (e: { session_id: string; seq: number }) => `${e.session_id}:${e.seq}`;
    const after = await db
      .selectFrom('session_events')
      .select(['session_id', 'seq'])
      .where('workspace_id', '=', w1)
      .where('id', '>', Math.max(...old.map((row) => row.id)))
      .orderBy('id')
      .execute();
    const everything = [...old.map(key), ...after.map(key)];
    expect(after).toHaveLength(3);

    const hub = createHub({ db, logger: createLogger('silent'), bufferSize: 1_000 });
    for (const k of [0, 1, 2, Math.floor(old.length / 2), old.length - 1, old.length]) {
      const cursor = k === 0 ? '0.0' : `${old[k - 1]!.tx}.${old[k - 1]!.id}`;
      const subscription = await hub.workspaceEvents(w1, workspaceAfter(cursor), 't');
      const items = await take(subscription, everything.length - k);
      await subscription.return();
      expect(items.map(key), `after ${cursor}`).toEqual(everything.slice(k));
      expect(items.map((item) => item.cursor)).toEqual(everything.slice(k).map((_, i) => k + i + 1));
    }
    // The other workspace counts on its own, and the runs cover each event once.
    const heads = await db.selectFrom('workspace_feed_heads').selectAll().orderBy('last_pos').execute();
    expect(Object.fromEntries(heads.map((h) => [h.workspace_id, h.last_pos]))).toEqual({
      [w1]: everything.length,
      [w2]: (await db.selectFrom('session_events').select(sql<number>`count(*)::int`.as('n')).where('workspace_id', '=', w2).executeTakeFirstOrThrow()).n,
    });
    const runs = await db.selectFrom('workspace_feed_runs').select(sql<number>`sum(last_seq - first_seq + 1)::int`.as('n')).executeTakeFirstOrThrow();
    expect(runs.n).toBe((await db.selectFrom('session_events').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n);
  }, 60_000);
});
