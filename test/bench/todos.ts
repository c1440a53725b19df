// `npm run bench` section for todo lists: updateTodos over HTTP with 50 items (budget p95 <= 10 ms). run.ts starts
// the server and reports; this file seeds and times.
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { benchGql, percentile } from './harness.ts';

const ITEMS = 50;
const WARM_UP = 20;
const TIMED = 200;

const UPDATE = `mutation($input: UpdateTodosInput!) {
  updateTodos(input: $input) { __typename ... on UpdateTodosPayload { todos { status } } ... on Error { code message } }
}`;

/** A list of 50 items as a coding agent keeps it: a few done, one or two in progress, the rest pending. */
function todoList(round: number) {
  return Array.from({ length: ITEMS }, (_, i) => {
    const status = i < round % ITEMS ? 'COMPLETED' : i === round % ITEMS ? 'IN_PROGRESS' : 'PENDING';
    return { content: `Step ${i + 1} of round ${round}: update src/module-${i}.ts and its tests`, status, activeForm: `Updating src/module-${i}.ts` };
  });
}

export async function updateTodosBench(server: { httpUrl: string; token: string }, tmp: string): Promise<{ p50: number; p95: number }> {
  const gql = (query: string, variables: Record<string, unknown> = {}) => benchGql(server, query, variables);
  const dir = await mkdtemp(path.join(tmp, 'todos-'));
  const ws = await gql(
    'mutation($p: String!) { createWorkspace(input: { path: $p }) { ... on CreateWorkspacePayload { workspace { id } } ... on Error { message } } }',
    {
      p: dir,
    },
  );
  const created = await gql(
    'mutation($w: ID!) { createSession(input: { workspaceId: $w, objective: "todos bench" }) { ... on CreateSessionPayload { session { id } } ... on Error { message } } }',
    { w: ws.createWorkspace.workspace.id },
  );
  const sessionId: string = created.createSession.session.id;
  const update = async (round: number) => {
    const data = await gql(UPDATE, { input: { sessionId, todos: todoList(round) } });
    if (data.updateTodos.__typename !== 'UpdateTodosPayload') throw new Error(`updateTodos: ${JSON.stringify(data.updateTodos)}`);
  };
  for (let round = 0; round < WARM_UP; round++) await update(round);
  const times: number[] = [];
  for (let round = 0; round < TIMED; round++) {
    const started = performance.now();
    await update(WARM_UP + round);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}
