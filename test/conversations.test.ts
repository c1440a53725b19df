// Conversations and messages: ordered batches, tool calls and results, totals, size limits, idempotency.
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { dbId } from './helpers/deletions.ts';
import { samplePlan, sessionFor } from './helpers/fixtures.ts';
import { ChangeSession } from './helpers/operations.ts';

const app = await createTestApp({ config: { maxMessageBytes: 1_000 } });
const alice = await app.owner('alice');

const AppendMessages = graphql(`
  mutation AppendMessages($input: AppendMessagesInput!) {
    appendMessages(input: $input) {
      __typename
      ... on AppendMessagesPayload { replayed messages { id seq role } conversation { lastMessageSeq } }
      ... on Error { code message }
      ... on ValidationError { field }
    }
  }
`);

const Messages = graphql(`
  query Messages($id: ID!, $first: Int, $after: String, $calls: Boolean, $results: Boolean) {
    node(id: $id) {
      __typename
      ... on Conversation {
        kind
        messageCount
        totalTokens
        totalCostUsd
        messages(first: $first, after: $after, includeToolCalls: $calls, includeToolResults: $results) {
          nodes { seq role content toolCalls { id name input } toolName toolInput toolResult isError tokenCount costUsd }
          pageInfo { hasNextPage endCursor }
        }
      }
    }
  }
`);

const CreateConversation = graphql(`
  mutation CreateConversation($input: CreateConversationInput!) {
    createConversation(input: $input) {
      __typename
      ... on CreateConversationPayload { conversation { id kind title task { key } } }
      ... on Error { code message }
    }
  }
`);

const turn = [
  { role: 'USER' as const, content: 'Fix the login bug', tokenCount: 5 },
  {
    role: 'ASSISTANT' as const,
    content: 'Reading the file.',
    toolCalls: [{ id: 'call_1', name: 'read_file', input: { path: 'src/login.ts' } }],
    tokenCount: 20,
    costUsd: 0.0012,
  },
  { role: 'TOOL' as const, toolName: 'read_file', toolInput: { path: 'src/login.ts' }, toolResult: 'export function login() {}', tokenCount: 30 },
  { role: 'ASSISTANT' as const, content: 'Found it.', tokenCount: 10, costUsd: 0.0008 },
];

