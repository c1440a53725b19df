// `npm run bench` section for the runner kit (BENCH_ONLY=runner): what the kit costs a runner per step over the same
// GraphQL calls made by hand (budget ≤ 1 ms), how fast a degraded run journals its writes, and how fast a 10,000-write
// journal is replayed once the server is back (budget ≥ 2,000 writes/s), for two journals: a coding agent's (prompts,
// tool calls, each tool use a step, results) and one of messages and events only. run.ts starts the server and reports.
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { RunnerCompleteStepDocument, RunnerRevisePlanDocument, RunnerStartStepDocument } from '../../src/client/gql/operations.ts';
import { openRun } from '../../src/runner/runner.ts';
import type { Run } from '../../src/runner/runner-options.ts';
import { benchGql, percentile } from './harness.ts';

type Server = { httpUrl: string; token: string };

const STEPS = 300;
const JOURNAL = 10_000;

/** A fetch that buffers each answer and counts the time spent in requests; `down` plays a server that stopped. */
function timedFetch() {
  const meter = { inRequests: 0, down: false };
  const fetcher = async (url: string, init: RequestInit): Promise<Response> => {
    if (meter.down) throw new TypeError('fetch failed (the bench plays a server that stopped)');
    const started = performance.now();
    const response = await fetch(url, init);
    const text = await response.text();
    meter.inRequests += performance.now() - started;
    return new Response(text, { status: response.status, headers: response.headers });
  };
  return { meter, fetcher };
}

async function workspace(server: Server, tmp: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmp, 'runner-'));
  const made = await benchGql(server, 'mutation($p: String!) { createWorkspace(input: { path: $p }) { ... on CreateWorkspacePayload { workspace { id } } } }', {
    p: dir,
  });
  return made.createWorkspace.workspace.id;
}

