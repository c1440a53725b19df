// graphql-ws on the HTTP server's port and path, through Yoga's envelop (so masking, auth and limits are the same
// as over HTTP). The token travels in connection_init and is checked there; each subscription is authorised when
// it starts. Sockets opened with a token that is later revoked are closed. Bounded (plugins/limits.ts): message size,
// operations per socket, sockets per token and the wait for connection_init; a bad operation (syntax, validation,
// a limit) is an `error` message for that operation only, and the socket and its other subscriptions live on.
import type { Server } from 'node:http';
import { type ExecutionArgs, GraphQLError } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { createGraphQLError } from 'graphql-yoga';
import { type WebSocket, WebSocketServer } from 'ws';
import { authenticate } from '../auth/token.service.ts';
import type { RequestLimits } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Context } from './context.ts';
import { webSocketOriginAllowed } from './plugins/browser.ts';
import { LIMIT_SETTINGS, limitError, limitsOf } from './plugins/limits.ts';
import { authorizationOf, type createGraphQLServer } from './server.ts';
import { CoalescingWebSocket, createWriteTurns } from './websocket-writes.ts';

type Yoga = ReturnType<typeof createGraphQLServer>;
type EnvelopedArgs = ExecutionArgs & { rootValue: { execute: (args: ExecutionArgs) => unknown; subscribe: (args: ExecutionArgs) => unknown } };

/** A socket refused for a policy (too many sockets for one token): RFC 6455's Policy Violation. */
export const POLICY_VIOLATION = 1008;

export type WebSocketOptions = { server: Server; yoga: Yoga; db: Db; keepAliveMs: number; limits?: RequestLimits };

