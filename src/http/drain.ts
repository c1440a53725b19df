// The graceful stop of an HTTP server's connections: stop accepting, let the requests in flight finish, close every
// connection as soon as it has nothing left to do, and force the rest closed after a grace.
import type { Server, ServerResponse } from 'node:http';
import type { Logger } from '../logger.ts';

/** How long a stop lets requests in flight finish before it closes their connections. */
export const SHUTDOWN_GRACE_MS = 8_000;

export type Drain = {
  /** Stops accepting at once; resolves when every connection is closed (the forced close after the grace included). */
  stop: () => Promise<void>;
};

/** Tracks the responses of `server` (call it before the server listens) so that stop() can drain its connections. */
export function drainable(server: Server, logger: Logger, graceMs = SHUTDOWN_GRACE_MS): Drain {
  let stopping = false;
  // Responses in progress: when stopping, they end with "Connection: close", so the connection closes when they finish
  // instead of idling in keep-alive until the client gives it up (which held shutdown for seconds).
  const responses = new Set<ServerResponse>();
  server.on('request', (_request, response: ServerResponse) => {
    if (stopping) response.setHeader('connection', 'close');
    responses.add(response);
    response.once('close', () => {
      responses.delete(response);
      // A response that began before the stop (an SSE stream, its headers long sent) could not say "Connection:
      // close"; its connection, idle now, is closed here rather than left for the client's keep-alive.
      if (stopping) server.closeIdleConnections();
    });
  });
  return {
    stop: () => {
      stopping = true;
      for (const response of responses) if (!response.headersSent) response.setHeader('connection', 'close');
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => {
        logger.warn(`requests still in flight after the ${graceMs / 1000} s grace of the stop; closing their connections`);
        server.closeAllConnections();
      }, graceMs);
      return closed.finally(() => clearTimeout(force));
    },
  };
}
