// Pause and resume below the session, through the API: pauseTask (an agent), pausePhase and resumePhase; what may
// start meanwhile under each strategy; every refusal changes nothing; the events; an idempotent retry.
import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { samplePlan, sessionFor } from './helpers/fixtures.ts';
import { ChangeSession, SessionEvents, StepLifecycle, TaskLifecycle } from './helpers/operations.ts';

const app = await createTestApp();
const alice = await app.owner('alice');

const PauseTask = graphql(`
  mutation PauseTask($input: PauseTaskInput!) {
    pauseTask(input: $input) {
      __typename
      ... on PauseTaskPayload { replayed task { key state phase { state } steps { nodes { state } } } session { readyTasks { key } } }
      ... on Error { code message }
      ... on InvalidTransitionError { currentState allowedFrom }
    }
  }
`);
const PausePhase = graphql(`
  mutation PausePhase($input: PausePhaseInput!) {
    pausePhase(input: $input) {
      __typename
      ... on PausePhasePayload { replayed phase { name state } tasks { key state } session { readyTasks { key } } }
      ... on Error { code message }
      ... on InvalidTransitionError { currentState allowedFrom }
    }
  }
`);
const ResumePhase = graphql(`
  mutation ResumePhase($input: ResumePhaseInput!) {
    resumePhase(input: $input) {
      __typename
      ... on ResumePhasePayload { replayed phase { name state } tasks { key state } session { readyTasks { key } } }
      ... on Error { code message }
      ... on InvalidTransitionError { currentState allowedFrom }
    }
  }
`);
const Acquire = graphql(`
  mutation PauseAcquireLease($input: AcquireLeaseInput!) {
    acquireLease(input: $input) { __typename ... on LeasePayload { lease { token } } ... on Error { code message } }
  }
`);
const Plan = graphql(`
  query PausePlan($id: ID!) {
    session(id: $id) {
      ... on Session {
        lastEventSeq
        readyTasks { key }
        phases { nodes { id name state tasks { nodes { id key state steps { nodes { id state } } } } } }
      }
    }
  }
`);

type Strategy = 'PARALLEL' | 'SEQUENTIAL' | 'ADAPTIVE' | 'PIPELINE';

async function plan(id: string) {
  const result = await alice.gql(Plan, { id });
  if (!('phases' in result.session)) throw new Error('expected a session');
  const { phases, readyTasks, lastEventSeq } = result.session;
  const tasks = Object.fromEntries(phases!.nodes.flatMap((phase) => phase.tasks!.nodes).map((task) => [task.key, task]));
  return { phases: Object.fromEntries(phases!.nodes.map((phase) => [phase.name, phase])), tasks, ready: readyTasks.map((task) => task.key), lastEventSeq };
}

async function runningSession(strategy: Strategy = 'ADAPTIVE', phases = samplePlan.phases) {
  const session = await sessionFor(alice, { strategy, plan: { phases } });
  await alice.gql(ChangeSession.start, { input: { sessionId: session.id } });
  return { id: session.id, ...(await plan(session.id)) };
}

async function events(sessionId: string, types: string[]) {
  const result = await alice.gql(SessionEvents, { id: sessionId, types, first: 100 });
  if (result.session.__typename !== 'Session') throw new Error();
  return result.session.events!.edges.map((edge) => ({ type: edge.node.type, ...(edge.node.data as Record<string, unknown>) }));
}

const STATE_EVENTS = ['task.state_changed', 'step.state_changed', 'phase.state_changed'];

/** Runs `call`, expects the refusal `typename`, and checks that nothing changed: no event, no state. */
async function refusedWithoutChange(sessionId: string, call: () => Promise<unknown>, typename: string, message?: RegExp) {
  const before = await plan(sessionId);
  const result = (await call()) as Record<string, { __typename: string; message?: string }>;
  const answer = Object.values(result)[0]!;
  expect(answer.__typename).toBe(typename);
  if (message) expect(answer.message).toMatch(message);
  expect(await plan(sessionId)).toEqual(before);
}

