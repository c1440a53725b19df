// Real GraphQL clients against a real port, set up as the README's "Clients" section shows: Apollo Client 4 (HttpLink,
// GraphQLWsLink through split, InMemoryCache with the generated possibleTypes) and urql 6 (fetch, subscriptions over
// graphql-ws). Each runs a query, a mutation answering a typed error read through `... on Error`, a subscription from a
// cursor (backlog, then live) and a reconnect that resubscribes with the last cursor (no gap, no duplicate).

import { readFile } from 'node:fs/promises';
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { cacheExchange, fetchExchange, subscriptionExchange, Client as UrqlClient } from '@urql/core';
import { parse, validate } from 'graphql';
import { createClient, type Client as WsClient } from 'graphql-ws';
import { describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createOwnerWithToken } from '../src/auth/token.service.ts';
import { schema } from '../src/graphql/schema.ts';
import { graphql } from './gql/index.ts';
import { possibleTypes } from './gql/possible-types.ts';
import { tempDir } from './helpers/app.ts';
import { conditions, gqlOver, startLiveApp } from './helpers/live.ts';
import { ChangeSession, CreateSession, CreateWorkspace } from './helpers/operations.ts';

const { app, httpUrl, wsUrl, token } = await startLiveApp({ pollIntervalMs: 60_000 });
const gql = <R, V>(doc: TypedDocumentNode<R, V>, vars?: V) => gqlOver(httpUrl, token, doc, vars);

const Viewer = graphql(`
  query ClientsViewer { viewer { name token { name suffix } } }
`);
const SessionWithEvents = graphql(`
  query ClientsSession($id: ID!) {
    session(id: $id) {
      __typename
      ... on Session { id objective state events(first: 50) { edges { cursor node { seq type } } } }
      ... on Error { code message }
    }
  }
`);
const StartSession = graphql(`
  mutation ClientsStartSession($input: SessionTransitionInput!) {
    startSession(input: $input) {
      __typename
      ... on SessionStatePayload { session { id state } }
      ... on Error { code message }
    }
  }
`);
const SessionFeed = graphql(`
  subscription ClientsSessionFeed($sessionId: ID!, $after: String) {
    sessionEvents(sessionId: $sessionId, after: $after) { cursor node { seq type data } }
  }
`);
const RecordEvents = graphql(`
  mutation ClientsRecordEvents($input: RecordEventsInput!) {
    recordEvents(input: $input) { __typename ... on RecordEventsPayload { lastSeq } ... on Error { code message } }
  }
`);

type FeedItem = { cursor: string; seq: number; i: unknown };
type Sink<T> = { next: (value: T) => void; error: (error: unknown) => void; complete: () => void };

/** The operations the scenario needs, as each client does them. */
interface Adapter {
  query<R, V>(document: TypedDocumentNode<R, V>, variables: V): Promise<R>;
  mutate<R, V>(document: TypedDocumentNode<R, V>, variables: V): Promise<R>;
  subscribe<R, V>(document: TypedDocumentNode<R, V>, variables: V, sink: Sink<R>): () => void;
  /** Drops the WebSocket the way a lost network does; the next subscription opens a new one. */
  dropSocket(): Promise<void>;
  /** A fresh client (a page reload, a restarted process): only the cursor survives. */
  restart(): Promise<Adapter>;
  dispose(): Promise<void>;
}

function graphqlWs(): WsClient {
  return createClient({
    url: wsUrl,
    webSocketImpl: WebSocket, // Node 20 has no global WebSocket; browsers need no webSocketImpl
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0, // a lost socket errors the subscriptions: the application resubscribes with its last cursor
  });
}

