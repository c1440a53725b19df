// The viewer's checkpoints page in a real Chromium against a real server, on the demo's data and on a session whose
// checkpoints hold a large diff (a real git repository): the list (kind, label, number, time, task and step), a
// checkpoint's code diff against the previous checkpoint or another chosen one, unified and side by side, highlighted,
// and its state diff; a large diff stays usable (files folded, lines shown a few hundred at a time).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/cli/demo/seed.ts';
import { createTestApp } from './helpers/app.ts';
import { tempDir } from './helpers/fs.ts';
import { initRepo } from './helpers/git.ts';
import { READ_THEN_WRITE, scenario } from './helpers/scenario.ts';
import { expectCleanConsole, openViewer, overflowing, poll, screenshot, viewerBrowser, viewerBuilt, viewerUrl } from './helpers/viewer.ts';

await viewerBuilt();
const app = await createTestApp();
const origin = app.origin!;
const { browser, console: messages } = await viewerBrowser();
let token: string;
let seeded: Awaited<ReturnType<typeof seedDemo>>;
let big: { sessionId: string; first: { id: string }; second: { id: string } };

const LINES = 1_000;
const numbered = (prefix: string) => Array.from({ length: LINES }, (_, i) => `export const ${prefix}${i} = ${i};`).join('\n');

beforeAll(async () => {
  const owner = await app.owner('viewer-checkpoints');
  token = owner.token;
  seeded = await seedDemo({ url: `${origin}/graphql`, token, home: await tempDir('savepoint-viewer-demo-') });
  // A large diff: a file of 1,000 lines rewritten whole, and twelve small files added.
  const dir = await tempDir();
  await initRepo(dir, { 'src/big.ts': `${numbered('before')}\n` });
  const s = await scenario(owner, READ_THEN_WRITE, { dir });
  await s.start();
  const first = await s.checkpoint('before the rewrite');
  await writeFile(path.join(dir, 'src/big.ts'), `${numbered('after')}\n`);
  for (let i = 0; i < 12; i++) await writeFile(path.join(dir, `src/added-${String(i).padStart(2, '0')}.ts`), `export const added = ${i};\n`);
  const second = await s.checkpoint('after the rewrite');
  big = { sessionId: s.session.id, first, second };
}, 120_000);

const checkpointsUrl = (sessionId: string, ...rest: string[]) =>
  viewerUrl(origin, `#/sessions/${[sessionId, 'checkpoints', ...rest].map(encodeURIComponent).join('/')}`);

const text = async (page: Page, selector: string) => ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ');

