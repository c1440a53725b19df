// graphql-ws on the HTTP server's port and path, through Yoga's envelop (so masking, auth and limits are the same
// as over HTTP). The token travels in connection_init and is checked there; each subscription is authorised when
// it starts. Sockets opened with a token that is later revoked are closed.
import type { Server } from 'node:http';
import type { ExecutionArgs, GraphQLError } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { type WebSocket, WebSocketServer } from 'ws';
import { authenticate } from '../auth/token.service.ts';
import type { Db } from '../db/client.ts';
import { authorizationOf, type createGraphQLServer } from './server.ts';

type Yoga = ReturnType<typeof createGraphQLServer>;
type EnvelopedArgs = ExecutionArgs & { rootValue: { execute: (args: ExecutionArgs) => unknown; subscribe: (args: ExecutionArgs) => unknown } };

export type WebSocketOptions = { server: Server; yoga: Yoga; db: Db; keepAliveMs: number };

export function attachWebSocket({ server, yoga, db, keepAliveMs }: WebSocketOptions) {
  const wss = new WebSocketServer({ server, path: yoga.graphqlEndpoint });
  const socketsByToken = new Map<string, Set<WebSocket>>();
  // Operations started and not yet completed, so shutdown can let their `complete` messages go out first.
  let active = 0;
  let idle: (() => void) | null = null;

  const disposable = useServer<Record<string, unknown>, { tokenId: string }>(
    {
      onConnect: async (ctx) => {
        const auth = await authenticate(db, authorizationOf(ctx.connectionParams));
        if (!('viewer' in auth)) return false; // closes with 4403 Forbidden
        const tokenId = auth.viewer.tokenId;
        ctx.extra.tokenId = tokenId;
        const sockets = socketsByToken.get(tokenId) ?? new Set();
        sockets.add(ctx.extra.socket);
        socketsByToken.set(tokenId, sockets);
        ctx.extra.socket.once('close', () => {
          sockets.delete(ctx.extra.socket);
          if (sockets.size === 0) socketsByToken.delete(tokenId);
        });
        return true;
      },
      execute: (args) => (args as EnvelopedArgs).rootValue.execute(args) as never,
      subscribe: (args) => (args as EnvelopedArgs).rootValue.subscribe(args) as never,
      onSubscribe: async (ctx, _id, payload) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          connectionParams: ctx.connectionParams,
          params: payload,
        });
        const args: EnvelopedArgs = {
          schema,
          operationName: payload.operationName,
          document: parse(payload.query),
          variableValues: payload.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document) as readonly GraphQLError[];
        if (errors.length) return errors;
        active += 1;
        return args;
      },
      onComplete: () => {
        active -= 1;
        if (active === 0) idle?.();
      },
    },
    wss,
    keepAliveMs,
  );

  return {
    /** Closes every socket opened with one of these tokens. */
    closeTokens(tokenIds: readonly string[]): void {
      for (const tokenId of tokenIds) {
        for (const socket of socketsByToken.get(tokenId) ?? []) socket.close(CloseCode.Forbidden, 'API token revoked');
      }
    },
    connections: () => wss.clients.size,
    /** After the hub has ended every subscription: lets their `complete` messages go out, then closes every socket (1001). */
    close: async () => {
      if (active > 0) {
        await new Promise<void>((resolve) => {
          idle = resolve;
          setTimeout(resolve, 2_000).unref();
        });
      }
      await new Promise((resolve) => setImmediate(resolve)); // the last `complete` frames are queued before the close
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
