// `npm start` after a hard crash: the server process killed with SIGKILL (as the out-of-memory killer does) leaves
// its embedded PostgreSQL running in a process group of its own; the next start finds it through postmaster.pid,
// stops it cleanly and starts as usual. A cluster whose server still runs is never stopped, and a pid file naming a
// live process that is not the folder's PostgreSQL (its pid reused) never gets that process signalled.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import {
  type AppProcess,
  acceptsConnections,
  graphql,
  isAlive,
  killLeftovers,
  processDir,
  removeTempDirs,
  spawnApp,
  until,
  within,
} from './helpers/process.ts';
import { freePort } from './setup/global.ts';

const SERVING = /Savepoint is serving GraphQL and GraphiQL at (\S+)/;
const TOKEN = /shown this once:\s+(sp_\S+)/;
const VIEWER = '{ viewer { name } }';
const CREATE_WORKSPACE = `mutation ($input: CreateWorkspaceInput!) {
  createWorkspace(input: $input) { __typename ... on CreateWorkspacePayload { workspace { path } } ... on Error { code message } }
}`;
const WORKSPACES = '{ workspaces { nodes { path } } }';

/** Cluster folders the tests used: a PostgreSQL a test left orphaned is not in any app's process group. */
const clusters: string[] = [];

afterEach(async () => {
  await killLeftovers();
  for (const dir of clusters.splice(0)) {
    for (const pid of postmastersOf(dir)) process.kill(pid, 'SIGQUIT'); // immediate shutdown
    await until(() => postmastersOf(dir).length === 0, `the PostgreSQL of ${dir} to stop`);
  }
});
afterAll(async () => {
  await killLeftovers();
  await removeTempDirs();
});

function procStat(pid: number): { state: string; ppid: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: state!, ppid: Number(ppid) };
  } catch {
    return null;
  }
}

function argvOf(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return [];
  }
}

/** Every living postmaster started on `dir` (postgres -D <dir>), whoever its parent is. */
function postmastersOf(dir: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      const argv = argvOf(pid);
      return path.basename(argv[0] ?? '') === 'postgres' && argv[argv.indexOf('-D') + 1] === dir && procStat(pid)?.state !== 'Z';
    });
}

function pidFileOf(dataDir: string): string {
  return path.join(dataDir, 'postgres', 'postmaster.pid');
}

type Ports = { port: number; pgPort: number };

async function ports(): Promise<Ports> {
  return { port: await freePort(), pgPort: await freePort() };
}

function spawnOn(dataDir: string, { port, pgPort }: Ports): AppProcess {
  clusters.push(path.join(dataDir, 'postgres'));
  return spawnApp({ HOST: '127.0.0.1', PORT: String(port), SAVEPOINT_EMBEDDED_PG_PORT: String(pgPort), SAVEPOINT_DATA_DIR: dataDir });
}

async function launch(dataDir: string, at: Ports): Promise<{ app: AppProcess; url: string }> {
  const app = spawnOn(dataDir, at);
  const [, url] = await app.waitFor(SERVING);
  return { app, url: url! };
}

async function stop(app: AppProcess): Promise<void> {
  app.signal('SIGTERM');
  expect(await within(app.exited, 12_000, 'exit after SIGTERM')).toEqual({ code: 0, signal: null });
}

