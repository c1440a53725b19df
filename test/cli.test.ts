// `savepoint`, the operators' command line, run as operators run it: the real executable (src/cli/savepoint.ts, the
// package's bin, through its shebang) as a child process. Owners and tokens made with it work against the API, a
// revoked token is refused there; errors say what to do and exit 1. Without DATABASE_URL it uses the embedded
// PostgreSQL of the data folder: started for the command and stopped after, or the running server's, left running.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createDb } from '../src/db/client.ts';
import { createGraphQLServer } from '../src/graphql/server.ts';
import { createLogger } from '../src/logger.ts';
import { createHub } from '../src/realtime/hub.ts';
import { settingsFrom } from '../src/settings.ts';
import { afterFile } from './helpers/after-file.ts';
import { createTestDatabase } from './helpers/database.ts';
import { tempDir } from './helpers/fs.ts';
import { acceptsConnections, graphql, isAlive, killLeftovers, processDir, ROOT, removeTempDirs, spawnApp, within } from './helpers/process.ts';
import { freePort } from './setup/global.ts';

const CLI = path.join(ROOT, 'src', 'cli', 'savepoint.ts');
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ISO = '\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z';
const VIEWER = '{ viewer { name token { name suffix } } }';

afterEach(() => killLeftovers());
afterAll(async () => {
  await killLeftovers();
  await removeTempDirs();
});

type Run = { code: number; stdout: string; stderr: string };

/** Runs the executable with only the given environment (plus PATH and HOME), as a shell would. */
function savepoint(env: Record<string, string>, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      CLI,
      args,
      { cwd: ROOT, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/root', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The API on a database, in-process: what a running server answers to a token. */
async function apiOn(url: string) {
  const database = createDb(url);
  afterFile(() => database.close());
  const config = { ...loadConfig({}), dataDir: await tempDir('savepoint-cli-api-'), secret: 'test-secret' };
  const logger = createLogger('silent');
  const settings = await settingsFrom(config, logger);
  const hub = createHub({ db: database.db, logger, bufferSize: config.subscriptionBuffer });
  const yoga = createGraphQLServer({ db: database.db, config, logger, hub, settings });
  return async (token: string) => {
    const response = await yoga.fetch('http://savepoint.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: VIEWER }),
    });
    return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: Array<{ extensions?: Record<string, unknown> }> } };
  };
}

