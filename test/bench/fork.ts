// `npm run bench` sections for fork (issue 14): forkSession of a session with 1,000 steps and 1,000 / 10,000 /
// 100,000 messages, state and conversation in the source's folder (SHARED; budget p95 <= 50 ms, flat as the messages
// grow), and a fork into a git worktree of the 5,000-file repository (budget p95 <= 500 ms). run.ts starts the server
// and reports (the lineage of a fork tree is lineage.ts); this file seeds and times, over HTTP.
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { DbHandle } from '../../src/db/client.ts';
import { type BenchServer, benchGql, bigRepository, percentile } from './harness.ts';
import { analyzed } from './rewind.ts';

const ERR = '... on Error { code message }';
const MESSAGE_COUNTS = [1_000, 10_000, 100_000] as const;
const BATCH = 1_000;

const must = (answer: Record<string, any>, typename: string) => {
  const [value] = Object.values(answer);
  if (value?.__typename !== typename) throw new Error(JSON.stringify(value));
  return value;
};

/** 1,000 steps: 10 phases of 10 tasks of 10 steps. */
const PLAN = {
  phases: Array.from({ length: 10 }, (_, p) => ({
    name: `Phase ${p + 1}`,
    tasks: Array.from({ length: 10 }, (_, t) => ({
      key: `p${p}t${t}`,
      title: `Task p${p}t${t}`,
      role: ['architect', 'engineer', 'reviewer'][t % 3],
      dependsOn: t > 0 ? [`p${p}t${t - 1}`] : [],
      steps: Array.from({ length: 10 }, (_, s) => ({ kind: (['READ', 'WRITE', 'EXEC'] as const)[s % 3], title: `Step ${s} of p${p}t${t}` })),
    })),
  })),
};

/** A session in a new workspace at `dir` (with the 1,000-step plan, or none); its id and its supervisor conversation's. */
async function sourceSession(server: BenchServer, dir: string, plan: typeof PLAN | null) {
  const ws = await benchGql(
    server,
    `mutation($p: String!) { createWorkspace(input: { path: $p }) { ... on CreateWorkspacePayload { workspace { id } } ${ERR} } }`,
    { p: dir },
  );
  const created = must(
    await benchGql(
      server,
      `mutation($i: CreateSessionInput!) { createSession(input: $i) {
         __typename ... on CreateSessionPayload { session { id conversations { nodes { id } } } } ${ERR} } }`,
      {
        i: {
          workspaceId: ws.createWorkspace.workspace.id,
          objective: 'fork bench',
          checkpointPolicy: { afterStep: false, phaseBoundary: false, planChange: false, onError: false },
          ...(plan ? { plan } : {}),
        },
      },
    ),
    'CreateSessionPayload',
  );
  return { sessionId: created.session.id as string, conversationId: created.session.conversations.nodes[0].id as string };
}

async function checkpoint(server: BenchServer, sessionId: string, includeCode: boolean): Promise<string> {
  const made = must(
    await benchGql(
      server,
      `mutation($i: CreateCheckpointInput!) { createCheckpoint(input: $i) { __typename ... on CreateCheckpointPayload { checkpoint { id } } ${ERR} } }`,
      { i: { sessionId, includeCode, label: 'fork point' } },
    ),
    'CreateCheckpointPayload',
  );
  return made.checkpoint.id as string;
}

const FORK = `mutation($i: ForkSessionInput!) { forkSession(input: $i) {
  __typename ... on ForkSessionPayload { session { id } forkPoint { inheritedMessages } } ${ERR} } }`;

/**
 * Times `rounds` forkSession calls (over HTTP) after `warmUp` untimed ones; `input(round)` is each call's input. Each
 * fork adds the source's plan rows (1,111 of them) to the tables a fork writes, so the first forks grow a young
 * database's phases, tasks and steps many times over in seconds: between the warm-up and the timed calls the tables
 * are analyzed, as autovacuum would soon do. Without it, each pooled connection keeps the plans it made for the
 * foreign-key checks of steps (tasks.id) while the tasks table looked like 100 rows (a sequential scan, cached for the
 * connection's life) and every one of a fork's 1,000 checks reads all of a table growing by 100 rows a fork.
 */
