// `npm run bench` section for the savepoint command (issue 23 item 3, BENCH_ONLY=cli): `savepoint status` and
// `savepoint sessions` answer within 300 ms of wall time, process start included (budget on the p95 of 20 runs each),
// run as a person runs them: bin/savepoint.js through its shebang, as a child process, against the bench's server,
// with 50 sessions of yours and one of them worked on (a plan, messages, checkpoints, an approval waiting). For
// information: Node starting and doing nothing, and the same status through `node --import tsx` unbundled (what the
// bundle saves). run.ts starts the server and reports; this file seeds and times.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { type BenchServer, benchGql, percentile } from './harness.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = path.join(ROOT, 'bin', 'savepoint.js');
const ERR = '... on Error { code message }';
const SESSIONS = 50;
const ROUNDS = 20;

/** One run's wall time, from spawning to exit; fails on a non-zero exit. */
function timed(file: string, args: readonly string[], env: Record<string, string>): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) =>
    execFile(file, args, { cwd: ROOT, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/', ...env } }, (error, _stdout, stderr) =>
      error ? reject(new Error(`${args.join(' ')}: ${stderr}`)) : resolve(performance.now() - started),
    ),
  );
}

async function seed(server: BenchServer, dir: string): Promise<string> {
  const ws = await benchGql(
    server,
    `mutation($p: String!) { createWorkspace(input: { path: $p }) { ... on CreateWorkspacePayload { workspace { id } } ${ERR} } }`,
    {
      p: dir,
    },
  );
  const workspaceId: string = ws.createWorkspace.workspace.id;
  const plan = {
    phases: ['Analyse', 'Build', 'Review'].map((name, p) => ({
      name,
      tasks: Array.from({ length: 4 }, (_, t) => ({
        key: `p${p}t${t}`,
        title: `Task ${t} of ${name}`,
        steps: [{ kind: 'EXEC', title: `Step of p${p}t${t}` }],
      })),
    })),
  };
  let worked = '';
  for (let i = 0; i < SESSIONS; i++) {
    const created = await benchGql(
      server,
      `mutation($w: ID!, $plan: PlanInput, $o: String!) { createSession(input: { workspaceId: $w, objective: $o, plan: $plan }) { ... on CreateSessionPayload { session { id conversations { nodes { id } } tasks { nodes { id steps { nodes { id } } } } } } ${ERR} } }`,
      { w: workspaceId, plan, o: `Bench session ${i}: rate limits for the public API` },
    );
    const session = created.createSession.session;
    worked = session.id;
    await benchGql(server, `mutation($s: ID!) { startSession(input: { sessionId: $s }) { __typename } }`, { s: session.id });
    if (i < SESSIONS - 1) continue;
    // The newest is worked on: what `status` without an id shows.
    const task = session.tasks.nodes[0];
    await benchGql(server, `mutation($t: ID!) { startTask(input: { taskId: $t }) { __typename } }`, { t: task.id });
    await benchGql(server, `mutation($s: ID!) { startStep(input: { stepId: $s }) { __typename } }`, { s: task.steps.nodes[0].id });
    await benchGql(server, `mutation($s: ID!) { completeStep(input: { stepId: $s }) { __typename } }`, { s: task.steps.nodes[0].id });
    const messages = Array.from({ length: 100 }, (_, m) => ({ role: m % 2 ? 'ASSISTANT' : 'USER', content: `message ${m}` }));
    await benchGql(server, `mutation($i: AppendMessagesInput!) { appendMessages(input: $i) { __typename } }`, {
      i: { conversationId: session.conversations.nodes[0].id, messages },
    });
    for (let c = 0; c < 5; c++)
      await benchGql(server, `mutation($s: ID!) { createCheckpoint(input: { sessionId: $s, label: "cp" }) { __typename } }`, { s: session.id });
    await benchGql(server, `mutation($s: ID!) { requestApproval(input: { sessionId: $s, title: "Deploy?" }) { __typename } }`, { s: session.id });
  }
  return worked;
}

export async function cliBench(server: BenchServer, dir: string) {
  const sessionId = await seed(server, dir);
  const env = { SAVEPOINT_URL: server.httpUrl, SAVEPOINT_TOKEN: server.token };
  await timed(BIN, ['status'], env); // the bundle made (or found fresh) first, as `npm install` leaves it
  const rounds = async (args: readonly string[], file = BIN, count = ROUNDS) => {
    const samples: number[] = [];
    for (let i = 0; i < count; i++) samples.push(await timed(file, args, env));
    return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
  };
  return {
    status: await rounds(['status', sessionId]),
    statusNewest: await rounds(['status']),
    sessions: await rounds(['sessions']),
    nodeAlone: await rounds(['-e', '0'], process.execPath),
    unbundled: await rounds(['--import', 'tsx', path.join(ROOT, 'src', 'cli', 'savepoint.ts'), 'status', sessionId], process.execPath, 5),
  };
}