describe('savepoint owners and tokens, with DATABASE_URL', () => {
  test('create an owner and a token that works, list them, revoke it: the API refuses it', { timeout: 120_000 }, async () => {
    const { url } = await createTestDatabase({ template: null }); // empty: the command migrates it first
    const env = { DATABASE_URL: url, SAVEPOINT_DATA_DIR: await processDir('savepoint-cli-data-') };

    const created = await savepoint(env, 'owners', 'create', 'alice', '--local');
    expect(created, created.stderr).toMatchObject({ code: 0, stderr: '' });
    expect(created.stdout).toMatch(new RegExp(`^(${UUID})  alice  0 active tokens  the server's workspace roots  created ${ISO}\\n$`));
    // Without --local (or --root), an owner whose folders this server never opens: only its own agent serves them.
    const remote = await savepoint(env, 'owners', 'create', 'bob');
    expect(remote.stdout).toMatch(new RegExp(`^${UUID}  bob  0 active tokens  not local: its folders only through its own agent  created ${ISO}\\n$`));
    const aliceId = created.stdout.slice(0, 36);

    const duplicate = await savepoint(env, 'owners', 'create', 'ALICE');
    expect(duplicate.code).toBe(1);
    expect(duplicate.stdout).toBe('');
    expect(duplicate.stderr).toBe(`savepoint: name: an owner named "alice" already exists (${aliceId}); choose another name, or use that owner.\n`);

    const issued = await savepoint(env, 'tokens', 'create', '--owner', 'alice', '--name', 'ci-runner');
    expect(issued.code, issued.stderr).toBe(0);
    expect(issued.stdout).toMatch(/^sp_[A-Za-z0-9_-]{40,}\n$/); // the token alone, for TOKEN=$(savepoint tokens create ...)
    const token = issued.stdout.trim();
    const tokenId = issued.stderr.match(new RegExp(`^Token (${UUID}) \\("ci-runner"\\) of owner alice is shown above this once`))?.[1];
    expect(tokenId, issued.stderr).toBeDefined();

    const viewer = await apiOn(url);
    expect(await viewer(token)).toEqual({ status: 200, body: { data: { viewer: { name: 'alice', token: { name: 'ci-runner', suffix: token.slice(-4) } } } } });

    const owners = await savepoint(env, 'owners', 'list', '--json');
    expect(owners.code, owners.stderr).toBe(0);
    expect(JSON.parse(owners.stdout)).toEqual([
      { id: aliceId, name: 'alice', createdAt: expect.stringMatching(ISO), activeTokens: 1, local: true, roots: [] },
      { id: expect.stringMatching(UUID), name: 'bob', createdAt: expect.stringMatching(ISO), activeTokens: 0, local: false, roots: [] },
    ]);

    // Made not local, then local again: the line says which (the API refuses its file work meanwhile: agents.trust).
    const demoted = await savepoint(env, 'owners', 'local', 'alice', '--off');
    expect(demoted.stdout, demoted.stderr).toMatch(
      new RegExp(`^${aliceId}  alice  1 active token  not local: its folders only through its own agent  created ${ISO}\\n$`),
    );
    const restored = await savepoint(env, 'owners', 'local', aliceId, '--json');
    expect(JSON.parse(restored.stdout)).toMatchObject({ id: aliceId, local: true, activeTokens: 1 });

    const listed = await savepoint(env, 'tokens', 'list', '--owner', aliceId); // by id as well as by name
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`^${tokenId}  ci-runner  \\.\\.\\.${token.slice(-4)}  active  created ${ISO}\\n$`));

    const revoked = await savepoint(env, 'tokens', 'revoke', tokenId!);
    expect(revoked).toEqual({ code: 0, stdout: `revoked ${tokenId} ("ci-runner")\n`, stderr: '' });
    const refused = await viewer(token);
    expect(refused.status).toBe(401);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'REVOKED' });

    const after = await savepoint(env, 'tokens', 'list', '--owner', 'Alice', '--json');
    expect(JSON.parse(after.stdout)).toEqual([
      {
        id: tokenId,
        ownerId: aliceId,
        name: 'ci-runner',
        suffix: token.slice(-4),
        createdAt: expect.stringMatching(ISO),
        revokedAt: expect.stringMatching(ISO),
      },
    ]);
    const again = await savepoint(env, 'tokens', 'revoke', tokenId!);
    expect(again.code).toBe(0);
    expect(again.stdout).toBe(`${tokenId} ("ci-runner") was already revoked at ${JSON.parse(after.stdout)[0].revokedAt}\n`);
    expect(JSON.parse((await savepoint(env, 'owners', 'list', '--json')).stdout)[0].activeTokens).toBe(0);
  });

  test('grants roots with the owner, never overlapping another owner, all or nothing', { timeout: 120_000 }, async () => {
    const { url } = await createTestDatabase();
    const env = { DATABASE_URL: url, SAVEPOINT_DATA_DIR: await processDir('savepoint-cli-data-') };
    const base = realpathSync(await processDir('savepoint-cli-roots-'));
    const [one, two] = [path.join(base, 'one'), path.join(base, 'two')];
    mkdirSync(one);
    mkdirSync(two);
    const carol = await savepoint(env, 'owners', 'create', 'carol', '--root', one, '--root', two, '--json');
    expect(carol.code, carol.stderr).toBe(0);
    expect(JSON.parse(carol.stdout)).toMatchObject({ name: 'carol', roots: [one, two] });
    const clash = await savepoint(env, 'owners', 'create', 'dave', '--root', path.join(one, '..', 'one'));
    expect(clash.code).toBe(1);
    expect(clash.stderr).toContain(`overlaps ${one}, a root of another owner`);
    const listed = JSON.parse((await savepoint(env, 'owners', 'list', '--json')).stdout) as Array<{ name: string; roots: string[] }>;
    expect(listed.map((owner) => [owner.name, owner.roots])).toEqual([['carol', [one, two]]]); // dave was not created
  });

  test('mistakes exit 1 with a message that says what to do', { timeout: 120_000 }, async () => {
    const { url } = await createTestDatabase();
    const env = { DATABASE_URL: url, SAVEPOINT_DATA_DIR: await processDir('savepoint-cli-data-') };
    const cases: Array<[args: string[], stderr: RegExp]> = [
      [['tokens', 'list', '--owner', 'bob'], /^savepoint: no owner "bob"; see the owners with: savepoint owners list\.\n$/],
      [
        ['tokens', 'revoke', 'not-an-id'],
        /^savepoint: no API token "not-an-id"; see an owner's tokens and their ids with: savepoint tokens list --owner <name-or-id>\.\n$/,
      ],
      [['owners', 'create', '  '], /^savepoint: name: an owner needs a name, such as the person or team its tokens act for\.\n$/],
      [['tokens', 'create'], /^error: required option '--owner <name-or-id>' not specified\n\(add --help for usage\)\n$/],
    ];
    for (const [args, stderr] of cases) {
      const run = await savepoint(env, ...args);
      expect({ args, code: run.code, stdout: run.stdout }).toEqual({ args, code: 1, stdout: '' });
      expect(run.stderr).toMatch(stderr);
    }
    const unreachable = await savepoint({ DATABASE_URL: `postgres://u:secret@127.0.0.1:${await freePort()}/x` }, 'owners', 'list');
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toMatch(/^savepoint: Cannot reach PostgreSQL at postgres:\/\/u:\*\*\*@127\.0\.0\.1:\d+\/x: .*Check DATABASE_URL/);
  });
});

