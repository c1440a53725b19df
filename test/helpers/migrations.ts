import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterFile } from './after-file.ts';
import { createTestDatabase } from './database.ts';

type Options = postgres.Options<Record<string, never>>;

/**
 * A postgres.js pool on `url`, closed after the file. Within 5 s, as the server closes its own (db/client.ts): a pool
 * holding a reserved connection whose session was ended (a migrator killed midway: migrate() leaves it alone) never
 * ends otherwise.
 */
export function openPool(url: string, options: Options = {}) {
  const sql = postgres(url, { max: 4, onnotice: () => {}, ...options });
  afterFile(() => sql.end({ timeout: 5 }));
  return Object.assign(sql, { url });
}

/** A pool on a fresh, empty database (no migrations, not even the ledger), closed after the file. */
export async function emptyDatabase(options: Options = {}) {
  return openPool((await createTestDatabase({ template: null })).url, options);
}

/** A temporary folder of migration files (name -> text), removed after the file. */
export async function migrationsDir(files: Record<string, string>) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'savepoint-migrations-'));
  afterFile(() => rm(dir, { recursive: true, force: true }));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
  return dir;
}
