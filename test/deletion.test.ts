// deleteSession and deleteWorkspace through the API: everything a session held is purged and audited, a tombstone is
// all that is left; live forks that build on it are refused, then deleted with it (cascade) or given what they inherit
// (handOver: they read their whole conversation as before, and go on); idempotent; owner-scoped; every session table
// is purged. Code objects: test/deletion.objects.test.ts; feeds: test/deletion.feeds.test.ts; a crash mid-purge:
// test/deletion.crash.test.ts.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { PURGED_TABLES } from '../src/deletions/purge.queries.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { DeleteWorkspace, Deletions, dbId, deleted, remove, rowsOf, SessionState } from './helpers/deletions.ts';
import { fork, forked } from './helpers/forks.ts';
import { tempDir } from './helpers/fs.ts';
import { CreateSession, CreateWorkspace, SessionEvents } from './helpers/operations.ts';
import { RewindConversation } from './helpers/rewinds.ts';
import { history } from './helpers/scenario.ts';
import { say, visible } from './helpers/sessions.ts';

const app = await createTestApp();
const alice = await app.owner('alice');
const bob = await app.owner('bob');

const Conversation = graphql(`
  query DeletionConversation($id: ID!) {
    node(id: $id) {
      __typename
      ... on Conversation { messageCount lastMessageSeq messages(first: 100) { totalCount nodes { seq content role } } }
    }
  }
`);

const Lineage = graphql(`
  query DeletionLineage($id: ID!) {
    session(id: $id) { __typename ... on Session { parent { id } conversations { nodes { id } } lineage { root { id } depth } } ... on Error { code } }
  }
`);

const Resume = graphql(`
  mutation DeletionResume($input: ResumeSessionInput!) {
    resumeSession(input: $input) { __typename ... on ResumeSessionPayload { session { state } } ... on Error { code message } }
  }
`);

const WorkspaceOf = graphql(`query DeletionWorkspaceOf($id: ID!) { session(id: $id) { __typename ... on Session { workspace { id path } } } }`);

const gone = async (id: string) => (await alice.gql(SessionState, { id })).session;

async function conversationOf(id: string) {
  return narrow((await alice.gql(Conversation, { id })).node, 'Conversation');
}

async function lineageOf(id: string) {
  return narrow((await alice.gql(Lineage, { id })).session, 'Session');
}

