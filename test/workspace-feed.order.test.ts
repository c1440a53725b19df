// The workspace feed's order under concurrent writers, at the hub (two hubs on one database here, each with its own
// LISTEN connection, as two server processes have; real server processes in workspace-feed.processes.test.ts).
// Whatever the interleaving: each session's events arrive in seq order, transactions in commit order (one whose
// commit was acknowledged before another began comes first; each transaction's events side by side), every event
// exactly once, at positions 1, 2, 3... with no gap, and a replay from any cursor gives the same order.
//
// Every writer takes its transaction id before it appends (as a unit of work does: it writes, or locks the session
// row, before the append), so transaction ids are not the order in which writers get the session: the case the
// feed used to get wrong.
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { newId } from '../src/db/ids.ts';
import { type AppendedEvent, appendEvents, type NewEvent } from '../src/events/event.queries.ts';
import { createLogger } from '../src/logger.ts';
import { startEventFeed } from '../src/realtime/feed.ts';
import { createHub, type WorkspaceFeedItem } from '../src/realtime/hub.ts';
import { createRedactor } from '../src/redaction/redact.ts';
import { useTestDatabase } from './helpers/database.ts';

const database = await useTestDatabase();
const { db } = database;
const logger = createLogger('silent');
const hub = createHub({ db, logger, bufferSize: 10_000 });
const feed = await startEventFeed({ url: database.url, hub, logger, pollIntervalMs: 600_000 });
// A second hub whose subscribers queue at most 3 events: they keep falling behind and reading from their own cursor.
const smallHub = createHub({ db, logger, bufferSize: 3 });
const smallFeed = await startEventFeed({ url: database.url, hub: smallHub, logger, pollIntervalMs: 600_000 });
afterAll(async () => {
  hub.close();
  smallHub.close();
  await feed.stop();
  await smallFeed.stop();
});

const redact = createRedactor();
const ownerId = newId();
await db.insertInto('owners').values({ id: ownerId, name: 'feeds' }).execute();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function workspaceWith(sessionCount: number) {
  const workspaceId = newId();
  await db
    .insertInto('workspaces')
    .values({ id: workspaceId, owner_id: ownerId, name: 'feed', path: `/tmp/feed-${workspaceId}` })
    .execute();
  const sessions = Array.from({ length: sessionCount }, () => newId());
  await db
    .insertInto('sessions')
    .values(
      sessions.map((id) => ({ id, owner_id: ownerId, workspace_id: workspaceId, state: 'RUNNING' as const, strategy: 'PARALLEL' as const, objective: 'feed' })),
    )
    .execute();
  return { workspaceId, sessions };
}

/** One transaction: events for some sessions, after `wait` ms, appended once or twice, committed `hold` ms later. */
type Plan = { parts: Array<{ session: number; count: number }>; wait: number; hold: number; twice: boolean };
type Written = { began: number; committed: number; events: Array<{ session: string; seq: number }> };

async function write(workspace: { workspaceId: string; sessions: string[] }, plan: Plan): Promise<Written> {
  const events: NewEvent[] = plan.parts.flatMap((part) =>
    Array.from({ length: part.count }, () => ({
      sessionId: workspace.sessions[part.session]!,
      workspaceId: workspace.workspaceId,
      type: 'custom.n',
      actor: 't',
      data: {},
    })),
  );
  const { began, rows } = await db.transaction().execute(async (trx) => {
    const began = performance.now();
    await sql`select pg_current_xact_id()`.execute(trx); // the transaction id first, the session later
    await sleep(plan.wait);
    const rows: AppendedEvent[] = [...(await appendEvents(trx, redact, events))];
    if (plan.twice) rows.push(...(await appendEvents(trx, redact, events)));
    await sleep(plan.hold);
    return { began, rows };
  });
  return { began, committed: performance.now(), events: rows.map((row) => ({ session: row.session_id, seq: row.seq })) };
}

/** The next `count` items of a subscription (fails after `timeoutMs`: nothing may wait for a poll). */
async function take(subscription: AsyncIterator<WorkspaceFeedItem>, count: number, timeoutMs = 10_000): Promise<WorkspaceFeedItem[]> {
  const items: WorkspaceFeedItem[] = [];
  const deadline = Date.now() + timeoutMs;
  while (items.length < count) {
    let timer: NodeJS.Timeout | undefined;
    const next = await Promise.race([
      subscription.next(),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), Math.max(0, deadline - Date.now()));
      }),
    ]).finally(() => clearTimeout(timer));
    if (next === null) throw new Error(`only ${items.length} of ${count} events within ${timeoutMs} ms`);
    if (next.done) throw new Error('the subscription ended');
    items.push(next.value);
  }
  return items;
}

const key = (event: { session_id?: string; session?: string; seq: number }) => `${event.session_id ?? event.session}:${event.seq}`;

