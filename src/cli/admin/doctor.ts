// `savepoint doctor`: whether this machine can run Savepoint, looked at without changing anything: the database
// reachable, its migrations current, git present, the data folder there for the server (and, as root, enterable by
// the `postgres` user that runs the embedded PostgreSQL), and the disk not full. One line per check, and exit 1 when
// any check fails (a warning alone exits 0).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { access, constants, stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Command } from 'commander';
import { assertReachableData } from '../../db/embedded.ts';
import { migrationStatus } from '../../db/migrate.ts';
import { printable, printableJson, withJson } from '../terminal/output.ts';
import { out } from '../terminal/style.ts';
import { alignColumns } from '../terminal/table.ts';
import { type CliContext, withDatabase } from './database.ts';

type Status = 'ok' | 'warn' | 'fail' | 'skipped';
type Check = { check: string; status: Status; detail: string };

const GIB = 1024 ** 3;
/** Below this much free space a warning; below the floor a failure (PostgreSQL stops writing when the disk is full). */
const DISK_WARN_BYTES = GIB;
const DISK_FAIL_BYTES = 100 * 1024 ** 2;

export function doctorCommand(program: Command, context: () => CliContext): void {
  withJson(
    program
      .command('doctor')
      .description('check that Savepoint can run here: database, migrations, git, data folder, disk (changes nothing)')
      .addHelpText('after', '\nExample:\n  $ savepoint doctor\n'),
  ).action(async (options: { json?: boolean }) => {
    const { config } = context();
    const checks = await databaseChecks(context());
    checks.push(await gitCheck(), await dataFolderCheck(config.dataDir, config.databaseUrl === null), await diskCheck(config.dataDir));
    const ok = checks.every((check) => check.status !== 'fail');
    if (options.json) console.log(printableJson({ ok, checks }));
    else for (const line of alignColumns(checks.map((check) => [badge(check.status), check.check, printable(check.detail)]))) console.log(line);
    if (!ok) process.exitCode = 1;
  });
}

/** The database reachable, and its migrations against this version's. */
async function databaseChecks(context: CliContext): Promise<Check[]> {
  const cluster = path.join(context.config.dataDir, 'postgres');
  if (!context.config.databaseUrl && !existsSync(path.join(cluster, 'PG_VERSION'))) {
    // Nothing to look at yet, and making a cluster to look at would change something: the first start makes it.
    const detail = `none yet: the first start (npm start, or savepoint migrate) makes the embedded PostgreSQL in ${cluster}`;
    return [
      { check: 'database', status: 'ok', detail },
      { check: 'migrations', status: 'skipped', detail: 'applied when the database is made' },
    ];
  }
  try {
    return await withDatabase(
      context,
      async (database, opened) => [
        { check: 'database', status: 'ok', detail: `${opened.embedded ? `the embedded PostgreSQL in ${cluster}` : opened.url}: reachable` },
        migrationsCheck(await migrationStatus(database.sql)),
      ],
      { migrate: false },
    );
  } catch (error) {
    return [
      { check: 'database', status: 'fail', detail: (error as Error).message },
      { check: 'migrations', status: 'skipped', detail: 'the database is not reachable' },
    ];
  }
}

function badge(status: Status): string {
  return { ok: out.green('ok'), warn: out.yellow('warn'), fail: out.red('fail'), skipped: out.dim('skip') }[status];
}

function migrationsCheck(status: Awaited<ReturnType<typeof migrationStatus>>): Check {
  const breaking = status.unknown.filter((migration) => !migration.compatible);
  if (breaking.length) {
    return {
      check: 'migrations',
      status: 'fail',
      detail: `the database has ${breaking.map((m) => m.name).join(', ')}, of a newer Savepoint: run that version, or another database`,
    };
  }
  if (status.edited.length)
    return { check: 'migrations', status: 'fail', detail: `${status.edited.join(', ')} changed after it was applied: restore it from git` };
  if (status.pending.length)
    return { check: 'migrations', status: 'fail', detail: `${status.pending.length} to apply (${status.pending.join(', ')}): run savepoint migrate` };
  const newer = status.unknown.length ? `; ${status.unknown.length} of a newer Savepoint, compatible` : '';
  return { check: 'migrations', status: 'ok', detail: `current (${status.applied} applied${newer})` };
}

async function gitCheck(): Promise<Check> {
  try {
    const { stdout } = await promisify(execFile)('git', ['--version'], { timeout: 10_000 });
    return { check: 'git', status: 'ok', detail: stdout.trim() };
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    return {
      check: 'git',
      status: 'fail',
      detail: missing ? 'git is not installed (or not on PATH): install it; snapshots and workspace agents run it' : (error as Error).message,
    };
  }
}

/** The folder (or, before the first start, the nearest folder above it that exists) and whether we may write there. */
async function dataFolderCheck(dir: string, embedded: boolean): Promise<Check> {
  const existing = await nearestExisting(dir);
  if (!(await stat(existing)).isDirectory())
    return { check: 'data folder', status: 'fail', detail: `${existing} is not a folder: set SAVEPOINT_DATA_DIR to one` };
  const writable = await access(existing, constants.W_OK).then(
    () => true,
    () => false,
  );
  if (!writable)
    return { check: 'data folder', status: 'fail', detail: `${existing} is not writable by this user: set SAVEPOINT_DATA_DIR to a folder it can write` };
  const made = existing === dir ? dir : `${dir} (made on the first start, in ${existing})`;
  if (!embedded) return { check: 'data folder', status: 'ok', detail: `${made}: writable (DATABASE_URL: no embedded PostgreSQL there)` };
  try {
    await assertReachableData(existing);
  } catch (error) {
    return { check: 'data folder', status: 'fail', detail: (error as Error).message };
  }
  const who = process.getuid?.() === 0 ? 'the postgres user can enter it' : 'the embedded PostgreSQL runs as you';
  return { check: 'data folder', status: 'ok', detail: `${made}: writable; ${who}` };
}

async function diskCheck(dir: string): Promise<Check> {
  const at = await nearestExisting(dir);
  const { bavail, bsize, blocks } = await statfs(at);
  const free = bavail * bsize;
  const size = (bytes: number) => (bytes >= GIB ? `${(bytes / GIB).toFixed(1)} GiB` : `${Math.round(bytes / 1024 ** 2)} MiB`);
  const detail = `${size(free)} free of ${size(blocks * bsize)} at ${at}`;
  if (free < DISK_FAIL_BYTES) return { check: 'disk', status: 'fail', detail: `${detail}: free some space (PostgreSQL stops writing when it is full)` };
  if (free < DISK_WARN_BYTES) return { check: 'disk', status: 'warn', detail: `${detail}: less than ${size(DISK_WARN_BYTES)} left` };
  return { check: 'disk', status: 'ok', detail };
}

async function nearestExisting(dir: string): Promise<string> {
  let current = path.resolve(dir);
  while (
    !(await stat(current).then(
      () => true,
      () => false,
    ))
  )
    current = path.dirname(current);
  return current;
}