/** The same three calls the kit makes for a tool use (a step added, started, completed), by hand: same documents, keys, tokens. */
async function rawSteps(server: Server, run: Run, round: number, count: number, timed: ReturnType<typeof timedFetch>): Promise<number[]> {
  const call = async (query: string, input: Record<string, unknown>) => {
    const response = await timed.fetcher(server.httpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${server.token}` },
      body: JSON.stringify({ query, variables: { input } }),
    });
    const body = (await response.json()) as { data: Record<string, { __typename: string; added?: { steps: Array<{ id: string }> } }> };
    if (!body.data) throw new Error(JSON.stringify(body));
    const answer = Object.values(body.data)[0]!;
    if (!answer.__typename.endsWith('Payload')) throw new Error(JSON.stringify(answer));
    return answer;
  };
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const key = `raw-${round}-${i}`; // new in every round: a key sent again is answered from the first time, at no cost
    const revised = await call(String(RunnerRevisePlanDocument), {
      sessionId: run.sessionId,
      leaseToken: run.leaseToken(),
      idempotencyKey: `${key}/add`,
      addSteps: [{ taskKey: 'main', steps: [{ idempotencyKey: key, kind: 'EXEC', title: 'Bash', input: { command: 'ls' } }] }],
    });
    const stepId = revised.added!.steps[0]!.id;
    await call(String(RunnerStartStepDocument), { stepId, leaseToken: run.leaseToken(), idempotencyKey: `${key}/start` });
    const output = { result: 'a b c' };
    await call(String(RunnerCompleteStepDocument), { stepId, output, leaseToken: run.leaseToken(), idempotencyKey: `${key}/done` });
    times.push(performance.now() - started);
  }
  return times;
}

/** Per step: the kit's time outside its requests, against a hand-written loop's (both measured on the same server). */
export async function runnerOverheadBench(server: Server, tmp: string) {
  const workspaceId = await workspace(server, tmp);
  const timed = timedFetch();
  const run = await openRun(
    { url: server.httpUrl, token: server.token, home: await mkdtemp(path.join(tmp, 'runs-')), fetch: timed.fetcher },
    { ref: 'bench-overhead', session: { workspaceId, objective: 'kit overhead' } },
  );
  await run.toolUse({ key: 'warm', name: 'Bash', input: { command: 'ls' }, result: 'a b c' }); // starts the task too
  const rawTimed = timedFetch();
  const kit: number[] = [];
  let kitInRequests = 0;
  let raw: number[] = [];
  let rawInRequests = 0;
  for (let round = 0; round < 3; round++) {
    // Interleaved rounds, so both see the same server and machine.
    timed.meter.inRequests = 0;
    for (let i = 0; i < STEPS / 3; i++) {
      const started = performance.now();
      await run.toolUse({ key: `kit-${round}-${i}`, name: 'Bash', input: { command: 'ls' }, result: 'a b c' });
      kit.push(performance.now() - started);
    }
    kitInRequests += timed.meter.inRequests;
    rawTimed.meter.inRequests = 0;
    raw = raw.concat(await rawSteps(server, run, round, STEPS / 3, rawTimed));
    rawInRequests += rawTimed.meter.inRequests;
  }
  await run.close();
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const kitOutside = mean(kit) - kitInRequests / kit.length;
  const rawOutside = mean(raw) - rawInRequests / raw.length;
  // What one hook process of a coding agent does with the kit (modules already loaded): continue the run from its
  // state, record one message, save the state.
  const home = await mkdtemp(path.join(tmp, 'runs-'));
  const target = { ref: 'bench-hook', session: { workspaceId: await workspace(server, tmp), objective: 'one process per event' } };
  await (await openRun({ url: server.httpUrl, token: server.token, home, background: false }, target)).close();
  const hooks: number[] = [];
  for (let i = 0; i < 50; i++) {
    const started = performance.now();
    const hook = await openRun({ url: server.httpUrl, token: server.token, home, background: false }, target);
    await hook.message({ role: 'ASSISTANT', content: `event ${i}` }, { key: `hook-${i}` });
    await hook.close();
    hooks.push(performance.now() - started);
  }
  return { kitP50: percentile(kit, 50), rawP50: percentile(raw, 50), overheadMs: kitOutside - rawOutside, hookP50: percentile(hooks, 50) };
}

/** A coding agent's turn: a prompt, four tool calls (each a message calling it, the tool use as a step, its result), a reply. */
async function agentTurn(run: Run, turn: number): Promise<number> {
  await run.message({ role: 'USER', content: `prompt ${turn}: make the tests pass`, tokenCount: 12 }, { key: `u${turn}` });
  for (let call = 0; call < 4; call++) {
    const id = `${turn}-${call}`;
    await run.message(
      { role: 'ASSISTANT', content: 'Running it.', toolCalls: [{ id, name: 'Bash', input: { command: 'npm test' } }], tokenCount: 40 },
      { key: `c${id}` },
    );
    await run.toolUse({ key: id, name: 'Bash', input: { command: 'npm test' }, result: '12 passed' }); // three writes
    await run.message({ role: 'TOOL', toolName: 'Bash', toolResult: '12 passed', tokenCount: 8 }, { key: `r${id}` });
  }
  await run.message({ role: 'ASSISTANT', content: `Done with ${turn}.`, tokenCount: 20, costUsd: 0.002 }, { key: `a${turn}` });
  return 2 + 4 * 5;
}

/** Messages and events only: a runner's conversation and its own events, five of each in turn. */
async function chatter(run: Run, turn: number): Promise<number> {
  for (let i = 0; i < 5; i++) await run.message({ role: 'ASSISTANT', content: `thought ${turn}.${i}`, tokenCount: 9 }, { key: `m${turn}-${i}` });
  for (let i = 0; i < 5; i++) await run.event('progress', { turn, i }, { key: `e${turn}-${i}` });
  return 10;
}

/** A run that records JOURNAL writes with the server gone, then replays them: journaling and replay rates. */
export async function journalReplayBench(server: Server, tmp: string, shape: 'agent' | 'chatter') {
  const workspaceId = await workspace(server, tmp);
  const timed = timedFetch();
  const run = await openRun(
    {
      url: server.httpUrl,
      token: server.token,
      home: await mkdtemp(path.join(tmp, 'runs-')),
      fetch: timed.fetcher,
      retries: 0,
      background: false,
      retryMs: 3_600_000,
    },
    { ref: `bench-journal-${shape}`, session: { workspaceId, objective: `journal replay (${shape})` } },
  );
  timed.meter.down = true;
  const recordStarted = performance.now();
  let written = 0;
  for (let turn = 0; written < JOURNAL; turn++) written += await (shape === 'agent' ? agentTurn(run, turn) : chatter(run, turn));
  const recordMs = performance.now() - recordStarted;
  const pending = run.pending();
  timed.meter.down = false;
  timed.meter.inRequests = 0;
  const replayStarted = performance.now();
  const left = await run.flush();
  const replayMs = performance.now() - replayStarted;
  const requests = timed.meter.inRequests;
  if (left !== 0) throw new Error(`the replay left ${left} writes`);
  await run.close();
  return {
    writes: pending,
    journaledPerSecond: (pending / recordMs) * 1000,
    replayedPerSecond: (pending / replayMs) * 1000,
    inRequestsShare: requests / replayMs,
  };
}
