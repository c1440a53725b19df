// Lineage through the API: Session.lineage (root, parent, fork point, children, ancestors, descendants, depth) and
// Checkpoint.forks, scoped to the owner, read in a bounded number of statements for a whole list of sessions.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { sessionFor, workspaceFor } from './helpers/fixtures.ts';

let statements = 0;
const app = await createTestApp({ onQuery: () => void statements++, live: false });
const alice = await app.owner('alice');
const bob = await app.owner('bob');
type Client = typeof alice;

const local = (id: string) => decodeGlobalID(id).id;

/**
 * Records `childId` as a fork of `parentId`, as forkSession does (same owner; from a checkpoint, a message, a moment).
 * Until forkSession lands the tree is drawn with SQL; swap this for forkSession then.
 */
async function linkFork(app: TestApp, childId: string, parentId: string, from: { checkpointId?: string; messageId?: string; at?: Date } = {}) {
  await sql`
    update sessions set parent_session_id = ${local(parentId)},
      fork_checkpoint_id = ${from.checkpointId ? local(from.checkpointId) : null},
      fork_message_id = ${from.messageId ? local(from.messageId) : null},
      forked_at = ${from.at ?? new Date()}
    where id = ${local(childId)}`.execute(app.db);
}

const Checkpoint = graphql(`
  mutation LineageCheckpoint($input: CreateCheckpointInput!) {
    createCheckpoint(input: $input) { __typename ... on CreateCheckpointPayload { checkpoint { id } } ... on Error { code message } }
  }
`);

const Append = graphql(`
  mutation LineageAppend($input: AppendMessagesInput!) {
    appendMessages(input: $input) { __typename ... on AppendMessagesPayload { messages { id } } ... on Error { code message } }
  }
`);

const Lineage = graphql(`
  query Lineage($id: ID!, $first: Int, $after: String) {
    session(id: $id) {
      __typename
      ... on Session {
        id
        lineage {
          depth
          root { id }
          parent { id }
          forkPoint { at checkpoint { id } message { id } }
          children { totalCount nodes { id } }
          ancestors { totalCount nodes { id } }
          descendants(first: $first, after: $after) { totalCount nodes { id } pageInfo { hasNextPage endCursor } }
        }
      }
      ... on Error { code message }
    }
  }
`);

const Forks = graphql(`
  query CheckpointForks($id: ID!) {
    node(id: $id) { ... on Checkpoint { forks { totalCount nodes { id } } } }
  }
`);

const Node = graphql(`query LineageNode($id: ID!) { node(id: $id) { id } }`);

const Workspace = graphql(`
  query LineageOfWorkspace($workspaceId: ID!) {
    sessions(filter: { workspaceId: $workspaceId }, first: 100) {
      nodes {
        id
        lineage {
          depth
          root { id objective }
          parent { id }
          forkPoint { at checkpoint { id seq } message { id } }
          children { totalCount nodes { id } }
          ancestors { totalCount nodes { id } }
          descendants { totalCount nodes { id lineage { depth } } }
        }
      }
    }
  }
`);

async function lineageOf(owner: Client, id: string, page: { first?: number; after?: string } = {}) {
  const { session } = await owner.gql(Lineage, { id, ...page });
  if (session.__typename !== 'Session') throw new Error(JSON.stringify(session));
  return session.lineage;
}

const ids = (connection: { nodes: Array<{ id: string }> }) => connection.nodes.map((node) => node.id);

/**
 * root → a → grandchild, and root → b; created in the order root, a, grandchild, b, so "by depth" and "by creation"
 * disagree. a is forked from a checkpoint of root at a given moment, the grandchild at a message of a.
 */
