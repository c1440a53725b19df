// The viewer live, in a real Chromium against a real server: an event recorded through the API appears in the open
// timeline (the delay from the mutation's answer to the row is measured in the page and logged: the budget is the
// bench's, not an assertion), a burst of 1,000 events is shown whole, and a restart of the server shows
// "Reconnecting…", then the timeline catches up from its cursor with every event once: no gap, no duplicate row.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { graphql } from './gql/index.ts';
import { tempDir } from './helpers/fs.ts';
import { gqlOver, startLiveApp } from './helpers/live.ts';
import { CreateSession, CreateWorkspace } from './helpers/operations.ts';
import { allTimelineSeqs, expectCleanConsole, openViewer, screenshot, timelineSeqs, viewerBrowser, viewerBuilt, viewerUrl } from './helpers/viewer.ts';
import { freePort } from './setup/global.ts';

const Record = graphql(`
  mutation ViewerLiveRecord($input: RecordEventsInput!) { recordEvents(input: $input) { __typename ... on Error { code message } } }
`);
const RECORD_TEXT = 'mutation($input: RecordEventsInput!) { recordEvents(input: $input) { __typename } }';

await viewerBuilt();
const { browser, console: messages } = await viewerBrowser();

async function sessionOn(httpUrl: string, token: string): Promise<string> {
  const workspace = await gqlOver(httpUrl, token, CreateWorkspace, { input: { path: await tempDir() } });
  const workspaceId = narrow(workspace.createWorkspace, 'CreateWorkspacePayload').workspace.id;
  const created = await gqlOver(httpUrl, token, CreateSession, { input: { workspaceId, objective: 'Watched live' } });
  return narrow(created.createSession, 'CreateSessionPayload').session.id;
}

const record = async (httpUrl: string, token: string, sessionId: string, from: number, count: number) => {
  const events = Array.from({ length: count }, (_, i) => ({ type: 'n', data: { n: from + i } }));
  narrow((await gqlOver(httpUrl, token, Record, { input: { sessionId, events } })).recordEvents, 'RecordEventsPayload');
};

async function openTimeline(httpUrl: string, token: string, sessionId: string): Promise<Page> {
  const page = await openViewer(browser, httpUrl, token);
  await page.goto(viewerUrl(httpUrl, `#/sessions/${encodeURIComponent(sessionId)}/timeline`));
  await page.locator('.event-row').first().waitFor();
  return page;
}

/** The timeline's count line: how many events it holds. */
const shownCount = async (page: Page) => Number(/(\d+) events shown/.exec((await page.locator('.timeline .count').textContent()) ?? '')?.[1]);

