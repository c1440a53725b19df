// The viewer in a real Chromium (Debian's, driven by playwright-core) against a real server: the bundle built as
// `npm install` builds it (bin/viewer-bundle.js, into dist/viewer/, which the server serves by default), a browser
// that records every console message (a CSP violation is one), the token pasted as a person pastes it, and
// screenshots kept in test-artifacts/viewer/ (ignored by git).
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { buildViewer, isViewerFresh } from '../../bin/viewer-bundle.js';
import { afterFile } from './after-file.ts';

const CHROMIUM = process.env.SAVEPOINT_CHROMIUM ?? '/usr/bin/chromium';

/** Where the viewer tests keep their screenshots: test-artifacts/viewer/ of the checkout. */
export const ARTIFACTS = fileURLToPath(new URL('../../test-artifacts/viewer/', import.meta.url));

/** Builds the viewer unless dist/viewer/ is fresh (the same check npm start makes). */
export async function viewerBuilt(): Promise<void> {
  if (!isViewerFresh()) await buildViewer();
}

/** A Chromium for this file, closed after it, and the console messages of all its pages. */
export async function viewerBrowser(): Promise<{ browser: BrowserContext; console: string[] }> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium is not installed at ${CHROMIUM}: apt-get install -y chromium (.ci/run does), or set SAVEPOINT_CHROMIUM.`);
  }
  const profile = await mkdtemp(path.join(os.tmpdir(), 'savepoint-chromium-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1280, height: 800 },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-proxy-server',
    ],
  });
  const messages: string[] = [];
  browser.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  browser.on('weberror', (error) => messages.push(`error: ${error.error().message}`));
  afterFile(async () => {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
  });
  return { browser, console: messages };
}

/** Opens the viewer and pastes the token into its gate, as a person would; resolves on the sessions page. */
export async function openViewer(browser: BrowserContext, httpUrl: string, token: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(viewerUrl(httpUrl));
  await page.getByLabel('API token').fill(token);
  await page.getByRole('button', { name: 'Open the viewer' }).click();
  await page.getByRole('heading', { level: 1, name: 'Sessions' }).waitFor();
  return page;
}

export const viewerUrl = (httpUrl: string, hash = '') => `${new URL('/viewer/', httpUrl).href}${hash}`;

/**
 * Waits for what `read` answers to pass the matcher, up to 30 s: vitest's default second is too short for the
 * agent's file work (a rewind, its undo) or a live update on a machine running other tests.
 */
export const poll = <T>(read: () => T | Promise<T>, options: { timeout?: number } = {}) => expect.poll(read, { timeout: 30_000, ...options });

/** Saves a screenshot of the whole page as test-artifacts/viewer/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** No console message of the pages was a Content-Security-Policy violation or an uncaught error. */
export function expectCleanConsole(messages: readonly string[]): void {
  expect(messages.filter((message) => /Content Security Policy|Refused to|^error: /i.test(message))).toEqual([]);
}

/** The seqs of the timeline's rows in view, top to bottom (newest first). */
export async function timelineSeqs(page: Page): Promise<number[]> {
  return page.locator('.event-row').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-seq'))));
}

/** The elements that reach past the viewport's right edge (none, on a page that fits), as tag.class. */
export async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5 && !element.closest('.virtual'))
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
  });
}

/**
 * Every row of the timeline, top to bottom, as seqs: the virtualised list is scrolled through from top to bottom and
 * each row read at its place (aria-posinset), so a duplicate shows as the same seq at two places.
 */
export async function allTimelineSeqs(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const scroller = document.querySelector<HTMLElement>('.virtual')!;
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const byPlace = new Map<number, number>();
    scroller.scrollTop = 0;
    for (;;) {
      await frame();
      for (const row of scroller.querySelectorAll('.event-row')) byPlace.set(Number(row.getAttribute('aria-posinset')), Number(row.getAttribute('data-seq')));
      if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1) break;
      scroller.scrollTop += scroller.clientHeight / 2;
    }
    scroller.scrollTop = 0;
    return [...byPlace].sort(([a], [b]) => a - b).map(([, seq]) => seq);
  });
}
