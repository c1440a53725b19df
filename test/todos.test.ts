// Todo lists (issue 12 part 4, seed 004): the session's and each task's, replaced as a whole by updateTodos, every
// version in the session log; refusals change nothing.
import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { sessionFor } from './helpers/fixtures.ts';
import { ChangeSession, LeaseOps, SessionEvents } from './helpers/operations.ts';

const app = await createTestApp();
const alice = await app.owner('alice');
const mallory = await app.owner('mallory');

const UpdateTodos = graphql(`
  mutation TodosUpdate($input: UpdateTodosInput!) {
    updateTodos(input: $input) {
      __typename
      ... on UpdateTodosPayload { replayed todos { content status activeForm } session { id } task { id key } }
      ... on Error { code message }
      ... on ValidationError { field }
      ... on NotFoundError { entity }
      ... on StaleLeaseError { given current }
      ... on InvalidTransitionError { currentState }
    }
  }
`);

const Todos = graphql(`
  query TodosOfSession($id: ID!) {
    session(id: $id) {
      __typename
      ... on Session { version todos { content status activeForm } phases { nodes { tasks { nodes { id key todos { content status activeForm } } } } } }
    }
  }
`);

const plan = {
  phases: [
    {
      name: 'build',
      tasks: [
        { key: 'api', title: 'Write the API' },
        { key: 'ui', title: 'Write the UI' },
      ],
    },
  ],
};

async function newSession() {
  const session = await sessionFor(alice, { plan });
  const tasks = Object.fromEntries(session.phases!.nodes[0]!.tasks!.nodes.map((task) => [task.key, task.id]));
  return { id: session.id, tasks };
}

async function state(id: string) {
  const result = await alice.gql(Todos, { id });
  if (result.session.__typename !== 'Session') throw new Error(JSON.stringify(result));
  const tasks = Object.fromEntries(result.session.phases!.nodes.flatMap((p) => p.tasks!.nodes).map((task) => [task.key, task.todos]));
  return { todos: result.session.todos, tasks, version: result.session.version };
}

async function history(id: string) {
  const result = await alice.gql(SessionEvents, { id, types: ['todos.updated'] });
  if (result.session.__typename !== 'Session') throw new Error(JSON.stringify(result));
  return result.session.events!.edges.map(
    (edge) => edge.node.data as { taskId: string | null; todos: Array<{ content: string; status: string; activeForm: string }> },
  );
}

async function lastSeq(id: string) {
  const result = await alice.gql(SessionEvents, { id, first: 1 });
  if (result.session.__typename !== 'Session') throw new Error(JSON.stringify(result));
  return result.session.lastEventSeq;
}

const todo = (content: string, status: 'PENDING' | 'IN_PROGRESS' | 'COMPLETED' = 'PENDING', activeForm?: string) => ({
  content,
  status,
  ...(activeForm ? { activeForm } : {}),
});

