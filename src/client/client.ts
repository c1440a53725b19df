// The typed Savepoint client: queries and mutations over HTTP (http-post.ts), feeds over graphql-ws, a bearer token on
// both.
// It imports nothing of the server: the documents in gql/ are generated from schema.graphql and operations/.
//
//   const client = createClient({ url: 'http://localhost:4000/graphql', token, webSocketImpl: WebSocket });
//   const { createSession } = await client.request(CreateSessionDocument, { input });
//   const created = result(createSession); // { ok: true, value } or { ok: false, error } with the error's code
//
// Top-level errors (no token, a refused request, a transaction that lost to concurrent ones, no answer at all)
// throw a RequestError. A call is sent again, with the same idempotency key, when that is safe: after a
// TRANSIENT_FAILURE (nothing was changed), and after a lost answer or a DATABASE_UNAVAILABLE (a failover) for a query
// or a keyed mutation.

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { createClient as createWsClient, type Client as WsClient } from 'graphql-ws/client';
import { type Feed, type FollowOptions, follow } from './feed.ts';
import { type Posted, postWith } from './http-post.ts';
import { operationKind, withIdempotencyKey } from './idempotency.ts';
import { type GraphQLErrorShape, RequestError } from './request-error.ts';

/** A typed operation as text: the documents of gql/operations.ts, or any generated with documentMode: 'string'. */
export type Operation<R, V> = DocumentTypeDecoration<R, V> & { toString(): string };

export type ClientOptions = {
  /** The server's GraphQL endpoint, e.g. http://localhost:4000/graphql; feeds use the same URL over ws(s):. */
  url: string;
  /** An API token, sent as `Authorization: Bearer <token>` and when a socket opens. */
  token?: string | null;
  /**
   * What sends the HTTP requests, e.g. a server's own handler in the same process. Default: Node's http and https
   * modules under Node (http-post.ts), else the global fetch.
   */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /** The WebSocket class where there is no global one (Node 20: the `ws` package's). */
  webSocketImpl?: unknown;
  /** How many times a call is sent again when that is safe (default 3), and how long to wait before retry n. */
  retries?: number;
  retryDelayMs?: (attempt: number) => number;
  /** Makes a call's idempotency key (default: a random UUID). */
  newIdempotencyKey?: () => string;
  /**
   * Told when the feeds' socket opens and when it closes, with the close code (1000: closed by the client once no feed
   * needs it; anything else: a drop, a server going away), so a page can show "reconnecting" until it opens again.
   * Feeds resubscribe from their cursors on their own (feed.ts).
   */
  onSocket?: (state: 'open' | 'closed', code?: number) => void;
};

export type CallOptions = {
  /** The call's own idempotency key (default: a new one per call, reused by its retries). */
  idempotencyKey?: string;
};

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' };

/** Close codes of a socket the server will not take: a token it refuses (4401, 4403), a request it cannot read (4400, 4406). */
const REFUSED_CLOSE: Record<number, 'UNAUTHENTICATED' | 'BAD_REQUEST'> = {
  4400: 'BAD_REQUEST',
  4401: 'UNAUTHENTICATED',
  4403: 'UNAUTHENTICATED',
  4406: 'BAD_REQUEST',
};

export type SavepointClient = ReturnType<typeof createClient>;

