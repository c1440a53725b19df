// revisePlan through the API: each kind of change, each refusal (nothing written), leases, idempotency, readyTasks
// under every strategy after a revision, the plan.revised event and the PLAN checkpoint.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import type { RevisePlanInput, Strategy } from './gql/graphql.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { sessionFor } from './helpers/fixtures.ts';
import { ChangeSession, SessionEvents, TaskLifecycle } from './helpers/operations.ts';

const app = await createTestApp();
const alice = await app.owner('alice');
const bob = await app.owner('bob');

const Revise = graphql(`
  mutation RevisePlan($input: RevisePlanInput!) {
    revisePlan(input: $input) {
      __typename
      ... on RevisePlanPayload {
        revision
        replayed
        session { planRevision }
        added {
          phases { id key name position state }
          tasks { id key position state phase { key } dependencies { key } steps { nodes { position idempotencyKey } } }
          steps { id position kind idempotencyKey task { key } }
        }
      }
      ... on Error { code message }
      ... on InvalidPlanError { problem keys }
      ... on ValidationError { field }
      ... on InvalidTransitionError { currentState }
      ... on NotFoundError { entity }
    }
  }
`);

const Plan = graphql(`
  query RevisedPlan($id: ID!) {
    session(id: $id) {
      __typename
      ... on Session {
        planRevision
        readyTasks { key }
        phases { nodes { id key position state skipReason tasks { nodes { id key position state skipReason dependencies { key } steps { nodes { position title } } } } } }
        checkpoints { nodes { kind label stateSnapshot } }
      }
    }
  }
`);

const Acquire = graphql(`
  mutation AcquireForRevision($input: AcquireLeaseInput!) {
    acquireLease(input: $input) { __typename ... on LeasePayload { lease { token } } }
  }
`);

const NO_CHECKPOINTS = { afterStep: false, phaseBoundary: false, planChange: false, onError: false };

const basePlan = {
  phases: [
    {
      key: 'analyse',
      name: 'Analyse',
      tasks: [{ key: 'read', title: 'Read', steps: [{ kind: 'READ' as const, title: 'read src/', idempotencyKey: 'read-1' }] }],
    },
    {
      key: 'build',
      name: 'Build',
      tasks: [
        { key: 'api', title: 'API', dependsOn: ['read'], steps: [{ kind: 'WRITE' as const, title: 'write api.ts' }] },
        { key: 'ui', title: 'UI', dependsOn: ['read'] },
      ],
    },
    { key: 'review', name: 'Review', tasks: [{ key: 'review', title: 'Review', dependsOn: ['api', 'ui'] }] },
  ],
};

const local = (globalId: string) => decodeGlobalID(globalId).id;

async function newSession(options: { strategy?: Strategy; checkpoints?: boolean; start?: boolean } = {}) {
  const session = await sessionFor(alice, {
    plan: basePlan,
    strategy: options.strategy ?? 'ADAPTIVE',
    checkpointPolicy: options.checkpoints ? null : NO_CHECKPOINTS,
  });
  if (options.start !== false) await alice.gql(ChangeSession.start, { input: { sessionId: session.id } });
  const ids = Object.fromEntries(session.phases!.nodes.flatMap((phase) => phase.tasks!.nodes.map((task) => [task.key, task.id])));
  return { id: session.id, ids };
}

async function revise(input: Omit<RevisePlanInput, 'sessionId'> & { sessionId: string }, client = alice) {
  return (await client.gql(Revise, { input })).revisePlan;
}

async function plan(id: string) {
  const result = await alice.gql(Plan, { id });
  if (result.session.__typename !== 'Session') throw new Error('expected a session');
  return result.session;
}

/** The phases in order, each as "key: task task ...". */
async function outline(id: string) {
  return (await plan(id)).phases!.nodes.map((phase) => `${phase.key}: ${phase.tasks!.nodes.map((task) => task.key).join(' ')}`);
}

async function events(id: string, types?: string[]) {
  const result = await alice.gql(SessionEvents, { id, first: 500, types });
  if (result.session.__typename !== 'Session') throw new Error('expected a session');
  return result.session.events!.edges.map((edge) => edge.node);
}