export function attachWebSocket({ server, yoga, db, keepAliveMs, limits = limitsOf(yoga) }: WebSocketOptions) {
  // A larger message closes the socket with 1009 (Message Too Big) before it is buffered whole.
  const wss = new WebSocketServer({
    server,
    path: yoga.graphqlEndpoint,
    maxPayload: limits.wsMessageBytes,
    WebSocket: CoalescingWebSocket, // one serialisation per shared result, one socket write per turn (websocket-writes.ts)
    // Browsers apply no CORS to WebSockets: a page of a foreign origin is refused at the handshake (plugins/browser.ts).
    verifyClient: ({ req }, done) => done(webSocketOriginAllowed(yoga, req.headers), 403, 'This origin may not open a WebSocket here (SAVEPOINT_CORS_ORIGINS)'),
  });
  const sockets = tokenSockets(limits);
  const operations = runningOperations();
  const disposable = useServer<Record<string, unknown>, { tokenId: string }>(
    {
      connectionInitWaitTimeout: limits.wsInitTimeoutMs, // then closes with 4408
      onConnect: async (ctx) => {
        const auth = await authenticate(db, authorizationOf(ctx.connectionParams));
        if (!('viewer' in auth)) return false; // closes with 4403 Forbidden
        ctx.extra.tokenId = auth.viewer.tokenId;
        return sockets.admit(auth.viewer.tokenId, ctx.extra.socket);
      },
      execute: (args) => (args as EnvelopedArgs).rootValue.execute(args) as never,
      subscribe: (args) => (args as EnvelopedArgs).rootValue.subscribe(args) as never,
      onSubscribe: async (ctx, id, payload) => {
        const operation = await envelopedOperation(yoga, limits, ctx, payload);
        if (!Array.isArray(operation)) {
          operations.started();
          // A subscription's rows may be written straight to its client (use-shared-subscription-results.ts).
          const socket = ctx.extra.socket as CoalescingWebSocket;
          ((operation as EnvelopedArgs).contextValue as Context).writeThrough = (result) => socket.writeResult(id, result, limits.responseBytes);
        }
        return operation;
      },
      // A result shared by several subscribers is serialised once (websocket-writes.ts).
      onNext: (ctx, id, _payload, _args, result) => (ctx.extra.socket as CoalescingWebSocket).spliceNext(id, result),
      onComplete: () => operations.ended(),
    },
    wss,
    keepAliveMs,
  );
  const turns = createWriteTurns();
  wss.on('connection', (socket: CoalescingWebSocket, request) => {
    socket.coalesceWritesOn(request.socket, turns);
    quietOnTooBig(socket);
  });
  return {
    /** Closes every socket opened with one of these tokens. */
    closeTokens: (tokenIds: readonly string[]) => sockets.close(tokenIds),
    connections: () => wss.clients.size,
    /** After the hub has ended every subscription: lets their `complete` messages go out, then closes every socket (1001). */
    close: async () => {
      await operations.idle(2_000);
      await new Promise((resolve) => setImmediate(resolve)); // the last `complete` frames are queued before the close
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/** The sockets each API token holds: admitted up to the limit (one more is closed with 1008), closed together on revocation. */
function tokenSockets(limits: RequestLimits) {
  const byToken = new Map<string, Set<WebSocket>>();
  return {
    admit(tokenId: string, socket: WebSocket): boolean {
      const sockets = byToken.get(tokenId) ?? new Set();
      if (sockets.size >= limits.wsSocketsPerToken) {
        socket.close(POLICY_VIOLATION, `Too many sockets for this API token (at most ${limits.wsSocketsPerToken}, ${LIMIT_SETTINGS.wsSocketsPerToken})`);
        return false; // the close above goes first
      }
      sockets.add(socket);
      byToken.set(tokenId, sockets);
      socket.once('close', () => {
        sockets.delete(socket);
        if (sockets.size === 0) byToken.delete(tokenId);
      });
      return true;
    },
    close(tokenIds: readonly string[]): void {
      for (const tokenId of tokenIds) for (const socket of byToken.get(tokenId) ?? []) socket.close(CloseCode.Forbidden, 'API token revoked');
    },
  };
}

/** Operations started and not yet completed, so shutdown can let their `complete` messages go out first. */
function runningOperations() {
  let active = 0;
  let idle: (() => void) | null = null;
  return {
    started: () => {
      active += 1;
    },
    ended: () => {
      active -= 1;
      if (active === 0) idle?.();
    },
    /** Resolves once none runs, or after `atMostMs`. */
    idle: (atMostMs: number) =>
      active === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            idle = resolve;
            setTimeout(resolve, atMostMs).unref();
          }),
  };
}

/**
 * A subscribe message as Yoga's envelop runs it (masking, auth and limits as over HTTP), or the errors that refuse
 * that operation alone: thrown, graphql-ws would close the socket (4500) and end its other subscriptions.
 */
async function envelopedOperation(
  yoga: Yoga,
  limits: RequestLimits,
  ctx: { connectionParams?: Readonly<Record<string, unknown>>; subscriptions: Record<string, unknown> },
  payload: { query: string; operationName?: string | null; variables?: Record<string, unknown> | null },
): Promise<EnvelopedArgs | readonly GraphQLError[]> {
  // graphql-ws lists this operation already: more than the limit means one too many.
  if (Object.keys(ctx.subscriptions).length > limits.wsSubscriptionsPerSocket) {
    return [limitError(limits, 'wsSubscriptionsPerSocket', 'This socket has too many operations running', 'Complete one first, or open another socket.')];
  }
  const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({ connectionParams: ctx.connectionParams, params: payload });
  try {
    const document = parse(payload.query);
    const errors = validate(schema, document) as readonly GraphQLError[];
    if (errors.length) return errors;
    const contextValue = await contextFactory();
    return { schema, operationName: payload.operationName, document, variableValues: payload.variables, contextValue, rootValue: { execute, subscribe } };
  } catch (error) {
    if (error instanceof GraphQLError) return [error];
    yoga.logger.error(error);
    return [createGraphQLError('Unexpected error.', { extensions: { code: 'INTERNAL_SERVER_ERROR', unexpected: true } })];
  }
}

/**
 * A message over maxPayload: ws closes the socket with 1009, then reports it as a socket error, which graphql-ws
 * (whose listener runs first) would log as an internal error. It is the client's, and expected.
 */
function quietOnTooBig(socket: WebSocket): void {
  const [internal] = socket.listeners('error') as Array<(error: Error) => void>;
  socket.removeAllListeners('error');
  socket.once('error', (error: Error & { code?: string }) => {
    if (error.code !== 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') internal?.(error);
  });
}
