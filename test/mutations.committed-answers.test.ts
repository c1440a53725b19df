// A committed write is never answered "failed". An error below a mutation's payload (a cursor the list never handed
// out, a negative `first`) stops at the list it belongs to, which is null with its error in `errors`: the payload, and
// the ids of what was written, still arrive. It used to propagate through non-null fields to `data: null`, and the
// client, told nothing happened, retried a write that had happened.
import { type GraphQLField, getNamedType, isNonNullType, isObjectType, isUnionType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { RESULT_UNIONS } from '../src/graphql/schema/errors/domain.ts';
import { schema } from '../src/graphql/schema.ts';
import { createTestApp } from './helpers/app.ts';
import { workspaceFor } from './helpers/fixtures.ts';
import { history } from './helpers/scenario.ts';

const app = await createTestApp();
const alice = await app.owner('alice');

async function newSession(): Promise<string> {
  const created = await alice.raw(
    `mutation ($input: CreateSessionInput!) { createSession(input: $input) { ... on CreateSessionPayload { session { id } } } }`,
    {
      input: { workspaceId: await workspaceFor(alice), objective: 'to resume' },
    },
  );
  return (created.body.data as { createSession: { session: { id: string } } }).createSession.session.id;
}

const SessionById = `query ($id: ID!) { session(id: $id) { __typename ... on Session { objective } } }`;

/** The one error: VALIDATION_FAILED on the list at `path`, not masked. */
function expectListRefused(errors: readonly unknown[] | undefined, path: readonly string[]) {
  expect(errors).toHaveLength(1);
  expect(errors![0]).toMatchObject({ path, extensions: { code: 'VALIDATION_FAILED' } });
}

describe('a refused argument below a mutation payload', () => {
  it('createSession: the session and its id arrive, the bad cursor nulls only its list', async () => {
    const workspaceId = await workspaceFor(alice);
    const result = await alice.raw(
      `mutation ($input: CreateSessionInput!) {
        createSession(input: $input) { __typename ... on CreateSessionPayload { session { id objective events(after: "garbage") { nodes { seq } } } } }
      }`,
      { input: { workspaceId, objective: 'written anyway' } },
    );
    const data = result.body.data as { createSession: { __typename: string; session: { id: string; objective: string; events: null } } };
    expect(data.createSession).toMatchObject({ __typename: 'CreateSessionPayload', session: { objective: 'written anyway', events: null } });
    expectListRefused(result.body.errors, ['createSession', 'session', 'events']);
    // It was written: the id the client got reads it back.
    const read = await alice.raw(SessionById, { id: data.createSession.session.id });
    expect(read.body.data).toEqual({ session: { __typename: 'Session', objective: 'written anyway' } });
  });

  it('forkSession, createCheckpoint and resumeSession: each payload arrives with what it made', async () => {
    const h = await history(alice);
    const forked = await alice.raw(
      `mutation ($input: ForkSessionInput!) {
        forkSession(input: $input) { __typename ... on ForkSessionPayload { session { id conversations(after: "not-a-cursor") { totalCount } } } }
      }`,
      { input: { sessionId: h.session.id, fromCheckpointId: h.cp.id } },
    );
    const fork = (forked.body.data as { forkSession: { __typename: string; session: { id: string; conversations: null } } }).forkSession;
    expect(fork).toMatchObject({ __typename: 'ForkSessionPayload', session: { conversations: null } });
    expectListRefused(forked.body.errors, ['forkSession', 'session', 'conversations']);
    expect((await alice.raw(SessionById, { id: fork.session.id })).body.data).toMatchObject({ session: { __typename: 'Session' } });

    const checkpointed = await alice.raw(
      `mutation ($input: CreateCheckpointInput!) {
        createCheckpoint(input: $input) { __typename ... on CreateCheckpointPayload { checkpoint { id label forks(first: -1) { totalCount } } } }
      }`,
      { input: { sessionId: fork.session.id, label: 'kept' } },
    );
    expect(checkpointed.body.data).toMatchObject({ createCheckpoint: { __typename: 'CreateCheckpointPayload', checkpoint: { label: 'kept', forks: null } } });
    expectListRefused(checkpointed.body.errors, ['createCheckpoint', 'checkpoint', 'forks']);

    const resumed = await alice.raw(
      `mutation ($input: ResumeSessionInput!) {
        resumeSession(input: $input) { __typename ... on ResumeSessionPayload { lease { token } conversationContext(before: "x") { totalCount } } }
      }`,
      { input: { sessionId: await newSession(), holder: 'runner' } },
    );
    expect(resumed.body.data).toMatchObject({ resumeSession: { __typename: 'ResumeSessionPayload', lease: { token: 1 }, conversationContext: null } });
    expectListRefused(resumed.body.errors, ['resumeSession', 'conversationContext']);
  });
});

describe('every mutation shape', () => {
  it('has no field below its payload that can refuse its arguments without a nullable boundary of its own', () => {
    // Walks every type a mutation's payload reaches. A field with arguments is where a client's input can be refused
    // below a committed write: it must be nullable, or answer its refusals as data (an error union).
    const unsafe: string[] = [];
    const seen = new Set<string>();
    const queue = Object.values(schema.getMutationType()!.getFields()).map((field) => getNamedType(field.type));
    while (queue.length) {
      const type = queue.shift()!;
      if (seen.has(type.name)) continue;
      seen.add(type.name);
      if (isUnionType(type)) queue.push(...type.getTypes());
      if (!isObjectType(type)) continue;
      for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
        const named = getNamedType(field.type);
        const refusalsAsData = isUnionType(named) && RESULT_UNIONS.has(named.name);
        if (field.args.length && isNonNullType(field.type) && !refusalsAsData) unsafe.push(`${type.name}.${field.name}`);
        queue.push(named);
      }
    }
    expect(seen.size).toBeGreaterThan(50); // the walk reached the graph, not only the payloads
    expect(unsafe).toEqual([]);
  });
});
