// `npm run bench` section for points in time (issue 22): Session.stateAt over HTTP on a session of 1,000 steps and
// 100,000 events (budget p95 <= 50 ms), at random events and random moments of its history; Session.diff between two
// random points beside it (no budget). The session is worked through the API as a runner would: step by step, with a
// runner's own events after each step (custom.bench.note, 98 of them), a todo list update and a state-only checkpoint
// after each task (100 checkpoints), so a point lies up to a thousand events after its nearest checkpoint, up to
// about two dozen of them state changes. run.ts starts the server and reports; this file seeds and times.
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../../src/config.ts';
import type { DbHandle } from '../../src/db/client.ts';
import { type BenchServer, benchGql, percentile } from './harness.ts';
import { analyzed } from './rewind.ts';

const PHASES = 10;
const TASKS_PER_PHASE = 10;
const STEPS_PER_TASK = 10;
const FILLER_PER_STEP = 98;
const ERR = '... on Error { code message }';

/** As many aliased mutation fields as one request may carry (SAVEPOINT_MAX_MUTATION_FIELDS, SAVEPOINT_MAX_ALIASES). */
const PER_REQUEST = (() => {
  const { mutationFields, aliases } = loadConfig(process.env).limits;
  return Math.min(mutationFields, aliases);
})();

async function batched(server: BenchServer, fields: string[]) {
  for (let i = 0; i < fields.length; i += PER_REQUEST) {
    const data = await benchGql(
      server,
      `mutation { ${fields
        .slice(i, i + PER_REQUEST)
        .map((field, j) => `m${j}: ${field}`)
        .join('\n')} }`,
    );
    for (const [alias, value] of Object.entries(data as Record<string, { __typename: string; message?: string }>)) {
      if (value.__typename.endsWith('Error')) throw new Error(`${alias}: ${value.__typename} ${value.message ?? ''}`);
    }
  }
}

/** A deterministic sequence in [0, 1), so every run times the same points. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Seeds (not timed) the session: its global id, its last event and when it was created. */
async function seed(server: BenchServer, parent: string) {
  const ws = await benchGql(
    server,
    `mutation($p: String!) { createWorkspace(input: { path: $p }) { ... on CreateWorkspacePayload { workspace { id } } ${ERR} } }`,
    {
      p: await mkdtemp(path.join(parent, 'state-at-')),
    },
  );
  const phases = Array.from({ length: PHASES }, (_, p) => ({
    name: `Phase ${p + 1}`,
    tasks: Array.from({ length: TASKS_PER_PHASE }, (_, t) => ({
      key: `p${p}t${t}`,
      title: `Task p${p}t${t}`,
      steps: Array.from({ length: STEPS_PER_TASK }, (_, s) => ({ kind: (['READ', 'WRITE', 'EXEC'] as const)[s % 3], title: `Step ${s} of p${p}t${t}` })),
    })),
  }));
  const created = await benchGql(
    server,
    `mutation($i: CreateSessionInput!) { createSession(input: $i) { ... on CreateSessionPayload { session { id createdAt
       phases(first: 50) { nodes { tasks(first: 50) { nodes { id steps(first: 50) { nodes { id } } } } } } } } ${ERR} } }`,
    {
      i: {
        workspaceId: ws.createWorkspace.workspace.id,
        objective: 'points in time bench',
        strategy: 'PARALLEL',
        checkpointPolicy: { afterStep: false, phaseBoundary: false, planChange: false, onError: false },
        plan: { phases },
      },
    },
  );
  const session = created.createSession.session;
  const tasks: Array<{ id: string; steps: { nodes: Array<{ id: string }> } }> = session.phases.nodes.flatMap((phase: any) => phase.tasks.nodes);
  await benchGql(server, `mutation($s: ID!) { startSession(input: { sessionId: $s }) { __typename ${ERR} } }`, { s: session.id });
  const notes = (n: number) => Array.from({ length: FILLER_PER_STEP }, (_, i) => ({ type: 'bench.note', data: { n, i } }));
  const step = `mutation($step: ID!, $events: RecordEventsInput!) {
    start: startStep(input: { stepId: $step }) { __typename ${ERR} }
    complete: completeStep(input: { stepId: $step }) { __typename ${ERR} }
    notes: recordEvents(input: $events) { __typename ${ERR} }
  }`;
  for (const [n, task] of tasks.entries()) {
    await batched(server, [`startTask(input: { taskId: "${task.id}" }) { __typename ${ERR} }`]);
    for (const [s, { id }] of task.steps.nodes.entries()) {
      const data = await benchGql(server, step, { step: id, events: { sessionId: session.id, events: notes(n * STEPS_PER_TASK + s) } });
      for (const value of Object.values(data as Record<string, { __typename: string; message?: string }>)) {
        if (value.__typename.endsWith('Error')) throw new Error(`${value.__typename} ${value.message ?? ''}`);
      }
    }
    await batched(server, [
      `completeTask(input: { taskId: "${task.id}" }) { __typename ${ERR} }`,
      `updateTodos(input: { sessionId: "${session.id}", todos: [{ content: "after task ${n}", status: COMPLETED }] }) { __typename ${ERR} }`,
      `createCheckpoint(input: { sessionId: "${session.id}", includeCode: false, label: "after task ${n}" }) { __typename ${ERR} }`,
    ]);
  }
  const head = await benchGql(server, `query($s: ID!) { session(id: $s) { ... on Session { lastEventSeq } } }`, { s: session.id });
  return { sessionId: session.id as string, lastEventSeq: head.session.lastEventSeq as number, createdAt: Date.parse(session.createdAt) };
}

