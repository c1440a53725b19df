import { readFile } from 'node:fs/promises';
import { decodeGlobalID } from '@pothos/plugin-relay';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  isUnionType,
  LoneAnonymousOperationRule,
  NoUndefinedVariablesRule,
  parse,
  specifiedRules,
  validate,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { RESULT_UNIONS } from '../src/graphql/schema/errors/domain.ts';
import { printSortedSchema, schema } from '../src/graphql/schema.ts';
import { createTestApp } from './helpers/app.ts';
import { samplePlan, sessionFor } from './helpers/fixtures.ts';
import { checkSavepoint } from './tools/throws/savepoint.ts';

describe('schema.graphql', () => {
  it('is exactly the sorted, printed Pothos schema (run `npm run codegen` after changing the API)', async () => {
    const committed = await readFile(new URL('../schema.graphql', import.meta.url), 'utf8');
    expect(committed).toBe(printSortedSchema());
  });

  it('matches every GraphQL example in the README (examples may leave variables undeclared and share a block)', async () => {
    const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
    const blocks = [...readme.matchAll(/```graphql\n([\s\S]*?)```/g)].map((match) => match[1]!);
    expect(blocks.length).toBeGreaterThan(5);
    const rules = specifiedRules.filter((rule) => rule !== NoUndefinedVariablesRule && rule !== LoneAnonymousOperationRule);
    const problems = blocks.flatMap((block) => validate(schema, parse(block), rules).map((error) => `${error.message}\n${block}`));
    expect(problems).toEqual([]);
  });
});

describe('a schema for client developers', () => {
  it('describes every type, field, argument, input field and enum value', () => {
    const undescribed: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || (isScalarType(type) && isSpecifiedScalarType(type))) continue;
      if (!type.description) undescribed.push(type.name);
      if (isObjectType(type) || isInterfaceType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) undescribed.push(`${type.name}.${field.name}`);
          for (const arg of field.args) if (!arg.description) undescribed.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
      if (isInputObjectType(type)) for (const field of Object.values(type.getFields())) if (!field.description) undescribed.push(`${type.name}.${field.name}`);
      if (isEnumType(type)) for (const value of type.getValues()) if (!value.description) undescribed.push(`${type.name}.${value.name}`);
    }
    expect(undescribed).toEqual([]);
  });

  it('types every id field ID, and gives every object a cache would normalise an id', () => {
    const stringIds: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || !(isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))) continue;
      for (const field of Object.values(type.getFields())) {
        const deprecated = 'deprecationReason' in field && field.deprecationReason;
        if (/(^id|Id|Ids)$/.test(field.name) && String(field.type).replace(/[![\]]/g, '') !== 'ID' && !deprecated) stringIds.push(`${type.name}.${field.name}`);
      }
    }
    // Ids that are not ours: an agent's id in the client's own terms, a model's id of a tool call, a client's ids of its
    // own state's checkpoints and tasks (client-state: LangGraph's checkpoint and task ids).
    expect(stringIds.sort(), stringIds.join(', ')).toEqual([
      'ForkStateInput.clientId',
      'PutStateCheckpointInput.clientId',
      'PutStateCheckpointInput.parentClientId',
      'PutStatePayload.clientId',
      'PutStateWritesInput.checkpointId',
      'RewindStateInput.toClientId',
      'RewindToolCall.callId',
      'StateCheckpoint.clientId',
      'StateCheckpoint.parentClientId',
      'StateWrite.taskId',
      'StateWriteInput.taskId',
      'SteerStatePayload.clientId',
      'Task.agentId',
      'TaskPlanInput.agentId',
      'ToolCall.callId',
      'ToolCallInput.id',
    ]);
    const node = schema.getType('Node');
    const nodes = isInterfaceType(node) ? schema.getPossibleTypes(node).map((type) => type.name) : [];
    expect(nodes).toEqual(expect.arrayContaining(['Viewer', 'SessionEvent', 'Lease', 'Session', 'Workspace', 'Checkpoint', 'Message']));
  });

  it('gives every connection a totalCount', () => {
    const connections = Object.values(schema.getTypeMap()).filter((type) => isObjectType(type) && type.name.endsWith('Connection'));
    expect(connections.length).toBeGreaterThan(10);
    for (const type of connections) expect(isObjectType(type) && getNamedType(type.getFields().totalCount?.type ?? type)?.name, type.name).toBe('Int');
  });
});