describe('savepoint with the embedded PostgreSQL of the data folder', () => {
  test('no server: it starts the cluster for the command and stops it; a running server: it uses its cluster and leaves it running', {
    timeout: 120_000,
  }, async () => {
    const dataDir = path.join(await processDir('savepoint-cli-embedded-'), 'data');
    const pgPort = await freePort();
    const env = { SAVEPOINT_DATA_DIR: dataDir, SAVEPOINT_EMBEDDED_PG_PORT: String(pgPort) };
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');

    const created = await savepoint(env, 'owners', 'create', 'carol');
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/ {2}carol {2}/);
    expect(existsSync(pidFile), 'the cluster it started is left running').toBe(false);
    expect(await acceptsConnections(pgPort)).toBe(false);

    // The server on that folder: an owner exists already, so it makes no first owner and prints no token.
    const server = spawnApp({ ...env, HOST: '127.0.0.1', PORT: String(await freePort()) });
    const [, url] = await server.waitFor(/Savepoint is serving GraphQL and GraphiQL at (\S+)/);
    expect(server.stdout()).not.toMatch(/shown this once/);
    const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);

    const issued = await savepoint(env, 'tokens', 'create', '--owner', 'carol');
    expect(issued.code, issued.stderr).toBe(0);
    const token = issued.stdout.trim();
    expect(Number(readFileSync(pidFile, 'utf8').split('\n')[0])).toBe(postmaster);
    expect(isAlive(postmaster)).toBe(true);
    expect((await graphql(url!, VIEWER, { token })).body).toEqual({ data: { viewer: { name: 'carol', token: { name: 'cli', suffix: token.slice(-4) } } } });

    server.signal('SIGTERM');
    expect(await within(server.exited, 12_000, 'the server to stop')).toEqual({ code: 0, signal: null });
    expect(isAlive(postmaster)).toBe(false);
  });
});
