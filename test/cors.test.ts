// Browser safety over HTTP: CORS is same-origin unless allowlisted, simple cross-site requests are refused (CSRF),
// and GraphiQL never carries a token, whatever Host, Origin or Sec-Fetch-Site the request names.
import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { allowedOrigins } from '../src/graphql/plugins/browser.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { startLiveApp } from './helpers/live.ts';

const FOREIGN = 'https://attacker.example';
const ALLOWED = 'http://dashboard.example:3000';
const VIEWER = '{ viewer { name } }';

/** A raw HTTP request, so Host and the Sec-Fetch-* headers are sent exactly as given (fetch would set Host itself). */
function rawRequest(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request(url, { method: options.method ?? 'GET', headers: options.headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.once('error', reject);
    request.end(options.body);
  });
}

describe('CORS with no allowlist (the default): same origin only', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp();
    token = (await app.owner()).token;
  });

  const post = (headers: Record<string, string>) =>
    app.yoga.fetch('http://savepoint.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
      body: JSON.stringify({ query: VIEWER }),
    });

  it('answers a foreign Origin without any Access-Control header, so its page cannot read the answer', async () => {
    const response = await post({ origin: FOREIGN });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    await response.text();
  });

  it('grants no preflight to a foreign Origin, so its page cannot send the Authorization header', async () => {
    const response = await app.yoga.fetch('http://savepoint.test/graphql', {
      method: 'OPTIONS',
      headers: { origin: FOREIGN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect([...response.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it('still answers the same origin (GraphiQL) and clients that send no Origin', async () => {
    const same = await post({ origin: 'http://savepoint.test' });
    expect(same.status).toBe(200);
    expect(await same.json()).toEqual({ data: { viewer: { name: 'tester' } } });
    const cli = await post({});
    expect(await cli.json()).toEqual({ data: { viewer: { name: 'tester' } } });
  });
});

describe('CORS with an allowlist (SAVEPOINT_CORS_ORIGINS), and CSRF prevention, on a real port', () => {
  let live: Awaited<ReturnType<typeof startLiveApp>>;
  beforeAll(async () => {
    live = await startLiveApp({ corsOrigins: [`${ALLOWED}/`] });
  });

  const call = (origin: string, extra: Record<string, string> = {}) =>
    fetch(live.httpUrl, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', authorization: `Bearer ${live.token}`, ...extra },
      body: JSON.stringify({ query: VIEWER }),
    });

  it('lets an allowlisted origin read answers and send the Authorization header, without credentials', async () => {
    const preflight = await fetch(live.httpUrl, {
      method: 'OPTIONS',
      headers: { origin: ALLOWED, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/authorization/);
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();

    const response = await call(ALLOWED);
    expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('vary')).toMatch(/Origin/);
    expect(await response.json()).toEqual({ data: { viewer: { name: 'local' } } });
  });

  it('gives any other origin nothing, including one that only differs by port or scheme', async () => {
    for (const origin of [FOREIGN, 'http://dashboard.example:3001', 'https://dashboard.example:3000', 'null']) {
      const response = await call(origin);
      expect(response.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(response.headers.get('access-control-allow-credentials'), origin).toBeNull();
      await response.text();
    }
  });

  it('refuses simple cross-site requests, which no preflight guards (CSRF)', async () => {
    const query = encodeURIComponent('{ __typename }');
    // A link, an <img> or a form's GET: no custom header.
    const get = await rawRequest(`${live.httpUrl}?query=${query}`, { headers: { origin: FOREIGN, 'sec-fetch-site': 'cross-site' } });
    expect(get.status).toBe(403);
    expect(get.body).toMatch(/CSRF/);
    // A form's POST (text/plain, urlencoded or multipart bodies are sent without a preflight).
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const post = await rawRequest(live.httpUrl, {
        method: 'POST',
        headers: { origin: FOREIGN, 'content-type': contentType },
        body: JSON.stringify({ query: 'mutation { revokeApiToken(input: { tokenId: "x" }) { __typename } }' }),
      });
      expect(post.status, contentType).toBe(403);
      expect(post.body, contentType).toMatch(/CSRF/);
    }
  });

  it('accepts GET from clients that set a header no cross-site form can: the CSRF header or Authorization', async () => {
    const query = encodeURIComponent(VIEWER);
    const withToken = await rawRequest(`${live.httpUrl}?query=${query}`, { headers: { authorization: `Bearer ${live.token}` } });
    expect(JSON.parse(withToken.body)).toEqual({ data: { viewer: { name: 'local' } } });
    const introspection = await rawRequest(`${live.httpUrl}?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { 'x-graphql-yoga-csrf': '1' },
    });
    expect(JSON.parse(introspection.body)).toEqual({ data: { __typename: 'Query' } });
  });

  it('opens WebSockets (which browsers give no CORS) only to its own origin, allowlisted ones and non-browsers', async () => {
    const { host } = new URL(live.httpUrl);
    const handshake = (headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(live.wsUrl, 'graphql-transport-ws', { headers });
        socket.once('open', () => {
          socket.close();
          resolve(101);
        });
        socket.once('unexpected-response', (_request, response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        socket.once('error', reject);
      });
    expect(await handshake({ origin: FOREIGN })).toBe(403);
    expect(await handshake({ origin: 'null' })).toBe(403);
    expect(await handshake({ origin: `http://attacker.example:${new URL(live.httpUrl).port}` })).toBe(403);
    expect(await handshake({ origin: ALLOWED })).toBe(101);
    expect(await handshake({ origin: `http://${host}` })).toBe(101); // GraphiQL's own page
    expect(await handshake({ origin: 'https://savepoint.example.com', 'x-forwarded-host': 'savepoint.example.com' })).toBe(101); // behind a proxy
    expect(await handshake({})).toBe(101); // not a browser: graphql-ws in Node, the runner
  });

  it('never puts a token in the GraphiQL page, whatever Host, Origin or Sec-Fetch-Site the request names', async () => {
    const port = new URL(live.httpUrl).port;
    expect(live.app.bootstrapToken).toBe(live.token); // a first owner was made, and the server listens on loopback
    const requests: Array<Record<string, string>> = [
      { host: `localhost:${port}` },
      { host: `127.0.0.1:${port}`, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' },
      { host: `localhost:${port}`, 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
      { host: `attacker.example:${port}` }, // DNS rebinding: a foreign name resolved to 127.0.0.1
      { host: `localhost:${port}`, origin: FOREIGN, 'sec-fetch-site': 'cross-site' },
      { host: `localhost:${port}`, 'sec-fetch-site': 'same-site' }, // another port of localhost
    ];
    for (const headers of requests) {
      const page = await rawRequest(live.httpUrl, { headers: { accept: 'text/html', ...headers } });
      const what = JSON.stringify(headers);
      expect(page.status, what).toBe(200);
      expect(page.body.includes('renderYogaGraphiQL'), what).toBe(true);
      expect(page.body.includes(live.token) || /Bearer sp_/.test(page.body), `the page carries the token: ${what}`).toBe(false);
      // Framing by another site (clickjacking the page a token is typed into) is refused.
      expect(page.headers['x-frame-options'], what).toBe('DENY');
      expect(page.headers['content-security-policy'], what).toBe("frame-ancestors 'none'");
    }
  });

  it('serves GraphiQL with SSE subscriptions and a Headers editor ready for the token', async () => {
    const page = await rawRequest(live.httpUrl, { headers: { accept: 'text/html' } });
    const options = JSON.parse(page.body.match(/renderYogaGraphiQL\(\s*window\.document\.querySelector\('#root'\),\s*(\{.*\}),\s*\);/s)![1]!);
    expect(options).toMatchObject({ subscriptionsProtocol: 'SSE', method: 'POST', defaultEditorToolsVisibility: 'headers' });
    expect(JSON.parse(options.headers)).toEqual({ Authorization: 'Bearer ' });
  });
});

describe('SAVEPOINT_CORS_ORIGINS', () => {
  it('normalises origins and refuses anything that is not one', () => {
    expect([...allowedOrigins({ corsOrigins: ['https://app.example.com/', 'http://localhost:5173'] })]).toEqual([
      'https://app.example.com',
      'http://localhost:5173',
    ]);
    for (const bad of ['*', 'app.example.com', 'file:///tmp/x', 'chrome-extension://abc']) {
      expect(() => allowedOrigins({ corsOrigins: [bad] }), bad).toThrow(/SAVEPOINT_CORS_ORIGINS: .* is not an origin/);
    }
  });
});
