// Unexpected failures are masked for the client and logged with their cause; expected ones are typed data.

import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { sessionFor } from './helpers/fixtures.ts';

const logged: unknown[][] = [];
const quiet = () => {};
const app = await createTestApp({ logger: { debug: quiet, info: quiet, warn: quiet, error: (...args) => logged.push(args) } });
const alice = await app.owner('alice');

const SessionApprovals = graphql(`query SessionApprovals($id: ID!) { session(id: $id) { ... on Session { approvals { nodes { id } } } } }`);

describe('unexpected errors', () => {
  it('answers "Unexpected error." without internals and logs the real cause', async () => {
    const session = await sessionFor(alice);
    await sql`alter table approvals rename to approvals_moved`.execute(app.db);
    const result = await alice.raw(SessionApprovals, { id: session.id });
    await sql`alter table approvals_moved rename to approvals`.execute(app.db);
    expect(result.body.errors?.[0]?.message).toBe('Unexpected error.');
    expect(JSON.stringify(result.body)).not.toContain('does not exist');
    expect(JSON.stringify(logged.flat().map(String))).toContain('relation \\"approvals\\" does not exist');
  });
});

const SessionEventsAfter = graphql(
  `query SessionEventsAfter($id: ID!, $after: String) { session(id: $id) { ... on Session { events(first: 5, after: $after) { nodes { seq } } } } }`,
);

describe('expected errors outside an error union', () => {
  it('refuse a cursor the API never handed out with VALIDATION_FAILED (not masked, not read as the start)', async () => {
    const session = await sessionFor(alice);
    const logs = logged.length;
    const result = await alice.raw(SessionEventsAfter, { id: session.id, after: 'not-a-cursor' });
    expect(result.body.errors).toHaveLength(1);
    expect(result.body.errors?.[0]).toMatchObject({
      message: expect.stringContaining('"not-a-cursor" is not a cursor'),
      extensions: { code: 'VALIDATION_FAILED' },
    });
    expect(logged.slice(logs).map(String)).toEqual([]); // an expected failure is not logged as an error
    const ok = await alice.gql(SessionEventsAfter, { id: session.id, after: '0' });
    if (!('events' in ok.session)) throw new Error('session');
    expect(ok.session.events!.nodes[0]?.seq).toBe(1);
  });
});