// ---- error unions, derived: every union and `<fn>Throws` declaration checked against the code by the throws tool ----

describe('error unions, derived from what each workflow can throw', async () => {
  const report = await checkSavepoint();

  it('finds the declarations', () => {
    const all = report.declarations.map((declaration) => declaration.ref.replace(/Throws$/, ''));
    expect(all.length).toBeGreaterThan(40);
    expect(all).toContain('workflows/sessions/create-session.ts#createSession');
  });

  it('lists in each union exactly what its resolver can throw, and in each declaration what its function can (test/tools/throws/)', () => {
    expect(report.sites.length).toBeGreaterThan(20);
    expect(report.problems).toEqual([]);
  });

  it('lists in each union exactly the declared errors, and has no error union that resultOf did not make', () => {
    const unions = Object.values(schema.getTypeMap()).filter(isUnionType);
    const withErrors = unions.filter((union) => union.getTypes().some((type) => type.getInterfaces().some((i) => i.name === 'Error')));
    expect(withErrors.map((union) => union.name).sort()).toEqual([...RESULT_UNIONS.keys()].sort());
    for (const union of withErrors) {
      const errorTypes = union
        .getTypes()
        .filter((type) => type.getInterfaces().some((i) => i.name === 'Error'))
        .map((type) => type.name);
      expect(errorTypes.sort(), union.name).toEqual(
        RESULT_UNIONS.get(union.name)!
          .map((type) => type.name)
          .sort(),
      );
    }
  });
});

// ---- the same, against a running API ----

let statements = 0;
const app = await createTestApp({ onQuery: () => void statements++, live: false });
const alice = await app.owner('alice');
const bob = await app.owner('bob');
type Client = typeof alice;

