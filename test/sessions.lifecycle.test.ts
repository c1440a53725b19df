// The session lifecycle does its own bookkeeping: finishing a session ends its lease; pausing it pauses its running
// agents and resuming it resumes exactly those; PLANNING is where a plan is drafted.
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { samplePlan, sessionFor } from './helpers/fixtures.ts';
import { tempDir } from './helpers/fs.ts';
import { ChangeSession, CreateWorkspace, SessionEvents, StepLifecycle, TaskLifecycle } from './helpers/operations.ts';

const app = await createTestApp({ config: { maxActiveSessions: 1 } });
const alice = await app.owner('alice');

const Acquire = graphql(`
  mutation LifecycleAcquire($input: AcquireLeaseInput!) {
    acquireLease(input: $input) { __typename ... on LeasePayload { lease { token live } } ... on Error { code message } }
  }
`);
const Look = graphql(`
  query LifecycleLook($id: ID!) {
    session(id: $id) {
      ... on Session {
        state
        resumable
        lease { token live }
        readyTasks { key }
        tasks { nodes { key state attempt steps { nodes { title state } } } }
      }
    }
  }
`);
const PauseTask = graphql(`
  mutation LifecyclePauseTask($input: PauseTaskInput!) { pauseTask(input: $input) { __typename ... on Error { code message } } }
`);
const Resume = graphql(`
  mutation LifecycleResume($input: ResumeSessionInput!) {
    resumeSession(input: $input) {
      __typename
      ... on ResumeSessionPayload { session { state lease { token } } plan { heldTasks { key } pendingSteps { title } inProgress { step { title } } } }
      ... on Error { code message }
    }
  }
`);

type Look = {
  state: string;
  resumable: boolean;
  lease: { token: number; live: boolean } | null;
  readyTasks: Array<{ key: string }>;
  tasks: { nodes: Array<{ key: string; state: string; attempt: number; steps: { nodes: Array<{ title: string; state: string }> } }> };
};

async function look(id: string): Promise<Look> {
  return (await alice.gql(Look, { id })).session as Look;
}

async function leased(workspaceId?: string) {
  const session = await sessionFor(alice, { plan: samplePlan, ...(workspaceId ? { workspaceId } : {}) });
  await alice.gql(ChangeSession.start, { input: { sessionId: session.id } });
  const acquired = await alice.gql(Acquire, { input: { sessionId: session.id, holder: 'runner' } });
  if (acquired.acquireLease.__typename !== 'LeasePayload') throw new Error(JSON.stringify(acquired.acquireLease));
  const tasks = Object.fromEntries(session.phases!.nodes.flatMap((phase) => phase.tasks!.nodes).map((task) => [task.key, task]));
  return { session, leaseToken: acquired.acquireLease.lease!.token, tasks };
}

describe('finishing a session ends its lease', () => {
  for (const action of ['complete', 'fail', 'cancel'] as const) {
    it(`${action}: the lease is released, the folder is free for the next session and the owner's limit counts it no more`, async () => {
      const dir = await tempDir();
      const ws = await alice.gql(CreateWorkspace, { input: { path: dir } });
      if (ws.createWorkspace.__typename !== 'CreateWorkspacePayload') throw new Error();
      const workspaceId = ws.createWorkspace.workspace.id;
      const { session } = await leased(workspaceId);
      const finished = await alice.raw(ChangeSession[action] as typeof ChangeSession.complete, { input: { sessionId: session.id, reason: 'done here' } });
      expect(finished.body.data).toMatchObject({ [`${action}Session`]: { __typename: 'SessionStatePayload' } });
      expect((await look(session.id)).lease).toBeNull();
      const events = await alice.gql(SessionEvents, { id: session.id, types: ['lease.released'] });
      const released = narrow(events.session, 'Session').events!.edges;
      expect(released.map((edge) => edge.node.data)).toEqual([expect.objectContaining({ holder: 'runner', reason: expect.stringContaining('session') })]);

      // maxActiveSessions is 1: the next session in the same folder takes a lease at once.
      const next = await sessionFor(alice, { workspaceId });
      const taken = await alice.gql(Acquire, { input: { sessionId: next.id, holder: 'next-runner' } });
      expect(taken.acquireLease).toMatchObject({ __typename: 'LeasePayload', lease: { live: true } });
      await alice.gql(ChangeSession.cancel, { input: { sessionId: next.id } });
    });
  }
});

