// One PostgreSQL for the whole run (embedded in the OS temp folder unless TEST_DATABASE_URL names a server), and a
// migrated template database every test file clones.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { startCluster } from '../../src/db/embedded.ts';
import { migrate } from '../../src/db/migrate.ts';

export const TEMPLATE = 'savepoint_template';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A throwaway embedded cluster under the OS temp folder (reachable by the postgres user when run as root). */
export async function startThrowawayCluster(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'savepoint-test-pg-'));
  await chmod(dir, 0o755); // the postgres user must be able to enter it
  const cluster = await startCluster({
    dir: path.join(dir, 'data'),
    port: await freePort(),
    password: 'test',
    settings: { max_connections: '300', fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
  });
  return {
    url: cluster.url('postgres'),
    stop: async () => {
      await cluster.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject) {
  const cluster = process.env.TEST_DATABASE_URL ? null : await startThrowawayCluster();
  const adminUrl = process.env.TEST_DATABASE_URL ?? cluster!.url;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${TEMPLATE} with (force)`);
  await admin.unsafe(`create database ${TEMPLATE}`);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE}`;
  const template = postgres(templateUrl.toString(), { max: 1, onnotice: () => {} });
  await migrate(template);
  await template.end();
  await admin.unsafe(`alter database ${TEMPLATE} is_template true`);
  await admin.end();
  project.provide('adminUrl', adminUrl);
  return async () => {
    await cluster?.stop();
  };
}
