// A primary and a synchronous streaming standby of Debian's PostgreSQL 15 (/usr/lib/postgresql/15/bin; .ci/run
// installs it when missing), run as the `postgres` user when we are root, in temp folders that user can reach: the
// operator's setup of docs/failover.md, for the failover tests. Every commit acknowledged by the primary is on the
// standby (synchronous_standby_names = '*'), so a promotion loses no acknowledged write.
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { freePort } from '../setup/global.ts';
import { processDir } from './process.ts';

export const PG15_BIN = '/usr/lib/postgresql/15/bin';
const run = promisify(execFile);

type Account = { uid: number; gid: number } | Record<string, never>;

function account(): Account {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString());
  return { uid: id('-u'), gid: id('-g') };
}

export type Server = { role: 'primary' | 'standby'; port: number; dir: string; child: ChildProcess | null };

const SETTINGS = {
  listen_addresses: 'localhost',
  unix_socket_directories: '',
  wal_level: 'replica',
  max_wal_senders: '5',
  hot_standby: 'on',
  fsync: 'off', // the tests kill servers, never the machine
  wal_retrieve_retry_interval: '200ms', // a standby reconnects to a restarted primary at once (default 5 s: commits wait for it)
  wal_sender_timeout: '5s',
  wal_receiver_status_interval: '1s',
};

/** Starts the server of `dir` on its port; resolves once it accepts connections (read-only ones for a standby). */
async function start(server: Server): Promise<void> {
  // Only the first primary waits for its standby: a promoted standby has none, and must not wait for one.
  const settings = { ...SETTINGS, ...(server.role === 'primary' && { synchronous_standby_names: '*' }) };
  const args = ['-D', server.dir, '-p', String(server.port), ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
  const child = spawn(path.join(PG15_BIN, 'postgres'), args, { ...account(), detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  server.child = child;
  let log = '';
  await new Promise<void>((resolve, reject) => {
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      log += chunk;
      if (/database system is ready to accept (read-only )?connections/.test(log)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`PostgreSQL in ${server.dir} exited (${code}) while starting:\n${log}`)));
  });
}

export type Pair = {
  primary: Server;
  standby: Server;
  /** The multi-host URL an operator gives Savepoint, with libpq's usual target_session_attrs. */
  url: string;
  /** SIGQUIT to the postmaster: an immediate shutdown, as a crash (no checkpoint; every connection cut). */
  kill: (server: Server) => Promise<void>;
  restart: (server: Server) => Promise<void>;
  promote: (server: Server) => Promise<void>;
  /** The server turned read-only for every session, those open included (a demoted or fenced primary). */
  readOnly: (server: Server) => Promise<void>;
  stop: () => Promise<void>;
};

/** `work` with an admin connection to `server`. */
export async function asAdmin<T>(server: Server, work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(`postgres://postgres@localhost:${server.port}/postgres`, { max: 1, onnotice: () => {} });
  try {
    return await work(sql);
  } finally {
    await sql.end();
  }
}

export function pg15Missing(): string | null {
  return existsSync(path.join(PG15_BIN, 'pg_basebackup')) ? null : `PostgreSQL 15 is not installed in ${PG15_BIN}: apt-get install postgresql-15`;
}

export async function startPrimaryAndStandby(): Promise<Pair> {
  const as = account();
  const primary: Server = { role: 'primary', port: await freePort(), dir: path.join(await processDir('savepoint-pg-primary-'), 'data'), child: null };
  const standby: Server = { role: 'standby', port: await freePort(), dir: path.join(await processDir('savepoint-pg-standby-'), 'data'), child: null };
  for (const server of [primary, standby]) {
    await mkdir(server.dir, { mode: 0o700 });
    if ('uid' in as) await chown(server.dir, as.uid, as.gid);
  }
  await run(path.join(PG15_BIN, 'initdb'), ['-D', primary.dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], as);
  await start(primary);
  await run(
    path.join(PG15_BIN, 'pg_basebackup'),
    ['-h', 'localhost', '-p', String(primary.port), '-U', 'postgres', '-D', standby.dir, '-R', '-X', 'stream', '--no-sync'],
    as,
  );
  await start(standby);
  const admin = postgres(`postgres://postgres@localhost:${primary.port}/postgres`, { max: 1, onnotice: () => {} });
  try {
    for (;;) {
      const rows = await admin`select sync_state from pg_stat_replication`;
      if (rows[0]?.sync_state === 'sync') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await admin.end();
  }
  const exited = (server: Server) =>
    new Promise<void>((resolve) => (server.child && server.child.exitCode === null ? server.child.once('exit', () => resolve()) : resolve()));
  return {
    primary,
    standby,
    url: `postgres://postgres@localhost:${primary.port},localhost:${standby.port}/postgres?target_session_attrs=read-write`,
    kill: async (server) => {
      const done = exited(server);
      server.child?.kill('SIGQUIT');
      await done;
    },
    restart: start,
    promote: (server) => asAdmin(server, async (sql) => void (await sql`select pg_promote(true, 30)`)),
    readOnly: (server) =>
      asAdmin(server, async (sql) => {
        await sql`alter system set default_transaction_read_only = on`;
        await sql`select pg_reload_conf()`;
      }),
    stop: async () => {
      for (const server of [primary, standby]) {
        const done = exited(server);
        server.child?.kill('SIGINT');
        await done;
      }
    },
  };
}

export type Relay = {
  port: number;
  /** From now on new connections go to `port`; the ones open now are cut (as when a virtual IP moves). */
  to: (port: number) => void;
  stop: () => Promise<void>;
};

/**
 * A TCP relay on 127.0.0.1 to a server's port: the one address of a single-host URL that an operator's failover moves
 * (a virtual IP, a DNS name), moved by the test with `to`.
 */
export async function startRelay(target: number): Promise<Relay> {
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target, '127.0.0.1');
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {});
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const cut = () => {
    for (const socket of open) socket.destroy();
  };
  return {
    port,
    to: (next) => {
      target = next;
      cut();
    },
    stop: async () => {
      cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