describe('deleteSession', () => {
  it('purges everything the session held, audits it, and leaves only its tombstone', async () => {
    const { session, conversationId } = await history(alice);
    const id = dbId(session.id);
    const before = await rowsOf(app, [id]);
    expect(before).toMatchObject({ messages: 4, checkpoints: 1, conversations: 1, steps: 2, approvals: 1 });

    const { deletion, replayed } = deleted(await remove(alice, { sessionId: session.id }));
    expect(replayed).toBe(false);
    expect(deletion).toMatchObject({ kind: 'SESSION', mode: 'NONE', state: 'DONE', targetId: session.id, sessionIds: [session.id], handedOverTo: [] });
    expect(deletion.actor).toBeTruthy();
    expect(deletion.finishedAt).not.toBeNull();
    // What it says it purged is exactly what went: every row but the tombstone event and its place in the feed.
    const after = await rowsOf(app, [id]);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([
      ['session_events', 1],
      ['workspace_feed_runs', 1],
    ]);
    const purged = deletion.purged as Record<string, number>;
    for (const [table, n] of Object.entries(before)) {
      if (table === 'session_events' || table === 'workspace_feed_runs') continue;
      expect(purged[table] ?? 0, table).toBe(n);
    }
    expect(purged.session_events).toBe(before.session_events);
    expect(deletion.rows).toBe(Object.values(purged).reduce((sum, n) => sum + n, 0));
    expect(deletion.rowBytes).toBeGreaterThan(0);

    // No read finds it or anything of it any more.
    expect(await gone(session.id)).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    expect((await alice.gql(Conversation, { id: conversationId })).node).toBeNull();
    // The audit is the owner's to read.
    const audit = await alice.gql(Deletions, { first: 50 });
    expect(audit.deletions.nodes).toContainEqual(expect.objectContaining({ id: deletion.id, targetId: session.id, state: 'DONE' }));
  });

  it('refuses while live forks build on it, naming them, and deletes nothing; then cascade deletes them too', async () => {
    const { session, cp } = await history(alice);
    const child = forked(await fork(alice, { sessionId: session.id, fromCheckpointId: cp.id })).session;
    await say(alice, child.conversations!.nodes[0]!.id, 'f1');
    // A fork of the fork inherits the source's messages too (through the child, read from the source's rows).
    const grandchild = forked(await fork(alice, { sessionId: child.id, fromTime: new Date().toISOString() })).session;
    const ids = [session.id, child.id, grandchild.id].map(dbId);
    const before = await rowsOf(app, ids);

    const refused = await remove(alice, { sessionId: session.id });
    expect(refused).toMatchObject({ __typename: 'ForksDependError', code: 'FORKS_DEPEND', count: 2 });
    expect(narrow(refused, 'ForksDependError').forkIds).toEqual([child.id, grandchild.id]);
    expect(narrow(refused, 'ForksDependError').message).toMatch(/cascade: true.*handOver: true/s);
    expect(await rowsOf(app, ids)).toEqual(before);
    expect((await gone(session.id)).__typename).toBe('Session');
    // Both at once is a mistake, refused before anything is read.
    expect(await remove(alice, { sessionId: session.id, cascade: true, handOver: true })).toMatchObject({ __typename: 'ValidationError', field: 'handOver' });

    const { deletion } = deleted(await remove(alice, { sessionId: session.id, cascade: true }));
    expect(deletion).toMatchObject({ mode: 'CASCADE', state: 'DONE', sessionIds: [session.id, child.id, grandchild.id] });
    for (const id of [session.id, child.id, grandchild.id]) expect((await gone(id)).__typename).toBe('NotFoundError');
    const left = await rowsOf(app, ids);
    expect(left).toMatchObject({ messages: 0, conversations: 0, checkpoints: 0, tasks: 0 });
    // Each deleted session's log ends with its own tombstone, saying why it went.
    const reasons = await sql<{ reason: string }>`
      select data ->> 'reason' as reason from session_events where session_id = any(${ids}::uuid[]) order by session_id`.execute(app.db);
    expect(reasons.rows.map((row) => row.reason)).toEqual(['DELETED', 'CASCADE', 'CASCADE']);
  });

  it('handOver: forks keep their whole conversation (copied, not read from the deleted rows), stand alone, and go on', async () => {
    const { session, cp } = await history(alice);
    const child = forked(await fork(alice, { sessionId: session.id, fromCheckpointId: cp.id })).session;
    const childConversation = child.conversations!.nodes[0]!.id;
    await say(alice, childConversation, 'f1');
    const grandchild = forked(await fork(alice, { sessionId: child.id, fromTime: new Date().toISOString() })).session;
    const grandchildConversation = grandchild.conversations!.nodes[0]!.id;
    const read = async () => ({ child: await conversationOf(childConversation), grandchild: await conversationOf(grandchildConversation) });
    const before = await read();
    expect(before.child.messages!.nodes.map((m) => m.content)).toEqual(['m1', 'm2', 'f1']);
    expect(before.grandchild.messages!.nodes.map((m) => m.content)).toEqual(['m1', 'm2', 'f1']);

    const { deletion } = deleted(await remove(alice, { sessionId: session.id, handOver: true }));
    expect(deletion).toMatchObject({ mode: 'HAND_OVER', state: 'DONE', sessionIds: [session.id] });
    expect(new Set(deletion.handedOverTo)).toEqual(new Set([child.id, grandchild.id]));
    expect(await rowsOf(app, [dbId(session.id)])).toMatchObject({ messages: 0, conversations: 0, checkpoints: 0 });
    // Read exactly as before: contents, seqs, counts.
    expect(await read()).toEqual(before);
    // Cut loose from the deleted session; the grandchild still a fork of the child.
    expect(await lineageOf(child.id)).toMatchObject({ parent: null, lineage: { root: { id: child.id }, depth: 0 } });
    expect(await lineageOf(grandchild.id)).toMatchObject({ parent: { id: child.id }, lineage: { root: { id: child.id }, depth: 1 } });
    const events = narrow((await alice.gql(SessionEvents, { id: child.id, types: ['session.source-deleted'] })).session, 'Session').events!.edges;
    expect(events.map((e) => e.node.data)).toEqual([{ deletionId: deletion.id, messagesCopied: 2 }]);

    // And they go on: resume, append, rewind, as any session.
    // (The approval pending at the fork point holds it still: gates hold across a handover too.)
    const resumed = (await alice.gql(Resume, { input: { sessionId: child.id, holder: 'runner' } })).resumeSession;
    expect(resumed).toMatchObject({ __typename: 'ResumeSessionPayload', session: { state: 'AWAITING_APPROVAL' } });
    const lease = await sql<{ t: number }>`select lease_token as t from sessions where id = ${dbId(child.id)}`.execute(app.db);
    const leaseToken = lease.rows[0]!.t;
    await alice.gql(graphql(`mutation DeletionAppend($input: AppendMessagesInput!) { appendMessages(input: $input) { __typename } }`), {
      input: { conversationId: childConversation, leaseToken, messages: [{ role: 'ASSISTANT', content: 'f2' }] },
    });
    expect(await visible(alice, childConversation)).toEqual(['m1', 'm2', 'f1', 'f2']);
    const back = (await alice.gql(RewindConversation, { input: { conversationId: childConversation, byMessageCount: 1, leaseToken } })).rewindConversation;
    expect(back.__typename).toBe('RewindPayload');
    expect(await visible(alice, childConversation)).toEqual(['m1', 'm2', 'f1']);
    expect(await visible(alice, grandchildConversation)).toEqual(['m1', 'm2', 'f1']);
  });

  it("re-attaches a fork handed over to the deleted session's parent, so that one still knows the fork builds on it", async () => {
    const { session, cp } = await history(alice);
    const child = forked(await fork(alice, { sessionId: session.id, fromCheckpointId: cp.id })).session;
    await say(alice, child.conversations!.nodes[0]!.id, 'f1');
    const grandchild = forked(await fork(alice, { sessionId: child.id, fromTime: new Date().toISOString() })).session;
    const conversation = grandchild.conversations!.nodes[0]!.id;
    deleted(await remove(alice, { sessionId: child.id, handOver: true }));
    // It still reads the source's messages from the source's rows: it is the source's fork now.
    expect(await lineageOf(grandchild.id)).toMatchObject({ parent: { id: session.id } });
    expect(await visible(alice, conversation)).toEqual(['m1', 'm2', 'f1']);
    const refused = await remove(alice, { sessionId: session.id });
    expect(refused).toMatchObject({ __typename: 'ForksDependError', count: 1, forkIds: [grandchild.id] });
    deleted(await remove(alice, { sessionId: session.id, handOver: true }));
    expect(await lineageOf(grandchild.id)).toMatchObject({ parent: null });
    expect(await visible(alice, conversation)).toEqual(['m1', 'm2', 'f1']);
  });

  it('is idempotent: a key answers the same deletion, and deleting a deleted session answers the deletion that took it', async () => {
    const { session } = await history(alice);
    const first = deleted(await remove(alice, { sessionId: session.id, idempotencyKey: 'delete-1' }));
    const again = deleted(await remove(alice, { sessionId: session.id, idempotencyKey: 'delete-1' }));
    expect(again).toEqual({ ...first, replayed: true });
    const plain = deleted(await remove(alice, { sessionId: session.id }));
    expect(plain).toEqual({ ...first, replayed: true });
    expect(await remove(alice, { sessionId: session.id, idempotencyKey: 'delete-1', cascade: true })).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    const count = await sql<{ n: number }>`select count(*)::int as n from deletions where ${dbId(session.id)}::uuid = any(session_ids)`.execute(app.db);
    expect(count.rows[0]!.n).toBe(1);
  });

  it("is owner-scoped: another owner's token gets NOT_FOUND and deletes nothing", async () => {
    const { session } = await history(alice);
    const before = await rowsOf(app, [dbId(session.id)]);
    expect(await remove(bob, { sessionId: session.id })).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    expect(await rowsOf(app, [dbId(session.id)])).toEqual(before);
    expect((await gone(session.id)).__typename).toBe('Session');
    const mine = deleted(await remove(alice, { sessionId: session.id }));
    // Bob sees neither the deletion nor the tombstone.
    expect(await remove(bob, { sessionId: session.id })).toMatchObject({ __typename: 'NotFoundError' });
    expect((await bob.gql(Deletions, { first: 50 })).deletions.nodes.map((d) => d.id)).not.toContain(mine.deletion.id);
    expect((await bob.raw(`query { node(id: "${mine.deletion.id}") { id } }`)).body.data).toEqual({ node: null });
  });

  it('purges every table that holds a session’s rows (a new one must be added to the purge)', async () => {
    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.columns where table_schema = 'public' and column_name = 'session_id' order by table_name`.execute(app.db);
    expect(rows.map((row) => row.table_name).sort()).toEqual([...PURGED_TABLES].sort());
  });
});

describe('deleteWorkspace', () => {
  it('deletes every session in it and the workspace, whose folder can be registered again', async () => {
    const first = await history(alice);
    const workspace = narrow((await alice.gql(WorkspaceOf, { id: first.session.id })).session, 'Session').workspace;
    const second = await alice.gql(CreateSession, { input: { workspaceId: workspace.id, objective: 'a second one' } });
    const secondId = narrow(second.createSession, 'CreateSessionPayload').session.id;

    expect((await bob.gql(DeleteWorkspace, { input: { workspaceId: workspace.id } })).deleteWorkspace).toMatchObject({ code: 'NOT_FOUND' });
    const result = (await alice.gql(DeleteWorkspace, { input: { workspaceId: workspace.id } })).deleteWorkspace;
    const { deletion } = narrow(result, 'DeletePayload');
    expect(deletion).toMatchObject({ kind: 'WORKSPACE', targetId: workspace.id, state: 'DONE', sessionIds: [first.session.id, secondId] });
    expect((await gone(first.session.id)).__typename).toBe('NotFoundError');
    expect((await gone(secondId)).__typename).toBe('NotFoundError');
    expect((await alice.raw(`query { node(id: "${workspace.id}") { id } }`)).body.data).toEqual({ node: null });
    // Deleting it again answers the same deletion.
    expect(narrow((await alice.gql(DeleteWorkspace, { input: { workspaceId: workspace.id } })).deleteWorkspace, 'DeletePayload')).toMatchObject({
      replayed: true,
      deletion: { id: deletion.id },
    });
    // Its folder is free: registered again, as a new workspace.
    const again = narrow((await alice.gql(CreateWorkspace, { input: { path: workspace.path! } })).createWorkspace, 'CreateWorkspacePayload');
    expect(again.workspace.id).not.toBe(workspace.id);
  });

  it('never leaves a live session in a deleted workspace: a session asked for while it is being deleted is refused', async () => {
    const path = await tempDir();
    const workspace = narrow((await alice.gql(CreateWorkspace, { input: { path } })).createWorkspace, 'CreateWorkspacePayload').workspace;
    const workspaceId = dbId(workspace.id);
    // A deletion under way, as deleteWorkspace holds it: the workspace row, until its transaction commits it deleted.
    const creating = await app.db.transaction().execute(async (trx) => {
      await sql`select id from workspaces where id = ${workspaceId} for no key update`.execute(trx);
      const asked = alice.gql(CreateSession, { input: { workspaceId: workspace.id, objective: 'too late' } });
      // The create waits for the deletion (a session written now would outlive the workspace's list of sessions).
      await expect
        .poll(async () => (await sql<{ n: number }>`select count(*)::int as n from pg_locks where not granted`.execute(app.db)).rows[0]!.n, {
          timeout: 5_000,
        })
        .toBeGreaterThan(0);
      const deletionId = crypto.randomUUID();
      await sql`insert into deletions (id, owner_id, kind, target_id, mode, actor, session_ids)
                values (${deletionId}, ${alice.ownerId}, 'WORKSPACE', ${workspaceId}, 'NONE', 'test', '{}')`.execute(trx);
      await sql`update workspaces set deletion_id = ${deletionId} where id = ${workspaceId}`.execute(trx);
      return { asked }; // not awaited here: it answers once this transaction commits
    });
    expect((await creating.asked).createSession).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from sessions where workspace_id = ${workspaceId}`.execute(app.db);
    expect(rows[0]!.n).toBe(0);
  });

  it('refuses when live forks in another workspace build on its sessions', async () => {
    const { session, cp } = await history(alice);
    const child = forked(
      await fork(alice, { sessionId: session.id, fromCheckpointId: cp.id, workspace: { mode: 'DIRECTORY', path: await tempDir() } }),
    ).session;
    const workspaceId = narrow((await alice.gql(WorkspaceOf, { id: session.id })).session, 'Session').workspace.id;
    const refused = (await alice.gql(DeleteWorkspace, { input: { workspaceId } })).deleteWorkspace;
    expect(refused).toMatchObject({ __typename: 'ForksDependError', count: 1, forkIds: [child.id] });
    expect((await gone(session.id)).__typename).toBe('Session');
  });
});
