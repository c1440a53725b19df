// Phase outputs (issue 12 part 5, seed 001): completePhase records a finished phase's output and summary; a phase
// without tasks completes with them; anything else is refused and changes nothing.
import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { sessionFor } from './helpers/fixtures.ts';
import { ChangeSession, LeaseOps, SessionEvents, TaskLifecycle } from './helpers/operations.ts';

const app = await createTestApp({ config: { maxMessageBytes: 1_000 } });
const alice = await app.owner('alice');
const mallory = await app.owner('mallory');

const CompletePhase = graphql(`
  mutation PhaseOutputComplete($input: CompletePhaseInput!) {
    completePhase(input: $input) {
      __typename
      ... on CompletePhasePayload { completedNow replayed phase { id state output summary completedAt } }
      ... on Error { code message }
      ... on ValidationError { field }
      ... on NotFoundError { entity }
      ... on InvalidTransitionError { entity entityId currentState allowedFrom }
      ... on StaleLeaseError { given current }
    }
  }
`);

const Phases = graphql(`
  query PhaseOutputPhases($id: ID!) {
    session(id: $id) {
      __typename
      ... on Session {
        lastEventSeq
        phases { nodes { id name state output summary completedAt } }
        checkpoints { nodes { kind label } }
      }
    }
  }
`);

const plan = {
  phases: [
    {
      name: 'build',
      tasks: [
        { key: 'api', title: 'Write the API' },
        { key: 'ui', title: 'Write the UI' },
      ],
    },
    { name: 'wrap-up' }, // no tasks
    { name: 'review', tasks: [{ key: 'review', title: 'Review' }] },
  ],
};
const localIdOf = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1]!;

async function runningSession(checkpointPolicy = { afterStep: false, phaseBoundary: false, planChange: false, onError: false }) {
  const session = await sessionFor(alice, { plan, checkpointPolicy });
  await alice.gql(ChangeSession.start, { input: { sessionId: session.id } });
  const [build, wrapUp, review] = session.phases!.nodes;
  const tasks = Object.fromEntries(session.phases!.nodes.flatMap((phase) => phase.tasks!.nodes).map((task) => [task.key, task.id]));
  return { id: session.id, build: build!.id, wrapUp: wrapUp!.id, review: review!.id, tasks };
}

async function finish(taskId: string) {
  await alice.gql(TaskLifecycle.start, { input: { taskId } });
  await alice.gql(TaskLifecycle.complete, { input: { taskId } });
}

async function snapshot(id: string) {
  const result = await alice.gql(Phases, { id });
  if (result.session.__typename !== 'Session') throw new Error(JSON.stringify(result));
  return result.session;
}

async function events(id: string, types: string[]) {
  const result = await alice.gql(SessionEvents, { id, types });
  if (result.session.__typename !== 'Session') throw new Error(JSON.stringify(result));
  return result.session.events!.edges.map((edge) => ({ type: edge.node.type, data: edge.node.data }));
}

/** Sets a state the API has no mutation for here (skip and pause belong to other parts of the issue). */
async function setState(table: 'phases' | 'tasks', globalId: string, state: string) {
  await app.db
    .updateTable(table)
    .set({ state: state as never })
    .where('id', '=', localIdOf(globalId))
    .execute();
}

