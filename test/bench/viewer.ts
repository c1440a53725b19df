// `npm run bench` section for the viewer (issue 24): the bundle's size (budget ≤ 200 kB gzipped) and the first
// render of a session with 10,000 events and 10,000 messages in Chromium (budget ≤ 1 s from navigation to the first
// rows of its timeline, and of its conversation), and how soon an event shows in an open timeline while events come
// at 1,000 per second (budget ≤ 100 ms after its commit). run.ts starts the server, which serves dist/viewer/.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import { buildViewer } from '../../bin/viewer-bundle.js';
import { type BenchServer, benchGql, percentile } from './harness.ts';

const ERR = '... on Error { code message }';
const BATCH = 1_000;

const RATE_SECONDS = 3;
const PER_TICK = 10; // at least this many events per request (1,000 a second: a request about every 10 ms)

/**
 * A fresh session's timeline open and live; then, from the page itself (one clock), 1,000 events a second for
 * RATE_SECONDS (a request about every 10 ms with the events due, not waiting for answers); a MutationObserver notes
 * when the newest row drawn reaches each request's last event. Each commit lies between its request's sending and its
 * answer, and the answer leaves right after the commit: `fromAnswer` is the viewer's delay, `fromSent` adds the
 * time requests queue in a server busy with 100 of them a second.
 */
async function liveLatency(page: import('playwright-core').Page, server: BenchServer, base: string, workspaceId: string) {
  const made = await benchGql(
    server,
    `mutation($i: CreateSessionInput!) { createSession(input: $i) { ... on CreateSessionPayload { session { id } } ${ERR} } }`,
    { i: { workspaceId, objective: 'viewer live bench' } },
  );
  const sessionId = made.createSession.session.id as string;
  await page.goto(`${base}#/sessions/${encodeURIComponent(sessionId)}/timeline`);
  await page.locator('[data-socket="live"]').waitFor();
  const mutation = 'mutation($input: RecordEventsInput!) { recordEvents(input: $input) { ... on RecordEventsPayload { lastSeq } } }';
  const samples = await page.evaluate(
    async ({ url, token, sessionId, mutation, seconds, perTick }) => {
      // The feed is gap-free and in order: once a row of seq n is in the list, every event up to n is. (Rows pushed
      // out of view within one frame are never drawn, so the newest seq drawn is what says an event is shown.)
      const shownUpTo: Array<{ seq: number; at: number }> = [];
      let newest = 0;
      // (No named function in here: the bench's TypeScript runner would wrap it in a helper the page lacks.)
      const observer = new MutationObserver(() => {
        for (const row of document.querySelectorAll('[data-seq]')) {
          const seq = Number(row.getAttribute('data-seq'));
          if (seq > newest) {
            newest = seq;
            shownUpTo.push({ seq, at: performance.now() });
          }
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-seq'] });
      const requests: Array<Promise<{ sentAt: number; answeredAt: number; lastSeq: number }>> = [];
      // Paced by the clock: each request carries the events due since the last (about perTick every 10 ms).
      const started = performance.now();
      let count = 0;
      while (performance.now() - started < seconds * 1_000) {
        const due = Math.floor(performance.now() - started) - count; // one event per millisecond
        if (due >= perTick) {
          const sentAt = performance.now();
          const events = Array.from({ length: due }, (_, i) => ({ type: 'rate', data: { n: count + i } }));
          count += due;
          requests.push(
            fetch(url, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify({ query: mutation, variables: { input: { sessionId, events } } }),
            })
              .then((response) => response.json())
              .then((body: { data: { recordEvents: { lastSeq: number } } }) => ({
                sentAt,
                answeredAt: performance.now(),
                lastSeq: body.data.recordEvents.lastSeq,
              })),
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      const answered = await Promise.all(requests);
      const last = Math.max(...answered.map((request) => request.lastSeq));
      const deadline = performance.now() + 10_000;
      while (newest < last && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      observer.disconnect();
      return answered.map((request) => ({ ...request, shownAt: shownUpTo.find((shown) => shown.seq >= request.lastSeq)?.at ?? Number.NaN }));
    },
    { url: new URL('/graphql', base).href, token: server.token, sessionId, mutation, seconds: RATE_SECONDS, perTick: PER_TICK },
  );
  const missing = samples.filter((sample) => Number.isNaN(sample.shownAt)).length;
  if (missing) throw new Error(`${missing} of ${samples.length} requests' events never showed in the timeline`);
  const fromSent = samples.map((sample) => sample.shownAt - sample.sentAt);
  const fromAnswer = samples.map((sample) => sample.shownAt - sample.answeredAt);
  return { fromSentP95: percentile(fromSent, 95), fromAnswerP95: percentile(fromAnswer, 95), requests: samples.length };
}

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
    const timelineMs = await firstRender('timeline', '.event-row');
    const conversationMs = await firstRender('conversation', '.message');
    return { sizes, gzipBytes, timelineMs, conversationMs, live: await liveLatency(page, server, base, ws.createWorkspace.workspace.id) };
  } finally {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
  }
}
