// `npm run bench` section for the timeline (issue 22): a page of 100 entries of a session of 100,000 events and
// 10,000 messages, at its start, its end and its middle, beside the same on a session of 1,000 events (flat in the
// session's size); and a page of a workspace of 1,000 sessions. Budget: p95 <= 20 ms. Seeded with the server's own
// appendEvents in batches of 10,000, messages with INSERT ... SELECT generate_series. run.ts starts the server and reports.
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { DbHandle } from '../../src/db/client.ts';
import { appendEvents, type NewEvent } from '../../src/events/event.queries.ts';
import { listTimeline } from '../../src/history/timeline.queries.ts';
import { createRedactor } from '../../src/redaction/redact.ts';
import { type BenchServer, benchGql, percentile } from './harness.ts';
import { analyzed } from './rewind.ts';

const REDACTOR = createRedactor();
const ERR = '... on Error { code message }';
const ENTRY = 'cursor kind at session { id } ... on MessageEntry { message { id content } } ... on CustomEntry { name }';
const SESSION_PAGE = `query($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {
  session(id: $id) { __typename ... on Session { timeline(first: $first, after: $after, last: $last, before: $before) { pageInfo { endCursor } nodes { ${ENTRY} } } } ${ERR} }
}`;
const WORKSPACE_PAGE = `query($id: ID!, $first: Int, $after: String, $last: Int) {
  node(id: $id) { ... on Workspace { timeline(first: $first, after: $after, last: $last) { pageInfo { endCursor } nodes { ${ENTRY} } } } }
}`;
const COUNT = `query($id: ID!) { session(id: $id) { ... on Session { timeline(first: 1) { totalCount } } } }`;

type Seeded = { globalId: string; id: string; workspaceId: string };

const localOf = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1]!;

async function newSession(server: BenchServer, workspaceId: string, objective: string): Promise<Seeded> {
  const made = await benchGql(
    server,
    `mutation($w: ID!, $o: String!) { createSession(input: { workspaceId: $w, objective: $o }) { ... on CreateSessionPayload { session { id conversations { nodes { id } } } } ${ERR} } }`,
    { w: workspaceId, o: objective },
  );
  return { globalId: made.createSession.session.id, id: localOf(made.createSession.session.id), workspaceId: localOf(workspaceId) };
}

async function append(database: DbHandle, events: NewEvent[]) {
  for (let i = 0; i < events.length; i += 10_000) await database.db.transaction().execute((trx) => appendEvents(trx, REDACTOR, events.slice(i, i + 10_000)));
}

/**
 * `events` events on a session: runner events, and `messages` supervisor messages, ten per `messages.appended`
 * (the messages inserted with SQL, their events through appendEvents, in order).
 */
async function seed(database: DbHandle, session: Seeded, events: number, messages: number) {
  const [conversation] = await sql<{ id: string }>`select id from conversations where session_id = ${session.id}`.execute(database.db).then((r) => r.rows);
  await sql`insert into messages (id, session_id, conversation_id, seq, role, content, token_count)
    select gen_random_uuid(), ${session.id}, ${conversation!.id}, n, case when n % 2 = 0 then 'ASSISTANT' else 'USER' end, 'message ' || n, 10
    from generate_series(1, ${messages}) n`.execute(database.db);
  await sql`update conversations set last_message_seq = ${messages} where id = ${conversation!.id}`.execute(database.db);
  const batches = messages / 10;
  const runner = events - batches;
  const every = Math.floor(runner / batches);
  const list: NewEvent[] = [];
  const at = { sessionId: session.id, workspaceId: session.workspaceId, actor: 'bench' };
  for (let i = 0, batch = 0; i < runner || batch < batches; i++) {
    if (i < runner) list.push({ ...at, type: 'custom.bench', data: { i } });
    if (batch < batches && (i % every === every - 1 || i >= runner)) {
      const firstSeq = batch * 10 + 1;
      list.push({ ...at, type: 'messages.appended', data: { conversationId: conversation!.id, firstSeq, lastSeq: firstSeq + 9, count: 10, messageIds: [] } });
      batch++;
    }
  }
  await append(database, list);
}

