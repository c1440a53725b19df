// A checkpoint keeps the plan's structure and working state (revision, added and skipped work, places and
// dependencies, paused tasks and phases, todo lists, phase outputs, shared documents), and resume FROM_CHECKPOINT
// puts every one of them back as it was: work added since leaves the plan (kept, superseded), and comes back when a
// later restore goes to a checkpoint that had it. The state diff between checkpoints shows the working state too, and
// replaying the event log rebuilds all of it.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { replayPlanState } from '../src/plans/replay.model.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { sessionInNewWorkspace } from './helpers/fixtures.ts';
import { ChangeSession } from './helpers/operations.ts';

const app = await createTestApp();
const alice = await app.owner('alice');

const Revise = graphql(`
  mutation WorkingStateRevise($input: RevisePlanInput!) { revisePlan(input: $input) { __typename ... on Error { code message } } }
`);
const PauseTask = graphql(`mutation WorkingStatePauseTask($input: PauseTaskInput!) { pauseTask(input: $input) { __typename ... on Error { message } } }`);
const PausePhase = graphql(`mutation WorkingStatePausePhase($input: PausePhaseInput!) { pausePhase(input: $input) { __typename ... on Error { message } } }`);
const ResumeTask = graphql(`mutation WorkingStateResumeTask($input: ResumeTaskInput!) { resumeTask(input: $input) { __typename ... on Error { message } } }`);
const Todos = graphql(`mutation WorkingStateTodos($input: UpdateTodosInput!) { updateTodos(input: $input) { __typename ... on Error { message } } }`);
const Put = graphql(`mutation WorkingStatePut($input: PutSharedContextInput!) { putSharedContext(input: $input) { __typename ... on Error { message } } }`);
const CompletePhase = graphql(
  `mutation WorkingStateCompletePhase($input: CompletePhaseInput!) { completePhase(input: $input) { __typename ... on Error { message } } }`,
);
const Checkpoint = graphql(`
  mutation WorkingStateCheckpoint($input: CreateCheckpointInput!) {
    createCheckpoint(input: $input) { __typename ... on CreateCheckpointPayload { checkpoint { id planRevision } } ... on Error { message } }
  }
`);
const Resume = graphql(`
  mutation WorkingStateResume($input: ResumeSessionInput!) {
    resumeSession(input: $input) { __typename ... on ResumeSessionPayload { lease { token } } ... on Error { code message } }
  }
`);
const Release = graphql(`mutation WorkingStateRelease($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename } }`);
const State = graphql(`
  query WorkingState($id: ID!) {
    session(id: $id) {
      ... on Session {
        planRevision
        todos { content status activeForm }
        sharedContext { key value }
        phases { nodes { name position state output summary skipReason tasks { nodes { key state skipReason todos { content } } } } }
        tasks { nodes { key } }
        readyTasks { key }
      }
    }
  }
`);
const Diff = graphql(`
  query WorkingStateDiff($id: ID!, $against: ID) {
    node(id: $id) {
      __typename
      ... on Checkpoint {
        stateDiff(against: $against) {
          __typename
          ... on CheckpointStateDiff {
            changes { entity name from to }
            workingState {
              planRevision { from to }
              todos { task { key } before { content } after { content } }
              sharedContext { key before { version value } after { version value } }
              phaseOutputs { phase { name } summaryBefore summaryAfter }
            }
          }
        }
      }
    }
  }
`);

const must = (answer: Record<string, unknown>) => {
  const [value] = Object.values(answer) as Array<{ __typename?: string; message?: string }>;
  if (value?.message) throw new Error(value.message);
  return value;
};

async function stateOf(sessionId: string) {
  const result = await alice.gql(State, { id: sessionId });
  return result.session as Extract<typeof result.session, { planRevision: unknown }>;
}

async function checkpoint(sessionId: string, label: string) {
  const result = await alice.gql(Checkpoint, { input: { sessionId, label } });
  return narrow(result.createCheckpoint, 'CreateCheckpointPayload').checkpoint;
}

