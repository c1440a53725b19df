// The edge's input checks name the place of a bad value deep in a batch variable (the path they write only when they
// refuse: issue 26), for each of the three walks: a NUL in a key or a string of JSON data (use-input-sanity.ts), a
// name over its bound (input-strings.ts), a JSON value over SAVEPOINT_MAX_JSON_BYTES (use-json-input-limit.ts); and a
// refused batch records nothing.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestApp } from './helpers/app.ts';
import { sessionFor } from './helpers/fixtures.ts';

const JSON_BYTES = 4_096;
const app = await createTestApp({ config: { limits: { ...loadConfig({}).limits, jsonBytes: JSON_BYTES } } });
const alice = await app.owner('alice');

const RECORD = `mutation($i: RecordEventsInput!) {
  recordEvents(input: $i) { __typename ... on RecordEventsPayload { lastSeq } ... on Error { code message } }
}`;
const EVENTS = `query($id: ID!) { session(id: $id) { ... on Session { events(types: ["custom.batch.item"]) { totalCount } } } }`;

/** 1,000 good events, with `bad` put in place of the `at`-th. */
function batch(at: number, bad: Record<string, unknown>) {
  return Array.from({ length: 1_000 }, (_, i) => (i === at ? bad : { type: 'batch.item', data: { i, note: 'fine' } }));
}

describe('a refusal inside a batch of 1,000 events', () => {
  it.each([
    {
      walk: 'a NUL in a string of JSON data',
      bad: { type: 'batch.item', data: { list: ['ok', 'a\u0000b'] } },
      field: 'input.events[617].data.list[1]',
      says: 'NUL character',
    },
    {
      walk: 'a NUL in a key of JSON data',
      bad: { type: 'batch.item', data: { nested: { 'odd\u0000key': 1 } } },
      field: 'input.events[617].data.nested["odd\\u0000key"]',
      says: 'has a key that contains a NUL character',
    },
    { walk: 'a name over its bound', bad: { type: `batch.${'x'.repeat(1_000)}` }, field: 'input.events[617].type', says: 'it takes at most 1,000' },
  ])('names the place of $walk and records nothing', async ({ bad, field, says }) => {
    const session = await sessionFor(alice);
    const { body } = await alice.raw(RECORD, { i: { sessionId: session.id, events: batch(617, bad) } });
    expect(body.errors).toHaveLength(1);
    const [error] = body.errors!;
    expect(error!.extensions).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect(error!.message).toContain(says);
    const events = await alice.raw(EVENTS, { id: session.id });
    expect(events.body.data).toEqual({ session: { events: { totalCount: 0 } } });
  });

  it('names the place of a JSON value over its size and records nothing', async () => {
    const session = await sessionFor(alice);
    const { body } = await alice.raw(RECORD, {
      i: { sessionId: session.id, events: batch(617, { type: 'batch.item', data: { note: 'j'.repeat(JSON_BYTES) } }) },
    });
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0]!.extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'jsonBytes' });
    expect(body.errors![0]!.message).toMatch(/^\$i\.events\[617\]\.data is /);
    const events = await alice.raw(EVENTS, { id: session.id });
    expect(events.body.data).toEqual({ session: { events: { totalCount: 0 } } });
  });
});
