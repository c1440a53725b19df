// `npm run bench` section for todo lists: updateTodos over HTTP with 50 items (budget p95 <= 10 ms), on a session
// without a plan and on one whose plan has 10,000 steps (issue 26: a todo update costs what it changes, not the plan),
// against its SQL floor in the same rounds. run.ts starts the server and reports; this file seeds and times.
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { DbHandle } from '../../src/db/client.ts';
import { benchGql, percentile } from './harness.ts';

const ITEMS = 50;
const WARM_UP = 20;
const TIMED = 200;
/** The planned session's plan: 10 phases of 20 tasks of 50 steps. */
const PLANNED_STEPS = 10_000;

const UPDATE = `mutation($input: UpdateTodosInput!) {
  updateTodos(input: $input) { __typename ... on UpdateTodosPayload { todos { status } } ... on Error { code message } } }`;

/** A list of 50 items as a coding agent keeps it: a few done, one or two in progress, the rest pending. */
function todoList(round: number) {
  return Array.from({ length: ITEMS }, (_, i) => {
    const status = i < round % ITEMS ? 'COMPLETED' : i === round % ITEMS ? 'IN_PROGRESS' : 'PENDING';
    return { content: `Step ${i + 1} of round ${round}: update src/module-${i}.ts and its tests`, status, activeForm: `Updating src/module-${i}.ts` };
  });
}

type Server = { httpUrl: string; token: string };

async function sessionWith(server: Server, dir: string, steps: number): Promise<string> {
  const gql = (query: string, variables: Record<string, unknown> = {}) => benchGql(server, query, variables);
  const ws = await gql(
    'mutation($p: String!) { createWorkspace(input: { path: $p }) { ... on CreateWorkspacePayload { workspace { id } } ... on Error { message } } }',
    { p: dir },
  );
  const plan =
    steps === 0
      ? undefined
      : {
          phases: Array.from({ length: 10 }, (_, p) => ({
            key: `phase-${p}`,
            name: `Phase ${p}`,
            tasks: Array.from({ length: steps / 500 }, (_, t) => ({
              key: `task-${p}-${t}`,
              title: `Task ${p}.${t}`,
              steps: Array.from({ length: 50 }, (_, s) => ({ kind: 'EXEC', title: `step ${s} of task ${p}.${t}` })),
            })),
          })),
        };
  const created = await gql(
    'mutation($i: CreateSessionInput!) { createSession(input: $i) { ... on CreateSessionPayload { session { id } } ... on Error { message } } }',
    { i: { workspaceId: ws.createWorkspace.workspace.id, objective: 'todos bench', ...(plan && { plan }) } },
  );
  const sessionId = created.createSession.session?.id;
  if (!sessionId) throw new Error(`seed failed: ${JSON.stringify(created).slice(0, 500)}`);
  return sessionId;
}

/**
 * The SQL floor of a todo update: in one transaction, the session's list replaced and its event appended (the
 * session's event counter moved, as appendEvents does it).
 */
async function todosFloor(database: DbHandle, globalSessionId: string, round: number): Promise<void> {
  const sessionId = Buffer.from(globalSessionId, 'base64').toString().split(':')[1];
  const todos = JSON.stringify(todoList(round));
  await database.db.transaction().execute(async (trx) => {
    await sql`update sessions set todos = cast(${todos} as jsonb), version = version + 1, updated_at = now() where id = ${sessionId}`.execute(trx);
    await sql`with s as (update sessions set last_event_seq = last_event_seq + 1 where id = ${sessionId} returning id, workspace_id, last_event_seq)
      insert into session_events (session_id, workspace_id, seq, type, actor, data)
      select id, workspace_id, last_event_seq, 'todos.updated', 'bench', jsonb_build_object('taskId', null, 'todos', cast(${todos} as jsonb)) from s`.execute(
      trx,
    );
  });
}

export type TodosFigures = { p50: number; p95: number; plannedP50: number; plannedP95: number; floorP50: number };

/** Interleaved rounds: one update of each session (no plan, 10,000 steps) and one floor, after 20 untimed rounds. */
export async function updateTodosBench(server: Server, database: DbHandle, tmp: string): Promise<TodosFigures> {
  const bare = await sessionWith(server, await mkdtemp(path.join(tmp, 'todos-')), 0);
  const planned = await sessionWith(server, await mkdtemp(path.join(tmp, 'todos-')), PLANNED_STEPS);
  const floor = await sessionWith(server, await mkdtemp(path.join(tmp, 'todos-')), 0);
  const update = async (sessionId: string, round: number) => {
    const data = await benchGql(server, UPDATE, { input: { sessionId, todos: todoList(round) } });
    if (data.updateTodos.__typename !== 'UpdateTodosPayload') throw new Error(`updateTodos: ${JSON.stringify(data.updateTodos)}`);
  };
  const times = { bare: [] as number[], planned: [] as number[], floor: [] as number[] };
  const timed = async (into: number[], round: number, work: () => Promise<void>) => {
    const started = performance.now();
    await work();
    if (round >= WARM_UP) into.push(performance.now() - started);
  };
  for (let round = 0; round < WARM_UP + TIMED; round++) {
    await timed(times.bare, round, () => update(bare, round));
    await timed(times.planned, round, () => update(planned, round));
    await timed(times.floor, round, () => todosFloor(database, floor, round));
  }
  return {
    p50: percentile(times.bare, 50),
    p95: percentile(times.bare, 95),
    plannedP50: percentile(times.planned, 50),
    plannedP95: percentile(times.planned, 95),
    floorP50: percentile(times.floor, 50),
  };
}
