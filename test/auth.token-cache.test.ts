// A server remembers a valid token for a moment (auth/token-cache.ts), and still honours revocation: a token revoked
// through another server sharing the database is refused as soon as the revocation's ring arrives (long before the
// cache's moment is over), one revoked through this server at once, and a server that does not hear revocations
// remembers nothing.
import { describe, expect, it } from 'vitest';
import { createOwnerWithToken } from '../src/auth/token.service.ts';
import { createTokenCache } from '../src/auth/token-cache.ts';
import { graphql } from './gql/index.ts';
import { gqlOver, startLiveApp } from './helpers/live.ts';

// Both servers remember a token for a minute: only the revocation's ring can make them refuse it sooner.
const one = await startLiveApp({ revocationCheckMs: 60_000 });
const two = await startLiveApp({ revocationCheckMs: 60_000 }, { url: one.databaseUrl });

const Viewer = graphql(`query CachedViewer { viewer { name } }`);
const CreateToken = graphql(`
  mutation CachedCreateToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) { ... on CreateApiTokenPayload { token apiToken { id } } }
  }
`);
const RevokeToken = graphql(`
  mutation CachedRevokeToken($input: RevokeApiTokenInput!) {
    revokeApiToken(input: $input) { __typename ... on RevokeApiTokenPayload { apiToken { revoked } } }
  }
`);

async function status(httpUrl: string, token: string): Promise<number> {
  const response = await fetch(httpUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ viewer { name } }' }),
  });
  await response.text();
  return response.status;
}

async function newToken(name: string): Promise<{ token: string; id: string }> {
  const { createApiToken } = await gqlOver(one.httpUrl, one.token, CreateToken, { input: { name } });
  if (!createApiToken || !('token' in createApiToken)) throw new Error('no token');
  return { token: createApiToken.token, id: createApiToken.apiToken.id };
}

describe('the token cache', () => {
  it('a token revoked through another server is refused here once the ring arrives, though it was remembered', async () => {
    const runner = await newToken('cached-runner');
    expect(await status(one.httpUrl, runner.token)).toBe(200); // remembered by the first server now
    expect((await gqlOver(one.httpUrl, runner.token, Viewer, {})).viewer.name).toBeTruthy();
    const { revokeApiToken } = await gqlOver(two.httpUrl, one.token, RevokeToken, { input: { tokenId: runner.id } });
    expect(revokeApiToken).toMatchObject({ apiToken: { revoked: true } });
    let answer = 200;
    for (let i = 0; i < 200 && answer === 200; i++) {
      answer = await status(one.httpUrl, runner.token);
      if (answer === 200) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(answer).toBe(401); // within two seconds, not the minute it was remembered for
  });

  it('a token revoked through this server is refused by it at once', async () => {
    const runner = await newToken('cached-here');
    expect(await status(one.httpUrl, runner.token)).toBe(200);
    await gqlOver(one.httpUrl, one.token, RevokeToken, { input: { tokenId: runner.id } });
    expect(await status(one.httpUrl, runner.token)).toBe(401);
  });

  it('remembers a valid token, and nothing while it does not hear revocations', async () => {
    const db = one.app.database.db;
    const { token } = await createOwnerWithToken(db, 'cache-unit');
    const header = `Bearer ${token}`;
    const revokeSilently = () => db.updateTable('api_tokens').set({ revoked_at: new Date() }).where('name', '=', 'cache-unit-token').execute(); // no ring
    const deaf = createTokenCache(60_000);
    expect(await deaf.authenticate(db, header)).toHaveProperty('viewer');
    const hearing = createTokenCache(60_000);
    hearing.hearsRevocations(() => true);
    expect(await hearing.authenticate(db, header)).toHaveProperty('viewer');
    await revokeSilently();
    expect(await hearing.authenticate(db, header)).toHaveProperty('viewer'); // remembered: the table was not read
    expect(await deaf.authenticate(db, header)).toEqual({ failure: 'REVOKED' }); // not remembered: read again
    hearing.clear();
    expect(await hearing.authenticate(db, header)).toEqual({ failure: 'REVOKED' });
    expect(await hearing.authenticate(db, 'Bearer nope')).toEqual({ failure: 'UNKNOWN' });
    expect(await hearing.authenticate(db, null)).toEqual({ failure: 'MISSING' });
  });
});
