// A graceful stop with clients still connected: a graphql-sse client with an open subscription over a keep-alive
// connection, and another keep-alive connection left idle. The stop ends the stream and closes both sockets at once,
// so it never waits out the grace that only exists for requests still in flight.
import http from 'node:http';
import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import { format } from 'node:util';
import { createClient } from 'graphql-sse';
import { describe, expect, it } from 'vitest';
import { type App, createApp } from '../src/app.ts';
import { narrow } from '../src/client/results.ts';
import { loadConfig } from '../src/config.ts';
import { SHUTDOWN_GRACE_MS } from '../src/http/drain.ts';
import type { Logger } from '../src/logger.ts';
import { afterFile } from './helpers/after-file.ts';
import { createTestDatabase } from './helpers/database.ts';
import { tempDir } from './helpers/fs.ts';
import { gqlOver } from './helpers/live.ts';
import { CreateSession, CreateWorkspace } from './helpers/operations.ts';

const SESSION_EVENTS = 'subscription ($id: ID!) { sessionEvents(sessionId: $id, after: "0") { cursor node { type } } }';

/** A logger that keeps what the app logs, so a test can tell which path a stop took. */
function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const record =
    (level: string) =>
    (...args: unknown[]) =>
      lines.push(`${level}: ${format(...args)}`);
  return { lines, debug: () => {}, info: record('info'), warn: record('warn'), error: record('error') };
}

/** A real server on a free port over a fresh test database; its first owner's token. */
async function startServer(logger: Logger): Promise<{ url: string; token: string; stop: App['stop'] }> {
  const { url: databaseUrl } = await createTestDatabase();
  const config = { ...loadConfig({}), databaseUrl, dataDir: await tempDir('savepoint-shutdown-'), port: 0, host: '127.0.0.1', pollIntervalMs: 60_000 };
  const app = await createApp(config, logger);
  let stopped: Promise<void> | null = null;
  const stop = () => (stopped ??= app.stop());
  afterFile(stop);
  const url = await app.start();
  return { url, token: app.bootstrapToken!, stop };
}

/**
 * A fetch over one keep-alive agent (graphql-sse takes any fetch), recording every socket it opens. Node's agent keeps
 * an idle socket until the server closes it, so a stop that leaves it to a keep-alive timeout (the server's is 5 s)
 * takes seconds rather than milliseconds.
 */
function keepAliveFetch() {
  const agent = new http.Agent({ keepAlive: true });
  afterFile(() => agent.destroy());
  const sockets = new Set<Socket>();
  const fetchFn = (input: string | URL | Request, init: RequestInit = {}): Promise<Response> =>
    new Promise((resolve, reject) => {
      const request = http.request(String(input), {
        agent,
        method: init.method ?? 'GET',
        headers: Object.fromEntries(new Headers(init.headers).entries()),
        signal: init.signal ?? undefined,
      });
      request.once('socket', (socket) => sockets.add(socket));
      request.once('error', reject);
      request.once('response', (response) =>
        resolve(
          new Response(Readable.toWeb(response) as ReadableStream, {
            status: response.statusCode,
            headers: Object.entries(response.headers).map(([name, value]) => [name, String(value)]),
          }),
        ),
      );
      request.end(init.body as string | undefined);
    });
  return { fetchFn, sockets };
}

describe('a graceful stop with graphql-sse clients connected', () => {
  it('ends the open SSE subscription and closes idle keep-alive sockets at once, without the forced close', async () => {
    const logger = recordingLogger();
    const { url, token, stop } = await startServer(logger);
    const created = await gqlOver(url, token, CreateWorkspace, { input: { path: await tempDir() } });
    const workspaceId = narrow(created.createWorkspace, 'CreateWorkspacePayload').workspace.id;
    const session = await gqlOver(url, token, CreateSession, { input: { workspaceId, objective: 'watched over SSE' } });
    const sessionId = narrow(session.createSession, 'CreateSessionPayload').session.id;

    const { fetchFn, sockets } = keepAliveFetch();
    const client = createClient({ url, fetchFn, headers: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
    afterFile(() => client.dispose());
    const types: string[] = [];
    let replayed!: () => void;
    const backlog = new Promise<void>((resolve) => (replayed = resolve));
    const ended = new Promise<void>((resolve, reject) =>
      client.subscribe<{ sessionEvents: { node: { type: string } } }>(
        { query: SESSION_EVENTS, variables: { id: sessionId } },
        {
          next: (result) => {
            if (result.data) types.push(result.data.sessionEvents.node.type);
            if (types.length === 3) replayed();
          },
          error: reject,
          complete: resolve,
        },
      ),
    );
    await backlog; // the stream is open and live
    // A query on the same agent takes a second socket, which then idles in keep-alive.
    const viewer = await fetchFn(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ viewer { name } }' }),
    });
    expect(await viewer.json()).toEqual({ data: { viewer: { name: 'local' } } });
    expect(sockets.size).toBe(2);
    const closed = Promise.all([...sockets].map((socket) => new Promise<void>((resolve) => socket.once('close', () => resolve()))));

    const started = performance.now();
    await stop();
    const stopMs = performance.now() - started;

    await ended; // completed, not errored
    await closed; // both sockets, closed by the server
    expect(types).toEqual(['session.created', 'plan.created', 'conversation.created']);
    // The forced close after the grace was not needed (it logs when it is), so nothing waited for its timer.
    expect(logger.lines.filter((line) => /grace/.test(line))).toEqual([]);
    expect(stopMs).toBeLessThan(SHUTDOWN_GRACE_MS / 2);
  });
});
