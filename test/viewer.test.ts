// The viewer's pages in a real Chromium against a real server (its own dist/viewer/, served at /viewer) over a real
// PostgreSQL, on the demo's data (`npm run demo`'s seed): the token gate, the sessions list with its filters, a
// session's overview, timeline and conversation, at 1280×800 and at a phone's 390 px, by keyboard, with the strict
// CSP and no violation of it. Screenshots of each page: test-artifacts/viewer/.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/cli/demo/seed.ts';
import { narrow } from '../src/client/results.ts';
import { tempDir } from './helpers/fs.ts';
import { gqlOver, startLiveApp } from './helpers/live.ts';
import { ChangeSession, CreateSession, CreateWorkspace } from './helpers/operations.ts';
import { expectCleanConsole, openViewer, overflowing, screenshot, viewerBrowser, viewerBuilt, viewerUrl } from './helpers/viewer.ts';

await viewerBuilt();
const live = await startLiveApp();
const { httpUrl, token } = live;
const { browser, console: messages } = await viewerBrowser();
let seeded: Awaited<ReturnType<typeof seedDemo>>;
let spareWorkspaceId: string;
const gql = <R, V>(document: Parameters<typeof gqlOver<R, V>>[2], variables: V) => gqlOver(httpUrl, token, document, variables);

beforeAll(async () => {
  seeded = await seedDemo({ url: httpUrl, token, home: await tempDir('savepoint-viewer-demo-') });
  // The newest session, cancelled: not resumable, so listed after the demo's two.
  const workspace = narrow((await gql(CreateWorkspace, { input: { path: await tempDir() } })).createWorkspace, 'CreateWorkspacePayload');
  spareWorkspaceId = workspace.workspace.id;
  const created = await gql(CreateSession, { input: { workspaceId: spareWorkspaceId, objective: 'Abandoned idea' } });
  const sessionId = narrow(created.createSession, 'CreateSessionPayload').session.id;
  narrow((await gql(ChangeSession.cancel, { input: { sessionId } })).cancelSession, 'SessionStatePayload');
}, 120_000);

const sessionUrl = (id: string, tab = '') => viewerUrl(httpUrl, `#/sessions/${encodeURIComponent(id)}${tab ? `/${tab}` : ''}`);

/** The text of the page's main region, on one line. */
const mainText = async (page: Page) => ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ');

