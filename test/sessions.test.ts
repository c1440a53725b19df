import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { samplePlan, sessionFor, workspaceFor } from './helpers/fixtures.ts';
import { ChangeSession, CreateSession, SessionEvents } from './helpers/operations.ts';

const app = await createTestApp();
const alice = await app.owner('alice');

const SessionDetail = graphql(`
  query SessionDetail($id: ID!) {
    session(id: $id) {
      __typename
      ... on Session {
        id objective state strategy resumable version
        config { provider model temperature maxTokens extras }
        metadata
        workspace { id path }
        readyTasks { key }
        progress { percentComplete tasks { total pending completed } steps { total pending } }
        roleDistribution { role total running completed failed }
        tasks { nodes { key dependencies { key } } }
      }
      ... on Error { code message }
    }
  }
`);

const ListSessions = graphql(`
  query ListSessions($filter: SessionFilter, $first: Int, $after: String) {
    sessions(filter: $filter, first: $first, after: $after) {
      edges { cursor node { id objective state resumable } }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

describe('createSession', () => {
  it('writes a whole plan with phases, tasks, dependencies, steps and a supervisor conversation', async () => {
    const session = await sessionFor(alice, {
      strategy: 'ADAPTIVE',
      plan: samplePlan,
      config: { provider: 'anthropic', model: 'claude-sonnet', temperature: 0.2, maxTokens: 8000, extras: { tools: ['fs'] } },
      metadata: { ticket: 'JIRA-1' },
    });
    expect(session.state).toBe('CREATED');
    expect(session.phases!.nodes.map((phase) => phase.name)).toEqual(['analyse', 'build', 'review']);
    expect(session.phases!.nodes[1]!.tasks!.nodes.map((task) => task.key)).toEqual(['api', 'ui']);
    expect(session.phases!.nodes[1]!.tasks!.nodes[0]!.steps!.nodes.map((step) => step.kind)).toEqual(['WRITE', 'EXEC']);
    expect(session.conversations!.nodes).toEqual([expect.objectContaining({ kind: 'SUPERVISOR' })]);

    const detail = await alice.gql(SessionDetail, { id: session.id });
    if (detail.session.__typename !== 'Session') throw new Error('expected a session');
    expect(detail.session.config).toEqual({ provider: 'anthropic', model: 'claude-sonnet', temperature: 0.2, maxTokens: 8000, extras: { tools: ['fs'] } });
    expect(detail.session.metadata).toEqual({ ticket: 'JIRA-1' });
    expect(detail.session.readyTasks.map((task) => task.key)).toEqual(['read']);
    expect(detail.session.progress).toEqual({
      percentComplete: 0,
      tasks: { total: 4, pending: 4, completed: 0 },
      steps: { total: 4, pending: 4 },
    });
    expect(detail.session.roleDistribution).toEqual([
      { role: 'architect', total: 1, running: 0, completed: 0, failed: 0 },
      { role: 'engineer', total: 2, running: 0, completed: 0, failed: 0 },
      { role: 'reviewer', total: 1, running: 0, completed: 0, failed: 0 },
    ]);
    expect(
      detail.session
        .tasks!.nodes.find((task) => task.key === 'review')!
        .dependencies.map((task) => task.key)
        .sort(),
    ).toEqual(['api', 'ui']);

    const events = await alice.gql(SessionEvents, { id: session.id });
    if (events.session.__typename !== 'Session') throw new Error('expected a session');
    // The plan's automatic PLAN checkpoint follows the creation transaction.
    expect(events.session.events!.edges.map((edge) => edge.node.type)).toEqual([
      'session.created',
      'plan.created',
      'conversation.created',
      'checkpoint.created',
    ]);
    expect(events.session.events!.edges.map((edge) => edge.node.seq)).toEqual([1, 2, 3, 4]);
  });

  it.each([
    [
      'a duplicate key',
      [
        { key: 'a', title: 'A' },
        { key: 'a', title: 'A again' },
      ],
      'DUPLICATE_KEY',
      ['a'],
    ],
    ['an unknown dependency', [{ key: 'a', title: 'A', dependsOn: ['ghost'] }], 'UNKNOWN_DEPENDENCY', ['a -> ghost']],
    [
      'a cycle',
      [
        { key: 'a', title: 'A', dependsOn: ['c'] },
        { key: 'b', title: 'B', dependsOn: ['a'] },
        { key: 'c', title: 'C', dependsOn: ['b'] },
      ],
      'DEPENDENCY_CYCLE',
      ['a', 'c', 'b', 'a'],
    ],
  ])('rejects %s, naming the offenders, and writes nothing', async (_, tasks, problem, keys) => {
    const workspaceId = await workspaceFor(alice);
    const result = await alice.gql(CreateSession, { input: { workspaceId, objective: 'x', plan: { phases: [{ name: 'p', tasks }] } } });
    expect(result.createSession).toMatchObject({ __typename: 'InvalidPlanError', code: 'INVALID_PLAN', problem, keys });
    const list = await alice.gql(ListSessions, { filter: { workspaceId } });
    expect(list.sessions.edges).toEqual([]);
  });

  it('rejects an empty objective and an unknown or malformed workspace id', async () => {
    const workspaceId = await workspaceFor(alice);
    const empty = await alice.gql(CreateSession, { input: { workspaceId, objective: '   ' } });
    expect(empty.createSession).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_FAILED', field: 'objective' });
    const bogus = Buffer.from('Workspace:01234567-0123-7123-8123-0123456789ab').toString('base64');
    const unknown = await alice.gql(CreateSession, { input: { workspaceId: bogus, objective: 'x' } });
    expect(unknown.createSession).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND', entity: 'Workspace' });
    const malformed = await alice.gql(CreateSession, { input: { workspaceId: 'not-an-id', objective: 'x' } });
    expect(malformed.createSession).toMatchObject({ __typename: 'ValidationError', field: 'workspaceId' });
    const wrongType = await alice.gql(CreateSession, { input: { workspaceId: Buffer.from('Session:x').toString('base64'), objective: 'x' } });
    expect(wrongType.createSession).toMatchObject({ __typename: 'ValidationError', field: 'workspaceId' });
    expect((await alice.gql(ListSessions, { filter: { workspaceId } })).sessions.edges).toEqual([]);
  });

  it('replays an idempotency key with the first result and refuses it for a different input', async () => {
    const workspaceId = await workspaceFor(alice);
    const input = { workspaceId, objective: 'Idempotent', idempotencyKey: 'create-1', plan: samplePlan };
    const first = await alice.gql(CreateSession, { input });
    const again = await alice.gql(CreateSession, { input });
    if (first.createSession.__typename !== 'CreateSessionPayload' || again.createSession.__typename !== 'CreateSessionPayload') throw new Error();
    expect(first.createSession.replayed).toBe(false);
    expect(again.createSession.replayed).toBe(true);
    expect(again.createSession.session.id).toBe(first.createSession.session.id);
    const conflict = await alice.gql(CreateSession, { input: { ...input, objective: 'Something else' } });
    expect(conflict.createSession).toMatchObject({ __typename: 'IdempotencyConflictError', code: 'IDEMPOTENCY_CONFLICT' });
    expect((await alice.gql(ListSessions, { filter: { workspaceId } })).sessions.edges).toHaveLength(1);
  });

  it('runs concurrent calls with one idempotency key exactly once', async () => {
    const workspaceId = await workspaceFor(alice);
    const input = { workspaceId, objective: 'Concurrent', idempotencyKey: 'concurrent-1' };
    const results = await Promise.all(Array.from({ length: 5 }, () => alice.gql(CreateSession, { input })));
    const ids = new Set(results.map((r) => (r.createSession.__typename === 'CreateSessionPayload' ? r.createSession.session.id : r.createSession.__typename)));
    expect(ids.size).toBe(1);
    expect((await alice.gql(ListSessions, { filter: { workspaceId } })).sessions.edges).toHaveLength(1);
  });
});

describe('session lifecycle', () => {
  it('moves through start, pause, start and complete, recording each change as an event', async () => {
    const session = await sessionFor(alice);
    const input = { sessionId: session.id };
    expect((await alice.gql(ChangeSession.start, { input })).startSession).toMatchObject({ session: { state: 'RUNNING' } });
    expect((await alice.gql(ChangeSession.pause, { input })).pauseSession).toMatchObject({ session: { state: 'PAUSED' } });
    expect((await alice.gql(ChangeSession.start, { input })).startSession).toMatchObject({ session: { state: 'RUNNING' } });
    const done = await alice.gql(ChangeSession.complete, { input });
    expect(done.completeSession).toMatchObject({ session: { state: 'COMPLETED' } });
    const events = await alice.gql(SessionEvents, { id: session.id, types: ['session.state_changed'] });
    if (events.session.__typename !== 'Session') throw new Error();
    expect(events.session.events!.edges.map((edge) => [edge.node.data])).toEqual([
      [expect.objectContaining({ action: 'start', from: 'CREATED', to: 'RUNNING' })],
      [expect.objectContaining({ action: 'pause', from: 'RUNNING', to: 'PAUSED' })],
      [expect.objectContaining({ action: 'start', from: 'PAUSED', to: 'RUNNING' })],
      [expect.objectContaining({ action: 'complete', from: 'RUNNING', to: 'COMPLETED' })],
    ]);
  });

  it('refuses an illegal transition with the current state and changes nothing', async () => {
    const session = await sessionFor(alice);
    const result = await alice.gql(ChangeSession.complete, { input: { sessionId: session.id } });
    expect(result.completeSession).toMatchObject({
      __typename: 'InvalidTransitionError',
      code: 'INVALID_TRANSITION',
      currentState: 'CREATED',
      allowedFrom: ['RUNNING'],
    });
    expect(result.completeSession.__typename === 'InvalidTransitionError' && result.completeSession.message).toContain('it is CREATED');
    const after = await alice.gql(SessionEvents, { id: session.id });
    if (after.session.__typename !== 'Session') throw new Error();
    expect(after.session.events!.edges.map((edge) => edge.node.type)).not.toContain('session.state_changed');
  });

  it('records the failure reason and refuses to leave a terminal state', async () => {
    const session = await sessionFor(alice);
    const failed = await alice.gql(ChangeSession.fail, { input: { sessionId: session.id, reason: 'model quota exhausted' } });
    expect(failed.failSession).toMatchObject({ session: { state: 'FAILED', failureReason: 'model quota exhausted' } });
    const restart = await alice.gql(ChangeSession.start, { input: { sessionId: session.id } });
    expect(restart.startSession).toMatchObject({ __typename: 'InvalidTransitionError', currentState: 'FAILED' });
    const cancel = await alice.gql(ChangeSession.cancel, { input: { sessionId: session.id } });
    expect(cancel.cancelSession).toMatchObject({ __typename: 'InvalidTransitionError', currentState: 'FAILED' });
  });
});

describe('sessions query', () => {
  it('filters by state, resumable, workspace and search, and pages with stable cursors newest first', async () => {
    const workspaceId = await workspaceFor(alice);
    const made = [];
    for (const objective of ['Alpha migration', 'Beta refactor', 'Gamma migration', 'Delta docs']) {
      made.push(await sessionFor(alice, { workspaceId, objective }));
    }
    await alice.gql(ChangeSession.cancel, { input: { sessionId: made[3]!.id } });

    const all = await alice.gql(ListSessions, { filter: { workspaceId } });
    expect(all.sessions.edges.map((edge) => edge.node.objective)).toEqual(['Delta docs', 'Gamma migration', 'Beta refactor', 'Alpha migration']);

    const page1 = await alice.gql(ListSessions, { filter: { workspaceId }, first: 2 });
    expect(page1.sessions.pageInfo.hasNextPage).toBe(true);
    const page2 = await alice.gql(ListSessions, { filter: { workspaceId }, first: 2, after: page1.sessions.pageInfo.endCursor });
    expect(page2.sessions.edges.map((edge) => edge.node.objective)).toEqual(['Beta refactor', 'Alpha migration']);
    expect(page2.sessions.pageInfo.hasNextPage).toBe(false);

    const search = await alice.gql(ListSessions, { filter: { workspaceId, search: 'MIGRATION' } });
    expect(search.sessions.edges.map((edge) => edge.node.objective)).toEqual(['Gamma migration', 'Alpha migration']);
    const literal = await alice.gql(ListSessions, { filter: { workspaceId, search: '%' } });
    expect(literal.sessions.edges).toEqual([]);

    const cancelled = await alice.gql(ListSessions, { filter: { workspaceId, state: ['CANCELLED'] } });
    expect(cancelled.sessions.edges.map((edge) => edge.node.objective)).toEqual(['Delta docs']);
    const resumable = await alice.gql(ListSessions, { filter: { workspaceId, resumable: true } });
    expect(resumable.sessions.edges.map((edge) => edge.node.objective)).toEqual(['Gamma migration', 'Beta refactor', 'Alpha migration']);
    const notResumable = await alice.gql(ListSessions, { filter: { workspaceId, resumable: false } });
    expect(notResumable.sessions.edges.map((edge) => edge.node.resumable)).toEqual([false]);
  });

  it('answers NOT_FOUND for an unknown id and VALIDATION_FAILED for a malformed one', async () => {
    const unknown = Buffer.from('Session:01234567-0123-7123-8123-0123456789ab').toString('base64');
    expect((await alice.gql(SessionDetail, { id: unknown })).session).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    expect((await alice.gql(SessionDetail, { id: '@@@' })).session).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_FAILED' });
  });
});
