// forkSession through the API: from a checkpoint, a message and a time; with and without the conversation (named,
// never copied: no message row is written); the plan as it stood then; pending approvals still pending; both logs;
// independence (either side appends or rewinds without touching the other); a fork of a fork of a rewound session;
// tenancy. Folders of their own (DIRECTORY, WORKTREE) and failures: test/fork.workspace.test.ts.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { rewind } from '../src/workflows/rewind/rewind.ts';
import { graphql } from './gql/index.ts';
import { callerOf, createTestApp } from './helpers/app.ts';
import { fork, forked } from './helpers/forks.ts';
import { ChangeSession, Messages, SessionEvents } from './helpers/operations.ts';
import { until } from './helpers/process.ts';
import { RewindConversation, UndoRewind } from './helpers/rewinds.ts';
import { history } from './helpers/scenario.ts';
import { say, visible } from './helpers/sessions.ts';

const app = await createTestApp();
const alice = await app.owner('alice');
const bob = await app.owner('bob');
type Client = typeof alice;

const messageRows = async () => (await sql<{ n: number }>`select count(*)::int as n from messages`.execute(app.db)).rows[0]!.n;

async function ids(owner: Client, conversationId: string) {
  return narrow((await owner.gql(Messages, { id: conversationId })).node, 'Conversation').messages!.nodes;
}

const MessageTimes = graphql(`
  query ForkMessageTimes($id: ID!) {
    node(id: $id) { __typename ... on Conversation { messages(first: 500) { nodes { content createdAt } } } }
  }
`);