const STATE_AT = `query($s: ID!, $at: HistoryPointInput!) { session(id: $s) { ... on Session { stateAt(at: $at) {
  __typename ... on SessionStateAt { eventSeq replayedEvents baseCheckpoint { seq } state todos { content } phases { state tasks { key state steps { state } } } }
  ${ERR} } } } }`;
const DIFF = `query($s: ID!, $from: HistoryPointInput!, $to: HistoryPointInput!) { session(id: $s) { ... on Session { diff(from: $from, to: $to) {
  __typename ... on SessionStateDiff { changes { entity name from to } workingState { todos { before { content } after { content } } } }
  ${ERR} } } } }`;

/**
 * Times `rounds` rounds (after 20 untimed) of each kind of request, taking turns, so that every kind meets the same
 * server and machine; each answers how many events it replayed.
 */
async function timed<K extends string>(rounds: number, requests: Record<K, () => Promise<{ replayed: number }>>) {
  const kinds = Object.keys(requests) as K[];
  for (let round = 0; round < 20; round++) for (const kind of kinds) await requests[kind]();
  const samples = Object.fromEntries(kinds.map((kind) => [kind, [] as number[]])) as Record<K, number[]>;
  let replayed = 0;
  for (let round = 0; round < rounds; round++) {
    for (const kind of kinds) {
      const started = performance.now();
      replayed += (await requests[kind]()).replayed;
      samples[kind].push(performance.now() - started);
    }
  }
  const figures = (kind: K) => ({ p50: percentile(samples[kind], 50), p95: percentile(samples[kind], 95) });
  return { ...(Object.fromEntries(kinds.map((kind) => [kind, figures(kind)])) as Record<K, { p50: number; p95: number }>), replayed };
}

export async function stateAtBench(server: BenchServer, database: DbHandle, parent: string) {
  const started = performance.now();
  const session = await seed(server, parent);
  const seedMs = performance.now() - started;
  await analyzed(database); // the statistics of a live database (autovacuum's, a minute after a load like this one)
  const now = Date.now();
  const stateAt = async (at: Record<string, unknown>) => {
    const data = await benchGql(server, STATE_AT, { s: session.sessionId, at });
    const answer = data.session.stateAt;
    if (answer.__typename !== 'SessionStateAt') throw new Error(JSON.stringify(answer));
    // Event 1 created the session, event 2 its plan.
    if (answer.phases.length !== (answer.eventSeq >= 2 ? PHASES : 0)) throw new Error(`a plan of ${answer.phases.length} phases at ${answer.eventSeq}`);
    return { replayed: answer.replayedEvents as number };
  };
  const [seqs, times, ends] = [random(22), random(2026), random(7)];
  const seq = () => 1 + Math.floor(seqs() * session.lastEventSeq);
  const figures = await timed(300, {
    bySeq: () => stateAt({ eventSeq: seq() }),
    byTime: () => stateAt({ time: new Date(session.createdAt + times() * (now - session.createdAt)).toISOString() }),
    diff: async () => {
      const [from, to] = [1 + Math.floor(ends() * session.lastEventSeq), 1 + Math.floor(ends() * session.lastEventSeq)];
      const data = await benchGql(server, DIFF, { s: session.sessionId, from: { eventSeq: from }, to: { eventSeq: to } });
      if (data.session.diff.__typename !== 'SessionStateDiff') throw new Error(JSON.stringify(data.session.diff));
      return { replayed: 0 };
    },
  });
  const { bySeq, byTime, diff, replayed } = figures;
  return { seedMs, events: session.lastEventSeq, bySeq, byTime, diff, replayedPerPoint: replayed / 600 };
}
