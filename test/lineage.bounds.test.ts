// Lineage reads are bounded (issue 19, item 15): a walk follows at most SAVEPOINT_MAX_LINEAGE_DEPTH forks and reads
// at most SAVEPOINT_MAX_LINEAGE_SESSIONS sessions per list, says when a tree goes on past them (`truncated`), and is
// counted in the cost budget; forkSession refuses to grow a tree deeper. Trees larger than the API lets anyone make
// quickly (a chain of 1,000 forks, a session forked 60 times) are drawn with SQL, then read through the API.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { sessionFor } from './helpers/fixtures.ts';

const defaults = loadConfig({});
const DEPTH = 20;
const SESSIONS = 50;
const app = await createTestApp({ config: { quotas: { ...defaults.quotas, lineageDepth: DEPTH, lineageSessions: SESSIONS } } });
const alice = await app.owner('alice');

const local = (id: string) => decodeGlobalID(id).id;
const global = (id: string) => Buffer.from(`Session:${id}`).toString('base64');

/** `count` sessions under `parentId`: a chain (each the fork of the one before) or a fan (all forks of the parent). */
async function drawForks(parentId: string, count: number, shape: 'chain' | 'fan'): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    with recursive made (n, id, parent) as (
      select 1, gen_random_uuid(), ${local(parentId)}::uuid
      union all
      select n + 1, gen_random_uuid(), case when ${shape} = 'chain' then made.id else made.parent end from made where n < ${count}
    )
    insert into sessions (id, owner_id, workspace_id, state, strategy, objective, parent_session_id, forked_at, created_at)
    select made.id, s.owner_id, s.workspace_id, 'CREATED', 'ADAPTIVE', 'fork ' || n, made.parent, now(), now() - interval '10 seconds' + n * interval '1 ms'
    from made, sessions s where s.id = ${local(parentId)}
    returning id`.execute(app.db);
  return rows.map((row) => global(row.id));
}

const Lineage = graphql(`
  query BoundedLineage($id: ID!) {
    node(id: $id) {
      ... on Session {
        lineage {
          depth
          truncated
          root { id }
          ancestors(first: 500) { totalCount }
          children(first: 500) { totalCount }
          descendants(first: 500) { totalCount nodes { lineage { depth } } }
        }
      }
    }
  }
`);

async function lineageOf(id: string) {
  const { node } = await alice.gql(Lineage, { id });
  if (!node || !('lineage' in node)) throw new Error(`no session ${id}`);
  return node.lineage;
}

const Fork = graphql(`
  mutation BoundedFork($input: ForkSessionInput!) {
    forkSession(input: $input) {
      __typename
      ... on ForkSessionPayload { session { id lineage { depth } } }
      ... on LimitReachedError { code message limit setting max }
      ... on Error { code message }
    }
  }
`);

describe('a chain of 1,000 forks', () => {
  it('reads as far as SAVEPOINT_MAX_LINEAGE_DEPTH from either end, and says it goes on', async () => {
    const root = await sessionFor(alice);
    const chain = await drawForks(root.id, 1_000, 'chain');

    const top = await lineageOf(root.id);
    expect(top).toMatchObject({ depth: 0, truncated: true, root: { id: root.id }, ancestors: { totalCount: 0 }, children: { totalCount: 1 } });
    expect(top.descendants!.totalCount).toBe(DEPTH);
    expect(top.descendants!.nodes.map((node) => node.lineage.depth)).toEqual([...Array(DEPTH).keys()].map((i) => i + 1));

    const bottom = await lineageOf(chain.at(-1)!);
    expect(bottom).toMatchObject({ depth: DEPTH, truncated: true, ancestors: { totalCount: DEPTH }, descendants: { totalCount: 0 } });
    expect(bottom.root.id).toBe(chain.at(-1 - DEPTH)); // the topmost ancestor within the bound

    const near = await lineageOf(chain[DEPTH - 2]!); // DEPTH - 1 forks below the root: its whole way up is read
    expect(near).toMatchObject({ depth: DEPTH - 1, root: { id: root.id }, truncated: true }); // what is below goes on
  });
});

describe('a session forked 60 times', () => {
  it('lists at most SAVEPOINT_MAX_LINEAGE_SESSIONS of its forks, oldest first, and says there are more', async () => {
    const root = await sessionFor(alice);
    const fan = await drawForks(root.id, 60, 'fan');
    const { node } = await alice.gql(
      graphql(`
        query BoundedChildren($id: ID!) {
          node(id: $id) { ... on Session { lineage { truncated children(first: 500) { totalCount nodes { id } } descendants { totalCount } } } }
        }
      `),
      { id: root.id },
    );
    if (!node || !('lineage' in node)) throw new Error('no session');
    expect(node.lineage.truncated).toBe(true);
    expect(node.lineage.children!.totalCount).toBe(SESSIONS);
    expect(node.lineage.children!.nodes.map((child) => child.id)).toEqual(fan.slice(0, SESSIONS));
    expect(node.lineage.descendants!.totalCount).toBe(SESSIONS);
  });
});

describe('forkSession', () => {
  it('refuses to fork a session SAVEPOINT_MAX_LINEAGE_DEPTH forks from its root, creating nothing; one level up it forks', async () => {
    const root = await sessionFor(alice);
    const chain = await drawForks(root.id, DEPTH, 'chain');
    const before = await sql<{ n: number }>`select count(*)::int as n from sessions`.execute(app.db);

    const refused = await alice.gql(Fork, { input: { sessionId: chain.at(-1)!, fromTime: new Date().toISOString() } });
    expect(refused.forkSession).toMatchObject({ __typename: 'LimitReachedError', code: 'LIMIT_REACHED', limit: 'LINEAGE_DEPTH', max: DEPTH });
    if (refused.forkSession.__typename !== 'LimitReachedError') throw new Error('not refused');
    expect(refused.forkSession.setting).toBe('SAVEPOINT_MAX_LINEAGE_DEPTH');
    expect(refused.forkSession.message).toContain(`is ${DEPTH} forks from its root`);
    expect(refused.forkSession.message).toContain('(SAVEPOINT_MAX_LINEAGE_DEPTH). Fork from a session nearer the root');
    expect((await sql<{ n: number }>`select count(*)::int as n from sessions`.execute(app.db)).rows).toEqual(before.rows);

    const made = await alice.gql(Fork, { input: { sessionId: chain.at(-2)!, fromTime: new Date().toISOString() } });
    expect(made.forkSession).toMatchObject({ __typename: 'ForkSessionPayload', session: { lineage: { depth: DEPTH } } });
  });
});

describe('the cost budget', () => {
  it('counts each lineage walk, so pages of sessions each walking its tree are refused before anything runs', async () => {
    // 100 sessions, each walking its subtree, then each of up to 500 descendants walking its whole tree again.
    const walkEach = '{ sessions(first: 100) { nodes { lineage { descendants(first: 500) { nodes { lineage { truncated } } } } } } }';
    const { body } = await alice.raw(walkEach);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'cost', setting: 'SAVEPOINT_MAX_COST' });
    expect(body.data ?? null).toBeNull();
    // The same pages of ids alone are cheap.
    const ids = await alice.raw('{ sessions(first: 100) { nodes { lineage { descendants(first: 500) { nodes { id } } } } } }');
    expect(ids.body.errors).toBeUndefined();
  });
});