describe('completePhase', () => {
  it('records the output and summary of a phase whose tasks are done; again replaces them, each time an event', async () => {
    const s = await runningSession();
    await finish(s.tasks.api!);
    await finish(s.tasks.ui!);
    const before = await events(s.id, ['phase.state_changed']);

    const first = await alice.gql(CompletePhase, { input: { phaseId: s.build, output: { files: ['api.ts'], tests: 12 }, summary: 'API written.' } });
    expect(first.completePhase).toMatchObject({
      __typename: 'CompletePhasePayload',
      completedNow: false,
      replayed: false,
      phase: { id: s.build, state: 'COMPLETED', output: { files: ['api.ts'], tests: 12 }, summary: 'API written.' },
    });
    const again = await alice.gql(CompletePhase, { input: { phaseId: s.build, output: ['v2'], summary: 'Revised.' } });
    expect(again.completePhase).toMatchObject({ phase: { output: ['v2'], summary: 'Revised.' } });

    const build = (await snapshot(s.id)).phases!.nodes.find((phase) => phase.id === s.build)!;
    expect(build).toMatchObject({ state: 'COMPLETED', output: ['v2'], summary: 'Revised.' });
    expect(await events(s.id, ['phase.output_recorded'])).toEqual([
      { type: 'phase.output_recorded', data: { phaseId: s.build, output: { files: ['api.ts'], tests: 12 }, summary: 'API written.' } },
      { type: 'phase.output_recorded', data: { phaseId: s.build, output: ['v2'], summary: 'Revised.' } },
    ]);
    expect(await events(s.id, ['phase.state_changed'])).toEqual(before); // it was completed by its tasks already
  });

  it('completes a phase without tasks with its output (phase.state_changed, then phase.output_recorded) and takes the PHASE checkpoint', async () => {
    const s = await runningSession({ afterStep: false, phaseBoundary: true, planChange: false, onError: false });
    const result = await alice.gql(CompletePhase, { input: { phaseId: s.wrapUp, output: { notes: 'nothing to build' }, summary: 'Skipped nothing.' } });
    expect(result.completePhase).toMatchObject({ completedNow: true, phase: { state: 'COMPLETED', summary: 'Skipped nothing.' } });
    expect(result.completePhase.__typename === 'CompletePhasePayload' && result.completePhase.phase.completedAt).toBeTruthy();
    const recorded = await events(s.id, ['phase.state_changed', 'phase.output_recorded']);
    expect(recorded).toEqual([
      { type: 'phase.state_changed', data: { phaseId: s.wrapUp, from: 'PLANNED', to: 'COMPLETED', action: 'complete' } },
      { type: 'phase.output_recorded', data: { phaseId: s.wrapUp, output: { notes: 'nothing to build' }, summary: 'Skipped nothing.' } },
    ]);
    expect((await snapshot(s.id)).checkpoints!.nodes).toEqual([{ kind: 'PHASE', label: 'phase completed: wrap-up' }]);

    // Recording again on the completed empty phase replaces the output; it does not complete (or checkpoint) again.
    const again = await alice.gql(CompletePhase, { input: { phaseId: s.wrapUp } });
    expect(again.completePhase).toMatchObject({ completedNow: false, phase: { state: 'COMPLETED', output: null, summary: null } });
    expect((await snapshot(s.id)).checkpoints!.nodes).toHaveLength(1);
  });

  it('refuses a phase with unfinished tasks, naming the phase and the tasks to finish, and changes nothing', async () => {
    const s = await runningSession();
    await finish(s.tasks.api!);
    await alice.gql(TaskLifecycle.start, { input: { taskId: s.tasks.ui! } });
    const before = await snapshot(s.id);
    const refused = await alice.gql(CompletePhase, { input: { phaseId: s.build, output: { x: 1 }, summary: 'too early' } });
    expect(refused.completePhase).toMatchObject({
      __typename: 'InvalidTransitionError',
      code: 'INVALID_TRANSITION',
      entity: 'Phase',
      entityId: s.build,
      currentState: 'RUNNING',
      allowedFrom: ['COMPLETED'],
    });
    expect(refused.completePhase.__typename === 'InvalidTransitionError' && refused.completePhase.message).toContain('finish or cancel ui (RUNNING)');
    const pending = await alice.gql(CompletePhase, { input: { phaseId: s.review } });
    expect(pending.completePhase).toMatchObject({ __typename: 'InvalidTransitionError', currentState: 'PLANNED' });
    expect(await snapshot(s.id)).toEqual(before);
  });

  it('counts a CANCELLED task as finished', async () => {
    const s = await runningSession();
    await finish(s.tasks.api!);
    await setState('tasks', s.tasks.ui!, 'CANCELLED'); // set directly: its phase has not followed, so this call completes it
    const result = await alice.gql(CompletePhase, { input: { phaseId: s.build, summary: 'API only; the UI was dropped.' } });
    expect(result.completePhase).toMatchObject({ completedNow: true, phase: { state: 'COMPLETED', summary: 'API only; the UI was dropped.' } });
  });

  it.each([
    ['SKIPPED', 'stays SKIPPED'],
    ['PAUSED', 'resumePhase'],
  ])('refuses a %s phase and changes nothing', async (state, hint) => {
    const s = await runningSession();
    await setState('phases', s.wrapUp, state);
    const before = await snapshot(s.id);
    const refused = await alice.gql(CompletePhase, { input: { phaseId: s.wrapUp, output: { x: 1 } } });
    expect(refused.completePhase).toMatchObject({ __typename: 'InvalidTransitionError', entity: 'Phase', currentState: state });
    expect(refused.completePhase.__typename === 'InvalidTransitionError' && refused.completePhase.message).toContain(hint);
    expect(await snapshot(s.id)).toEqual(before);
  });

  it('refuses a session not under way, an unknown or foreign phase, and a summary over the size limit; none changes anything', async () => {
    const created = await sessionFor(alice, { plan });
    const early = await alice.gql(CompletePhase, { input: { phaseId: created.phases!.nodes[1]!.id } });
    expect(early.completePhase).toMatchObject({ __typename: 'InvalidTransitionError', entity: 'Session', currentState: 'CREATED' });
    expect(early.completePhase.__typename === 'InvalidTransitionError' && early.completePhase.message).toContain('Start or resume the session first');

    const s = await runningSession();
    const before = await snapshot(s.id);
    const foreign = await mallory.gql(CompletePhase, { input: { phaseId: s.wrapUp } });
    expect(foreign.completePhase).toMatchObject({ __typename: 'NotFoundError', entity: 'Phase' });
    const unknown = Buffer.from('Phase:01234567-0123-7123-8123-0123456789ab').toString('base64');
    expect((await alice.gql(CompletePhase, { input: { phaseId: unknown } })).completePhase).toMatchObject({ __typename: 'NotFoundError' });
    expect((await alice.gql(CompletePhase, { input: { phaseId: s.id } })).completePhase).toMatchObject({ __typename: 'ValidationError', field: 'phaseId' });
    const long = await alice.gql(CompletePhase, { input: { phaseId: s.wrapUp, summary: 'x'.repeat(1_001) } });
    expect(long.completePhase).toMatchObject({ __typename: 'ValidationError', field: 'summary' });
    expect(await snapshot(s.id)).toEqual(before);
  });

  it('is fenced by the lease and idempotent: a replay writes nothing again', async () => {
    const s = await runningSession();
    const leased = await alice.gql(LeaseOps.acquire, { input: { sessionId: s.id, holder: 'runner-1' } });
    if (leased.acquireLease.__typename !== 'LeasePayload') throw new Error(JSON.stringify(leased));
    const token = leased.acquireLease.lease!.token;
    const before = await snapshot(s.id);
    const unfenced = await alice.gql(CompletePhase, { input: { phaseId: s.wrapUp } });
    expect(unfenced.completePhase).toMatchObject({ __typename: 'SessionLockedError' });
    expect(await snapshot(s.id)).toEqual(before);

    const input = { phaseId: s.wrapUp, output: { ok: true }, leaseToken: token, idempotencyKey: 'wrap-up-1' };
    expect((await alice.gql(CompletePhase, { input })).completePhase).toMatchObject({ completedNow: true, replayed: false });
    const seq = (await snapshot(s.id)).lastEventSeq;
    expect((await alice.gql(CompletePhase, { input })).completePhase).toMatchObject({ completedNow: true, replayed: true, phase: { output: { ok: true } } });
    expect((await snapshot(s.id)).lastEventSeq).toBe(seq);

    await alice.gql(LeaseOps.release, { input: { sessionId: s.id, leaseToken: token } });
    const stale = await alice.gql(CompletePhase, { input: { phaseId: s.wrapUp, output: { late: true }, leaseToken: token } });
    expect(stale.completePhase).toMatchObject({ __typename: 'StaleLeaseError', given: token, current: null });
    const after = await snapshot(s.id);
    expect(after.phases!.nodes.find((phase) => phase.id === s.wrapUp)!.output).toEqual({ ok: true });
  });

  it('redacts secrets in the output and the summary before storing them', async () => {
    const s = await runningSession();
    const secret = 'ghp_R3dact1onMarkerAbCdEfGhIjKlMnOpQrStu';
    await alice.gql(CompletePhase, {
      input: { phaseId: s.wrapUp, output: { token: 'hunter2hunter2', log: `pushed with ${secret}` }, summary: `Used ${secret}.` },
    });
    const stored = (await snapshot(s.id)).phases!.nodes.find((phase) => phase.id === s.wrapUp)!;
    const text = JSON.stringify([stored, await events(s.id, ['phase.output_recorded'])]);
    expect(text).not.toContain(secret);
    expect(text).not.toContain('hunter2hunter2');
    expect(stored.summary).toMatch(/^Used \S*\*\*\*/);
  });
});
