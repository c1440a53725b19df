// `npm run bench` sections for fork (issues 14 and 26): forkSession of a session with 1,000 steps and 1,000 / 10,000 /
// 100,000 messages, state and conversation in the source's folder (SHARED; budget p95 <= 50 ms, flat as the messages
// grow), and a fork into a git worktree of the 5,000-file repository (budget p95 <= 500 ms); beside them, rounds
// interleaved, their floors (fork-floors.ts): the row copy of the thread in SQL at 1,000 and 10,000 messages (budget:
// a fork <= 2x the copy at 1,000), LangGraph's PostgresSaver copy of a 1,000-message thread, `git worktree add`.
// run.ts starts the server (the lineage of a fork tree is lineage.ts); this file seeds, times, and reports.
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { DbHandle } from '../../src/db/client.ts';
import { gitWorktreeAdd, type LangGraphThread, langgraphThread, rowCopyOfThread } from './fork-floors.ts';
import { type BenchServer, benchGql, bigRepository, percentile } from './harness.ts';
import { analyzed } from './rewind.ts';

const ERR = '... on Error { code message }';
const MESSAGE_COUNTS = [1_000, 10_000, 100_000] as const;
/** The row copy is measured up to here (a copy of 100,000 messages a round would weigh on every later section). */
const FLOORED_UP_TO = 10_000;
const BATCH = 1_000;
const localId = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1]!;

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
  { warmUp, rounds, inherited, floors = {} }: { warmUp: number; rounds: number; inherited: number; floors?: Floors },
  input: (round: number) => Record<string, unknown>,
): Promise<Timed> {
  const times: number[] = [];
  const beside: Record<string, number[]> = Object.fromEntries(Object.keys(floors).map((name) => [name, []]));
  const fork = async (round: number) => {
    const started = performance.now();
    const made = must(await benchGql(server, FORK, { i: input(round) }), 'ForkSessionPayload');
    const elapsed = performance.now() - started;
    if (made.forkPoint.inheritedMessages !== inherited) throw new Error(`expected ${inherited} inherited messages: ${JSON.stringify(made)}`);
    return elapsed;
  };
  for (let round = 0; round < warmUp + rounds; round++) {
    if (round === warmUp) await analyzed(database);
    const due = Object.entries(floors).filter(([, floor]) => round % (floor.every ?? 1) === 0);
    const timeFloors = async () => {
      for (const [name, floor] of due) {
        const ms = await floor.time(round);
        if (round >= warmUp) beside[name]!.push(ms);
      }
    };
    // Even rounds fork first, odd rounds time the floors first: neither always runs on a cache the other warmed.
    if (round % 2 === 1) await timeFloors();
    const elapsed = await fork(round);
    if (round % 2 === 0) await timeFloors();
    if (round >= warmUp) times.push(elapsed);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), floors: Object.fromEntries(Object.entries(beside).map(([name, ms]) => [name, stats(ms)])) };
}

/** Floors timed beside the forks: each round (or each `every`-th), its wall time in ms. */
type Floors = Record<string, { time: (round: number) => Promise<number>; every?: number }>;
type Stats = { p50: number; p95: number; samples: number };
type Timed = { p50: number; p95: number; floors: Record<string, Stats> };
const stats = (ms: number[]): Stats => ({ p50: percentile(ms, 50), p95: percentile(ms, 95), samples: ms.length });

export type SharedForkFigures = Timed & { messages: number; seedMs: number };

/**
 * A session of 1,000 steps and `messages` messages (appended in batches of 1,000), a state-only checkpoint after them
 * (the fork's plan state comes from it); then 50 forks from it (after 5 untimed), SHARED, with the conversation.
 */
