// One write that appends events to several sessions rings one doorbell naming each of them (events/event.queries.ts:
// the last session's statement rings it, the earlier sessions' heads read from their rows), so every live feed of
// each is woken at the commit, not at the safety poll (an hour here, so a feed that was not rung would time out).
// A fork writes to two sessions in one transaction: session.forked in the source's log and the fork's own events.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { tempDir } from './helpers/fs.ts';
import { collect, gqlOver, startLiveApp, wsClient } from './helpers/live.ts';
import { CreateSession, CreateWorkspace } from './helpers/operations.ts';

const { httpUrl, wsUrl, token } = await startLiveApp({ pollIntervalMs: 3_600_000 });
const gql = <R, V>(document: TypedDocumentNode<R, V>, variables?: V) => gqlOver(httpUrl, token, document, variables);
const untyped = (source: string) => parse(source) as TypedDocumentNode<any, any>;

const SessionFeed = untyped('subscription($sessionId: ID!) { sessionEvents(sessionId: $sessionId, after: "0") { node { type } } }');
const WorkspaceFeed = untyped('subscription($workspaceId: ID!) { workspaceEvents(workspaceId: $workspaceId, after: "0") { node { type session { id } } } }');
const EventCount = untyped('query($id: ID!) { session(id: $id) { ... on Session { events { totalCount } } } }');
const Record = untyped('mutation($i: RecordEventInput!) { recordEvent(input: $i) { __typename } }');
const Fork = untyped(`mutation($i: ForkSessionInput!) {
  forkSession(input: $i) { __typename ... on ForkSessionPayload { session { id } } ... on Error { code message } }
}`);

describe('the doorbell of a write to several sessions', () => {
  it('wakes the live feeds of every session it wrote to, the first in lock order included', async () => {
    const workspace = await gql(CreateWorkspace, { input: { path: await tempDir() } });
    if (workspace.createWorkspace.__typename !== 'CreateWorkspacePayload') throw new Error(JSON.stringify(workspace));
    const workspaceId = workspace.createWorkspace.workspace.id;
    const created = await gql(CreateSession, { input: { workspaceId, objective: 'doorbell' } });
    if (created.createSession.__typename !== 'CreateSessionPayload') throw new Error(JSON.stringify(created));
    const sourceId = created.createSession.session.id;

    const client = wsClient(wsUrl, token);
    const source = collect(client, SessionFeed, { sessionId: sourceId });
    const everything = collect(client, WorkspaceFeed, { workspaceId });
    // Both feeds read the backlog (every event so far, the workspace's being the source's), then go live.
    await gql(Record, { i: { sessionId: sourceId, type: 'ready' } });
    const backlog: number = ((await gql(EventCount, { id: sourceId })) as Record<string, any>).session.events.totalCount;
    await source.count(backlog, 20_000);
    await everything.count(backlog, 20_000);
    const before = { source: source.items.length, everything: everything.items.length };

    // The fork's id is newer (UUIDv7), so the source comes first in the lock order: its head is read from its row.
    // The API's ids are encoded (base64), which does not keep their order: compare the UUIDs inside.
    const forked = (await gql(Fork, { i: { sessionId: sourceId, fromTime: new Date().toISOString() } })) as Record<string, any>;
    expect(forked.forkSession.__typename).toBe('ForkSessionPayload');
    const forkId: string = forked.forkSession.session.id;
    expect(decodeGlobalID(forkId).id > decodeGlobalID(sourceId).id).toBe(true);

    await source.count(before.source + 1, 20_000);
    expect(source.items.slice(before.source).map((item) => item.sessionEvents.node.type)).toEqual(['session.forked']);
    const forkEvents = ['session.created', 'conversation.created', 'session.inherited', 'session.forked'];
    await everything.count(before.everything + forkEvents.length + 1, 20_000);
    const delivered = everything.items.slice(before.everything).map((item) => [item.workspaceEvents.node.session.id, item.workspaceEvents.node.type]);
    expect(delivered).toHaveLength(forkEvents.length + 1);
    expect(delivered).toEqual(expect.arrayContaining([[sourceId, 'session.forked'], ...forkEvents.map((type) => [forkId, type])]));
    source.dispose();
    everything.dispose();
  });
});
