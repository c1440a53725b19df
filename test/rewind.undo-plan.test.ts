// undoRewind puts the plan back exactly as it was, as it does files and messages: a task and step running under the
// runner's live lease come back RUNNING (same attempt), and the runner carries on without restarting anything.
import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { sessionFor } from './helpers/fixtures.ts';
import { AppendMessages, ChangeSession, StepLifecycle, TaskLifecycle } from './helpers/operations.ts';
import { RewindConversation, stateOf, UndoRewind } from './helpers/rewinds.ts';

const app = await createTestApp();
const alice = await app.owner('alice');

const Acquire = graphql(`
  mutation UndoPlanAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { __typename ... on LeasePayload { lease { token } } } }
`);
const Checkpoint = graphql(`
  mutation UndoPlanCheckpoint($input: CreateCheckpointInput!) {
    createCheckpoint(input: $input) { __typename ... on CreateCheckpointPayload { checkpoint { id createdAt } } ... on Error { code message } }
  }
`);
const Say = graphql(`
  mutation UndoPlanSay($input: AppendMessagesInput!) { appendMessages(input: $input) { __typename ... on AppendMessagesPayload { messages { id } } } }
`);
const Attempts = graphql(
  `query UndoPlanAttempts($id: ID!) { session(id: $id) { ... on Session { tasks { nodes { state attempt steps { nodes { state attempt } } } } } } }`,
);

describe('undoRewind puts the plan back exactly', () => {
  it('brings running work back RUNNING under the same lease, so the runner goes on where it was', async () => {
    const session = await sessionFor(alice, {
      plan: { phases: [{ name: 'work', tasks: [{ key: 't', title: 't', steps: [{ kind: 'READ', title: 'one' }] }] }] },
    });
    const task = session.phases!.nodes[0]!.tasks!.nodes[0]!;
    const step = task.steps!.nodes[0]!;
    const conversationId = session.conversations!.nodes[0]!.id;
    await alice.gql(ChangeSession.start, { input: { sessionId: session.id } });
    const acquired = await alice.gql(Acquire, { input: { sessionId: session.id, holder: 'runner' } });
    if (acquired.acquireLease.__typename !== 'LeasePayload') throw new Error();
    const leaseToken = acquired.acquireLease.lease!.token;
    const said = await alice.gql(Say, { input: { conversationId, leaseToken, messages: [{ role: 'USER', content: 'please start' }] } });
    if (said.appendMessages.__typename !== 'AppendMessagesPayload') throw new Error(JSON.stringify(said.appendMessages));
    const made = await alice.gql(Checkpoint, { input: { sessionId: session.id, label: 'before work', leaseToken } });
    if (made.createCheckpoint.__typename !== 'CreateCheckpointPayload') throw new Error(JSON.stringify(made.createCheckpoint));

    await alice.gql(TaskLifecycle.start, { input: { taskId: task.id, leaseToken } });
    await alice.gql(StepLifecycle.start, { input: { stepId: step.id, leaseToken } });
    await alice.gql(AppendMessages, { input: { conversationId, leaseToken, messages: [{ role: 'ASSISTANT', content: 'working on it' }] } });
    const before = await alice.gql(Attempts, { id: session.id });

    const rewound = await alice.gql(RewindConversation, {
      input: { sessionId: session.id, toMessageId: said.appendMessages.messages[0]!.id, rewindCode: true, leaseToken },
    });
    if (rewound.rewindConversation.__typename !== 'RewindPayload') throw new Error(JSON.stringify(rewound.rewindConversation));
    const rewind = rewound.rewindConversation.rewind!;
    expect(rewind.changes).toMatchObject({ planRestored: true, resetTasks: 1, resetSteps: 1 });
    expect((await stateOf(alice, session.id)).tasks!.nodes[0]).toMatchObject({ state: 'PENDING', steps: { nodes: [{ state: 'PENDING' }] } });

    const undone = await alice.gql(UndoRewind, { input: { rewindId: rewind.id, leaseToken } });
    expect(undone.undoRewind.__typename).toBe('UndoRewindPayload');
    expect(await alice.gql(Attempts, { id: session.id })).toEqual(before);
    expect((await stateOf(alice, session.id)).tasks!.nodes[0]).toMatchObject({ state: 'RUNNING', steps: { nodes: [{ state: 'RUNNING' }] } });

    // The runner's next reports go through as if nothing had happened: no restart, no second attempt.
    expect((await alice.gql(StepLifecycle.complete, { input: { stepId: step.id, leaseToken } })).completeStep).toMatchObject({ step: { state: 'COMPLETED' } });
    const done = await alice.gql(TaskLifecycle.complete, { input: { taskId: task.id, leaseToken } });
    expect(done.completeTask).toMatchObject({ task: { state: 'COMPLETED' } });
  });
});
