// The HTTP edge: the one node server of the API. It routes each request by its path, drains its connections on stop
// (drain.ts), and the WebSocket server of graphql-ws attaches to it (graphql/websocket.ts, composed by app.ts).
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../logger.ts';
import { drainable } from './drain.ts';
import { answerHealth, answerReadiness, type ReadinessChecks } from './health.ts';
import { staticFiles } from './static.ts';

export type HttpOptions = {
  /** Yoga's node handler: GraphQL (with SSE) and GraphiQL at /graphql, and Yoga's own answer for any other path. */
  graphql: RequestListener;
  /** The code-object routes (wire/objects.ts): `/objects` (upload) and `/objects/read`; without them, Yoga's 404. */
  objects?: (request: IncomingMessage, response: ServerResponse, path: string) => Promise<void>;
  /** The transfer routes (wire/transfer.ts): `/export/sessions/<id>` and `/import/sessions`; without them, Yoga's 404. */
  transfer?: (request: IncomingMessage, response: ServerResponse, path: string) => Promise<void>;
  /** The upload route of client state (wire/state-uploads.ts): `/state/uploads`; without it, Yoga's 404. */
  stateUploads?: (request: IncomingMessage, response: ServerResponse, path: string) => Promise<void>;
  /** What `/ready` checks. */
  readiness: ReadinessChecks;
  /** The viewer's built files, served at /viewer/; null, or a folder not built yet: /viewer answers 404 saying how to build it. */
  viewerDir?: string | null;
  logger: Logger;
};

export type HttpEdge = {
  readonly server: Server;
  /** Listens on the port; rejects with the server's error (EADDRINUSE) when it cannot. */
  listen: (port: number, host: string) => Promise<AddressInfo>;
  /** Stops accepting at once, lets requests in flight finish, then closes their connections (drain.ts). */
  stop: () => Promise<void>;
};

export const VIEWER_MISSING =
  'The viewer is not built on this server: run `npm install` (or `node bin/viewer-bundle.js`) in its checkout and reload, ' +
  'or point SAVEPOINT_VIEWER_DIR at a built viewer. GraphiQL is at /graphql.';

/**
 * The routes, by path (the query string aside):
 * - `/health` and `/ready`: for load balancers (health.ts);
 * - `/viewer` and below: the viewer's static files, under a strict Content-Security-Policy (static.ts);
 * - `/objects` and `/objects/read`: code objects in git's serialisation, in and out (wire/objects.ts, composed by app.ts);
 * - `/export/sessions/<id>` and `/import/sessions`: a session's export out, an export back in (wire/transfer.ts, likewise);
 * - `/state/uploads`: a value of client state too large for a GraphQL request (wire/state-uploads.ts, likewise);
 * - anything else: Yoga, which serves GraphQL, SSE and GraphiQL at `/graphql` and answers 404 elsewhere.
 */
export function createHttpEdge({
  graphql,
  objects = async (request, response) => graphql(request, response),
  transfer = async (request, response) => graphql(request, response),
  stateUploads = async (request, response) => graphql(request, response),
  readiness,
  viewerDir = null,
  logger,
}: HttpOptions): HttpEdge {
  const viewer = staticFiles({ prefix: '/viewer', root: viewerDir, missing: VIEWER_MISSING, logger });
  const route = (request: IncomingMessage, response: ServerResponse) => {
    const [path = '/'] = (request.url ?? '/').split('?', 1);
    if (path === '/health') answerHealth(response);
    else if (path === '/ready') void answerReadiness(readiness, response);
    else if (path === '/viewer' || path.startsWith('/viewer/')) void viewer(request, response, path);
    else if (path === '/objects' || path === '/objects/read') void objects(request, response, path);
    else if (path.startsWith('/export/sessions/') || path === '/import/sessions') void transfer(request, response, path);
    else if (path === '/state/uploads') void stateUploads(request, response, path);
    else graphql(request, response);
  };
  const server = createServer(route);
  const drain = drainable(server, logger);
  return {
    server,
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve(server.address() as AddressInfo));
      }),
    stop: drain.stop,
  };
}