async function threeLevels(owner: Client = alice) {
  const workspaceId = await workspaceFor(owner);
  const session = (objective: string) => sessionFor(owner, { workspaceId, objective });
  const [root, a, grandchild, b] = [await session('root'), await session('a'), await session('grandchild'), await session('b')];
  const made = await owner.gql(Checkpoint, { input: { sessionId: root.id, label: 'fork here', includeCode: false } });
  if (made.createCheckpoint.__typename !== 'CreateCheckpointPayload') throw new Error(JSON.stringify(made));
  const checkpointId = made.createCheckpoint.checkpoint.id;
  const appended = await owner.gql(Append, {
    input: { conversationId: a.conversations!.nodes[0]!.id, messages: [{ role: 'USER', content: 'try it the other way' }] },
  });
  if (appended.appendMessages.__typename !== 'AppendMessagesPayload') throw new Error(JSON.stringify(appended));
  const messageId = appended.appendMessages.messages[0]!.id;
  const at = new Date('2026-01-02T03:04:05.000Z');
  await linkFork(app, a.id, root.id, { checkpointId, at });
  await linkFork(app, b.id, root.id, { checkpointId });
  await linkFork(app, grandchild.id, a.id, { messageId });
  return { workspaceId, root: root.id, a: a.id, b: b.id, grandchild: grandchild.id, checkpointId, messageId, at };
}

describe('Session.lineage', () => {
  it('shows a three-level tree from every session: root, parent, fork point, depth, children, ancestors, descendants', async () => {
    const t = await threeLevels();

    const root = await lineageOf(alice, t.root);
    expect(root).toMatchObject({ depth: 0, root: { id: t.root }, parent: null, forkPoint: null });
    expect(ids(root.children!)).toEqual([t.a, t.b]);
    expect(root.children!.totalCount).toBe(2);
    expect(root.ancestors).toEqual({ totalCount: 0, nodes: [] });
    expect(ids(root.descendants!)).toEqual([t.a, t.b, t.grandchild]); // by depth, then creation (b was made after the grandchild)
    expect(root.descendants!.totalCount).toBe(3);

    const a = await lineageOf(alice, t.a);
    expect(a).toMatchObject({ depth: 1, root: { id: t.root }, parent: { id: t.root } });
    expect(a.forkPoint).toEqual({ at: t.at.toISOString(), checkpoint: { id: t.checkpointId }, message: null });
    expect(ids(a.children!)).toEqual([t.grandchild]);
    expect(ids(a.ancestors!)).toEqual([t.root]);
    expect(ids(a.descendants!)).toEqual([t.grandchild]);

    const grandchild = await lineageOf(alice, t.grandchild);
    expect(grandchild).toMatchObject({ depth: 2, root: { id: t.root }, parent: { id: t.a } });
    expect(grandchild.forkPoint).toMatchObject({ checkpoint: null, message: { id: t.messageId } });
    expect(ids(grandchild.ancestors!)).toEqual([t.a, t.root]); // parent first
    expect(grandchild.ancestors!.totalCount).toBe(2);
    expect(grandchild.children).toEqual({ totalCount: 0, nodes: [] });
    expect(grandchild.descendants!.totalCount).toBe(0);

    const b = await lineageOf(alice, t.b);
    expect(b).toMatchObject({ depth: 1, root: { id: t.root }, parent: { id: t.root }, descendants: { totalCount: 0 } });
    expect(ids(b.ancestors!)).toEqual([t.root]);
  });

  it('pages descendants with first/after, totalCount counting them all', async () => {
    const t = await threeLevels();
    const first = await lineageOf(alice, t.root, { first: 2 });
    expect(ids(first.descendants!)).toEqual([t.a, t.b]);
    expect(first.descendants!.totalCount).toBe(3);
    expect(first.descendants!.pageInfo.hasNextPage).toBe(true);
    const next = await lineageOf(alice, t.root, { first: 2, after: first.descendants!.pageInfo.endCursor! });
    expect(ids(next.descendants!)).toEqual([t.grandchild]);
    expect(next.descendants!.totalCount).toBe(3);
    expect(next.descendants!.pageInfo.hasNextPage).toBe(false);
  });

  it('stops at a cycle (which only a hand edit can make): each session once, the walk ends', async () => {
    const t = await threeLevels();
    await linkFork(app, t.root, t.grandchild); // root -> a -> grandchild -> root
    const a = await lineageOf(alice, t.a);
    expect(ids(a.ancestors!)).toEqual([t.root, t.grandchild]);
    expect(ids(a.descendants!)).toEqual([t.grandchild, t.root, t.b]);
  });
});

