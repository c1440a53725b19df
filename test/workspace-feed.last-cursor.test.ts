// Workspace.lastEventCursor, through the public API: "0" before a workspace's first event, then the workspaceEvents
// cursor of its latest; a feed subscribed from it delivers exactly what came after, also what was written between
// reading the cursor and subscribing (the gap a feed "from now" leaves, which the viewer's sessions list closes).
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { graphql } from './gql/index.ts';
import { tempDir } from './helpers/fs.ts';
import { collect, gqlOver, startLiveApp, wsClient } from './helpers/live.ts';
import { CreateSession, CreateWorkspace } from './helpers/operations.ts';

const Cursors = graphql(`
  query WorkspaceLastCursors { workspaces(first: 50) { nodes { id lastEventCursor } } }
`);
const Record = graphql(`
  mutation WorkspaceLastCursorRecord($input: RecordEventsInput!) { recordEvents(input: $input) { __typename ... on Error { code message } } }
`);
const Feed = graphql(`
  subscription WorkspaceFeedFromLastCursor($workspaceId: ID!, $after: String) {
    workspaceEvents(workspaceId: $workspaceId, after: $after) { cursor node { type session { id } } }
  }
`);

const live = await startLiveApp();
const gql = <R, V>(document: Parameters<typeof gqlOver<R, V>>[2], variables: V) => gqlOver(live.httpUrl, live.token, document, variables);
const cursorOf = async (workspaceId: string) => (await gql(Cursors, {})).workspaces.nodes.find((node) => node.id === workspaceId)?.lastEventCursor;

async function workspace() {
  return narrow((await gql(CreateWorkspace, { input: { path: await tempDir() } })).createWorkspace, 'CreateWorkspacePayload').workspace.id;
}

describe('Workspace.lastEventCursor', () => {
  it('is "0" before the first event, then where the feed stands; a feed from it misses nothing written after it', { timeout: 60_000 }, async () => {
    const [one, two] = [await workspace(), await workspace()];
    expect(await cursorOf(one)).toBe('0');
    const created = await gql(CreateSession, { input: { workspaceId: one, objective: 'cursor' } });
    const sessionId = narrow(created.createSession, 'CreateSessionPayload').session.id;
    const read = await cursorOf(one);
    expect(read).not.toBe('0');
    expect(await cursorOf(two)).toBe('0'); // read in the same request as the other's: batched, each its own

    // Written after the cursor was read, before anyone subscribed: delivered all the same, and nothing before it.
    narrow((await gql(Record, { input: { sessionId, events: [{ type: 'between', data: {} }] } })).recordEvents, 'RecordEventsPayload');
    const feed = collect(wsClient(live.wsUrl, live.token), Feed, { workspaceId: one, after: read });
    await feed.count(1);
    narrow((await gql(Record, { input: { sessionId, events: [{ type: 'later', data: {} }] } })).recordEvents, 'RecordEventsPayload');
    await feed.count(2);
    expect(feed.items.map((item) => item.workspaceEvents.node.type)).toEqual(['custom.between', 'custom.later']);
    expect(await cursorOf(one)).toBe(feed.items[1]!.workspaceEvents.cursor);
    feed.dispose();
  });
});
