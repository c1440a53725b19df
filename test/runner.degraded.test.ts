// Degraded mode with real processes: a server process on a real PostgreSQL, and a runner process built on the kit
// (test/processes/kit-runner.ts). The server is stopped while the runner records; the runner goes on (its writes go
// to its journal), is killed with SIGKILL in the middle of a unit, started again (still without a server: it re-runs
// its units from the first, each write under the key it had), then the server comes back on the same port after the
// runner's lease ran out there. The journal is replayed and the session's log ends exactly as that of a runner that
// never lost the server: each write once, in order.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { journalStatus } from '../src/runner/journal-status.ts';
import { savepointBin } from './helpers/cli.ts';
import { createTestDatabase } from './helpers/database.ts';
import { tempDir } from './helpers/fs.ts';
import { killLeftovers, processDir, ROOT, removeTempDirs, spawnApp } from './helpers/process.ts';
import { api, eventLog, recorded } from './helpers/runner.ts';
import { freePort } from './setup/global.ts';

const UNITS = 8;

afterAll(async () => {
  await killLeftovers();
  for (const runner of runners) if (runner.exitCode === null) runner.kill('SIGKILL');
  await removeTempDirs();
});

const { url: databaseUrl } = await createTestDatabase();
const port = await freePort();
const dataDir = await processDir('savepoint-degraded-server-');
const url = `http://127.0.0.1:${port}/graphql`;
const startServer = async () => {
  const app = spawnApp({ DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', SAVEPOINT_DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  await app.waitFor(/serving GraphQL/, { timeoutMs: 60_000 });
  return app;
};
let server = await startServer();
const token = server.stdout().match(/\b(sp_[A-Za-z0-9_-]+)/)![1]!;
const home = await tempDir('savepoint-degraded-journal-');

const runners = new Set<ChildProcess>();

/** A kit-runner process with a line protocol: `send` a command, wait for a line of its output. */
function startRunner(ref: string, folder: string, more: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'test/processes/kit-runner.ts')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      SAVEPOINT_URL: url,
      SAVEPOINT_TOKEN: token,
      SAVEPOINT_JOURNAL_DIR: home,
      RUN_REF: ref,
      WORKSPACE: folder,
      ...more,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  runners.add(child);
  let output = '';
  const waiters = new Set<() => void>();
  const changed = () => {
    for (const check of [...waiters]) check();
  };
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
    changed();
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk.replace(/^/gm, 'stderr| ');
    changed();
  });
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  void exited.then(changed);
  return {
    child,
    output: () => output,
    exited,
    send: (line: string) => child.stdin!.write(`${line}\n`),
    waitFor: (pattern: RegExp, timeoutMs = 30_000) =>
      new Promise<RegExpMatchArray>((resolve, reject) => {
        const timer = setTimeout(() => done(() => reject(new Error(`${ref}: no ${pattern} within ${timeoutMs} ms\n${output}`))), timeoutMs);
        const done = (settle: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          settle();
        };
        const check = () => {
          const match = output.match(pattern);
          if (match) done(() => resolve(match));
          else if (child.exitCode !== null || child.signalCode !== null) done(() => reject(new Error(`${ref} exited before ${pattern}\n${output}`)));
        };
        waiters.add(check);
        check();
      }),
  };
}

/**
 * The log as a runner's writes made it, comparable across runs: each message, step added, report and event in
 * order, without ids, times, the lease's comings and goings, or how many writes one call carried (a replay sends
 * consecutive messages, events or steps added to one task in one call).
 */
async function comparableLog(sessionId: string): Promise<string[]> {
  const session = await recorded(url, token, sessionId);
  const contents = session.messages.map((message) => `${message.role}: ${message.content}`);
  const keys = new Map(session.tasks.flatMap((task: any) => task.steps.map((step: any) => [step.title, step.idempotencyKey])));
  expect(keys.size).toBeGreaterThan(0);
  const log: string[] = [];
  for (const { type, data } of await eventLog(url, token, sessionId)) {
    if (type.startsWith('lease.')) continue;
    if (type === 'messages.appended') for (let n = 0; n < data.count; n++) log.push(`message ${contents.shift()}`);
    else if (type === 'plan.revised') for (const step of data.added.steps) log.push(`step added ${step.idempotencyKey}`);
    else if (type === 'step.state_changed') log.push(`step ${data.idempotencyKey} ${data.to} attempt ${data.attempt}`);
    else if (type === 'checkpoint.created') log.push(`checkpoint ${String(data.label).replace(' (recorded offline: state only)', '')}`);
    else if (type.startsWith('custom.')) log.push(`${type} ${JSON.stringify(data)}`);
    else log.push(data.to ? `${type} ${data.to}` : type);
  }
  return log;
}

