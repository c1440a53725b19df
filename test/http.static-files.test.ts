// The viewer's static files, served by the HTTP edge from a folder: every answer under /viewer carries a strict
// Content-Security-Policy and nosniff, a path that would leave the folder is refused, and in a real Chromium the
// page's own script runs while an inline one does not, and another site cannot frame the page.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createHttpEdge, VIEWER_MISSING } from '../src/http/server.ts';
import { createLogger } from '../src/logger.ts';
import { afterFile } from './helpers/after-file.ts';
import { tempDir } from './helpers/fs.ts';

const CHROMIUM = process.env.SAVEPOINT_CHROMIUM ?? '/usr/bin/chromium';
const CSP = "default-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
const INDEX = `<!doctype html><title>viewer</title><script src="app.js"></script><script>document.title = 'inline ran';</script>`;
const SECRET = 'outside the viewer folder';

/** An HTTP edge on a free port with a stand-in for Yoga, serving `viewerDir` at /viewer. */
async function startEdge(viewerDir: string | null): Promise<string> {
  const edge = createHttpEdge({
    graphql: (_request, response) => void response.writeHead(418).end('yoga'),
    readiness: { ping: async () => {}, pendingMigrations: async () => [], listening: async () => true },
    viewerDir,
    logger: createLogger('silent'),
  });
  const { port } = await edge.listen(0, '127.0.0.1');
  afterFile(() => edge.stop());
  return `http://127.0.0.1:${port}`;
}

/** A request whose path is sent exactly as written (fetch would resolve the dot segments first). */
function rawRequest(base: string, target: string, method = 'GET') {
  const { hostname, port } = new URL(base);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request({ hostname, port, path: target, method }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.once('error', reject);
    request.end();
  });
}

/** A viewer folder, with a secret beside it (and a link to that secret inside). */
async function viewerFolder(): Promise<string> {
  const dir = await tempDir('savepoint-viewer-');
  const root = path.join(dir, 'viewer');
  await mkdir(path.join(root, 'assets'), { recursive: true });
  await mkdir(path.join(dir, 'outside'));
  await writeFile(path.join(root, 'index.html'), INDEX);
  await writeFile(path.join(root, 'app.js'), 'window.externalRan = true;\n');
  await writeFile(path.join(root, 'assets', 'style.css'), 'body { margin: 0 }\n');
  await writeFile(path.join(root, '.env'), `TOKEN=${SECRET}\n`);
  await writeFile(path.join(dir, 'outside', 'secret.txt'), SECRET);
  await symlink(path.join(dir, 'outside', 'secret.txt'), path.join(root, 'link.txt'));
  return root;
}

const base = await startEdge(await viewerFolder());
const withoutViewer = await startEdge(null);
const unbuilt = await startEdge(path.join(await tempDir(), 'dist', 'viewer')); // npm install never ran there

function expectStrictHeaders(headers: http.IncomingHttpHeaders, what: string) {
  expect(headers['content-security-policy'], what).toBe(CSP);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
}

