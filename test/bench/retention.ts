// `npm run bench` section for retention (issue 22, item 7): an owner with 10,000 sessions (drawn with SQL: half of them
// finished a month ago, each with messages, events and checkpoints; half live, three checkpoints each), a policy that
// deletes sessions finished a day ago and keeps a session's last checkpoint, then two runs over HTTP: the first warns
// about everything, the second purges it (5,000 sessions through audited deletions, 10,000 checkpoints). Meanwhile a
// writer appends messages to a session of its own, one request at a time: its p99 during the runs against idle.
// run.ts starts the server and reports; this file seeds and times.
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { DbHandle } from '../../src/db/client.ts';
import { type BenchServer, benchGql, percentile } from './harness.ts';
import { analyzed } from './rewind.ts';

const SESSIONS = 10_000;
const MESSAGES = 5;
const ERR = '... on Error { code message }';
const RUN = `mutation { runRetention(input: { dryRun: false }) { __typename ... on RetentionReport {
  warnedSessions warnedCheckpoints purgedSessions purgedCheckpoints bytesFreed complete } ${ERR} } }`;

export type RetentionFigures = {
  warnMs: number;
  purgeMs: number;
  purged: { sessions: number; checkpoints: number; bytes: number };
  idleP99: number;
  duringP99: number;
  writes: number;
};

async function seed(server: BenchServer, database: DbHandle, tmp: string): Promise<string> {
  const ws = await benchGql(
    server,
    `mutation($p: String!) { createWorkspace(input: { path: $p }) { ... on CreateWorkspacePayload { workspace { id } } ${ERR} } }`,
    {
      p: await mkdtemp(path.join(tmp, 'retention-')),
    },
  );
  const workspaceId = Buffer.from(ws.createWorkspace.workspace.id, 'base64').toString().split(':')[1]!;
  const db = database.db;
  // Sessions, even ones finished a month ago, odd ones running; each with a conversation, messages, events, checkpoints.
  await sql`
    insert into sessions (id, owner_id, workspace_id, state, strategy, objective, last_event_seq, last_checkpoint_seq, started_at, completed_at, created_at)
    select gen_random_uuid(), w.owner_id, w.id, case when i % 2 = 0 then 'COMPLETED' else 'RUNNING' end, 'SEQUENTIAL', 'bench ' || i,
           ${MESSAGES}, 3, now() - interval '31 days', case when i % 2 = 0 then now() - interval '30 days' end, now() - interval '31 days'
    from workspaces w, generate_series(1, ${SESSIONS}) as i where w.id = ${workspaceId}`.execute(db);
  await sql`
    insert into conversations (id, session_id, kind, title, last_message_seq)
    select gen_random_uuid(), s.id, 'SUPERVISOR', 'supervisor', ${MESSAGES} from sessions s where s.workspace_id = ${workspaceId}`.execute(db);
  await sql`
    insert into messages (id, session_id, conversation_id, seq, role, content)
    select gen_random_uuid(), c.session_id, c.id, n, 'ASSISTANT', repeat('a message of a finished run ', 20)
    from conversations c join sessions s on s.id = c.session_id, generate_series(1, ${MESSAGES}) as n where s.workspace_id = ${workspaceId}`.execute(db);
  await sql`
    insert into session_events (session_id, workspace_id, seq, type, actor, data)
    select s.id, s.workspace_id, n, 'custom.bench', 'bench', '{"note": "an event"}' from sessions s, generate_series(1, ${MESSAGES}) as n
    where s.workspace_id = ${workspaceId}`.execute(db);
  await sql`
    insert into checkpoints (id, session_id, seq, label, kind, event_seq, state_snapshot, signature, created_at)
    select gen_random_uuid(), s.id, n, 'checkpoint ' || n, 'MANUAL', ${MESSAGES}, '{"phases": [], "tasks": [], "steps": [], "approvals": []}', 'unsigned',
           now() - interval '20 days' + make_interval(mins => n)
    from sessions s, generate_series(1, 3) as n where s.workspace_id = ${workspaceId}`.execute(db);
  await analyzed(database);
  return ws.createWorkspace.workspace.id;
}

/** The writer: one message appended per request to a session of its own, until `stop` says so. */
async function writer(server: BenchServer, conversationId: string, stop: () => boolean, times: number[]) {
  const append = `mutation($i: AppendMessagesInput!) { appendMessages(input: $i) { __typename ${ERR} } }`;
  for (let n = 0; !stop(); n++) {
    const started = performance.now();
    const answer = await benchGql(server, append, { i: { conversationId, messages: [{ role: 'ASSISTANT', content: `writing ${n}` }] } });
    if (answer.appendMessages.__typename !== 'AppendMessagesPayload') throw new Error(JSON.stringify(answer));
    times.push(performance.now() - started);
  }
}

export async function retentionBench(server: BenchServer, database: DbHandle, tmp: string): Promise<RetentionFigures> {
  const workspaceId = await seed(server, database, tmp);
  const created = await benchGql(
    server,
    `mutation($w: ID!) { createSession(input: { workspaceId: $w, objective: "the writer" }) { ... on CreateSessionPayload { session { id conversations { nodes { id } } } } ${ERR} } }`,
    { w: workspaceId },
  );
  const conversationId: string = created.createSession.session.conversations.nodes[0].id;
  const policy = await benchGql(
    server,
    `mutation { setRetentionPolicy(input: { deleteTerminalAfterDays: 1, keepLastCheckpoints: 1, warnHours: 0 }) { __typename ${ERR} } }`,
  );
  if (policy.setRetentionPolicy.__typename !== 'SetRetentionPolicyPayload') throw new Error(JSON.stringify(policy));

  const idle: number[] = [];
  let idleCount = 0;
  await writer(server, conversationId, () => idleCount++ >= 300, idle);

  const during: number[] = [];
  let running = true;
  const writing = writer(server, conversationId, () => !running, during);
  const timed = async () => {
    const started = performance.now();
    const answer = await benchGql(server, RUN);
    if (answer.runRetention.__typename !== 'RetentionReport') throw new Error(JSON.stringify(answer));
    return { ms: performance.now() - started, report: answer.runRetention };
  };
  try {
    const warned = await timed();
    const purged = await timed();
    if (purged.report.purgedSessions !== SESSIONS / 2 || !purged.report.complete) throw new Error(`purged: ${JSON.stringify(purged.report)}`);
    return {
      warnMs: warned.ms,
      purgeMs: purged.ms,
      purged: { sessions: purged.report.purgedSessions, checkpoints: purged.report.purgedCheckpoints, bytes: purged.report.bytesFreed },
      idleP99: percentile(idle.slice(50), 99),
      duringP99: percentile(during, 99),
      writes: during.length,
    };
  } finally {
    running = false;
    await writing;
  }
}
