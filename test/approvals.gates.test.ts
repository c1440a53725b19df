// Gates hold: a pending approval blocks the work it gates whatever path leads back to running (pause and resume,
// startSession, resumeSession, resumeTask, a fork, a restore from a checkpoint), and a rejected step stays undone.
import { describe, expect, it } from 'vitest';
import { failure, narrow } from '../src/client/results.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { samplePlan, sessionFor } from './helpers/fixtures.ts';
import { ChangeSession, StepLifecycle, TaskLifecycle } from './helpers/operations.ts';

const app = await createTestApp();
const alice = await app.owner('alice');

const RequestApproval = graphql(`
  mutation GateRequest($input: RequestApprovalInput!) {
    requestApproval(input: $input) {
      __typename
      ... on RequestApprovalPayload { approval { id session { state } } }
      ... on Error { code message }
    }
  }
`);
const Decide = graphql(`
  mutation GateDecide($input: DecideApprovalInput!) {
    decideApproval(input: $input) { __typename ... on DecideApprovalPayload { approval { state session { state } } } ... on Error { code message } }
  }
`);
const Resume = graphql(`
  mutation GateResume($input: ResumeSessionInput!) {
    resumeSession(input: $input) {
      __typename
      ... on ResumeSessionPayload { session { state lease { token } } pendingApprovals { id } }
      ... on Error { code message }
    }
  }
`);
const Held = graphql(`
  mutation GateHeldStep($input: StartStepInput!) {
    startStep(input: $input) {
      __typename
      ... on StepPayload { step { state } }
      ... on Error { code message }
      ... on ApprovalPendingError { approvalState heldId approval { id state } }
    }
  }
`);
const HeldTask = graphql(`
  mutation GateHeldTask($input: StartTaskInput!) {
    startTask(input: $input) {
      __typename
      ... on TaskPayload { task { state } }
      ... on Error { code message }
      ... on ApprovalPendingError { approvalState heldId }
    }
  }
`);
const Fork = graphql(`
  mutation GateFork($input: ForkSessionInput!) {
    forkSession(input: $input) {
      __typename
      ... on ForkSessionPayload {
        session { id state approvals { nodes { id state } } tasks { nodes { key state steps { nodes { id title state } } } } }
      }
      ... on Error { code message }
    }
  }
`);
const Checkpoint = graphql(`
  mutation GateCheckpoint($input: CreateCheckpointInput!) {
    createCheckpoint(input: $input) { __typename ... on CreateCheckpointPayload { checkpoint { id } } ... on Error { code message } }
  }
`);
const State = graphql(`query GateState($id: ID!) { session(id: $id) { __typename ... on Session { state } } }`);

type Step = { id: string; title: string };

async function runningSession() {
  const session = await sessionFor(alice, { plan: samplePlan });
  await alice.gql(ChangeSession.start, { input: { sessionId: session.id } });
  const tasks = Object.fromEntries(session.phases!.nodes.flatMap((phase) => phase.tasks!.nodes).map((task) => [task.key, task]));
  return { session, tasks };
}

async function request(sessionId: string, scope: { taskId?: string; stepId?: string } = {}, leaseToken?: number) {
  const result = await alice.gql(RequestApproval, { input: { sessionId, title: 'Push to main', ...scope, leaseToken } });
  if (result.requestApproval.__typename !== 'RequestApprovalPayload') throw new Error(JSON.stringify(result.requestApproval));
  return result.requestApproval.approval;
}

async function stateOf(id: string) {
  return narrow((await alice.gql(State, { id })).session, 'Session').state;
}

async function resume(sessionId: string, extra: { mode?: 'FROM_CHECKPOINT'; checkpointId?: string } = {}) {
  const result = await alice.gql(Resume, { input: { sessionId, holder: 'runner', ...extra } });
  if (result.resumeSession.__typename !== 'ResumeSessionPayload') throw new Error(JSON.stringify(result.resumeSession));
  return result.resumeSession;
}

