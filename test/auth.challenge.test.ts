// A 401 says how to authenticate (RFC 6750: a WWW-Authenticate Bearer challenge), on every route a client uses:
// POST, GET and Server-Sent Events. An unknown or revoked token is an "invalid_token"; no token at all is only the
// challenge (section 3.1: no error code when the request carried no credentials).
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';

const app = await createTestApp();
const alice = await app.owner('alice');

const QUERY = '{ viewer { name } }';
const SUBSCRIPTION = 'subscription { sessionEvents(sessionId: "x") { cursor } }';

type Route = 'POST' | 'GET' | 'SSE';

function send(route: Route, authorization: string | null) {
  const auth: Record<string, string> = authorization ? { authorization } : {};
  if (route === 'GET') {
    return app.yoga.fetch(`http://savepoint.test/graphql?query=${encodeURIComponent(QUERY)}`, {
      headers: { accept: 'application/graphql-response+json', 'x-graphql-yoga-csrf': '1', ...auth },
    });
  }
  return app.yoga.fetch('http://savepoint.test/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: route === 'SSE' ? 'text/event-stream' : 'application/graphql-response+json',
      ...auth,
    },
    body: JSON.stringify({ query: route === 'SSE' ? SUBSCRIPTION : QUERY }),
  });
}

describe('a 401 carries a WWW-Authenticate Bearer challenge', () => {
  it.each(['POST', 'GET', 'SSE'] as const)('over %s: without a token, with an unknown one', async (route) => {
    const missing = await send(route, null);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="savepoint"');

    const unknown = await send(route, 'Bearer sp_not-a-real-token');
    expect(unknown.status).toBe(401);
    const challenge = unknown.headers.get('www-authenticate') ?? '';
    expect(challenge).toMatch(/^Bearer realm="savepoint", error="invalid_token", error_description="[^"\\]+"$/);
    expect(challenge).toContain('not known');
  });

  it('names a revoked token invalid_token too, and sends no challenge once the token is good', async () => {
    const created = await alice.raw('mutation { createApiToken(input: { name: "short" }) { ... on CreateApiTokenPayload { token apiToken { id } } } }');
    const { token, apiToken } = (created.body.data as { createApiToken: { token: string; apiToken: { id: string } } }).createApiToken;
    const good = await send('POST', `Bearer ${token}`);
    expect(good.status).toBe(200);
    expect(good.headers.get('www-authenticate')).toBeNull();

    await alice.raw(`mutation { revokeApiToken(input: { tokenId: "${apiToken.id}" }) { __typename } }`);
    for (const route of ['POST', 'GET', 'SSE'] as const) {
      const revoked = await send(route, `Bearer ${token}`);
      expect(revoked.status).toBe(401);
      expect(revoked.headers.get('www-authenticate')).toMatch(/^Bearer realm="savepoint", error="invalid_token", error_description=".*revoked/);
    }
  });
});
