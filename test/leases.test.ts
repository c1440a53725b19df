// Leases with fencing: one runner at a time; a runner that lost its lease cannot write again.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { sessionFor } from './helpers/fixtures.ts';
import { tempDir } from './helpers/fs.ts';
import { ChangeSession, CreateWorkspace, SessionEvents } from './helpers/operations.ts';

const app = await createTestApp();
const alice = await app.owner('alice');

const Acquire = graphql(`
  mutation Acquire($input: AcquireLeaseInput!) {
    acquireLease(input: $input) {
      __typename
      ... on LeasePayload { lease { holder token expiresAt live } }
      ... on Error { code message }
      ... on SessionLockedError { holder expiresAt }
      ... on WorkspaceAlreadyOpenError { otherSessionId }
    }
  }
`);
const Heartbeat = graphql(`
  mutation Heartbeat($input: HeartbeatInput!) { heartbeat(input: $input) { __typename ... on LeasePayload { lease { token expiresAt } } ... on Error { code message } ... on StaleLeaseError { given current } } }
`);
const Release = graphql(
  `mutation Release($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename ... on LeasePayload { lease { token } } ... on Error { code } } }`,
);
const Unlock = graphql(
  `mutation Unlock($input: ForceUnlockInput!) { forceUnlock(input: $input) { __typename ... on LeasePayload { session { lease { live } } } ... on Error { code } } }`,
);
const StepStart = graphql(`
  mutation FencedStepStart($input: StartStepInput!) { startStep(input: $input) { __typename ... on StepPayload { step { state } } ... on Error { code message } ... on StaleLeaseError { given current } } }
`);
const StepComplete = graphql(`
  mutation FencedStepComplete($input: CompleteStepInput!) { completeStep(input: $input) { __typename ... on StepPayload { step { state output } } ... on Error { code message } ... on StaleLeaseError { given current } } }
`);
const TaskStart = graphql(`
  mutation FencedTaskStart($input: StartTaskInput!) { startTask(input: $input) { __typename ... on TaskPayload { task { state } } ... on Error { code message } } }
`);
const Append = graphql(`
  mutation FencedAppend($input: AppendMessagesInput!) { appendMessages(input: $input) { __typename ... on Error { code message } } }
`);

const plan = { phases: [{ name: 'p', tasks: [{ key: 't', title: 't', steps: [{ kind: 'WRITE' as const, title: 'w' }] }] }] };
const noAuto = { afterStep: false, phaseBoundary: false, planChange: false, onError: false };

async function leasedSession() {
  const session = await sessionFor(alice, { plan, checkpointPolicy: noAuto });
  await alice.gql(ChangeSession.start, { input: { sessionId: session.id } });
  const task = session.phases!.nodes[0]!.tasks!.nodes[0]!;
  return { session, task, step: task.steps!.nodes[0]! };
}

