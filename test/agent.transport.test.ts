// The agent's transport over HTTP (src/client/objects.ts): missingObjects over GraphQL, POST /objects and POST
// /objects/read beside the GraphQL endpoint, with the owner's bearer token. The server's routes are built apart; here a
// fetch of the test's own answers them from the stand-in object store (helpers/object-server.ts), so a snapshot makes
// the whole round trip through the HTTP requests as the agent sends them.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAgentStore, restoreTree, snapshot } from '../src/agent/agent-store.ts';
import { downloadTree } from '../src/agent/download.ts';
import { DEFAULT_UPLOAD_LIMITS, uploadTree } from '../src/agent/upload.ts';
import { createObjectTransport } from '../src/client/objects.ts';
import { RequestError } from '../src/client/request-error.ts';
import { readTree, tempDir, write } from './helpers/fs.ts';
import { objectServer } from './helpers/object-server.ts';

type Seen = { method: string; url: string; authorization: string | null; type: string | null };

/** A fetch answering the three object requests from the stand-in, noting each request. */
function routedTo(server: Awaited<ReturnType<typeof objectServer>>, seen: Seen[]) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const headers = new Headers(init.headers);
    seen.push({ method: init.method ?? 'GET', url, authorization: headers.get('authorization'), type: headers.get('content-type') });
    const { pathname } = new URL(url);
    if (pathname === '/api/graphql') {
      const { query, variables } = JSON.parse(String(init.body)) as { query: string; variables: { oids: string[] } };
      expect(query).toMatch(/missingObjects\(oids: \$oids\)/);
      return Response.json({ data: { missingObjects: await server.transport.missing(variables.oids) } });
    }
    if (pathname === '/api/objects') {
      await server.transport.upload(new Uint8Array(init.body as Uint8Array<ArrayBuffer>));
      return Response.json({ stored: true });
    }
    if (pathname === '/api/objects/read')
      return new Response(Buffer.from(await server.transport.read((JSON.parse(String(init.body)) as { oids: string[] }).oids)));
    return new Response('not found', { status: 404 });
  };
}

describe('the object transport over HTTP', () => {
  it('carries a snapshot up and down again, each request with the bearer token, beside the GraphQL endpoint', async () => {
    const base = await tempDir('savepoint-agent-http-');
    const ws = { id: 'w', path: path.join(base, 'ws') };
    await write(ws.path, { 'a.txt': 'a\n', 'src/b.ts': 'export const b = 1;\n' });
    const server = await objectServer();
    const seen: Seen[] = [];
    const transport = createObjectTransport({ url: 'http://agent.test/api/graphql', token: 'sp_owner', fetch: routedTo(server, seen) });
    const store = createAgentStore({ agentDir: path.join(base, 'agent'), maxFileBytes: 1 << 20 });
    const { tree } = await snapshot(store, ws);
    // Asking first (as for a change of more than a few objects), so the question goes over HTTP too.
    expect(await uploadTree(store, ws, transport, { tree, base: null }, { ...DEFAULT_UPLOAD_LIMITS, sendUnasked: 0 })).toMatchObject({ sent: 4, bodies: 1 });
    const other = { id: 'w', path: path.join(base, 'elsewhere') };
    await mkdir(other.path);
    const otherStore = createAgentStore({ agentDir: path.join(base, 'agent-2'), maxFileBytes: 1 << 20 });
    expect((await downloadTree(otherStore, other, transport, tree)).fetched).toBe(4);
    await restoreTree(otherStore, other, tree);
    expect(readTree(other.path)).toEqual(readTree(ws.path));

    expect(seen.map((request) => `${request.method} ${request.url} ${request.type}`)).toEqual([
      // No base: the root alone first (held, nothing else would be asked or sent), then the objects it lacks.
      'POST http://agent.test/api/graphql application/json',
      'POST http://agent.test/api/graphql application/json',
      'POST http://agent.test/api/objects application/octet-stream',
      // The root, then what it names (a.txt, src), then what src names (b.ts).
      'POST http://agent.test/api/objects/read application/json',
      'POST http://agent.test/api/objects/read application/json',
      'POST http://agent.test/api/objects/read application/json',
    ]);
    expect(seen.every((request) => request.authorization === 'Bearer sp_owner')).toBe(true);
  });

  it('reports a refusal by its kind: no token, too large, a GraphQL error, no answer', async () => {
    const answer = (response: Response | Error) => async () => {
      if (response instanceof Error) throw response;
      return response;
    };
    const over = (response: Response | Error) => createObjectTransport({ url: 'http://agent.test/graphql', fetch: answer(response) });
    const body = new Uint8Array(Buffer.from('blob 1\0x'));
    await expect(over(new Response('who are you', { status: 401 })).upload(body)).rejects.toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    await expect(over(new Response('too big', { status: 413 })).upload(body)).rejects.toMatchObject({ code: 'LIMIT_EXCEEDED', retryable: false });
    await expect(over(new Response('', { status: 503 })).read(['a'.repeat(40)])).rejects.toMatchObject({ code: 'UNREACHABLE', retryable: true });
    await expect(over(new TypeError('fetch failed')).missing(['a'.repeat(40)])).rejects.toBeInstanceOf(RequestError);
    const refused = Response.json({ errors: [{ message: 'too many ids', extensions: { code: 'LIMIT_EXCEEDED' } }], data: null });
    await expect(over(refused).missing(['a'.repeat(40)])).rejects.toMatchObject({ code: 'LIMIT_EXCEEDED', message: 'too many ids' });
  });
});