describe('a pending approval holds its work on every path back to running', () => {
  it('holds through pause and resumeSession: the session comes back AWAITING_APPROVAL and the gated step cannot start', async () => {
    const { session, tasks } = await runningSession();
    await alice.gql(TaskLifecycle.start, { input: { taskId: tasks.read!.id } });
    const approval = await request(session.id);
    expect(approval.session.state).toBe('AWAITING_APPROVAL');
    expect((await alice.gql(ChangeSession.pause, { input: { sessionId: session.id } })).pauseSession).toMatchObject({ session: { state: 'PAUSED' } });

    const resumed = await resume(session.id);
    expect(resumed.session.state).toBe('AWAITING_APPROVAL');
    expect(resumed.pendingApprovals).toEqual([{ id: approval.id }]);
    const leaseToken = resumed.session.lease!.token;
    const stepId = tasks.read!.steps!.nodes[0]!.id;
    // pauseSession paused the running task; resuming the session resumed it, and restarting it is held too.
    const restart = await alice.gql(HeldTask, { input: { taskId: tasks.read!.id, leaseToken } });
    expect(restart.startTask).toMatchObject({ __typename: 'ApprovalPendingError', code: 'APPROVAL_PENDING', approvalState: 'PENDING' });
    const refused = await alice.gql(Held, { input: { stepId, leaseToken } });
    expect(refused.startStep).toMatchObject({ __typename: 'ApprovalPendingError', code: 'APPROVAL_PENDING', approvalState: 'PENDING', heldId: stepId });
    expect(refused.startStep).toMatchObject({ approval: { id: approval.id, state: 'PENDING' } });
    const complete = await alice.gql(ChangeSession.complete, { input: { sessionId: session.id } });
    expect(complete.completeSession).toMatchObject({ __typename: 'InvalidTransitionError', currentState: 'AWAITING_APPROVAL' });

    expect((await alice.gql(Decide, { input: { approvalId: approval.id, decision: 'APPROVE' } })).decideApproval).toMatchObject({
      approval: { state: 'APPROVED', session: { state: 'RUNNING' } },
    });
    expect((await alice.gql(HeldTask, { input: { taskId: tasks.read!.id, leaseToken } })).startTask).toMatchObject({ task: { state: 'RUNNING' } });
    expect((await alice.gql(Held, { input: { stepId, leaseToken } })).startStep).toMatchObject({ step: { state: 'RUNNING' } });
  });

  it('holds through pause and startSession, and through a session approval requested while paused', async () => {
    const { session, tasks } = await runningSession();
    await alice.gql(ChangeSession.pause, { input: { sessionId: session.id } });
    const approval = await request(session.id);
    expect(approval.session.state).toBe('PAUSED');
    const started = await alice.gql(ChangeSession.start, { input: { sessionId: session.id } });
    expect(started.startSession).toMatchObject({ session: { state: 'AWAITING_APPROVAL' } });
    const refused = await alice.gql(HeldTask, { input: { taskId: tasks.read!.id } });
    expect(refused.startTask).toMatchObject({ __typename: 'ApprovalPendingError', approvalState: 'PENDING', heldId: tasks.read!.id });
    expect(await stateOf(session.id)).toBe('AWAITING_APPROVAL');
  });

  it('holds in a fork: its copy of the approval stays pending, and resuming the fork does not run the gated step', async () => {
    const { session, tasks } = await runningSession();
    await alice.gql(TaskLifecycle.start, { input: { taskId: tasks.read!.id } });
    const stepId = tasks.read!.steps!.nodes[0]!.id;
    await request(session.id, { stepId });
    const made = await alice.gql(Checkpoint, { input: { sessionId: session.id, label: 'at the gate', includeCode: false } });
    if (made.createCheckpoint.__typename !== 'CreateCheckpointPayload') throw new Error(JSON.stringify(made.createCheckpoint));
    const forked = await alice.gql(Fork, { input: { sessionId: session.id, fromCheckpointId: made.createCheckpoint.checkpoint.id } });
    if (forked.forkSession.__typename !== 'ForkSessionPayload') throw new Error(JSON.stringify(forked.forkSession));
    const fork = forked.forkSession.session;
    expect(fork.state).toBe('PAUSED');
    expect(fork.approvals!.nodes.map((a) => a.state)).toEqual(['PENDING']);
    const resumed = await resume(fork.id);
    expect(resumed.session.state).toBe('AWAITING_APPROVAL');
    const leaseToken = resumed.session.lease!.token;
    const read = fork.tasks!.nodes.find((task) => task.key === 'read')!;
    const gated = read.steps!.nodes[0] as Step;
    await alice.gql(HeldTask, { input: { taskId: (await forkTaskId(fork.id, 'read'))!, leaseToken } });
    const refused = await alice.gql(Held, { input: { stepId: gated.id, leaseToken } });
    expect(refused.startStep).toMatchObject({ __typename: 'ApprovalPendingError', approvalState: 'PENDING', heldId: gated.id });
  });

  it('holds after a restore from a checkpoint taken before the approval was asked', async () => {
    const { session, tasks } = await runningSession();
    const made = await alice.gql(Checkpoint, { input: { sessionId: session.id, label: 'before the gate', includeCode: false } });
    if (made.createCheckpoint.__typename !== 'CreateCheckpointPayload') throw new Error(JSON.stringify(made.createCheckpoint));
    await request(session.id, { taskId: tasks.read!.id });
    await alice.gql(ChangeSession.pause, { input: { sessionId: session.id } });
    const resumed = await resume(session.id, { mode: 'FROM_CHECKPOINT', checkpointId: made.createCheckpoint.checkpoint.id });
    expect(resumed.session.state).toBe('AWAITING_APPROVAL');
    const refused = await alice.gql(HeldTask, { input: { taskId: tasks.read!.id, leaseToken: resumed.session.lease!.token } });
    expect(refused.startTask).toMatchObject({ __typename: 'ApprovalPendingError', approvalState: 'PENDING' });
  });
});

