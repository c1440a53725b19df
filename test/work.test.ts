// Task and step lifecycle, readyTasks per strategy, approvals and custom events, through the API.
import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { samplePlan, sessionFor } from './helpers/fixtures.ts';
import { ChangeSession, SessionEvents, StepLifecycle, TaskLifecycle } from './helpers/operations.ts';

const app = await createTestApp();
const alice = await app.owner('alice');

const Plan = graphql(`
  query Plan($id: ID!) {
    session(id: $id) {
      __typename
      ... on Session {
        state
        readyTasks { key }
        progress { percentComplete tasks { completed running failed } steps { completed running } }
        roleDistribution { role total running completed failed }
        phases { nodes { name state tasks { nodes { key state } } } }
      }
    }
  }
`);

async function plan(id: string) {
  const result = await alice.gql(Plan, { id });
  if (result.session.__typename !== 'Session') throw new Error('expected a session');
  return result.session;
}

function tasksByKey(session: Awaited<ReturnType<typeof sessionFor>>) {
  const tasks = session.phases!.nodes.flatMap((phase) => phase.tasks!.nodes);
  return Object.fromEntries(tasks.map((task) => [task.key, task]));
}

async function runningSession(strategy: 'PARALLEL' | 'SEQUENTIAL' | 'ADAPTIVE' | 'PIPELINE' = 'ADAPTIVE') {
  const session = await sessionFor(alice, { strategy, plan: samplePlan });
  await alice.gql(ChangeSession.start, { input: { sessionId: session.id } });
  return { session, tasks: tasksByKey(session) };
}

