// The migrator: applies the pending files of migrations/ in order, once, under the migrations lock (so concurrent
// migrators queue instead of colliding), and records each with a checksum so an edited file is refused. Kysely's
// Migrator has no checksums, which is the guard we most want here. A database holding a migration this version does not
// know is refused too, unless every such migration was marked `--! compatible` (an older instance may then run on).
//
// Consecutive ordinary files run in one transaction, as every pending file did before no-transaction files existed: a
// set of files that lands together is applied whole or not at all. A `--! no-transaction` file ends that
// transaction: it runs alone, outside any, and is recorded only once it succeeded; a crash or failure before that
// leaves it unrecorded and the next start runs it again (which is why it must be idempotent, and why a build of an
// index left INVALID by an earlier attempt is dropped first).
import type postgres from 'postgres';
import { lockMigrations, unlockMigrations } from './advisory-locks.ts';
import type { Sql } from './client.ts';
import { MIGRATIONS_DIR, MigrationError, type MigrationFile, readMigrations } from './migration-files.ts';
import { isConnectionLost, SqlState, sqlStateOf } from './sqlstate.ts';

type Connection = postgres.ReservedSql;
type Applied = { name: string; checksum: string; compatible: boolean };

export type MigrateOptions = {
  /** Told when the database holds migrations of a newer Savepoint that are all marked compatible (it runs on). */
  warn?: (message: string) => void;
};

/** Applies pending migrations; returns the names it applied (empty when the database is up to date). */
export async function migrate(sql: Sql, dir = MIGRATIONS_DIR, options: MigrateOptions = {}): Promise<string[]> {
  const files = await readMigrations(dir); // every file checked before any runs
  // One connection for the whole run: the lock is its session's, and every file runs under it.
  const connection = await sql.reserve();
  try {
    await lockMigrations(connection);
    await connection`set statement_timeout = 0`; // a migration may rightly take longer than any request
    const applied = await applyPending(connection, files, options);
    await handBack(connection);
    return applied;
  } catch (error) {
    // postgres.js (3.4.9) hangs or throws uncaught on a reserved connection whose session ended, and stalls the pool
    // it is released to (porsager/postgres#1199, #1208): such a connection is left alone; its lock ended with it.
    if (!isConnectionLost(error)) await handBack(connection, { failed: true }).catch(() => {});
    throw error;
  }
}

export type MigrationStatus = {
  /** How many of this version's migrations the database has. */
  applied: number;
  /** This version's migrations the database lacks, in order: `savepoint migrate` (or any start) applies them. */
  pending: string[];
  /** Migrations the database has that this version does not know (a newer Savepoint's), and whether each is compatible. */
  unknown: Array<{ name: string; compatible: boolean }>;
  /** Applied migrations whose file changed since (refused by migrate). */
  edited: string[];
};

/** Where the database stands against the files of `dir`, read only (no lock, nothing applied): for `savepoint doctor`. */
export async function migrationStatus(sql: Sql, dir = MIGRATIONS_DIR): Promise<MigrationStatus> {
  const files = await readMigrations(dir);
  const [table] = await sql<{ exists: boolean }[]>`select to_regclass('savepoint_migrations') is not null as exists`;
  const applied = table?.exists ? await sql<Applied[]>`select name, checksum, compatible from savepoint_migrations order by name` : [];
  const byName = new Map(applied.map((row) => [row.name, row]));
  const known = new Set(files.map((file) => file.name));
  return {
    applied: files.filter((file) => byName.has(file.name)).length,
    pending: files.filter((file) => !byName.has(file.name)).map((file) => file.name),
    unknown: applied.filter((row) => !known.has(row.name)).map(({ name, compatible }) => ({ name, compatible })),
    edited: files.filter((file) => byName.has(file.name) && byName.get(file.name)!.checksum !== file.checksum).map((file) => file.name),
  };
}

/** Back to the pool as it came: out of any transaction, the pool's own timeout, the lock released. */
async function handBack(connection: Connection, { failed = false } = {}): Promise<void> {
  if (failed) await connection`rollback`;
  await connection`reset statement_timeout`;
  await unlockMigrations(connection);
  connection.release();
}