describe('Checkpoint.forks', () => {
  it('lists the sessions forked from the checkpoint, oldest first', async () => {
    const t = await threeLevels();
    const { node } = await alice.gql(Forks, { id: t.checkpointId });
    expect(node).toEqual({ forks: { totalCount: 2, nodes: [{ id: t.a }, { id: t.b }] } });
    const other = await alice.gql(Checkpoint, { input: { sessionId: t.a, label: 'not forked', includeCode: false } });
    if (other.createCheckpoint.__typename !== 'CreateCheckpointPayload') throw new Error(JSON.stringify(other));
    expect((await alice.gql(Forks, { id: other.createCheckpoint.checkpoint.id })).node).toEqual({ forks: { totalCount: 0, nodes: [] } });
  });
});

describe('tenancy', () => {
  it("never shows another owner's session in a lineage, and their ids answer not-found", async () => {
    const t = await threeLevels();
    // Forks never cross owners; rows edited by hand to cross them must not leak either way.
    const bobs = await sessionFor(bob, { objective: "bob's" });
    await linkFork(app, bobs.id, t.root, { checkpointId: t.checkpointId });
    const alicesUnderBob = await sessionFor(alice, { workspaceId: t.workspaceId, objective: 'under bob' });
    await linkFork(app, alicesUnderBob.id, bobs.id);

    const root = await lineageOf(alice, t.root);
    expect(ids(root.children!)).toEqual([t.a, t.b]);
    expect(ids(root.descendants!)).toEqual([t.a, t.b, t.grandchild]);
    expect((await alice.gql(Forks, { id: t.checkpointId })).node).toEqual({ forks: { totalCount: 2, nodes: [{ id: t.a }, { id: t.b }] } });

    const underBob = await lineageOf(alice, alicesUnderBob.id);
    expect(underBob).toMatchObject({ depth: 0, root: { id: alicesUnderBob.id }, parent: null, forkPoint: null, ancestors: { totalCount: 0 } });

    const fromBob = await lineageOf(bob, bobs.id);
    expect(fromBob).toMatchObject({ depth: 0, root: { id: bobs.id }, parent: null, forkPoint: null, ancestors: { totalCount: 0 } });
    expect(fromBob.descendants).toMatchObject({ totalCount: 0, nodes: [] });
    expect((await bob.gql(Forks, { id: t.checkpointId })).node).toBeNull();

    const asked = await alice.gql(Lineage, { id: bobs.id });
    expect(asked.session).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    expect((await alice.gql(Node, { id: bobs.id })).node).toBeNull();
    expect((await bob.gql(Lineage, { id: t.root })).session).toMatchObject({ __typename: 'NotFoundError' });
  });
});

describe('a list of sessions', () => {
  async function countFor(workspaceId: string) {
    statements = 0;
    const { sessions } = await alice.gql(Workspace, { workspaceId });
    return { statements, sessions: sessions.nodes };
  }

  it('reads every lineage in the same number of statements for 4 sessions and for 13', async () => {
    const small = await threeLevels();
    const large = await threeLevels();
    // Three more levels under the grandchild, three wide: 4 + 9 sessions.
    let level = [large.grandchild];
    for (let depth = 0; depth < 3; depth++) {
      const next: string[] = [];
      for (const parent of level.slice(0, 1))
        for (let i = 0; i < 3; i++) {
          const child = await sessionFor(alice, { workspaceId: large.workspaceId, objective: `level ${depth + 3}` });
          await linkFork(app, child.id, parent, { checkpointId: large.checkpointId });
          next.push(child.id);
        }
      level = next;
    }

    const few = await countFor(small.workspaceId);
    const many = await countFor(large.workspaceId);
    expect(few.sessions).toHaveLength(4);
    expect(many.sessions).toHaveLength(13);
    const deepest = many.sessions.find((session) => session.lineage.depth === 5);
    expect(deepest?.lineage.ancestors?.totalCount).toBe(5);
    expect(deepest?.lineage.root).toEqual({ id: large.root, objective: 'root' });
    expect(many.sessions.find((session) => session.id === large.root)?.lineage.descendants?.totalCount).toBe(12);
    expect(few.statements).toBeGreaterThan(0);
    expect(many.statements).toBe(few.statements);
  });
});
