// `npm run bench` section for export (issue 22 item 5, BENCH_ONLY=export): GET /export/sessions/<id> of a session of a
// 1,000-step plan, 40,000 messages (2 KB each, a tool call on every tenth) and 40,000 runner events, about 110 MB of
// export, read over HTTP as a client reads it (budget: at least 50 MB/s); and, for information, the server's memory
// after it, and the import of that export (POST /import/sessions). run.ts starts the server and reports; this file
// seeds and times.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { type BenchServer, benchGql } from './harness.ts';

const ERR = '... on Error { code message }';
const MESSAGES = 40_000;
const EVENTS = 40_000;
const BATCH = 2_000;
const ROUNDS = 3;

/** 1,000 steps: 10 phases of 10 tasks of 10 steps. */
const PLAN = {
  phases: Array.from({ length: 10 }, (_, p) => ({
    name: `Phase ${p + 1}`,
    tasks: Array.from({ length: 10 }, (_, t) => ({
      key: `p${p}t${t}`,
      title: `Task p${p}t${t}`,
      steps: Array.from({ length: 10 }, (_, s) => ({ kind: (['READ', 'WRITE', 'EXEC'] as const)[s % 3], title: `Step ${s} of p${p}t${t}` })),
    })),
  })),
};

const PROSE = 'The runner read the module, found the retry loop that swallowed the timeout, and rewrote it with a bounded backoff. ';

function messageAt(i: number) {
  const content = `${i}: ${PROSE.repeat(17)}`.slice(0, 2_000);
  return i % 10 === 9
    ? { role: 'ASSISTANT', content, toolCalls: [{ id: `call_${i}`, name: 'read_file', input: { path: `src/module${i % 97}.ts` } }] }
    : { role: i % 2 ? 'ASSISTANT' : 'USER', content };
}

/** Seeds the session; its global id and the workspace's. */
async function seed(server: BenchServer, dir: string) {
  const ws = await benchGql(
    server,
    `mutation($p: String!) { createWorkspace(input: { path: $p }) { ... on CreateWorkspacePayload { workspace { id } } ${ERR} } }`,
    {
      p: dir,
    },
  );
  const workspaceId: string = ws.createWorkspace.workspace.id;
  const created = await benchGql(
    server,
    `mutation($w: ID!, $plan: PlanInput) { createSession(input: { workspaceId: $w, objective: "export bench", plan: $plan }) { ... on CreateSessionPayload { session { id conversations { nodes { id } } } } ${ERR} } }`,
    { w: workspaceId, plan: PLAN },
  );
  const session = created.createSession.session;
  const append = `mutation($i: AppendMessagesInput!) { appendMessages(input: $i) { __typename ${ERR} } }`;
  for (let at = 0; at < MESSAGES; at += BATCH) {
    const messages = Array.from({ length: BATCH }, (_, i) => messageAt(at + i));
    await benchGql(server, append, { i: { conversationId: session.conversations.nodes[0].id, messages } });
  }
  const record = `mutation($i: RecordEventsInput!) { recordEvents(input: $i) { __typename ${ERR} } }`;
  for (let at = 0; at < EVENTS; at += BATCH) {
    const events = Array.from({ length: BATCH }, (_, i) => ({ type: 'tests.ran', data: { run: at + i, passed: 412, failed: 0, note: PROSE.repeat(3) } }));
    await benchGql(server, record, { i: { sessionId: session.id, events } });
  }
  return { sessionId: session.id as string, workspaceId };
}

/**
 * Reads the export as a client does (node:http, every chunk as it comes, like curl); its bytes and how long it took.
 * Not fetch: on two shared cores, undici's web streams cost this process more than the export costs the server.
 */
function download(server: BenchServer, sessionId: string): Promise<{ bytes: number; ms: number; body: Buffer }> {
  const url = new URL(`/export/sessions/${encodeURIComponent(sessionId)}`, server.httpUrl);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { authorization: `Bearer ${server.token}` } }, (response) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        bytes += chunk.length;
      });
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`export answered ${response.statusCode}: ${Buffer.concat(chunks).toString()}`));
        else resolve({ bytes, ms: performance.now() - started, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

export async function exportBench(server: BenchServer, dir: string) {
  const seedStarted = performance.now();
  const { sessionId, workspaceId } = await seed(server, dir);
  const seedMs = performance.now() - seedStarted;
  await download(server, sessionId); // warm-up
  const rounds: Array<{ bytes: number; ms: number }> = [];
  let body: Buffer = Buffer.alloc(0);
  for (let round = 0; round < ROUNDS; round++) {
    const got = await download(server, sessionId);
    rounds.push({ bytes: got.bytes, ms: got.ms });
    body = got.body;
  }
  const rates = rounds.map((round) => round.bytes / 1e6 / (round.ms / 1000)).sort((a, b) => a - b);
  const origin = new URL(server.httpUrl).origin;
  const importStarted = performance.now();
  const imported = await fetch(`${origin}/import/sessions?workspaceId=${encodeURIComponent(workspaceId)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/x-ndjson' },
    body: new Uint8Array(body),
  });
  if (imported.status !== 201) throw new Error(`import answered ${imported.status}: ${await imported.text()}`);
  return { bytes: rounds[0]!.bytes, seedMs, median: rates[Math.floor(rates.length / 2)]!, rates, importMs: performance.now() - importStarted };
}
