// Reads are bounded (issue 19, items 10 and 16): a response larger than SAVEPOINT_MAX_RESPONSE_BYTES is refused, as
// LIMIT_EXCEEDED naming the setting, before it is serialised. Thirty aliases of a large session (2,000 documents of
// 200 kB) used to build one string past what V8 can hold: "RangeError: Invalid string length", a masked 500. Here the
// limit is set small and the session small.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestApp } from './helpers/app.ts';
import { sessionFor } from './helpers/fixtures.ts';

const defaults = loadConfig({});
const app = await createTestApp({ config: { limits: { ...defaults.limits, responseBytes: 64 * 1_024 } } });
const alice = await app.owner('responses');

const PUT = 'mutation($input: PutSharedContextInput!) { putSharedContext(input: $input) { __typename ... on Error { code message } } }';

describe('a response over SAVEPOINT_MAX_RESPONSE_BYTES', () => {
  it('thirty aliases of a large session: refused before it is serialised, naming the setting; one alias is answered', async () => {
    const session = await sessionFor(alice);
    for (const key of ['a', 'b', 'c']) {
      const { body } = await alice.raw(PUT, { input: { sessionId: session.id, key, value: 'r'.repeat(1_300), expectedVersion: 0 } });
      expect(body.data).toEqual({ putSharedContext: { __typename: 'PutSharedContextPayload' } });
    }
    const aliases = Array.from({ length: 30 }, (_, i) => `s${i}: session(id: $id) { ... on Session { sharedContext { key value } } }`).join(' ');
    const { status, body } = await alice.raw(`query($id: ID!) { ${aliases} }`, { id: session.id });
    expect(body.data ?? null).toBeNull();
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0]!.extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'responseBytes', setting: 'SAVEPOINT_MAX_RESPONSE_BYTES', max: 65_536 });
    expect(body.errors![0]!.message).toMatch(/^This response would be [\d.]+ KiB or more; the limit is 64 KiB \(SAVEPOINT_MAX_RESPONSE_BYTES\)\. Select fewer/);
    expect(status).toBe(400);
    const one = await alice.raw('query($id: ID!) { session(id: $id) { ... on Session { sharedContext { key value } } } }', { id: session.id });
    expect(one.body.errors).toBeUndefined();
  });

  it('of a mutation says that the mutation ran: what it changed stands', async () => {
    const session = await sessionFor(alice);
    const put = 'mutation($input: PutSharedContextInput!) { putSharedContext(input: $input) { ... on PutSharedContextPayload { document { value } } } }';
    const { body } = await alice.raw(put, { input: { sessionId: session.id, key: 'big', value: 'b'.repeat(70_000), expectedVersion: 0 } });
    expect(body.errors![0]!.extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'responseBytes' });
    expect(body.errors![0]!.message).toContain('This mutation ran (what it changed stands), but its response would be');
    const read = await alice.raw('query($id: ID!) { session(id: $id) { ... on Session { sharedDocument(key: "big") { version } } } }', { id: session.id });
    expect(read.body.data).toEqual({ session: { sharedDocument: { version: 1 } } });
  });
});

describe('shared documents, a page at a time', () => {
  it('sharedDocuments pages them by key, counts them all, and refuses a cursor it never handed out', async () => {
    const session = await sessionFor(alice);
    for (const key of ['e', 'a', 'd', 'b', 'c']) {
      await alice.raw(PUT, { input: { sessionId: session.id, key, value: { key }, expectedVersion: 0 } });
    }
    const page = async (after?: string) => {
      const { body } = await alice.raw(
        'query($id: ID!, $after: String) { session(id: $id) { ... on Session { sharedDocuments(first: 2, after: $after) { totalCount nodes { key value } pageInfo { hasNextPage endCursor } } } } }',
        { id: session.id, after },
      );
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return (body.data as { session: { sharedDocuments: any } }).session.sharedDocuments;
    };
    const keys: string[] = [];
    let cursor: string | undefined;
    for (let more = true; more; ) {
      const { totalCount, nodes, pageInfo } = await page(cursor);
      expect(totalCount).toBe(5);
      expect(nodes.length).toBeLessThanOrEqual(2);
      for (const node of nodes) expect(node.value).toEqual({ key: node.key });
      keys.push(...nodes.map((node: { key: string }) => node.key));
      more = pageInfo.hasNextPage;
      cursor = pageInfo.endCursor;
    }
    expect(keys).toEqual(['a', 'b', 'c', 'd', 'e']);
    const { body } = await alice.raw('query($id: ID!) { session(id: $id) { ... on Session { sharedDocuments(after: "not a key!") { totalCount } } } }', {
      id: session.id,
    });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
