// Real GraphQL clients against a real port, set up exactly as docs/clients.md shows (its code is docs/examples/*.ts,
// which docs.test.ts holds equal to the guide): Apollo Client 4, urql 6, graphql-ws 6 and graphql-sse 2. Each runs
// queries and reads typed errors, and follows a session's events from a cursor across a restart of the server (the
// same database and port, stopped and started again) with no gap and no duplicate; the codegen set-up generates
// from the live server.

import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { generate } from '@graphql-codegen/cli';
import { preset as clientPreset } from '@graphql-codegen/client-preset';
import { parse } from 'graphql';
import { createClient } from 'graphql-ws';
import { afterAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import * as apollo from '../docs/examples/apollo.ts';
import codegenConfig from '../docs/examples/codegen.ts';
import * as graphqlSse from '../docs/examples/graphql-sse.ts';
import * as graphqlWs from '../docs/examples/graphql-ws.ts';
import * as urql from '../docs/examples/urql.ts';
import { createApp } from '../src/app.ts';
import { createOwnerWithToken } from '../src/auth/token.service.ts';
import { createLogger } from '../src/logger.ts';
import { graphql } from './gql/index.ts';
import { possibleTypes } from './gql/possible-types.ts';
import { tempDir } from './helpers/fs.ts';
import { conditions, gqlOver, startLiveApp } from './helpers/live.ts';
import { ChangeSession, CreateSession, CreateWorkspace } from './helpers/operations.ts';
import { ROOT } from './helpers/process.ts';

const live = await startLiveApp({ pollIntervalMs: 60_000 });
const { httpUrl, token } = live;
const gqlAs = <R, V>(doc: Parameters<typeof gqlOver<R, V>>[2], vars?: V) => gqlOver(httpUrl, token, doc, vars);

/** The server of this file: stopped and started again on the same database, port and data folder. */
let server = live.app;
afterAll(async () => {
  if (server !== live.app) await server.stop(); // startLiveApp stops its own
});
async function restartServer(whileDown: () => Promise<void>) {
  await (server === live.app ? live.stop() : server.stop());
  await whileDown();
  server = await createApp({ ...live.config, port: Number(new URL(httpUrl).port) }, createLogger('silent'));
  await server.start();
}

const Viewer = graphql(`
  query ClientsViewer { viewer { name token { suffix } } }
`);
const StartSession = graphql(`
  mutation ClientsStartSession($input: SessionTransitionInput!) {
    startSession(input: $input) { __typename ... on SessionStatePayload { session { id state } } ... on Error { code message } }
  }
`);
const SessionState = graphql(`
  query ClientsSession($id: ID!) { session(id: $id) { __typename ... on Session { id state } ... on Error { code message } } }
`);
const RecordEvents = graphql(`
  mutation ClientsRecordEvents($input: RecordEventsInput!) {
    recordEvents(input: $input) { __typename ... on RecordEventsPayload { lastSeq } ... on Error { code message } }
  }
`);

async function newSession(as = token) {
  const workspace = await gqlOver(httpUrl, as, CreateWorkspace, { input: { path: await tempDir() } });
  if (workspace.createWorkspace.__typename !== 'CreateWorkspacePayload') throw new Error(JSON.stringify(workspace));
  const created = await gqlOver(httpUrl, as, CreateSession, { input: { workspaceId: workspace.createWorkspace.workspace.id, objective: 'clients' } });
  if (created.createSession.__typename !== 'CreateSessionPayload') throw new Error(JSON.stringify(created));
  return created.createSession.session.id;
}

/** Records `count` custom events through `url`; answers the last seq. */
async function record(sessionId: string, count: number, url = httpUrl): Promise<number> {
  const events = Array.from({ length: count }, () => ({ type: 'tick' }));
  const result = await gqlOver(url, token, RecordEvents, { input: { sessionId, events } });
  if (result.recordEvents.__typename !== 'RecordEventsPayload') throw new Error(JSON.stringify(result));
  return result.recordEvents.lastSeq;
}

type Follow = (sessionId: string, after: string, onEvent: (edge: { cursor: string; node: { seq: number } }) => void, options: object) => { stop: () => void };

/** Each documented set-up, as a follower of a session's events. */
const followers: Array<[string, () => Follow]> = [
  [
    'Apollo Client',
    () => (id, after, on, options) => apollo.followSession(apollo.createApollo({ url: httpUrl, token, possibleTypes }), id, after, on, options),
  ],
  ['urql', () => (id, after, on, options) => urql.followSession(urql.createUrql({ url: httpUrl, token }), id, after, on, options)],
  ['graphql-ws', () => (id, after, on, options) => graphqlWs.followSession(graphqlWs.createWsClient({ url: httpUrl, token }), id, after, on, options)],
  ['graphql-sse', () => (id, after, on, options) => graphqlSse.followSession(graphqlSse.createSseClient({ url: httpUrl, token }), id, after, on, options)],
];

function watch(follow: Follow, sessionId: string, after: string, options: object = {}, name = '') {
  const seqs: number[] = [];
  const { changed, until } = conditions(() => `${name} has ${JSON.stringify(seqs)}`);
  const following = follow(
    sessionId,
    after,
    (edge) => {
      expect(edge.cursor).toBe(String(edge.node.seq));
      seqs.push(edge.node.seq);
      changed();
    },
    { retryMs: 100, ...options },
  );
  return { seqs, stop: following.stop, upTo: (seq: number) => until(() => seqs.at(-1) === seq, `events up to ${seq}`) };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, n) => from + n);

