// GraphiQL and browser safety in a real Chromium (Debian's, driven by playwright-core) against a real server: a
// subscription started in GraphiQL with the token pasted into its Headers editor shows live events, and a page on
// another origin (or on a DNS-rebound name) can neither read the token nor call the API with it.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from './helpers/fs.ts';
import { gqlOver, startLiveApp } from './helpers/live.ts';
import { ChangeSession, CreateSession, CreateWorkspace, SessionEvents } from './helpers/operations.ts';

const CHROMIUM = process.env.SAVEPOINT_CHROMIUM ?? '/usr/bin/chromium';
const ATTACKER = 'attacker.example'; // resolved to 127.0.0.1 by Chromium only (--host-resolver-rules)

const live = await startLiveApp();
const { httpUrl, token } = live;
const apiPort = Number(new URL(httpUrl).port);
const gql = <R, V>(doc: Parameters<typeof gqlOver<R, V>>[2], vars?: V) => gqlOver(httpUrl, token, doc, vars);

let browser: BrowserContext;
let profile: string;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM}: the browser tests need Debian's chromium. Install it with ` +
        '`apt-get install -y chromium` (.ci/run does this), or point SAVEPOINT_CHROMIUM at a Chromium binary.',
    );
  }
  profile = await mkdtemp(path.join(os.tmpdir(), 'savepoint-chromium-'));
  browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-proxy-server',
      `--host-resolver-rules=MAP ${ATTACKER} 127.0.0.1`,
    ],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  if (profile) await rm(profile, { recursive: true, force: true });
});

async function newSession(): Promise<string> {
  const workspace = await gql(CreateWorkspace, { input: { path: await tempDir() } });
  if (workspace.createWorkspace.__typename !== 'CreateWorkspacePayload') throw new Error(JSON.stringify(workspace));
  const session = await gql(CreateSession, { input: { workspaceId: workspace.createWorkspace.workspace.id, objective: 'watched from GraphiQL' } });
  if (session.createSession.__typename !== 'CreateSessionPayload') throw new Error(JSON.stringify(session));
  return session.createSession.session.id;
}

/** Replaces the whole text of one of GraphiQL's (Monaco) editors, as a person selecting all and pasting would. */
async function paste(page: Page, editor: string, text: string): Promise<void> {
  await page.locator(`${editor} .monaco-editor`).first().click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
  expect((await page.locator(`${editor} .view-lines`).first().innerText()).replace(/\u00a0/g, ' ')).toBe(text); // Monaco shows spaces as NBSP
}

/** Pastes the token where the README says: after "Bearer " in the Headers editor GraphiQL opens with. */
async function pasteToken(page: Page, token: string): Promise<void> {
  const headers = page.locator('.graphiql-editor-tool .graphiql-editor:not(.hidden) .monaco-editor').first();
  expect((await headers.textContent())?.replace(/\s+/g, ' ')).toContain('"Authorization": "Bearer "');
  await headers.click();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('ArrowDown'); // line 2:   "Authorization": "Bearer "
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft'); // before the closing quote
  await page.keyboard.insertText(token);
}

/** What GraphiQL's result pane shows, as one line of text. */
async function resultPane(page: Page): Promise<string> {
  return ((await page.locator('.graphiql-response').textContent()) ?? '').replace(/\s+/g, ' ');
}

describe('GraphiQL in Chromium', () => {
  it('opens without a token, refuses a subscription until one is pasted, then streams live events', { timeout: 90_000 }, async () => {
    const sessionId = await newSession();
    const page = await browser.newPage();
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await page.goto(httpUrl);
    await page.locator('.graphiql-query-editor .monaco-editor').waitFor();
    expect((await page.content()).includes(token), 'the GraphiQL page carries the token').toBe(false);

    await paste(page, '.graphiql-query-editor', `subscription { sessionEvents(sessionId: "${sessionId}", after: "0") { cursor node { seq type } } }`);
    const execute = page.getByRole('button', { name: /^Execute/ });

    // Without a token: the API's own answer, once (no reconnecting loop).
    await execute.click();
    await expect.poll(() => resultPane(page), { timeout: 15_000 }).toMatch(/Send an API token/);

    // The token pasted into the Headers editor authenticates the subscription, which replays, then streams live.
    await pasteToken(page, token);
    await execute.click();
    await expect.poll(() => resultPane(page), { timeout: 20_000 }).toMatch(/"sessionEvents"/);
    expect(await resultPane(page)).not.toMatch(/session\.state_changed/);

    const started = await gql(ChangeSession.start, { input: { sessionId } });
    expect(started.startSession.__typename).toBe('SessionStatePayload');
    await expect.poll(() => resultPane(page), { timeout: 20_000 }).toMatch(/"type": "session\.state_changed"/);

    expect(sockets).toEqual([]); // subscriptions ride on HTTP (SSE), with the headers typed in the editor
    await page.close();
  });
});