describe('updateTodos', () => {
  it("replaces the session's list and a task's list as wholes; each is read back on Session.todos and Task.todos", async () => {
    const { id, tasks } = await newSession();
    const first = await alice.gql(UpdateTodos, {
      input: { sessionId: id, todos: [todo('Read the code', 'IN_PROGRESS', 'Reading the code'), todo('  Write the API  ')] },
    });
    expect(first.updateTodos).toEqual({
      __typename: 'UpdateTodosPayload',
      replayed: false,
      session: { id },
      task: null,
      todos: [
        { content: 'Read the code', status: 'IN_PROGRESS', activeForm: 'Reading the code' },
        // trimmed; activeForm left out falls back to the content (seed 004)
        { content: 'Write the API', status: 'PENDING', activeForm: 'Write the API' },
      ],
    });
    const onTask = await alice.gql(UpdateTodos, {
      input: { sessionId: id, taskId: tasks.api!, todos: [todo('Add the route', 'COMPLETED'), todo('Add tests', 'IN_PROGRESS'), todo('Docs', 'IN_PROGRESS')] },
    });
    expect(onTask.updateTodos).toMatchObject({ task: { id: tasks.api, key: 'api' } });

    // A second update replaces the whole list (nothing is merged).
    await alice.gql(UpdateTodos, { input: { sessionId: id, todos: [todo('Review', 'PENDING', 'Reviewing')] } });
    const after = await state(id);
    expect(after.todos).toEqual([{ content: 'Review', status: 'PENDING', activeForm: 'Reviewing' }]);
    expect(after.tasks.api).toEqual([
      { content: 'Add the route', status: 'COMPLETED', activeForm: 'Add the route' },
      { content: 'Add tests', status: 'IN_PROGRESS', activeForm: 'Add tests' },
      { content: 'Docs', status: 'IN_PROGRESS', activeForm: 'Docs' },
    ]);
    expect(after.tasks.ui).toEqual([]);

    // An empty list clears it.
    await alice.gql(UpdateTodos, { input: { sessionId: id, taskId: tasks.api!, todos: [] } });
    expect((await state(id)).tasks.api).toEqual([]);
  });

  it('keeps the history of every list in the session log, in order (events of type todos.updated)', async () => {
    const { id, tasks } = await newSession();
    await alice.gql(UpdateTodos, { input: { sessionId: id, todos: [todo('a')] } });
    await alice.gql(UpdateTodos, { input: { sessionId: id, taskId: tasks.ui!, todos: [todo('b', 'IN_PROGRESS', 'Doing b')] } });
    await alice.gql(UpdateTodos, { input: { sessionId: id, todos: [todo('a', 'COMPLETED'), todo('c')] } });
    expect(await history(id)).toEqual([
      { taskId: null, todos: [{ content: 'a', status: 'pending', activeForm: 'a' }] },
      { taskId: tasks.ui!, todos: [{ content: 'b', status: 'in_progress', activeForm: 'Doing b' }] },
      {
        taskId: null,
        todos: [
          { content: 'a', status: 'completed', activeForm: 'a' },
          { content: 'c', status: 'pending', activeForm: 'c' },
        ],
      },
    ]);
  });

  it.each([
    ['an empty content', [todo('ok'), todo('   ')], 'todos[1].content'],
    ['a blank activeForm', [{ content: 'ok', status: 'PENDING' as const, activeForm: ' ' }], 'todos[0].activeForm'],
    ['a content over 2,000 characters', [todo('x'.repeat(2_001))], 'todos[0].content'],
    ['an activeForm over 2,000 characters', [todo('ok', 'PENDING', 'y'.repeat(2_001))], 'todos[0].activeForm'],
    ['more than 500 items', Array.from({ length: 501 }, (_, i) => todo(`item ${i}`)), 'todos'],
  ])('refuses %s with VALIDATION_FAILED naming the field, and changes nothing', async (_what, todos, field) => {
    const { id, tasks } = await newSession();
    await alice.gql(UpdateTodos, { input: { sessionId: id, todos: [todo('keep me')] } });
    const before = await state(id);
    const seq = await lastSeq(id);
    for (const taskId of [undefined, tasks.api!]) {
      const refused = await alice.gql(UpdateTodos, { input: { sessionId: id, taskId, todos } });
      expect(refused.updateTodos).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_FAILED', field });
    }
    expect(await state(id)).toEqual(before);
    expect(await lastSeq(id)).toBe(seq);
  });

  it('accepts exactly 500 items of 2,000 characters', async () => {
    const { id } = await newSession();
    const todos = Array.from({ length: 500 }, (_, i) => todo(`${i}`.padEnd(2_000, '.')));
    const result = await alice.gql(UpdateTodos, { input: { sessionId: id, todos } });
    expect(result.updateTodos.__typename).toBe('UpdateTodosPayload');
    expect((await state(id)).todos).toHaveLength(500);
  });

  it("answers NOT_FOUND for a task of another session and for someone else's session, and changes nothing", async () => {
    const { id } = await newSession();
    const other = await newSession();
    const seq = await lastSeq(id);
    const foreignTask = await alice.gql(UpdateTodos, { input: { sessionId: id, taskId: other.tasks.api!, todos: [todo('x')] } });
    expect(foreignTask.updateTodos).toMatchObject({ __typename: 'NotFoundError', entity: 'Task' });
    const foreignSession = await mallory.gql(UpdateTodos, { input: { sessionId: id, todos: [todo('x')] } });
    expect(foreignSession.updateTodos).toMatchObject({ __typename: 'NotFoundError', entity: 'Session' });
    const wrongType = await alice.gql(UpdateTodos, { input: { sessionId: id, taskId: id, todos: [todo('x')] } });
    expect(wrongType.updateTodos).toMatchObject({ __typename: 'ValidationError', field: 'taskId' });
    expect(await lastSeq(id)).toBe(seq);
    expect((await state(id)).todos).toEqual([]);
    expect((await state(other.id)).tasks.api).toEqual([]);
  });

  it('refuses a finished session (INVALID_TRANSITION) and leaves its list as it was', async () => {
    const { id } = await newSession();
    await alice.gql(UpdateTodos, { input: { sessionId: id, todos: [todo('last words')] } });
    await alice.gql(ChangeSession.cancel, { input: { sessionId: id } });
    const seq = await lastSeq(id);
    const refused = await alice.gql(UpdateTodos, { input: { sessionId: id, todos: [] } });
    expect(refused.updateTodos).toMatchObject({ __typename: 'InvalidTransitionError', currentState: 'CANCELLED' });
    expect(refused.updateTodos.__typename === 'InvalidTransitionError' && refused.updateTodos.message).toContain('create a new session');
    expect((await state(id)).todos).toEqual([{ content: 'last words', status: 'PENDING', activeForm: 'last words' }]);
    expect(await lastSeq(id)).toBe(seq);
  });

  it('is fenced by the lease: no token while leased is SESSION_LOCKED, a stale token STALE_LEASE; neither changes anything', async () => {
    const { id } = await newSession();
    const leased = await alice.gql(LeaseOps.acquire, { input: { sessionId: id, holder: 'runner-1', leaseSeconds: 60 } });
    if (leased.acquireLease.__typename !== 'LeasePayload') throw new Error(JSON.stringify(leased));
    const token = leased.acquireLease.lease!.token;
    const seq = await lastSeq(id);
    const unfenced = await alice.gql(UpdateTodos, { input: { sessionId: id, todos: [todo('x')] } });
    expect(unfenced.updateTodos).toMatchObject({ __typename: 'SessionLockedError', code: 'SESSION_LOCKED' });
    expect(await lastSeq(id)).toBe(seq);

    const fenced = await alice.gql(UpdateTodos, { input: { sessionId: id, todos: [todo('mine')], leaseToken: token } });
    expect(fenced.updateTodos.__typename).toBe('UpdateTodosPayload');

    await alice.gql(LeaseOps.release, { input: { sessionId: id, leaseToken: token } });
    const before = await state(id);
    const seqAfterRelease = await lastSeq(id);
    const stale = await alice.gql(UpdateTodos, { input: { sessionId: id, todos: [todo('late')], leaseToken: token } });
    expect(stale.updateTodos).toMatchObject({ __typename: 'StaleLeaseError', given: token, current: null });
    expect(await state(id)).toEqual(before);
    expect(await lastSeq(id)).toBe(seqAfterRelease);
  });

  it('replays a retry with the same idempotency key (one event), and refuses the key with another list', async () => {
    const { id } = await newSession();
    const input = { sessionId: id, todos: [todo('once', 'IN_PROGRESS', 'Doing it once')], idempotencyKey: 'todos-1' };
    const first = await alice.gql(UpdateTodos, { input });
    const again = await alice.gql(UpdateTodos, { input });
    expect(first.updateTodos).toMatchObject({ replayed: false });
    expect(again.updateTodos).toMatchObject({ replayed: true, todos: [{ content: 'once', status: 'IN_PROGRESS', activeForm: 'Doing it once' }] });
    expect(await history(id)).toHaveLength(1);

    const version = (await state(id)).version;
    const conflict = await alice.gql(UpdateTodos, { input: { ...input, todos: [todo('other')] } });
    expect(conflict.updateTodos).toMatchObject({ __typename: 'IdempotencyConflictError', code: 'IDEMPOTENCY_CONFLICT' });
    expect(await history(id)).toHaveLength(1);
    expect((await state(id)).version).toBe(version);
  });

  it('redacts a secret in a todo before storing it, in the list and in its event', async () => {
    const { id, tasks } = await newSession();
    const secret = 'ghp_R3dact1onMarkerAbCdEfGhIjKlMnOpQrStu';
    const result = await alice.gql(UpdateTodos, {
      input: { sessionId: id, taskId: tasks.api!, todos: [todo(`Push with ${secret}`, 'IN_PROGRESS', `Pushing with token=${secret}`)] },
    });
    expect(JSON.stringify(result)).not.toContain(secret);
    const stored = (await state(id)).tasks.api!;
    expect(stored[0]!.content).toMatch(/^Push with \S*\*\*\*/);
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(JSON.stringify(await history(id))).not.toContain(secret);
    expect(JSON.stringify(await history(id))).toContain('***');
  });
});
