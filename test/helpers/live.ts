// A real server on a real port (HTTP, SSE and graphql-ws) over a fresh test database, and a WebSocket client.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type ExecutionResult, print } from 'graphql';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { createApp } from '../../src/app.ts';
import { createOwnerWithToken } from '../../src/auth/token.service.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { afterFile } from './after-file.ts';
import { createTestDatabase } from './database.ts';
import { tempDir } from './fs.ts';

export async function startLiveApp(overrides: Partial<Config> = {}, database?: { url: string }) {
  const databaseUrl = database?.url ?? (await createTestDatabase()).url;
  const config: Config = {
    ...loadConfig({}),
    databaseUrl,
    dataDir: await tempDir('savepoint-live-'),
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    ...overrides,
  };
  const app = await createApp(config, createLogger((process.env.TEST_LOG_LEVEL as Config['logLevel']) ?? 'silent'));
  const httpUrl = await app.start();
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await app.stop();
  };
  afterFile(stop);
  const token = app.bootstrapToken ?? (await createOwnerWithToken(app.database.db, 'live')).token;
  return { app, config, httpUrl, wsUrl: httpUrl.replace(/^http/, 'ws'), token, stop, databaseUrl };
}

export async function gqlOver<TResult, TVariables>(
  httpUrl: string,
  token: string,
  document: TypedDocumentNode<TResult, TVariables>,
  variables?: TVariables,
): Promise<TResult> {
  const response = await fetch(httpUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: print(document), variables }),
  });
  const body = (await response.json()) as ExecutionResult<TResult>;
  if (body.errors?.length) throw new Error(JSON.stringify(body.errors));
  return body.data as TResult;
}

export function wsClient(wsUrl: string, token: string | null, options: { onClose?: (code: number, reason: string) => void } = {}): Client {
  const client = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => {}, // failures reach the subscription sinks the tests read
    on: { closed: (event) => options.onClose?.((event as { code: number }).code, String((event as { reason?: string }).reason ?? '')) },
  });
  afterFile(() => client.dispose());
  return client;
}

/** Collects what a subscription delivers; wait for a count, an error or completion without sleeping. */
export function collect<TResult, TVariables>(client: Client, document: TypedDocumentNode<TResult, TVariables>, variables: TVariables) {
  const items: TResult[] = [];
  const errors: unknown[] = [];
  let completed = false;
  const { changed, until } = conditions(() => `have ${items.length} items, errors ${JSON.stringify(errors)}`);
  const dispose = client.subscribe<TResult>(
    { query: print(document), variables: variables as Record<string, unknown> },
    {
      next: (result) => {
        if (result.errors?.length) errors.push(...result.errors);
        if (result.data) items.push(result.data as TResult);
        changed();
      },
      error: (error) => {
        errors.push(error);
        changed();
      },
      complete: () => {
        completed = true;
        changed();
      },
    },
  );
  return {
    items,
    errors,
    completed: () => completed,
    count: (n: number, timeoutMs?: number) => until(() => items.length >= n, `${n} items`, timeoutMs),
    error: (timeoutMs?: number) => until(() => errors.length > 0, 'an error', timeoutMs),
    completion: (timeoutMs?: number) => until(() => completed, 'completion', timeoutMs),
    dispose,
  };
}

/**
 * Waiting for a condition on what callbacks collect, without sleeping: call `changed()` whenever something arrives;
 * `until` resolves once `done()` holds, or fails after `timeoutMs` saying what was awaited and what there was.
 */
export function conditions(have: () => string) {
  const waiters = new Set<() => void>();
  const changed = () => {
    for (const check of waiters) check();
  };
  const until = (done: () => boolean, what: string, timeoutMs = 20_000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`timed out waiting for ${what}; ${have()}`));
      }, timeoutMs);
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      waiters.add(check);
      check();
    });
  return { changed, until };
}

/**
 * Two servers of one database, as operators run them: one checkpoint secret (SAVEPOINT_SECRET), separate data folders
 * (so neither reaches what the other keeps on its disk). `on(server)` runs a typed operation there with the first
 * server's token (the owner it made).
 */
export async function startServerPair(secret: string) {
  const one = await startLiveApp({ pollIntervalMs: 60_000, secret });
  const two = await startLiveApp({ pollIntervalMs: 60_000, secret }, { url: one.databaseUrl });
  const on =
    (server: typeof one) =>
    <R, V>(document: TypedDocumentNode<R, V>, variables: V) =>
      gqlOver(server.httpUrl, one.token, document, variables);
  return { one, two, on };
}