describe('a page on another origin', () => {
  let attacker: http.Server;
  let attackerPort: number;

  beforeAll(async () => {
    // The foreign site: a page whose script tries what a hostile page would, and reports what it could read.
    attacker = http.createServer((_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.end(`<!doctype html><title>elsewhere</title><script>(${attackScript.toString()})();</script>`);
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    attackerPort = (attacker.address() as AddressInfo).port;
  });
  afterAll(async () => {
    const closed = new Promise<void>((resolve) => attacker.close(() => resolve()));
    attacker.closeAllConnections();
    await closed;
  });

  it('cannot read GraphiQL or the API, nor call the API even with a stolen token', { timeout: 60_000 }, async () => {
    const sessionId = await newSession();
    const page = await browser.newPage();
    await page.goto(`http://${ATTACKER}:${attackerPort}/`);
    const api = `http://127.0.0.1:${apiPort}/graphql`;
    const results = await page.evaluate(([api, stolen, sessionId]) => (globalThis as unknown as { attack: Attack }).attack(api, stolen, sessionId), [
      api,
      token,
      sessionId,
    ] as const);

    expect(results).toEqual({
      graphiqlPage: 'blocked', // CORS: no Access-Control-Allow-Origin for this origin
      graphiqlOpaque: 0, // no-cors: an opaque answer, nothing to read
      viewerWithoutToken: 'blocked',
      mutationWithStolenToken: 'blocked', // the preflight for the Authorization header is refused
      simpleFormPost: 0, // sent without a preflight, refused by CSRF prevention (and unreadable anyway)
      webSocketWithStolenToken: 'blocked', // the handshake of a foreign Origin is refused
    });
    // None of those calls reached a resolver: the session was never started.
    const events = await gql(SessionEvents, { id: sessionId, first: 50 });
    if (events.session.__typename !== 'Session') throw new Error(JSON.stringify(events));
    expect(events.session.events!.edges.map((edge) => edge.node.type)).not.toContain('session.state_changed');
    await page.close();
  });

  it('gets no token through DNS rebinding: a foreign name resolved to this server', { timeout: 60_000 }, async () => {
    // The browser believes http://attacker.example:<api port> is the attacker's own origin, so everything there is
    // same-origin to its script: the GraphiQL page it loads must carry nothing worth reading.
    const page = await browser.newPage();
    await page.goto(`http://${ATTACKER}:${apiPort}/graphql`);
    await page.locator('.graphiql-query-editor .monaco-editor').waitFor();
    const seen = await page.evaluate(async () => {
      const html = await (await fetch('/graphql', { headers: { accept: 'text/html' } })).text();
      const viewer = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ viewer { name } }"}' });
      return { html, document: document.documentElement.outerHTML, storage: JSON.stringify(localStorage), viewerStatus: viewer.status };
    });
    for (const [what, text] of Object.entries({ html: seen.html, document: seen.document, storage: seen.storage })) {
      expect(text.includes(token) || /Bearer sp_/.test(text), `the rebound page's ${what} carries the token`).toBe(false);
    }
    expect(seen.viewerStatus).toBe(401);
    await page.close();
  });
});

type Attack = (api: string, stolen: string, sessionId: string) => Promise<Record<string, unknown>>;

/** Runs in the foreign page (serialised into it): each attempt reports what it could read, or 'blocked'. */
function attackScript() {
  const attack: Attack = async (api, stolen, sessionId) => {
    // 'blocked' when the browser refused to hand over the answer, else what the page could read, in short.
    const attempt = async (run: () => Promise<Response>) => {
      try {
        const text = await (await run()).text();
        return text.length === 0 ? 0 : `read ${text.length} characters${text.includes(stolen) ? ', the token among them' : ''}: ${text.slice(0, 80)}`;
      } catch {
        return 'blocked';
      }
    };
    const startSession = JSON.stringify({
      query: 'mutation($id: ID!) { startSession(input: { sessionId: $id }) { __typename } }',
      variables: { id: sessionId },
    });
    return {
      graphiqlPage: await attempt(() => fetch(api, { headers: { accept: 'text/html' } })),
      graphiqlOpaque: await attempt(() => fetch(api, { mode: 'no-cors', headers: { accept: 'text/html' } })),
      viewerWithoutToken: await attempt(() =>
        fetch(api, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ viewer { name } }"}' }),
      ),
      mutationWithStolenToken: await attempt(() =>
        fetch(api, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${stolen}` }, body: startSession }),
      ),
      simpleFormPost: await attempt(() => fetch(api, { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: startSession })),
      webSocketWithStolenToken: await new Promise((resolve) => {
        // Browsers apply no CORS to WebSockets: the server must check the Origin of the handshake itself.
        const socket = new WebSocket(api.replace(/^http/, 'ws'), 'graphql-transport-ws');
        const timer = setTimeout(() => resolve('no answer'), 5_000);
        const finish = (result: string) => {
          clearTimeout(timer);
          socket.close();
          resolve(result);
        };
        socket.onopen = () => socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${stolen}` } }));
        socket.onerror = () => finish('blocked');
        socket.onclose = () => finish('blocked');
        socket.onmessage = (event) => {
          const message = JSON.parse(String(event.data));
          if (message.type === 'connection_ack') socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: JSON.parse(startSession) }));
          else finish(`read: ${String(event.data).slice(0, 80)}`);
        };
      }),
    };
  };
  (globalThis as unknown as { attack: Attack }).attack = attack;
}
