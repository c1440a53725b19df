import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { inject } from 'vitest';
import { createDb, type DbHandle } from '../../src/db/client.ts';
import { guardTransactions } from '../../src/db/transaction-scope.ts';
import { afterFile } from './after-file.ts';

// Every test process refuses pool queries from inside a transaction (a deadlock in waiting).
guardTransactions();

export const TEMPLATE = 'savepoint_template';

export function databaseUrl(name: string): string {
  const url = new URL(inject('adminUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh database cloned from the migrated template; dropped when the file's tests end. */
export async function createTestDatabase(options: { template?: string | null } = {}): Promise<{ name: string; url: string }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(inject('adminUrl'), { max: 1, onnotice: () => {} });
  const template = options.template === undefined ? TEMPLATE : options.template;
  await admin.unsafe(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  afterFile(async () => {
    const cleanup = postgres(inject('adminUrl'), { max: 1, onnotice: () => {} });
    await cleanup.unsafe(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  });
  return { name, url: databaseUrl(name) };
}

/** A Kysely + postgres.js handle on a fresh test database, closed after the file. */
export async function useTestDatabase(options: { onQuery?: (sql: string, durationMs: number) => void } = {}): Promise<DbHandle & { url: string }> {
  const { url } = await createTestDatabase();
  const handle = createDb(url, options);
  afterFile(() => handle.close());
  return { ...handle, url };
}