async function applyPending(connection: Connection, files: MigrationFile[], options: MigrateOptions): Promise<string[]> {
  await connection.unsafe(`create table if not exists savepoint_migrations (
    name text primary key, checksum text not null, applied_at timestamptz not null default now());
    alter table savepoint_migrations add column if not exists compatible boolean not null default false`);
  const applied = await connection<Applied[]>`select name, checksum, compatible from savepoint_migrations order by name`;
  checkApplied(files, applied, options);
  const done = new Set(applied.map((row) => row.name));
  const pending = files.filter((file) => !done.has(file.name));
  for (const batch of batchesOf(pending)) {
    if (batch[0]!.transaction) {
      await connection`begin`;
      await applyEach(connection, batch);
      await connection`commit`;
    } else await applyAlone(connection, batch[0]!);
  }
  return pending.map((file) => file.name);
}

/**
 * A migration this version does not know is a newer Savepoint's: it refuses to run on it unless the file said
 * `--! compatible` (rows recorded before the column existed, or by older migrators, say false: breaking).
 */
function checkApplied(files: MigrationFile[], applied: Applied[], options: MigrateOptions) {
  const byName = new Map(files.map((file) => [file.name, file]));
  const unknown = applied.filter((row) => !byName.has(row.name));
  const breaking = unknown.find((row) => !row.compatible);
  if (breaking) {
    throw new MigrationError(
      `The database has migration ${breaking.name}, which this version of Savepoint does not know. Run a newer Savepoint, or point DATABASE_URL at another database.`,
    );
  }
  if (unknown.length) {
    options.warn?.(
      `The database has migrations of a newer Savepoint, all marked compatible: ${unknown.map((row) => row.name).join(', ')}. ` +
        'Running on; update this instance when you can.',
    );
  }
  for (const row of applied) {
    const file = byName.get(row.name);
    if (file && file.checksum !== row.checksum) {
      throw new MigrationError(
        `Migration ${row.name} was edited after it was applied (recorded checksum ${row.checksum.slice(0, 12)}, file now ${file.checksum.slice(0, 12)}). ` +
          'Applied migrations are frozen: restore the file from git and put the change in a new migration.',
      );
    }
  }
}

/** Runs of consecutive ordinary files, and each no-transaction file on its own. */
function batchesOf(files: MigrationFile[]): MigrationFile[][] {
  const batches: MigrationFile[][] = [];
  for (const file of files) {
    const last = batches.at(-1);
    if (file.transaction && last?.[0]?.transaction) last.push(file);
    else batches.push([file]);
  }
  return batches;
}

async function applyEach(connection: Connection, files: MigrationFile[]): Promise<void> {
  for (const file of files) {
    await connection
      .unsafe(file.sql)
      .simple()
      .catch((error: unknown) => {
        if (sqlStateOf(error) !== SqlState.ACTIVE_SQL_TRANSACTION) throw error;
        throw new MigrationError(
          `Migration ${file.name} cannot run inside a transaction (${(error as Error).message}). Put that statement in a file of its own whose first line is --! no-transaction.`,
        );
      });
    await record(connection, file);
  }
}

async function applyAlone(connection: Connection, file: MigrationFile): Promise<void> {
  const index = file.concurrentIndex;
  if (index) {
    // An earlier attempt that failed or died mid-build left the index INVALID: `if not exists` would keep it so.
    const [leftover] = await connection<{ index: string }[]>`
      select i.indexrelid::regclass::text as index from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = to_regclass(${index.table}) and c.relname = ${index.name} and not i.indisvalid`;
    if (leftover) await connection.unsafe(`drop index concurrently if exists ${leftover.index}`);
  }
  await connection.unsafe(file.sql).simple();
  await record(connection, file);
}

async function record(connection: Connection, file: MigrationFile): Promise<void> {
  await connection`insert into savepoint_migrations (name, checksum, compatible) values (${file.name}, ${file.checksum}, ${file.compatible})`;
}

/** Migrations this code has that the database has not applied yet (empty: the schema is current). */
export async function pendingMigrations(sql: Sql, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = await readMigrations(dir);
  const applied = await sql<{ name: string }[]>`select name from savepoint_migrations`.catch(() => []);
  const done = new Set(applied.map((row) => row.name));
  return files.map((file) => file.name).filter((name) => !done.has(name));
}
