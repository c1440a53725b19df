// A scenario: a session with a plan in a workspace, worked on through the API as a runner would, one move at a time:
//
//   const s = await scenario(owner, READ_THEN_WRITE);
//   await s.start();
//   await s.complete('one');
//   await s.say('m1', 'm2');
//   const cp = await s.checkpoint('cp');
//
// Steps are named by their title in the plan, and belong to the plan's first task. plan() writes the usual plan of one
// task per phase shortly: plan({ work: { build: [{ kind: 'READ', title: 'read spec' }] }, ship: { ... } }).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PlanInput, StepPlanInput } from '../gql/graphql.ts';
import { graphql } from '../gql/index.ts';
import type { Client } from './app.ts';
import { sessionInFolder, sessionInNewWorkspace } from './fixtures.ts';
import { sha256 } from './fs.ts';
import { ChangeSession, StepLifecycle, TaskLifecycle } from './operations.ts';
import { checkpoint, say } from './sessions.ts';

/**
 * A plan from phase name -> task key (its title too) -> steps, in the order written (names that read as numbers
 * would not keep it).
 */
export function plan(phases: Record<string, Record<string, StepPlanInput[]>>): PlanInput {
  return {
    phases: Object.entries(phases).map(([name, tasks]) => ({
      name,
      tasks: Object.entries(tasks).map(([key, steps]) => ({ key, title: key, steps })),
    })),
  };
}

/** Phase `work`, task `t`: a READ step `one`, then a WRITE step `two`. */
export const READ_THEN_WRITE = plan({
  work: {
    t: [
      { kind: 'READ', title: 'one' },
      { kind: 'WRITE', title: 'two' },
    ],
  },
});

/**
 * A session with the plan `planned` and no automatic checkpoints, in a new workspace holding `files`, or in the folder `dir`
 * (registered as a workspace as it is); nothing started yet.
 */
export async function scenario(owner: Client, planned: PlanInput, where: { files?: Record<string, string>; dir?: string } = {}) {
  const { session, dir, workspaceId } = where.dir
    ? { ...(await sessionInFolder(owner, where.dir, planned)), dir: where.dir }
    : await sessionInNewWorkspace(owner, planned, where.files);
  const conversationId = session.conversations!.nodes[0]!.id;
  const task = session.phases!.nodes[0]!.tasks!.nodes[0]!;
  const titles = (planned.phases[0]?.tasks?.[0]?.steps ?? []).map((step) => step.title);
  const stepId = (title: string) => {
    const step = task.steps!.nodes[titles.indexOf(title)];
    if (!step) throw new Error(`no step "${title}" in the first task (${titles.join(', ')})`);
    return step.id;
  };
  return {
    session,
    dir,
    workspaceId,
    conversationId,
    /** The plan's first task, with its steps in plan order. */
    task,
    stepId,
    /** Starts the session and its first task. */
    async start() {
      await owner.gql(ChangeSession.start, { input: { sessionId: session.id } });
      await owner.gql(TaskLifecycle.start, { input: { taskId: task.id } });
    },
    /** Starts a step and leaves it in progress. */
    async begin(title: string) {
      await owner.gql(StepLifecycle.start, { input: { stepId: stepId(title) } });
    },
    /** Starts and completes a step. */
    async complete(title: string) {
      await owner.gql(StepLifecycle.start, { input: { stepId: stepId(title) } });
      await owner.gql(StepLifecycle.complete, { input: { stepId: stepId(title) } });
    },
    /** Appends assistant messages to the session's conversation. */
    say: (...contents: string[]) => say(owner, conversationId, ...contents),
    /** A MANUAL checkpoint (its id, seq and gitCommit); fails unless it was made. */
    checkpoint: (label: string) => checkpoint(owner, session.id, label),
  };
}

// ---- scenarios several test files share ----

const Checkpoint = graphql(`mutation InterruptedCheckpoint($input: CreateCheckpointInput!) { createCheckpoint(input: $input) { __typename } }`);

/**
 * A session a runner left mid-work (the resume tests): `read spec` done, a checkpoint, then two WRITE steps in flight
 * when it died, one whose file was fully written (applied), one cut off.
 */
export async function interruptedSession(owner: Client) {
  const s = await scenario(
    owner,
    plan({
      work: {
        build: [
          { kind: 'READ', title: 'read spec' },
          { kind: 'WRITE', title: 'write a.txt', writes: [{ path: 'a.txt', sha256: sha256('final\n') }] },
          { kind: 'WRITE', title: 'write b.txt', writes: [{ path: 'b.txt', sha256: sha256('final\n') }] },
          { kind: 'EXEC', title: 'run tests' },
        ],
      },
      ship: { ship: [{ kind: 'EXEC', title: 'deploy' }] },
    }),
  );
  await s.start();
  await s.complete('read spec');
  await owner.gql(Checkpoint, { input: { sessionId: s.session.id, label: 'before writes' } });
  await s.begin('write a.txt');
  await writeFile(path.join(s.dir, 'a.txt'), 'final\n'); // applied, then the runner died
  await s.begin('write b.txt');
  await writeFile(path.join(s.dir, 'b.txt'), 'half'); // cut off mid-write
  return { session: s.session, dir: s.dir };
}

const RequestApproval = graphql(`
  mutation ForkApproval($input: RequestApprovalInput!) { requestApproval(input: $input) { __typename ... on Error { code message } } }
`);

/**
 * The fork tests' history: step one done, m1 m2, checkpoint "cp", m3 m4 and step two done after it; an approval pending
 * since before cp.
 */
export async function history(owner: Client) {
  const s = await scenario(owner, READ_THEN_WRITE);
  await s.start();
  await s.complete('one');
  await owner.gql(RequestApproval, { input: { sessionId: s.session.id, title: 'ship it?' } });
  await s.say('m1', 'm2');
  const cp = await s.checkpoint('cp');
  await s.say('m3', 'm4');
  await s.complete('two');
  return { session: s.session, dir: s.dir, conversationId: s.conversationId, cp };
}