describe('task and step lifecycle', () => {
  it('runs a task through its steps; the phase follows its tasks and progress counts them', async () => {
    const { session, tasks } = await runningSession();
    const read = tasks.read!;
    const started = await alice.gql(TaskLifecycle.start, { input: { taskId: read.id } });
    expect(started.startTask).toMatchObject({ task: { state: 'RUNNING', attempt: 1, phase: { state: 'RUNNING' } } });

    const step = read.steps!.nodes[0]!;
    expect((await alice.gql(StepLifecycle.start, { input: { stepId: step.id } })).startStep).toMatchObject({ step: { state: 'RUNNING', attempt: 1 } });
    const doneStep = await alice.gql(StepLifecycle.complete, { input: { stepId: step.id, output: { lines: 120 } } });
    expect(doneStep.completeStep).toMatchObject({ step: { state: 'COMPLETED', output: { lines: 120 } } });
    const doneTask = await alice.gql(TaskLifecycle.complete, { input: { taskId: read.id, output: { summary: 'ok' } } });
    expect(doneTask.completeTask).toMatchObject({ task: { state: 'COMPLETED', output: { summary: 'ok' }, phase: { state: 'COMPLETED' } } });

    const after = await plan(session.id);
    expect(after.readyTasks.map((task) => task.key)).toEqual(['api', 'ui']);
    expect(after.progress).toEqual({ percentComplete: 25, tasks: { completed: 1, running: 0, failed: 0 }, steps: { completed: 1, running: 0 } });
    expect(after.roleDistribution.find((role) => role.role === 'architect')).toEqual({ role: 'architect', total: 1, running: 0, completed: 1, failed: 0 });

    const events = await alice.gql(SessionEvents, { id: session.id, types: ['task.state_changed', 'step.state_changed', 'phase.state_changed'] });
    if (events.session.__typename !== 'Session') throw new Error();
    expect(events.session.events!.edges.map((edge) => `${edge.node.type}:${(edge.node.data as { to: string }).to}`)).toEqual([
      'task.state_changed:RUNNING',
      'phase.state_changed:RUNNING',
      'step.state_changed:RUNNING',
      'step.state_changed:COMPLETED',
      'task.state_changed:COMPLETED',
      'phase.state_changed:COMPLETED',
    ]);
  });

  it('records a failure with exit code and error, fails the phase, and allows a retry as a new attempt', async () => {
    const { session, tasks } = await runningSession();
    await alice.gql(TaskLifecycle.start, { input: { taskId: tasks.read!.id } });
    const step = tasks.read!.steps!.nodes[0]!;
    await alice.gql(StepLifecycle.start, { input: { stepId: step.id } });
    const failedStep = await alice.gql(StepLifecycle.fail, { input: { stepId: step.id, exitCode: 2, error: 'ENOENT' } });
    expect(failedStep.failStep).toMatchObject({ step: { state: 'FAILED', exitCode: 2, error: 'ENOENT' } });
    const failed = await alice.gql(TaskLifecycle.fail, { input: { taskId: tasks.read!.id, exitCode: 1, error: 'could not read' } });
    expect(failed.failTask).toMatchObject({ task: { state: 'FAILED', exitCode: 1, error: 'could not read', phase: { state: 'FAILED' } } });
    expect((await plan(session.id)).roleDistribution.find((role) => role.role === 'architect')).toMatchObject({ failed: 1 });

    const retry = await alice.gql(TaskLifecycle.start, { input: { taskId: tasks.read!.id } });
    expect(retry.startTask).toMatchObject({ task: { state: 'RUNNING', attempt: 2, phase: { state: 'RUNNING' } } });
    expect((await alice.gql(StepLifecycle.start, { input: { stepId: step.id } })).startStep).toMatchObject({ step: { attempt: 2 } });
  });

  it('refuses work on a session that is not running, a step whose task has not started, and a double completion', async () => {
    const session = await sessionFor(alice, { plan: samplePlan });
    const tasks = tasksByKey(session);
    const early = await alice.gql(TaskLifecycle.start, { input: { taskId: tasks.read!.id } });
    expect(early.startTask).toMatchObject({ __typename: 'InvalidTransitionError', code: 'INVALID_TRANSITION' });
    expect(early.startTask.__typename === 'InvalidTransitionError' && early.startTask.message).toContain('Start or resume the session first');

    await alice.gql(ChangeSession.start, { input: { sessionId: session.id } });
    const orphanStep = await alice.gql(StepLifecycle.start, { input: { stepId: tasks.read!.steps!.nodes[0]!.id } });
    expect(orphanStep.startStep).toMatchObject({ __typename: 'InvalidTransitionError' });
    expect(orphanStep.startStep.__typename === 'InvalidTransitionError' && orphanStep.startStep.message).toContain('Start the task first');

    await alice.gql(TaskLifecycle.start, { input: { taskId: tasks.read!.id } });
    await alice.gql(TaskLifecycle.complete, { input: { taskId: tasks.read!.id } });
    const twice = await alice.gql(TaskLifecycle.complete, { input: { taskId: tasks.read!.id, output: { again: true } } });
    expect(twice.completeTask).toMatchObject({ __typename: 'InvalidTransitionError' });
    const current = await plan(session.id);
    expect(current.progress.tasks.completed).toBe(1);
  });

  it('makes a keyed report once: a replay answers the first result and changes nothing, even after the step moved on', async () => {
    const { session, tasks } = await runningSession();
    const read = tasks.read!;
    const step = read.steps!.nodes[0]!;
    const keyed = (key: string) => ({ idempotencyKey: `${session.id}/${key}` });
    await alice.gql(TaskLifecycle.start, { input: { taskId: read.id, ...keyed('task/start') } });
    expect((await alice.gql(TaskLifecycle.start, { input: { taskId: read.id, ...keyed('task/start') } })).startTask).toMatchObject({
      task: { state: 'RUNNING', attempt: 1 },
    });
    await alice.gql(StepLifecycle.start, { input: { stepId: step.id, ...keyed('a1/start') } });
    await alice.gql(StepLifecycle.fail, { input: { stepId: step.id, error: 'ENOENT', ...keyed('a1/fail') } });
    await alice.gql(StepLifecycle.start, { input: { stepId: step.id, ...keyed('a2/start') } });
    // The first attempt's failure, sent again once the second attempt runs (its answer was lost): not a second failure.
    const replayed = await alice.gql(StepLifecycle.fail, { input: { stepId: step.id, error: 'ENOENT', ...keyed('a1/fail') } });
    expect(replayed.failStep).toMatchObject({ step: { state: 'RUNNING' } });
    const conflict = await alice.gql(StepLifecycle.fail, { input: { stepId: step.id, error: 'other', ...keyed('a1/fail') } });
    expect(conflict.failStep).toMatchObject({ __typename: 'IdempotencyConflictError', code: 'IDEMPOTENCY_CONFLICT' });
    const paused = await alice.gql(ChangeSession.pause, { input: { sessionId: session.id, ...keyed('pause') } });
    expect(paused.pauseSession).toMatchObject({ session: { state: 'PAUSED' } });
    await alice.gql(ChangeSession.start, { input: { sessionId: session.id, ...keyed('restart') } });
    expect((await alice.gql(ChangeSession.pause, { input: { sessionId: session.id, ...keyed('pause') } })).pauseSession).toMatchObject({
      session: { state: 'RUNNING' },
    });
    const { session: events } = await alice.gql(SessionEvents, { id: session.id, first: 200, types: ['step.state_changed', 'session.state_changed'] });
    if (events.__typename !== 'Session') throw new Error('expected the session');
    const moves = events.events!.edges.map(({ node }) => `${node.type === 'step.state_changed' ? 'step' : 'session'} ${(node.data as { to: string }).to}`);
    expect(moves).toEqual(['session RUNNING', 'step RUNNING', 'step FAILED', 'step RUNNING', 'session PAUSED', 'step RESUMABLE', 'session RUNNING']);
  });

  it('answers NOT_FOUND for unknown tasks and VALIDATION_FAILED for ids of the wrong type', async () => {
    const { session } = await runningSession();
    const unknown = Buffer.from('Task:01234567-0123-7123-8123-0123456789ab').toString('base64');
    expect((await alice.gql(TaskLifecycle.start, { input: { taskId: unknown } })).startTask).toMatchObject({ __typename: 'NotFoundError' });
    expect((await alice.gql(TaskLifecycle.start, { input: { taskId: session.id } })).startTask).toMatchObject({ __typename: 'ValidationError' });
  });
});

