// `npm run bench` section for lineage (issue 14): a 100-session fork tree, and the lineage of a session in the middle
// of it (root, ancestors, descendants with totalCount, children) read over HTTP; budget p95 <= 20 ms. run.ts starts
// the server and reports; this file seeds and times.
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { DbHandle } from '../../src/db/client.ts';
import { type BenchServer, benchGql, percentile } from './harness.ts';
import { analyzed } from './rewind.ts';

const ERR = '... on Error { code message }';
const SESSIONS = 100;

const LINEAGE = `query($id: ID!) {
  session(id: $id) {
    __typename
    ... on Session {
      lineage {
        depth
        root { id }
        ancestors { totalCount nodes { id } }
        descendants { totalCount nodes { id } }
        children { totalCount nodes { id } }
      }
    }
    ${ERR}
  }
}`;

/**
 * 100 sessions in one workspace drawn as a binary fork tree (session i forked from session (i - 1) / 2), then, 100
 * times (after 10 untimed), the lineage of session 8: three ancestors, two children, fourteen descendants.
 */
export async function lineageBench(server: BenchServer, database: DbHandle, tmp: string): Promise<{ p50: number; p95: number }> {
  const ws = await benchGql(
    server,
    `mutation($p: String!) { createWorkspace(input: { path: $p }) { ... on CreateWorkspacePayload { workspace { id } } ${ERR} } }`,
    { p: await mkdtemp(path.join(tmp, 'lineage-')) },
  );
  const sessions: Array<{ globalId: string; id: string }> = [];
  for (let i = 0; i < SESSIONS; i++) {
    const created = await benchGql(
      server,
      `mutation($w: ID!, $o: String!) { createSession(input: { workspaceId: $w, objective: $o }) { ... on CreateSessionPayload { session { id } } ${ERR} } }`,
      { w: ws.createWorkspace.workspace.id, o: `lineage ${i}` },
    );
    const globalId: string = created.createSession.session.id;
    sessions.push({ globalId, id: Buffer.from(globalId, 'base64').toString().split(':')[1]! });
  }
  // What forkSession records, drawn with SQL: each session a fork of its parent in the tree.
  const links = sessions.slice(1).map((session, i) => sql`(${session.id}::uuid, ${sessions[Math.floor(i / 2)]!.id}::uuid)`);
  await sql`update sessions set parent_session_id = link.parent, forked_at = now()
    from (values ${sql.join(links)}) as link (id, parent) where sessions.id = link.id`.execute(database.db);
  await analyzed(database);

  const mid = sessions[8]!.globalId;
  const times: number[] = [];
  for (let round = 0; round < 110; round++) {
    const started = performance.now();
    const { session } = await benchGql(server, LINEAGE, { id: mid });
    const elapsed = performance.now() - started;
    if (session.__typename !== 'Session' || session.lineage.depth !== 3 || session.lineage.descendants.totalCount !== 14) {
      throw new Error(`unexpected lineage: ${JSON.stringify(session)}`);
    }
    if (round >= 10) times.push(elapsed);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const CHAIN = 1_000;
const CONCURRENT = 10;

const WALK_EACH = `query($id: ID!) {
  session(id: $id) { ... on Session { lineage { descendants(first: 500) { totalCount nodes { lineage { depth root { id } } } } } } }
}`;

/**
 * Issue 19: a chain of 1,000 forks (drawn with SQL, its statistics left stale, as a burst of forks leaves them), its
 * root's descendants read with each one's depth and root, ten such reads at once, five times; meanwhile a trivial
 * query is timed again and again beside them. Unbounded, one read took 22 s and ten held every pooled connection for
 * 35 s; each walk now stops at SAVEPOINT_MAX_LINEAGE_DEPTH. Both p95s, in milliseconds.
 */
export async function lineageChainBench(server: BenchServer, database: DbHandle, tmp: string): Promise<{ readP95: number; besideP95: number }> {
  const ws = await benchGql(
    server,
    `mutation($p: String!) { createWorkspace(input: { path: $p }) { ... on CreateWorkspacePayload { workspace { id } } ${ERR} } }`,
    { p: await mkdtemp(path.join(tmp, 'lineage-chain-')) },
  );
  const created = await benchGql(
    server,
    `mutation($w: ID!) { createSession(input: { workspaceId: $w, objective: "chain root" }) { ... on CreateSessionPayload { session { id } } ${ERR} } }`,
    { w: ws.createWorkspace.workspace.id },
  );
  const root: string = created.createSession.session.id;
  const rootId = Buffer.from(root, 'base64').toString().split(':')[1]!;
  await sql`
    with recursive made (n, id, parent) as (
      select 1, gen_random_uuid(), ${rootId}::uuid
      union all select n + 1, gen_random_uuid(), made.id from made where n < ${CHAIN}
    )
    insert into sessions (id, owner_id, workspace_id, state, strategy, objective, parent_session_id, forked_at)
    select made.id, s.owner_id, s.workspace_id, 'CREATED', 'ADAPTIVE', 'fork ' || n, made.parent, now()
    from made, sessions s where s.id = ${rootId}`.execute(database.db);

  const reads: number[] = [];
  const beside: number[] = [];
  for (let round = 0; round < 5; round++) {
    let running = CONCURRENT;
    const walks = Array.from({ length: CONCURRENT }, async () => {
      const started = performance.now();
      const { session } = await benchGql(server, WALK_EACH, { id: root });
      reads.push(performance.now() - started);
      running--;
      if (session.lineage.descendants.nodes.length === 0) throw new Error(`unexpected lineage: ${JSON.stringify(session).slice(0, 200)}`);
    });
    while (running > 0) {
      const started = performance.now();
      await benchGql(server, '{ viewer { name } }');
      beside.push(performance.now() - started);
    }
    await Promise.all(walks);
  }
  return { readP95: percentile(reads, 95), besideP95: percentile(beside, 95) };
}
