// The first start on an empty database creates the first owner and shows its token once. A start that cannot serve
// (its port taken) creates nothing, so the next start is still the first; later starts say where the token is kept.
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { createApp, StartupError } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createLogger } from '../src/logger.ts';
import { afterFile } from './helpers/after-file.ts';
import { createTestDatabase } from './helpers/database.ts';
import { type AppProcess, graphql, killLeftovers, processDir, removeTempDirs, spawnApp, within } from './helpers/process.ts';
import { freePort } from './setup/global.ts';

const SERVING = /Savepoint is serving GraphQL and GraphiQL at (\S+)/;
const TOKEN = /shown this once:\s+(sp_\S+)/;
const STACK_FRAME = /^\s+at /m;
const REVOKE = 'mutation ($input: RevokeApiTokenInput!) { revokeApiToken(input: $input) { __typename } }';

afterEach(killLeftovers);
afterAll(async () => {
  await killLeftovers();
  await removeTempDirs();
});

/** A port something else listens on, released after the file. */
async function occupiedPort(): Promise<number> {
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  afterFile(() => new Promise<void>((resolve) => blocker.close(() => resolve())));
  return (blocker.address() as net.AddressInfo).port;
}

async function ownerCount(databaseUrl: string): Promise<number> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<[{ n: number }]>`select count(*)::int as n from owners`;
    return row.n;
  } finally {
    await sql.end();
  }
}

async function stop(app: AppProcess): Promise<void> {
  app.signal('SIGTERM');
  expect(await within(app.exited, 12_000, 'exit after SIGTERM')).toEqual({ code: 0, signal: null });
}

describe('first start', () => {
  test('on a taken port it fails with no stack trace and creates nothing; the next start shows the token, later ones where it is kept', {
    timeout: 60_000,
  }, async () => {
    const { url: databaseUrl } = await createTestDatabase(); // migrated, no owner yet
    const dataDir = path.join(await processDir('savepoint-first-owner-'), 'data');
    const tokenFile = path.join(dataDir, 'bootstrap-token');
    const env = { HOST: '127.0.0.1', DATABASE_URL: databaseUrl, SAVEPOINT_DATA_DIR: dataDir };

    const port = await occupiedPort();
    const refused = spawnApp({ ...env, PORT: String(port) });
    expect((await within(refused.exited, 30_000, 'the refused start')).code).toBe(1);
    expect(refused.stderr()).toBe(`Savepoint could not start: Port ${port} is in use; stop what holds it or set PORT to a free port.\n`);
    expect(refused.stderr()).not.toMatch(STACK_FRAME);
    expect(refused.stdout()).not.toMatch(TOKEN);
    expect(await ownerCount(databaseUrl)).toBe(0);
    expect(existsSync(tokenFile)).toBe(false);

    // Started where it can listen, it is still the first start: the token is shown, once, and kept.
    const first = spawnApp({ ...env, PORT: String(await freePort()) });
    await first.waitFor(SERVING);
    const token = first.stdout().match(TOKEN)?.[1];
    expect(token).toMatch(/^sp_/);
    expect(first.stdout().split(token!)).toHaveLength(2);
    expect(readFileSync(tokenFile, 'utf8').trim()).toBe(token);
    expect(await ownerCount(databaseUrl)).toBe(1);
    await stop(first);

    // A later start shows no token, and says where it is kept.
    const later = spawnApp({ ...env, PORT: String(await freePort()) });
    const [, url] = await later.waitFor(SERVING);
    expect(later.stdout()).toContain(`The first owner's API token is kept, readable only by you, in ${tokenFile}`);
    expect(later.stdout()).not.toContain(token);
    expect(later.stdout()).not.toMatch(TOKEN);

    // Once that token is revoked, the file is no longer pointed at.
    const tokens = await graphql<{ viewer: { apiTokens: Array<{ id: string }> } }>(url!, '{ viewer { apiTokens { id } } }', { token });
    const [bootstrapToken] = tokens.body.data!.viewer.apiTokens;
    const revoked = await graphql<{ revokeApiToken: { __typename: string } }>(url!, REVOKE, { token, variables: { input: { tokenId: bootstrapToken!.id } } });
    expect(revoked.body.data?.revokeApiToken.__typename).toBe('RevokeApiTokenPayload');
    await stop(later);
    const afterRevoke = spawnApp({ ...env, PORT: String(await freePort()) });
    await afterRevoke.waitFor(SERVING);
    expect(afterRevoke.stdout()).not.toContain(tokenFile);
    await stop(afterRevoke);
  });

  test('start() takes the port before it creates the first owner: a port taken since the check fails the start and creates nothing', async () => {
    const { url: databaseUrl } = await createTestDatabase();
    const dataDir = await processDir('savepoint-first-owner-app-');
    const port = await occupiedPort();
    const config = { ...loadConfig({}), databaseUrl, dataDir, port, host: '127.0.0.1' };
    const app = await createApp(config, createLogger('silent'));
    try {
      await expect(app.start()).rejects.toThrow(new StartupError(`Port ${port} is in use; stop what holds it or set PORT to a free port.`));
      expect(app.bootstrapToken).toBeNull();
      expect(await ownerCount(databaseUrl)).toBe(0);
      expect(existsSync(path.join(dataDir, 'bootstrap-token'))).toBe(false);
    } finally {
      await app.stop();
    }
  });
});