/** Every property the feed promises, for `items` read from position `from` on, given what was written. */
function expectFeedOrder(items: WorkspaceFeedItem[], written: Written[], from = 0) {
  // Each session's events in seq order (and none missing in between).
  const last = new Map<string, number>();
  const outOfOrder: string[] = [];
  for (const item of items) {
    const previous = last.get(item.session_id);
    if (previous !== undefined && item.seq !== previous + 1) outOfOrder.push(`${key(item)} after seq ${previous}`);
    last.set(item.session_id, item.seq);
  }
  expect(outOfOrder, 'events of a session out of seq order').toEqual([]);
  // Every event exactly once.
  const expected = written.flatMap((tx) => tx.events.map(key)).sort();
  expect(items.map(key).sort()).toEqual(expected);
  // Positions from+1, from+2, ... with no gap.
  expect(items.map((item) => item.cursor)).toEqual(items.map((_, i) => from + i + 1));
  // Commit order: a transaction's events side by side, and before those of any transaction begun after it committed.
  const position = new Map(items.map((item, i) => [key(item), i]));
  const spans = written.map((tx) => {
    const at = tx.events.map((event) => position.get(key(event))!);
    return { tx, first: Math.min(...at), last: Math.max(...at) };
  });
  for (const span of spans) expect(span.last - span.first + 1, 'a transaction split in the feed').toBe(span.tx.events.length);
  const inversions = spans.flatMap((a) => spans.filter((b) => a.tx.committed < b.tx.began && a.last > b.first));
  expect(inversions.length, 'a transaction before one that committed before it began').toBe(0);
}

/** Runs the plans at once; checks a live subscriber of each hub, then replays from the start and from the middle. */
async function runAndCheck(workspace: { workspaceId: string; sessions: string[] }, plans: Plan[]) {
  const live = await hub.workspaceEvents(workspace.workspaceId, null, 'token');
  const slow = await smallHub.workspaceEvents(workspace.workspaceId, null, 'token');
  try {
    const written = await Promise.all(plans.map((plan) => write(workspace, plan)));
    const total = written.reduce((sum, tx) => sum + tx.events.length, 0);
    const items = await take(live, total);
    expectFeedOrder(items, written);
    expect((await take(slow, total)).map(key)).toEqual(items.map(key));

    for (const from of [0, Math.floor(total / 2)]) {
      const replay = await hub.workspaceEvents(workspace.workspaceId, from, 'token');
      const again = await take(replay, total - from);
      await replay.return();
      expect(again.map(key)).toEqual(items.slice(from).map(key));
      expect(again.map((item) => item.cursor)).toEqual(items.slice(from).map((item) => item.cursor));
    }
    return items;
  } finally {
    await live.return();
    await slow.return();
  }
}

const oneEvent = (session: number, wait = 0): Plan => ({ parts: [{ session, count: 1 }], wait, hold: 0, twice: false });

describe('the workspace feed under concurrent writers', () => {
  it('keeps one session in seq order with 400 concurrent one-event transactions (on 10 connections)', async () => {
    const workspace = await workspaceWith(1);
    const plans = Array.from({ length: 400 }, (_, i) => oneEvent(0, i % 3));
    const items = await runAndCheck(workspace, plans);
    expect(items.map((item) => item.seq)).toEqual(Array.from({ length: 400 }, (_, i) => i + 1));
  }, 60_000);

  it('keeps every session in seq order and transactions in commit order across 6 sessions, with multi-session transactions', async () => {
    const workspace = await workspaceWith(6);
    const plans: Plan[] = Array.from({ length: 300 }, (_, i) => ({
      parts:
        i % 5 === 0
          ? [
              { session: i % 6, count: 2 },
              { session: (i + 1) % 6, count: 1 },
            ]
          : [{ session: i % 6, count: 1 + (i % 3) }],
      wait: i % 4,
      hold: i % 7 === 0 ? 5 : 0,
      twice: i % 11 === 0,
    }));
    await runAndCheck(workspace, plans);
  }, 60_000);

  it('holds for any interleaving of transactions (property)', async () => {
    const plan = fc.record({
      parts: fc.array(fc.record({ session: fc.nat({ max: 3 }), count: fc.integer({ min: 1, max: 3 }) }), { minLength: 1, maxLength: 2 }),
      wait: fc.nat({ max: 6 }),
      hold: fc.nat({ max: 6 }),
      twice: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(plan, { minLength: 1, maxLength: 25 }), async (plans) => {
        await runAndCheck(await workspaceWith(4), plans);
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('places a transaction that got its id first but committed last after the ones that committed before it', async () => {
    const workspace = await workspaceWith(2);
    const live = await hub.workspaceEvents(workspace.workspaceId, null, 'token');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let appended!: () => void;
    const opened = new Promise<void>((resolve) => (appended = resolve));
    const slow = db.transaction().execute(async (trx) => {
      await sql`select pg_current_xact_id()`.execute(trx);
      await appendEvents(trx, redact, [{ sessionId: workspace.sessions[0]!, workspaceId: workspace.workspaceId, type: 'custom.slow', actor: 't', data: {} }]);
      appended();
      await held;
    });
    await opened; // the older transaction has its id and its event, and stays open
    await write(workspace, oneEvent(1));
    // Delivered at once, with the older transaction still open: nothing is held back.
    expect((await take(live, 1, 2_000)).map((item) => [item.type, item.cursor])).toEqual([['custom.n', 1]]);
    release();
    await slow;
    expect((await take(live, 1, 2_000)).map((item) => [item.type, item.cursor])).toEqual([['custom.slow', 2]]);
    await live.return();
  });
});
