// The live feeds over a real socket: nothing waits for an older transaction (one held open from SQL that writes
// nothing, a large batch in another workspace), and every feed starts from "0". The older transaction stays open
// until the event has arrived, and the safety poll is ten minutes here: a feed that waits for the transaction, or
// needs the poll, never delivers and fails the test. How soon it delivers is a budget of `npm run bench`
// (BENCH_ONLY=workspace: a blocking transaction, a 5,000-event batch in another workspace).
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { appendEvents } from '../src/events/event.queries.ts';
import { tempDir } from './helpers/fs.ts';
import { collect, gqlOver, startLiveApp, wsClient } from './helpers/live.ts';
import { until } from './helpers/process.ts';

const live = await startLiveApp({ pollIntervalMs: 600_000 });
const { app, httpUrl, wsUrl, token } = live;
const db = app.database.db;
const sql = app.database.sql;

const doc = <R, V = Record<string, unknown>>(text: string) => parse(text) as unknown as TypedDocumentNode<R, V>;
type Edge = { cursor: string; node: { seq: number; type: string; session: { id: string } } };

const WorkspaceFeed = doc<{ workspaceEvents: Edge }, { workspaceId: string; after?: string | null }>(
  'subscription($workspaceId: ID!, $after: String) { workspaceEvents(workspaceId: $workspaceId, after: $after) { cursor node { seq type session { id } } } }',
);
const SessionFeed = doc<{ sessionEvents: Edge }, { sessionId: string; after?: string | null }>(
  'subscription($sessionId: ID!, $after: String) { sessionEvents(sessionId: $sessionId, after: $after) { cursor node { seq type session { id } } } }',
);
const MessageFeed = doc<{ messageAdded: { cursor: string; node: { seq: number; content: string } } }, { conversationId: string; after?: string | null }>(
  'subscription($conversationId: ID!, $after: String) { messageAdded(conversationId: $conversationId, after: $after) { cursor node { seq content } } }',
);
const Record = doc<{ recordEvents: { __typename: string; lastSeq?: number } }>(
  'mutation($input: RecordEventsInput!) { recordEvents(input: $input) { __typename ... on RecordEventsPayload { lastSeq } ... on Error { code message } } }',
);
const Append = doc<{ appendMessages: { __typename: string } }>(
  'mutation($input: AppendMessagesInput!) { appendMessages(input: $input) { __typename ... on Error { code message } } }',
);
const NewWorkspace = doc<{ createWorkspace: { workspace: { id: string } } }>(
  'mutation($path: String!) { createWorkspace(input: { path: $path }) { ... on CreateWorkspacePayload { workspace { id } } ... on Error { message } } }',
);
const NewSession = doc<{ createSession: { session: { id: string; conversations: { nodes: Array<{ id: string }> } } } }>(
  'mutation($w: ID!) { createSession(input: { workspaceId: $w, objective: "feeds" }) { ... on CreateSessionPayload { session { id conversations { nodes { id } } } } ... on Error { message } } }',
);

const gql = <R, V>(document: TypedDocumentNode<R, V>, variables?: V) => gqlOver(httpUrl, token, document, variables);
const raw = (globalId: string) => decodeGlobalID(globalId).id;

async function newWorkspace() {
  return (await gql(NewWorkspace, { path: await tempDir() })).createWorkspace.workspace.id;
}
async function newSession(workspaceId: string) {
  return (await gql(NewSession, { w: workspaceId })).createSession.session;
}
async function record(sessionId: string, count: number) {
  const result = await gql(Record, { input: { sessionId, events: Array.from({ length: count }, (_, i) => ({ type: 'tick', data: { i } })) } });
  if (result.recordEvents.__typename !== 'RecordEventsPayload') throw new Error(JSON.stringify(result));
}

/** A workspace feed from now on, live once `waitLive` sees the workspace cohort of this process. */
async function subscribeNow(workspaceId: string) {
  const before = app.hub.stats().subscribers;
  const feed = collect(wsClient(wsUrl, token), WorkspaceFeed, { workspaceId });
  await until(() => app.hub.stats().subscribers > before, 'the subscription to register');
  return feed;
}