describe('degraded mode with real processes', () => {
  it('a runner killed while the server is down loses nothing: once both are back, the log is that of an uninterrupted run', async () => {
    const reference = startRunner('reference', await tempDir('savepoint-degraded-ws-'));
    await reference.waitFor(/ready/);
    reference.send(`go ${UNITS}`);
    await reference.waitFor(new RegExp(`done ${UNITS} pending=0`));
    reference.send('end');
    expect(await reference.exited, reference.output()).toBe(0);
    const referenceId = (await journalSessions()).get('reference')!;

    const folder = await tempDir('savepoint-degraded-ws-');
    const first = startRunner('outage', folder, { STALL_AT: '5' });
    await first.waitFor(/ready/);
    first.send('go 2');
    await first.waitFor(/done 2 pending=0/);
    const sessionId = (await journalSessions()).get('outage')!;
    const before = await recorded(url, token, sessionId);
    expect(before.lease).toMatchObject({ live: true });

    server.signal('SIGTERM');
    await server.exited;
    const stoppedAt = Date.now();
    first.send('go 4');
    await first.waitFor(/done 4 pending=\d+/);
    expect(Number(first.output().match(/done 4 pending=(\d+)/)![1])).toBeGreaterThan(0);
    first.send('go 6');
    await first.waitFor(/stalled 5/); // there for good: the kill cannot come after the unit, or after unit 6
    first.child.kill('SIGKILL'); // mid-unit: some of unit 5's writes are journaled, the rest never made
    await first.exited;
    const [left] = await journalStatus(home);
    expect(left).toMatchObject({ run: 'outage', sessionId });
    const pendingAtKill = left!.pending;
    expect(pendingAtKill).toBeGreaterThanOrEqual(12); // units 3 and 4, and the start of 5
    // What a person sees meanwhile: `savepoint status` says the writes wait, and exits DEGRADED (6).
    const status = await savepointBin({ SAVEPOINT_URL: url, SAVEPOINT_TOKEN: token, SAVEPOINT_JOURNAL_DIR: home }, ['status']);
    expect(status.code, status.stderr).toBe(6);
    expect(status.stdout).toContain(`degraded: ${pendingAtKill} events pending`);
    expect(status.stdout).toMatch(new RegExp(`outage ${sessionId}: ${pendingAtKill} since`));

    const second = startRunner('outage', folder);
    await second.waitFor(new RegExp(`ready pending=${pendingAtKill}`));
    second.send('go 6'); // from unit 1 again: units 1 and 2 landed, 3 and 4 wait in the journal, 5 in part
    await second.waitFor(/done 6 pending=\d+/);
    expect((await journalStatus(home))[0]!.pending).toBeGreaterThan(pendingAtKill);

    // The lease runs out while the server is away (5 s): the run takes it again when the server is back.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 6_000 - (Date.now() - stoppedAt))));
    server = await startServer();
    second.send('flush');
    await second.waitFor(/flushed pending=0/, 60_000);
    expect(await journalStatus(home)).toEqual([]);
    second.send(`go ${UNITS}`);
    await second.waitFor(new RegExp(`done ${UNITS} pending=0`));
    second.send('end');
    expect(await second.exited, second.output()).toBe(0);
    expect(second.output()).not.toMatch(/event (refused|lost)/);

    const after = await recorded(url, token, sessionId);
    expect(after.state).toBe('COMPLETED');
    const { session } = await api(
      url,
      token,
      'query($id: ID!) { session(id: $id) { ... on Session { events(first: 500, types: ["lease.acquired"]) { nodes { data } } } } }',
      {
        id: sessionId,
      },
    );
    const tokens = session.events.nodes.map((event: { data: { token: number } }) => event.data.token);
    expect(tokens).toEqual([tokens[0], tokens[0] + 1]); // taken once, then once again after the outage: nobody else between
    const outageLog = await comparableLog(sessionId);
    expect(outageLog).toEqual(await comparableLog(referenceId));
    expect(outageLog.filter((line) => line.startsWith('message '))).toHaveLength(UNITS * 3);
  }, 180_000);
});

/** The runs of the journal home by their key, with their session ids (read from their state files). */
async function journalSessions(): Promise<Map<string, string>> {
  const { readdir, readFile } = await import('node:fs/promises');
  const sessions = new Map<string, string>();
  for (const server of await readdir(home)) {
    for (const run of await readdir(path.join(home, server))) {
      if (run.startsWith('.')) continue; // .sessions: which run records which session (no run's folder begins with a dot)
      const state = JSON.parse(await readFile(path.join(home, server, run, 'state.json'), 'utf8'));
      if (state.ids.sessionId) sessions.set(state.run, state.ids.sessionId);
    }
  }
  return sessions;
}
