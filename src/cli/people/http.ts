// The client's requests sent with node:http(s) instead of the global fetch: on Node 20 the first fetch call compiles
// undici, about 100 ms of a command whose whole budget is 300 (test/bench/cli.ts). Just what the client reads of an
// answer (status, ok, headers, json, text); one request per connection, closed after, so nothing keeps the process
// up once the command is done. Streams (export, import) keep the global fetch.
import http from 'node:http';
import https from 'node:https';

type Answer = Pick<Response, 'status' | 'ok' | 'json' | 'text'> & { headers: Pick<Headers, 'get'> };

export function httpFetch(url: string, init: RequestInit): Promise<Response> {
  const target = new URL(url);
  const transport = target.protocol === 'https:' ? https : target.protocol === 'http:' ? http : null;
  if (!transport) return Promise.reject(new TypeError(`${url}: only http: and https: URLs are served`));
  const body = typeof init.body === 'string' ? init.body : '';
  const headers = { ...(init.headers as Record<string, string>), connection: 'close', 'content-length': String(Buffer.byteLength(body)) };
  return new Promise((resolve, reject) => {
    const request = transport.request(target, { method: init.method ?? 'GET', headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const status = response.statusCode ?? 0;
        const answer: Answer = {
          status,
          ok: status >= 200 && status < 300,
          headers: { get: (name: string) => [response.headers[name.toLowerCase()] ?? null].flat()[0] ?? null },
          json: async () => JSON.parse(text),
          text: async () => text,
        };
        resolve(answer as Response);
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}