describe('the token gate', () => {
  it('refuses a wrong token and keeps nothing, then takes the right one; the token is never in the HTML or the address', { timeout: 60_000 }, async () => {
    const page = await browser.newPage();
    const response = await page.goto(viewerUrl(httpUrl));
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toBe(
      "default-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    await page.getByLabel('API token').fill('sp_not-a-real-token');
    await page.getByRole('button', { name: 'Open the viewer' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/This token was refused/);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await screenshot(page, 'token-refused');
    // The browser logs the refused request (401): expected here, and the only message it may log.
    expect(messages.splice(0)).toEqual([expect.stringMatching(/status of 401/)]);

    await page.getByLabel('API token').fill(token);
    await page.getByRole('button', { name: 'Open the viewer' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sessions' }).waitFor();
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual(['savepoint.token']);
    // A reload stays in: pasted once per tab.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Sessions' }).waitFor();
    await page.goto(sessionUrl(seeded.sessionId, 'timeline'));
    await page.locator('.event-row').first().waitFor();
    for (const text of [await page.content(), page.url(), await page.evaluate(() => document.documentElement.outerHTML)]) {
      expect(text.includes(token)).toBe(false);
    }
    // Forgetting it goes back to the gate, in this tab.
    await page.getByRole('button', { name: 'Forget token' }).click();
    await page.getByLabel('API token').waitFor();
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await page.close();
    expectCleanConsole(messages);
  });
});

describe('the sessions list', () => {
  it('shows the demo sessions resumable first with their states in words, filters them, and follows their states live', { timeout: 60_000 }, async () => {
    const page = await openViewer(browser, httpUrl, token);
    const rows = page.locator('.session-row');
    await expect.poll(() => rows.count()).toBe(5);
    // Resumable first, newest first among them: the LangGraph thread's fork and the thread (demo/thread.ts), the
    // session's fork, its source, then the cancelled one (the newest of all).
    const texts = (await rows.allTextContents()).map((text) => text.replace(/\s+/g, ' '));
    expect(texts).toEqual([
      expect.stringMatching(/Thread research-\w+-short.*State: created.*resumable.*fork/),
      expect.stringMatching(/Thread research-\w+.*State: running.*resumable/),
      expect.stringMatching(/sliding window.*State: paused.*resumable.*fork/),
      expect.stringMatching(/Add rate limiting.*State: awaiting approval.*resumable/),
      expect.stringMatching(/Abandoned idea.*State: cancelled.*not resumable/),
    ]);
    await screenshot(page, 'sessions');

    await page.getByLabel('State').selectOption('PAUSED');
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringMatching(/sliding window/)]);
    await page.getByLabel('State').selectOption('');
    await page.getByLabel('Search', { exact: true }).fill('public API');
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringMatching(/Add rate limiting/)]);
    await page.getByLabel('Search', { exact: true }).fill('');
    await page.getByLabel('Resumable').selectOption('no');
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringMatching(/Abandoned idea/)]);
    await page.getByLabel('Search', { exact: true }).fill('no such words');
    await expect.poll(() => page.getByText('No session matches.').count()).toBe(1);
    await page.getByLabel('Search', { exact: true }).fill('');
    await page.getByLabel('Resumable').selectOption('');
    await expect.poll(() => rows.count()).toBe(5);

    // Live: a session made in a listed workspace appears, and its badge follows its state.
    const created = await gql(CreateSession, { input: { workspaceId: spareWorkspaceId, objective: 'Arrived while watching' } });
    const sessionId = narrow(created.createSession, 'CreateSessionPayload').session.id;
    const row = page.locator(`.session-row[data-session="${sessionId}"] .badge`).first();
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toBe('State: created');
    narrow((await gql(ChangeSession.start, { input: { sessionId } })).startSession, 'SessionStatePayload');
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toBe('State: running');
    narrow((await gql(ChangeSession.cancel, { input: { sessionId } })).cancelSession, 'SessionStatePayload');
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toBe('State: cancelled');
    await page.close();
    expectCleanConsole(messages);
  });

  it('fits a phone: nothing wider than 390 px', { timeout: 60_000 }, async () => {
    const page = await openViewer(browser, httpUrl, token);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.locator('.session-row').count()).toBe(6);
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'sessions-390');
    await page.goto(sessionUrl(seeded.sessionId));
    await page.getByRole('heading', { level: 2, name: 'Plan' }).waitFor();
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'session-390');
    await page.goto(sessionUrl(seeded.sessionId, 'timeline'));
    await page.locator('.event-row').first().waitFor();
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'timeline-390');
    await page.close();
  });

  it('is reached by keyboard: Tab goes through the header, the filters and every session', { timeout: 60_000 }, async () => {
    const page = await openViewer(browser, httpUrl, token);
    await expect.poll(() => page.locator('.session-row').count()).toBe(6);
    const reached: string[] = [];
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      reached.push(
        await page.evaluate(() => {
          const element = document.activeElement as HTMLElement;
          const label = element.closest('label')?.firstChild?.textContent?.trim();
          return `${element.tagName.toLowerCase()}:${label ?? element.textContent?.trim().slice(0, 20)}`;
        }),
      );
    }
    expect(reached).toEqual([
      'a:Savepoint',
      'button:Forget token',
      'input:Search',
      'select:State',
      'select:Resumable',
      'input:Search everything',
      'button:Search',
      expect.stringMatching(/^a:Thread research-/),
      expect.stringMatching(/^a:Thread research-/),
      expect.stringMatching(/^a:Rate limiting with a/),
      expect.stringMatching(/^a:Add rate limiting/),
      expect.stringMatching(/^a:Arrived while/),
      expect.stringMatching(/^a:Abandoned idea/),
      expect.stringMatching(/^body:/), // past the last control, out of the page
    ]);
    // Enter on a session opens it.
    await page.keyboard.press('Shift+Tab'); // the cancelled ones
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab'); // the demo's
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: 'Plan' }).waitFor();
    await page.close();
  });
});