describe('start-up after a hard crash', () => {
  test('the server SIGKILLed: the next start stops the PostgreSQL it left running and serves the data written before', { timeout: 60_000 }, async () => {
    const dataDir = path.join(await processDir('savepoint-recover-'), 'data');
    const workspaceDir = await processDir('savepoint-recover-ws-');
    const clusterDir = path.join(dataDir, 'postgres');
    const at = await ports();
    const first = await launch(dataDir, at);
    const token = first.app.stdout().match(TOKEN)![1]!;
    const created = await graphql<{ createWorkspace: { __typename: string } }>(first.url, CREATE_WORKSPACE, {
      token,
      variables: { input: { path: workspaceDir } },
    });
    expect(created.body.data?.createWorkspace.__typename).toBe('CreateWorkspacePayload');

    // Kill the server process only (the node process running src/main.ts: the postmaster's parent), as the OOM killer would.
    const postmaster = Number(readFileSync(pidFileOf(dataDir), 'utf8').split('\n')[0]);
    const server = procStat(postmaster)!.ppid;
    expect(argvOf(server).join(' ')).toContain('src/main.ts');
    process.kill(server, 'SIGKILL');
    await within(first.app.exited, 10_000, 'the killed server to exit');
    expect(isAlive(server)).toBe(false);
    // Its PostgreSQL is left running, orphaned, with its pid file.
    expect(isAlive(postmaster)).toBe(true);
    expect(postmastersOf(clusterDir)).toEqual([postmaster]);
    expect(await acceptsConnections(at.pgPort)).toBe(true);

    const second = await launch(dataDir, at);
    expect(second.app.stdout()).toMatch(
      new RegExp(
        `\\[savepoint\\] info: stopped the embedded PostgreSQL \\(pid ${postmaster}\\) left running in ${clusterDir} by a Savepoint that is gone \\(pid ${server}\\)`,
      ),
    );
    expect(second.app.stdout()).not.toMatch(TOKEN); // the same database: no new first owner
    expect((await graphql(second.url, VIEWER, { token })).body).toEqual({ data: { viewer: { name: 'local' } } });
    expect((await graphql(second.url, WORKSPACES, { token })).body).toEqual({ data: { workspaces: { nodes: [{ path: workspaceDir }] } } });
    expect(isAlive(postmaster)).toBe(false);
    const running = postmastersOf(clusterDir);
    expect(running).toHaveLength(1);
    expect(procStat(running[0]!)!.ppid).not.toBe(server);

    await stop(second.app);
    expect(postmastersOf(clusterDir)).toEqual([]);
    expect(existsSync(pidFileOf(dataDir))).toBe(false);
  });

  test('a cluster whose server still runs is not stopped: a second server on the folder is refused', { timeout: 60_000 }, async () => {
    const dataDir = path.join(await processDir('savepoint-inuse-'), 'data');
    const at = await ports();
    const first = await launch(dataDir, at);
    const token = first.app.stdout().match(TOKEN)![1]!;
    const postmaster = Number(readFileSync(pidFileOf(dataDir), 'utf8').split('\n')[0]);
    const server = procStat(postmaster)!.ppid;

    const second = spawnOn(dataDir, { port: await freePort(), pgPort: at.pgPort });
    const exit = await within(second.exited, 30_000, 'the refused start');
    expect(exit.code).not.toBe(0);
    expect(second.stderr()).toContain(`The embedded PostgreSQL in ${path.join(dataDir, 'postgres')} is in use by a Savepoint that still runs (pid ${server})`);
    expect(second.stderr()).toMatch(/Stop that one, then start again, or set SAVEPOINT_DATA_DIR to another folder/);
    expect(second.stdout()).not.toMatch(/info: stopped the embedded PostgreSQL/);

    expect(postmastersOf(path.join(dataDir, 'postgres'))).toEqual([postmaster]);
    expect((await graphql(first.url, VIEWER, { token })).body).toEqual({ data: { viewer: { name: 'local' } } });
    await stop(first.app);
  });

  test('a pid file naming a live process that is not the PostgreSQL: it is not signalled, start-up refuses and says what to do', {
    timeout: 60_000,
  }, async () => {
    const dataDir = path.join(await processDir('savepoint-reused-'), 'data');
    const at = await ports();
    const first = await launch(dataDir, at);
    const token = first.app.stdout().match(TOKEN)![1]!;
    const pidFile = readFileSync(pidFileOf(dataDir), 'utf8');
    await stop(first.app);
    // The pid file of a PostgreSQL that is gone, whose pid now belongs to this test process.
    writeFileSync(pidFileOf(dataDir), pidFile.replace(/^\d+/, String(process.pid)));
    const received: string[] = [];
    const signals = ['SIGINT', 'SIGTERM', 'SIGQUIT', 'SIGHUP'] as const;
    const listeners = signals.map((signal) => [signal, () => received.push(signal)] as const);
    for (const [signal, listener] of listeners) process.on(signal, listener);
    try {
      const refused = spawnOn(dataDir, at);
      const exit = await within(refused.exited, 30_000, 'the refused start');
      expect(exit.code).not.toBe(0);
      expect(refused.stderr()).toContain(
        `${pidFileOf(dataDir)} names pid ${process.pid}, which runs another program (left alone), not this folder's PostgreSQL`,
      );
      expect(refused.stderr()).toMatch(/If no PostgreSQL uses .* delete that file, then start again/);
      await new Promise((resolve) => setTimeout(resolve, 200)); // a signal would have arrived by now
      expect(received).toEqual([]);
      expect(readFileSync(pidFileOf(dataDir), 'utf8').split('\n')[0]).toBe(String(process.pid)); // the file is left as it was
    } finally {
      for (const [signal, listener] of listeners) process.off(signal, listener);
    }

    // Done as the message says (or after its process exits: a pid file naming no process is PostgreSQL's to clear), it starts.
    const gone = spawnSync('true').pid; // a process that has exited: its pid names no process
    expect(isAlive(gone)).toBe(false);
    writeFileSync(pidFileOf(dataDir), pidFile.replace(/^\d+/, String(gone)));
    const restarted = await launch(dataDir, at);
    expect((await graphql(restarted.url, VIEWER, { token })).body).toEqual({ data: { viewer: { name: 'local' } } });
    await stop(restarted.app);
  });
});
