// Steering a session from the viewer, in a real Chromium against a real server whose embedded agent works in a real
// git repository: every action previews first, then acts, and a refusal shows the API's message. A rewind of the
// conversation and the code changes the file on disk and the messages, and its undo brings both back; a rewind from
// a checkpoint does the same for the code; a fork from a message opens the new session holding the messages up to
// there; an approval is approved (and a second tab's decision is refused, saying why) or rejected; a resume shows
// its dry run, then takes the lease. The dialogs are labelled, keep the focus, close on Escape and give the focus back.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/cli/demo/seed.ts';
import { createClient } from '../src/client/client.ts';
import { RequestApprovalDocument, SessionStatusDocument } from '../src/client/gql/operations.ts';
import { narrow } from '../src/client/results.ts';
import { createTestApp } from './helpers/app.ts';
import { tempDir } from './helpers/fs.ts';
import { initRepo } from './helpers/git.ts';
import { READ_THEN_WRITE, scenario } from './helpers/scenario.ts';
import { visible } from './helpers/sessions.ts';
import { expectCleanConsole, openViewer, overflowing, poll, screenshot, viewerBrowser, viewerBuilt, viewerUrl } from './helpers/viewer.ts';

await viewerBuilt();
const app = await createTestApp();
const origin = app.origin!;
const { browser, console: messages } = await viewerBrowser();
let owner: Awaited<ReturnType<typeof app.owner>>;
let s: Awaited<ReturnType<typeof scenario>>;
let seeded: Awaited<ReturnType<typeof seedDemo>>;
let dir: string;
let before: { id: string };
const limits = () => readFile(path.join(dir, 'src/limits.ts'), 'utf8');
const client = () => createClient({ url: `${origin}/graphql`, token: owner.token });

beforeAll(async () => {
  owner = await app.owner('viewer-steering');
  dir = await tempDir();
  await initRepo(dir, { 'src/limits.ts': 'export const limit = 10;\n' });
  s = await scenario(owner, READ_THEN_WRITE, { dir });
  await s.start();
  await s.complete('one');
  await s.say('Raising the limit.');
  before = await s.checkpoint('before the change');
  await writeFile(path.join(dir, 'src/limits.ts'), 'export const limit = 100;\n');
  await s.say('Raised it to 100.', 'Now a sliding window?');
  await s.complete('two');
  await s.checkpoint('limit raised');
  seeded = await seedDemo({ url: `${origin}/graphql`, token: owner.token, home: await tempDir('savepoint-viewer-demo-') });
}, 120_000);

const at = (sessionId: string, ...rest: string[]) => viewerUrl(origin, `#/sessions/${[sessionId, ...rest].map(encodeURIComponent).join('/')}`);

async function openAt(url: string): Promise<Page> {
  const page = await openViewer(browser, origin, token());
  await page.goto(url);
  return page;
}
const token = () => owner.token;

/** The message of the conversation whose text is `content`. */
const messageItem = (page: Page, content: string) => page.locator('.message', { has: page.locator('.content', { hasText: content }) });
const shownMessages = (page: Page) => page.locator('.message:not(.set-aside) .content').allTextContents();
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-opener') ?? document.activeElement?.tagName ?? null);