describe('a session', () => {
  it('shows its plan tree with states and progress, the pending approval, ready tasks, roles and todos', { timeout: 60_000 }, async () => {
    const page = await openViewer(browser, httpUrl, token);
    await page.goto(sessionUrl(seeded.sessionId));
    await page.getByRole('heading', { level: 2, name: 'Plan' }).waitFor();
    const text = await mainText(page);
    expect(text).toContain('Add rate limiting');
    expect(text).toMatch(/State: awaiting approval/);
    expect(text).toMatch(/Pending approvals \(1\)/);
    expect(text).toMatch(/\d+ of 5 tasks completed/);
    expect(await page.locator('.phase').count()).toBe(3);
    expect(await page.locator('.task').count()).toBe(5);
    expect(await page.locator('.task .badge').allTextContents()).toEqual(expect.arrayContaining(['Task: paused', 'Task: completed']));
    expect(await page.locator('.todos li').count()).toBeGreaterThanOrEqual(3);
    expect(await page.locator('.roles tbody tr').count()).toBeGreaterThan(0);
    expect(await page.locator('progress').getAttribute('value')).not.toBeNull();
    await screenshot(page, 'session-overview');
    await page.close();
    expectCleanConsole(messages);
  });

  it('shows its timeline newest first, filtered by kind, each event in detail on demand', { timeout: 60_000 }, async () => {
    const page = await openViewer(browser, httpUrl, token);
    await page.goto(sessionUrl(seeded.sessionId, 'timeline'));
    const rows = page.locator('.event-row');
    await rows.first().waitFor();
    const seqs = await rows.evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-seq'))));
    expect(seqs.length).toBeGreaterThan(10);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    expect(await rows.first().getAttribute('aria-posinset')).toBe('1');
    await page.getByLabel('Kind').selectOption('task');
    await expect
      .poll(async () => new Set(await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-type')?.split('.')[0]))))
      .toEqual(new Set(['task']));
    await rows.first().getByRole('button').click();
    await expect.poll(() => page.getByRole('region', { name: 'Selected event' }).textContent()).toMatch(/task\.\w+/);
    await screenshot(page, 'session-timeline');
    await page.close();
    expectCleanConsole(messages);
  });

  it('shows its conversation with tool calls folded, tokens and cost; a fork marks what it inherited', { timeout: 60_000 }, async () => {
    const page = await openViewer(browser, httpUrl, token);
    await page.goto(sessionUrl(seeded.sessionId, 'conversation'));
    const messageItems = page.locator('.message');
    await messageItems
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(async (error) => {
        throw new Error(`no message shown; the page shows: ${await mainText(page)}`, { cause: error });
      });
    expect(await page.locator('.totals').textContent()).toMatch(/\d+ messages, [\d,]+ tokens, \$\d/);
    // The survey's tool call was compacted: it shows among the messages set aside, marked so.
    expect(await page.locator('details.tool-call').count()).toBe(0);
    await page.getByLabel('Show the messages rewinds and compactions set aside').check();
    await expect.poll(() => page.locator('.message.set-aside').count()).toBeGreaterThan(0);
    const call = page.locator('details.tool-call').first();
    expect(await call.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
    await call.locator('summary').click();
    expect(await call.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
    expect(await page.locator('.message.inherited').count()).toBe(0);
    await screenshot(page, 'session-conversation');

    await page.goto(sessionUrl(seeded.forkId, 'conversation'));
    await messageItems.first().waitFor();
    expect(await page.locator('.message.inherited').count()).toBeGreaterThan(0);
    expect(await page.locator('.message.inherited .badge.inherited').first().textContent()).toBe('inherited from the source session');
    await screenshot(page, 'fork-conversation');
    await page.close();
    expectCleanConsole(messages);
  });
});

describe('the sessions list, live from where it read', () => {
  it('misses no change made while its list was being read: its feeds follow from cursors read before the list', { timeout: 60_000 }, async () => {
    const created = await gql(CreateSession, { input: { workspaceId: spareWorkspaceId, objective: 'Changed while the list loads' } });
    const sessionId = narrow(created.createSession, 'CreateSessionPayload').session.id;
    const page = await browser.newPage();
    // The list's answer, as the server gave it, reaches the page only after the session has changed: a feed that
    // started "from now" once the list arrived would never hear of that change.
    let held = false;
    await page.route('**/graphql', async (route) => {
      if (held || !(route.request().postData() ?? '').includes('query ViewerSessions(')) return route.fallback();
      held = true;
      const response = await route.fetch();
      narrow((await gql(ChangeSession.start, { input: { sessionId } })).startSession, 'SessionStatePayload');
      await route.fulfill({ response });
    });
    await page.goto(viewerUrl(httpUrl));
    await page.getByLabel('API token').fill(token);
    await page.getByRole('button', { name: 'Open the viewer' }).click();
    const badge = page.locator(`.session-row[data-session="${sessionId}"] .badge`).first();
    await badge.waitFor();
    expect(held).toBe(true);
    await expect.poll(() => badge.textContent(), { timeout: 20_000 }).toBe('State: running');
    await page.close();
    expectCleanConsole(messages);
  });
});
