// The viewer's lineage, compare and search, in a real Chromium against a real server, on the demo's data (a session,
// a rewind, a compaction, a fork) and on a session of 1,200 events: the fork tree drawn from the lineage query and
// reached by keyboard, the moves of a line of work, two lines compared, and search results that open the timeline at
// the hit (its timelineCursor), even deep in a long log: the event selected and in view, newer pages read as the list
// is scrolled up, then the live feed.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/cli/demo/seed.ts';
import { narrow } from '../src/client/results.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { tempDir } from './helpers/fs.ts';
import { CreateSession, CreateWorkspace } from './helpers/operations.ts';
import { expectCleanConsole, openViewer, overflowing, poll, screenshot, timelineSeqs, viewerBrowser, viewerBuilt, viewerUrl } from './helpers/viewer.ts';

const InheritedEntry = graphql(`
  query ViewerLineageInherited($id: ID!) {
    session(id: $id) { __typename ... on Session { timeline(filter: { kinds: [MESSAGE] }, first: 1) { nodes { cursor inherited event { seq } } } } }
  }
`);
const Record = graphql(`
  mutation ViewerLineageRecord($input: RecordEventsInput!) {
    recordEvents(input: $input) { __typename ... on RecordEventsPayload { events { seq } } ... on Error { code message } }
  }
`);

await viewerBuilt();
const app = await createTestApp();
const origin = app.origin!;
const { browser, console: messages } = await viewerBrowser();
let owner: Awaited<ReturnType<typeof app.owner>>;
let seeded: Awaited<ReturnType<typeof seedDemo>>;
let long: { sessionId: string; needleSeq: number; lastSeq: number };

beforeAll(async () => {
  owner = await app.owner('viewer-lineage');
  seeded = await seedDemo({ url: `${origin}/graphql`, token: owner.token, home: await tempDir('savepoint-viewer-demo-') });
  const workspace = narrow((await owner.gql(CreateWorkspace, { input: { path: await tempDir() } })).createWorkspace, 'CreateWorkspacePayload');
  const created = await owner.gql(CreateSession, { input: { workspaceId: workspace.workspace.id, objective: 'A long log' } });
  const sessionId = narrow(created.createSession, 'CreateSessionPayload').session.id;
  let needleSeq = 0;
  let lastSeq = 0;
  for (let batch = 0; batch < 6; batch++) {
    const events = Array.from({ length: 200 }, (_, i) => ({
      type: 'step',
      data: { n: batch * 200 + i, note: batch * 200 + i === 300 ? 'quokka sighted' : 'routine' },
    }));
    const recorded = narrow((await owner.gql(Record, { input: { sessionId, events } })).recordEvents, 'RecordEventsPayload');
    needleSeq ||= recorded.events.find((_, i) => batch * 200 + i === 300)?.seq ?? 0;
    lastSeq = recorded.events.at(-1)!.seq;
  }
  long = { sessionId, needleSeq, lastSeq };
}, 120_000);

const at = (sessionId: string, ...rest: string[]) => viewerUrl(origin, `#/sessions/${[sessionId, ...rest].map(encodeURIComponent).join('/')}`);
const text = async (page: Page, selector: string) => ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ');

describe('the lineage', () => {
  it('draws the fork tree, reached by keyboard, with the moves of this line of work, and compares two lines', { timeout: 60_000 }, async () => {
    const page = await openViewer(browser, origin, owner.token);
    await page.goto(at(seeded.sessionId, 'lineage'));
    const tree = page.getByRole('list', { name: 'Fork tree, from the root' });
    await tree.waitFor();
    expect(await tree.locator('li').count()).toBe(2);
    expect(await tree.locator('li[aria-current="page"] > .lineage-node strong').textContent()).toBe('Add rate limiting to the public API');
    const fork = tree.locator(`li[data-session="${seeded.forkId}"]`);
    expect(await text(page, `li[data-session="${seeded.forkId}"] .when`)).toMatch(/^forked from checkpoint #\d+ \(limiter written, tests running\)/);
    const moves = (await page.locator('.moves li').allTextContents()).map((move) => move.replace(/\s+/g, ' '));
    expect(moves).toEqual([
      expect.stringMatching(/rewind \(conversation\) by viewer-lineage-token: 0 files, 1 messages set aside/),
      expect.stringMatching(/compaction by viewer-lineage-token: 0 files, \d+ messages set aside/),
      expect.stringMatching(/fork Rate limiting with a sliding window instead forked from checkpoint/),
    ]);

    // By keyboard: Tab reaches the fork's link and its compare link; Enter on the latter compares.
    const reached: string[] = [];
    for (let i = 0; i < 40 && !reached.includes('Compare with this one'); i++) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
    }
    expect(reached).toContain('Rate limiting with a sliding window instead');
    await page.keyboard.press('Enter');
    await poll(() => page.url()).toContain(`/lineage/${encodeURIComponent(seeded.forkId)}`);
    const compare = page.getByRole('region', { name: 'This session compared with “Rate limiting with a sliding window instead”' });
    await compare.locator('h4', { hasText: 'Conversations' }).waitFor();
    const compared = ((await compare.textContent()) ?? '').replace(/\s+/g, ' ');
    expect(compared).toMatch(/Code.*files differ/);
    expect(compared).toMatch(/Plan ?Revision 1 here, \d+ there/);
    expect(compared).toMatch(/Supervisor \(supervisor\): \d+ messages in common, then \d+ only here and \d+ only there/);
    expect(await fork.locator('.compare-link').getAttribute('aria-current')).toBe('true');
    await screenshot(page, 'lineage-compare');

    // From the fork: its root is a link, the fork is this session.
    await page.goto(at(seeded.forkId, 'lineage'));
    await tree.locator(`li[data-session="${seeded.sessionId}"] > .lineage-node a`).first().waitFor();
    expect(await tree.locator(`li[data-session="${seeded.forkId}"]`).getAttribute('aria-current')).toBe('page');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'lineage-390');
    await page.close();
    expectCleanConsole(messages);
  });
});

