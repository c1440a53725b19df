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