describe('pausing a session pauses its running agents', () => {
  it('pauses the running task (its running step RESUMABLE), and startSession resumes exactly that task', async () => {
    const { session, leaseToken, tasks } = await leased();
    const read = tasks.read!;
    await alice.gql(TaskLifecycle.start, { input: { taskId: read.id, leaseToken } });
    await alice.gql(StepLifecycle.start, { input: { stepId: read.steps!.nodes[0]!.id, leaseToken } });
    // A task a person paused on its own stays paused when the session comes back.
    expect((await alice.gql(PauseTask, { input: { taskId: tasks.ui!.id, leaseToken } })).pauseTask.__typename).toBe('PauseTaskPayload');

    await alice.gql(ChangeSession.pause, { input: { sessionId: session.id, reason: 'lunch' } });
    const paused = await look(session.id);
    expect(paused.state).toBe('PAUSED');
    expect(paused.tasks.nodes.find((task) => task.key === 'read')).toMatchObject({ state: 'PAUSED', steps: { nodes: [{ state: 'RESUMABLE' }] } });
    expect(paused.tasks.nodes.find((task) => task.key === 'ui')).toMatchObject({ state: 'PAUSED' });

    await alice.gql(ChangeSession.start, { input: { sessionId: session.id } });
    const back = await look(session.id);
    expect(back.state).toBe('RUNNING');
    expect(back.tasks.nodes.find((task) => task.key === 'read')).toMatchObject({ state: 'RESUMABLE', attempt: 1 });
    expect(back.tasks.nodes.find((task) => task.key === 'ui')).toMatchObject({ state: 'PAUSED' });
    expect(back.readyTasks.map((task) => task.key)).toEqual(['read']);
    const restarted = await alice.gql(TaskLifecycle.start, { input: { taskId: read.id, leaseToken } });
    expect(restarted.startTask).toMatchObject({ task: { state: 'RUNNING', attempt: 2 } });
    await alice.gql(ChangeSession.cancel, { input: { sessionId: session.id } });
  });

  it('resumeSession resumes the agents the pause stopped, and plans with them ready', async () => {
    const { session, leaseToken, tasks } = await leased();
    await alice.gql(TaskLifecycle.start, { input: { taskId: tasks.read!.id, leaseToken } });
    await alice.gql(ChangeSession.pause, { input: { sessionId: session.id } });
    expect((await look(session.id)).tasks.nodes.find((task) => task.key === 'read')!.state).toBe('PAUSED');
    await alice.gql(LeaseRelease, { input: { sessionId: session.id, leaseToken } });

    const resumed = await alice.gql(Resume, { input: { sessionId: session.id, holder: 'runner-2' } });
    if (resumed.resumeSession.__typename !== 'ResumeSessionPayload') throw new Error(JSON.stringify(resumed.resumeSession));
    expect(resumed.resumeSession.session.state).toBe('RUNNING');
    // Not held as a paused task: its step is planned again.
    expect(resumed.resumeSession.plan.heldTasks).toEqual([]);
    const planned = [...resumed.resumeSession.plan.pendingSteps, ...resumed.resumeSession.plan.inProgress.map((decision) => decision.step)];
    expect(planned.map((step) => step.title)).toContain('read src/');
    expect((await look(session.id)).tasks.nodes.find((task) => task.key === 'read')!.state).toBe('RESUMABLE');
    await alice.gql(ChangeSession.cancel, { input: { sessionId: session.id } });
  });
});

const LeaseRelease = graphql(`
  mutation LifecycleRelease($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename ... on Error { code message } } }
`);