function apollo(options: { possibleTypes: boolean } = { possibleTypes: true }): Adapter {
  const ws = graphqlWs();
  const link = ApolloLink.split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
    },
    new GraphQLWsLink(ws),
    new HttpLink({ uri: httpUrl, headers: { authorization: `Bearer ${token}` } }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache(options.possibleTypes ? { possibleTypes } : {}) });
  return {
    async query(query, variables) {
      const result = await client.query({ query, variables: variables as never, fetchPolicy: 'network-only' });
      if (result.error) throw result.error;
      return result.data as never;
    },
    async mutate(mutation, variables) {
      const result = await client.mutate({ mutation, variables: variables as never });
      if (result.error) throw result.error;
      return result.data as never;
    },
    subscribe(query, variables, sink) {
      const subscription = client.subscribe({ query, variables: variables as never }).subscribe({
        next: (result) => (result.error ? sink.error(result.error) : sink.next(result.data as never)),
        error: sink.error,
        complete: sink.complete,
      });
      return () => subscription.unsubscribe();
    },
    dropSocket: () => dropSocket(ws),
    restart: async () => {
      client.stop();
      await ws.dispose();
      return apollo(options);
    },
    dispose: async () => {
      client.stop();
      await ws.dispose();
    },
  };
}

/** The HTTP methods urql used, to show its GET queries pass CSRF prevention. */
const urqlMethods: string[] = [];

function urql(): Adapter {
  const ws = graphqlWs();
  const client = new UrqlClient({
    url: httpUrl,
    fetch: (input, init) => {
      urqlMethods.push(init?.method ?? 'GET');
      return fetch(input, init);
    },
    // urql sends queries as GET when the URL is short enough: the Authorization header is also what lets a GET past
    // Yoga's CSRF prevention.
    fetchOptions: { headers: { authorization: `Bearer ${token}` } },
    requestPolicy: 'network-only',
    exchanges: [
      cacheExchange,
      fetchExchange,
      subscriptionExchange({
        forwardSubscription(request) {
          const input = { ...request, query: request.query ?? '' };
          return { subscribe: (sink) => ({ unsubscribe: ws.subscribe(input, sink) }) };
        },
      }),
    ],
  });
  return {
    async query(query, variables) {
      const result = await client.query(query, variables as never).toPromise();
      if (result.error) throw result.error;
      return result.data as never;
    },
    async mutate(mutation, variables) {
      const result = await client.mutation(mutation, variables as never).toPromise();
      if (result.error) throw result.error;
      return result.data as never;
    },
    subscribe(query, variables, sink) {
      const { unsubscribe } = client.subscription(query, variables as never).subscribe((result) => {
        if (result.error) sink.error(result.error);
        else sink.next(result.data as never);
      });
      // urql ends its source after an error or completion without telling the callback: completion is seen as an
      // error (the socket went away) or not at all (unsubscribed), which is all the scenario needs.
      return unsubscribe;
    },
    dropSocket: () => dropSocket(ws),
    restart: async () => {
      await ws.dispose();
      return urql();
    },
    dispose: async () => {
      await ws.dispose();
    },
  };
}

/** Closes the client's socket abruptly (graphql-ws `terminate`), and waits until it is closed. */
function dropSocket(ws: WsClient): Promise<void> {
  return new Promise((resolve) => {
    const off = ws.on('closed', () => {
      off();
      resolve();
    });
    ws.terminate();
  });
}

/** What one subscription delivered, and waiting for it without sleeping. */
function feed(client: Adapter, sessionId: string, after: string) {
  const items: FeedItem[] = [];
  const errors: unknown[] = [];
  const { changed, until } = conditions(() => `have ${JSON.stringify(items)}, errors ${String(errors)}`);
  const stop = client.subscribe(
    SessionFeed,
    { sessionId, after },
    {
      next: (data) => {
        const { cursor, node } = data.sessionEvents;
        items.push({ cursor, seq: node.seq, i: (node.data as { i?: unknown }).i });
        changed();
      },
      error: (error) => {
        errors.push(error);
        changed();
      },
      complete: changed,
    },
  );
  return {
    items,
    errors,
    stop,
    count: (n: number) => until(() => items.length >= n, `${n} items`),
    error: () => until(() => errors.length > 0, 'an error'),
    last: () => items.at(-1)!.cursor,
  };
}