describe('search', () => {
  it('searches from the sessions page and opens the timeline at a hit deep in a long log', { timeout: 90_000 }, async () => {
    const page = await openViewer(browser, origin, owner.token);
    await page.getByLabel('Search everything').fill('quokka');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Search' }).waitFor();
    expect(page.url()).toMatch(/#\/search\/quokka$/);
    const hits = page.locator('.search-hit');
    await poll(() => page.getByRole('main').getByRole('status').textContent()).toBe('1 results for “quokka”, best match first.');
    expect(await hits.locator('mark').first().textContent()).toBe('quokka');
    expect(await hits.first().getAttribute('data-kind')).toBe('EVENT');
    await screenshot(page, 'search');

    await hits.first().getByRole('link', { name: 'A long log' }).click();
    const selected = page.locator('.event-row button[aria-pressed="true"]');
    await selected.waitFor();
    expect(Number(await page.locator('.event-row:has(button[aria-pressed="true"])').getAttribute('data-seq'))).toBe(long.needleSeq);
    expect(await page.getByRole('region', { name: 'Selected event' }).textContent()).toMatch(
      new RegExp(`#${long.needleSeq} custom\\.step.*quokka sighted`, 's'),
    );
    expect(await text(page, '.timeline .count')).toMatch(/; newer ones load as you scroll up$/);
    await screenshot(page, 'timeline-at-hit');

    // Scrolled up to the newest: newer pages read, then the live feed follows.
    const scrolledUp = async () => {
      await page.locator('.virtual').evaluate((element) => {
        element.scrollTop = 0;
      });
      return timelineSeqs(page);
    };
    await poll(async () => (await scrolledUp())[0], { timeout: 20_000 }).toBe(long.lastSeq);
    expect(await text(page, '.timeline .count')).not.toMatch(/newer ones/);
    await poll(() => page.locator('[data-socket="live"]').count(), { timeout: 20_000 }).toBe(1);
    narrow((await owner.gql(Record, { input: { sessionId: long.sessionId, events: [{ type: 'after', data: {} }] } })).recordEvents, 'RecordEventsPayload');
    await poll(async () => (await timelineSeqs(page))[0]).toBe(long.lastSeq + 1);
    await page.close();
    expectCleanConsole(messages);
  });

  it("finds the demo's messages, their matched words marked, each hit opening its timeline at it", { timeout: 60_000 }, async () => {
    const page = await openViewer(browser, origin, owner.token);
    await page.goto(viewerUrl(origin, '#/search/bucket'));
    const hits = page.locator('.search-hit');
    await hits.first().waitFor();
    const kinds = new Set(await hits.evaluateAll((items) => items.map((item) => item.getAttribute('data-kind'))));
    expect(kinds.has('MESSAGE')).toBe(true);
    expect(await hits.locator('mark').first().textContent()).toMatch(/^bucket/i);
    const links = await hits.getByRole('link').evaluateAll((items) => items.map((item) => item.getAttribute('href')));
    expect(links.every((href) => /^#\/sessions\/[^/]+\/timeline\/at\/t\d+_/.test(href ?? ''))).toBe(true);
    await screenshot(page, 'search-demo');
    await hits.getByRole('link').first().click();
    await page.locator('.event-row button[aria-pressed="true"]').waitFor();
    await page.close();
    expectCleanConsole(messages);
  });

  it("opens a fork's inherited entry in its source's timeline", { timeout: 60_000 }, async () => {
    const { session } = await owner.gql(InheritedEntry, { id: seeded.forkId });
    const entry = narrow(session, 'Session').timeline!.nodes[0]!;
    expect(entry.inherited).toBe(true);
    const page = await openViewer(browser, origin, owner.token);
    await page.goto(at(seeded.forkId, 'timeline', 'at', entry.cursor));
    await poll(() => page.url()).toContain(`#/sessions/${encodeURIComponent(seeded.sessionId)}/timeline/at/`);
    await page.getByRole('heading', { level: 1, name: 'Add rate limiting to the public API' }).waitFor();
    expect(Number(await page.locator('.event-row:has(button[aria-pressed="true"])').getAttribute('data-seq'))).toBe(entry.event.seq);
    await page.close();
    expectCleanConsole(messages);
  });
});