describe('the timeline, live', () => {
  it('shows an event recorded through the API, and a burst of 1,000, as they come', { timeout: 90_000 }, async () => {
    const { httpUrl, token } = await startLiveApp();
    const sessionId = await sessionOn(httpUrl, token);
    const page = await openTimeline(httpUrl, token, sessionId);
    await expect.poll(() => page.locator('[data-socket="live"]').count(), { timeout: 20_000 }).toBe(1);

    // Measured in the page, on one clock: the mutation's answer, then the row (a MutationObserver sees it added).
    const timing = await page.evaluate(
      async ({ url, token, sessionId, mutation }) => {
        let shownAt = 0;
        const observer = new MutationObserver(() => {
          if (!shownAt && document.querySelector('[data-type="custom.live-probe"]')) shownAt = performance.now();
        });
        observer.observe(document.body, { childList: true, subtree: true });
        const sentAt = performance.now();
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query: mutation, variables: { input: { sessionId, events: [{ type: 'live-probe', data: {} }] } } }),
        });
        await response.json();
        const answeredAt = performance.now();
        while (!shownAt) await new Promise((resolve) => setTimeout(resolve, 5));
        observer.disconnect();
        return { answered: answeredAt - sentAt, shownAfterAnswer: shownAt - answeredAt };
      },
      { url: httpUrl, token, sessionId, mutation: RECORD_TEXT },
    );
    console.log(
      `viewer: the mutation answered in ${timing.answered.toFixed(1)} ms; its row was shown ${timing.shownAfterAnswer.toFixed(1)} ms after the answer`,
    );
    expect(await page.locator('.event-row').first().getAttribute('data-type')).toBe('custom.live-probe');

    const before = await shownCount(page);
    const burstAt = Date.now();
    await record(httpUrl, token, sessionId, 0, 1_000);
    await expect.poll(() => shownCount(page), { timeout: 30_000 }).toBe(before + 1_000);
    console.log(`viewer: a burst of 1,000 events was shown whole ${Date.now() - burstAt} ms after it was sent`);
    const seqs = await timelineSeqs(page);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => seqs[0]! - i));
    await screenshot(page, 'timeline-live');
    await page.close();
    expectCleanConsole(messages);
  });

  it('loads older events by cursor as the list is scrolled to its end, each once', { timeout: 90_000 }, async () => {
    const { httpUrl, token } = await startLiveApp();
    const sessionId = await sessionOn(httpUrl, token);
    await record(httpUrl, token, sessionId, 0, 650);
    const page = await openTimeline(httpUrl, token, sessionId);
    expect(await shownCount(page)).toBe(200); // the newest page
    const last = Number(await page.locator('.event-row').first().getAttribute('data-seq'));
    await expect
      .poll(
        async () => {
          await page.locator('.virtual').evaluate((scroller) => scroller.scrollTo({ top: scroller.scrollHeight }));
          return shownCount(page);
        },
        { timeout: 30_000 },
      )
      .toBe(last);
    expect(await page.locator('.timeline .count').textContent()).toMatch(/from the first/);
    expect(await allTimelineSeqs(page)).toEqual(Array.from({ length: last }, (_, i) => last - i));
    await page.close();
    expectCleanConsole(messages);
  });

  it('shows "Reconnecting…" while its server restarts, then catches up from its cursor: no gap, no duplicate', { timeout: 180_000 }, async () => {
    const port = await freePort();
    const dataDir = await tempDir('savepoint-viewer-restart-');
    const first = await startLiveApp({ port, dataDir });
    const { token } = first;
    const other = await startLiveApp({}, { url: first.databaseUrl }); // the work goes on through it while the first is down
    const sessionId = await sessionOn(first.httpUrl, token);
    const page = await openTimeline(first.httpUrl, token, sessionId);
    await expect.poll(() => page.locator('[data-socket="live"]').count(), { timeout: 20_000 }).toBe(1);
    await record(first.httpUrl, token, sessionId, 0, 5);
    await expect.poll(() => page.locator('.event-row[data-type="custom.n"]').count()).toBe(5);

    await first.stop();
    await expect.poll(() => page.locator('[data-socket="reconnecting"]').textContent(), { timeout: 20_000 }).toBe('Reconnecting…');
    await screenshot(page, 'timeline-reconnecting');
    await record(other.httpUrl, token, sessionId, 5, 5);
    await record(other.httpUrl, token, sessionId, 10, 5);

    const again = await startLiveApp({ port, dataDir }, { url: first.databaseUrl });
    expect(again.httpUrl).toBe(first.httpUrl);
    await record(again.httpUrl, token, sessionId, 15, 5);
    await expect.poll(() => page.locator('[data-socket="live"]').count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => page.locator('.event-row[data-type="custom.n"]').count(), { timeout: 30_000 }).toBe(20);

    // Every event of the log once, in order: as many rows as the log has events, their seqs consecutive.
    const { session } = await gqlOver(
      again.httpUrl,
      token,
      graphql(`query ViewerLiveLast($id: ID!) { session(id: $id) { ... on Session { lastEventSeq } } }`),
      {
        id: sessionId,
      },
    );
    const last = (session as { lastEventSeq: number }).lastEventSeq;
    expect(await shownCount(page)).toBe(last);
    expect(await allTimelineSeqs(page)).toEqual(Array.from({ length: last }, (_, i) => last - i));
    await page.getByLabel('Kind').selectOption('custom');
    await expect.poll(() => shownCount(page)).toBe(20);
    const ns = await page.locator('.event-row[data-type="custom.n"] .gist').allTextContents();
    expect(ns.map((gist) => JSON.parse(gist).n)).toEqual(Array.from({ length: 20 }, (_, i) => 19 - i));
    await screenshot(page, 'timeline-caught-up');
    await page.close();
  });
});
