// What one session, and one owner, may grow to (issue 19, item 16): shared documents (count and bytes), plan size,
// todo items and stored bytes are bounded by settings; a write past one is a LimitReachedError (LIMIT_REACHED) naming
// the setting, saying what to do, and changing nothing. The quotas are set small here; the defaults are in config.ts.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestApp } from './helpers/app.ts';
import { samplePlan, sessionFor, workspaceFor } from './helpers/fixtures.ts';

const defaults = loadConfig({});
const quotas = {
  ...defaults.quotas,
  sessionDocuments: 3,
  sessionDocumentBytes: 4_000,
  planPhases: 3,
  planTasks: 4,
  planSteps: 4,
  sessionTodos: 5,
  sessionBytes: 35_000,
  ownerBytes: 100_000,
};
const app = await createTestApp({ config: { quotas } });

type Client = Awaited<ReturnType<typeof app.owner>>;
type Json = Record<string, any>;

/** The one root field's result, failing on a GraphQL error. */
async function call(client: Client, query: string, input: Json): Promise<Json> {
  const { body } = await client.raw(query, { input });
  if (body.errors?.length) throw new Error(JSON.stringify(body.errors));
  return Object.values(body.data as Json)[0] as Json;
}

const RESULT = '__typename ... on Error { code message } ... on LimitReachedError { limit setting max }';
const PUT = `mutation($input: PutSharedContextInput!) { putSharedContext(input: $input) { ${RESULT} } }`;
const TODOS = `mutation($input: UpdateTodosInput!) { updateTodos(input: $input) { ${RESULT} } }`;
const REVISE = `mutation($input: RevisePlanInput!) { revisePlan(input: $input) { ${RESULT} } }`;
const CREATE = `mutation($input: CreateSessionInput!) { createSession(input: $input) { ${RESULT} } }`;
const APPEND = `mutation($input: AppendMessagesInput!) { appendMessages(input: $input) { ${RESULT} } }`;
const CHECKPOINT = 'mutation($input: CreateCheckpointInput!) { createCheckpoint(input: $input) { __typename ... on Error { code message } } }';

/** A refusal of `limit`: its setting named in the error and its message, with what to do. */
function expectLimit(result: Json, limit: string, setting: string, max: number) {
  expect(result).toMatchObject({ __typename: 'LimitReachedError', code: 'LIMIT_REACHED', limit, setting, max });
  expect(result.message).toContain(`(${setting}). `);
}

/** Everything a session holds that a refused write could have touched. */
async function stateOf(sessionId: string) {
  const id = decodeGlobalID(sessionId).id;
  const { rows } = await sql<Json>`
    select s.stored_bytes, s.todos::text as todos, s.plan_revision, s.last_event_seq,
      (select count(*)::int from shared_context where session_id = s.id) as documents,
      (select count(*)::int from messages where session_id = s.id) as messages,
      (select count(*)::int from tasks where session_id = s.id) as tasks
    from sessions s where s.id = ${id}`.execute(app.db);
  return rows[0]!;
}

describe('shared documents', () => {
  it('hold at most SAVEPOINT_MAX_SESSION_DOCUMENTS per session; one more is refused, rewriting one is not', async () => {
    const alice = await app.owner('docs-count');
    const session = await sessionFor(alice);
    for (const key of ['a', 'b', 'c'])
      expect((await call(alice, PUT, { sessionId: session.id, key, value: key, expectedVersion: 0 })).__typename).toBe('PutSharedContextPayload');
    const before = await stateOf(session.id);
    const refused = await call(alice, PUT, { sessionId: session.id, key: 'd', value: 'd', expectedVersion: 0 });
    expectLimit(refused, 'SESSION_DOCUMENTS', 'SAVEPOINT_MAX_SESSION_DOCUMENTS', 3);
    expect(refused.message).toContain('holds 3 other shared documents, and "d" would be one more');
    expect(await stateOf(session.id)).toEqual(before);
    expect((await call(alice, PUT, { sessionId: session.id, key: 'a', value: 'again', expectedVersion: 1 })).__typename).toBe('PutSharedContextPayload');
  });

  it('hold at most SAVEPOINT_MAX_SESSION_DOCUMENT_BYTES together, and the session can still be checkpointed there', async () => {
    const alice = await app.owner('docs-bytes');
    const session = await sessionFor(alice);
    const put = (key: string, size: number, expectedVersion = 0) => call(alice, PUT, { sessionId: session.id, key, value: 'x'.repeat(size), expectedVersion });
    expect((await put('big', 3_000)).__typename).toBe('PutSharedContextPayload');
    const before = await stateOf(session.id);
    expectLimit(await put('more', 1_500), 'SESSION_DOCUMENT_BYTES', 'SAVEPOINT_MAX_SESSION_DOCUMENT_BYTES', 4_000);
    expect(await stateOf(session.id)).toEqual(before);
    expect((await put('big', 100, 1)).__typename).toBe('PutSharedContextPayload'); // shrinking one makes room
    expect((await put('more', 1_500)).__typename).toBe('PutSharedContextPayload');
    const checkpoint = await call(alice, CHECKPOINT, { sessionId: session.id, includeCode: false });
    expect(checkpoint.__typename).toBe('CreateCheckpointPayload');
  });
});

