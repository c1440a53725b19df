// `npm start` as a user runs it: real `node --import tsx src/main.ts` processes with controlled environments. First start, restart,
// graceful shutdown with a request in flight, DATABASE_URL against another server, and start-up errors.
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { decodeGlobalID } from '@pothos/plugin-relay';
import postgres from 'postgres';
import { afterAll, afterEach, describe, expect, inject, test } from 'vitest';
import {
  type AppProcess,
  acceptsConnections,
  graphql,
  isAlive,
  killLeftovers,
  livingGroupMembers,
  processDir,
  removeTempDirs,
  spawnApp,
  startSystemPostgres,
  until,
  within,
} from './helpers/process.ts';
import { freePort, startThrowawayCluster } from './setup/global.ts';

const PG15_BIN = '/usr/lib/postgresql/15/bin';
const SERVING = /Savepoint is serving GraphQL and GraphiQL at (\S+)/;
const TOKEN = /shown this once:\s+(sp_\S+)/;

/** Run after each test, newest first, once leftover apps are dead (databases and clusters they used, ...). */
const cleanups: Array<() => Promise<void>> = [];

afterEach(async () => {
  await killLeftovers();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(async () => {
  await killLeftovers();
  await removeTempDirs();
});

type Launched = { app: AppProcess; url: string; port: number; pgPort: number };

/** Spawns the app on free ports (HTTP and embedded PostgreSQL) and waits until it says it serves. */
async function launch(env: Record<string, string>): Promise<Launched> {
  const port = await freePort();
  const pgPort = await freePort();
  const app = spawnApp({ HOST: '127.0.0.1', PORT: String(port), SAVEPOINT_EMBEDDED_PG_PORT: String(pgPort), ...env });
  const [, url] = await app.waitFor(SERVING);
  return { app, url: url!, port, pgPort };
}

/** Spawns the app expecting it to fail to start; returns its exit and output. */
async function launchFailing(env: Record<string, string>) {
  const port = await freePort();
  const pgPort = await freePort();
  const app = spawnApp({ HOST: '127.0.0.1', PORT: String(port), SAVEPOINT_EMBEDDED_PG_PORT: String(pgPort), ...env });
  const exit = await within(app.exited, 30_000, 'the failing start');
  return { exit, stdout: app.stdout(), stderr: app.stderr(), app, port, pgPort };
}

/** Sends the signal and returns the exit status and how long it took. */
async function stop(app: AppProcess, signal: NodeJS.Signals = 'SIGTERM') {
  const started = Date.now();
  app.signal(signal);
  const exit = await within(app.exited, 12_000, `exit after ${signal}`);
  return { exit, ms: Date.now() - started };
}

function tokenOf(app: AppProcess): string {
  const match = app.stdout().match(TOKEN);
  if (!match) throw new Error(`no bootstrap token in stdout:\n${app.stdout()}`);
  return match[1]!;
}

/** Proves the embedded cluster (and everything else the app started) is gone after the app exited. */
async function expectEverythingStopped(app: AppProcess, dataDir: string, pgPort: number, postmasterPid: number) {
  expect(isAlive(postmasterPid), `postmaster ${postmasterPid} still alive`).toBe(false);
  expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid')), 'postmaster.pid left behind (unclean stop)').toBe(false);
  expect(await acceptsConnections(pgPort)).toBe(false);
  expect(livingGroupMembers(app.pid), 'processes left in the app process group').toEqual([]);
}

function postmasterPidOf(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

function embeddedUrl(dataDir: string, pgPort: number): string {
  const password = readFileSync(path.join(dataDir, 'embedded-postgres.password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@localhost:${pgPort}/savepoint`;
}

/** A database on the shared test cluster, dropped after the test. Empty unless a template is given. */
async function sharedClusterDatabase(): Promise<{ name: string; url: string; admin: () => postgres.Sql }> {
  const name = `startup_${Math.random().toString(36).slice(2, 10)}`;
  const adminUrl = inject('adminUrl');
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await cleanup.unsafe(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), admin: () => postgres(url.toString(), { max: 1, onnotice: () => {} }) };
}

const VIEWER = '{ viewer { name } }';
const CREATE_WORKSPACE = `mutation ($input: CreateWorkspaceInput!) {
  createWorkspace(input: $input) { __typename ... on CreateWorkspacePayload { workspace { id path } } ... on Error { code message } }
}`;
const CREATE_SESSION = `mutation ($input: CreateSessionInput!) {
  createSession(input: $input) { __typename ... on CreateSessionPayload { session { id state } } ... on Error { code message } }
}`;
const START_SESSION = `mutation ($input: SessionTransitionInput!) {
  startSession(input: $input) { __typename ... on SessionStatePayload { session { id state } } ... on Error { code message } }
}`;
const WORKSPACES = '{ workspaces { nodes { path } } }';

describe('npm start with the embedded PostgreSQL', () => {
  test('first start on an empty data folder prints a token, serves GraphQL, refuses anonymous calls, never serves the token', { timeout: 40_000 }, async () => {
    const dataDir = path.join(await processDir('savepoint-start-'), 'data');
    const { app, url, port } = await launch({ SAVEPOINT_DATA_DIR: dataDir });

    expect(url).toBe(`http://127.0.0.1:${port}/graphql`);
    const token = tokenOf(app);
    expect(token).toMatch(/^sp_[A-Za-z0-9_-]{20,}$/);
    expect(app.stderr()).not.toContain(token);
    expect(readFileSync(path.join(dataDir, 'bootstrap-token'), 'utf8').trim()).toBe(token);

    const viewer = await graphql<{ viewer: { name: string } }>(url, VIEWER, { token });
    expect(viewer).toEqual({ status: 200, body: { data: { viewer: { name: 'local' } } } });

    const anonymous = await graphql(url, VIEWER);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const page = await fetch(url, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toMatch(/graphiql/i);
    expect(html.includes(token), 'GraphiQL carries the token').toBe(false); // the operator pastes it (graphql/plugins/browser.ts)
    expect(html).toMatch(/Authorization/);

    expect((await stop(app)).exit).toEqual({ code: 0, signal: null });
  });

  test('a restart on the same data folder keeps the owner, the token and the data, and prints no new token', { timeout: 40_000 }, async () => {
    const dataDir = path.join(await processDir('savepoint-restart-'), 'data');
    const workspaceDir = await processDir('savepoint-restart-ws-');
    const first = await launch({ SAVEPOINT_DATA_DIR: dataDir });
    const token = tokenOf(first.app);
    const created = await graphql<{ createWorkspace: { __typename: string; workspace: { path: string } } }>(first.url, CREATE_WORKSPACE, {
      token,
      variables: { input: { path: workspaceDir } },
    });
    expect(created.body.data?.createWorkspace).toMatchObject({ __typename: 'CreateWorkspacePayload', workspace: { path: workspaceDir } });
    expect((await stop(first.app)).exit).toEqual({ code: 0, signal: null });

    const second = await launch({ SAVEPOINT_DATA_DIR: dataDir });
    expect(second.app.stdout()).not.toMatch(/shown this once|sp_[A-Za-z0-9_-]{20,}/);
    expect(second.app.stdout()).not.toMatch(/applied migrations/);
    const viewer = await graphql<{ viewer: { name: string } }>(second.url, VIEWER, { token });
    expect(viewer.body).toEqual({ data: { viewer: { name: 'local' } } });
    const workspaces = await graphql<{ workspaces: { nodes: Array<{ path: string }> } }>(second.url, WORKSPACES, { token });
    expect(workspaces.body).toEqual({ data: { workspaces: { nodes: [{ path: workspaceDir }] } } });
    // GraphiQL never carries the token; the data folder keeps it for the operator to paste.
    expect((await (await fetch(second.url, { headers: { accept: 'text/html' } })).text()).includes(token)).toBe(false);
    expect(readFileSync(path.join(dataDir, 'bootstrap-token'), 'utf8').trim()).toBe(token);
    expect((await stop(second.app)).exit).toEqual({ code: 0, signal: null });
  });

  test('SIGTERM stops accepting, finishes the request in flight, then stops the embedded PostgreSQL and exits 0', { timeout: 40_000 }, async () => {
    const dataDir = path.join(await processDir('savepoint-graceful-'), 'data');
    const workspaceDir = await processDir('savepoint-graceful-ws-');
    const { app, url, port, pgPort } = await launch({ SAVEPOINT_DATA_DIR: dataDir });
    const token = tokenOf(app);
    const postmasterPid = postmasterPidOf(dataDir);
    expect(isAlive(postmasterPid)).toBe(true);

    const workspace = await graphql<{ createWorkspace: { workspace: { id: string } } }>(url, CREATE_WORKSPACE, {
      token,
      variables: { input: { path: workspaceDir } },
    });
    const workspaceId = workspace.body.data!.createWorkspace.workspace.id;
    const session = await graphql<{ createSession: { __typename: string; session: { id: string; state: string } } }>(url, CREATE_SESSION, {
      token,
      variables: { input: { workspaceId, objective: 'x' } },
    });
    expect(session.body.data?.createSession.__typename).toBe('CreateSessionPayload');
    const sessionId = session.body.data!.createSession.session.id;
    const sessionRowId = decodeGlobalID(sessionId).id;

    // Hold the session row lock from outside, so startSession (which locks the row first) waits for us.
    const locker = postgres(embeddedUrl(dataDir, pgPort), { max: 2, onnotice: () => {} });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let lockHeld!: () => void;
    const held = new Promise<void>((resolve) => (lockHeld = resolve));
    const lockTransaction = locker.begin(async (tx) => {
      await tx`select id from sessions where id = ${sessionRowId} for update`;
      lockHeld();
      await released;
    });
    try {
      await Promise.race([held, lockTransaction]);
      let settled = false;
      const inFlight = fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: START_SESSION, variables: { input: { sessionId } } }),
      }).finally(() => (settled = true));
      await until(
        async () =>
          (await locker`select 1 from pg_stat_activity where datname = 'savepoint' and application_name = 'savepoint' and wait_event_type = 'Lock'`).length > 0,
        'startSession to wait on the session row lock',
      );

      const signalled = Date.now();
      app.signal('SIGTERM');
      await app.waitFor(/SIGTERM: finishing in-flight requests/);
      expect(await acceptsConnections(port), 'still accepting new connections after SIGTERM').toBe(false);
      expect(settled).toBe(false);
      expect(app.exitStatus()).toBeNull();

      release();
      await lockTransaction;
      await locker.end();

      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        data: { startSession: { __typename: 'SessionStatePayload', session: { id: sessionId, state: 'RUNNING' } } },
      });
      // Finished during shutdown, it closes its connection rather than idling in keep-alive (which held the exit).
      expect(response.headers.get('connection')).toBe('close');
      const exit = await within(app.exited, 10_000, 'exit after SIGTERM');
      expect(exit).toEqual({ code: 0, signal: null });
      expect(Date.now() - signalled).toBeLessThan(10_000);
      expect(app.stdout()).toMatch(/\[savepoint\] info: stopped/);
      await expectEverythingStopped(app, dataDir, pgPort, postmasterPid);
    } finally {
      release();
      await lockTransaction.catch(() => {});
      await locker.end({ timeout: 1 });
    }
  });

  test('SIGINT also stops the app and the embedded PostgreSQL and exits 0', { timeout: 40_000 }, async () => {
    const dataDir = path.join(await processDir('savepoint-sigint-'), 'data');
    const { app, url, pgPort } = await launch({ SAVEPOINT_DATA_DIR: dataDir });
    const postmasterPid = postmasterPidOf(dataDir);
    expect((await graphql(url, VIEWER, { token: tokenOf(app) })).status).toBe(200);
    const { exit, ms } = await stop(app, 'SIGINT');
    expect(exit).toEqual({ code: 0, signal: null });
    expect(ms).toBeLessThan(10_000);
    expect(app.stdout()).toMatch(/SIGINT: finishing in-flight requests/);
    expect(app.stdout()).toMatch(/\[savepoint\] info: stopped/);
    await expectEverythingStopped(app, dataDir, pgPort, postmasterPid);
  });
});