describe('rewind, previewed, then undone', () => {
  it('cuts the conversation and the code back from a message, and the undo brings both back', { timeout: 90_000 }, async () => {
    const page = await openAt(at(s.session.id, 'conversation'));
    const message = messageItem(page, 'Raising the limit.');
    await message.waitFor();
    const opener = message.getByRole('button', { name: 'Rewind to here…' });

    // Escape closes the dialog and gives the focus back; Tab stays inside it, even before the page has painted: effects
    // that wait for a frame (Preact's useEffect: the next animation frame, or a timer of 35 ms) are held back until the keys
    // are done: every frame and every timer with a delay, whatever Preact's delay is.
    await page.evaluate(() => {
      const held: (() => void)[] = [];
      const { requestAnimationFrame: frame, setTimeout: timer } = window;
      const hold = (run: () => void) => {
        held.push(run);
        return 0;
      };
      window.requestAnimationFrame = (callback) => hold(() => frame(callback));
      window.setTimeout = ((callback: () => void, ms?: number) => ((ms ?? 0) > 0 ? hold(() => timer(callback, ms)) : timer(callback, ms))) as typeof setTimeout;
      const releaseFrames = () => {
        Object.assign(window, { requestAnimationFrame: frame, setTimeout: timer });
        for (const run of held) run();
      };
      Object.assign(window, { releaseFrames });
    });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Rewind to the message “Raising the limit.”' });
    await dialog.waitFor();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await poll(() => dialog.count()).toBe(0);
    expect(await focused(page)).toMatch(/^rewind:/);
    await page.evaluate(() => (window as unknown as { releaseFrames: () => void }).releaseFrames());

    await opener.click();
    await dialog.getByLabel('Rewind the code and plan too').check();
    await dialog.getByRole('button', { name: 'Preview the rewind' }).click();
    const preview = dialog.getByRole('region', { name: 'Preview' });
    await preview.waitFor();
    const previewText = ((await preview.textContent()) ?? '').replace(/\s+/g, ' ');
    expect(previewText).toMatch(/the code of checkpoint #1 \(before the change\)/);
    expect(previewText).toMatch(/src\/limits\.ts modified/);
    expect(previewText).toMatch(/2 messages would be set aside/);
    expect(previewText).toMatch(/What cannot be undone/);
    await screenshot(page, 'rewind-preview');
    expect(await limits()).toBe('export const limit = 100;\n'); // a preview changes nothing

    await dialog.getByRole('button', { name: 'Rewind', exact: true }).click();
    await poll(() => dialog.getByRole('status').first().textContent()).toMatch(/Rewound \(conversation\): 1 files changed, 2 messages set aside/);
    expect(await limits()).toBe('export const limit = 10;\n');
    expect(await visible(owner, s.conversationId)).toEqual(['Raising the limit.']);
    await screenshot(page, 'rewind-done');

    await dialog.getByRole('button', { name: 'Undo this rewind' }).click();
    await poll(() => dialog.locator('.undone').textContent()).toMatch(/Undone/);
    expect(await limits()).toBe('export const limit = 100;\n');
    expect(await visible(owner, s.conversationId)).toEqual(['Raising the limit.', 'Raised it to 100.', 'Now a sliding window?']);
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await poll(() => shownMessages(page)).toEqual(['Raising the limit.', 'Raised it to 100.', 'Now a sliding window?']);
    await page.close();
    expectCleanConsole(messages);
  });

  it('puts the code back to a checkpoint and undoes it; a refused rewind shows why', { timeout: 90_000 }, async () => {
    const page = await openAt(at(s.session.id, 'checkpoints', before.id));
    await page.getByRole('heading', { level: 3, name: /before the change/ }).waitFor();
    await page.getByRole('button', { name: 'Rewind to here…' }).click();
    const dialog = page.getByRole('dialog', { name: /^Rewind to checkpoint #1/ });
    await dialog.getByLabel('Keep what is there now').selectOption('BRANCH');
    await dialog.getByLabel('Branch name').fill('before rewind ~ not a name');
    await dialog.getByRole('button', { name: 'Preview the rewind' }).click();
    await poll(() => dialog.getByRole('alert').textContent()).toMatch(/^Refused \(\w+\): .*branch/i);
    expect(await limits()).toBe('export const limit = 100;\n');
    await screenshot(page, 'rewind-refused');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Rewind to here…' }).click();
    await dialog.getByRole('button', { name: 'Preview the rewind' }).click();
    await dialog.getByRole('button', { name: 'Rewind', exact: true }).click();
    await expect
      .poll(() => dialog.getByRole('status').first().textContent())
      .toMatch(/Rewound \(code\): 1 files changed, 0 messages set aside, the plan restored/);
    expect(await limits()).toBe('export const limit = 10;\n');
    await dialog.getByRole('button', { name: 'Undo this rewind' }).click();
    await poll(() => dialog.locator('.undone').count()).toBe(1);
    expect(await limits()).toBe('export const limit = 100;\n');
    await page.close();
  });
});

describe('fork from a message', () => {
  it('opens the new session, holding the messages up to there', { timeout: 90_000 }, async () => {
    const page = await openAt(at(s.session.id, 'conversation'));
    await messageItem(page, 'Raised it to 100.').getByRole('button', { name: 'Fork from here…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fork from the message “Raised it to 100.”' });
    await dialog.getByLabel("Name (the fork's objective)").fill('Try a sliding window');
    await dialog.getByLabel('A new plan').check();
    await dialog.getByLabel(/The new plan, as JSON/).fill('{ not json');
    await dialog.getByRole('button', { name: 'Preview the fork' }).click();
    await poll(() => dialog.getByRole('alert').textContent()).toMatch(/^The plan is not JSON/);
    await dialog.getByLabel("The source's plan as it stood at the point").check();
    await dialog.getByRole('button', { name: 'Preview the fork' }).click();
    expect(((await dialog.getByRole('region', { name: 'Preview' }).textContent()) ?? '').replace(/\s+/g, ' ')).toMatch(
      /“Try a sliding window”, a fork of .* from the message “Raised it to 100\.”/,
    );
    await screenshot(page, 'fork-preview');
    await dialog.getByRole('button', { name: 'Fork', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Try a sliding window' }).waitFor();
    expect(page.url()).toMatch(/\/conversation$/);
    await poll(() => shownMessages(page)).toEqual(['Raising the limit.', 'Raised it to 100.']);
    expect(await page.locator('.message.inherited').count()).toBe(2);
    await screenshot(page, 'fork-opened');
    await page.close();
    expectCleanConsole(messages);
  });
});

describe('compaction', () => {
  it('previews the messages a summary stands for, compacts them, and undoes it; the dialog fits a phone', { timeout: 90_000 }, async () => {
    const page = await openAt(at(s.session.id, 'conversation'));
    await page.setViewportSize({ width: 390, height: 844 });
    await messageItem(page, 'Raised it to 100.').getByRole('button', { name: 'Compact up to here…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compact up to “Raised it to 100.”' });
    await dialog.getByLabel('Summary').fill('The limit went from 10 to 100.');
    await dialog.getByRole('button', { name: 'Preview the compaction' }).click();
    expect(((await dialog.getByRole('region', { name: 'Preview' }).textContent()) ?? '').replace(/\s+/g, ' ')).toMatch(
      /2 messages, from “Raising the limit\.” to “Raised it to 100\.”, would stand behind the summary/,
    );
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'compaction-preview-390');
    expect(await visible(owner, s.conversationId)).toEqual(['Raising the limit.', 'Raised it to 100.', 'Now a sliding window?']);
    await dialog.getByRole('button', { name: 'Compact', exact: true }).click();
    await poll(() => dialog.getByRole('status').textContent()).toBe('Compacted: 2 messages now stand behind the summary.');
    expect(await visible(owner, s.conversationId)).toEqual(['The limit went from 10 to 100.', 'Now a sliding window?']);
    await dialog.getByRole('button', { name: 'Undo this compaction' }).click();
    await poll(() => dialog.locator('.undone').count()).toBe(1);
    expect(await visible(owner, s.conversationId)).toEqual(['Raising the limit.', 'Raised it to 100.', 'Now a sliding window?']);
    await page.close();
  });
});

describe('approvals', () => {
  it('approves one; a second tab whose dialog was open meanwhile is refused with the reason', { timeout: 90_000 }, async () => {
    const first = await openAt(at(seeded.sessionId));
    const second = await openAt(at(seeded.sessionId));
    for (const page of [first, second]) await page.locator(`[data-approval="${seeded.approvalId}"]`).waitFor();
    // The second tab's person opens the decision too, and is still reading when the first decides.
    await second.getByRole('button', { name: 'Approve…' }).click();
    const late = second.getByRole('dialog', { name: /^Approve “Change the public request path/ });
    await late.waitFor();

    await first.getByRole('button', { name: 'Approve…' }).click();
    const dialog = first.getByRole('dialog', { name: /^Approve “Change the public request path/ });
    expect(await dialog.getByRole('region', { name: 'Preview' }).textContent()).toMatch(/Approving lets the task .* go ahead/);
    await dialog.getByLabel(/^Note/).fill('Reviewed the diff.');
    await screenshot(first, 'approval-preview');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await poll(() => dialog.getByRole('status').textContent()).toMatch(/^Approved\. The session is /);

    await late.getByRole('button', { name: 'Approve', exact: true }).click();
    await poll(() => late.getByRole('alert').textContent()).toMatch(/^Refused \(INVALID_TRANSITION\): .+already decided/);
    await screenshot(second, 'approval-refused');
    await late.getByRole('button', { name: 'Cancel' }).click();
    // The overview follows: no approval waits any more.
    await poll(() => second.getByRole('heading', { level: 2, name: /Pending approvals/ }).textContent()).toBe('Pending approvals (0)');
    await first.close();
    await second.close();
  });

  it('rejects one', { timeout: 60_000 }, async () => {
    const { requestApproval } = await client().request(RequestApprovalDocument, { input: { sessionId: s.session.id, title: 'Deploy to production' } });
    const approvalId = narrow(requestApproval, 'RequestApprovalPayload').approval.id;
    const page = await openAt(at(s.session.id));
    await page.locator(`[data-approval="${approvalId}"]`).getByRole('button', { name: 'Reject…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject “Deploy to production”' });
    expect(await dialog.getByRole('region', { name: 'Preview' }).textContent()).toMatch(/Rejecting stops the work it gates/);
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await poll(() => dialog.getByRole('status').textContent()).toMatch(/^Rejected\./);
    await page.close();
  });
});

describe('resume', () => {
  it('shows the dry run, then resumes and names the lease', { timeout: 90_000 }, async () => {
    const page = await openAt(at(seeded.forkId));
    await page.getByRole('button', { name: 'Resume…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Resume the session' });
    await dialog.getByLabel('Runner taking the lease').fill('runner-from-the-viewer');
    await dialog.getByRole('button', { name: 'Preview (dry run)' }).click();
    const dryRun = dialog.getByRole('region', { name: 'Dry run' });
    await dryRun.waitFor();
    expect(((await dryRun.textContent()) ?? '').replace(/\s+/g, ' ')).toMatch(
      /It can resume \(continue\)\..*\d+ tasks and \d+ steps done \(skipped\), \d+ in flight, \d+ steps to run/,
    );
    await screenshot(page, 'resume-dry-run');
    const status = async () => narrow((await client().request(SessionStatusDocument, { id: seeded.forkId })).session, 'Session');
    expect((await status()).lease).toBeNull(); // the dry run took nothing
    await dialog.getByRole('button', { name: 'Resume', exact: true }).click();
    await expect
      .poll(() => dialog.getByRole('status').textContent())
      .toMatch(/^Resumed: the session is running\. runner-from-the-viewer holds its lease \(token \d+\)/);
    const resumed = await status();
    expect(resumed).toMatchObject({ state: 'RUNNING', lease: { holder: 'runner-from-the-viewer', live: true } });
    await page.close();
    expectCleanConsole(messages);
  });
});