export function createClient(options: ClientOptions) {
  const { url, token, retries = 3 } = options;
  const send = options.fetch ?? ((target: string, init: RequestInit) => fetch(target, init));
  const postJson = postWith(options.fetch);
  const retryDelayMs = options.retryDelayMs ?? ((attempt: number) => 250 * 2 ** attempt);
  const newKey = options.newIdempotencyKey ?? (() => crypto.randomUUID());
  const authorization: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let sockets: WsClient | null = null;

  async function post<R>(query: string, variables: unknown, safe: boolean): Promise<R> {
    let response: Posted;
    let body: { data?: R | null; errors?: GraphQLErrorShape[] };
    try {
      response = await postJson(url, { ...JSON_HEADERS, ...authorization }, JSON.stringify({ query, variables }));
    } catch (cause) {
      throw new RequestError('UNREACHABLE', `No answer from ${url}: ${cause instanceof Error ? cause.message : String(cause)}`, { retryable: safe, cause });
    }
    try {
      body = JSON.parse(response.text) as typeof body;
    } catch (cause) {
      // Not a GraphQL answer: a proxy's, a stopping server's, or an answer cut short.
      const { status } = response;
      const code = status === 413 ? 'LIMIT_EXCEEDED' : status >= 400 && status < 500 ? 'BAD_REQUEST' : 'UNREACHABLE';
      throw new RequestError(code, `HTTP ${status} from ${url} without a GraphQL answer`, { retryable: code === 'UNREACHABLE' && safe, status, cause });
    }
    if (body.errors?.length || body.data == null) throw RequestError.fromErrors(body.errors ?? [], response.status, safe);
    return body.data;
  }

  return {
    /**
     * Runs a query or a mutation and answers its data; top-level errors throw a RequestError. A mutation's inputs
     * that take an idempotencyKey get one, the same for each retry of the call.
     */
    async request<R, V>(document: Operation<R, V>, variables: V, { idempotencyKey }: CallOptions = {}): Promise<R> {
      const query = textOf(document);
      const kind = operationKind(query);
      if (kind === 'subscription') throw new TypeError('A subscription is a feed: use client.follow()');
      const call = kind === 'mutation' ? withIdempotencyKey(query, variables, idempotencyKey ?? newKey()) : { variables, keyed: false };
      const safe = kind === 'query' || call.keyed;
      for (let attempt = 0; ; attempt++) {
        try {
          return await post<R>(query, call.variables, safe);
        } catch (error) {
          if (!(error instanceof RequestError) || !error.retryable || attempt >= retries) throw error;
          await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt)));
        }
      }
    },

    /**
     * Follows a feed (sessionEvents, workspaceEvents, messageAdded) from `after`, then live, each item once and in
     * order, across dropped sockets and restarts of the server (feed.ts).
     */
    follow<R extends Record<string, { cursor: string }>, V extends { after?: string | null }>(
      document: Operation<R, V>,
      variables: Omit<V, 'after'>,
      feed: FollowOptions<R[keyof R]>,
    ): Feed {
      const query = textOf(document);
      sockets ??= createWsClient({
        url: url.replace(/^http/, 'ws'),
        webSocketImpl: options.webSocketImpl,
        connectionParams: authorization, // checked when the socket opens
        retryAttempts: 0, // its retries would send each subscription again from its first cursor: follow() resubscribes instead
        keepAlive: 15_000, // pings, so proxies do not cut a quiet feed
        on: { connected: () => options.onSocket?.('open'), closed: (event) => options.onSocket?.('closed', (event as { code?: number } | null)?.code) },
      });
      const ws = sockets;
      return follow<R[keyof R]>(
        (after, on) =>
          ws.subscribe<R>(
            { query, variables: { ...variables, after } },
            {
              next: ({ data, errors }) =>
                errors?.length ? on.refused(RequestError.fromErrors(errors)) : data && on.item(Object.values(data)[0] as R[keyof R]),
              error: (error) => {
                if (Array.isArray(error)) return on.refused(RequestError.fromErrors(error));
                const refusal = REFUSED_CLOSE[(error as { code?: number } | null)?.code ?? 0];
                if (refusal) return on.refused(new RequestError(refusal, `The server closed the socket: ${(error as { reason?: string }).reason || refusal}`));
                on.ended(); // a lost socket, a server going away
              },
              complete: on.ended, // the server completes every subscription when it shuts down
            },
          ),
        feed,
      );
    },

    /**
     * Sends raw bytes to one of the server's routes beside GraphQL (`/state/uploads`), with the token, and answers its
     * JSON. A refusal (an answer `{ code, message }`) is a RequestError of its code; nothing is retried.
     */
    async postBytes<R>(path: string, body: Uint8Array): Promise<R> {
      const target = new URL(path, url).toString();
      let response: Response;
      try {
        response = await send(target, { method: 'POST', headers: { 'content-type': 'application/octet-stream', ...authorization }, body: body as BodyInit });
      } catch (cause) {
        throw new RequestError('UNREACHABLE', `No answer from ${target}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
      }
      const answer = (await response.json().catch(() => ({}))) as R & { code?: string; message?: string };
      if (response.ok) return answer;
      throw RequestError.fromErrors(
        [{ message: answer.message ?? `HTTP ${response.status} from ${target}`, extensions: { code: answer.code } }],
        response.status,
        false,
      );
    },

    /** Closes the feeds' socket (feeds still running end). */
    async close(): Promise<void> {
      await sockets?.dispose();
      sockets = null;
    },
  };
}

function textOf(document: { toString(): string }): string {
  if (typeof document === 'string' || document instanceof String) return document.toString();
  throw new TypeError('Pass an operation as text: a document of src/client/gql/, or one generated with documentMode: "string"');
}
