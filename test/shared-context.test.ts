// Shared context (issue 12 part 5, seed 001): named documents of a session, versioned with optimistic concurrency,
// each version a context.updated event; refusals change nothing.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { sessionFor } from './helpers/fixtures.ts';
import { ChangeSession, LeaseOps, SessionEvents } from './helpers/operations.ts';

const JSON_BYTES = 4_096;
const app = await createTestApp({ config: { limits: { ...loadConfig({}).limits, jsonBytes: JSON_BYTES } } });
const alice = await app.owner('alice');
const mallory = await app.owner('mallory');

const Put = graphql(`
  mutation ContextPut($input: PutSharedContextInput!) {
    putSharedContext(input: $input) {
      __typename
      ... on PutSharedContextPayload { replayed document { key value version updatedBy updatedAt } }
      ... on Error { code message }
      ... on VersionConflictError { key expected current }
      ... on ValidationError { field }
      ... on NotFoundError { entity }
      ... on InvalidTransitionError { currentState }
      ... on StaleLeaseError { given liveToken: current }
    }
  }
`);

const Documents = graphql(`
  query ContextDocuments($id: ID!, $key: String!) {
    session(id: $id) {
      __typename
      ... on Session {
        lastEventSeq
        sharedContext { key value version updatedBy }
        sharedDocument(key: $key) { key value version updatedBy updatedAt }
      }
    }
  }
`);

const localIdOf = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1]!;

async function read(id: string, key = 'notes') {
  const result = await alice.gql(Documents, { id, key });
  if (result.session.__typename !== 'Session') throw new Error(JSON.stringify(result));
  return result.session;
}

async function history(id: string) {
  const result = await alice.gql(SessionEvents, { id, types: ['context.updated'] });
  if (result.session.__typename !== 'Session') throw new Error(JSON.stringify(result));
  return result.session.events!.edges.map((edge) => edge.node.data);
}

async function put(id: string, key: string, value: unknown, expectedVersion: number, extra: { leaseToken?: number; idempotencyKey?: string } = {}) {
  return (await alice.gql(Put, { input: { sessionId: id, key, value, expectedVersion, ...extra } })).putSharedContext;
}

