// `npm run bench` section for a code checkpoint of an agent's folder, end to end (issue 21's budget: p95 <= 100 ms on
// the 5,000-file repository with 10 files changed; first snapshot <= 2 s): createCheckpoint over HTTP, the command
// to the agent (in this process, over HTTP and graphql-ws like any agent), its hashing and upload, the server's
// check of the tree, file list and commit. Also what 100 such checkpoints add to the code-object tables, and a
// rewindCode through the agent after 10 files changed (budget: p95 <= 150 ms).
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import WebSocket from 'ws';
import { startAgent } from '../../src/agent/runtime.ts';
import type { DbHandle } from '../../src/db/client.ts';
import { type BenchServer, benchGql, bigRepository, percentile } from './harness.ts';

const CHECKPOINT =
  'mutation($i: CreateCheckpointInput!) { createCheckpoint(input: $i) { __typename ... on CreateCheckpointPayload { checkpoint { filesChanged { path } } } ... on Error { code message } } }';

export async function agentCheckpointBench(server: BenchServer, database: DbHandle, tmp: string) {
  const repo = await bigRepository(tmp);
  const agent = await startAgent({
    url: server.httpUrl,
    token: server.token,
    key: `bench-${path.basename(repo)}`,
    folder: repo,
    host: 'bench',
    agentDir: path.join(tmp, 'agent-home'),
    webSocketImpl: WebSocket,
  });
  try {
    const created = await benchGql(
      server,
      'mutation($w: ID!) { createSession(input: { workspaceId: $w, objective: "bench", checkpointPolicy: { afterStep: false, phaseBoundary: false, planChange: false, onError: false } }) { ... on CreateSessionPayload { session { id } } } }',
      { w: agent.workspaceId },
    );
    const sessionId: string = created.createSession.session.id;
    const take = async (label: string) => {
      const started = performance.now();
      const { createCheckpoint } = await benchGql(server, CHECKPOINT, { i: { sessionId, label } });
      return { ms: performance.now() - started, answer: createCheckpoint };
    };
    let first = await take('first');
    for (let i = 0; i < 200 && first.answer.__typename === 'AgentOfflineError'; i++) first = await take('first'); // until its feed is open
    if (first.answer.__typename !== 'CreateCheckpointPayload') throw new Error(JSON.stringify(first.answer));
    const bytes = async () =>
      Number(
        (await sql<{ bytes: string }>`select coalesce(sum(pg_column_size(t.*)), 0)::text as bytes from code_objects t`.execute(database.db)).rows[0]!.bytes,
      ) +
      Number((await sql<{ bytes: string }>`select coalesce(sum(pg_column_size(t.*)), 0)::text as bytes from code_trees t`.execute(database.db)).rows[0]!.bytes);
    const before = await bytes();
    const times: number[] = [];
    for (let i = 0; i < 100; i++) {
      for (let f = 0; f < 10; f++) await appendFile(path.join(repo, `pkg${(i + f) % 50}`, `file${(i * 7 + f) % 100}.ts`), `export const change${i} = ${i};\n`);
      const run = await take(`change ${i}`);
      const files = run.answer.checkpoint?.filesChanged?.length;
      if (files !== 10) throw new Error(`expected 10 changed files, got ${JSON.stringify(run.answer)}`);
      times.push(run.ms);
    }
    // rewindCode back to the last checkpoint after 10 files changed, 30 times (after 3 untimed): the agent uploads the
    // folder as it is (the undo point: the 10 changed blobs and their trees), then writes the checkpoint's tree.
    const target = (await benchGql(server, 'query($s: ID!) { node(id: $s) { ... on Session { checkpoints(last: 1) { nodes { id } } } } }', { s: sessionId }))
      .node.checkpoints.nodes[0].id as string;
    const rewinds: number[] = [];
    for (let round = 0; round < 33; round++) {
      for (let f = 0; f < 10; f++)
        await appendFile(path.join(repo, `pkg${(round + f) % 50}`, `file${(round * 3 + f) % 100}.ts`), `export const r${round} = 1;\n`);
      const started = performance.now();
      const { rewindCode } = await benchGql(
        server,
        'mutation($i: RewindCodeInput!) { rewindCode(input: $i) { __typename ... on RewindPayload { rewind { changes { files { path } } } } ... on Error { code message } } }',
        { i: { sessionId, checkpointId: target } },
      );
      if (rewindCode.__typename !== 'RewindPayload' || rewindCode.rewind.changes.files.length !== 10) throw new Error(JSON.stringify(rewindCode));
      if (round >= 3) rewinds.push(performance.now() - started);
    }
    // A command's trip: recorded, delivered to the agent's feed, answered, read back (pingAgent's roundTripMs).
    const pings: number[] = [];
    for (let i = 0; i < 100; i++) {
      const { pingAgent } = await benchGql(server, 'mutation($w: ID!) { pingAgent(input: { workspaceId: $w }) { ... on PingAgentPayload { roundTripMs } } }', {
        w: agent.workspaceId,
      });
      pings.push(pingAgent.roundTripMs);
    }
    return {
      firstMs: first.ms,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      grownMb: ((await bytes()) - before) / 1_048_576,
      rewindP50: percentile(rewinds, 50),
      rewindP95: percentile(rewinds, 95),
      pingP50: percentile(pings, 50),
      pingP95: percentile(pings, 95),
    };
  } finally {
    await agent.stop();
  }
}