describe('no stall', () => {
  it('delivers an event at once while an older transaction that writes nothing stays open, and after it ends', async () => {
    const workspaceId = await newWorkspace();
    const session = await newSession(workspaceId);
    const feed = await subscribeNow(workspaceId);
    const blocker = await sql.reserve();
    try {
      await blocker`begin`;
      await blocker`select pg_current_xact_id()`; // older than the events below, and open
      await record(session.id, 2);
      await feed.count(2); // while the older transaction is still open
      await blocker`rollback`; // ends without writing an event
      await record(session.id, 1);
      await feed.count(3);
    } finally {
      blocker.release();
    }
    expect(feed.items.map((item) => item.workspaceEvents.node.type)).toEqual(['custom.tick', 'custom.tick', 'custom.tick']);
    feed.dispose();
  });

  // More events than one read of the feed takes (READ_BATCH, 500): the other workspace's feed pages through them.
  const BATCH = 1_200;

  it('is not held up by a large batch in another workspace, older and still running', async () => {
    const workspaceId = await newWorkspace();
    const session = await newSession(workspaceId);
    const otherWorkspace = await newWorkspace();
    const other = await newSession(otherWorkspace);
    const feed = await subscribeNow(workspaceId);
    const otherFeed = await subscribeNow(otherWorkspace);
    let begun!: () => void;
    const started = new Promise<void>((resolve) => (begun = resolve));
    let proceed!: () => void;
    const go = new Promise<void>((resolve) => (proceed = resolve));
    const batch = db.transaction().execute(async (trx) => {
      await appendEvents(trx, app.settings.redactor, [
        { sessionId: raw(other.id), workspaceId: raw(otherWorkspace), type: 'custom.first', actor: 't', data: {} },
      ]);
      begun();
      await go;
      const events = Array.from({ length: BATCH - 1 }, (_, i) => ({
        sessionId: raw(other.id),
        workspaceId: raw(otherWorkspace),
        type: 'custom.batch',
        actor: 't',
        data: { i, note: 'a small payload like a runner would send' },
      }));
      await appendEvents(trx, app.settings.redactor, events);
    });
    await started;
    try {
      await record(session.id, 1);
      await feed.count(1); // while the batch's transaction is still open
    } finally {
      proceed();
    }
    await batch;
    await otherFeed.count(BATCH);
    expect(otherFeed.items.map((item) => item.workspaceEvents.cursor)).toEqual(Array.from({ length: BATCH }, (_, i) => String(i + 1 + 3)));
    expect(feed.items).toHaveLength(1);
    feed.dispose();
    otherFeed.dispose();
  });
});

describe('start cursors', () => {
  it('starts every feed from the beginning with "0"', async () => {
    const workspaceId = await newWorkspace();
    const first = await newSession(workspaceId);
    const second = await newSession(workspaceId);
    await record(first.id, 2);
    const conversationId = first.conversations.nodes[0]!.id;
    await gql(Append, {
      input: {
        conversationId,
        messages: [
          { role: 'USER', content: 'one' },
          { role: 'USER', content: 'two' },
        ],
      },
    });
    const client = wsClient(wsUrl, token);
    const workspace = collect(client, WorkspaceFeed, { workspaceId, after: '0' });
    const sessionFeed = collect(client, SessionFeed, { sessionId: first.id, after: '0' });
    const messages = collect(client, MessageFeed, { conversationId, after: '0' });
    // first: created, plan, conversation (1-3); second: the same (4-6); first: 2 ticks, messages.appended (7-9)
    await Promise.all([workspace.count(9), sessionFeed.count(6), messages.count(2)]);
    expect(workspace.items.map((item) => item.workspaceEvents.cursor)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(workspace.items.map((item) => [item.workspaceEvents.node.session.id, item.workspaceEvents.node.seq])).toEqual([
      [first.id, 1],
      [first.id, 2],
      [first.id, 3],
      [second.id, 1],
      [second.id, 2],
      [second.id, 3],
      [first.id, 4],
      [first.id, 5],
      [first.id, 6],
    ]);
    expect(sessionFeed.items.map((item) => item.sessionEvents.cursor)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(messages.items.map((item) => [item.messageAdded.cursor, item.messageAdded.node.content])).toEqual([
      ['1', 'one'],
      ['2', 'two'],
    ]);

    // A delivered cursor resumes after it; the old start cursor "0.0" still starts at the beginning.
    const resumed = collect(client, WorkspaceFeed, { workspaceId, after: '4' });
    const legacy = collect(client, WorkspaceFeed, { workspaceId, after: '0.0' });
    await Promise.all([resumed.count(5), legacy.count(9)]);
    await record(second.id, 1);
    await Promise.all([workspace.count(10), resumed.count(6), legacy.count(10)]);
    expect(resumed.items.map((item) => item.workspaceEvents.cursor)).toEqual(['5', '6', '7', '8', '9', '10']);
    expect(legacy.items.map((item) => item.workspaceEvents.cursor)).toEqual(workspace.items.map((item) => item.workspaceEvents.cursor));
    expect(workspace.items.at(-1)!.workspaceEvents.node).toMatchObject({ seq: 4, session: { id: second.id } });
    for (const feed of [workspace, sessionFeed, messages, resumed, legacy]) feed.dispose();
  });

  it('refuses a workspace cursor it never handed out with VALIDATION_FAILED', async () => {
    const workspaceId = await newWorkspace();
    const client = wsClient(wsUrl, token);
    for (const after of ['-1', 'abc', '1.2.3', '99999999999999999', '1e3']) {
      const feed = collect(client, WorkspaceFeed, { workspaceId, after });
      await feed.error();
      expect(JSON.stringify(feed.errors), after).toContain('VALIDATION_FAILED');
    }
  });
});
