// `npm run bench` sections for rewind (issue 13): a conversation rewind of a session with 10,000 messages, state only
// (budget p95 <= 20 ms), and a code rewind on the 5,000-file repository with 10 files changed since the target
// (budget p95 <= 250 ms). run.ts starts the server and reports; this file seeds and times, over HTTP.
import { appendFile, mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
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

/** The 5,000-file repository, a checkpoint; then, 30 times (after 3 untimed): change 10 files and rewind the code to it. */
export async function codeRewindBench(server: BenchServer, tmp: string): Promise<{ p50: number; p95: number }> {
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