/** Runs an operation (a plain string: these are not codegen'd) and returns its data, failing on any GraphQL error. */
async function run(client: Client, query: string, variables: Record<string, unknown> = {}): Promise<any> {
  const { body } = await client.raw(query, variables);
  if (body.errors?.length) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

async function runningSession(client: Client) {
  const session = await sessionFor(client, {
    plan: samplePlan,
    checkpointPolicy: { afterStep: false, phaseBoundary: false, planChange: false, onError: false },
  });
  await run(client, 'mutation($s: ID!) { startSession(input: { sessionId: $s }) { __typename } }', { s: session.id });
  return session;
}

describe('ids a cache can normalise, each loadable with node(id:) by its owner only', () => {
  it('gives the viewer the global id of its owner', async () => {
    const { viewer } = await run(alice, '{ viewer { id name } }');
    expect(decodeGlobalID(viewer.id)).toEqual({ typename: 'Viewer', id: alice.ownerId });
    expect((await run(alice, 'query($id: ID!) { node(id: $id) { id ... on Viewer { name } } }', { id: viewer.id })).node).toEqual({
      id: viewer.id,
      name: 'alice',
    });
    expect((await run(bob, 'query($id: ID!) { node(id: $id) { id } }', { id: viewer.id })).node).toBeNull();
  });

  it('gives every session event an id made of its session and seq', async () => {
    const session = await runningSession(alice);
    const { session: read } = await run(alice, 'query($id: ID!) { session(id: $id) { ... on Session { events { nodes { id seq type } } } } }', {
      id: session.id,
    });
    const [first, second] = read.events.nodes;
    expect(new Set(read.events.nodes.map((event: { id: string }) => event.id)).size).toBe(read.events.nodes.length);
    expect(decodeGlobalID(second.id)).toEqual({ typename: 'SessionEvent', id: `${decodeGlobalID(session.id).id}:${second.seq}` });
    const found = await run(alice, 'query($ids: [ID!]!) { nodes(ids: $ids) { id ... on SessionEvent { seq type } } }', { ids: [second.id, first.id] });
    expect(found.nodes).toEqual([second, first]);
    expect((await run(bob, 'query($id: ID!) { node(id: $id) { id } }', { id: first.id })).node).toBeNull();
  });

  it('gives a lease an id made of its session and token, loadable while it is the lease of its session', async () => {
    const session = await runningSession(alice);
    const Acquire =
      'mutation($s: ID!) { acquireLease(input: { sessionId: $s, holder: "runner-1" }) { ... on LeasePayload { lease { id token session { id } } } } }';
    const { lease } = (await run(alice, Acquire, { s: session.id })).acquireLease;
    expect(decodeGlobalID(lease.id)).toEqual({ typename: 'Lease', id: `${decodeGlobalID(session.id).id}:${lease.token}` });
    expect(lease.session.id).toBe(session.id);
    const Node = 'query($id: ID!) { node(id: $id) { id ... on Lease { holder live } } }';
    expect((await run(alice, Node, { id: lease.id })).node).toEqual({ id: lease.id, holder: 'runner-1', live: true });
    expect((await run(bob, Node, { id: lease.id })).node).toBeNull();
    await run(alice, 'mutation($s: ID!, $t: Int!) { releaseLease(input: { sessionId: $s, leaseToken: $t }) { __typename } }', {
      s: session.id,
      t: lease.token,
    });
    expect((await run(alice, Node, { id: lease.id })).node).toBeNull();
  });
});

describe('totalCount', () => {
  const Counts = `query($id: ID!) { session(id: $id) { ... on Session {
    phases(first: 1) { totalCount nodes { tasks(first: 1) { totalCount } } }
    tasks(first: 1) { totalCount nodes { steps(first: 1) { totalCount } } }
    events(first: 1) { totalCount }
    created: events(first: 1, types: ["session.created", "plan.created"]) { totalCount }
    conversations(first: 1) { totalCount nodes {
      messages(first: 1) { totalCount } withSuperseded: messages(includeSuperseded: true) { totalCount }
      withoutTools: messages(includeToolResults: false) { totalCount } } }
    checkpoints(first: 1) { totalCount nodes { conversations { lastMessageSeq messages(first: 1) { totalCount } } } }
    approvals(first: 1) { totalCount } pending: approvals(state: PENDING) { totalCount }
    lastEventSeq } } }`;

  it('counts the whole list, with its filters and without its paging', async () => {
    const session = await runningSession(alice);
    const conversationId = session.conversations!.nodes[0]!.id;
    await run(
      alice,
      'mutation($c: ID!) { appendMessages(input: { conversationId: $c, messages: [{ role: USER, content: "a" }, { role: TOOL, toolName: "t", toolResult: "r" }] }) { __typename } }',
      {
        c: conversationId,
      },
    );
    await run(alice, 'mutation($s: ID!) { requestApproval(input: { sessionId: $s, title: "ship?" }) { __typename } }', { s: session.id });
    for (const label of ['one', 'two']) {
      await run(alice, 'mutation($s: ID!, $l: String) { createCheckpoint(input: { sessionId: $s, label: $l, includeCode: false }) { __typename } }', {
        s: session.id,
        l: label,
      });
    }
    const { session: counts } = await run(alice, Counts, { id: session.id });
    expect(counts).toMatchObject({
      phases: { totalCount: 3, nodes: [{ tasks: { totalCount: 1 } }] },
      tasks: { totalCount: 4, nodes: [{ steps: { totalCount: 1 } }] },
      events: { totalCount: counts.lastEventSeq },
      created: { totalCount: 2 },
      conversations: { totalCount: 1, nodes: [{ messages: { totalCount: 2 }, withSuperseded: { totalCount: 2 }, withoutTools: { totalCount: 1 } }] },
      checkpoints: { totalCount: 2, nodes: [{ conversations: [{ lastMessageSeq: 2, messages: { totalCount: 2 } }] }] },
      approvals: { totalCount: 1 },
      pending: { totalCount: 1 },
    });
    const top = await run(
      alice,
      '{ sessions(first: 1) { totalCount } running: sessions(first: 1, filter: { state: [RUNNING] }) { totalCount } workspaces(first: 1) { totalCount } }',
    );
    const all = await app.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('owner_id', '=', alice.ownerId)
      .executeTakeFirstOrThrow();
    expect(top.sessions.totalCount).toBe(Number(all.n));
    expect(top.running.totalCount).toBeGreaterThanOrEqual(1);
    expect(top.running.totalCount).toBeLessThan(top.sessions.totalCount + 1);
    expect(top.workspaces.totalCount).toBe(Number(all.n)); // sessionFor makes a workspace per session
  });

  it('runs no statement when not selected, and one per kind of count for a whole list of sessions', async () => {
    for (let i = 0; i < 3; i++) await runningSession(bob);
    const count = async (selection: string) => {
      statements = 0;
      await run(bob, `{ sessions(first: 10) { nodes { id ${selection} } } }`);
      return statements;
    };
    const plain = await count(
      'events(first: 2) { nodes { seq } } conversations { nodes { messages(first: 2) { nodes { seq } } } } checkpoints { nodes { id } }',
    );
    const counted = await count(
      'events(first: 2) { totalCount nodes { seq } } conversations { totalCount nodes { messages(first: 2) { totalCount nodes { seq } } } } checkpoints { totalCount nodes { id } }',
    );
    expect(counted).toBe(plain + 1); // the message counts of every conversation, in one statement; the rest are known
    const typed = await count('events(first: 2, types: ["session.created"]) { totalCount nodes { seq } }');
    expect(typed).toBe((await count('events(first: 2, types: ["session.created"]) { nodes { seq } }')) + 1);
  });
});

describe('errors as clients see them', () => {
  it('shows every id in a message and an id field as a global id, never a database id', async () => {
    const session = await runningSession(alice);
    const other = await sessionFor(bob);
    const Complete =
      'mutation($s: ID!) { completeSession(input: { sessionId: $s }) { __typename ... on Error { code message } ... on NotFoundError { entity id } } }';
    const missing = (await run(alice, Complete, { s: other.id })).completeSession;
    expect(missing).toMatchObject({ __typename: 'NotFoundError', entity: 'Session', id: other.id });
    expect(missing.message).toContain(`Session ${other.id} was not found`);

    const Start = `mutation($s: ID!) { startSession(input: { sessionId: $s }) { __typename ... on Error { message }
      ... on InvalidTransitionError { entity entityId currentState action allowedFrom } } }`;
    const refused = (await run(alice, Start, { s: session.id })).startSession;
    expect(refused).toEqual({
      __typename: 'InvalidTransitionError',
      message: `Cannot start session ${session.id}: it is RUNNING; that is allowed only while it is CREATED, PLANNING or PAUSED. It is RUNNING already: nothing to do.`,
      entity: 'Session',
      entityId: session.id,
      currentState: 'RUNNING',
      action: 'start',
      allowedFrom: ['CREATED', 'PLANNING', 'PAUSED'],
    });

    const taskId = session.phases!.nodes[0]!.tasks!.nodes[0]!.id;
    await run(alice, 'mutation($s: ID!) { acquireLease(input: { sessionId: $s, holder: "runner-1" }) { __typename } }', { s: session.id });
    const StartTask = 'mutation($t: ID!, $l: Int) { startTask(input: { taskId: $t, leaseToken: $l }) { __typename ... on Error { message } } }';
    const locked = (await run(alice, StartTask, { t: taskId })).startTask;
    const stale = (await run(alice, StartTask, { t: taskId, l: 999 })).startTask;
    expect(locked).toMatchObject({
      __typename: 'SessionLockedError',
      message: expect.stringContaining(`Session ${session.id} is leased to runner "runner-1"`),
    });
    expect(stale).toMatchObject({ __typename: 'StaleLeaseError', message: expect.stringContaining(`of session ${session.id} is no longer live`) });
    for (const error of [missing, refused, locked, stale]) expect(error.message).not.toMatch(UUID);
  });

  it('answers an error outside a union (a refused subscription, a bad cursor) with the same global ids', async () => {
    const { body } = await alice.raw('query($id: ID!) { node(id: $id) { ... on Conversation { messages(after: "x") { nodes { seq } } } } }', {
      id: (await sessionFor(alice)).conversations!.nodes[0]!.id,
    });
    expect(body.errors?.[0]).toMatchObject({ extensions: { code: 'VALIDATION_FAILED' } });
  });
});