describe('plans', () => {
  it('hold at most SAVEPOINT_MAX_PLAN_PHASES, _TASKS and _STEPS in force: a larger plan or revision is refused whole', async () => {
    const alice = await app.owner('plans');
    const workspaceId = await workspaceFor(alice);
    const session = await sessionFor(alice, { workspaceId, plan: samplePlan }); // 3 phases, 4 tasks, 4 steps: at every quota
    const sessions = async () => (await sql<{ n: number }>`select count(*)::int as n from sessions`.execute(app.db)).rows[0]!.n;
    const count = await sessions();
    const fourPhases = { phases: [...samplePlan.phases, { name: 'ship' }] };
    const created = await call(alice, CREATE, { workspaceId, objective: 'o', plan: fourPhases });
    expectLimit(created, 'PLAN_PHASES', 'SAVEPOINT_MAX_PLAN_PHASES', 3);
    expect(await sessions()).toBe(count);

    const before = await stateOf(session.id);
    const revised = await call(alice, REVISE, {
      sessionId: session.id,
      addTasks: [{ phaseId: session.phases!.nodes[2]!.id, tasks: [{ key: 'docs', title: 'Docs' }] }],
    });
    expectLimit(revised, 'PLAN_TASKS', 'SAVEPOINT_MAX_PLAN_TASKS', 4);
    expect(revised.message).toContain('would hold 5 tasks in force');
    expect(await stateOf(session.id)).toEqual(before);
    const steps = await call(alice, REVISE, { sessionId: session.id, addSteps: [{ taskKey: 'review', steps: [{ kind: 'READ', title: 'read the diff' }] }] });
    expectLimit(steps, 'PLAN_STEPS', 'SAVEPOINT_MAX_PLAN_STEPS', 4);
  });
});

describe('todo lists', () => {
  it("hold at most SAVEPOINT_MAX_SESSION_TODOS items over all of a session's lists", async () => {
    const alice = await app.owner('todos');
    const session = await sessionFor(alice, { plan: samplePlan });
    const taskId = session.phases!.nodes[0]!.tasks!.nodes[0]!.id;
    const items = (n: number) => Array.from({ length: n }, (_, i) => ({ content: `item ${i}`, status: 'PENDING' }));
    expect((await call(alice, TODOS, { sessionId: session.id, todos: items(3) })).__typename).toBe('UpdateTodosPayload');
    const before = await stateOf(session.id);
    const refused = await call(alice, TODOS, { sessionId: session.id, taskId, todos: items(3) });
    expectLimit(refused, 'SESSION_TODOS', 'SAVEPOINT_MAX_SESSION_TODOS', 5);
    expect(refused.message).toContain('would hold 6 items');
    expect(await stateOf(session.id)).toEqual(before);
    expect((await call(alice, TODOS, { sessionId: session.id, taskId, todos: items(2) })).__typename).toBe('UpdateTodosPayload');
    expect((await call(alice, TODOS, { sessionId: session.id, todos: items(1) })).__typename).toBe('UpdateTodosPayload'); // a list replaced counts anew
  });
});

describe('stored bytes', () => {
  it('a session stores at most SAVEPOINT_MAX_SESSION_BYTES: the write past it is refused and nothing of it is kept', async () => {
    const alice = await app.owner('session-bytes');
    const session = await sessionFor(alice);
    const conversationId = session.conversations!.nodes[0]!.id;
    const append = (size: number) => call(alice, APPEND, { conversationId, messages: [{ role: 'USER', content: 'm'.repeat(size) }] });
    for (let i = 0; i < 3; i++) expect((await append(10_000)).__typename).toBe('AppendMessagesPayload');
    const before = await stateOf(session.id);
    expect(before.stored_bytes).toBeGreaterThanOrEqual(30_000);
    const refused = await append(10_000);
    expectLimit(refused, 'SESSION_BYTES', 'SAVEPOINT_MAX_SESSION_BYTES', 35_000);
    expect(refused.message).toContain('Store large content elsewhere and record a reference to it');
    expect(await stateOf(session.id)).toEqual(before);
    const event = await call(alice, `mutation($input: RecordEventInput!) { recordEvent(input: $input) { ${RESULT} } }`, {
      sessionId: session.id,
      type: 'notes',
      data: { text: 'e'.repeat(6_000) },
    });
    expectLimit(event, 'SESSION_BYTES', 'SAVEPOINT_MAX_SESSION_BYTES', 35_000); // event data counts too
    expect(await stateOf(session.id)).toEqual(before);
  });

  it("an owner's sessions store at most SAVEPOINT_MAX_OWNER_BYTES together", async () => {
    const alice = await app.owner('owner-bytes');
    const bob = await app.owner('owner-bytes-other');
    let refused: Json | null = null;
    for (let i = 0; i < 4 && !refused; i++) {
      const session = await sessionFor(alice);
      const conversationId = session.conversations!.nodes[0]!.id;
      for (let j = 0; j < 3; j++) {
        const result = await call(alice, APPEND, { conversationId, messages: [{ role: 'USER', content: 'm'.repeat(10_000) }] });
        if (result.__typename !== 'AppendMessagesPayload') refused = result;
        if (refused) break;
      }
    }
    expect(refused).not.toBeNull();
    expectLimit(refused!, 'OWNER_BYTES', 'SAVEPOINT_MAX_OWNER_BYTES', 100_000);
    const { rows } = await sql<{ bytes: number }>`select sum(stored_bytes)::int8 as bytes from sessions where owner_id = ${alice.ownerId}`.execute(app.db);
    expect(rows[0]!.bytes).toBeLessThanOrEqual(100_000);
    // Another owner is not held by alice's quota.
    const other = await sessionFor(bob);
    const fine = await call(bob, APPEND, { conversationId: other.conversations!.nodes[0]!.id, messages: [{ role: 'USER', content: 'hello' }] });
    expect(fine.__typename).toBe('AppendMessagesPayload');
  });
});