describe('following a session across a restart of the server', () => {
  it('each set-up resumes from its cursor: no gap, no duplicate, and nothing dies while the server is down', async () => {
    const sessionId = await newSession();
    const first = await record(sessionId, 3);
    const watchers = followers.map(([name, make]) => [name, watch(make(), sessionId, String(first - 1), {}, name)] as const);
    for (const [, watcher] of watchers) await watcher.upTo(first);
    const before = await record(sessionId, 2);
    for (const [, watcher] of watchers) await watcher.upTo(before);

    // urql on its own delivers the last item again when the server completes a subscription (why urql.ts skips it).
    const raw = urql.createUrql({ url: httpUrl, token });
    const rawItems: Array<{ seq: number | undefined; hasNext: boolean | undefined }> = [];
    const rawFeed = raw
      .subscription('subscription($id: ID!) { sessionEvents(sessionId: $id, after: "0") { node { seq } } }', { id: sessionId })
      .subscribe((result) => rawItems.push({ seq: result.data?.sessionEvents.node.seq, hasNext: result.hasNext }));
    await vi.waitFor(() => expect(rawItems.at(-1)?.seq).toBe(before));

    // Down: another server on the same database takes writes meanwhile (the followers must replay them).
    let during = 0;
    await restartServer(async () => {
      const other = await createApp({ ...live.config, port: 0, dataDir: await tempDir('savepoint-other-') }, createLogger('silent'));
      try {
        during = await record(sessionId, 4, await other.start());
      } finally {
        await other.stop();
      }
    });
    const after = await record(sessionId, 2);
    for (const [name, watcher] of watchers) {
      await watcher.upTo(after);
      expect(watcher.seqs, name).toEqual(range(first, after));
      watcher.stop();
    }
    expect(during).toBe(before + 4);
    rawFeed.unsubscribe();
    expect(rawItems.slice(-2)).toEqual([
      { seq: before, hasNext: true },
      { seq: before, hasNext: false },
    ]);
  });

  it.each(followers.slice(0, 3))('%s: a refused subscription (an id that is not yours) is final, not retried', async (_name, make) => {
    const { token: other } = await createOwnerWithToken(server.database.db, `stranger ${_name}`);
    const notYours = await newSession(other);
    const refused: unknown[] = [];
    const watcher = watch(make(), notYours, '0', { onRefused: (error: unknown) => refused.push(error) });
    await vi.waitFor(() => expect(refused).toHaveLength(1));
    expect(`${(refused[0] as Error).message} ${JSON.stringify(refused[0])}`).toMatch(/NOT_FOUND|not found/i);
    await new Promise((resolve) => setTimeout(resolve, 300)); // three retry periods: nothing more comes
    expect(refused).toHaveLength(1);
    expect(watcher.seqs).toEqual([]);
    watcher.stop();
  });
});

