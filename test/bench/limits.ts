// `npm run bench` section for the request limits under attack: a trivial query over HTTP, idle and while the security
// review's attacks (test/helpers/attacks.ts, from a worker thread) run against the same server. test/limits.test.ts
// proves each attack refused and the query still answered; this times it. run.ts starts the server and reports.
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { ATTACKED_LIMITS, ATTACKER, attackBodies } from '../helpers/attacks.ts';
import { type BenchServer, benchGql } from './harness.ts';

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * `rounds` of `perWindow` trivial queries idle, then `perWindow` while the attacks run: idle and attacked windows
 * alternate, so a change in the machine's load shifts both alike. Medians of each, in ms.
 */
export async function underAttackBench(server: BenchServer, dir: string, { rounds = 10, perWindow = 20 } = {}) {
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

  const viewer = async () => {
    const started = performance.now();
    await gql('{ viewer { name } }');
    return performance.now() - started;
  };
  const attacker = new Worker(ATTACKER, {
    eval: true,
    workerData: { url: server.httpUrl, token: server.token, bodies: attackBodies({ sessionId, checkpointId }) },
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