describe('DATABASE_URL', () => {
  test('serves from another PostgreSQL server (PostgreSQL 15 when installed)', { timeout: 60_000 }, async () => {
    const usePg15 = existsSync(path.join(PG15_BIN, 'postgres'));
    let databaseUrl: (name: string) => string;
    if (usePg15) {
      const cluster = await startSystemPostgres(PG15_BIN, await freePort());
      cleanups.push(cluster.stop);
      databaseUrl = cluster.url;
    } else {
      const cluster = await startThrowawayCluster();
      cleanups.push(cluster.stop);
      databaseUrl = (name) => {
        const url = new URL(cluster.url);
        url.pathname = `/${name}`;
        return url.toString();
      };
    }
    const admin = postgres(databaseUrl('postgres'), { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe('create database savepoint_elsewhere');
      const [{ server_version_num: version }] = (await admin`select current_setting('server_version_num') as server_version_num`) as unknown as [
        { server_version_num: string },
      ];
      expect(version).toMatch(usePg15 ? /^15\d{4}$/ : /^18\d{4}$/);
    } finally {
      await admin.end();
    }

    const dataDir = await processDir('savepoint-dburl-');
    const { app, url, pgPort } = await launch({ DATABASE_URL: databaseUrl('savepoint_elsewhere'), SAVEPOINT_DATA_DIR: dataDir });
    expect(app.stdout()).not.toMatch(/embedded PostgreSQL/);
    expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
    expect(await acceptsConnections(pgPort)).toBe(false);
    const token = tokenOf(app);
    expect(readFileSync(path.join(dataDir, 'bootstrap-token'), 'utf8').trim()).toBe(token);
    expect((await graphql(url, VIEWER, { token })).body).toEqual({ data: { viewer: { name: 'local' } } });

    // The app's data and connections are on that server.
    const check = postgres(databaseUrl('savepoint_elsewhere'), { max: 1, onnotice: () => {} });
    try {
      const owners = await check`select name from owners`;
      expect(owners.map((row) => row.name)).toEqual(['local']);
      const connections = await check`select count(*)::int as n from pg_stat_activity where datname = 'savepoint_elsewhere' and application_name = 'savepoint'`;
      expect(connections[0]!.n).toBeGreaterThan(0);
    } finally {
      await check.end();
    }
    expect((await stop(app)).exit).toEqual({ code: 0, signal: null });
  });
});

describe('start-up errors are clear and exit non-zero', () => {
  test('PORT in use', { timeout: 40_000 }, async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => blocker.close(() => resolve())));
    const port = (blocker.address() as net.AddressInfo).port;
    const dataDir = path.join(await processDir('savepoint-portinuse-'), 'data');
    const pgPort = await freePort();
    const app = spawnApp({ HOST: '127.0.0.1', PORT: String(port), SAVEPOINT_EMBEDDED_PG_PORT: String(pgPort), SAVEPOINT_DATA_DIR: dataDir });
    const exit = await within(app.exited, 30_000, 'the failing start');
    expect(exit.code).not.toBe(0);
    expect(app.stderr()).toContain(`Port ${port}`);
    expect(app.stderr()).toMatch(/set PORT/);
    expect(app.stderr()).not.toMatch(/^\s+at /m); // an expected failure: no stack trace
    expect(app.stdout()).not.toMatch(SERVING);
    // Refused before anything was started or created: no embedded PostgreSQL, not even the data folder.
    expect(await acceptsConnections(pgPort)).toBe(false);
    expect(existsSync(dataDir)).toBe(false);
    expect(livingGroupMembers(app.pid)).toEqual([]);
  });

  test('DATABASE_URL on a closed port: cannot reach PostgreSQL, password redacted', async () => {
    const closed = await freePort();
    const { exit, stdout, stderr } = await launchFailing({
      DATABASE_URL: `postgres://u:supersecret@127.0.0.1:${closed}/db`,
      SAVEPOINT_DATA_DIR: await processDir('savepoint-unreachable-'),
    });
    expect(exit.code).not.toBe(0);
    expect(stderr).toMatch(/Cannot reach PostgreSQL/);
    expect(stderr).toContain(`postgres://u:***@127.0.0.1:${closed}/db`);
    expect(stderr).toMatch(/DATABASE_URL/);
    expect(stdout + stderr).not.toContain('supersecret');
  });

  test('an applied migration that was edited', { timeout: 40_000 }, async () => {
    const database = await sharedClusterDatabase();
    const dataDir = await processDir('savepoint-edited-');
    const first = await launch({ DATABASE_URL: database.url, SAVEPOINT_DATA_DIR: dataDir });
    expect(first.app.stdout()).toMatch(/applied migrations: .*0001_data_model\.sql/);
    expect((await stop(first.app)).exit).toEqual({ code: 0, signal: null });

    const sql = database.admin();
    try {
      const updated = await sql`update savepoint_migrations set checksum = 'x' where name = '0001_data_model.sql'`;
      expect(updated.count).toBe(1);
    } finally {
      await sql.end();
    }

    const { exit, stdout, stderr } = await launchFailing({ DATABASE_URL: database.url, SAVEPOINT_DATA_DIR: dataDir });
    expect(exit.code).not.toBe(0);
    expect(stderr).toMatch(/Migration 0001_data_model\.sql was edited after it was applied/);
    expect(stderr).toMatch(/restore the file/);
    expect(stderr).toMatch(/new migration/);
    expect(stdout).not.toMatch(SERVING);
  });

  test('a data folder the postgres user cannot reach', async () => {
    const locked = await processDir('savepoint-locked-', { reachable: false }); // mkdtemp: mode 700
    const dataDir = path.join(locked, 'data');
    const { exit, stderr } = await launchFailing({ SAVEPOINT_DATA_DIR: dataDir });
    expect(exit.code).not.toBe(0);
    expect(stderr).toContain(`cannot enter ${locked} `);
    expect(stderr).toMatch(/Set SAVEPOINT_DATA_DIR/);
  });
});
