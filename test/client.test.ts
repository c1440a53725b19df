// src/client, the typed client the runner kit, the `savepoint` command and the viewer build on, against a live server
// (a real port, HTTP and graphql-ws): queries and mutations, errors as data narrowed on __typename, top-level errors
// as typed RequestErrors, a call retried with its idempotency key, and the three feeds followed across a restart of
// the server with no gap and no duplicate. (test/clients.test.ts runs third-party clients as docs/clients.md sets them up.)

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as example from '../docs/examples/savepoint-client.ts';
import { createApp } from '../src/app.ts';
import { createOwnerWithToken } from '../src/auth/token.service.ts';
import { type ClientOptions, createClient } from '../src/client/client.ts';
import { isPast } from '../src/client/feed.ts';
import {
  AppendMessagesDocument,
  CancelSessionDocument,
  CreateSessionDocument,
  CreateWorkspaceDocument,
  MessageAddedDocument,
  RecordEventsDocument,
  ReleaseLeaseDocument,
  SessionDocument,
  SessionEventsDocument,
  StartSessionDocument,
  ViewerDocument,
  WorkspaceEventsDocument,
} from '../src/client/gql/operations.ts';
import { operationKind, withIdempotencyKey } from '../src/client/idempotency.ts';
import { RequestError } from '../src/client/request-error.ts';
import { failure, narrow, ResultError, result } from '../src/client/results.ts';
import { createLogger } from '../src/logger.ts';
import { tempDir } from './helpers/fs.ts';
import { conditions, startLiveApp } from './helpers/live.ts';

const live = await startLiveApp({ pollIntervalMs: 60_000 });
const { httpUrl, token } = live;
const connect = (options: Partial<ClientOptions> = {}) => createClient({ url: httpUrl, token, webSocketImpl: WebSocket, retryDelayMs: () => 10, ...options });
const client = connect();
afterAll(() => client.close());

/** The server of this file: stopped and started again on the same database, port and data folder. */
let server = live.app;
afterAll(async () => {
  if (server !== live.app) await server.stop(); // startLiveApp stops its own
});

async function newSession(as = client, objective = 'client') {
  const workspace = narrow((await as.request(CreateWorkspaceDocument, { input: { path: await tempDir() } })).createWorkspace, 'CreateWorkspacePayload');
  const created = await as.request(CreateSessionDocument, { input: { workspaceId: workspace.workspace.id, objective } });
  return { workspaceId: workspace.workspace.id, ...narrow(created.createSession, 'CreateSessionPayload').session };
}

/** A fetch that hands each request to `intercept` first: it answers, or lets the request through (`pass`). */
function fetchThrough(
  intercept: (body: { query: string; variables: Record<string, { idempotencyKey?: string }> }, pass: () => Promise<Response>) => Promise<Response>,
) {
  const sent: Array<{ idempotencyKey?: string }> = [];
  const fetcher = async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body));
    sent.push({ idempotencyKey: body.variables?.input?.idempotencyKey });
    return intercept(body, () => fetch(url, init));
  };
  return { fetcher, sent };
}

describe('queries and mutations', () => {
  it('answers typed data, over HTTP with the bearer token', async () => {
    const { viewer } = await client.request(ViewerDocument, {});
    expect(viewer.token.suffix).toBe(token.slice(-4));
    const session = await newSession();
    expect(session).toMatchObject({ state: 'CREATED', objective: 'client', conversations: { nodes: [{ kind: 'SUPERVISOR' }] } });
    const read = narrow((await client.request(SessionDocument, { id: session.id })).session, 'Session');
    expect(read).toMatchObject({ id: session.id, state: 'CREATED', lastEventSeq: expect.any(Number) });
  });
});

