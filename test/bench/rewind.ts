// `npm run bench` sections for rewind (issue 13): a conversation rewind of a session with 10,000 messages, state only
// (budget p95 <= 20 ms), and a code rewind on the 5,000-file repository with 10 files changed since the target
// (budget p95 <= 250 ms); and (issue 26) each against its floor in the same run: a one-message conversation rewind on
// plans of 10, 1,000 and 10,000 steps against the SQL that does the same change, rewindCode against `git stash` and
// `git checkout <sha> -- .`. run.ts starts the server and reports; this file seeds and times, over HTTP.
import { execFile } from 'node:child_process';
import { appendFile, mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import type { DbHandle } from '../../src/db/client.ts';
import { type BenchServer, benchGql, bigRepository, percentile } from './harness.ts';

const ERR = '... on Error { code message }';

async function sessionIn(server: BenchServer, dir: string) {
  const ws = await benchGql(
    server,
    `mutation($p: String!) { createWorkspace(input: { path: $p }) { ... on CreateWorkspacePayload { workspace { id } } ${ERR} } }`,
    {
      p: dir,
    },
  );
  const created = await benchGql(
    server,
    `mutation($w: ID!) { createSession(input: { workspaceId: $w, objective: "rewind bench", checkpointPolicy: { afterStep: false, phaseBoundary: false, planChange: false, onError: false } }) {
       ... on CreateSessionPayload { session { id conversations { nodes { id } } } } ${ERR} } }`,
    { w: ws.createWorkspace.workspace.id },
  );
  const session = created.createSession.session;
  return { sessionId: session.id as string, conversationId: session.conversations.nodes[0].id as string };
}

/**
 * The statistics a live database has: autovacuum analyzes a table once a tenth of it changed, but only a minute or so
 * later, and a table loaded a second ago still looks nearly empty to the planner, which then sorts a 10,000-message
 * conversation instead of reading its newest rows from the (conversation, seq) index.
 */
export async function analyzed(database: DbHandle): Promise<void> {
  await sql`analyze`.execute(database.db);
}

const must = (answer: Record<string, any>, typename: string) => {
  const [value] = Object.values(answer);
  if (value?.__typename !== typename) throw new Error(JSON.stringify(value));
  return value;
};

/** 10,000 messages; then, 100 times (after 10 untimed): append one message and rewind the conversation by one (state only). */
export async function conversationRewindBench(server: BenchServer, database: DbHandle, tmp: string): Promise<{ p50: number; p95: number }> {
  const { conversationId } = await sessionIn(server, await mkdtemp(path.join(tmp, 'rewind-conversation-')));
  const append = (messages: Array<{ role: string; content: string }>) =>
    benchGql(server, `mutation($i: AppendMessagesInput!) { appendMessages(input: $i) { __typename ${ERR} } }`, { i: { conversationId, messages } });
  for (let batch = 0; batch < 10; batch++) {
    await append(Array.from({ length: 1_000 }, (_, i) => ({ role: i % 2 ? 'ASSISTANT' : 'USER', content: `message ${batch * 1_000 + i}` })));
  }
  await analyzed(database);
  const times: number[] = [];
  for (let round = 0; round < 110; round++) {
    await append([{ role: 'USER', content: `extra ${round}` }]);
    const started = performance.now();
    must(
      await benchGql(server, `mutation($i: RewindConversationInput!) { rewindConversation(input: $i) { __typename ${ERR} } }`, {
        i: { conversationId, byMessageCount: 1 },
      }),
      'RewindPayload',
    );
    if (round >= 10) times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** The 5,000-file repository as a session's workspace, and a checkpoint of it (code and state): the rewind's target. */
async function repositoryWithCheckpoint(server: BenchServer, tmp: string) {
  const repo = await bigRepository(tmp);
  const { sessionId } = await sessionIn(server, repo);
  const checkpoint = must(
    await benchGql(
      server,
      `mutation($i: CreateCheckpointInput!) { createCheckpoint(input: $i) { __typename ... on CreateCheckpointPayload { checkpoint { id } } ${ERR} } }`,
      { i: { sessionId, label: 'target' } },
    ),
    'CreateCheckpointPayload',
  ).checkpoint.id as string;
  return { repo, sessionId, checkpoint };
}

/** The 5,000-file repository, a checkpoint; then, 30 times (after 3 untimed): change 10 files and rewind the code to it. */
export async function codeRewindBench(server: BenchServer, tmp: string): Promise<{ p50: number; p95: number }> {
  const { repo, sessionId, checkpoint } = await repositoryWithCheckpoint(server, tmp);
  const times: number[] = [];
  for (let round = 0; round < 33; round++) {
    for (let f = 0; f < 10; f++)
      await appendFile(path.join(repo, `pkg${(round + f) % 50}`, `file${(round * 7 + f) % 100}.ts`), `export const change${round} = ${round};\n`);
    const started = performance.now();
    must(
      await benchGql(server, `mutation($i: RewindCodeInput!) { rewindCode(input: $i) { __typename ${ERR} } }`, { i: { sessionId, checkpointId: checkpoint } }),
      'RewindPayload',
    );
    if (round >= 3) times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** The plan sizes the conversation rewind is measured on (issue 26: flat from 10 to 10,000 steps). */
export const REWIND_PLAN_STEPS = [10, 1_000, 10_000] as const;
const FLOOR_MESSAGES = 1_000;

/** `steps` steps: 10 phases (1 for 10 steps) of tasks of 50 steps (10 for 10 steps), started. */
export async function plannedSession(server: BenchServer, dir: string, steps: number) {
  const perTask = steps >= 50 ? 50 : steps;
  const tasks = steps / perTask;
  const phases = tasks >= 10 ? 10 : 1;
  const plan = {
    phases: Array.from({ length: phases }, (_, p) => ({
      key: `phase-${p}`,
      name: `Phase ${p}`,
      tasks: Array.from({ length: tasks / phases }, (_, t) => ({
        key: `task-${p}-${t}`,
        title: `Task ${p}.${t}`,
        steps: Array.from({ length: perTask }, (_, s) => ({ kind: (['READ', 'WRITE', 'EXEC'] as const)[s % 3], title: `step ${s} of task ${p}.${t}` })),
      })),
    })),
  };
  const ws = await benchGql(
    server,
    `mutation($p: String!) { createWorkspace(input: { path: $p }) { ... on CreateWorkspacePayload { workspace { id } } ${ERR} } }`,
    { p: dir },
  );
  const created = await benchGql(
    server,
    `mutation($i: CreateSessionInput!) { createSession(input: $i) {
       ... on CreateSessionPayload { session { id progress { steps { total } } conversations { nodes { id } } } } ${ERR} } }`,
    {
      i: {
        workspaceId: ws.createWorkspace.workspace.id,
        objective: `rewind bench, ${steps} steps`,
        plan,
        checkpointPolicy: { afterStep: false, phaseBoundary: false, planChange: false, onError: false },
      },
    },
  );
  const session = created.createSession.session;
  if (session?.progress.steps.total !== steps) throw new Error(`seed failed: ${JSON.stringify(created).slice(0, 500)}`);
  await benchGql(server, 'mutation($s: ID!) { startSession(input: { sessionId: $s }) { __typename } }', { s: session.id });
  const conversationId = session.conversations.nodes[0].id as string;
  for (let batch = 0; batch < FLOOR_MESSAGES / 500; batch++) {
    const messages = Array.from({ length: 500 }, (_, i) => ({ role: i % 2 ? 'ASSISTANT' : 'USER', content: `message ${batch * 500 + i}` }));
    await benchGql(server, `mutation($i: AppendMessagesInput!) { appendMessages(input: $i) { __typename ${ERR} } }`, { i: { conversationId, messages } });
  }
  return { sessionId: session.id as string, conversationId };
}

/**
 * The SQL floor of a one-message conversation rewind: in one transaction, the session's event counter moved and the
 * event appended (as appendEvents does it), and the newest visible message of the conversation set aside by it.
 */
async function rewindFloor(database: DbHandle, globalSessionId: string, globalConversationId: string): Promise<void> {
  const [sessionId, conversationId] = [globalSessionId, globalConversationId].map((id) => Buffer.from(id, 'base64').toString().split(':')[1]);
  await database.db.transaction().execute(async (trx) => {
    const event = await sql<{ id: string }>`
      with s as (update sessions set last_event_seq = last_event_seq + 1 where id = ${sessionId} returning id, workspace_id, last_event_seq)
      insert into session_events (session_id, workspace_id, seq, type, actor, data)
      select id, workspace_id, last_event_seq, 'messages.superseded', 'bench', '{}' from s returning id`.execute(trx);
    await sql`update messages set superseded_at = now(), superseded_by_event_id = ${event.rows[0]!.id}
      where conversation_id = ${conversationId} and superseded_at is null
        and seq = (select max(seq) from messages where conversation_id = ${conversationId} and superseded_at is null)`.execute(trx);
  });
}

export type RewindFloorFigures = { steps: number; p50: number; p95: number; floorP50: number; ratioP50: number };

/**
 * A one-message conversation rewind (state only) on sessions whose plans have 10, 1,000 and 10,000 steps (1,000
 * messages each), against its SQL floor on a session of its own, in the same rounds: each round appends one message
 * to every session, then times one rewind of each and one floor, so the machine's load falls on all alike.
 */
export async function rewindFloorBench(server: BenchServer, database: DbHandle, tmp: string, rounds = 40): Promise<RewindFloorFigures[]> {
  const sessions = [];
  for (const steps of REWIND_PLAN_STEPS) sessions.push({ steps, ...(await plannedSession(server, await mkdtemp(path.join(tmp, 'rewind-floor-')), steps)) });
  const floor = await plannedSession(server, await mkdtemp(path.join(tmp, 'rewind-floor-')), 10);
  await analyzed(database);
  const append = (conversationId: string, round: number) =>
    benchGql(server, `mutation($i: AppendMessagesInput!) { appendMessages(input: $i) { __typename ${ERR} } }`, {
      i: { conversationId, messages: [{ role: 'USER', content: `extra ${round}` }] },
    });
  const times = sessions.map(() => [] as number[]);
  const floorTimes: number[] = [];
  const warmUp = 5;
  for (let round = 0; round < warmUp + rounds; round++) {
    for (const [i, session] of sessions.entries()) {
      await append(session.conversationId, round);
      const started = performance.now();
      must(
        await benchGql(server, `mutation($i: RewindConversationInput!) { rewindConversation(input: $i) { __typename ${ERR} } }`, {
          i: { conversationId: session.conversationId, byMessageCount: 1 },
        }),
        'RewindPayload',
      );
      if (round >= warmUp) times[i]!.push(performance.now() - started);
    }
    await append(floor.conversationId, round);
    const started = performance.now();
    await rewindFloor(database, floor.sessionId, floor.conversationId);
    if (round >= warmUp) floorTimes.push(performance.now() - started);
  }
  const floorP50 = percentile(floorTimes, 50);
  return sessions.map((session, i) => {
    const p50 = percentile(times[i]!, 50);
    return { steps: session.steps, p50, p95: percentile(times[i]!, 95), floorP50, ratioP50: p50 / floorP50 };
  });
}

const run = promisify(execFile);

export type HistoryFigures = { earlyP50: number; lateP50: number; rewinds: number };

/**
 * A one-message conversation rewind as a session's own history grows: append a message, rewind it, `rounds` times on
 * one session (each rewind leaves an undo checkpoint and a message set aside); p50 of rounds 10 to 59 beside that of
 * the last 50. The history a restore point is resolved against is every checkpoint and every message set aside.
 */
export async function rewindHistoryBench(server: BenchServer, tmp: string, rounds = 1_050): Promise<HistoryFigures> {
  const session = await plannedSession(server, await mkdtemp(path.join(tmp, 'rewind-history-')), 10);
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    await benchGql(server, `mutation($i: AppendMessagesInput!) { appendMessages(input: $i) { __typename ${ERR} } }`, {
      i: { conversationId: session.conversationId, messages: [{ role: 'USER', content: `try ${round}` }] },
    });
    const started = performance.now();
    must(
      await benchGql(server, `mutation($i: RewindConversationInput!) { rewindConversation(input: $i) { __typename ${ERR} } }`, {
        i: { conversationId: session.conversationId, byMessageCount: 1 },
      }),
      'RewindPayload',
    );
    times.push(performance.now() - started);
  }
  return { earlyP50: percentile(times.slice(10, 60), 50), lateP50: percentile(times.slice(-50), 50), rewinds: rounds };
}

export type CodeFloorFigures = { p50: number; p95: number; stashP50: number; checkoutP50: number };

/**
 * rewindCode of 10 changed files in the 5,000-file repository (through the workspace's agent, embedded for the
 * bench's local owner) against `git stash` and `git checkout <sha> -- .` doing the same to the same files, in
 * interleaved rounds: each round changes 10 files and puts them back by each of the three.
 */
export async function codeRewindFloorBench(server: BenchServer, tmp: string, rounds = 20): Promise<CodeFloorFigures> {
  const { repo, sessionId, checkpoint } = await repositoryWithCheckpoint(server, tmp);
  const head = (await run('git', ['rev-parse', 'HEAD'], { cwd: repo })).stdout.trim();
  const change = async (round: number, by: number) => {
    for (let f = 0; f < 10; f++)
      await appendFile(path.join(repo, `pkg${(round + f) % 50}`, `file${(round * 7 + f + by) % 100}.ts`), `export const change${round} = ${by};\n`);
  };
  const timed = async (round: number, into: number[], work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    if (round >= 3) into.push(performance.now() - started);
  };
  const rewinds: number[] = [];
  const stashes: number[] = [];
  const checkouts: number[] = [];
  for (let round = 0; round < 3 + rounds; round++) {
    await change(round, 0);
    await timed(round, rewinds, async () =>
      must(
        await benchGql(server, `mutation($i: RewindCodeInput!) { rewindCode(input: $i) { __typename ${ERR} } }`, {
          i: { sessionId, checkpointId: checkpoint },
        }),
        'RewindPayload',
      ),
    );
    await change(round, 1);
    await timed(round, stashes, () => run('git', ['stash', '-q'], { cwd: repo }));
    await run('git', ['stash', 'drop', '-q'], { cwd: repo });
    await change(round, 2);
    await timed(round, checkouts, () => run('git', ['checkout', head, '--', '.'], { cwd: repo }));
  }
  return { p50: percentile(rewinds, 50), p95: percentile(rewinds, 95), stashP50: percentile(stashes, 50), checkoutP50: percentile(checkouts, 50) };
}
