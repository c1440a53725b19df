// The migration files: migrations/NNNN_name.sql, plain SQL, read with the checksum that freezes them once applied.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