describe('pauseTask', () => {
  it('stops a running task: its running step is interrupted, nothing of it may start or report, the others go on', async () => {
    const s = await runningSession('PARALLEL');
    const read = s.tasks.read!;
    await alice.gql(TaskLifecycle.start, { input: { taskId: read.id } });
    await alice.gql(StepLifecycle.start, { input: { stepId: read.steps!.nodes[0]!.id } });

    const paused = await alice.gql(PauseTask, { input: { taskId: read.id, reason: 'waiting for the user' } });
    expect(paused.pauseTask).toEqual({
      __typename: 'PauseTaskPayload',
      replayed: false,
      task: { key: 'read', state: 'PAUSED', phase: { state: 'RUNNING' }, steps: { nodes: [{ state: 'RESUMABLE' }] } },
      session: { readyTasks: [{ key: 'api' }, { key: 'ui' }, { key: 'review' }] },
    });
    const recorded = await events(s.id, STATE_EVENTS);
    expect(recorded.slice(-2)).toEqual([
      expect.objectContaining({ type: 'step.state_changed', stepId: expect.any(String), action: 'interrupt', from: 'RUNNING', to: 'RESUMABLE' }),
      expect.objectContaining({ type: 'task.state_changed', key: 'read', action: 'pause', from: 'RUNNING', to: 'PAUSED', reason: 'waiting for the user' }),
    ]);

    const step = read.steps!.nodes[0]!.id;
    await refusedWithoutChange(s.id, () => alice.gql(StepLifecycle.start, { input: { stepId: step } }), 'InvalidTransitionError', /resumeTask/);
    await refusedWithoutChange(s.id, () => alice.gql(StepLifecycle.complete, { input: { stepId: step } }), 'InvalidTransitionError', /resumeTask/);
    await refusedWithoutChange(s.id, () => alice.gql(StepLifecycle.fail, { input: { stepId: step } }), 'InvalidTransitionError', /resumeTask/);
    await refusedWithoutChange(s.id, () => alice.gql(TaskLifecycle.start, { input: { taskId: read.id } }), 'InvalidTransitionError', /PAUSED/);
    await refusedWithoutChange(s.id, () => alice.gql(TaskLifecycle.complete, { input: { taskId: read.id } }), 'InvalidTransitionError');

    const ui = await alice.gql(TaskLifecycle.start, { input: { taskId: s.tasks.ui!.id } });
    expect(ui.startTask).toMatchObject({ task: { state: 'RUNNING' } });
  });

  it.each([
    ['PARALLEL', ['ui', 'review']],
    ['SEQUENTIAL', []],
    ['ADAPTIVE', ['ui']],
    ['PIPELINE', ['ui']],
  ] as const)('%s: a paused task is never ready, and what waits on it waits', async (strategy, ready) => {
    const s = await runningSession(strategy);
    await alice.gql(TaskLifecycle.start, { input: { taskId: s.tasks.read!.id } });
    await alice.gql(TaskLifecycle.complete, { input: { taskId: s.tasks.read!.id } });
    const paused = await alice.gql(PauseTask, { input: { taskId: s.tasks.api!.id } });
    expect(paused.pauseTask).toMatchObject({ task: { state: 'PAUSED', phase: { state: 'RUNNING' } } });
    expect((await plan(s.id)).ready).toEqual(ready);
  });

  it('refuses a finished task, a finished session, a stale lease and a call without the token while leased, changing nothing', async () => {
    const s = await runningSession();
    const read = s.tasks.read!.id;
    await alice.gql(TaskLifecycle.start, { input: { taskId: read } });
    await alice.gql(TaskLifecycle.complete, { input: { taskId: read } });
    await refusedWithoutChange(s.id, () => alice.gql(PauseTask, { input: { taskId: read } }), 'InvalidTransitionError', /finished/);

    const lease = await alice.gql(Acquire, { input: { sessionId: s.id, holder: 'runner-1' } });
    if (lease.acquireLease.__typename !== 'LeasePayload') throw new Error(JSON.stringify(lease));
    const token = lease.acquireLease.lease!.token;
    const api = s.tasks.api!.id;
    await refusedWithoutChange(s.id, () => alice.gql(PauseTask, { input: { taskId: api } }), 'SessionLockedError');
    await refusedWithoutChange(s.id, () => alice.gql(PauseTask, { input: { taskId: api, leaseToken: token + 1 } }), 'StaleLeaseError');
    expect((await alice.gql(PauseTask, { input: { taskId: api, leaseToken: token } })).pauseTask).toMatchObject({ task: { state: 'PAUSED' } });

    const other = await runningSession();
    await alice.gql(ChangeSession.cancel, { input: { sessionId: other.id } });
    await refusedWithoutChange(other.id, () => alice.gql(PauseTask, { input: { taskId: other.tasks.read!.id } }), 'InvalidTransitionError', /finished session/);
  });

  it('may pause while the session is not running yet, and answers NOT_FOUND for a task that is not the caller’s', async () => {
    const session = await sessionFor(alice, { plan: samplePlan });
    const read = session.phases!.nodes[0]!.tasks!.nodes[0]!;
    expect((await alice.gql(PauseTask, { input: { taskId: read.id } })).pauseTask).toMatchObject({ task: { state: 'PAUSED' } });
    const bob = await app.owner('bob');
    expect((await bob.gql(PauseTask, { input: { taskId: session.phases!.nodes[1]!.tasks!.nodes[0]!.id } })).pauseTask).toMatchObject({
      __typename: 'NotFoundError',
    });
  });

  it('replays a retry with the same key (one event), and refuses the key for another input', async () => {
    const s = await runningSession();
    const input = { taskId: s.tasks.api!.id, reason: 'later', idempotencyKey: 'pause-api-1' };
    expect((await alice.gql(PauseTask, { input })).pauseTask).toMatchObject({ replayed: false, task: { state: 'PAUSED' } });
    const seq = (await plan(s.id)).lastEventSeq;
    expect((await alice.gql(PauseTask, { input })).pauseTask).toMatchObject({ replayed: true, task: { state: 'PAUSED' } });
    expect((await plan(s.id)).lastEventSeq).toBe(seq);
    await refusedWithoutChange(s.id, () => alice.gql(PauseTask, { input: { ...input, taskId: s.tasks.ui!.id } }), 'IdempotencyConflictError');
  });
});

