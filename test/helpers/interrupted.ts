// A session a runner left mid-work: one step done, a checkpoint, then two WRITE steps in flight when it died —
// one whose file was fully written (applied), one cut off. Shared by the resume tests.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { narrow } from '../../src/client/results.ts';
import type { CreateSessionInput } from '../gql/graphql.ts';
import { graphql } from '../gql/index.ts';
import type { TestApp } from './app.ts';
import { sessionFor } from './fixtures.ts';
import { sha256, tempDir, write } from './fs.ts';
import { ChangeSession, CreateWorkspace, StepLifecycle, TaskLifecycle } from './operations.ts';

type Client = Awaited<ReturnType<TestApp['owner']>>;

const Checkpoint = graphql(`mutation InterruptedCheckpoint($input: CreateCheckpointInput!) { createCheckpoint(input: $input) { __typename } }`);

/** A session with this plan in a new temp workspace holding `files`; no automatic checkpoints. */
export async function sessionInNewWorkspace(owner: Client, plan: NonNullable<CreateSessionInput['plan']>, files: Record<string, string> = {}) {
  const dir = await tempDir();
  await write(dir, files);
  const ws = await owner.gql(CreateWorkspace, { input: { path: dir } });
  const workspaceId = narrow(ws.createWorkspace, 'CreateWorkspacePayload').workspace.id;
  const session = await sessionFor(owner, {
    workspaceId,
    checkpointPolicy: { afterStep: false, phaseBoundary: false, planChange: false, onError: false },
    plan,
  });
  return { session, dir };
}

export async function interruptedSession(owner: Client) {
  const { session, dir } = await sessionInNewWorkspace(owner, {
    phases: [
      {
        name: 'work',
        tasks: [
          {
            key: 'build',
            title: 'build',
            steps: [
              { kind: 'READ', title: 'read spec' },
              { kind: 'WRITE', title: 'write a.txt', writes: [{ path: 'a.txt', sha256: sha256('final\n') }] },
              { kind: 'WRITE', title: 'write b.txt', writes: [{ path: 'b.txt', sha256: sha256('final\n') }] },
              { kind: 'EXEC', title: 'run tests' },
            ],
          },
        ],
      },
      { name: 'ship', tasks: [{ key: 'ship', title: 'ship', steps: [{ kind: 'EXEC', title: 'deploy' }] }] },
    ],
  });
  const [build] = session.phases!.nodes[0]!.tasks!.nodes;
  const [read, writeA, writeB] = build!.steps!.nodes;
  await owner.gql(ChangeSession.start, { input: { sessionId: session.id } });
  await owner.gql(TaskLifecycle.start, { input: { taskId: build!.id } });
  await owner.gql(StepLifecycle.start, { input: { stepId: read!.id } });
  await owner.gql(StepLifecycle.complete, { input: { stepId: read!.id } });
  await owner.gql(Checkpoint, { input: { sessionId: session.id, label: 'before writes' } });
  await owner.gql(StepLifecycle.start, { input: { stepId: writeA!.id } });
  await writeFile(path.join(dir, 'a.txt'), 'final\n'); // applied, then the runner died
  await owner.gql(StepLifecycle.start, { input: { stepId: writeB!.id } });
  await writeFile(path.join(dir, 'b.txt'), 'half'); // cut off mid-write
  return { session, dir };
}