describe('appendMessages', () => {
  it('totals tokens past the 32-bit range of Int (totalTokens is a Float)', async () => {
    const session = await sessionFor(alice);
    const conversationId = session.conversations!.nodes[0]!.id;
    const messages = Array.from({ length: 220 }, () => ({ role: 'ASSISTANT' as const, content: 'x', tokenCount: 10_000_000 }));
    expect((await alice.gql(AppendMessages, { input: { conversationId, messages } })).appendMessages.__typename).toBe('AppendMessagesPayload');
    const totals = await alice.gql(Messages, { id: conversationId, first: 1 });
    expect(totals.node).toMatchObject({ messageCount: 220, totalTokens: 2_200_000_000 });
  });

  it('appends a batch in order with tool calls and results, and totals tokens and cost', async () => {
    const session = await sessionFor(alice);
    const conversationId = session.conversations!.nodes[0]!.id;
    const appended = await alice.gql(AppendMessages, { input: { conversationId, messages: turn } });
    expect(appended.appendMessages).toMatchObject({ replayed: false, conversation: { lastMessageSeq: 4 } });
    if (appended.appendMessages.__typename !== 'AppendMessagesPayload') throw new Error();
    expect(appended.appendMessages.messages.map((m) => [m.seq, m.role])).toEqual([
      [1, 'USER'],
      [2, 'ASSISTANT'],
      [3, 'TOOL'],
      [4, 'ASSISTANT'],
    ]);

    const all = await alice.gql(Messages, { id: conversationId });
    expect(all.node).toMatchObject({ kind: 'SUPERVISOR', messageCount: 4, totalTokens: 65 });
    expect(narrow(all.node, 'Conversation').totalCostUsd).toBeCloseTo(0.002, 6);
    expect(narrow(all.node, 'Conversation').messages!.nodes).toEqual([
      expect.objectContaining({ seq: 1, content: 'Fix the login bug', toolCalls: null }),
      expect.objectContaining({ seq: 2, toolCalls: [{ id: 'call_1', name: 'read_file', input: { path: 'src/login.ts' } }], costUsd: 0.0012 }),
      expect.objectContaining({ seq: 3, toolName: 'read_file', toolInput: { path: 'src/login.ts' }, toolResult: 'export function login() {}', isError: false }),
      expect.objectContaining({ seq: 4, content: 'Found it.' }),
    ]);
  });

  it('leaves out tool calls and tool results on request, and pages by cursor', async () => {
    const session = await sessionFor(alice);
    const conversationId = session.conversations!.nodes[0]!.id;
    await alice.gql(AppendMessages, { input: { conversationId, messages: turn } });
    const lean = await alice.gql(Messages, { id: conversationId, calls: false, results: false });
    const nodes = narrow(lean.node, 'Conversation').messages!.nodes;
    expect(nodes.map((m) => m.seq)).toEqual([1, 2, 4]);
    expect(nodes.every((m) => m.toolCalls === null)).toBe(true);

    const page1 = await alice.gql(Messages, { id: conversationId, first: 3 });
    const p1 = narrow(page1.node, 'Conversation').messages!;
    expect(p1.nodes.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(p1.pageInfo.hasNextPage).toBe(true);
    const page2 = await alice.gql(Messages, { id: conversationId, first: 3, after: p1.pageInfo.endCursor });
    expect(narrow(page2.node, 'Conversation').messages!.nodes.map((m) => m.seq)).toEqual([4]);
  });

  it('keeps concurrent batches whole and gap-free', async () => {
    const session = await sessionFor(alice);
    const conversationId = session.conversations!.nodes[0]!.id;
    await Promise.all(
      Array.from({ length: 8 }, (_, batch) =>
        alice.gql(AppendMessages, { input: { conversationId, messages: [0, 1, 2].map((i) => ({ role: 'USER' as const, content: `${batch}.${i}` })) } }),
      ),
    );
    const all = await alice.gql(Messages, { id: conversationId, first: 100 });
    const nodes = narrow(all.node, 'Conversation').messages!.nodes;
    expect(nodes.map((m) => m.seq)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    for (let i = 0; i < 24; i += 3) {
      const batch = nodes[i]!.content.split('.')[0];
      expect(nodes.slice(i, i + 3).map((m) => m.content)).toEqual([`${batch}.0`, `${batch}.1`, `${batch}.2`]);
    }
  });

  it('refuses oversized content, naming the message and the limit, and writes nothing of the batch', async () => {
    const session = await sessionFor(alice);
    const conversationId = session.conversations!.nodes[0]!.id;
    const result = await alice.gql(AppendMessages, {
      input: {
        conversationId,
        messages: [
          { role: 'USER', content: 'fine' },
          { role: 'ASSISTANT', content: 'x'.repeat(1_001) },
        ],
      },
    });
    expect(result.appendMessages).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_FAILED', field: 'messages[1].content' });
    expect(result.appendMessages.__typename === 'ValidationError' && result.appendMessages.message).toContain('SAVEPOINT_MAX_MESSAGE_BYTES');
    const toolResult = await alice.gql(AppendMessages, {
      input: { conversationId, messages: [{ role: 'TOOL', toolName: 't', toolResult: 'y'.repeat(2_000) }] },
    });
    expect(toolResult.appendMessages).toMatchObject({ __typename: 'ValidationError', field: 'messages[0].toolResult' });
    expect((await alice.gql(Messages, { id: conversationId })).node).toMatchObject({ messageCount: 0 });
  });

  it("charges and reserves nothing for a refused batch, and nothing of another owner's conversation", async () => {
    const session = await sessionFor(alice);
    const conversationId = session.conversations!.nodes[0]!.id;
    const rows = async () => ({
      stored: (await app.db.selectFrom('sessions').select('stored_bytes').where('id', '=', dbId(session.id)).executeTakeFirstOrThrow()).stored_bytes,
      seq: (await app.db.selectFrom('conversations').select('last_message_seq').where('id', '=', dbId(conversationId)).executeTakeFirstOrThrow())
        .last_message_seq,
    });
    const before = await rows();
    const tooBig = [
      { role: 'USER' as const, content: 'fine' },
      { role: 'USER' as const, content: 'x'.repeat(1_001) },
    ];
    expect((await alice.gql(AppendMessages, { input: { conversationId, messages: tooBig } })).appendMessages.__typename).toBe('ValidationError');
    const mallory = await app.owner('mallory');
    const stolen = await mallory.gql(AppendMessages, { input: { conversationId, messages: [{ role: 'USER', content: 'mine now' }] } });
    expect(stolen.appendMessages).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    expect(await rows()).toEqual(before);
    const next = await alice.gql(AppendMessages, { input: { conversationId, messages: [{ role: 'USER', content: 'hello' }] } });
    expect(narrow(next.appendMessages, 'AppendMessagesPayload').messages.map((m) => m.seq)).toEqual([before.seq + 1]);
  });

  it('replays a keyed batch once and refuses messages in a finished session', async () => {
    const session = await sessionFor(alice);
    const conversationId = session.conversations!.nodes[0]!.id;
    const input = { conversationId, messages: turn, idempotencyKey: 'turn-1' };
    await alice.gql(AppendMessages, { input });
    const again = await alice.gql(AppendMessages, { input });
    expect(again.appendMessages).toMatchObject({ replayed: true });
    expect((await alice.gql(Messages, { id: conversationId })).node).toMatchObject({ messageCount: 4 });
    await alice.gql(ChangeSession.cancel, { input: { sessionId: session.id } });
    const late = await alice.gql(AppendMessages, { input: { conversationId, messages: [{ role: 'USER', content: 'hello?' }] } });
    expect(late.appendMessages).toMatchObject({ __typename: 'InvalidTransitionError', code: 'INVALID_TRANSITION' });
  });
});

describe('createConversation', () => {
  it('opens a task conversation tied to its task', async () => {
    const session = await sessionFor(alice, { plan: samplePlan });
    const task = session.phases!.nodes[0]!.tasks!.nodes[0]!;
    const created = await alice.gql(CreateConversation, { input: { sessionId: session.id, kind: 'TASK', title: 'architect', taskId: task.id } });
    expect(created.createConversation).toMatchObject({ conversation: { kind: 'TASK', title: 'architect', task: { key: 'read' } } });
  });
});