async function sharedFork(
  server: BenchServer,
  database: DbHandle,
  tmp: string,
  messages: number,
  langgraph: LangGraphThread | null,
): Promise<SharedForkFigures> {
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
  const floors: Floors = {};
  if (messages <= FLOORED_UP_TO) floors.rowCopy = { time: await rowCopyOfThread(database, localId(sessionId), localId(conversationId)) };
  if (langgraph && messages === langgraph.messages) floors.postgresSaver = { time: langgraph.copy, every: 5 };
  const timed = await timeForks(server, database, { warmUp: 5, rounds: 50, inherited: messages, floors }, () => ({
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
async function worktreeFork(server: BenchServer, database: DbHandle, tmp: string): Promise<Timed> {
  const repo = await bigRepository(tmp);
  const { sessionId } = await sourceSession(server, repo, null);
  const fromCheckpointId = await checkpoint(server, sessionId, true); // the first code snapshot hashes all 5,000 files
  await analyzed(database);
  const worktrees = await mkdtemp(path.join(tmp, 'fork-worktrees-'));
  const floors: Floors = { gitWorktreeAdd: { time: (round) => gitWorktreeAdd(repo, path.join(worktrees, `floor-${round}`), `bench/floor-${round}`) } };
  return timeForks(server, database, { warmUp: 3, rounds: 30, inherited: 0, floors }, (round) => ({
    sessionId,
    fromCheckpointId,
    workspace: { mode: 'WORKTREE', path: path.join(worktrees, `fork-${round}`), branchName: `bench/fork-${round}` },
  }));
}

export type ForkFigures = { shared: SharedForkFigures[]; worktree: Timed };

export async function forkBench(server: BenchServer, database: DbHandle, tmp: string): Promise<ForkFigures> {
  const langgraph = await langgraphThread(database, 1_000);
  const shared: SharedForkFigures[] = [];
  try {
    for (const messages of MESSAGE_COUNTS) shared.push(await sharedFork(server, database, tmp, messages, langgraph));
  } finally {
    await langgraph.end();
  }
  return { shared, worktree: await worktreeFork(server, database, tmp) };
}

export type Report = (name: string, value: number, unit: string, budget: string, ok: boolean) => void;

const fmt = (stats: { p50: number; p95: number }) => `p50 ${stats.p50.toFixed(2)} ms, p95 ${stats.p95.toFixed(2)} ms`;

/** Reports the fork figures: each p95 against its budget, flatness, and the ratios to the floors. */
export function reportForks({ shared, worktree }: ForkFigures, report: Report): void {
  for (const figures of shared) {
    const count = figures.messages.toLocaleString('en-US');
    report(`forkSession, 1,000 steps, ${count} messages, state and conversation (SHARED), p95`, figures.p95, 'ms', '≤ 50 ms', figures.p95 <= 50);
    console.log(`INFO  forkSession, ${count} messages, p50 ${figures.p50.toFixed(2)} ms (seeded in ${(figures.seedMs / 1000).toFixed(1)} s)`);
    const { rowCopy, postgresSaver } = figures.floors;
    if (rowCopy) {
      const ratio = figures.p50 / rowCopy.p50;
      console.log(
        `INFO  row copy of the thread in SQL (${count} messages, 1,111 plan rows): ${fmt(rowCopy)}; forkSession ÷ row copy, p50 ${ratio.toFixed(2)}×`,
      );
      if (figures.messages === 1_000) report('forkSession ÷ the row copy of a 1,000-message thread, p50', ratio, '×', '≤ 2×', ratio <= 2);
    }
    if (postgresSaver) {
      console.log(
        `INFO  LangGraph PostgresSaver copy of a ${count}-message thread by rows (${postgresSaver.samples} samples): ${fmt(postgresSaver)}; forkSession ÷ it, p50 ${(figures.p50 / postgresSaver.p50).toFixed(2)}×`,
      );
    }
  }
  const least = shared[0]!;
  const most = shared[shared.length - 1]!;
  const growth = most.p95 / least.p95;
  const [from, to] = [least.messages.toLocaleString('en-US'), most.messages.toLocaleString('en-US')];
  report(`forkSession p95 at ${to} messages ÷ at ${from} (flat)`, growth, '×', '≤ 1.5×', growth <= 1.5);
  report('forkSession into a worktree, 5,000-file repository, p95', worktree.p95, 'ms', '≤ 500 ms', worktree.p95 <= 500);
  const add = worktree.floors.gitWorktreeAdd!;
  console.log(
    `INFO  forkSession into a worktree, p50 ${worktree.p50.toFixed(2)} ms; git worktree add ${fmt(add)}; forkSession ÷ git worktree add, p50 ${(worktree.p50 / add.p50).toFixed(2)}×`,
  );
}