const PauseTask = graphql(`mutation GatePauseTask($input: PauseTaskInput!) { pauseTask(input: $input) { __typename ... on Error { code message } } }`);
const ResumeTask = graphql(`
  mutation GateResumeTask($input: ResumeTaskInput!) { resumeTask(input: $input) { __typename ... on ResumeTaskPayload { task { state } } ... on Error { code message } } }
`);
const PhaseMove = {
  pause: graphql(`mutation GatePausePhase($input: PausePhaseInput!) { pausePhase(input: $input) { __typename ... on Error { code message } } }`),
  resume: graphql(`mutation GateResumePhase($input: ResumePhaseInput!) { resumePhase(input: $input) { __typename ... on Error { code message } } }`),
};

describe('pausing and resuming a task or a phase does not lift a gate', () => {
  it('keeps a task held by its pending approval after pauseTask and resumeTask, and after pausePhase and resumePhase', async () => {
    const { session, tasks } = await runningSession();
    const read = tasks.read!;
    await alice.gql(TaskLifecycle.start, { input: { taskId: read.id } });
    await request(session.id, { taskId: read.id });
    expect((await alice.gql(PauseTask, { input: { taskId: read.id } })).pauseTask.__typename).toBe('PauseTaskPayload');
    expect((await alice.gql(ResumeTask, { input: { taskId: read.id } })).resumeTask).toMatchObject({ task: { state: 'RESUMABLE' } });
    const afterTask = await alice.gql(HeldTask, { input: { taskId: read.id } });
    expect(afterTask.startTask).toMatchObject({ __typename: 'ApprovalPendingError', approvalState: 'PENDING', heldId: read.id });

    const phaseId = session.phases!.nodes[0]!.id;
    expect((await alice.gql(PhaseMove.pause, { input: { phaseId } })).pausePhase.__typename).toBe('PausePhasePayload');
    expect((await alice.gql(PhaseMove.resume, { input: { phaseId } })).resumePhase.__typename).toBe('ResumePhasePayload');
    const afterPhase = await alice.gql(HeldTask, { input: { taskId: read.id } });
    expect(afterPhase.startTask).toMatchObject({ __typename: 'ApprovalPendingError', approvalState: 'PENDING' });
  });
});

describe('an approval holds only the work it names', () => {
  it('lets other work go on while a step waits, and keeps a rejected step undone until it is asked again', async () => {
    const { session, tasks } = await runningSession();
    await alice.gql(TaskLifecycle.start, { input: { taskId: tasks.read!.id } });
    const gated = tasks.read!.steps!.nodes[0]!.id;
    const approval = await request(session.id, { stepId: gated });
    expect(approval.session.state).toBe('AWAITING_APPROVAL');
    expect((await alice.gql(Held, { input: { stepId: gated } })).startStep).toMatchObject({ __typename: 'ApprovalPendingError', approvalState: 'PENDING' });

    await alice.gql(Decide, { input: { approvalId: approval.id, decision: 'REJECT' } });
    expect(await stateOf(session.id)).toBe('RUNNING');
    const rejected = await alice.gql(Held, { input: { stepId: gated } });
    expect(rejected.startStep).toMatchObject({ __typename: 'ApprovalPendingError', approvalState: 'REJECTED', approval: { id: approval.id } });
    expect(failure(rejected.startStep).message).toMatch(/REJECTED/);

    const again = await request(session.id, { stepId: gated });
    await alice.gql(Decide, { input: { approvalId: again.id, decision: 'APPROVE' } });
    expect((await alice.gql(Held, { input: { stepId: gated } })).startStep).toMatchObject({ step: { state: 'RUNNING' } });
    expect((await alice.gql(StepLifecycle.complete, { input: { stepId: gated } })).completeStep).toMatchObject({ step: { state: 'COMPLETED' } });
  });

  it('refuses to complete a step whose approval was asked while it ran, until it is decided', async () => {
    const { session, tasks } = await runningSession();
    await alice.gql(TaskLifecycle.start, { input: { taskId: tasks.read!.id } });
    const stepId = tasks.read!.steps!.nodes[0]!.id;
    await alice.gql(StepLifecycle.start, { input: { stepId } });
    const approval = await request(session.id, { stepId });
    const early = await alice.gql(StepLifecycle.complete, { input: { stepId } });
    expect(early.completeStep).toMatchObject({ __typename: 'ApprovalPendingError', code: 'APPROVAL_PENDING' });
    // Failing held work is always allowed: it does not do the work.
    await alice.gql(Decide, { input: { approvalId: approval.id, decision: 'APPROVE' } });
    expect((await alice.gql(StepLifecycle.complete, { input: { stepId } })).completeStep).toMatchObject({ step: { state: 'COMPLETED' } });
  });
});

const ForkTasks = graphql(`query GateForkTasks($id: ID!) { session(id: $id) { __typename ... on Session { tasks { nodes { id key } } } } }`);

async function forkTaskId(sessionId: string, key: string) {
  const result = await alice.gql(ForkTasks, { id: sessionId });
  return narrow(result.session, 'Session').tasks!.nodes.find((task) => task.key === key)?.id;
}