describe('readyTasks', () => {
  it.each([
    ['PARALLEL', ['read', 'api', 'ui', 'review'], ['api', 'ui', 'review']],
    ['SEQUENTIAL', ['read'], ['api']],
    ['ADAPTIVE', ['read'], ['api', 'ui']],
    ['PIPELINE', ['read'], ['api', 'ui']],
  ] as const)('%s: before and after the first task completes', async (strategy, before, after) => {
    const { session, tasks } = await runningSession(strategy);
    expect((await plan(session.id)).readyTasks.map((task) => task.key)).toEqual(before);
    await alice.gql(TaskLifecycle.start, { input: { taskId: tasks.read!.id } });
    await alice.gql(TaskLifecycle.complete, { input: { taskId: tasks.read!.id } });
    expect((await plan(session.id)).readyTasks.map((task) => task.key)).toEqual(after);
  });
});

const RequestApproval = graphql(`
  mutation RequestApproval($input: RequestApprovalInput!) {
    requestApproval(input: $input) {
      __typename
      ... on RequestApprovalPayload { replayed approval { id state title requestedBy session { state } } }
      ... on Error { code message }
    }
  }
`);
const DecideApproval = graphql(`
  mutation DecideApproval($input: DecideApprovalInput!) {
    decideApproval(input: $input) {
      __typename
      ... on DecideApprovalPayload { approval { id state decidedBy decisionNote session { state } } }
      ... on Error { code message }
    }
  }
`);
const Approvals = graphql(`
  query Approvals($id: ID!, $state: ApprovalState) {
    session(id: $id) { ... on Session { state approvals(state: $state) { nodes { id title state } } } }
  }
`);

