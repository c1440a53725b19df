// Browser safety at the HTTP edge: which web pages may call the API (CORS), CSRF prevention, and GraphiQL.
//
// The API authenticates with a bearer token a client sends itself; there are no cookies, so a browser never adds
// credentials on a page's behalf. What a hostile page can still try: read responses across origins (refused: CORS
// answers only the origins in SAVEPOINT_CORS_ORIGINS, and never with credentials), send "simple" requests that skip
// the preflight (refused: the CSRF plugin), or get a token out of this server (there is none to get, see GraphiQL).
import type { IncomingHttpHeaders } from 'node:http';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import type { GraphiQLOptions, Plugin, YogaServerOptions } from 'graphql-yoga';
import { type Config, ConfigError } from '../../config.ts';

type CORSOption = YogaServerOptions<Record<string, unknown>, Record<string, unknown>>['cors'];

/** The header a GET request (which has no content type) carries to show it is no cross-site form or link. */
export const CSRF_HEADER = 'x-graphql-yoga-csrf';

/** The allowlisted origins, as browsers send them in `Origin` (`https://app.example.com`, no path, no slash). */
export function allowedOrigins(config: Pick<Config, 'corsOrigins'>): ReadonlySet<string> {
  return new Set(
    config.corsOrigins.map((entry) => {
      const url = URL.canParse(entry) ? new URL(entry) : null;
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
        throw new ConfigError(`SAVEPOINT_CORS_ORIGINS: "${entry}" is not an origin; list origins such as https://app.example.com, separated by commas.`);
      }
      return url.origin;
    }),
  );
}

/**
 * CORS: same origin only unless the page's origin is allowlisted. Any other origin gets no Access-Control-* header
 * at all, so its page cannot read a response (nor send the Authorization header: its preflight is not granted).
 * Allowlisted origins get no credentials either: tokens travel in the Authorization header, never in cookies.
 */
export function corsFor(config: Pick<Config, 'corsOrigins'>): CORSOption {
  const allowed = allowedOrigins(config);
  return (request: Request) => {
    const origin = request.headers.get('origin');
    if (!origin || !allowed.has(origin)) return false;
    return {
      origin,
      methods: ['GET', 'POST'],
      allowedHeaders: ['authorization', 'content-type', 'accept', CSRF_HEADER],
      credentials: false,
      maxAge: 600,
    };
  };
}

/**
 * The HTTP plugins of browser safety (to run before the others):
 * - CSRF prevention: a request must have been preflighted by a browser (a JSON body does that), or carry a header a
 *   cross-site form, link or image cannot set: `x-graphql-yoga-csrf` or `Authorization` (not CORS-safelisted, so a
 *   foreign page can only send it after a preflight we do not grant).
 * - `Vary: Origin` when some origins are allowlisted (the CORS headers then depend on it, so caches must know).
 * - GraphiQL's page may not be framed by another site (no clickjacking of a page where a token is typed).
 */
export function browserPlugins(config: Pick<Config, 'corsOrigins'>): Plugin[] {
  const allowed = allowedOrigins(config);
  const variesByOrigin = allowed.size > 0;
  return [
    useCSRFPrevention({ requestHeaders: [CSRF_HEADER, 'authorization'] }),
    {
      onYogaInit: ({ yoga }) => void Object.defineProperty(yoga, ORIGINS, { value: allowed }),
      onResponse({ response }) {
        if (variesByOrigin) response.headers.append('vary', 'Origin');
        if (response.headers.get('content-type')?.startsWith('text/html')) {
          response.headers.set('x-frame-options', 'DENY');
          response.headers.set('content-security-policy', "frame-ancestors 'none'");
        }
      },
    },
  ];
}

// The allowlist each Yoga server was created with, for the WebSocket server attached to it (websocket.ts). A property,
// not a WeakMap: createYoga returns an adapter that forwards property reads to the server the plugins see.
const ORIGINS = Symbol('savepoint.corsOrigins');

/**
 * Browsers apply no CORS to WebSockets: any page may open one to any server, and read what comes back. So the
 * WebSocket server asks this about each handshake. A browser page may connect from the server's own origin (its
 * Host, or the X-Forwarded-Host a proxy set: a page cannot set headers on a handshake) or an allowlisted one;
 * clients that are not browsers send no Origin and are not concerned (they hold their token themselves).
 */
export function webSocketOriginAllowed(yoga: object, headers: IncomingHttpHeaders): boolean {
  const origin = headers.origin;
  if (origin === undefined) return true;
  if ((yoga as { [ORIGINS]?: ReadonlySet<string> })[ORIGINS]?.has(origin)) return true;
  const host = URL.canParse(origin) ? new URL(origin).host : null;
  const forwarded = String(headers['x-forwarded-host'] ?? '')
    .split(',')[0]
    ?.trim();
  return host !== null && (host === headers.host || host === forwarded);
}

const HEADERS_TEMPLATE = JSON.stringify({ Authorization: 'Bearer ' }, null, 2);

const WELCOME = `# Savepoint. Authenticate first: in Headers (below), paste your API token after "Bearer ".
# npm start printed it on its first run and keeps it in its data folder: .savepoint/bootstrap-token by default
# (createApiToken makes more). Subscriptions stream over Server-Sent Events with the same headers.
{
  viewer { name token { name suffix } }
}
`;

/**
 * GraphiQL never carries a token: the page is the same for every request, and the operator pastes the token into
 * its Headers editor once (npm start prints it on first run and keeps it in the data folder, mode 0600).
 *
 * Why not prefill it (as we did) or hand it to the page through a loopback-only exchange: whatever this server
 * serves over HTTP, it serves to anyone who can reach it and name a loopback Host, which is every process and
 * every user of this machine (a header check cannot tell a browser from curl), and to a web page as soon as one
 * check is missed: CORS reflecting an origin, a DNS-rebound name (http://attacker.example:4000 resolving to
 * 127.0.0.1 is same-origin to the browser), a proxy rewriting Host. A token that is never served cannot leak that
 * way; the file and the terminal keep the same trust as before. Pasting it once is the whole cost.
 *
 * Subscriptions go over Server-Sent Events (`subscriptionsProtocol: 'SSE'`): they are plain HTTP requests, so they
 * carry exactly the headers typed in the editor, like queries do. (GraphiQL's WebSocket client sends its own
 * static `connectionParams` in connection_init, not the editor's headers, so the server refused it with 4403 and
 * it retried forever.) `method: 'POST'` sends every operation, subscriptions included, as JSON, which browsers
 * preflight across origins, so GraphiQL passes the CSRF check without a token too (a missing token then gets the
 * API's own "Send an API token" answer).
 */
export function graphiqlOptions(): GraphiQLOptions {
  return {
    title: 'Savepoint',
    subscriptionsProtocol: 'SSE',
    method: 'POST',
    headers: HEADERS_TEMPLATE,
    defaultHeaders: HEADERS_TEMPLATE,
    defaultEditorToolsVisibility: 'headers',
    defaultQuery: WELCOME,
  };
}
