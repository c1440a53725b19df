// Plain-SQL migrations from migrations/NNNN_name.sql: applied in order, once, in one transaction under an advisory
// lock (so concurrent migrators queue instead of colliding), recorded with a checksum so an edited file is refused.
// Kysely's Migrator has no checksums, which is the guard we most want here.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lockMigrations } from './advisory-locks.ts';
import type { Sql } from './client.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));
const FILE_PATTERN = /^\d{4}_[a-z0-9_]+\.sql$/;

export class MigrationError extends Error {}

export type MigrationFile = { name: string; sql: string; checksum: string };

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((name) => FILE_PATTERN.test(name)).sort();
  return Promise.all(
    names.map(async (name) => {
      const text = (await readFile(path.join(dir, name), 'utf8')).replace(/\r\n/g, '\n');
      return { name, sql: text, checksum: createHash('sha256').update(text).digest('hex') };
    }),
  );
}

/** Applies pending migrations; returns the names it applied (empty when the database is up to date). */
export async function migrate(sql: Sql, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = await readMigrations(dir);
  return sql.begin(async (tx) => {
    await tx`set local statement_timeout = 0`; // a migration may rightly take longer than any request
    await lockMigrations(tx);
    await tx.unsafe(`create table if not exists savepoint_migrations (
      name text primary key, checksum text not null, applied_at timestamptz not null default now())`);
    const applied = await tx<{ name: string; checksum: string }[]>`select name, checksum from savepoint_migrations order by name`;
    const byName = new Map(files.map((file) => [file.name, file]));
    for (const row of applied) {
      const file = byName.get(row.name);
      if (!file) {
        throw new MigrationError(
          `The database has migration ${row.name}, which this version of Savepoint does not know. Run a newer Savepoint, or point DATABASE_URL at another database.`,
        );
      }
      if (file.checksum !== row.checksum) {
        throw new MigrationError(
          `Migration ${row.name} was edited after it was applied (recorded checksum ${row.checksum.slice(0, 12)}, file now ${file.checksum.slice(0, 12)}). ` +
            'Applied migrations are frozen: restore the file from git and put the change in a new migration.',
        );
      }
    }
    const done = new Set(applied.map((row) => row.name));
    const pending = files.filter((file) => !done.has(file.name));
    for (const file of pending) {
      await tx.unsafe(file.sql).simple();
      await tx`insert into savepoint_migrations (name, checksum) values (${file.name}, ${file.checksum})`;
    }
    return pending.map((file) => file.name);
  });
}

/** Migrations this code has that the database has not applied yet (empty: the schema is current). */
export async function pendingMigrations(sql: Sql, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = await readMigrations(dir);
  const applied = await sql<{ name: string }[]>`select name from savepoint_migrations`.catch(() => []);
  const done = new Set(applied.map((row) => row.name));
  return files.map((file) => file.name).filter((name) => !done.has(name));
}