describe('leases', () => {
  it("fences off runner A once its lease is broken and runner B takes over: A's late completeStep changes nothing", async () => {
    const { session, task, step } = await leasedSession();
    const a = await alice.gql(Acquire, { input: { sessionId: session.id, holder: 'runner-a', leaseSeconds: 30 } });
    if (a.acquireLease.__typename !== 'LeasePayload') throw new Error(JSON.stringify(a));
    const tokenA = a.acquireLease.lease!.token;
    expect(a.acquireLease.lease).toMatchObject({ holder: 'runner-a', live: true });

    const b1 = await alice.gql(Acquire, { input: { sessionId: session.id, holder: 'runner-b' } });
    expect(b1.acquireLease).toMatchObject({ __typename: 'SessionLockedError', code: 'SESSION_LOCKED', holder: 'runner-a' });

    expect((await alice.gql(TaskStart, { input: { taskId: task.id } })).startTask).toMatchObject({ __typename: 'SessionLockedError' });
    expect((await alice.gql(TaskStart, { input: { taskId: task.id, leaseToken: tokenA } })).startTask).toMatchObject({ task: { state: 'RUNNING' } });
    expect((await alice.gql(StepStart, { input: { stepId: step.id, leaseToken: tokenA } })).startStep).toMatchObject({ step: { state: 'RUNNING' } });

    await alice.gql(Unlock, { input: { sessionId: session.id, reason: 'runner-a stopped answering' } });
    const b = await alice.gql(Acquire, { input: { sessionId: session.id, holder: 'runner-b' } });
    if (b.acquireLease.__typename !== 'LeasePayload') throw new Error(JSON.stringify(b));
    const tokenB = b.acquireLease.lease!.token;
    expect(tokenB).toBeGreaterThan(tokenA);

    const late = await alice.gql(StepComplete, { input: { stepId: step.id, leaseToken: tokenA, output: { from: 'a' } } });
    expect(late.completeStep).toMatchObject({ __typename: 'StaleLeaseError', code: 'STALE_LEASE', given: tokenA, current: tokenB });
    const lateMessage = await alice.gql(Append, {
      input: { conversationId: session.conversations!.nodes[0]!.id, leaseToken: tokenA, messages: [{ role: 'ASSISTANT', content: 'done' }] },
    });
    expect(lateMessage.appendMessages).toMatchObject({ __typename: 'StaleLeaseError' });
    const stored = await app.db.selectFrom('steps').select(['state', 'output']).where('id', '=', decodeGlobalID(step.id).id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ state: 'RUNNING', output: null });

    expect((await alice.gql(StepComplete, { input: { stepId: step.id, leaseToken: tokenB, output: { from: 'b' } } })).completeStep).toMatchObject({
      step: { state: 'COMPLETED', output: { from: 'b' } },
    });
    const events = await alice.gql(SessionEvents, { id: session.id, types: ['lease.acquired', 'lease.force_unlocked'] });
    if (events.session.__typename !== 'Session') throw new Error();
    expect(events.session.events!.edges.map((edge) => [edge.node.type, edge.node.data])).toEqual([
      ['lease.acquired', expect.objectContaining({ holder: 'runner-a', token: tokenA })],
      [
        'lease.force_unlocked',
        expect.objectContaining({ previousHolder: 'runner-a', previousToken: tokenA, wasLive: true, reason: 'runner-a stopped answering' }),
      ],
      ['lease.acquired', expect.objectContaining({ holder: 'runner-b', token: tokenB })],
    ]);
  });

  it('extends a lease by heartbeat, refuses a heartbeat with a stale token, and releases', async () => {
    const { session } = await leasedSession();
    const a = await alice.gql(Acquire, { input: { sessionId: session.id, holder: 'runner', leaseSeconds: 5 } });
    if (a.acquireLease.__typename !== 'LeasePayload') throw new Error();
    const { token, expiresAt } = a.acquireLease.lease!;
    const beat = await alice.gql(Heartbeat, { input: { sessionId: session.id, leaseToken: token, leaseSeconds: 600 } });
    if (beat.heartbeat.__typename !== 'LeasePayload') throw new Error(JSON.stringify(beat));
    expect(new Date(beat.heartbeat.lease!.expiresAt).getTime()).toBeGreaterThan(new Date(expiresAt).getTime() + 500_000);
    expect((await alice.gql(Heartbeat, { input: { sessionId: session.id, leaseToken: token + 7 } })).heartbeat).toMatchObject({
      __typename: 'StaleLeaseError',
      current: token,
    });
    expect((await alice.gql(Release, { input: { sessionId: session.id, leaseToken: token } })).releaseLease).toMatchObject({ lease: null });
    expect((await alice.gql(Heartbeat, { input: { sessionId: session.id, leaseToken: token } })).heartbeat).toMatchObject({
      __typename: 'StaleLeaseError',
      current: null,
    });
  });

  it('treats an expired lease as gone: others may take it and the old token is refused', async () => {
    const { session, task } = await leasedSession();
    const a = await alice.gql(Acquire, { input: { sessionId: session.id, holder: 'runner-a' } });
    if (a.acquireLease.__typename !== 'LeasePayload') throw new Error();
    await sql`update sessions set lease_expires_at = now() - interval '1 second' where id = ${decodeGlobalID(session.id).id}`.execute(app.db);
    expect((await alice.gql(TaskStart, { input: { taskId: task.id, leaseToken: a.acquireLease.lease!.token } })).startTask).toMatchObject({
      __typename: 'StaleLeaseError',
    });
    expect((await alice.gql(Acquire, { input: { sessionId: session.id, holder: 'runner-b' } })).acquireLease).toMatchObject({
      lease: { holder: 'runner-b', live: true },
    });
  });

  it('allows one live lease per workspace directory and rejects bad lease lengths', async () => {
    const dir = await tempDir();
    const ws = await alice.gql(CreateWorkspace, { input: { path: dir } });
    const workspaceId = narrow(ws.createWorkspace, 'CreateWorkspacePayload').workspace.id;
    const one = await sessionFor(alice, { workspaceId });
    const two = await sessionFor(alice, { workspaceId });
    await alice.gql(Acquire, { input: { sessionId: one.id, holder: 'runner-1' } });
    const second = await alice.gql(Acquire, { input: { sessionId: two.id, holder: 'runner-2' } });
    expect(second.acquireLease).toMatchObject({
      __typename: 'WorkspaceAlreadyOpenError',
      code: 'WORKSPACE_ALREADY_OPEN',
      otherSessionId: one.id, // a global id, as clients pass it back
      message: expect.stringContaining(`already open in session ${one.id} `),
    });
    expect((await alice.gql(Acquire, { input: { sessionId: two.id, holder: 'x', leaseSeconds: 1 } })).acquireLease).toMatchObject({
      __typename: 'ValidationError',
    });
  });
});