describe('putSharedContext', () => {
  it('creates a document at version 1 and raises the version by one per write; the session lists its documents by key', async () => {
    const { id } = await sessionFor(alice);
    expect((await read(id)).sharedDocument).toBeNull();
    const created = await put(id, 'notes', { decisions: ['use REST'] }, 0);
    expect(created).toMatchObject({
      __typename: 'PutSharedContextPayload',
      replayed: false,
      document: { key: 'notes', value: { decisions: ['use REST'] }, version: 1, updatedBy: 'alice-token' },
    });
    const updated = await put(id, 'notes', { decisions: ['use GraphQL'] }, 1);
    expect(updated).toMatchObject({ document: { version: 2, value: { decisions: ['use GraphQL'] } } });
    await put(id, 'design/api.md', '# API\n\nOne endpoint.', 0);

    const session = await read(id);
    expect(session.sharedContext).toEqual([
      { key: 'design/api.md', value: '# API\n\nOne endpoint.', version: 1, updatedBy: 'alice-token' },
      { key: 'notes', value: { decisions: ['use GraphQL'] }, version: 2, updatedBy: 'alice-token' },
    ]);
    expect(session.sharedDocument).toMatchObject({ key: 'notes', version: 2 });
    expect(new Date(session.sharedDocument!.updatedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('holds any JSON but null: objects, arrays, text, numbers, booleans, empty values', async () => {
    const { id } = await sessionFor(alice);
    const values: Array<[string, unknown]> = [
      ['object', { a: { b: [1, 2, 3] } }],
      ['array', [1, 'two', { three: 3 }]],
      ['text', 'plain text, with "quotes" and\nnewlines'],
      ['number', 42.5],
      ['flag', false],
      ['empty-object', {}],
      ['empty-text', ''],
    ];
    for (const [key, value] of values) expect(await put(id, key, value, 0)).toMatchObject({ document: { key, value, version: 1 } });
    const stored = Object.fromEntries((await read(id)).sharedContext.map((doc) => [doc.key, doc.value]));
    expect(stored).toEqual(Object.fromEntries(values));
  });

  it('answers a stale expectedVersion with VERSION_CONFLICT and the current version, and changes nothing', async () => {
    const { id } = await sessionFor(alice);
    await put(id, 'notes', 'v1', 0);
    await put(id, 'notes', 'v2', 1);
    const before = await read(id);
    expect(await put(id, 'notes', 'stale', 1)).toMatchObject({
      __typename: 'VersionConflictError',
      code: 'VERSION_CONFLICT',
      key: 'notes',
      expected: 1,
      current: 2,
    });
    expect(await put(id, 'notes', 'ahead', 7)).toMatchObject({ __typename: 'VersionConflictError', expected: 7, current: 2 });
    const exists = await put(id, 'notes', 'create again', 0);
    expect(exists).toMatchObject({ __typename: 'VersionConflictError', expected: 0, current: 2 });
    expect(exists.__typename === 'VersionConflictError' && exists.message).toContain('expectedVersion 2');
    const missing = await put(id, 'nothing-here', 'x', 3);
    expect(missing).toMatchObject({ __typename: 'VersionConflictError', expected: 3, current: 0 });
    expect(missing.__typename === 'VersionConflictError' && missing.message).toContain('expectedVersion 0');
    expect(await read(id)).toEqual(before);
  });

  it('lets exactly one of several concurrent writers of one version win; the others get VERSION_CONFLICT', async () => {
    const { id } = await sessionFor(alice);
    const creators = await Promise.all(Array.from({ length: 8 }, (_, i) => put(id, 'race', { writer: i }, 0)));
    expect(creators.filter((r) => r.__typename === 'PutSharedContextPayload')).toHaveLength(1);
    expect(creators.filter((r) => r.__typename === 'VersionConflictError').map((r) => r.__typename === 'VersionConflictError' && r.current)).toEqual(
      Array(7).fill(1),
    );

    const updaters = await Promise.all(Array.from({ length: 8 }, (_, i) => put(id, 'race', { writer: `u${i}` }, 1)));
    const winners = updaters.filter((r) => r.__typename === 'PutSharedContextPayload');
    expect(winners).toHaveLength(1);
    expect(updaters.filter((r) => r.__typename === 'VersionConflictError')).toHaveLength(7);
    const doc = (await read(id, 'race')).sharedDocument!;
    expect(doc.version).toBe(2);
    expect(winners[0]!.__typename === 'PutSharedContextPayload' && winners[0]!.document.value).toEqual(doc.value);
    expect(await history(id)).toHaveLength(2);
  });

  it('keeps every version in the session log as context.updated, in order', async () => {
    const { id } = await sessionFor(alice);
    await put(id, 'notes', { n: 1 }, 0);
    await put(id, 'plan', 'text', 0);
    await put(id, 'notes', { n: 2 }, 1);
    expect(await history(id)).toEqual([
      { key: 'notes', version: 1, value: { n: 1 } },
      { key: 'plan', version: 1, value: 'text' },
      { key: 'notes', version: 2, value: { n: 2 } },
    ]);
  });

  it('refuses bad keys, a negative version, a null value and a value over the JSON limit; none changes anything', async () => {
    const { id } = await sessionFor(alice);
    await put(id, 'notes', 'keep', 0);
    const before = await read(id);
    for (const key of ['', 'has space', 'emoji-😀', 'x'.repeat(201), 'semi;colon']) {
      expect(await put(id, key, 'v', 0)).toMatchObject({ __typename: 'ValidationError', field: 'key' });
    }
    expect(await put(id, 'notes', 'v', -1)).toMatchObject({ __typename: 'ValidationError', field: 'expectedVersion' });
    const nulled = await alice.raw(Put, { input: { sessionId: id, key: 'notes', value: null, expectedVersion: 1 } });
    expect(nulled.body.errors?.length).toBeGreaterThan(0); // JSON! refuses null: documents are never deleted
    const big = await alice.raw(Put, { input: { sessionId: id, key: 'notes', value: 'x'.repeat(JSON_BYTES), expectedVersion: 1 } });
    expect(big.body.errors?.[0]?.extensions?.code).toBe('LIMIT_EXCEEDED');
    expect(await read(id)).toEqual(before);
  });

  it('reads a document a restore took away (value null) as absent; writing it again names its version', async () => {
    const { id } = await sessionFor(alice);
    await put(id, 'notes', 'v1', 0);
    await put(id, 'notes', 'v2', 1);
    await sql`update shared_context set value = null, version = 3 where session_id = ${localIdOf(id)} and key = 'notes'`.execute(app.db);
    expect((await read(id)).sharedDocument).toBeNull();
    expect((await read(id)).sharedContext).toEqual([]);
    expect(await put(id, 'notes', 'again', 0)).toMatchObject({ __typename: 'VersionConflictError', current: 3 });
    expect(await put(id, 'notes', 'again', 3)).toMatchObject({ document: { value: 'again', version: 4 } });
  });

  it('refuses a finished session and another owner, and changes nothing', async () => {
    const { id } = await sessionFor(alice);
    await put(id, 'notes', 'final', 0);
    await alice.gql(ChangeSession.cancel, { input: { sessionId: id } });
    const before = await read(id);
    expect(await put(id, 'notes', 'after', 1)).toMatchObject({ __typename: 'InvalidTransitionError', currentState: 'CANCELLED' });
    const other = await sessionFor(alice);
    const foreign = await mallory.gql(Put, { input: { sessionId: other.id, key: 'notes', value: 'x', expectedVersion: 0 } });
    expect(foreign.putSharedContext).toMatchObject({ __typename: 'NotFoundError', entity: 'Session' });
    expect(await read(id)).toEqual(before);
    expect((await read(other.id)).sharedContext).toEqual([]);
  });

  it('is fenced by the lease: SESSION_LOCKED without the token, STALE_LEASE with an old one; neither writes', async () => {
    const { id } = await sessionFor(alice);
    const leased = await alice.gql(LeaseOps.acquire, { input: { sessionId: id, holder: 'runner-1' } });
    if (leased.acquireLease.__typename !== 'LeasePayload') throw new Error(JSON.stringify(leased));
    const token = leased.acquireLease.lease!.token;
    const before = await read(id);
    expect(await put(id, 'notes', 'x', 0)).toMatchObject({ __typename: 'SessionLockedError' });
    expect(await read(id)).toEqual(before);
    expect(await put(id, 'notes', 'mine', 0, { leaseToken: token })).toMatchObject({ document: { version: 1 } });
    await alice.gql(LeaseOps.release, { input: { sessionId: id, leaseToken: token } });
    const released = await read(id);
    expect(await put(id, 'notes', 'late', 1, { leaseToken: token })).toMatchObject({ __typename: 'StaleLeaseError', given: token, liveToken: null });
    expect(await read(id)).toEqual(released);
  });

  it('replays a retry with its idempotency key: the version that call wrote, nothing written again', async () => {
    const { id } = await sessionFor(alice);
    const first = await put(id, 'notes', { draft: 1 }, 0, { idempotencyKey: 'put-1' });
    await put(id, 'notes', { draft: 2 }, 1);
    const retry = await put(id, 'notes', { draft: 1 }, 0, { idempotencyKey: 'put-1' });
    expect(retry).toMatchObject({ replayed: true, document: { value: { draft: 1 }, version: 1 } });
    expect(first.__typename === 'PutSharedContextPayload' && retry.__typename === 'PutSharedContextPayload' && retry.document.updatedAt).toBe(
      first.__typename === 'PutSharedContextPayload' && first.document.updatedAt,
    );
    expect(await history(id)).toHaveLength(2);
    expect((await read(id)).sharedDocument).toMatchObject({ version: 2 });
    expect(await put(id, 'notes', { other: true }, 2, { idempotencyKey: 'put-1' })).toMatchObject({ __typename: 'IdempotencyConflictError' });
    expect(await history(id)).toHaveLength(2);
  });

  it('redacts secrets in the value before storing it, in the document and its event', async () => {
    const { id } = await sessionFor(alice);
    const secret = 'ghp_R3dact1onMarkerAbCdEfGhIjKlMnOpQrStu';
    const result = await put(id, 'env', { apiKey: 'abcdefgh12345678', note: `clone with ${secret}` }, 0);
    const text = JSON.stringify([result, (await read(id, 'env')).sharedDocument, await history(id)]);
    expect(text).not.toContain(secret);
    expect(text).not.toContain('abcdefgh12345678');
    expect(text).toContain('***');
  });
});
