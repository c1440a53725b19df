// `npm run bench` section for the viewer (issue 24): the bundle's size (budget ≤ 200 kB gzipped) and the first
// render of a session with 10,000 events and 10,000 messages in Chromium (budget ≤ 1 s from navigation to the first
// rows of its timeline, and of its conversation). run.ts starts the server, which serves dist/viewer/.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import { buildViewer } from '../../bin/viewer-bundle.js';
import { type BenchServer, benchGql } from './harness.ts';

const ERR = '... on Error { code message }';
const BATCH = 1_000;

export async function viewerBench(server: BenchServer, tmp: string) {
  const sizes = await buildViewer();
  const gzipBytes = Object.values(sizes).reduce((sum, file) => sum + file.gzipBytes, 0);

  const ws = await benchGql(
    server,
    `mutation($p: String!) { createWorkspace(input: { path: $p }) { ... on CreateWorkspacePayload { workspace { id } } ${ERR} } }`,
    {
      p: await mkdtemp(path.join(tmp, 'viewer-')),
    },
  );
  const created = await benchGql(
    server,
    `mutation($i: CreateSessionInput!) { createSession(input: $i) { ... on CreateSessionPayload { session { id conversations { nodes { id } } } } ${ERR} } }`,
    { i: { workspaceId: ws.createWorkspace.workspace.id, objective: 'viewer bench' } },
  );
  const sessionId = created.createSession.session.id as string;
  const conversationId = created.createSession.session.conversations.nodes[0].id as string;
  for (let batch = 0; batch < 10; batch++) {
    const events = Array.from({ length: BATCH }, (_, i) => ({ type: 'bench', data: { n: batch * BATCH + i } }));
    await benchGql(server, `mutation($i: RecordEventsInput!) { recordEvents(input: $i) { __typename } }`, { i: { sessionId, events } });
    const messages = Array.from({ length: BATCH }, (_, i) => ({ role: i % 2 ? 'ASSISTANT' : 'USER', content: `message ${batch * BATCH + i}`, tokenCount: 12 }));
    await benchGql(server, `mutation($i: AppendMessagesInput!) { appendMessages(input: $i) { __typename } }`, { i: { conversationId, messages } });
  }

  const profile = await mkdtemp(path.join(os.tmpdir(), 'savepoint-bench-chromium-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.SAVEPOINT_CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--no-proxy-server'],
  });
  try {
    const page = await browser.newPage();
    const base = new URL('/viewer/', server.httpUrl).href;
    await page.goto(base);
    await page.getByLabel('API token').fill(server.token);
    await page.getByRole('button', { name: 'Open the viewer' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sessions' }).waitFor();
    const firstRender = async (tab: string, selector: string) => {
      const times: number[] = [];
      for (let round = 0; round < 5; round++) {
        await page.goto(`${base}#/`);
        await page.getByRole('heading', { level: 1, name: 'Sessions' }).waitFor();
        const started = performance.now();
        await page.goto(`${base}#/sessions/${encodeURIComponent(sessionId)}/${tab}`);
        await page.locator(selector).first().waitFor();
        times.push(performance.now() - started);
      }
      return Math.max(...times.slice(1)); // the worst of four, after one to warm up
    };
    return { sizes, gzipBytes, timelineMs: await firstRender('timeline', '.event-row'), conversationMs: await firstRender('conversation', '.message') };
  } finally {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
  }
}