describe('Apollo Client', () => {
  it('reads a typed error of a mutation through `... on Error { code message }`, given possibleTypes', async () => {
    const client = apollo.createApollo({ url: httpUrl, token, possibleTypes });
    expect((await client.query({ query: Viewer, fetchPolicy: 'network-only' })).data?.viewer.token.suffix).toBe(token.slice(-4));
    const sessionId = await newSession();
    await gqlAs(ChangeSession.cancel, { input: { sessionId } });
    const { data } = await client.mutate({ mutation: StartSession, variables: { input: { sessionId } } });
    expect(data?.startSession).toMatchObject({ __typename: 'InvalidTransitionError', code: 'INVALID_TRANSITION', message: expect.stringMatching(/CANCELLED/) });
    client.stop();
  });

  it('drops those fields without possibleTypes (the reason codegen generates them)', async () => {
    const sessionId = await newSession();
    await gqlAs(ChangeSession.cancel, { input: { sessionId } });
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bare = apollo.createApollo({ url: httpUrl, token, possibleTypes: {} });
    expect((await bare.mutate({ mutation: StartSession, variables: { input: { sessionId } } })).data?.startSession).toEqual({
      __typename: 'InvalidTransitionError',
    });
    const notFound = (await bare.query({ query: SessionState, variables: { id: 'U2Vzc2lvbjowMWEyMWI0Zi1lY2JmLTc3OGMtODgxZS1hMzgzNjE4ZTE1YmQ=' } })).data;
    expect(notFound?.session).toEqual({ __typename: 'NotFoundError' });
    bare.stop();
    expect(warnings.mock.calls.map((call) => String(call[0]))).toContainEqual(expect.stringContaining('missing `possibleTypes` entry'));
    warnings.mockRestore();
  });

  it('needs a global WebSocket on Node 20: its link reads one when a connection fails (apollo.ts sets it when it is missing)', () => {
    const failing = {
      subscribe: (_payload: unknown, sink: { error: (error: unknown) => void }) => {
        sink.error({ target: { readyState: 3 } }); // what graphql-ws passes when a connection fails (an ErrorEvent)
        return () => {};
      },
    };
    const link = new GraphQLWsLink(failing as never);
    const operation = { query: parse('subscription { sessionEvents(sessionId: "x") { cursor } }'), variables: {}, operationName: null, extensions: {} };
    const errors: unknown[] = [];
    const saved = globalThis.WebSocket;
    try {
      // @ts-expect-error Node 20 has none; apollo.ts provides it
      delete globalThis.WebSocket;
      link.request(operation as never).subscribe({ error: (error) => errors.push(error) });
    } finally {
      globalThis.WebSocket = saved;
    }
    link.request(operation as never).subscribe({ error: (error) => errors.push(error) });
    expect(errors.map(String)).toEqual([expect.stringMatching(/ReferenceError: WebSocket is not defined/), expect.stringMatching(/Socket closed/)]);
  });

  it('the generated map lists every type implementing Error, and each union of results', () => {
    expect(possibleTypes.Error).toEqual(expect.arrayContaining(['InvalidTransitionError', 'NotFoundError', 'ValidationError']));
    expect(possibleTypes.StartSessionResult).toEqual(expect.arrayContaining(['InvalidTransitionError', 'SessionStatePayload']));
  });
});

describe('urql', () => {
  it('sends queries as GET, which the Authorization header lets past CSRF prevention, and reads typed errors', async () => {
    const methods: string[] = [];
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      methods.push(init?.method ?? 'GET');
      spy.mockRestore();
      return fetch(input, init);
    });
    const client = urql.createUrql({ url: httpUrl, token });
    expect((await client.query(Viewer, {}, { requestPolicy: 'network-only' }).toPromise()).data?.viewer.token.suffix).toBe(token.slice(-4));
    expect(methods).toEqual(['GET']);
    const sessionId = await newSession();
    await gqlAs(ChangeSession.cancel, { input: { sessionId } });
    const { data } = await client.mutation(StartSession, { input: { sessionId } }).toPromise();
    expect(data?.startSession).toMatchObject({ __typename: 'InvalidTransitionError', code: 'INVALID_TRANSITION' });
  });
});

describe("graphql-ws's own retries", () => {
  it('send a subscription again with its first variables, so a resumed feed repeats itself (why the set-ups turn them off)', async () => {
    const sessionId = await newSession();
    const lastSeq = await record(sessionId, 2);
    const ws = createClient({
      url: httpUrl.replace(/^http/, 'ws'),
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryWait: async () => {}, // retries on (the default), without waiting
    });
    const seqs: number[] = [];
    ws.subscribe<{ sessionEvents: { node: { seq: number } } }>(
      {
        query: 'subscription($id: ID!, $after: String) { sessionEvents(sessionId: $id, after: $after) { node { seq } } }',
        variables: { id: sessionId, after: '0' },
      },
      { next: ({ data }) => seqs.push(data!.sessionEvents.node.seq), error: () => {}, complete: () => {} },
    );
    await vi.waitFor(() => expect(seqs).toEqual(range(1, lastSeq)));
    await new Promise<void>((resolve) => {
      const off = ws.on('closed', () => {
        off();
        resolve();
      });
      ws.terminate();
    });
    await vi.waitFor(() => expect(seqs).toEqual([...range(1, lastSeq), ...range(1, lastSeq)]));
    await ws.dispose();
  });
});

describe('codegen', () => {
  it('generates typed documents and the possibleTypes map from the live server (introspection needs no token)', async () => {
    // As `npx graphql-codegen` runs it, but in this process: vitest's module loader cannot find codegen's preset and
    // plugins by name, so they are handed over loaded.
    const generates = Object.fromEntries(
      Object.entries(codegenConfig.generates).map(([file, output]) => [
        file,
        'preset' in output && output.preset === 'client' ? { ...output, preset: clientPreset } : output,
      ]),
    );
    const config = { ...codegenConfig, schema: httpUrl, documents: [], generates, cwd: ROOT, pluginLoader: (name: string) => import(name) };
    const outputs: Array<{ filename: string; content: string }> = await generate(config, false); // false: nothing is written
    const map = outputs.find((output) => output.filename.endsWith('possible-types.ts'))!.content;
    expect(map).toContain('"InvalidTransitionError"');
    expect(outputs.map((output) => output.filename)).toEqual(expect.arrayContaining([expect.stringMatching(/src\/gql\/graphql\.ts$/)]));
  });
});
