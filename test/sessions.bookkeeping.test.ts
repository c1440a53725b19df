// Seed 001's bookkeeping, done by the server: a TASK checkpoint when an agent completes (where the policy asks), a
// session that completes itself when its last task completes (when it opted in), and an estimated completion.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { sessionFor } from './helpers/fixtures.ts';
import { ChangeSession, StepLifecycle, TaskLifecycle } from './helpers/operations.ts';

const app = await createTestApp();
const alice = await app.owner('alice');
const local = (id: string) => decodeGlobalID(id).id;

const Look = graphql(`
  query BookkeepingLook($id: ID!) {
    session(id: $id) {
      ... on Session {
        state
        autoComplete
        lease { token }
        checkpointPolicy { afterStep afterTask }
        checkpoints { nodes { kind label task { key } } }
        progress { percentComplete estimate { basedOnSteps remainingSteps secondsPerStep remainingSeconds estimatedCompletionAt } }
      }
    }
  }
`);
const Acquire = graphql(`
  mutation BookkeepingAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { __typename ... on LeasePayload { lease { token } } } }
`);
const Ask = graphql(`
  mutation BookkeepingAsk($input: RequestApprovalInput!) { requestApproval(input: $input) { __typename ... on RequestApprovalPayload { approval { id } } } }
`);

type Look = {
  state: string;
  autoComplete: boolean;
  lease: { token: number } | null;
  checkpointPolicy: { afterStep: boolean; afterTask: boolean };
  checkpoints: { nodes: Array<{ kind: string; label: string; task: { key: string } | null }> };
  progress: {
    percentComplete: number;
    estimate: { basedOnSteps: number; remainingSteps: number; secondsPerStep: number; remainingSeconds: number; estimatedCompletionAt: string } | null;
  };
};
const look = async (id: string) => (await alice.gql(Look, { id })).session as Look;

const twoTasks = {
  phases: [
    {
      name: 'work',
      tasks: [
        { key: 'a', title: 'A', steps: [{ kind: 'READ' as const, title: 'a1' }] },
        { key: 'b', title: 'B', steps: [{ kind: 'READ' as const, title: 'b1' }] },
      ],
    },
  ],
};

async function started(input: Parameters<typeof sessionFor>[1]) {
  const session = await sessionFor(alice, input);
  await alice.gql(ChangeSession.start, { input: { sessionId: session.id } });
  const tasks = session.phases!.nodes.flatMap((phase) => phase.tasks!.nodes);
  return { session, tasks };
}

async function finishTask(task: { id: string; steps: { nodes: Array<{ id: string }> } | null }, leaseToken?: number) {
  await alice.gql(TaskLifecycle.start, { input: { taskId: task.id, leaseToken } });
  for (const step of task.steps!.nodes) {
    await alice.gql(StepLifecycle.start, { input: { stepId: step.id, leaseToken } });
    await alice.gql(StepLifecycle.complete, { input: { stepId: step.id, leaseToken } });
  }
  return alice.gql(TaskLifecycle.complete, { input: { taskId: task.id, leaseToken } });
}

describe("a checkpoint when an agent completes, where the session's policy asks for it", () => {
  it('takes a TASK checkpoint per completed task with afterTask, and none by default', async () => {
    const asked = await started({ plan: twoTasks, checkpointPolicy: { afterStep: false, afterTask: true } });
    await finishTask(asked.tasks![0]!);
    const withPolicy = await look(asked.session.id);
    expect(withPolicy.checkpointPolicy).toEqual({ afterStep: false, afterTask: true });
    expect(withPolicy.checkpoints.nodes.filter((c) => c.kind === 'TASK')).toEqual([{ kind: 'TASK', label: 'task a completed', task: { key: 'a' } }]);

    const plain = await started({ plan: twoTasks });
    await finishTask(plain.tasks![0]!);
    const byDefault = await look(plain.session.id);
    expect(byDefault.checkpointPolicy.afterTask).toBe(false);
    expect(byDefault.checkpoints.nodes.map((c) => c.kind)).not.toContain('TASK');
    expect(byDefault.checkpoints.nodes.map((c) => c.kind)).toContain('STEP');
  });
});