const PlanSession = graphql(`
  mutation LifecyclePlan($input: SessionTransitionInput!) {
    planSession(input: $input) { __typename ... on SessionStatePayload { session { state } } ... on Error { code message } ... on InvalidTransitionError { currentState } }
  }
`);
const Revise = graphql(`
  mutation LifecycleRevise($input: RevisePlanInput!) {
    revisePlan(input: $input) { __typename ... on RevisePlanPayload { added { tasks { id key } } } ... on Error { code message } }
  }
`);
const Ask = graphql(`
  mutation LifecycleAsk($input: RequestApprovalInput!) { requestApproval(input: $input) { __typename ... on RequestApprovalPayload { approval { id } } } }
`);
const Decide = graphql(`
  mutation LifecycleDecide($input: DecideApprovalInput!) { decideApproval(input: $input) { __typename ... on DecideApprovalPayload { approval { session { state } } } } }
`);
const Start = graphql(`
  mutation LifecycleStartTask($input: StartTaskInput!) {
    startTask(input: $input) { __typename ... on TaskPayload { task { state } } ... on Error { code message } ... on InvalidTransitionError { currentState } }
  }
`);

describe('PLANNING: a session drafting its plan', () => {
  it('is reached by planSession; the plan is revised and approved there, no work starts until startSession runs it', async () => {
    const session = await sessionFor(alice, { plan: { phases: [{ key: 'p', name: 'draft', tasks: [{ key: 'outline', title: 'Outline' }] }] } });
    const planned = await alice.gql(PlanSession, { input: { sessionId: session.id, reason: 'drafting' } });
    expect(planned.planSession).toMatchObject({ session: { state: 'PLANNING' } });
    const revised = await alice.gql(Revise, { input: { sessionId: session.id, addTasks: [{ phaseKey: 'p', tasks: [{ key: 'write', title: 'Write' }] }] } });
    if (revised.revisePlan.__typename !== 'RevisePlanPayload') throw new Error(JSON.stringify(revised.revisePlan));
    const write = revised.revisePlan.added.tasks[0]!;
    expect((await alice.gql(Start, { input: { taskId: write.id } })).startTask).toMatchObject({
      __typename: 'InvalidTransitionError',
      currentState: 'PLANNING',
    });

    const asked = await alice.gql(Ask, { input: { sessionId: session.id, title: 'Approve the plan' } });
    if (asked.requestApproval.__typename !== 'RequestApprovalPayload') throw new Error();
    expect((await look(session.id)).state).toBe('PLANNING');
    expect((await alice.gql(ChangeSession.start, { input: { sessionId: session.id } })).startSession).toMatchObject({
      session: { state: 'AWAITING_APPROVAL' },
    });
    const approved = await alice.gql(Decide, { input: { approvalId: asked.requestApproval.approval.id, decision: 'APPROVE' } });
    expect(approved.decideApproval).toMatchObject({ approval: { session: { state: 'RUNNING' } } });
    expect((await alice.gql(Start, { input: { taskId: write.id } })).startTask).toMatchObject({ task: { state: 'RUNNING' } });
    await alice.gql(ChangeSession.cancel, { input: { sessionId: session.id } });
  });

  it('is resumable as planning: resumeSession hands a runner the lease and the session goes on drafting; pause and plan again', async () => {
    const session = await sessionFor(alice, {});
    await alice.gql(PlanSession, { input: { sessionId: session.id } });
    const resumed = await alice.gql(Resume, { input: { sessionId: session.id, holder: 'planner' } });
    expect(resumed.resumeSession).toMatchObject({ session: { state: 'PLANNING', lease: { token: expect.any(Number) } } });
    const token = narrow(resumed.resumeSession, 'ResumeSessionPayload').session.lease!.token;
    await alice.gql(LeaseRelease, { input: { sessionId: session.id, leaseToken: token } });
    expect((await alice.gql(ChangeSession.pause, { input: { sessionId: session.id } })).pauseSession).toMatchObject({ session: { state: 'PAUSED' } });
    expect((await alice.gql(PlanSession, { input: { sessionId: session.id } })).planSession).toMatchObject({ session: { state: 'PLANNING' } });
    await alice.gql(ChangeSession.start, { input: { sessionId: session.id } });
    expect((await alice.gql(PlanSession, { input: { sessionId: session.id } })).planSession).toMatchObject({
      __typename: 'InvalidTransitionError',
      currentState: 'RUNNING',
    });
    await alice.gql(ChangeSession.cancel, { input: { sessionId: session.id } });
  });
});
