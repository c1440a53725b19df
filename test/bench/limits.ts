// `npm run bench` section for the request limits under attack: a trivial query over HTTP, idle and while the security
// review's attacks (test/helpers/attacks.ts, from a worker thread) run against the same server. test/limits.test.ts
// proves each attack refused and the query still answered; this times it. run.ts starts the server and reports.
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { ATTACK_NAMES, ATTACKED_LIMITS, ATTACKER, attackBodies } from '../helpers/attacks.ts';
import { type BenchServer, benchGql, percentile } from './harness.ts';

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * `rounds` of `perWindow` trivial queries idle, then `perWindow` while the attacks run: idle and attacked windows
 * alternate, so a change in the machine's load shifts both alike. Medians of each, in ms.
 */
/** A session with a checkpoint (what the attacks name), on the bench's server. */
export async function attackTarget(server: BenchServer, dir: string): Promise<{ sessionId: string; checkpointId: string }> {
  const gql = (query: string, variables?: Record<string, unknown>) => benchGql(server, query, variables);
  const workspace = await gql('mutation($p: String!) { createWorkspace(input: { path: $p }) { ... on CreateWorkspacePayload { workspace { id } } } }', {
    p: await mkdtemp(path.join(dir, 'ws-')),
  });
  const created = await gql(
    'mutation($w: ID!) { createSession(input: { workspaceId: $w, objective: "limits" }) { ... on CreateSessionPayload { session { id } } } }',
    { w: workspace.createWorkspace.workspace.id },
  );
  const sessionId: string = created.createSession.session.id;
  const checkpoint = await gql(
    'mutation($s: ID!) { createCheckpoint(input: { sessionId: $s, label: "one" }) { ... on CreateCheckpointPayload { checkpoint { id } } ... on Error { message } } }',
    { s: sessionId },
  );
  const checkpointId: string | undefined = checkpoint.createCheckpoint.checkpoint?.id;
  if (!checkpointId) throw new Error(`createCheckpoint: ${JSON.stringify(checkpoint)}`);
  return { sessionId, checkpointId };
}

/** Each attack's refusal budget (test/limits.test.ts had them), in attackBodies() order; none for the 500 mutations. */
const REFUSAL_BUDGETS_MS: ReadonlyArray<number | null> = [2_000, 500, 500, 500, null];

/**
 * How long each attack takes to be refused, alone: `runs` requests of each body in turn, its p95 in ms. Refused
 * before anything runs, each costs less than a request that does work (the 20 MB body: its upload).
 */
export async function refusalBench(server: BenchServer, target: { sessionId: string; checkpointId: string }, runs = 20) {
  const bodies = attackBodies(target);
  const samples = bodies.map(() => [] as number[]);
  const limits = bodies.map(() => new Set<string>());
  for (let run = 0; run < runs; run++) {
    for (const [i, body] of bodies.entries()) {
      const started = performance.now();
      const response = await fetch(server.httpUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', authorization: `Bearer ${server.token}` },
        body,
      });
      const answer = (await response.json()) as { errors?: Array<{ extensions?: { limit?: string } }> };
      samples[i]!.push(performance.now() - started);
      limits[i]!.add(String(answer.errors?.[0]?.extensions?.limit));
    }
  }
  return ATTACK_NAMES.map((name, i) => {
    const [limit, ...others] = [...limits[i]!];
    if (others.length || !ATTACKED_LIMITS.includes(limit!)) throw new Error(`${name} was answered with ${[...limits[i]!].join(', ')}, not refused`);
    return { name, limit: limit!, p95: percentile(samples[i]!, 95), budgetMs: REFUSAL_BUDGETS_MS[i] ?? null };
  });
}

/**
 * `rounds` of `perWindow` trivial queries idle, then `perWindow` while the attacks run: idle and attacked windows
 * alternate, so a change in the machine's load shifts both alike. Medians of each, in ms.
 */
export async function underAttackBench(server: BenchServer, target: { sessionId: string; checkpointId: string }, { rounds = 10, perWindow = 20 } = {}) {
  const gql = (query: string, variables?: Record<string, unknown>) => benchGql(server, query, variables);
  const viewer = async () => {
    const started = performance.now();
    await gql('{ viewer { name } }');
    return performance.now() - started;
  };
  const attacker = new Worker(ATTACKER, {
    eval: true,
    workerData: { url: server.httpUrl, token: server.token, bodies: attackBodies(target) },
  });
  const refused = new Set<string>();
  let sent = 0;
  let paused: (() => void) | null = null;
  attacker.on('message', (message: string) => {
    if (message === 'paused') paused?.();
    else {
      sent += 1;
      refused.add(message);
    }
  });
  const exited = new Promise((resolve) => attacker.once('exit', resolve));
  const idle: number[] = [];
  const busy: number[] = [];
  try {
    for (let i = 0; i < 50; i++) await viewer(); // warm-up
    for (let round = 0; round < rounds; round++) {
      for (let i = 0; i < perWindow; i++) idle.push(await viewer());
      const before = sent;
      attacker.postMessage('run');
      while (sent === before) await viewer(); // the attacks are under way (not timed: the first may still be in flight)
      for (let i = 0; i < perWindow; i++) busy.push(await viewer());
      await new Promise<void>((resolve) => {
        paused = resolve;
        attacker.postMessage('pause');
      });
    }
  } finally {
    attacker.postMessage('stop');
    await exited;
  }
  const expected = new Set(ATTACKED_LIMITS);
  if (refused.size !== expected.size || [...refused].some((limit) => !expected.has(limit))) {
    throw new Error(`the attacks were not refused as test/limits.test.ts expects: ${[...refused].join(', ')}`);
  }
  return { idle: median(idle), busy: median(busy), attacks: sent };
}
