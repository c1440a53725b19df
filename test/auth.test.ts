// Bearer tokens and tenancy: every read and write is scoped to the token's owner.
import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { samplePlan, sessionFor } from './helpers/fixtures.ts';
import { ChangeSession, CreateSession, SessionEvents, TaskLifecycle } from './helpers/operations.ts';

const app = await createTestApp();
const alice = await app.owner('alice');
const mallory = await app.owner('mallory');

const Viewer = graphql(`query Viewer { viewer { name token { name suffix } apiTokens { name revoked } } }`);
const CreateApiToken = graphql(`
  mutation CreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) { __typename ... on CreateApiTokenPayload { token apiToken { id name suffix revoked } } ... on Error { code message } }
  }
`);
const RevokeApiToken = graphql(`
  mutation RevokeApiToken($input: RevokeApiTokenInput!) {
    revokeApiToken(input: $input) { __typename ... on RevokeApiTokenPayload { apiToken { revoked revokedAt } } ... on Error { code message } }
  }
`);
const Node = graphql(`query NodeById($id: ID!) { node(id: $id) { id __typename } }`);
const Sessions = graphql(`query AllSessions { sessions { nodes { id } } workspaces { nodes { id } } }`);
const AppendOne = graphql(`
  mutation AppendOne($input: AppendMessagesInput!) { appendMessages(input: $input) { __typename ... on Error { code message } } }
`);

describe('authentication', () => {
  it('answers 401 UNAUTHENTICATED without a token, with an unknown one, and with a revoked one', async () => {
    const missing = await app.request(null, Viewer);
    expect(missing.status).toBe(401);
    expect(missing.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'MISSING' });
    expect(missing.body.data ?? null).toBeNull();

    const unknown = await app.request('sp_not-a-real-token', Viewer);
    expect(unknown.status).toBe(401);
    expect(unknown.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'UNKNOWN' });

    const created = await alice.gql(CreateApiToken, { input: { name: 'ci-runner' } });
    if (created.createApiToken.__typename !== 'CreateApiTokenPayload') throw new Error();
    const { token, apiToken } = created.createApiToken;
    expect(apiToken).toMatchObject({ name: 'ci-runner', suffix: token.slice(-4), revoked: false });
    const asRunner = await app.request(token, Viewer);
    expect(asRunner.body.data).toMatchObject({ viewer: { name: 'alice', token: { name: 'ci-runner' } } });

    const revoked = await alice.gql(RevokeApiToken, { input: { tokenId: apiToken.id } });
    expect(revoked.revokeApiToken).toMatchObject({ apiToken: { revoked: true } });
    const afterRevoke = await app.request(token, Viewer);
    expect(afterRevoke.status).toBe(401);
    expect(afterRevoke.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'REVOKED' });
    expect(afterRevoke.body.errors?.[0]?.message).toContain('createApiToken');
  });

  it('lets a revoked token write nothing', async () => {
    const created = await alice.gql(CreateApiToken, { input: { name: 'short-lived' } });
    if (created.createApiToken.__typename !== 'CreateApiTokenPayload') throw new Error();
    await alice.gql(RevokeApiToken, { input: { tokenId: created.createApiToken.apiToken.id } });
    const before = (await alice.gql(Sessions)).sessions.nodes.length;
    const workspaceId = (await alice.gql(Sessions)).workspaces.nodes[0]?.id ?? 'none';
    const attempt = await app.request(created.createApiToken.token, CreateSession, { input: { workspaceId, objective: 'sneaky' } });
    expect(attempt.status).toBe(401);
    expect((await alice.gql(Sessions)).sessions.nodes.length).toBe(before);
  });

  it('serves introspection without a token, so tools can load the schema', async () => {
    const result = await app.request(null, '{ __schema { queryType { name } } }');
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('refuses an empty token name and revoking a token of another owner', async () => {
    expect((await alice.gql(CreateApiToken, { input: { name: ' ' } })).createApiToken).toMatchObject({ __typename: 'ValidationError' });
    const viewer = await mallory.raw(Viewer);
    expect(viewer.body.data?.viewer.name).toBe('mallory');
    const created = await alice.gql(CreateApiToken, { input: { name: 'alice-only' } });
    if (created.createApiToken.__typename !== 'CreateApiTokenPayload') throw new Error();
    const foreign = await mallory.gql(RevokeApiToken, { input: { tokenId: created.createApiToken.apiToken.id } });
    expect(foreign.revokeApiToken).toMatchObject({ __typename: 'NotFoundError' });
    expect((await app.request(created.createApiToken.token, Viewer)).status).toBe(200);
  });
});

describe('tenancy', () => {
  it("answers NOT_FOUND (never the data) for another owner's session, and null from node()", async () => {
    const session = await sessionFor(alice, { plan: samplePlan });
    const read = await mallory.gql(SessionEvents, { id: session.id });
    expect(read.session).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    expect((await mallory.gql(Node, { id: session.id })).node).toBeNull();
    expect((await alice.gql(Node, { id: session.id })).node).toMatchObject({ __typename: 'Session' });
    expect((await mallory.gql(Sessions)).sessions.nodes).toEqual([]);
  });

  it("refuses writes to another owner's session, task, conversation and workspace, and changes nothing", async () => {
    const session = await sessionFor(alice, { plan: samplePlan });
    const task = session.phases!.nodes[0]!.tasks!.nodes[0]!;
    expect((await mallory.gql(ChangeSession.start, { input: { sessionId: session.id } })).startSession).toMatchObject({ __typename: 'NotFoundError' });
    await alice.gql(ChangeSession.start, { input: { sessionId: session.id } });
    expect((await mallory.gql(TaskLifecycle.start, { input: { taskId: task.id } })).startTask).toMatchObject({ __typename: 'NotFoundError' });
    const append = await mallory.gql(AppendOne, {
      input: { conversationId: session.conversations!.nodes[0]!.id, messages: [{ role: 'USER', content: 'hi' }] },
    });
    expect(append.appendMessages).toMatchObject({ __typename: 'NotFoundError' });
    const aliceWorkspace = (await alice.gql(Sessions)).workspaces.nodes[0]!.id;
    const steal = await mallory.gql(CreateSession, { input: { workspaceId: aliceWorkspace, objective: 'mine now' } });
    expect(steal.createSession).toMatchObject({ __typename: 'NotFoundError', entity: 'Workspace' });

    const events = await alice.gql(SessionEvents, { id: session.id });
    if (events.session.__typename !== 'Session') throw new Error();
    expect(events.session.events!.edges.map((edge) => edge.node.actor)).not.toContain('mallory-token');
    expect(events.session.events!.edges.map((edge) => edge.node.type)).toEqual([
      'session.created',
      'plan.created',
      'conversation.created',
      'checkpoint.created',
      'session.state_changed',
    ]);
  });

  it('rejects an unknown enum value as a GraphQL validation error before anything runs', async () => {
    const result = await alice.raw('{ sessions(filter: { state: [SLEEPING] }) { nodes { id } } }');
    expect(result.status).toBe(400);
    expect(result.body.errors?.[0]?.message).toContain('SLEEPING');
  });
});
