// How the client posts a GraphQL request: through Node's own http/https modules where there are some, else fetch.
// Node's fetch (undici) costs 0.3–0.45 ms more per request than its http module on a kept-alive socket (a trivial
// query: 0.77 against 0.50 ms end to end), on every call a runner, a hook or a checkpointer makes. The modules are
// found at run time (process.getBuiltinModule, Node 20.16+), never imported: this runs in browsers too. Sockets are
// kept alive by each module's global agent, which closes one before the server's announced keep-alive ends.

/** A request's answer: its status and its body as text (JSON, or whatever a proxy sent instead). */
export type Posted = { status: number; text: string };
export type Post = (url: string, headers: Record<string, string>, body: string) => Promise<Posted>;
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

type IncomingMessage = {
  statusCode?: number;
  headers: Record<string, string | string[] | undefined>;
  complete: boolean;
  setEncoding(encoding: 'utf8'): void;
  on(event: 'data', listener: (chunk: string) => void): void;
  on(event: 'end' | 'close', listener: () => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
};
type ClientRequest = {
  on(event: 'error', listener: (error: Error) => void): void;
  setTimeout(ms: number, listener: () => void): void;
  destroy(error: Error): void;
  end(body: string): void;
};
/** What this file uses of node:http and node:https. */
type HttpModule = {
  request(url: string, options: { method: string; headers: Record<string, string> }, answered: (response: IncomingMessage) => void): ClientRequest;
};

const getBuiltinModule = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule;
const modules = getBuiltinModule ? { 'http:': getBuiltinModule('node:http') as HttpModule, 'https:': getBuiltinModule('node:https') as HttpModule } : null;
const byteLength = (getBuiltinModule?.('node:buffer') as { Buffer: { byteLength(text: string): number } } | undefined)?.Buffer.byteLength;

/** As long as fetch waits for an answer's headers in Node (undici's headersTimeout), then the request fails. */
const ANSWER_MS = 300_000;
/** A request sent on where a 307 or 308 points (the redirects that keep a POST a POST), at most this many times, as fetch does. */
const MAX_REDIRECTS = 5;

/** Node's http(s) where there is one and `fetch` is not given; else `fetch` (the global one by default). */
export function postWith(fetch?: FetchLike): Post {
  if (fetch || !modules || !byteLength) return viaFetch(fetch ?? ((url, init) => globalThis.fetch(url, init)));
  return viaNode(modules, byteLength);
}

function viaNode(modules: Record<'http:' | 'https:', HttpModule>, byteLength: (text: string) => number): Post {
  const post = (url: string, headers: Record<string, string>, body: string, redirects: number): Promise<Posted> =>
    new Promise<Posted>((resolve, reject) => {
      const module = modules[new URL(url).protocol as keyof typeof modules];
      if (!module) return reject(new TypeError(`${url} is not an http: or https: URL`));
      const request = module.request(url, { method: 'POST', headers: { ...headers, 'content-length': String(byteLength(body)) } }, (response) => {
        const location = response.headers.location;
        if ((response.statusCode === 307 || response.statusCode === 308) && typeof location === 'string' && redirects < MAX_REDIRECTS) {
          response.on('data', () => {}); // drained, so the socket goes back to the agent
          const next = new URL(location, url);
          // as fetch does: the token goes to the same origin only, never to wherever a redirect points
          const kept =
            next.origin === new URL(url).origin
              ? headers
              : Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'authorization'));
          return resolve(post(next.toString(), kept, body, redirects + 1));
        }
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        response.on('error', reject);
        response.on('close', () => response.complete || reject(new Error('the answer was cut short')));
      });
      request.on('error', reject);
      request.setTimeout(ANSWER_MS, () => request.destroy(new Error(`no answer within ${ANSWER_MS / 1000} s`)));
      request.end(body);
    });
  return (url, headers, body) => post(url, headers, body, 0);
}

function viaFetch(fetch: FetchLike): Post {
  return async (url, headers, body) => {
    const response = await fetch(url, { method: 'POST', headers, body });
    return { status: response.status, text: await response.text() };
  };
}