async function timeForks(
  server: BenchServer,
  database: DbHandle,
  { warmUp, rounds, inherited }: { warmUp: number; rounds: number; inherited: number },
  input: (round: number) => Record<string, unknown>,
) {
  const times: number[] = [];
  for (let round = 0; round < warmUp + rounds; round++) {
    if (round === warmUp) await analyzed(database);
    const started = performance.now();
    const fork = must(await benchGql(server, FORK, { i: input(round) }), 'ForkSessionPayload');
    const elapsed = performance.now() - started;
    if (fork.forkPoint.inheritedMessages !== inherited) throw new Error(`expected ${inherited} inherited messages: ${JSON.stringify(fork)}`);
    if (round >= warmUp) times.push(elapsed);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

export type SharedForkFigures = { messages: number; p50: number; p95: number; seedMs: number };

/**
 * A session of 1,000 steps and `messages` messages (appended in batches of 1,000), a state-only checkpoint after them
 * (the fork's plan state comes from it); then 50 forks from it (after 5 untimed), SHARED, with the conversation.
 */
async function sharedFork(server: BenchServer, database: DbHandle, tmp: string, messages: number): Promise<SharedForkFigures> {
  const seeding = performance.now();
  const { sessionId, conversationId } = await sourceSession(server, await mkdtemp(path.join(tmp, 'fork-shared-')), PLAN);
  for (let batch = 0; batch < messages / BATCH; batch++) {
    const page = Array.from({ length: BATCH }, (_, i) => ({ role: i % 2 ? 'ASSISTANT' : 'USER', content: `message ${batch * BATCH + i}` }));
    must(
      await benchGql(server, `mutation($i: AppendMessagesInput!) { appendMessages(input: $i) { __typename ${ERR} } }`, {
        i: { conversationId, messages: page },
      }),
      'AppendMessagesPayload',
    );
  }
  const fromCheckpointId = await checkpoint(server, sessionId, false);
  await analyzed(database);
  const seedMs = performance.now() - seeding;
  const timed = await timeForks(server, database, { warmUp: 5, rounds: 50, inherited: messages }, () => ({
    sessionId,
    fromCheckpointId,
    workspace: { mode: 'SHARED' },
  }));
  return { messages, seedMs, ...timed };
}

/**
 * The 5,000-file repository and a code checkpoint of it (a session without a plan: this figure is the folder's; the
 * plan's share is the SHARED figure's); then 30 forks from it (after 3 untimed), each into a new git worktree (a folder
 * of its own inside the workspace roots: the bench's tmp folder) on a branch of its own.
 */
async function worktreeFork(server: BenchServer, database: DbHandle, tmp: string): Promise<{ p50: number; p95: number }> {
  const repo = await bigRepository(tmp);
  const { sessionId } = await sourceSession(server, repo, null);
  const fromCheckpointId = await checkpoint(server, sessionId, true); // the first code snapshot hashes all 5,000 files
  await analyzed(database);
  const worktrees = await mkdtemp(path.join(tmp, 'fork-worktrees-'));
  return timeForks(server, database, { warmUp: 3, rounds: 30, inherited: 0 }, (round) => ({
    sessionId,
    fromCheckpointId,
    workspace: { mode: 'WORKTREE', path: path.join(worktrees, `fork-${round}`), branchName: `bench/fork-${round}` },
  }));
}

export type ForkFigures = { shared: SharedForkFigures[]; worktree: { p50: number; p95: number } };

export async function forkBench(server: BenchServer, database: DbHandle, tmp: string): Promise<ForkFigures> {
  const shared: SharedForkFigures[] = [];
  for (const messages of MESSAGE_COUNTS) shared.push(await sharedFork(server, database, tmp, messages));
  return { shared, worktree: await worktreeFork(server, database, tmp) };
}
