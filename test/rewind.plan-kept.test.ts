// A conversation rewind on a session with a plan and a working state (todo list, shared document, a step done): the
// plan stays exactly as it was; the rewind's undo point holds the same state as a checkpoint taken just before it,
// verifies against its signature, and stateAt at it agrees with the session; the undo leaves the plan as it was too.
// A checkpoint's answer (createCheckpoint) is the row a read gives back (checkpoint.service.ts builds it without
// reading it back).
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { RewindConversation, UndoRewind } from './helpers/rewinds.ts';
import { READ_THEN_WRITE, scenario } from './helpers/scenario.ts';
import { lastEventSeq, PutDocument, stateAt, UpdateTodos } from './helpers/state-at.ts';

const app = await createTestApp();
const alice = await app.owner('alice');

const Taken = graphql(`
  mutation PlanKeptCheckpoint($input: CreateCheckpointInput!) {
    createCheckpoint(input: $input) {
      __typename
      ... on CreateCheckpointPayload {
        checkpoint { id seq kind label eventSeq createdAt verified planRevision stateSnapshot config gitCommit codeTree conversations { lastMessageSeq } parent { id } }
      }
      ... on Error { code message }
    }
  }
`);

const ReadBack = graphql(`
  query PlanKeptReadBack($id: ID!) {
    node(id: $id) {
      __typename
      ... on Checkpoint { id seq kind label eventSeq createdAt verified planRevision stateSnapshot config gitCommit codeTree conversations { lastMessageSeq } parent { id } }
    }
  }
`);

const Plan = graphql(`
  query PlanKeptPlan($id: ID!) {
    session(id: $id) {
      __typename
      ... on Session {
        state planRevision todos { content status } sharedContext { key version value }
        phases { nodes { id name state tasks { nodes { id key state attempt steps { nodes { id title state attempt } } } } } }
      }
    }
  }
`);

const planOf = async (sessionId: string) => narrow((await alice.gql(Plan, { id: sessionId })).session, 'Session');
const readBack = async (id: string) => {
  const { __typename, ...checkpoint } = narrow((await alice.gql(ReadBack, { id })).node!, 'Checkpoint');
  return checkpoint;
};

describe('a conversation rewind on a session with a plan', () => {
  it('leaves the plan as it was; its undo point holds the state a checkpoint just before holds, verified, and stateAt agrees', async () => {
    const s = await scenario(alice, READ_THEN_WRITE);
    await s.start();
    await s.complete('one');
    await s.begin('two');
    const todos = [{ content: 'write the parser', status: 'IN_PROGRESS' as const, activeForm: 'Writing the parser' }];
    expect((await alice.gql(UpdateTodos, { input: { sessionId: s.session.id, todos } })).updateTodos.__typename).toBe('UpdateTodosPayload');
    const put = await alice.gql(PutDocument, { input: { sessionId: s.session.id, key: 'notes', value: { decided: ['pg'] }, expectedVersion: 0 } });
    expect(put.putSharedContext.__typename).toBe('PutSharedContextPayload');
    await s.say('m1', 'm2', 'm3');

    const taken = (await alice.gql(Taken, { input: { sessionId: s.session.id, label: 'just before', includeCode: false } })).createCheckpoint;
    const before = narrow(taken, 'CreateCheckpointPayload').checkpoint;
    // The answer is the row as stored: the same when read back, and intact.
    expect(await readBack(before.id)).toEqual(before);
    expect(before.verified).toBe(true);
    const planBefore = await planOf(s.session.id);

    const rewound = narrow(
      (await alice.gql(RewindConversation, { input: { conversationId: s.conversationId, byMessageCount: 1 } })).rewindConversation,
      'RewindPayload',
    );
    expect(rewound.rewind!.changes).toMatchObject({ messagesSuperseded: 1, planRestored: false, resetTasks: 0, resetSteps: 0 });
    expect(await planOf(s.session.id)).toEqual(planBefore);

    const undoPoint = await readBack(rewound.rewind!.undoPoint!.id);
    expect(undoPoint).toMatchObject({ kind: 'REWIND', verified: true, planRevision: before.planRevision, parent: { id: before.id } });
    expect(undoPoint.stateSnapshot).toEqual(before.stateSnapshot);
    expect(undoPoint.conversations).toEqual(before.conversations);

    // stateAt the undo point and now: the plan and working state the session shows.
    const shown = (plan: typeof planBefore) => ({
      state: plan.state,
      planRevision: plan.planRevision,
      todos: plan.todos,
      sharedContext: plan.sharedContext,
      phases: plan.phases!.nodes.map((p) => ({
        name: p.name,
        state: p.state,
        tasks: p.tasks!.nodes.map((t) => ({
          key: t.key,
          state: t.state,
          attempt: t.attempt,
          steps: t.steps!.nodes.map(({ title, state, attempt }) => ({ title, state, attempt })),
        })),
      })),
    });
    const answered = (at: Awaited<ReturnType<typeof stateAt>>) => ({
      state: at.state,
      planRevision: at.planRevision,
      todos: at.todos,
      sharedContext: at.sharedContext,
      phases: at.phases.map((p) => ({
        name: p.name,
        state: p.state,
        tasks: p.tasks.map((t) => ({ key: t.key, state: t.state, attempt: t.attempt, steps: t.steps })),
      })),
    });
    const atUndoPoint = await stateAt(alice, s.session.id, { checkpointId: undoPoint.id });
    expect(atUndoPoint.baseCheckpoint?.id).toBe(undoPoint.id);
    expect(answered(atUndoPoint)).toEqual(shown(planBefore));
    const now = await stateAt(alice, s.session.id, { eventSeq: await lastEventSeq(alice, s.session.id) });
    expect(answered(now)).toEqual(shown(planBefore));

    const undone = (await alice.gql(UndoRewind, { input: { rewindId: rewound.rewind!.id } })).undoRewind;
    expect(undone.__typename).toBe('UndoRewindPayload');
    expect(await planOf(s.session.id)).toEqual(planBefore);
  });
});