/** Resume FROM_CHECKPOINT, then release the lease so the session is interrupted again (the next resume may run). */
async function resumeFrom(sessionId: string, checkpointId: string) {
  const result = await alice.gql(Resume, { input: { sessionId, holder: 'runner', mode: 'FROM_CHECKPOINT', checkpointId } });
  if (result.resumeSession.__typename !== 'ResumeSessionPayload') throw new Error(JSON.stringify(result.resumeSession));
  await alice.gql(Release, { input: { sessionId, leaseToken: result.resumeSession.lease!.token } });
}

async function expectReplayMatches(sessionId: string) {
  const id = decodeGlobalID(sessionId).id;
  const events = await app.db.selectFrom('session_events').select(['seq', 'type', 'data']).where('session_id', '=', id).execute();
  const replayed = replayPlanState(events.map((event) => ({ ...event, seq: Number(event.seq) })));
  const [session, phases, tasks, documents] = await Promise.all([
    app.db.selectFrom('sessions').select(['plan_revision', 'todos']).where('id', '=', id).executeTakeFirstOrThrow(),
    app.db.selectFrom('phases').selectAll().where('session_id', '=', id).execute(),
    app.db.selectFrom('tasks').selectAll().where('session_id', '=', id).execute(),
    app.db.selectFrom('shared_context').selectAll().where('session_id', '=', id).execute(),
  ]);
  expect(replayed.plan.revision).toBe(session.plan_revision);
  expect(replayed.todos).toEqual(session.todos);
  expect(replayed.phases).toEqual(Object.fromEntries(phases.map((p) => [p.id, p.state])));
  expect(replayed.plan.phases).toEqual(
    Object.fromEntries(
      phases.map((p) => [
        p.id,
        { position: p.position, output: p.output ?? null, summary: p.summary, skipReason: p.skip_reason, superseded: p.superseded_at !== null },
      ]),
    ),
  );
  expect(Object.fromEntries(Object.entries(replayed.tasks).map(([key, task]) => [key, task.state]))).toEqual(
    Object.fromEntries(tasks.map((t) => [t.id, t.state])),
  );
  expect(replayed.plan.tasks).toEqual(
    Object.fromEntries(
      tasks.map((t) => [
        t.id,
        { phaseId: t.phase_id, position: t.position, dependsOn: t.depends_on, skipReason: t.skip_reason, todos: t.todos, superseded: t.superseded_at !== null },
      ]),
    ),
  );
  expect(replayed.sharedContext).toEqual(Object.fromEntries(documents.map((d) => [d.key, { version: d.version, value: d.value ?? null }])));
}

