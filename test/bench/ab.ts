// BENCH_AB=<commit> npm run bench: this checkout against another commit, paired. On this kind of machine a section's
// figures swing by ±20 % from one run to the next, more than most changes move them, so two runs of the bench (one per
// tree) cannot show a change of a few percent. Here both trees serve at once, each its own server process on its own
// database of one embedded PostgreSQL; each operation runs on one and then the other (the order alternating), and the
// figure is the median of the per-pair ratios (this checkout ÷ the commit), which the machine's swings mostly cancel out
// of. Two servers of the same tree measure 0.97–1.03 this way. The commit is checked out in a temp worktree that runs on
// this checkout's node_modules (its own package.json is not installed).
// BENCH_AB_OPS (comma-separated, default all of OPS) and BENCH_AB_ROUNDS (pairs per operation, default 100).
import { execFileSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { startCluster } from '../../src/db/embedded.ts';
import { killLeftovers, removeTempDirs, serveOn } from '../helpers/process.ts';
import { freePort } from '../setup/global.ts';
import { type BenchServer, benchGql, percentile } from './harness.ts';
import { plannedSession } from './rewind.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WARM_UP = 10;

type Op<S> = { seed: (server: BenchServer, dir: string) => Promise<S>; once: (server: BenchServer, state: S) => Promise<number> };

/** Times one request; an error as data (a payload that is not `payload`) fails the bench. */
async function timed(server: BenchServer, field: string, payload: string, query: string, variables: Record<string, unknown>): Promise<number> {
  const start = performance.now();
  const data = await benchGql(server, query, variables);
  const ms = performance.now() - start;
  if (data[field].__typename !== payload) throw new Error(`${field}: ${JSON.stringify(data[field]).slice(0, 300)}`);
  return ms;
}

const ANSWER = '__typename ... on Error { code message }';

/** The operations, each on a session of 1,000 steps and 1,000 messages seeded in each tree (rewind.ts's). */
const OPS: Record<string, Op<{ sessionId: string; conversationId: string; checkpointId?: string }>> = {
  // A one-message conversation rewind (the message written first, untimed).
  rewind: {
    seed: (server, dir) => plannedSession(server, dir, 1_000),
    async once(server, { conversationId }) {
      const append = `mutation($i: AppendMessagesInput!) { appendMessages(input: $i) { ${ANSWER} } }`;
      await benchGql(server, append, { i: { conversationId, messages: [{ role: 'USER', content: 'one more' }] } });
      const rewind = `mutation($i: RewindConversationInput!) { rewindConversation(input: $i) { ${ANSWER} } }`;
      return timed(server, 'rewindConversation', 'RewindPayload', rewind, { i: { conversationId, byMessageCount: 1 } });
    },
  },
  // forkSession from a state checkpoint, the conversation shared.
  fork: {
    async seed(server, dir) {
      const session = await plannedSession(server, dir, 1_000);
      const made = await benchGql(
        server,
        'mutation($i: CreateCheckpointInput!) { createCheckpoint(input: $i) { ... on CreateCheckpointPayload { checkpoint { id } } } }',
        { i: { sessionId: session.sessionId, includeCode: false, label: 'fork point' } },
      );
      return { ...session, checkpointId: made.createCheckpoint.checkpoint.id as string };
    },
    once: (server, { sessionId, checkpointId }) =>
      timed(server, 'forkSession', 'ForkSessionPayload', `mutation($i: ForkSessionInput!) { forkSession(input: $i) { ${ANSWER} } }`, {
        i: { sessionId, fromCheckpointId: checkpointId, workspace: { mode: 'SHARED' } },
      }),
  },
  // A state-only checkpoint.
  checkpoint: {
    seed: (server, dir) => plannedSession(server, dir, 1_000),
    once: (server, { sessionId }) =>
      timed(server, 'createCheckpoint', 'CreateCheckpointPayload', `mutation($i: CreateCheckpointInput!) { createCheckpoint(input: $i) { ${ANSWER} } }`, {
        i: { sessionId, includeCode: false, label: 'a/b' },
      }),
  },
  // Three messages appended (a short write, as a step records its turn).
  append: {
    seed: (server, dir) => plannedSession(server, dir, 1_000),
    once: (server, { conversationId }) =>
      timed(server, 'appendMessages', 'AppendMessagesPayload', `mutation($i: AppendMessagesInput!) { appendMessages(input: $i) { ${ANSWER} } }`, {
        i: { conversationId, messages: ['asks', 'answers', 'asks again'].map((content, i) => ({ role: i % 2 ? 'ASSISTANT' : 'USER', content })) },
      }),
  },
};

export async function abBench(base: string): Promise<void> {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${base}^{commit}`], { cwd: ROOT, encoding: 'utf8' }).trim();
  const names = (process.env.BENCH_AB_OPS ?? Object.keys(OPS).join(',')).split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(name in OPS));
  if (unknown.length) throw new Error(`BENCH_AB_OPS: no operation ${unknown.join(', ')}; there are ${Object.keys(OPS).join(', ')}`);
  const rounds = Number(process.env.BENCH_AB_ROUNDS ?? 100);
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'savepoint-bench-ab-'));
  await chmod(tmp, 0o755);
  const worktree = path.join(tmp, 'base');
  let cluster: Awaited<ReturnType<typeof startCluster>> | null = null;
  try {
    execFileSync('git', ['worktree', 'add', '--detach', worktree, commit], { cwd: ROOT, stdio: 'ignore' });
    await symlink(path.join(ROOT, 'node_modules'), path.join(worktree, 'node_modules'));
    cluster = await startCluster({ dir: path.join(tmp, 'pg'), port: await freePort(), password: 'bench' });
    const admin = postgres(cluster.url('postgres'), { max: 1, onnotice: () => {} });
    const trees = [
      { name: commit.slice(0, 10), dir: worktree },
      { name: 'this checkout', dir: ROOT },
    ];
    const servers: BenchServer[] = [];
    for (const [i, tree] of trees.entries()) {
      await admin.unsafe(`create database ab_${i}`);
      const url = cluster.url('postgres').replace(/\/postgres(\?|$)/, `/ab_${i}$1`);
      const { httpUrl, token } = await serveOn(url, {}, tree.dir);
      if (!token) throw new Error(`the server of ${tree.name} printed no token`);
      servers.push({ httpUrl, token });
    }
    await admin.end();
    console.log(`Savepoint A/B: A = ${trees[0]!.name}, B = ${trees[1]!.name}; ${rounds} pairs per operation after ${WARM_UP}, alternating\n`);
    for (const name of names) {
      const op = OPS[name]!;
      const states = [];
      for (const [i, server] of servers.entries()) {
        const dir = path.join(tmp, `${name}-${i}`);
        await mkdir(dir);
        await chmod(dir, 0o755);
        states.push(await op.seed(server, dir));
      }
      const times: [number[], number[]] = [[], []];
      for (let round = 0; round < WARM_UP + rounds; round++) {
        for (const i of round % 2 ? [1, 0] : [0, 1]) {
          const ms = await op.once(servers[i]!, states[i]!);
          if (round >= WARM_UP) times[i as 0 | 1].push(ms);
        }
      }
      const ratios = times[1].map((ms, k) => ms / times[0][k]!);
      const fmt = (values: number[]) => `p50 ${percentile(values, 50).toFixed(2)} p95 ${percentile(values, 95).toFixed(2)} ms`;
      console.log(
        `${name.padEnd(10)} A ${fmt(times[0])} | B ${fmt(times[1])} | B ÷ A, median of pairs ${percentile(ratios, 50).toFixed(3)} (quartiles ${percentile(ratios, 25).toFixed(2)}–${percentile(ratios, 75).toFixed(2)})`,
      );
    }
  } finally {
    await killLeftovers();
    await removeTempDirs();
    await cluster?.stop();
    try {
      execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: ROOT, stdio: 'ignore' });
    } catch {} // never added
    await rm(tmp, { recursive: true, force: true });
  }
}