async function newSession() {
  const workspace = await gql(CreateWorkspace, { input: { path: await tempDir() } });
  if (workspace.createWorkspace.__typename !== 'CreateWorkspacePayload') throw new Error(JSON.stringify(workspace));
  const created = await gql(CreateSession, { input: { workspaceId: workspace.createWorkspace.workspace.id, objective: 'clients' } });
  if (created.createSession.__typename !== 'CreateSessionPayload') throw new Error(JSON.stringify(created));
  return created.createSession.session.id;
}

async function record(sessionId: string, from: number, count: number): Promise<number> {
  const events = Array.from({ length: count }, (_, n) => ({ type: 'tick', data: { i: from + n } }));
  const result = await gql(RecordEvents, { input: { sessionId, events } });
  if (result.recordEvents.__typename !== 'RecordEventsPayload') throw new Error(JSON.stringify(result));
  return result.recordEvents.lastSeq;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, n) => from + n);

describe.each([
  ['Apollo Client 4', () => apollo()],
  ['urql 6', () => urql()],
])('%s against a live server', (_name, makeClient) => {
  it('queries the viewer and a session', async () => {
    const client = makeClient();
    const { viewer } = await client.query(Viewer, {});
    expect(viewer.name).toBeTruthy();
    expect(viewer.token.suffix).toBe(token.slice(-4));

    const sessionId = await newSession();
    const { session } = await client.query(SessionWithEvents, { id: sessionId });
    expect(session).toMatchObject({ __typename: 'Session', id: sessionId, objective: 'clients', state: 'CREATED' });
    await client.dispose();
  });

  it('reads a typed error of a mutation through `... on Error { code message }`', async () => {
    const client = makeClient();
    const sessionId = await newSession();
    await gql(ChangeSession.cancel, { input: { sessionId } });
    const { startSession } = await client.mutate(StartSession, { input: { sessionId } });
    expect(startSession).toMatchObject({ __typename: 'InvalidTransitionError', code: 'INVALID_TRANSITION' });
    expect((startSession as { message: string }).message).toMatch(/CANCELLED/);
    await client.dispose();
  });

  it('subscribes from a cursor (backlog, then live), and resubscribes with the last cursor after a reconnect and a restart', async () => {
    let client = makeClient();
    const sessionId = await newSession();
    const firstTick = (await record(sessionId, 0, 4)) - 3;
    // The cursor comes from an ordinary query: here, the event of tick 1.
    const { session } = await client.query(SessionWithEvents, { id: sessionId });
    if (session.__typename !== 'Session') throw new Error(JSON.stringify(session));
    const cursor = session.events!.edges.find((edge) => edge.node.seq === firstTick + 1)!.cursor;

    const first = feed(client, sessionId, cursor);
    await first.count(2); // the backlog after the cursor: ticks 2 and 3
    await record(sessionId, 4, 2); // live
    await first.count(4);
    expect(first.items.map((item) => item.i)).toEqual([2, 3, 4, 5]);

    // The socket drops: the subscription errors; what happens meanwhile is replayed from the last cursor.
    await client.dropSocket();
    await first.error();
    await record(sessionId, 6, 2);
    const second = feed(client, sessionId, first.last());
    await second.count(2);
    await record(sessionId, 8, 1);
    await second.count(3);
    second.stop();

    // The client restarts (nothing survives but the cursor).
    await record(sessionId, 9, 2);
    client = await client.restart();
    const third = feed(client, sessionId, second.last());
    await third.count(2);
    await record(sessionId, 11, 1);
    await third.count(3);
    third.stop();

    const all = [...first.items, ...second.items, ...third.items];
    expect(all.map((item) => item.i)).toEqual(range(2, 11));
    expect(all.map((item) => item.seq)).toEqual(range(firstTick + 2, firstTick + 11));
    expect(second.errors).toEqual([]);
    expect(third.errors).toEqual([]);
    await client.dispose();
  });
});