describe('the checkpoints page', () => {
  it("lists the demo session's checkpoints and shows one's code diff, highlighted, unified and side by side, and its state diff", {
    timeout: 60_000,
  }, async () => {
    const page = await openViewer(browser, origin, token);
    await page.goto(checkpointsUrl(seeded.sessionId));
    const rows = page.locator('.checkpoint-list li');
    await rows.first().waitFor();
    const listed = (await rows.allTextContents()).map((row) => row.replace(/\s+/g, ' '));
    expect(listed.length).toBeGreaterThanOrEqual(2);
    const seqs = await rows.evaluateAll((items) => items.map((item) => Number(item.querySelector('.seq')?.textContent?.slice(1))));
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a)); // newest first
    const manual = listed.find((row) => row.includes('limiter written, tests running'));
    expect(manual).toMatch(/manual.*\d{4}.*\d+ files, \+\d+ −\d+/);
    expect(listed.some((row) => /step “/.test(row))).toBe(true); // the automatic STEP checkpoints name their step

    // The manual checkpoint, compared with the first one: the limiter was written in between.
    await page.locator('.checkpoint-list a', { hasText: 'limiter written, tests running' }).click();
    await page.getByRole('heading', { level: 3, name: /limiter written, tests running/ }).waitFor();
    const firstSeq = Math.min(...seqs);
    const compared = page.getByLabel('Compared with');
    const firstOption = (await compared.locator('option').allTextContents()).find((option) => option.startsWith(`#${firstSeq} `));
    await compared.selectOption({ label: firstOption! });
    await poll(() => page.url()).toMatch(/checkpoints\/[^/]+\/[^/]+$/);
    const file = page.locator('.diff-file[data-path="src/limiter.ts"]');
    await file.waitFor();
    expect(await text(page, '.diff-file[data-path="src/limiter.ts"] h4')).toMatch(/src\/limiter\.ts added \+12 −0/);
    expect(await file.locator('tr.added').count()).toBe(12);
    expect(await file.locator('.hljs-keyword').first().textContent()).toBe('const');
    expect(await file.locator('tr.added .ln').nth(1).textContent()).toBe('1'); // new line numbers
    expect(await text(page, '.state-diff-section')).toMatch(/From checkpoint #\d+/);
    expect(await page.locator('.state-changes tbody tr').count()).toBeGreaterThan(0);
    const taskRows = (await page.locator('.state-changes tr[data-entity="TASK"]').allInnerTexts()).map((row) => row.replace(/\s+/g, ' '));
    expect(taskRows).toEqual(expect.arrayContaining(['task survey pending completed', 'task limiter pending running']));
    await screenshot(page, 'checkpoint-unified');

    await page.getByLabel('Side by side').check();
    await file.locator('table.diff-split').waitFor();
    expect(
      await file
        .locator('tr')
        .filter({ has: page.locator('td.code.empty') })
        .count(),
    ).toBe(12); // nothing on the left
    await screenshot(page, 'checkpoint-split');

    // Folding a file by keyboard.
    await file.getByRole('button', { name: 'src/limiter.ts' }).focus();
    await page.keyboard.press('Enter');
    expect(await file.locator('table').count()).toBe(0);
    expect(await file.getByRole('button', { name: 'src/limiter.ts' }).getAttribute('aria-expanded')).toBe('false');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.diff-file').first().waitFor();
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'checkpoint-390');
    await page.close();
    expectCleanConsole(messages);
  });

  it('keeps a large diff usable: files past the first ten folded, a long file shown 300 lines at a time', { timeout: 60_000 }, async () => {
    const page = await openViewer(browser, origin, token);
    await page.goto(checkpointsUrl(big.sessionId, big.second.id));
    await page.getByRole('heading', { level: 3, name: /after the rewrite/ }).waitFor();
    const files = page.locator('.diff-file');
    await poll(() => files.count()).toBe(13);
    expect(await text(page, '.code-diff p')).toMatch(/13 files changed, \+1012 −1000/);
    const folds = await files.locator('button.fold').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-expanded')));
    expect(folds.filter((open) => open === 'true').length).toBe(10); // the first ten (src/added-*.ts, in path order)
    const long = page.locator('.diff-file[data-path="src/big.ts"]');
    expect(await long.locator('button.fold').getAttribute('aria-expanded')).toBe('false');
    await long.locator('button.fold').click();
    await poll(() => long.locator('tr.added, tr.removed').count()).toBe(300);
    expect(await text(page, '.diff-file[data-path="src/big.ts"] .more')).toMatch(/Showing 300 of 2000 lines/);
    await long.getByRole('button', { name: 'Show 300 more lines' }).click();
    await poll(() => long.locator('tr.added, tr.removed').count()).toBe(600);
    await long.getByRole('button', { name: 'Show all' }).click();
    await poll(() => long.locator('tr.added, tr.removed').count()).toBe(2000);
    expect(await long.locator('.more').count()).toBe(0);
    await screenshot(page, 'checkpoint-large');

    // Against itself there is nothing to show; against the first one, the same diff as against the previous one.
    await page.goto(checkpointsUrl(big.sessionId, big.first.id));
    await page.getByRole('heading', { level: 3, name: /before the rewrite/ }).waitFor();
    await poll(() => text(page, '.code-diff p')).toMatch(/From nothing \(its first code snapshot\): 1 files changed, \+1000 −0/);
    await page.close();
    expectCleanConsole(messages);
  });
});