describe('pausePhase and resumePhase', () => {
  it('pauses a phase with its unfinished tasks, lets nothing of it start, and resumes it', async () => {
    const s = await runningSession('PARALLEL');
    await alice.gql(TaskLifecycle.start, { input: { taskId: s.tasks.read!.id } });
    await alice.gql(TaskLifecycle.complete, { input: { taskId: s.tasks.read!.id } });
    const api = s.tasks.api!;
    await alice.gql(TaskLifecycle.start, { input: { taskId: api.id } });
    await alice.gql(StepLifecycle.start, { input: { stepId: api.steps!.nodes[0]!.id } });
    const build = s.phases.build!;
    const seq = (await plan(s.id)).lastEventSeq;

    const paused = await alice.gql(PausePhase, { input: { phaseId: build.id, reason: 'rethink the API' } });
    expect(paused.pausePhase).toEqual({
      __typename: 'PausePhasePayload',
      replayed: false,
      phase: { name: 'build', state: 'PAUSED' },
      tasks: [
        { key: 'api', state: 'PAUSED' },
        { key: 'ui', state: 'PAUSED' },
      ],
      session: { readyTasks: [{ key: 'review' }] },
    });
    const after = await plan(s.id);
    expect(after.tasks!.api!.steps!.nodes.map((step) => step.state)).toEqual(['RESUMABLE', 'PENDING']);
    expect((await events(s.id, STATE_EVENTS)).filter((_, i, all) => i >= all.length - 4)).toEqual([
      expect.objectContaining({ type: 'phase.state_changed', phaseId: expect.any(String), action: 'pause', from: 'RUNNING', to: 'PAUSED' }),
      expect.objectContaining({ type: 'step.state_changed', action: 'interrupt', to: 'RESUMABLE' }),
      expect.objectContaining({ type: 'task.state_changed', key: 'api', action: 'pause', from: 'RUNNING', to: 'PAUSED' }),
      expect.objectContaining({ type: 'task.state_changed', key: 'ui', action: 'pause', from: 'PENDING', to: 'PAUSED' }),
    ]);
    expect(after.lastEventSeq).toBe(seq + 4);

    // Nothing of the paused phase starts; it is not paused twice; a phase that is not paused is not resumed.
    await refusedWithoutChange(s.id, () => alice.gql(TaskLifecycle.start, { input: { taskId: s.tasks.ui!.id } }), 'InvalidTransitionError');
    await refusedWithoutChange(s.id, () => alice.gql(PausePhase, { input: { phaseId: build.id } }), 'InvalidTransitionError', /already/);
    await refusedWithoutChange(s.id, () => alice.gql(ResumePhase, { input: { phaseId: s.phases.review!.id } }), 'InvalidTransitionError');

    const resumed = await alice.gql(ResumePhase, { input: { phaseId: build.id } });
    expect(resumed.resumePhase).toEqual({
      __typename: 'ResumePhasePayload',
      replayed: false,
      phase: { name: 'build', state: 'RUNNING' },
      tasks: [
        { key: 'api', state: 'RESUMABLE' },
        { key: 'ui', state: 'RESUMABLE' },
      ],
      session: { readyTasks: [{ key: 'api' }, { key: 'ui' }, { key: 'review' }] },
    });
    expect((await events(s.id, STATE_EVENTS)).slice(-3)).toEqual([
      expect.objectContaining({ type: 'phase.state_changed', action: 'resume', from: 'PAUSED', to: 'RUNNING' }),
      expect.objectContaining({ type: 'task.state_changed', key: 'api', action: 'resume', from: 'PAUSED', to: 'RESUMABLE' }),
      expect.objectContaining({ type: 'task.state_changed', key: 'ui', action: 'resume', from: 'PAUSED', to: 'RESUMABLE' }),
    ]);
    const restarted = await alice.gql(TaskLifecycle.start, { input: { taskId: api.id } });
    expect(restarted.startTask).toMatchObject({ task: { state: 'RUNNING', attempt: 2, phase: { state: 'RUNNING' } } });
    expect((await alice.gql(StepLifecycle.start, { input: { stepId: api.steps!.nodes[0]!.id } })).startStep).toMatchObject({ step: { state: 'RUNNING' } });
  });

  it('a paused PIPELINE stage holds the next one back; a finished phase or one with nothing unfinished is refused', async () => {
    const s = await runningSession('PIPELINE', [...samplePlan.phases, { name: 'empty', tasks: [] }]);
    await refusedWithoutChange(s.id, () => alice.gql(PausePhase, { input: { phaseId: s.phases.empty!.id } }), 'InvalidTransitionError', /nothing to pause/);
    await alice.gql(TaskLifecycle.start, { input: { taskId: s.tasks.read!.id } });
    await alice.gql(TaskLifecycle.complete, { input: { taskId: s.tasks.read!.id } });
    await refusedWithoutChange(s.id, () => alice.gql(PausePhase, { input: { phaseId: s.phases.analyse!.id } }), 'InvalidTransitionError', /finished/);

    expect((await alice.gql(PausePhase, { input: { phaseId: s.phases.build!.id } })).pausePhase).toMatchObject({ phase: { state: 'PAUSED' } });
    expect((await plan(s.id)).ready).toEqual([]);
    // Pausing a PLANNED phase: its pending tasks pause; resumed, they are ready again.
    expect((await alice.gql(PausePhase, { input: { phaseId: s.phases.review!.id } })).pausePhase).toMatchObject({
      phase: { state: 'PAUSED' },
      tasks: [{ key: 'review', state: 'PAUSED' }],
    });
    expect((await alice.gql(ResumePhase, { input: { phaseId: s.phases.build!.id } })).resumePhase).toMatchObject({
      session: { readyTasks: [{ key: 'api' }, { key: 'ui' }] },
    });
  });

  it('refuses a finished session, a stale lease and a missing token while leased; replays a keyed retry', async () => {
    const s = await runningSession();
    const build = s.phases.build!.id;
    const lease = await alice.gql(Acquire, { input: { sessionId: s.id, holder: 'runner-1' } });
    if (lease.acquireLease.__typename !== 'LeasePayload') throw new Error(JSON.stringify(lease));
    const token = lease.acquireLease.lease!.token;
    await refusedWithoutChange(s.id, () => alice.gql(PausePhase, { input: { phaseId: build } }), 'SessionLockedError');
    await refusedWithoutChange(s.id, () => alice.gql(PausePhase, { input: { phaseId: build, leaseToken: token + 1 } }), 'StaleLeaseError');

    const input = { phaseId: build, leaseToken: token, idempotencyKey: 'pause-build' };
    expect((await alice.gql(PausePhase, { input })).pausePhase).toMatchObject({ replayed: false, phase: { state: 'PAUSED' } });
    const seq = (await plan(s.id)).lastEventSeq;
    expect((await alice.gql(PausePhase, { input })).pausePhase).toMatchObject({ replayed: true, phase: { state: 'PAUSED' } });
    expect((await plan(s.id)).lastEventSeq).toBe(seq);
    await refusedWithoutChange(s.id, () => alice.gql(ResumePhase, { input: { phaseId: build } }), 'SessionLockedError');
    await refusedWithoutChange(s.id, () => alice.gql(ResumePhase, { input: { phaseId: build, leaseToken: token + 1 } }), 'StaleLeaseError');

    await alice.gql(ChangeSession.fail, { input: { sessionId: s.id, reason: 'gave up' } });
    await refusedWithoutChange(s.id, () => alice.gql(ResumePhase, { input: { phaseId: build } }), 'InvalidTransitionError', /finished session/);
    await refusedWithoutChange(s.id, () => alice.gql(PausePhase, { input: { phaseId: s.phases.review!.id } }), 'InvalidTransitionError', /finished session/);
  });
});