describe('the example of docs/clients.md', () => {
  it('starts a session, says why another does not start, and tails a session from its first event', async () => {
    const shown = example.connect({ url: httpUrl, token });
    const { id } = await newSession(shown);
    expect(await example.start(shown, id)).toBe('RUNNING');
    const { id: cancelled } = await newSession(shown);
    await shown.request(CancelSessionDocument, { input: { sessionId: cancelled } });
    expect(await example.start(shown, cancelled)).toBe('not from CANCELLED');
    const types: string[] = [];
    const { changed, until } = conditions(() => `have ${types.join(', ')}`);
    const tail = example.tail(shown, id, (event) => {
      types.push(event.type);
      changed();
    });
    await until(() => types.includes('session.state_changed'), 'the start');
    expect(types[0]).toBe('session.created');
    tail.stop();
    await shown.close();
  });
});

describe('errors as data', () => {
  it('are narrowed on __typename into a typed Result, with the code and the fields of each error type', async () => {
    const { id } = await newSession();
    await client.request(CancelSessionDocument, { input: { sessionId: id } });
    const started = result((await client.request(StartSessionDocument, { input: { sessionId: id } })).startSession);
    expect(started.ok).toBe(false);
    if (started.ok) return;
    expect(started.error).toMatchObject({ __typename: 'InvalidTransitionError', code: 'INVALID_TRANSITION' });
    if (started.error.__typename === 'InvalidTransitionError') expect(started.error.currentState).toBe('CANCELLED');
  });

  it('narrow() answers the named member and throws a ResultError with the code and message of anything else', async () => {
    const { id } = await newSession();
    await client.request(CancelSessionDocument, { input: { sessionId: id } });
    const answer = (await client.request(StartSessionDocument, { input: { sessionId: id } })).startSession;
    expect(() => narrow(answer, 'SessionStatePayload')).toThrow(ResultError);
    expect(() => narrow(answer, 'SessionStatePayload')).toThrow(/^INVALID_TRANSITION: .*CANCELLED/);
    expect(failure(answer)).toMatchObject({ code: 'INVALID_TRANSITION' });
    const missing = (await client.request(SessionDocument, { id: 'U2Vzc2lvbjowMWEyMWI0Zi1lY2JmLTc3OGMtODgxZS1hMzgzNjE4ZTE1YmQ=' })).session;
    expect(() => narrow(missing, 'Session')).toThrow(expect.objectContaining({ code: 'NOT_FOUND', typename: 'NotFoundError' }));
    const found = narrow((await client.request(SessionDocument, { id })).session, 'Session');
    expect(() => failure(found)).toThrow(/expected an error, got Session/);
    const none: { __typename: 'Session' } | null = null;
    expect(() => narrow(none, 'Session')).toThrow(/expected Session, got null/);
  });
});

