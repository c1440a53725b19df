// `npm run demo` seeds a realistic session through the API, and prints operations to try in GraphiQL: each of them is
// run here, in order, as printed, against a live server on the demo's database, with the demo owner's token.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { type ExecutionResult, Kind, type OperationDefinitionNode, parse, print, validate } from 'graphql';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { schema } from '../src/graphql/schema.ts';
import { createTestDatabase } from './helpers/database.ts';
import { unexpectedErrors } from './helpers/doc-blocks.ts';
import { tempDir } from './helpers/fs.ts';
import { startLiveApp, wsClient } from './helpers/live.ts';
import { freePort } from './setup/global.ts';

const run = promisify(execFile);

describe('npm run demo', () => {
  it('seeds a workspace, a revised three-phase plan, a conversation with tool calls, a paused task, todos, a shared note and a pending approval', {
    timeout: 120_000,
  }, async () => {
    const { url } = await createTestDatabase();
    const dataDir = await tempDir('savepoint-demo-');
    const { stdout } = await run('node_modules/.bin/tsx', ['src/cli/demo.ts'], {
      env: { ...process.env, DATABASE_URL: url, SAVEPOINT_DATA_DIR: dataDir, PORT: String(await freePort()), LOG_LEVEL: 'warn' },
    });
    expect(stdout).toContain('Seeded session');
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const [session] = await sql`select id, state, strategy from sessions where parent_session_id is null and client_key is null`;
      expect(session).toMatchObject({ state: 'AWAITING_APPROVAL', strategy: 'ADAPTIVE' });
      const id = session!.id;
      const counts = await sql`select
        (select count(*)::int from phases where session_id = ${id}) as phases, (select count(*)::int from tasks where session_id = ${id}) as tasks,
        (select count(*)::int from steps where session_id = ${id}) as steps,
        (select count(*)::int from messages where tool_calls is not null) as calls,
        (select count(*)::int from approvals where state = 'PENDING' and session_id = ${id}) as pending,
        (select count(*)::int from tasks t where cardinality(t.depends_on) > 0 and session_id = ${id}) as dependent,
        (select count(*)::int from checkpoints where code_tree is not null and session_id = ${id}) as checkpoints,
        (select count(*)::int from checkpoints where files_changed @> '[{"path": "src/limiter.ts", "action": "ADDED"}]') as limiter`;
      // PLAN, 2 STEP + PHASE for the survey, STEP for the limiter, the manual one, and PLAN for the revision.
      expect(counts[0]).toEqual({ phases: 3, tasks: 5, steps: 6, calls: 1, pending: 1, dependent: 4, checkpoints: 8, limiter: 1 });
      const [working] = await sql`select
        (select plan_revision from sessions where id = ${id}) as revision,
        (select count(*)::int from tasks where state = 'PAUSED' and session_id = ${id}) as paused,
        (select jsonb_array_length(todos) from tasks where key = 'limiter' and session_id = ${id}) as todos,
        (select count(*)::int from shared_context where session_id = ${id}) as documents,
        (select count(*)::int from rewinds) as rewinds,
        (select count(*)::int from messages where superseded_at is not null) as superseded`;
      // A rewind (one message set aside) and a compaction (four behind its summary).
      expect(working).toEqual({ revision: 1, paused: 1, todos: 3, documents: 1, rewinds: 2, superseded: 5 });
      // A fork from the manual checkpoint: PAUSED (the source was under way), naming the messages it starts with.
      const [fork] = await sql`select s.state, s.objective, (s.fork_point ->> 'inheritedMessages')::int as inherited,
        (select count(*)::int from messages m where m.session_id = s.id) as own
        from sessions s where s.parent_session_id is not null and s.client_key is null`;
      expect(fork).toMatchObject({ state: 'PAUSED', objective: 'Rate limiting with a sliding window instead', own: 0 });
      expect(fork!.inherited).toBeGreaterThan(0);
      expect(stdout).toContain(Buffer.from(`Session:${session!.id}`).toString('base64'));
      // A LangGraph thread beside it: three checkpoints, a rewind and its undo on top, one write pending at its
      // interrupt, and a fork of it under a key of its own.
      const [thread] = await sql`select s.client_key as key,
        (select count(*)::int from state_checkpoints c where c.session_id = s.id) as checkpoints,
        (select count(*)::int from state_writes w where w.session_id = s.id) as pending,
        (select count(*)::int from sessions f where f.parent_session_id = s.id and f.client_key is not null) as forks
        from sessions s where s.client_key is not null and s.parent_session_id is null`;
      expect(thread).toMatchObject({ checkpoints: 5, pending: 1, forks: 1 });
      expect(stdout).toContain(`LangGraph thread "${thread!.key}"`);
      // The operations it prints for GraphiQL: valid against the schema, no placeholder left to fill in.
      const tour = stdout.slice(stdout.indexOf('try, in order:') + 'try, in order:'.length);
      expect(validate(schema, parse(tour)).map((error) => error.message)).toEqual([]);
      expect(tour).not.toMatch(/<[a-z ]+>/);
      await runGuide(url, dataDir, tour);
    } finally {
      await sql.end();
    }
  });
});

