// compactConversation through the API: "summarize up to here" and "summarize from here" set the covered messages aside
// behind one summary (never deleted, named by it), new messages continue after it, resume hands the summary back as
// context, undoRewind brings the conversation back identical, dryRun changes nothing, and a rewind to a time before
// the compaction sees the conversation as it was then. Refusals change nothing; another owner's ids answer not-found.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { sessionInNewWorkspace } from './helpers/fixtures.ts';
import { ChangeSession, LeaseOps } from './helpers/operations.ts';
import { RewindConversation, stateOf, UndoRewind } from './helpers/rewinds.ts';
import { interruptedSession } from './helpers/scenario.ts';
import { checkpoint, say, visible } from './helpers/sessions.ts';

const app = await createTestApp();
const alice = await app.owner('alice');
const bob = await app.owner('bob');
type Client = typeof alice;

const Compact = graphql(`
  mutation Compact($input: CompactConversationInput!) {
    compactConversation(input: $input) {
      __typename
      ... on CompactConversationPayload {
        replayed
        rewind { id kind request undoneAt changes { messagesSuperseded summary { id } } }
        summary { id seq role content tokenCount superseded compaction { id } summaryOf { count first { id } last { id } conversation { id } } }
        covered { count first { content } last { content } }
      }
      ... on Error { code message }
      ... on ValidationError { field }
    }
  }
`);

const AllMessages = graphql(`
  query CompactAll($id: ID!) {
    node(id: $id) {
      __typename
      ... on Conversation { messageCount messages(includeSuperseded: true, first: 100) { totalCount nodes { id seq content superseded summaryOf { count } } } }
    }
  }
`);

const ResumeContext = graphql(`
  mutation CompactResume($input: ResumeSessionInput!) {
    resumeSession(input: $input) {
      __typename
      ... on ResumeSessionPayload { conversationContext { nodes { messages { nodes { content role } } } } }
      ... on Error { code message }
    }
  }
`);

/** A session with m1..m6 in its supervisor conversation; the messages (with ids) in order. */
async function chat(owner: Client) {
  const { session } = await sessionInNewWorkspace(owner, { phases: [{ name: 'p', tasks: [{ key: 't', title: 't', steps: [{ kind: 'READ', title: 's' }] }] }] });
  await owner.gql(ChangeSession.start, { input: { sessionId: session.id } });
  const conversationId = session.conversations!.nodes[0]!.id;
  await say(owner, conversationId, 'm1', 'm2', 'm3', 'm4', 'm5', 'm6');
  return { session, conversationId, messages: await all(owner, conversationId) };
}

async function all(owner: Client, conversationId: string) {
  const node = narrow((await owner.gql(AllMessages, { id: conversationId })).node, 'Conversation');
  return node.messages!.nodes;
}

async function compact(owner: Client, input: Record<string, unknown>) {
  return (await owner.gql(Compact, { input: input as never })).compactConversation;
}

const rowsOf = async (sessionId: string) =>
  (await sql<{ n: number }>`select count(*)::int as n from messages where session_id = ${decodeGlobalID(sessionId).id}`.execute(app.db)).rows[0]!.n;