describe('forkSession', () => {
  it('from a checkpoint: the plan, conversation and approvals as they stood then; nothing copied; both logs', async () => {
    const { session, conversationId, cp } = await history(alice);
    const rows = await messageRows();
    const made = forked(await fork(alice, { sessionId: session.id, fromCheckpointId: cp.id, objective: 'try another way' }));
    expect(await messageRows()).toBe(rows); // named, never copied
    expect(made.forkPoint).toMatchObject({
      kind: 'CHECKPOINT',
      includeConversation: true,
      inheritedMessages: 2,
      pendingApprovals: 1,
      workspaceMode: 'SHARED',
      checkpoint: { id: cp.id },
    });
    const copy = made.session;
    expect(copy).toMatchObject({ state: 'PAUSED', objective: 'try another way', approvals: { nodes: [{ title: 'ship it?', state: 'PENDING' }] } });
    expect(copy.tasks!.nodes[0]!.steps!.nodes).toEqual([
      { title: 'one', state: 'COMPLETED' },
      { title: 'two', state: 'PENDING' },
    ]);
    expect(copy.tasks!.nodes.map((t) => t.key)).toEqual(['t']);
    const forkConversation = copy.conversations!.nodes[0]!;
    expect(forkConversation).toMatchObject({ messageCount: 2, lastMessageSeq: 2, messages: { totalCount: 2 } });
    expect(forkConversation.messages!.nodes.map((m) => m.content)).toEqual(['m1', 'm2']);
    // The inherited messages are the source's own (same ids), not copies.
    expect(forkConversation.messages!.nodes.map((m) => m.id)).toEqual((await ids(alice, conversationId)).slice(0, 2).map((m) => m.id));
    const events = async (id: string) => narrow((await alice.gql(SessionEvents, { id, types: ['session.forked'] })).session, 'Session').events!.edges;
    expect((await events(session.id)).map((e) => e.node.data)).toEqual([expect.objectContaining({ forkSessionId: copy.id })]);
    expect((await events(copy.id)).map((e) => e.node.data)).toEqual([expect.objectContaining({ sourceSessionId: session.id })]);
  });

  it('keeps source and fork independent: appends and rewinds on either side never reach the other', async () => {
    const { session, conversationId, cp } = await history(alice);
    const made = forked(await fork(alice, { sessionId: session.id, fromCheckpointId: cp.id }));
    const forkConversationId = made.session.conversations!.nodes[0]!.id;
    await alice.gql(ChangeSession.start, { input: { sessionId: made.session.id } });
    await say(alice, forkConversationId, 'f1', 'f2');
    await say(alice, conversationId, 'm5');
    expect(await visible(alice, forkConversationId)).toEqual(['m1', 'm2', 'f1', 'f2']);
    expect(await visible(alice, conversationId)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    // The source rewinds below the fork point: the fork still sees what it started with.
    const back = (await alice.gql(RewindConversation, { input: { conversationId, byMessageCount: 4 } })).rewindConversation;
    expect(await visible(alice, conversationId)).toEqual(['m1']);
    expect(await visible(alice, forkConversationId)).toEqual(['m1', 'm2', 'f1', 'f2']);
    // The fork rewinds its own messages: the source is untouched.
    const own = (await alice.gql(RewindConversation, { input: { conversationId: forkConversationId, byMessageCount: 1 } })).rewindConversation;
    expect(own.__typename).toBe('RewindPayload');
    expect(await visible(alice, forkConversationId)).toEqual(['m1', 'm2', 'f1']);
    expect(await visible(alice, conversationId)).toEqual(['m1']);
    await alice.gql(UndoRewind, { input: { rewindId: narrow(back, 'RewindPayload').rewind!.id } });
    expect(await visible(alice, forkConversationId)).toEqual(['m1', 'm2', 'f1']);
    // A fork goes back at most to its fork point: an inherited message is not its own to cut at.
    const inherited = (await ids(alice, forkConversationId))[0]!.id;
    const refused = (await alice.gql(RewindConversation, { input: { conversationId: forkConversationId, toMessageId: inherited } })).rewindConversation;
    expect(refused).toMatchObject({ __typename: 'ValidationError', field: 'toMessageId', message: expect.stringContaining('fork point') });
    const tooFar = (await alice.gql(RewindConversation, { input: { conversationId: forkConversationId, byMessageCount: 3 } })).rewindConversation;
    expect(tooFar).toMatchObject({ __typename: 'ValidationError', field: 'byMessageCount', message: expect.stringContaining('fork point') });
    expect(await visible(alice, forkConversationId)).toEqual(['m1', 'm2', 'f1']);
  });

  it('from a message and from a time; without the conversation it starts empty and names its origin', async () => {
    const { session, conversationId } = await history(alice);
    const messages = await ids(alice, conversationId);
    const byMessage = forked(await fork(alice, { sessionId: session.id, fromMessageId: messages[2]!.id }));
    expect(byMessage.forkPoint).toMatchObject({ kind: 'MESSAGE', message: { id: messages[2]!.id }, inheritedMessages: 3 });
    expect(await visible(alice, byMessage.session.conversations!.nodes[0]!.id)).toEqual(['m1', 'm2', 'm3']);
    const byTime = forked(await fork(alice, { sessionId: session.id, fromTime: new Date().toISOString(), includeConversation: false }));
    expect(byTime.forkPoint).toMatchObject({ kind: 'TIME', includeConversation: false, inheritedMessages: 0 });
    expect(byTime.session.conversations!.nodes).toHaveLength(1);
    expect(byTime.session.conversations!.nodes[0]!.messages!.totalCount).toBe(0);
    // A time resolves to the newest checkpoint at or before it for the plan state: cp, before step two completed.
    expect(byTime.session.tasks!.nodes[0]!.steps!.nodes.map((s) => s.state)).toEqual(['COMPLETED', 'PENDING']);
  });

  it("from a message's createdAt as served (to the millisecond): the moment is its whole millisecond, so it holds that message", async () => {
    const { session, conversationId } = await history(alice);
    const times = narrow((await alice.gql(MessageTimes, { id: conversationId })).node, 'Conversation').messages!.nodes;
    const last = times[times.length - 1]!;
    const byTime = forked(await fork(alice, { sessionId: session.id, fromTime: last.createdAt }));
    expect(await visible(alice, byTime.session.conversations!.nodes[0]!.id)).toEqual(times.map((message) => message.content));
    // the same moment for a rewind of the conversation: it keeps that message
    const rewound = (await alice.gql(RewindConversation, { input: { conversationId, toTime: times[1]!.createdAt } })).rewindConversation;
    expect(rewound.__typename).toBe('RewindPayload');
    expect(await visible(alice, conversationId)).toEqual(times.slice(0, 2).map((message) => message.content));
  });

  it('a fork of a fork of a rewound session sees exactly the messages visible at its fork point', async () => {
    const { session, conversationId } = await history(alice);
    await alice.gql(RewindConversation, { input: { conversationId, byMessageCount: 2 } }); // m3 m4 set aside
    await say(alice, conversationId, 'n3');
    const first = forked(await fork(alice, { sessionId: session.id, fromTime: new Date().toISOString() }));
    const firstConversation = first.session.conversations!.nodes[0]!.id;
    expect(await visible(alice, firstConversation)).toEqual(['m1', 'm2', 'n3']);
    await alice.gql(ChangeSession.start, { input: { sessionId: first.session.id } }).catch(() => {});
    await say(alice, firstConversation, 'f1', 'f2');
    const f1 = (await ids(alice, firstConversation))[3]!;
    const second = forked(await fork(alice, { sessionId: first.session.id, fromMessageId: f1.id }));
    expect(await visible(alice, second.session.conversations!.nodes[0]!.id)).toEqual(['m1', 'm2', 'n3', 'f1']);
    expect(second.forkPoint.inheritedMessages).toBe(4);
    // Pages of the combined conversation are in order, without gap or duplicate.
    const Page = graphql(
      `query ForkPage($id: ID!, $after: String) { node(id: $id) { ... on Conversation { messages(first: 2, after: $after) { pageInfo { endCursor hasNextPage } nodes { content } } } } }`,
    );
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      type Shown = { messages: { pageInfo: { endCursor: string; hasNextPage: boolean }; nodes: Array<{ content: string }> } };
      const data = await alice.gql(Page, { id: second.session.conversations!.nodes[0]!.id, after });
      const page: Shown['messages'] = (data.node as Shown).messages;
      seen.push(...page.nodes.map((m) => m.content));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(['m1', 'm2', 'n3', 'f1']);
  });

  it('never interleaves with a rewind of the source: it waits for the rewind, and forks the history as of its point', async () => {
    const { session, conversationId } = await history(alice);
    const caller = await callerOf(app, alice);
    let entered!: () => void;
    let release!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    // A conversation rewind with code holds the source's session lock from its git work to its commit.
    const request = { kind: 'CONVERSATION' as const, sessionId: decodeGlobalID(session.id).id, conversationId: decodeGlobalID(conversationId).id };
    const rewinding = rewind(
      caller,
      { ...request, byMessageCount: 2, rewindCode: true },
      {},
      {
        afterPreserve: async () => {
          entered();
          await gate;
        },
      },
    );
    await inside;
    let settled = false;
    const forking = fork(alice, { sessionId: session.id, fromTime: new Date().toISOString() }).finally(() => (settled = true));
    // The fork's connection is seen queued on the source's advisory lock (not a guess at how long it takes).
    const waiting = async () =>
      (
        await sql<{ n: number }>`select count(*)::int as n from pg_locks
        where locktype = 'advisory' and not granted and classid = ${0x5e55} and database = (select oid from pg_database where datname = current_database())`.execute(
          app.db,
        )
      ).rows[0]!.n > 0;
    await until(waiting, "the fork to wait for the source's lock");
    expect(settled).toBe(false);
    release();
    await rewinding;
    const made = forked(await forking);
    // From the moment it was asked, whatever happened after: m3 and m4 were visible then (the rewind set them aside
    // later), so the fork has them, while the source no longer shows them.
    expect(await visible(alice, made.session.conversations!.nodes[0]!.id)).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(await visible(alice, conversationId)).toEqual(['m1', 'm2']);
    const order = narrow(
      (await alice.gql(SessionEvents, { id: session.id, types: ['session.rewound', 'session.forked'] })).session,
      'Session',
    ).events!.edges.map((e) => e.node.type);
    expect(order).toEqual(['session.rewound', 'session.forked']);
  });

  it('refuses cleanly: another owner, no point or two, an unknown checkpoint; a retry with the same key is a replay', async () => {
    const { session, cp } = await history(alice);
    expect(await fork(bob, { sessionId: session.id, fromCheckpointId: cp.id })).toMatchObject({ code: 'NOT_FOUND' });
    const other = await history(bob);
    expect(await fork(alice, { sessionId: session.id, fromCheckpointId: other.cp.id })).toMatchObject({ code: 'NOT_FOUND' });
    expect(await fork(alice, { sessionId: session.id })).toMatchObject({ code: 'VALIDATION_FAILED', field: 'fromCheckpointId' });
    expect(await fork(alice, { sessionId: session.id, fromCheckpointId: cp.id, fromTime: new Date().toISOString() })).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(await fork(alice, { sessionId: session.id, fromCheckpointId: cp.id, workspace: { mode: 'DIRECTORY' } })).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    const input = { sessionId: session.id, fromCheckpointId: cp.id, idempotencyKey: 'fork-1' };
    const once = forked(await fork(alice, input));
    const twice = forked(await fork(alice, input));
    expect(twice).toMatchObject({ replayed: true, session: { id: once.session.id } });
  });
});