/** Runs the guide's operations in order, as a reader in GraphiQL would: each must answer without any error. */
async function runGuide(databaseUrl: string, dataDir: string, tour: string) {
  // The demo's data folder holds its owner's token and the key its checkpoints were signed with.
  const live = await startLiveApp({ dataDir }, { url: databaseUrl });
  const token = (await readFile(path.join(dataDir, 'bootstrap-token'), 'utf8')).trim();
  const operations = parse(tour).definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const names = operations.map((operation) => operation.name?.value);
  expect(names).toEqual(
    expect.arrayContaining(['Watch', 'StartWiring', 'Approve', 'ResumeWiring', 'Revise', 'UndoRewind', 'Fork', 'Branch', 'Resume', 'Timeline', 'DeleteFork']),
  );
  const answers = new Map<string, unknown>();
  const feeds: Array<{ name: string; items: Array<{ sessionEvents: { node: { type: string } } }>; dispose: () => void }> = [];
  const ws = wsClient(live.wsUrl, token);
  for (const operation of operations) {
    const name = operation.name!.value;
    if (operation.operation === 'subscription') {
      const items: Array<{ sessionEvents: { node: { type: string } } }> = [];
      const errors: unknown[] = [];
      const dispose = ws.subscribe<(typeof items)[number]>(
        { query: print(operation) },
        { next: (result) => (result.data ? items.push(result.data) : errors.push(result.errors)), error: (error) => errors.push(error), complete: () => {} },
      );
      await expect.poll(() => items.length + errors.length, { timeout: 20_000 }).toBeGreaterThan(0);
      expect(errors, name).toEqual([]);
      feeds.push({ name, items, dispose });
      continue;
    }
    const response = await fetch(live.httpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: print(operation) }),
    });
    const body = (await response.json()) as ExecutionResult;
    expect(body.errors, `${name} answered errors`).toBeUndefined();
    expect(unexpectedErrors(body.data, undefined), `${name} answered a typed error`).toEqual([]);
    answers.set(name, body.data);
  }
  expect(answers.get('StartWiring')).toEqual({ startTask: { code: 'APPROVAL_PENDING', approvalState: 'PENDING', approval: { title: expect.any(String) } } });
  expect(answers.get('Approve')).toMatchObject({ decideApproval: { approval: { state: 'APPROVED', session: { state: 'RUNNING' } } } });
  expect(answers.get('ResumeWiring')).toMatchObject({ resumeTask: { task: { key: 'wire', state: 'RESUMABLE' } } });
  expect(answers.get('Branch')).toMatchObject({ createBranchFromCheckpoint: { branch: { reference: 'refs/heads/limiter-written' }, checkedOut: false } });
  expect(answers.get('Resume')).toMatchObject({ resumeSession: { lease: { token: expect.any(Number) } } });
  // The history part: the timeline, what went back in time, the supervisor's totals, search, then and now, deletion.
  const timeline = (answers.get('Timeline') as { session: { timeline: { totalCount: number; nodes: Array<{ kind: string }> } } }).session.timeline;
  expect(timeline.totalCount).toBeGreaterThan(25);
  expect(timeline.nodes).toHaveLength(25);
  const rewound = (answers.get('Rewound') as { session: { timeline: { nodes: Array<{ kind: string }> } } }).session.timeline.nodes;
  expect(new Set(rewound.map((entry) => entry.kind))).toEqual(new Set(['REWIND', 'COMPACTION']));
  expect(answers.get('Supervisor')).toMatchObject({
    session: {
      supervisorHistory: {
        messageCount: expect.any(Number),
        totalTokens: expect.any(Number),
        spawnedTasks: expect.arrayContaining([{ key: 'wire', state: expect.any(String) }]),
      },
    },
  });
  const hits = (answers.get('Search') as { search: { totalCount: number; edges: Array<{ node: { timelineCursor: string | null } }> } }).search;
  expect(hits.totalCount).toBeGreaterThan(0);
  expect(hits.edges.every((edge) => typeof edge.node.timelineCursor === 'string')).toBe(true);
  expect(answers.get('ThenAndNow')).toMatchObject({
    session: {
      stateAt: { planRevision: 0, phases: expect.arrayContaining([expect.objectContaining({ name: expect.any(String) })]) },
      diff: { changes: expect.any(Array) },
    },
  });
  expect(answers.get('RetentionDryRun')).toMatchObject({ runRetention: { dryRun: true, purgedSessions: 0, purgedCheckpoints: 0 } });
  expect(answers.get('DeleteFork')).toMatchObject({ deleteSession: { replayed: false, deletion: { kind: 'SESSION', mode: 'NONE' } } });
  // The live tab saw the guide's own changes as they happened, up to the resume.
  const [watch] = feeds;
  await expect
    .poll(() => watch!.items.map((item) => item.sessionEvents.node.type), { timeout: 20_000 })
    .toEqual(expect.arrayContaining(['session.created', 'approval.decided', 'plan.revised', 'session.rewind_undone', 'session.resumed']));
  for (const feed of feeds) feed.dispose();
}