describe('the viewer folder at /viewer', () => {
  it('serves index.html at /viewer/ and each file with its type, under the strict headers', async () => {
    const index = await rawRequest(base, '/viewer/');
    expect(index).toMatchObject({ status: 200, body: INDEX });
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    expectStrictHeaders(index.headers, '/viewer/');
    const script = await rawRequest(base, '/viewer/app.js?v=1');
    expect(script).toMatchObject({ status: 200, body: 'window.externalRan = true;\n' });
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expectStrictHeaders(script.headers, '/viewer/app.js');
    const style = await rawRequest(base, '/viewer/assets/style.css', 'HEAD');
    expect(style).toMatchObject({ status: 200, body: '' });
    expect(style.headers).toMatchObject({ 'content-type': 'text/css; charset=utf-8', 'content-length': '19' });
  });

  it('sends /viewer to /viewer/, so the page resolves its files inside the folder', async () => {
    const response = await rawRequest(base, '/viewer');
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe('/viewer/');
  });

  it('refuses every path that would leave the folder or name a hidden file, under the same headers', async () => {
    const refused = [
      '/viewer/../outside/secret.txt',
      '/viewer/assets/../../outside/secret.txt',
      '/viewer/%2e%2e/outside/secret.txt',
      '/viewer/assets/..%2f..%2f..%2foutside%2fsecret.txt',
      '/viewer/..%5coutside%5csecret.txt',
      '/viewer//etc/passwd',
      '/viewer/.env',
      '/viewer/%2eenv',
      '/viewer/app.js%00.html',
      '/viewer/%E0%A4%A',
    ];
    for (const target of refused) {
      const response = await rawRequest(base, target);
      expect(response.status, target).toBe(400);
      expect(response.body, target).toMatch(/^Not a path of a file under \/viewer\//);
      expect(response.body, target).not.toContain(SECRET);
      expectStrictHeaders(response.headers, target);
    }
  });

  it('answers 404 for a link pointing out of the folder, a missing file and a folder', async () => {
    for (const target of ['/viewer/link.txt', '/viewer/missing.js', '/viewer/assets', '/viewer/assets/']) {
      const response = await rawRequest(base, target);
      expect(response.status, target).toBe(404);
      expect(response.body, target).not.toContain(SECRET);
      expectStrictHeaders(response.headers, target);
    }
  });

  it('answers only GET and HEAD', async () => {
    const response = await rawRequest(base, '/viewer/app.js', 'POST');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });
});

describe('a server without a viewer folder, or with one not built yet', () => {
  it('answers /viewer with a 404 that says how to build it, and routes everything else as before', async () => {
    const edge = withoutViewer;
    const viewer = await rawRequest(edge, '/viewer/');
    expect(viewer).toMatchObject({ status: 404, body: `${VIEWER_MISSING}\n` });
    expect(viewer.body).toContain('npm install');
    expectStrictHeaders(viewer.headers, '/viewer/');
    expect(await rawRequest(unbuilt, '/viewer/')).toMatchObject({ status: 404, body: `${VIEWER_MISSING}\n` });
    expect(await rawRequest(unbuilt, '/viewer/viewer.js')).toMatchObject({ status: 404, body: `${VIEWER_MISSING}\n` });
    expect(await rawRequest(edge, '/graphql')).toMatchObject({ status: 418, body: 'yoga' });
    expect(await rawRequest(edge, '/viewers')).toMatchObject({ status: 418, body: 'yoga' });
    expect(await rawRequest(edge, '/health')).toMatchObject({ status: 200, body: '' });
    expect(await rawRequest(edge, '/ready')).toMatchObject({ status: 200, body: '{"ready":true}' });
  });
});

describe('the policy in Chromium', () => {
  it("runs the page's own script, not an inline one, and shows the page in no other site's frame", { timeout: 60_000 }, async () => {
    if (!existsSync(CHROMIUM)) throw new Error(`Chromium is not installed at ${CHROMIUM}: apt-get install -y chromium, or set SAVEPOINT_CHROMIUM.`);
    const profile = await mkdtemp(path.join(os.tmpdir(), 'savepoint-chromium-'));
    onTestFinished(() => rm(profile, { recursive: true, force: true }));
    const browser = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
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
    onTestFinished(() => browser.close());

    const page = await browser.newPage();
    const refusals: string[] = [];
    page.on('console', (message) => refusals.push(message.text()));
    await page.goto(`${base}/viewer/`);
    expect(await page.evaluate(() => (window as { externalRan?: boolean }).externalRan)).toBe(true);
    expect(await page.title()).toBe('viewer'); // the inline script did not run
    expect(refusals.join('\n')).toMatch(/inline script.*Content Security Policy/i);

    // Another origin (another port) framing the viewer.
    const framer = http.createServer(
      (_request, response) => void response.writeHead(200, { 'content-type': 'text/html' }).end(`<iframe src="${base}/viewer/"></iframe>`),
    );
    await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
    onTestFinished(async () => {
      const closed = new Promise<void>((resolve) => framer.close(() => resolve()));
      framer.closeAllConnections();
      await closed;
    });
    const outer = await browser.newPage();
    const framed: string[] = [];
    outer.on('console', (message) => framed.push(message.text()));
    await outer.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`);
    await expect.poll(() => framed.join('\n')).toMatch(/frame-ancestors 'none'/);
    const frame = outer.frames().find((candidate) => candidate !== outer.mainFrame());
    expect(await frame?.evaluate(() => (window as { externalRan?: boolean }).externalRan)).not.toBe(true);
  });
});