/** p95 and p50 of 100 timed runs (after 10 untimed) of `run`. */
async function timed(run: () => Promise<void>) {
  const times: number[] = [];
  for (let round = 0; round < 110; round++) {
    const started = performance.now();
    await run();
    if (round >= 10) times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function sessionPages(server: BenchServer, id: string) {
  const page = async (variables: Record<string, unknown>) => {
    const { session } = await benchGql(server, SESSION_PAGE, { id, ...variables });
    if (session.__typename !== 'Session' || session.timeline.nodes.length !== 100) throw new Error(`unexpected page: ${JSON.stringify(session).slice(0, 300)}`);
    return session.timeline;
  };
  // A cursor in the middle: the 500th page's end.
  let middle: string | undefined;
  for (let i = 0, after: string | undefined; i < 5; i++) after = middle = (await page({ first: 100, ...(after ? { after } : {}) })).pageInfo.endCursor;
  return {
    first: await timed(async () => void (await page({ first: 100 }))),
    last: await timed(async () => void (await page({ last: 100 }))),
    middle: await timed(async () => void (await page({ first: 100, after: middle }))),
  };
}

export type TimelineFigures = Awaited<ReturnType<typeof timelineBench>>;

export async function timelineBench(server: BenchServer, database: DbHandle, tmp: string) {
  const ws = await benchGql(
    server,
    `mutation($p: String!) { createWorkspace(input: { path: $p }) { ... on CreateWorkspacePayload { workspace { id } } ${ERR} } }`,
    {
      p: await mkdtemp(path.join(tmp, 'timeline-')),
    },
  );
  const workspaceId: string = ws.createWorkspace.workspace.id;
  const big = await newSession(server, workspaceId, 'big');
  await seed(database, big, 100_000, 10_000);
  const small = await newSession(server, workspaceId, 'small');
  await seed(database, small, 1_000, 100);

  // A workspace of 1,000 sessions, 100 events each.
  const many = await benchGql(
    server,
    `mutation($p: String!) { createWorkspace(input: { path: $p }) { ... on CreateWorkspacePayload { workspace { id } } ${ERR} } }`,
    {
      p: await mkdtemp(path.join(tmp, 'timeline-many-')),
    },
  );
  const manyId: string = many.createWorkspace.workspace.id;
  // Drawn with SQL: the API holds an owner to SAVEPOINT_MAX_ACTIVE_SESSIONS sessions under way.
  const { rows: sessions } = await sql<{ id: string; workspaceId: string }>`
    insert into sessions (id, owner_id, workspace_id, state, strategy, objective)
    select gen_random_uuid(), w.owner_id, w.id, 'CREATED', 'ADAPTIVE', 'many ' || n from workspaces w, generate_series(1, 1000) n
    where w.id = ${localOf(manyId)} returning id, workspace_id as "workspaceId"`.execute(database.db);
  const spread: NewEvent[] = [];
  for (let round = 0; round < 100; round++) {
    for (const s of sessions) spread.push({ sessionId: s.id, workspaceId: s.workspaceId, actor: 'bench', type: 'custom.bench', data: { round } });
  }
  await append(database, spread);
  await analyzed(database);

  // What any request costs here (authentication, parsing, limits): the floor under every page's figure.
  const floor = await timed(async () => void (await benchGql(server, 'query($id: ID!) { session(id: $id) { ... on Session { id } } }', { id: big.globalId })));
  const bigPages = await sessionPages(server, big.globalId);
  const smallPages = await sessionPages(server, small.globalId);
  const workspacePage = async (variables: Record<string, unknown>) => {
    const { node } = await benchGql(server, WORKSPACE_PAGE, { id: manyId, ...variables });
    if (node.timeline.nodes.length !== 100) throw new Error('unexpected workspace page');
  };
  const workspace = {
    first: await timed(() => workspacePage({ first: 100 })),
    last: await timed(() => workspacePage({ last: 100 })),
  };
  const root = await timed(async () => {
    const { timeline } = await benchGql(server, `query { timeline(last: 100) { nodes { ${ENTRY} } } }`);
    if (timeline.nodes.length !== 100) throw new Error('unexpected root page');
  });
  const [owner] = await sql<{ owner_id: string }>`select owner_id from sessions where id = ${big.id}`.execute(database.db).then((r) => r.rows);
  const noFilter = { phaseIds: [], taskIds: [], kinds: [], types: [], actors: [], from: null, to: null };
  const segments = [{ sessionId: big.id, inherited: false, upTo: null, messages: true }];
  const query = await timed(async () => {
    const rows = await listTimeline(database.db, owner!.owner_id, { segments }, noFilter, null, { after: null, before: null, limit: 101, backward: true });
    if (rows.length !== 101) throw new Error('unexpected rows');
  });
  const started = performance.now();
  const { session } = await benchGql(server, COUNT, { id: big.globalId });
  const countMs = performance.now() - started;
  return { floor, bigPages, smallPages, workspace, root, query, count: { ms: countMs, value: session.timeline.totalCount as number } };
}