describe('a session that completes itself when its last task completes', () => {
  it('completes (and ends its lease) when it opted in, once every task is done', async () => {
    const { session, tasks } = await started({ plan: twoTasks, autoComplete: true });
    const acquired = await alice.gql(Acquire, { input: { sessionId: session.id, holder: 'runner' } });
    const leaseToken = narrow(acquired.acquireLease, 'LeasePayload').lease!.token;
    await finishTask(tasks[0]!, leaseToken);
    expect((await look(session.id)).state).toBe('RUNNING');
    const last = await finishTask(tasks[1]!, leaseToken);
    expect(last.completeTask).toMatchObject({ task: { state: 'COMPLETED' } });
    const after = await look(session.id);
    expect(after).toMatchObject({ state: 'COMPLETED', autoComplete: true, lease: null });
  });

  it('leaves the session running when it did not opt in, and held when an approval is pending', async () => {
    const plain = await started({ plan: twoTasks });
    for (const task of plain.tasks!) await finishTask(task);
    expect(await look(plain.session.id)).toMatchObject({ state: 'RUNNING', autoComplete: false });

    const held = await started({ plan: twoTasks, autoComplete: true });
    await finishTask(held.tasks![0]!);
    await alice.gql(TaskLifecycle.start, { input: { taskId: held.tasks[1]!.id } });
    await alice.gql(StepLifecycle.start, { input: { stepId: held.tasks![1]!.steps!.nodes[0]!.id } });
    await alice.gql(StepLifecycle.complete, { input: { stepId: held.tasks![1]!.steps!.nodes[0]!.id } });
    await alice.gql(Ask, { input: { sessionId: held.session.id, title: 'ship it?', stepId: held.tasks![0]!.steps!.nodes[0]!.id } });
    await alice.gql(TaskLifecycle.complete, { input: { taskId: held.tasks[1]!.id } });
    expect((await look(held.session.id)).state).toBe('AWAITING_APPROVAL');
  });
});

describe('an estimated completion on progress', () => {
  it('goes by the span the completed steps took over their count, and is null before any step completed', async () => {
    const plan = {
      phases: [{ name: 'work', tasks: [{ key: 't', title: 'T', steps: ['s1', 's2', 's3', 's4'].map((title) => ({ kind: 'EXEC' as const, title })) }] }],
    };
    const { session, tasks } = await started({ plan });
    expect((await look(session.id)).progress.estimate).toBeNull();
    const [s1, s2] = tasks[0]!.steps!.nodes;
    await alice.gql(TaskLifecycle.start, { input: { taskId: tasks[0]!.id } });
    for (const step of [s1!, s2!]) {
      await alice.gql(StepLifecycle.start, { input: { stepId: step.id } });
      await alice.gql(StepLifecycle.complete, { input: { stepId: step.id } });
    }
    // Two steps that took a minute between them: 30 s a step, two left.
    await sql`update steps set started_at = '2026-01-01T10:00:00Z', completed_at = '2026-01-01T10:00:30Z' where id = ${local(s1!.id)}`.execute(app.db);
    await sql`update steps set started_at = '2026-01-01T10:00:30Z', completed_at = '2026-01-01T10:01:00Z' where id = ${local(s2!.id)}`.execute(app.db);
    const before = Date.now();
    const { estimate } = (await look(session.id)).progress;
    expect(estimate).toMatchObject({ basedOnSteps: 2, remainingSteps: 2, secondsPerStep: 30, remainingSeconds: 60 });
    const at = new Date(estimate!.estimatedCompletionAt).getTime();
    expect(at).toBeGreaterThanOrEqual(before + 60_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 60_000);

    await alice.gql(ChangeSession.cancel, { input: { sessionId: session.id } });
    expect((await look(session.id)).progress.estimate).toBeNull();
  });
});