/** Every row a revision could touch, for "nothing was written". */
async function rows(globalId: string) {
  const id = local(globalId);
  const [session, phases, tasks, steps, idempotency] = await Promise.all([
    app.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    app.db.selectFrom('phases').selectAll().where('session_id', '=', id).orderBy('id').execute(),
    app.db.selectFrom('tasks').selectAll().where('session_id', '=', id).orderBy('id').execute(),
    app.db.selectFrom('steps').selectAll().where('session_id', '=', id).orderBy('id').execute(),
    app.db
      .selectFrom('idempotency_records')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { session, phases, tasks, steps, idempotency };
}

async function complete(taskId: string) {
  await alice.gql(TaskLifecycle.start, { input: { taskId } });
  await alice.gql(TaskLifecycle.complete, { input: { taskId } });
}

describe('revisePlan: each kind of change', () => {
  it('adds a phase at a position, with tasks depending on tasks in force and on each other, and says so in plan.revised', async () => {
    const { id, ids } = await newSession();
    const result = await revise({
      sessionId: id,
      reason: 'fuzzing found crashes',
      addPhases: [
        {
          key: 'harden',
          name: 'Harden',
          position: 2,
          tasks: [
            { key: 'fuzz', title: 'Fuzz', role: 'tester', dependsOn: ['api'], steps: [{ kind: 'EXEC', title: 'run fuzz', idempotencyKey: 'fuzz-1' }] },
            { key: 'fix', title: 'Fix', dependsOn: ['fuzz', 'read'] },
          ],
        },
      ],
    });
    if (result.__typename !== 'RevisePlanPayload') throw new Error(JSON.stringify(result));
    expect(result).toMatchObject({ revision: 1, replayed: false, session: { planRevision: 1 } });
    expect(result.added.phases).toEqual([{ id: expect.any(String), key: 'harden', name: 'Harden', position: 2, state: 'PLANNED' }]);
    expect(result.added.tasks.map((task) => [task.key, task.position, task.state, task.phase.key, task.dependencies.map((d) => d.key).sort()])).toEqual([
      ['fuzz', 0, 'PENDING', 'harden', ['api']],
      ['fix', 1, 'PENDING', 'harden', ['fuzz', 'read']],
    ]);
    expect(result.added.steps).toEqual([{ id: expect.any(String), position: 0, kind: 'EXEC', idempotencyKey: 'fuzz-1', task: { key: 'fuzz' } }]);
    expect(await outline(id)).toEqual(['analyse: read', 'build: api ui', 'harden: fuzz fix', 'review: review']);

    const revised = (await events(id, ['plan.revised']))[0]!;
    const [phase] = result.added.phases;
    const [fuzz, fix] = result.added.tasks;
    const reviewPhase = (await plan(id)).phases!.nodes.find((p) => p.key === 'review')!;
    expect(revised.data).toEqual({
      revision: 1,
      reason: 'fuzzing found crashes',
      added: {
        phases: [{ id: phase!.id, key: 'harden', name: 'Harden', position: 2 }],
        tasks: [
          { id: fuzz!.id, key: 'fuzz', phaseId: phase!.id, position: 0, dependsOn: [ids.api!] },
          { id: fix!.id, key: 'fix', phaseId: phase!.id, position: 1, dependsOn: [fuzz!.id, ids.read!] },
        ],
        steps: [{ id: result.added.steps[0]!.id, taskId: fuzz!.id, position: 0, kind: 'EXEC', idempotencyKey: 'fuzz-1' }],
      },
      positions: { phases: [{ id: reviewPhase.id, position: 3 }], tasks: [] },
      dependencies: [],
      skipped: { phases: [], tasks: [] },
    });
  });

  it('adds tasks to a phase (by key or id) at a position, shifting the others, and appends steps to a task', async () => {
    const { id, ids } = await newSession();
    const build = (await plan(id)).phases!.nodes.find((p) => p.key === 'build')!;
    const result = await revise({
      sessionId: id,
      addTasks: [
        { phaseKey: 'build', position: 0, tasks: [{ key: 'schema', title: 'Schema' }] },
        { phaseId: build.id, tasks: [{ key: 'e2e', title: 'End to end', dependsOn: ['ui'] }] },
      ],
      addSteps: [
        {
          taskKey: 'api',
          steps: [
            { kind: 'EXEC', title: 'run tests', idempotencyKey: 'api-tests' },
            { kind: 'READ', title: 'read logs' },
          ],
        },
      ],
    });
    expect(result).toMatchObject({ __typename: 'RevisePlanPayload', revision: 1 });
    expect(await outline(id)).toEqual(['analyse: read', 'build: schema api ui e2e', 'review: review']);
    const api = (await plan(id)).phases!.nodes[1]!.tasks!.nodes.find((t) => t.key === 'api')!;
    expect(api.steps!.nodes).toEqual([
      { position: 0, title: 'write api.ts' },
      { position: 1, title: 'run tests' },
      { position: 2, title: 'read logs' },
    ]);
    const data = (await events(id, ['plan.revised']))[0]!.data as { positions: unknown; added: { steps: unknown[] } };
    expect(data.positions).toEqual({
      phases: [],
      tasks: [
        { id: ids.api!, phaseId: build.id, position: 1 },
        { id: ids.ui!, phaseId: build.id, position: 2 },
      ],
    });
    expect(data.added.steps).toHaveLength(2);
  });

  it('moves pending phases and tasks and replaces dependencies', async () => {
    const { id } = await newSession();
    const result = await revise({
      sessionId: id,
      movePhases: [{ phaseKey: 'review', position: 1 }],
      moveTasks: [{ taskKey: 'ui', phaseKey: 'review', position: 0 }],
      setDependencies: [{ taskKey: 'review', dependsOn: ['api'] }],
    });
    expect(result).toMatchObject({ __typename: 'RevisePlanPayload', revision: 1 });
    expect(await outline(id)).toEqual(['analyse: read', 'review: ui review', 'build: api']);
    const after = await plan(id);
    expect(after.phases!.nodes.map((p) => p.position)).toEqual([0, 1, 2]);
    expect(after.phases!.nodes[1]!.tasks!.nodes.map((t) => [t.key, t.position, t.dependencies.map((d) => d.key)])).toEqual([
      ['ui', 0, ['read']],
      ['review', 1, ['api']],
    ]);
    const data = (await events(id, ['plan.revised']))[0]!.data as Record<string, unknown>;
    expect(data.dependencies).toEqual([{ taskId: expect.any(String), dependsOn: [expect.any(String)] }]);
    expect((data.positions as { phases: unknown[]; tasks: unknown[] }).phases).toHaveLength(2);
    expect((data.positions as { phases: unknown[]; tasks: unknown[] }).tasks).toHaveLength(2); // ui moved, review shifted
  });

  it('skips a pending task and a pending phase (with its tasks), keeping the reasons, with the usual state events', async () => {
    const { id, ids } = await newSession({ strategy: 'PIPELINE' });
    const result = await revise({
      sessionId: id,
      skipTasks: [{ taskKey: 'ui', reason: 'no UI this time' }],
      skipPhases: [{ phaseKey: 'review', reason: 'no reviewer available' }],
    });
    expect(result).toMatchObject({ __typename: 'RevisePlanPayload', revision: 1 });
    const after = await plan(id);
    const [, build, review] = after.phases!.nodes;
    expect(build!.tasks!.nodes.find((t) => t.key === 'ui')).toMatchObject({ state: 'CANCELLED', skipReason: 'no UI this time' });
    expect(review).toMatchObject({ state: 'SKIPPED', skipReason: 'no reviewer available' });
    expect(review!.tasks!.nodes[0]).toMatchObject({ state: 'CANCELLED', skipReason: 'no reviewer available' });
    expect(after.readyTasks.map((t) => t.key)).toEqual(['read']);

    // (build, whose ui was skipped, follows its tasks as plan.model's derivePhaseState says: not asserted here)
    const log = (await events(id, ['plan.revised', 'phase.state_changed', 'task.state_changed'])).filter(
      (e) => e.type !== 'phase.state_changed' || (e.data as { phaseId: string }).phaseId === review!.id,
    );
    expect(log.map((e) => e.type)).toEqual(['plan.revised', 'phase.state_changed', 'task.state_changed', 'task.state_changed']);
    expect((log[0]!.data as { skipped: unknown }).skipped).toEqual({
      phases: [{ id: review!.id, reason: 'no reviewer available' }],
      tasks: [
        { id: review!.tasks!.nodes[0]!.id, reason: 'no reviewer available' },
        { id: ids.ui!, reason: 'no UI this time' },
      ],
    });
    expect(log[1]!.data).toEqual({ phaseId: review!.id, from: 'PLANNED', to: 'SKIPPED', action: 'skip' });
    expect(log.slice(2).map((e) => e.data)).toEqual([
      expect.objectContaining({ taskId: review!.tasks!.nodes[0]!.id, action: 'skip', from: 'PENDING', to: 'CANCELLED' }),
      expect.objectContaining({ taskId: ids.ui!, action: 'skip', from: 'PENDING', to: 'CANCELLED' }),
    ]);
  });

  it('revises a session not started yet, and raises the revision with each call', async () => {
    const { id } = await newSession({ start: false });
    await revise({ sessionId: id, addTasks: [{ phaseKey: 'build', tasks: [{ key: 'a', title: 'A' }] }] });
    const second = await revise({ sessionId: id, addTasks: [{ phaseKey: 'build', tasks: [{ key: 'b', title: 'B', dependsOn: ['a'] }] }] });
    expect(second).toMatchObject({ revision: 2, session: { planRevision: 2 } });
  });
});

describe('readyTasks follows the revised plan under every strategy', () => {
  // After `read` completes: a phase added at 1, build moved before it, a task added to build, ui skipped, review
  // re-linked. The plan becomes analyse[read ✓], build[docs api ui ✗], prep[lint], review[review].
  it.each([
    ['PARALLEL', ['docs', 'api', 'lint', 'review']],
    ['SEQUENTIAL', ['docs']],
    ['ADAPTIVE', ['api', 'lint']],
    ['PIPELINE', ['docs', 'api']],
  ] as const)('%s', async (strategy, ready) => {
    const { id, ids } = await newSession({ strategy });
    await complete(ids.read!);
    const result = await revise({
      sessionId: id,
      addPhases: [{ key: 'prep', name: 'Prep', position: 1, tasks: [{ key: 'lint', title: 'Lint', dependsOn: ['read'] }] }],
      movePhases: [{ phaseKey: 'build', position: 1 }],
      addTasks: [{ phaseKey: 'build', position: 0, tasks: [{ key: 'docs', title: 'Docs', dependsOn: ['api'] }] }],
      skipTasks: [{ taskKey: 'ui', reason: 'later' }],
      setDependencies: [{ taskKey: 'review', dependsOn: ['api'] }],
    });
    expect(result.__typename).toBe('RevisePlanPayload');
    expect(await outline(id)).toEqual(['analyse: read', 'build: docs api ui', 'prep: lint', 'review: review']);
    expect((await plan(id)).readyTasks.map((t) => t.key)).toEqual(ready);
  });
});

describe('revisePlan refuses, and writes nothing', () => {
  async function refused(id: string, input: Omit<RevisePlanInput, 'sessionId'>, client = alice) {
    const before = await rows(id);
    const result = await revise({ sessionId: id, ...input }, client);
    expect(await rows(id)).toEqual(before);
    return result;
  }

  it('an empty revision, a malformed entry', async () => {
    const { id } = await newSession();
    expect(await refused(id, {})).toMatchObject({ __typename: 'ValidationError', field: 'input' });
    expect(await refused(id, { addTasks: [], skipTasks: [] })).toMatchObject({ __typename: 'ValidationError', field: 'input' });
    expect(await refused(id, { skipTasks: [{ taskKey: 'ui', reason: ' ' }] })).toMatchObject({ field: 'skipTasks[0].reason' });
    expect(await refused(id, { addTasks: [{ phaseKey: 'build', phaseId: null, tasks: [{ key: '', title: 'x' }] }] })).toMatchObject({
      field: 'addTasks[0].tasks[0].key',
    });
    expect(await refused(id, { movePhases: [{ position: 0 }] })).toMatchObject({
      field: 'movePhases[0]',
      message: expect.stringContaining('phaseKey or by phaseId'),
    });
    expect(await refused(id, { movePhases: [{ phaseKey: 'review', position: -1 }] })).toMatchObject({ field: 'movePhases[0].position' });
    expect(
      await refused(id, {
        skipTasks: [
          { taskKey: 'ui', reason: 'a' },
          { taskKey: 'ui', reason: 'b' },
        ],
      }),
    ).toMatchObject({ field: 'skipTasks' });
  });

  it('keys the plan does not have: UNKNOWN_KEY naming every one; an id that is not of the plan: NotFoundError', async () => {
    const { id } = await newSession();
    const result = await refused(id, {
      addTasks: [{ phaseKey: 'ghost', tasks: [{ key: 'x', title: 'X' }] }],
      moveTasks: [{ taskKey: 'nope', position: 0 }],
      skipTasks: [
        { taskKey: 'gone', reason: 'r' },
        { taskKey: 'ui', reason: 'r' },
      ],
      setDependencies: [{ taskKey: 'x', dependsOn: [] }], // a task this same revision adds is not in force yet
    });
    expect(result).toMatchObject({ __typename: 'InvalidPlanError', code: 'INVALID_PLAN', problem: 'UNKNOWN_KEY', keys: ['phase ghost', 'nope', 'x', 'gone'] });
    const other = await newSession();
    const foreignPhase = (await plan(other.id)).phases!.nodes[0]!.id;
    expect(await refused(id, { skipPhases: [{ phaseId: foreignPhase, reason: 'r' }] })).toMatchObject({ __typename: 'NotFoundError', entity: 'Phase' });
    expect(await refused(id, { skipPhases: [{ phaseId: id, reason: 'r' }] })).toMatchObject({ __typename: 'ValidationError', field: 'skipPhases[0].phaseId' });
  });

  it('changes to work that started or finished: NOT_PENDING naming every offender', async () => {
    const { id, ids } = await newSession();
    await complete(ids.read!);
    await alice.gql(TaskLifecycle.start, { input: { taskId: ids.api! } });
    const result = await refused(id, {
      addPhases: [{ key: 'early', name: 'Early', position: 0 }],
      movePhases: [{ phaseKey: 'build', position: 2 }],
      addTasks: [{ phaseKey: 'analyse', tasks: [{ key: 'more', title: 'More' }] }],
      moveTasks: [{ taskKey: 'api', position: 1 }],
      addSteps: [{ taskKey: 'read', steps: [{ kind: 'READ', title: 'again' }] }],
      skipTasks: [{ taskKey: 'read', reason: 'done anyway' }],
    });
    expect(result).toMatchObject({
      __typename: 'InvalidPlanError',
      problem: 'NOT_PENDING',
      keys: ['phase build (RUNNING)', 'phase analyse (COMPLETED)', 'api (RUNNING)', 'read (COMPLETED)', 'phase early (before build, which has started)'],
    });
    expect(await refused(id, { skipPhases: [{ phaseKey: 'build', reason: 'r' }] })).toMatchObject({
      problem: 'NOT_PENDING',
      keys: ['phase build (RUNNING)', 'api (RUNNING)'],
    });
    expect(await refused(id, { setDependencies: [{ taskKey: 'api', dependsOn: [] }] })).toMatchObject({ problem: 'NOT_PENDING', keys: ['api (RUNNING)'] });
    // Pending work of a running phase still changes, and steps go to a running task.
    expect(
      await revise({ sessionId: id, skipTasks: [{ taskKey: 'ui', reason: 'r' }], addSteps: [{ taskKey: 'api', steps: [{ kind: 'EXEC', title: 'x' }] }] }),
    ).toMatchObject({
      __typename: 'RevisePlanPayload',
    });
  });

  it('a revised plan that is not valid: duplicate keys, unknown dependencies, cycles (as createSession)', async () => {
    const { id } = await newSession();
    expect(
      await refused(id, {
        addTasks: [
          {
            phaseKey: 'build',
            tasks: [
              { key: 'api', title: 'Again' },
              { key: 'n', title: 'N' },
              { key: 'n', title: 'N' },
            ],
          },
        ],
      }),
    ).toMatchObject({
      problem: 'DUPLICATE_KEY',
      keys: ['api', 'n'],
    });
    expect(await refused(id, { addPhases: [{ key: 'build', name: 'Build again' }] })).toMatchObject({ problem: 'DUPLICATE_KEY', keys: ['build'] });
    expect(await refused(id, { addTasks: [{ phaseKey: 'build', tasks: [{ key: 'n', title: 'N', dependsOn: ['ghost'] }] }] })).toMatchObject({
      problem: 'UNKNOWN_DEPENDENCY',
      keys: ['n -> ghost'],
    });
    const cycle = await refused(id, { setDependencies: [{ taskKey: 'ui', dependsOn: ['review'] }] });
    expect(cycle).toMatchObject({ problem: 'DEPENDENCY_CYCLE' });
    expect(cycle.__typename === 'InvalidPlanError' && [...cycle.keys].sort()).toEqual(['review', 'ui', 'ui']);
    expect(await refused(id, { addSteps: [{ taskKey: 'ui', steps: [{ kind: 'READ', title: 'x', idempotencyKey: 'read-1' }] }] })).toMatchObject({
      __typename: 'ValidationError',
      field: 'steps.idempotencyKey',
    });
    expect(await refused(id, { addSteps: [{ taskKey: 'ui', steps: [{ kind: 'WRITE', title: 'x', writes: [{ path: '../out' }] }] }] })).toMatchObject({
      __typename: 'ValidationError',
    });
  });

  it('a finished session, and a session that is not yours', async () => {
    const { id } = await newSession();
    await alice.gql(ChangeSession.cancel, { input: { sessionId: id } });
    expect(await refused(id, { skipTasks: [{ taskKey: 'ui', reason: 'r' }] })).toMatchObject({
      __typename: 'InvalidTransitionError',
      currentState: 'CANCELLED',
      message: expect.stringContaining('create a new session'),
    });
    const other = await newSession();
    expect(await refused(other.id, { skipTasks: [{ taskKey: 'ui', reason: 'r' }] }, bob)).toMatchObject({ __typename: 'NotFoundError', entity: 'Session' });
  });

  it('while leased: without the token (SessionLockedError), with a stale one (StaleLeaseError); the live token works', async () => {
    const { id } = await newSession();
    const acquired = await alice.gql(Acquire, { input: { sessionId: id, holder: 'runner-1' } });
    if (acquired.acquireLease.__typename !== 'LeasePayload') throw new Error(JSON.stringify(acquired));
    const token = acquired.acquireLease.lease!.token;
    const change = { skipTasks: [{ taskKey: 'ui', reason: 'r' }] };
    expect(await refused(id, change)).toMatchObject({ __typename: 'SessionLockedError' });
    expect(await refused(id, { ...change, leaseToken: token + 1 })).toMatchObject({ __typename: 'StaleLeaseError' });
    expect(await revise({ sessionId: id, ...change, leaseToken: token })).toMatchObject({ __typename: 'RevisePlanPayload', revision: 1 });
  });
});

describe('revisePlan is idempotent', () => {
  it('returns the first result on a retry and writes nothing twice; the same key with another input is a conflict', async () => {
    const { id } = await newSession();
    const input = { sessionId: id, idempotencyKey: 'rev-1', addTasks: [{ phaseKey: 'build', tasks: [{ key: 'extra', title: 'Extra' }] }] };
    const first = await revise(input);
    const before = await rows(id);
    const again = await revise(input);
    expect(again).toMatchObject({ __typename: 'RevisePlanPayload', replayed: true, revision: 1 });
    expect(first.__typename === 'RevisePlanPayload' && again.__typename === 'RevisePlanPayload' && again.added.tasks.map((t) => t.id)).toEqual(
      first.__typename === 'RevisePlanPayload' && first.added.tasks.map((t) => t.id),
    );
    expect(await rows(id)).toEqual(before);
    expect(await events(id, ['plan.revised'])).toHaveLength(1);
    const conflict = await revise({ ...input, addTasks: [{ phaseKey: 'build', tasks: [{ key: 'other', title: 'Other' }] }] });
    expect(conflict).toMatchObject({ __typename: 'IdempotencyConflictError', code: 'IDEMPOTENCY_CONFLICT' });
    expect(await rows(id)).toEqual(before);
  });
});

describe('the PLAN checkpoint', () => {
  it('is taken after a revision when the policy asks (it records the revision and the new tasks), and not otherwise', async () => {
    const { id } = await newSession({ checkpoints: true });
    const result = await revise({ sessionId: id, addTasks: [{ phaseKey: 'build', tasks: [{ key: 'extra', title: 'Extra' }] }] });
    if (result.__typename !== 'RevisePlanPayload') throw new Error(JSON.stringify(result));
    const checkpoints = (await plan(id)).checkpoints!.nodes.filter((c) => c.kind === 'PLAN');
    expect(checkpoints.map((c) => c.label)).toEqual(['plan created', 'plan revision 1']);
    const snapshot = checkpoints[1]!.stateSnapshot as { planRevision: number; tasks: Array<{ id: string; key: string; position: number }> };
    expect(snapshot.planRevision).toBe(1);
    expect(snapshot.tasks).toContainEqual(expect.objectContaining({ id: local(result.added.tasks[0]!.id), key: 'extra', position: 2 }));
    expect((checkpoints[0]!.stateSnapshot as { planRevision: number }).planRevision).toBe(0);

    const quiet = await newSession();
    await revise({ sessionId: quiet.id, skipTasks: [{ taskKey: 'ui', reason: 'r' }] });
    expect((await plan(quiet.id)).checkpoints!.nodes).toEqual([]);
  });
});