describe('working state through checkpoints and resume FROM_CHECKPOINT', () => {
  it('puts revision, structure, pauses, todos, phase outputs and shared documents back, and brings later work back from a later checkpoint', async () => {
    const { session } = await sessionInNewWorkspace(alice, {
      phases: [
        { key: 'C', name: 'notes' },
        {
          key: 'A',
          name: 'build',
          tasks: [
            { key: 'a1', title: 'a1', steps: [{ kind: 'READ', title: 'read' }] },
            { key: 'a2', title: 'a2' },
          ],
        },
        { key: 'B', name: 'ship', tasks: [{ key: 'b1', title: 'b1' }] },
      ],
    });
    const sessionId = session.id;
    const [phaseC, phaseA, phaseB] = session.phases!.nodes;
    const a1 = phaseA!.tasks!.nodes[0]!;
    const a2 = phaseA!.tasks!.nodes[1]!;
    await alice.gql(ChangeSession.start, { input: { sessionId } });

    // The state at the checkpoint.
    must(await alice.gql(Revise, { input: { sessionId, reason: 'one more task', addTasks: [{ phaseKey: 'A', tasks: [{ key: 'a3', title: 'a3' }] }] } }));
    must(await alice.gql(PauseTask, { input: { taskId: a2.id, reason: 'waiting for input' } }));
    must(await alice.gql(Todos, { input: { sessionId, todos: [{ content: 'plan', status: 'COMPLETED', activeForm: 'Planning' }] } }));
    must(await alice.gql(Todos, { input: { sessionId, taskId: a1.id, todos: [{ content: 'read the spec', status: 'IN_PROGRESS', activeForm: 'Reading' }] } }));
    must(await alice.gql(Put, { input: { sessionId, key: 'spec', value: { version: 1 }, expectedVersion: 0 } }));
    must(await alice.gql(Put, { input: { sessionId, key: 'notes', value: 'first notes', expectedVersion: 0 } }));
    must(await alice.gql(CompletePhase, { input: { phaseId: phaseC!.id, output: { ok: 1 }, summary: 'nothing to note' } }));
    const cp = await checkpoint(sessionId, 'working state');
    expect(cp.planRevision).toBe(1);
    const atCheckpoint = await stateOf(sessionId);

    // Everything changes after it.
    must(
      await alice.gql(Revise, {
        input: {
          sessionId,
          reason: 'a new phase',
          addPhases: [{ key: 'D', name: 'polish', position: 2, tasks: [{ key: 'd1', title: 'd1', dependsOn: ['a3'] }] }],
          skipTasks: [{ taskKey: 'b1', reason: 'not needed' }],
          setDependencies: [{ taskKey: 'a3', dependsOn: ['a1'] }],
        },
      }),
    );
    must(await alice.gql(ResumeTask, { input: { taskId: a2.id, holder: 'runner' } }));
    must(await alice.gql(PausePhase, { input: { phaseId: phaseA!.id, reason: 'hold' } }));
    must(
      await alice.gql(Todos, {
        input: {
          sessionId,
          todos: [
            { content: 'plan', status: 'COMPLETED', activeForm: 'Planning' },
            { content: 'polish', status: 'PENDING', activeForm: 'Polishing' },
          ],
        },
      }),
    );
    must(await alice.gql(Todos, { input: { sessionId, taskId: a1.id, todos: [] } }));
    must(await alice.gql(Put, { input: { sessionId, key: 'spec', value: { version: 2 }, expectedVersion: 1 } }));
    must(await alice.gql(Put, { input: { sessionId, key: 'later', value: 'written after', expectedVersion: 0 } }));
    must(await alice.gql(CompletePhase, { input: { phaseId: phaseC!.id, output: { ok: 2 }, summary: 'rewritten' } }));
    const later = await checkpoint(sessionId, 'after changes');
    const afterChanges = await stateOf(sessionId);
    expect(afterChanges).not.toEqual(atCheckpoint);

    // The state diff between the two checkpoints names the working state that differs.
    const diff = await alice.gql(Diff, { id: later.id, against: cp.id });
    const stateDiff = narrow(narrow(diff.node, 'Checkpoint').stateDiff, 'CheckpointStateDiff');
    expect(stateDiff.workingState).toEqual({
      planRevision: { from: 1, to: 2 },
      todos: [
        { task: null, before: [{ content: 'plan' }], after: [{ content: 'plan' }, { content: 'polish' }] },
        { task: { key: 'a1' }, before: [{ content: 'read the spec' }], after: [] },
      ],
      sharedContext: [
        { key: 'later', before: null, after: { version: 1, value: 'written after' } },
        { key: 'spec', before: { version: 1, value: { version: 1 } }, after: { version: 2, value: { version: 2 } } },
      ],
      phaseOutputs: [{ phase: { name: 'notes' }, summaryBefore: 'nothing to note', summaryAfter: 'rewritten' }],
    });
    expect(stateDiff.changes).toContainEqual(expect.objectContaining({ entity: 'TASK', name: 'd1' }));

    // Back to the checkpoint: all of it as it was there.
    await resumeFrom(sessionId, cp.id);
    expect(await stateOf(sessionId)).toEqual(atCheckpoint);
    await expectReplayMatches(sessionId);
    // Work added since is kept, out of the plan.
    const d1 = await app.db.selectFrom('tasks').select(['superseded_at']).where('key', '=', 'd1').executeTakeFirstOrThrow();
    expect(d1.superseded_at).not.toBeNull();

    // And forward again to the later checkpoint: the new phase and its task come back in their places.
    await resumeFrom(sessionId, later.id);
    const again = await stateOf(sessionId);
    expect({ ...again, readyTasks: undefined }).toEqual({ ...afterChanges, readyTasks: undefined });
    expect(again.phases!.nodes.map((phase) => phase.name)).toEqual(['notes', 'build', 'polish', 'ship']);
    await expectReplayMatches(sessionId);
    expect(phaseB).toBeDefined();
  });
});
