// Plain-SQL migrations from migrations/NNNN_name.sql: applied in order, once, in one transaction under an advisory
// lock (so concurrent migrators queue instead of colliding), recorded with a checksum so an edited file is refused.
// Kysely's Migrator has no checksums, which is the guard we most want here.
import { lockMigrations } from './advisory-locks.ts';
import type { Sql } from './client.ts';
import { MIGRATIONS_DIR, MigrationError, readMigrations } from './migration-files.ts';

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