describe('top-level errors', () => {
  it('UNAUTHENTICATED without a token or with an unknown one, not retried', async () => {
    const { fetcher, sent } = fetchThrough((_body, pass) => pass());
    const error = await connect({ token: null, fetch: fetcher })
      .request(ViewerDocument, {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ code: 'UNAUTHENTICATED', retryable: false, status: 401 });
    expect(sent).toHaveLength(1);
    await expect(connect({ token: 'sp_not-a-token' }).request(ViewerDocument, {})).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('VALIDATION_FAILED for input the edge refuses before anything runs', async () => {
    const refused = client.request(CreateWorkspaceDocument, { input: { path: await tempDir(), name: 'a\u0000b' } });
    await expect(refused).rejects.toMatchObject({ name: 'RequestError', code: 'VALIDATION_FAILED', retryable: false });
  });

  it('UNREACHABLE when nothing answers', async () => {
    const { fetcher, sent } = fetchThrough(() => Promise.reject(new TypeError('fetch failed')));
    await expect(connect({ fetch: fetcher, retries: 2 }).request(ViewerDocument, {})).rejects.toMatchObject({ code: 'UNREACHABLE', retryable: true });
    expect(sent).toHaveLength(3); // a query is safe to send again
  });
});

describe("Node's http module, the transport under Node (http-post.ts)", () => {
  /** A server on a free port that answers every request with `answer`. */
  async function standIn(answer: (response: http.ServerResponse) => void, asked: (request: http.IncomingMessage) => void = () => {}) {
    const server = http.createServer((request, response) => {
      asked(request);
      request.resume().on('end', () => answer(response));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it('carries queries and mutations without fetch', async () => {
    const global = globalThis.fetch;
    globalThis.fetch = () => Promise.reject(new Error('fetch was used'));
    try {
      const { viewer } = await connect().request(ViewerDocument, {});
      expect(viewer.token.suffix).toBe(token.slice(-4));
      const objective = 'multi-byte objective: ünïcödé ✓'; // the content-length counts bytes, not characters
      expect(await newSession(connect(), objective)).toMatchObject({ objective });
    } finally {
      globalThis.fetch = global;
    }
  });

  it("says what came instead of a GraphQL answer (a proxy's page, a body over the limit, an answer cut short, no server), follows a 308", async () => {
    const proxy = await standIn((response) => response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>'));
    const tooLarge = await standIn((response) => response.writeHead(413).end('too large'));
    const cut = await standIn((response) => {
      // Part of the body written out, then the connection gone.
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' }).write('{"data":', () => response.socket?.destroy());
    });
    try {
      const ask = (url: string) => createClient({ url, retries: 0 }).request(ViewerDocument, {});
      await expect(ask(proxy.url)).rejects.toMatchObject({ code: 'UNREACHABLE', status: 502, retryable: true });
      await expect(ask(tooLarge.url)).rejects.toMatchObject({ code: 'LIMIT_EXCEEDED', status: 413, retryable: false });
      await expect(ask(cut.url)).rejects.toMatchObject({ code: 'UNREACHABLE', retryable: true, message: expect.stringMatching(/^No answer from .*: /) });
    } finally {
      await Promise.all([proxy.close(), tooLarge.close(), cut.close()]);
    }
    // A 307 or 308 is followed with the POST kept, as fetch does; the token goes along to the same origin only.
    const tokens: Array<string | undefined> = [];
    let path = '';
    const redirecting = await standIn(
      (response) =>
        path === '/graphql'
          ? response.writeHead(308, { location: '/moved' }).end()
          : response.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"viewer":null}}'),
      (request) => {
        path = request.url ?? '';
        tokens.push(request.headers.authorization);
      },
    );
    const away = await standIn((response) => response.writeHead(307, { location: redirecting.url.replace('/graphql', '/moved') }).end());
    try {
      await createClient({ url: redirecting.url, token, retries: 0 }).request(ViewerDocument, {});
      expect(tokens).toEqual([`Bearer ${token}`, `Bearer ${token}`]);
      await createClient({ url: away.url, token, retries: 0 }).request(ViewerDocument, {});
      expect(tokens.slice(2)).toEqual([undefined]); // another origin (another port): the redirect drops the token
    } finally {
      await Promise.all([redirecting.close(), away.close()]);
    }
    const gone = await standIn(() => {});
    await gone.close();
    await expect(createClient({ url: gone.url, retries: 0 }).request(ViewerDocument, {})).rejects.toMatchObject({
      code: 'UNREACHABLE',
      message: expect.stringMatching(/ECONNREFUSED/),
    });
  });
});

describe('a call sent again', () => {
  it('after a lost answer, carries the same idempotency key: the server answers the first outcome again', async () => {
    const { workspaceId } = await newSession();
    let lost = 0;
    const { fetcher, sent } = fetchThrough(async (_body, pass) => {
      const response = await pass(); // the server commits...
      if (lost++ === 0) throw new TypeError('socket hang up'); // ...and the answer never arrives
      return response;
    });
    const created = await connect({ fetch: fetcher }).request(CreateSessionDocument, { input: { workspaceId, objective: 'once' } });
    const payload = narrow(created.createSession, 'CreateSessionPayload');
    expect(payload.replayed).toBe(true);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]!.idempotencyKey).toBe(sent[0]!.idempotencyKey);
    const sessions = await live.app.database.sql<{ n: number }[]>`select count(*)::int as n from sessions where objective = 'once'`;
    expect(sessions[0]!.n).toBe(1);
  });

  it('after a TRANSIENT_FAILURE (nothing changed), with the same key; the caller may give its own', async () => {
    const { workspaceId } = await newSession();
    let failed = 0;
    const { fetcher, sent } = fetchThrough(async (_body, pass) => {
      if (failed++ > 0) return pass();
      const errors = [
        { message: 'The transaction kept losing to concurrent ones; nothing was changed.', extensions: { code: 'TRANSIENT_FAILURE', retryable: true } },
      ];
      return Response.json({ errors, data: null }, { status: 200 });
    });
    const created = await connect({ fetch: fetcher }).request(
      CreateSessionDocument,
      { input: { workspaceId, objective: 'transient' } },
      { idempotencyKey: 'mine-1' },
    );
    expect(narrow(created.createSession, 'CreateSessionPayload').replayed).toBe(false);
    expect(sent.map((call) => call.idempotencyKey)).toEqual(['mine-1', 'mine-1']);
  });

  it('never for a mutation without a key whose answer was lost (it may have been applied), nor past the retries', async () => {
    const { id } = await newSession();
    const { fetcher, sent } = fetchThrough(async (_body, pass) => {
      await pass();
      throw new TypeError('socket hang up');
    });
    const lostRelease = connect({ fetch: fetcher }).request(ReleaseLeaseDocument, { input: { sessionId: id, leaseToken: 1 } });
    await expect(lostRelease).rejects.toMatchObject({ code: 'UNREACHABLE', retryable: false });
    expect(sent).toHaveLength(1);
    const transient = fetchThrough(async () => Response.json({ errors: [{ message: 'lost', extensions: { code: 'TRANSIENT_FAILURE', retryable: true } }] }));
    await expect(connect({ fetch: transient.fetcher, retries: 1 }).request(ViewerDocument, {})).rejects.toMatchObject({ code: 'TRANSIENT_FAILURE' });
    expect(transient.sent).toHaveLength(2);
  });

  it('sets the key on the inputs that take one, keeps a key the caller gave, and knows a mutation from a query', () => {
    const document = String(CreateSessionDocument);
    expect(withIdempotencyKey(document, { input: { objective: 'x' } }, 'k')).toEqual({
      variables: { input: { objective: 'x', idempotencyKey: 'k' } },
      keyed: true,
    });
    expect(withIdempotencyKey(document, { input: { idempotencyKey: 'own' } }, 'k').variables).toEqual({ input: { idempotencyKey: 'own' } });
    expect(withIdempotencyKey(String(ReleaseLeaseDocument), { input: { sessionId: 's', leaseToken: 1 } }, 'k')).toEqual({
      variables: { input: { sessionId: 's', leaseToken: 1 } },
      keyed: false,
    });
    expect([operationKind(document), operationKind(String(SessionDocument)), operationKind(String(SessionEventsDocument))]).toEqual([
      'mutation',
      'query',
      'subscription',
    ]);
    expect([isPast('10', '9'), isPast('9', '9'), isPast('12345678901234567890', '12345678901234567889')]).toEqual([true, false, true]);
  });
});

describe('feeds', () => {
  /** Follows a feed, collecting the seq of each item. */
  function collect(start: (onItem: (item: { node: { seq: number } }) => void) => { stop: () => void }) {
    const seqs: number[] = [];
    const { changed, until } = conditions(() => `have ${JSON.stringify(seqs)}`);
    const feed = start((item) => {
      seqs.push(item.node.seq);
      changed();
    });
    return { seqs, stop: feed.stop, upTo: (n: number) => until(() => seqs.at(-1) === n, `up to ${n}`) };
  }

  it('sessionEvents, workspaceEvents and messageAdded resume from their last cursor across a restart: no gap, no duplicate', async () => {
    const session = await newSession();
    const conversationId = session.conversations!.nodes[0]!.id;
    const record = async (count: number, to = client) =>
      narrow(
        (await to.request(RecordEventsDocument, { input: { sessionId: session.id, events: Array.from({ length: count }, () => ({ type: 'tick' })) } }))
          .recordEvents,
        'RecordEventsPayload',
      ).lastSeq;
    const say = async (count: number, to = client) => {
      const messages = Array.from({ length: count }, (_, n) => ({ role: 'USER' as const, content: `m${n}` }));
      return narrow((await to.request(AppendMessagesDocument, { input: { conversationId, messages } })).appendMessages, 'AppendMessagesPayload').messages.at(
        -1,
      )!.seq;
    };
    await record(2);
    await say(2);
    const options = { after: '0', retryMs: 50 };
    const events = collect((onItem) => client.follow(SessionEventsDocument, { sessionId: session.id }, { ...options, onItem }));
    const workspace = collect((onItem) => client.follow(WorkspaceEventsDocument, { workspaceId: session.workspaceId }, { ...options, onItem }));
    const messages = collect((onItem) => client.follow(MessageAddedDocument, { conversationId }, { ...options, onItem }));
    const before = narrow((await client.request(SessionDocument, { id: session.id })).session, 'Session').lastEventSeq;
    await Promise.all([events.upTo(before), workspace.upTo(before), messages.upTo(2)]);

    // Down: another server on the same database takes writes meanwhile (the feeds must replay them).
    await (server === live.app ? live.stop() : server.stop());
    const other = await createApp({ ...live.config, port: 0, dataDir: await tempDir('savepoint-other-') }, createLogger('silent'));
    const elsewhere = connect({ url: await other.start() });
    await record(3, elsewhere);
    await say(2, elsewhere);
    await other.stop();
    server = await createApp({ ...live.config, port: Number(new URL(httpUrl).port) }, createLogger('silent'));
    await server.start();

    await record(2);
    const lastMessage = await say(1);
    const last = narrow((await client.request(SessionDocument, { id: session.id })).session, 'Session').lastEventSeq;
    await Promise.all([events.upTo(last), workspace.upTo(last), messages.upTo(lastMessage)]);
    const range = (to: number) => Array.from({ length: to }, (_, n) => n + 1);
    expect(events.seqs).toEqual(range(last));
    expect(workspace.seqs).toEqual(range(last));
    expect(messages.seqs).toEqual(range(lastMessage));
    expect(lastMessage).toBe(5); // 2 before, 2 while it was down, 1 after
    for (const feed of [events, workspace, messages]) feed.stop();
  });

  it('ends for good when refused: an id that is not yours (NOT_FOUND), a token the socket is refused with', async () => {
    const { token: strangerToken } = await createOwnerWithToken(server.database.db, 'stranger');
    const stranger = connect({ token: strangerToken });
    const notYours = await newSession(stranger);
    const refused = client.follow(SessionEventsDocument, { sessionId: notYours.id }, { after: '0', retryMs: 10, onItem: () => {} });
    await expect(refused.ended).resolves.toMatchObject({ name: 'RequestError', code: 'NOT_FOUND' });
    const badToken = connect({ token: 'sp_not-a-token' });
    const closed = badToken.follow(SessionEventsDocument, { sessionId: notYours.id }, { after: '0', retryMs: 10, onItem: () => {} });
    await expect(closed.ended).resolves.toMatchObject({ code: 'UNAUTHENTICATED' });
    const stopped = stranger.follow(SessionEventsDocument, { sessionId: notYours.id }, { after: '0', onItem: () => {} });
    stopped.stop();
    await expect(stopped.ended).resolves.toBeNull();
    await Promise.all([stranger.close(), badToken.close()]);
  });
});