describe('Apollo Client without possibleTypes', () => {
  it('drops the fields of `... on Error` from mutation and query results (the reason possibleTypes is generated)', async () => {
    const sessionId = await newSession();
    await gql(ChangeSession.cancel, { input: { sessionId } });
    const strangers = await createOwnerWithToken(app.database.db, 'stranger');
    const foreign = await gqlOver(httpUrl, strangers.token, CreateWorkspace, { input: { path: await tempDir() } });
    if (foreign.createWorkspace.__typename !== 'CreateWorkspacePayload') throw new Error(JSON.stringify(foreign));
    const foreignSession = await gqlOver(httpUrl, strangers.token, CreateSession, {
      input: { workspaceId: foreign.createWorkspace.workspace.id, objective: 'not yours' },
    });
    if (foreignSession.createSession.__typename !== 'CreateSessionPayload') throw new Error(JSON.stringify(foreignSession));
    const notYours = { id: foreignSession.createSession.session.id };

    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bare = apollo({ possibleTypes: false });
    expect((await bare.mutate(StartSession, { input: { sessionId } })).startSession).toEqual({ __typename: 'InvalidTransitionError' });
    expect((await bare.query(SessionWithEvents, notYours)).session).toEqual({ __typename: 'NotFoundError' });
    await bare.dispose();
    expect(warnings.mock.calls.map((call) => String(call[0]))).toContainEqual(expect.stringContaining('missing `possibleTypes` entry'));
    warnings.mockRestore();

    const configured = apollo();
    expect((await configured.mutate(StartSession, { input: { sessionId } })).startSession).toMatchObject({
      __typename: 'InvalidTransitionError',
      code: 'INVALID_TRANSITION',
      message: expect.stringMatching(/CANCELLED/),
    });
    expect((await configured.query(SessionWithEvents, notYours)).session).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    await configured.dispose();
  });

  it('the generated map lists every type implementing Error, and each union of results', () => {
    expect(possibleTypes.Error).toEqual(expect.arrayContaining(['InvalidTransitionError', 'NotFoundError', 'ValidationError']));
    expect(possibleTypes.StartSessionResult).toEqual(expect.arrayContaining(['InvalidTransitionError', 'SessionStatePayload']));
  });
});

describe('urql', () => {
  it('sends queries as GET, and the Authorization header lets them past CSRF prevention', async () => {
    const client = urql();
    urqlMethods.length = 0;
    expect((await client.query(Viewer, {})).viewer.token.suffix).toBe(token.slice(-4));
    expect(urqlMethods).toEqual(['GET']);
    await client.dispose();
  });
});

describe("graphql-ws's own retries", () => {
  it('send a subscription again with its first variables, so a resumed feed repeats itself (why the set-ups turn them off)', async () => {
    const sessionId = await newSession();
    const lastSeq = await record(sessionId, 0, 2);
    const ws = createClient({
      url: wsUrl,
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
      {
        next: ({ data }) => seqs.push(data!.sessionEvents.node.seq),
        error: () => {},
        complete: () => {},
      },
    );
    await vi.waitFor(() => expect(seqs).toEqual(range(1, lastSeq)), { timeout: 10_000 });
    await dropSocket(ws); // retried at once: the server replays from the first `after` again
    await vi.waitFor(() => expect(seqs).toEqual([...range(1, lastSeq), ...range(1, lastSeq)]), { timeout: 10_000 });
    await ws.dispose();
  });
});

describe('the README', () => {
  it('"Clients" uses operations valid against the schema', async () => {
    const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
    const start = readme.indexOf('### Clients');
    const section = readme.slice(start, readme.slice(start + 1).search(/\n##+ /) + start + 1);
    const code = [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]!).join('\n');
    const operations = [...code.matchAll(/`\s*((?:query|mutation|subscription)\b[^`]*)`/g)].map((match) => match[1]!);
    expect(operations.map((operation) => operation.split(/[\s(]/)[1])).toEqual(expect.arrayContaining(['Start', 'Feed']));
    expect(operations.flatMap((operation) => validate(schema, parse(operation)).map((error) => `${error.message}\n${operation}`))).toEqual([]);
  });
});