describe('approvals', () => {
  it('holds a running session in AWAITING_APPROVAL until every pending approval is decided', async () => {
    const { session, tasks } = await runningSession();
    const first = await alice.gql(RequestApproval, {
      input: { sessionId: session.id, title: 'Run migrations on prod', taskId: tasks.api!.id, details: { db: 'prod' } },
    });
    expect(first.requestApproval).toMatchObject({ approval: { state: 'PENDING', requestedBy: 'alice-token', session: { state: 'AWAITING_APPROVAL' } } });
    const second = await alice.gql(RequestApproval, { input: { sessionId: session.id, title: 'Push to main' } });
    if (first.requestApproval.__typename !== 'RequestApprovalPayload' || second.requestApproval.__typename !== 'RequestApprovalPayload') throw new Error();

    const one = await alice.gql(DecideApproval, { input: { approvalId: first.requestApproval.approval.id, decision: 'APPROVE', note: 'go' } });
    expect(one.decideApproval).toMatchObject({
      approval: { state: 'APPROVED', decidedBy: 'alice-token', decisionNote: 'go', session: { state: 'AWAITING_APPROVAL' } },
    });
    const pending = await alice.gql(Approvals, { id: session.id, state: 'PENDING' });
    expect(pending.session).toMatchObject({ approvals: { nodes: [{ title: 'Push to main' }] } });

    const two = await alice.gql(DecideApproval, { input: { approvalId: second.requestApproval.approval.id, decision: 'REJECT' } });
    expect(two.decideApproval).toMatchObject({ approval: { state: 'REJECTED', session: { state: 'RUNNING' } } });
    const again = await alice.gql(DecideApproval, { input: { approvalId: second.requestApproval.approval.id, decision: 'APPROVE' } });
    expect(again.decideApproval).toMatchObject({ __typename: 'InvalidTransitionError', code: 'INVALID_TRANSITION' });
  });

  it('refuses an approval with an empty title or in a finished session, writing nothing', async () => {
    const { session } = await runningSession();
    expect((await alice.gql(RequestApproval, { input: { sessionId: session.id, title: ' ' } })).requestApproval).toMatchObject({
      __typename: 'ValidationError',
    });
    await alice.gql(ChangeSession.cancel, { input: { sessionId: session.id } });
    expect((await alice.gql(RequestApproval, { input: { sessionId: session.id, title: 'late' } })).requestApproval).toMatchObject({
      __typename: 'InvalidTransitionError',
    });
    expect((await alice.gql(Approvals, { id: session.id })).session).toMatchObject({ approvals: { nodes: [] } });
  });
});

const RecordEvent = graphql(`
  mutation RecordEvent($input: RecordEventInput!) {
    recordEvent(input: $input) {
      __typename
      ... on RecordEventPayload { replayed event { seq type actor data } }
      ... on Error { code message }
    }
  }
`);

describe('recordEvent and the events connection', () => {
  it('records custom events under custom.* and pages through the log in sequence order', async () => {
    const session = await sessionFor(alice);
    const recorded = await alice.gql(RecordEvent, { input: { sessionId: session.id, type: 'tests.passed', data: { count: 42 } } });
    expect(recorded.recordEvent).toMatchObject({ replayed: false, event: { seq: 4, type: 'custom.tests.passed', actor: 'alice-token', data: { count: 42 } } });
    for (let i = 0; i < 5; i++) await alice.gql(RecordEvent, { input: { sessionId: session.id, type: 'tick', data: { i } } });

    const page1 = await alice.gql(SessionEvents, { id: session.id, first: 4 });
    if (page1.session.__typename !== 'Session') throw new Error();
    expect(page1.session.events!.edges.map((edge) => edge.node.seq)).toEqual([1, 2, 3, 4]);
    expect(page1.session.lastEventSeq).toBe(9);
    const page2 = await alice.gql(SessionEvents, { id: session.id, first: 4, after: page1.session.events!.pageInfo.endCursor });
    if (page2.session.__typename !== 'Session') throw new Error();
    expect(page2.session.events!.edges.map((edge) => edge.node.seq)).toEqual([5, 6, 7, 8]);
    expect(page2.session.events!.pageInfo.hasNextPage).toBe(true);
  });

  it('replays a keyed event once and refuses malformed types and non-object data', async () => {
    const session = await sessionFor(alice);
    const input = { sessionId: session.id, type: 'deploy', data: { env: 'staging' }, idempotencyKey: 'deploy-1' };
    const first = await alice.gql(RecordEvent, { input });
    const again = await alice.gql(RecordEvent, { input });
    expect(again.recordEvent).toMatchObject({ replayed: true });
    expect(first.recordEvent).toMatchObject({ event: { seq: 4 } });
    expect(again.recordEvent).toMatchObject({ event: { seq: 4 } });
    expect((await alice.gql(RecordEvent, { input: { sessionId: session.id, type: 'Session.Created!' } })).recordEvent).toMatchObject({
      __typename: 'ValidationError',
    });
    expect((await alice.gql(RecordEvent, { input: { sessionId: session.id, type: 'x', data: [1, 2] } })).recordEvent).toMatchObject({
      __typename: 'ValidationError',
    });
    const events = await alice.gql(SessionEvents, { id: session.id });
    if (events.session.__typename !== 'Session') throw new Error();
    expect(events.session.lastEventSeq).toBe(4);
  });
});