describe('compactConversation', () => {
  it('up to here: the summary stands before the kept messages, names what it covers; undo gives the conversation back', async () => {
    const { session, conversationId, messages } = await chat(alice);
    const result = await compact(alice, { conversationId, upToMessageId: messages[3]!.id, summary: 'm1 to m4, in short', tokenCount: 7 });
    if (result.__typename !== 'CompactConversationPayload') throw new Error(JSON.stringify(result));
    expect(result.rewind).toMatchObject({ kind: 'COMPACT', undoneAt: null, changes: { messagesSuperseded: 4, summary: { id: result.summary!.id } } });
    expect(result.summary).toMatchObject({
      role: 'SYSTEM',
      content: 'm1 to m4, in short',
      tokenCount: 7,
      superseded: false,
      compaction: { id: result.rewind!.id },
    });
    expect(result.summary!.summaryOf).toEqual({
      count: 4,
      first: { id: messages[0]!.id },
      last: { id: messages[3]!.id },
      conversation: { id: conversationId },
    });
    expect(result.summary!.seq).toBeLessThan(messages[0]!.seq);
    expect(await visible(alice, conversationId)).toEqual(['m1 to m4, in short', 'm5', 'm6']);
    // Kept messages keep their ids; the covered ones are still there, marked.
    const everything = await all(alice, conversationId);
    expect(everything.map((m) => `${m.content}${m.superseded ? '*' : ''}`)).toEqual(['m1 to m4, in short', 'm1*', 'm2*', 'm3*', 'm4*', 'm5', 'm6']);
    expect(everything.slice(5).map((m) => m.id)).toEqual([messages[4]!.id, messages[5]!.id]);
    const counted = narrow((await alice.gql(AllMessages, { id: conversationId })).node, 'Conversation');
    expect(counted).toMatchObject({ messageCount: 3, messages: { totalCount: 7 } });
    const rewinds = (await stateOf(alice, session.id)).rewinds!.nodes;
    expect(rewinds.map((r) => r.kind)).toEqual(['COMPACT']);

    await say(alice, conversationId, 'm7');
    expect(await visible(alice, conversationId)).toEqual(['m1 to m4, in short', 'm5', 'm6', 'm7']);
    const rows = await rowsOf(session.id);
    const undone = (await alice.gql(UndoRewind, { input: { rewindId: result.rewind!.id } })).undoRewind;
    expect(undone).toMatchObject({ __typename: 'UndoRewindPayload', rewind: { undoneBy: expect.any(String) } });
    expect(await visible(alice, conversationId)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6']);
    expect(await rowsOf(session.id)).toBe(rows); // nothing deleted: the summary and m7 are set aside
  });

  it('from here: the summary goes at the end, and the conversation continues after it', async () => {
    const { conversationId, messages } = await chat(alice);
    const result = await compact(alice, { conversationId, fromMessageId: messages[2]!.id, summary: 'm3 to m6', role: 'ASSISTANT' });
    if (result.__typename !== 'CompactConversationPayload') throw new Error(JSON.stringify(result));
    expect(result.covered).toEqual({ count: 4, first: { content: 'm3' }, last: { content: 'm6' } });
    expect(result.summary).toMatchObject({ role: 'ASSISTANT', seq: 7 });
    await say(alice, conversationId, 'm7');
    expect(await visible(alice, conversationId)).toEqual(['m1', 'm2', 'm3 to m6', 'm7']);
    // A second compaction covers the first summary too.
    const again = await compact(alice, { conversationId, upToMessageId: (await all(alice, conversationId)).at(-2)!.id, summary: 'all so far' });
    expect(again).toMatchObject({ __typename: 'CompactConversationPayload', covered: { count: 3, first: { content: 'm1' }, last: { content: 'm3 to m6' } } });
    expect(await visible(alice, conversationId)).toEqual(['all so far', 'm7']);
    // Undone newest first, each back exactly.
    await alice.gql(UndoRewind, { input: { rewindId: narrow(again, 'CompactConversationPayload').rewind!.id } });
    expect(await visible(alice, conversationId)).toEqual(['m1', 'm2', 'm3 to m6', 'm7']);
    await alice.gql(UndoRewind, { input: { rewindId: result.rewind!.id } });
    expect(await visible(alice, conversationId)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6']);
  });

  it('dryRun answers what it would cover and changes nothing; a retry with the same key is a replay', async () => {
    const { session, conversationId, messages } = await chat(alice);
    const before = await stateOf(alice, session.id);
    const dry = await compact(alice, { conversationId, upToMessageId: messages[1]!.id, summary: 's', dryRun: true });
    expect(dry).toMatchObject({ rewind: null, summary: null, covered: { count: 2, first: { content: 'm1' }, last: { content: 'm2' } } });
    expect(await stateOf(alice, session.id)).toEqual(before);
    const input = { conversationId, upToMessageId: messages[1]!.id, summary: 's', idempotencyKey: 'compact-1' };
    const first = await compact(alice, input);
    const second = await compact(alice, input);
    expect(second).toMatchObject({ replayed: true, rewind: { id: narrow(first, 'CompactConversationPayload').rewind!.id } });
    expect(await visible(alice, conversationId)).toEqual(['s', 'm3', 'm4', 'm5', 'm6']);
  });

  it('refusals are typed and change nothing; another owner gets not-found', async () => {
    const { session, conversationId, messages } = await chat(alice);
    const other = await chat(alice);
    const before = await stateOf(alice, session.id);
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ conversationId, summary: 's' }, 'fromMessageId'],
      [{ conversationId, fromMessageId: messages[0]!.id, upToMessageId: messages[1]!.id, summary: 's' }, 'fromMessageId'],
      [{ conversationId, upToMessageId: other.messages[0]!.id, summary: 's' }, 'upToMessageId'],
      [{ conversationId, upToMessageId: messages[0]!.id, summary: '  ' }, 'summary'],
      [{ conversationId, upToMessageId: messages[0]!.id, summary: 's', role: 'TOOL' }, 'role'],
      [{ conversationId, upToMessageId: messages[0]!.id, summary: 's', tokenCount: -1 }, 'tokenCount'],
      [{ conversationId, upToMessageId: messages[0]!.id, summary: 'x'.repeat(1_048_577) }, 'summary'],
    ];
    for (const [input, field] of refusals) expect(await compact(alice, input)).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect(await compact(bob, { conversationId, upToMessageId: messages[0]!.id, summary: 's' })).toMatchObject({ code: 'NOT_FOUND' });
    // A superseded message is not a place to summarize from.
    const cut = await compact(alice, { conversationId: other.conversationId, upToMessageId: other.messages[1]!.id, summary: 's' });
    expect(cut.__typename).toBe('CompactConversationPayload');
    const stale = await compact(alice, { conversationId: other.conversationId, fromMessageId: other.messages[0]!.id, summary: 's' });
    expect(stale).toMatchObject({ code: 'VALIDATION_FAILED', field: 'fromMessageId', message: expect.stringContaining('set aside') });
    // A leased session needs the live lease token.
    const lease = await alice.gql(LeaseOps.acquire, { input: { sessionId: session.id, holder: 'runner' } });
    expect(await compact(alice, { conversationId, upToMessageId: messages[0]!.id, summary: 's' })).toMatchObject({ code: 'SESSION_LOCKED' });
    const token = narrow(lease.acquireLease, 'LeasePayload').lease!.token;
    expect(await compact(alice, { conversationId, upToMessageId: messages[0]!.id, summary: 's', leaseToken: token + 1 })).toMatchObject({
      code: 'STALE_LEASE',
    });
    const after = await stateOf(alice, session.id);
    expect({ ...after, lastEventSeq: 0 }).toEqual({ ...before, lastEventSeq: 0 }); // the lease is the only change
    expect(await visible(alice, conversationId)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6']);
  });

  it('keeps the line of work: a code checkpoint before it is still found; a rewind to before it sees the conversation as it was', async () => {
    const { session, conversationId } = await chat(alice);
    const cp = await checkpoint(alice, session.id, 'after m6');
    const before = new Date();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const messages = await all(alice, conversationId);
    await compact(alice, { conversationId, upToMessageId: messages[4]!.id, summary: 'S' });
    await say(alice, conversationId, 'm7');
    // The checkpoint saw m1..m6, now behind the summary: still on the line to m7, so a rewind with code finds it.
    const m7 = (await all(alice, conversationId)).at(-1)!;
    const withCode = (await alice.gql(RewindConversation, { input: { conversationId, toMessageId: m7.id, rewindCode: true } })).rewindConversation;
    expect(withCode).toMatchObject({ __typename: 'RewindPayload', rewind: { checkpoint: { id: cp.id } } });
    await alice.gql(UndoRewind, { input: { rewindId: narrow(withCode, 'RewindPayload').rewind!.id } });
    // Back to a moment before the compaction: the covered messages come back, the summary (and m7) go aside.
    const back = (await alice.gql(RewindConversation, { input: { conversationId, toTime: before.toISOString() } })).rewindConversation;
    expect(back.__typename).toBe('RewindPayload');
    expect(await visible(alice, conversationId)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6']);
    await alice.gql(UndoRewind, { input: { rewindId: narrow(back, 'RewindPayload').rewind!.id } });
    expect(await visible(alice, conversationId)).toEqual(['S', 'm6', 'm7']);
  });

  it('resume hands the summary back as the context, in place of what it covers', async () => {
    const { session } = await interruptedSession(alice);
    const conversationId = session.conversations!.nodes[0]!.id;
    await say(alice, conversationId, 'long', 'exploration', 'recent');
    const messages = await all(alice, conversationId);
    await compact(alice, { conversationId, upToMessageId: messages[1]!.id, summary: 'explored the spec' });
    const resumed = (await alice.gql(ResumeContext, { input: { sessionId: session.id, holder: 'runner-2' } })).resumeSession;
    if (resumed.__typename !== 'ResumeSessionPayload') throw new Error(JSON.stringify(resumed));
    const context = resumed.conversationContext!.nodes.find((c) => c.messages!.nodes.length)!.messages!.nodes;
    expect(context).toEqual([
      { content: 'explored the spec', role: 'SYSTEM' },
      { content: 'recent', role: 'ASSISTANT' },
    ]);
  });
});
