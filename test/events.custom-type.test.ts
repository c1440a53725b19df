// A runner's event type is one type whether it is given with its prefix or without: "build.done" and
// "custom.build.done" are both recorded, read back, filtered and delivered live as custom.build.done (a runner that
// sends back a type it read once got custom.custom.build.done).
import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { tempDir } from './helpers/fs.ts';
import { collect, gqlOver, startLiveApp, wsClient } from './helpers/live.ts';
import { CreateSession, CreateWorkspace } from './helpers/operations.ts';

const { httpUrl, wsUrl, token } = await startLiveApp({ pollIntervalMs: 60_000 });
const gql = <R, V>(document: Parameters<typeof gqlOver<R, V>>[2], variables?: V) => gqlOver(httpUrl, token, document, variables);

const RecordCustom = graphql(`
  mutation RecordCustom($input: RecordEventInput!) {
    recordEvent(input: $input) { __typename ... on RecordEventPayload { replayed event { seq type } } ... on Error { code message } }
  }
`);
const RecordCustomBatch = graphql(`
  mutation RecordCustomBatch($input: RecordEventsInput!) {
    recordEvents(input: $input) { __typename ... on RecordEventsPayload { events { type } } ... on Error { code message } }
  }
`);
const CustomEventsOfType = graphql(`
  query CustomEventsOfType($id: ID!, $types: [String!]) {
    session(id: $id) { __typename ... on Session { events(types: $types) { totalCount nodes { type } } } }
  }
`);
const CustomFeed = graphql(`
  subscription CustomFeed($sessionId: ID!, $after: String) { sessionEvents(sessionId: $sessionId, after: $after) { node { seq type } } }
`);

async function newSession(): Promise<string> {
  const workspace = await gql(CreateWorkspace, { input: { path: await tempDir() } });
  if (workspace.createWorkspace.__typename !== 'CreateWorkspacePayload') throw new Error(JSON.stringify(workspace));
  const created = await gql(CreateSession, { input: { workspaceId: workspace.createWorkspace.workspace.id, objective: 'custom events' } });
  if (created.createSession.__typename !== 'CreateSessionPayload') throw new Error(JSON.stringify(created));
  return created.createSession.session.id;
}

describe('a custom event type with or without its prefix', () => {
  it('is one type through recordEvent, recordEvents, the events connection and the live feed', async () => {
    const sessionId = await newSession();
    const feed = collect(wsClient(wsUrl, token), CustomFeed, { sessionId, after: '0' });
    const bare = await gql(RecordCustom, { input: { sessionId, type: 'build.done' } });
    const prefixed = await gql(RecordCustom, { input: { sessionId, type: 'custom.build.done' } });
    const batch = await gql(RecordCustomBatch, { input: { sessionId, events: [{ type: 'custom.build.done' }, { type: 'build.done' }] } });
    expect(bare.recordEvent).toMatchObject({ event: { type: 'custom.build.done' } });
    expect(prefixed.recordEvent).toMatchObject({ event: { type: 'custom.build.done' } });
    expect(batch.recordEvents).toMatchObject({ events: [{ type: 'custom.build.done' }, { type: 'custom.build.done' }] });

    const read = await gql(CustomEventsOfType, { id: sessionId, types: ['custom.build.done'] });
    if (read.session.__typename !== 'Session') throw new Error(JSON.stringify(read));
    expect(read.session.events!.totalCount).toBe(4);
    const all = await gql(CustomEventsOfType, { id: sessionId });
    if (all.session.__typename !== 'Session') throw new Error(JSON.stringify(all));
    expect(all.session.events!.nodes.map((event) => event.type).filter((type) => type.startsWith('custom.'))).toEqual(Array(4).fill('custom.build.done'));

    const last = all.session.events!.nodes.length;
    await feed.count(last);
    expect(feed.items.map((item) => item.sessionEvents.node.type).slice(-4)).toEqual(Array(4).fill('custom.build.done'));
    feed.dispose();
  });

  it('sends back the type it read and records the same type again', async () => {
    const sessionId = await newSession();
    const first = await gql(RecordCustom, { input: { sessionId, type: 'tests.passed' } });
    if (first.recordEvent.__typename !== 'RecordEventPayload') throw new Error(JSON.stringify(first));
    const again = await gql(RecordCustom, { input: { sessionId, type: first.recordEvent.event.type } });
    expect(again.recordEvent).toMatchObject({ event: { type: 'custom.tests.passed' } });
  });

  it('replays a keyed event given once with the prefix and once without, and refuses a bare prefix', async () => {
    const sessionId = await newSession();
    const first = await gql(RecordCustom, { input: { sessionId, type: 'deploy', idempotencyKey: 'deploy-1' } });
    const retry = await gql(RecordCustom, { input: { sessionId, type: 'custom.deploy', idempotencyKey: 'deploy-1' } });
    expect(first.recordEvent).toMatchObject({ replayed: false });
    expect(retry.recordEvent).toMatchObject({ replayed: true, event: { type: 'custom.deploy' } });
    const empty = await gql(RecordCustom, { input: { sessionId, type: 'custom.' } });
    expect(empty.recordEvent).toMatchObject({ __typename: 'ValidationError' });
  });
});
