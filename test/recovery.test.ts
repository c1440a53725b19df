// Hierarchical recovery through the API: Session.recoveryPlan for each outcome (and null for sessions that are not
// interrupted), and resumeTask: a paused task, an interrupted task under a new lease (fencing), only its own steps,
// and each refusal changing nothing.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { sessionInNewWorkspace } from './helpers/fixtures.ts';
import { sha256 } from './helpers/fs.ts';
import { ChangeSession, LeaseOps, StepLifecycle, TaskLifecycle } from './helpers/operations.ts';
import { interruptedSession } from './helpers/scenario.ts';

const app = await createTestApp();
const alice = await app.owner('alice');
const bob = await app.owner('bob');

const RecoveryPlan = graphql(`
  query RecoveryPlan($id: ID!) {
    session(id: $id) {
      __typename
      ... on Session {
        recoveryPlan { action reason task { id key state } agentSessionRef conversation { id kind } phase { id name state } }
      }
    }
  }
`);
const ResumeTask = graphql(`
  mutation ResumeTask($input: ResumeTaskInput!) {
    resumeTask(input: $input) {
      __typename
      ... on ResumeTaskPayload {
        task { id key state }
        previousState
        tookLease
        lease { holder token live }
        continuation {
          skippedSteps { title }
          inProgress { step { title } action reason }
          pendingSteps { title task { key } }
        }
        conversation { id }
        agentSessionRef
        replayed
      }
      ... on Error { code message }
      ... on InvalidTransitionError { entity currentState allowedFrom }
      ... on SessionLockedError { holder }
      ... on StaleLeaseError { given current }
      ... on ValidationError { field }
    }
  }
`);
const Snapshot = graphql(`
  query RecoverySnapshot($id: ID!) {
    session(id: $id) {
      ... on Session {
        state lastEventSeq
        lease { holder token live }
        tasks { nodes { key state attempt steps { nodes { title state attempt } } } }
      }
    }
  }
`);
const TaskEvents = graphql(`
  query RecoveryEvents($id: ID!, $types: [String!]) {
    session(id: $id) { ... on Session { events(first: 100, types: $types) { nodes { type data } } } }
  }
`);
const PauseTask = graphql(`
  mutation RecoveryPauseTask($input: PauseTaskInput!) { pauseTask(input: $input) { __typename ... on PauseTaskPayload { task { state } } ... on Error { code message } } }
`);
const PausePhase = graphql(`mutation RecoveryPausePhase($input: PausePhaseInput!) { pausePhase(input: $input) { __typename ... on Error { message } } }`);
const StartConversation = graphql(`
  mutation RecoveryConversation($input: CreateConversationInput!) {
    createConversation(input: $input) { __typename ... on CreateConversationPayload { conversation { id } } ... on Error { message } }
  }
`);
const ResumeSession = graphql(`
  mutation RecoveryResumeSession($input: ResumeSessionInput!) {
    resumeSession(input: $input) { __typename ... on ResumeSessionPayload { mode restartedPhase { id } } ... on Error { code message } }
  }
`);

type Client = typeof alice;

/** Two phases: "build" (api: an agent with a session reference; ui: one without), then "ship". */
async function agentSession(client: Client = alice) {
  const { session, dir } = await sessionInNewWorkspace(client, {
    phases: [
      {
        name: 'build',
        tasks: [
          {
            key: 'api',
            title: 'api',
            agentSessionRef: 'claude-7f3a',
            steps: [
              { kind: 'READ', title: 'read spec' },
              { kind: 'WRITE', title: 'write api.ts', writes: [{ path: 'api.ts', sha256: sha256('done\n') }] },
              { kind: 'EXEC', title: 'test api' },
            ],
          },
          { key: 'ui', title: 'ui', steps: [{ kind: 'WRITE', title: 'write ui.tsx' }] },
        ],
      },
      { name: 'ship', tasks: [{ key: 'ship', title: 'ship', steps: [{ kind: 'EXEC', title: 'deploy' }] }] },
    ],
  });
  const [api, ui] = session.phases!.nodes[0]!.tasks!.nodes;
  return { session, dir, phaseId: session.phases!.nodes[0]!.id, api: api!, ui: ui! };
}

async function plan(id: string) {
  const result = await alice.gql(RecoveryPlan, { id });
  return narrow(result.session, 'Session').recoveryPlan;
}

async function snapshot(id: string) {
  return (await alice.gql(Snapshot, { id })).session;
}

async function leaseOn(sessionId: string, holder: string): Promise<number> {
  const result = await alice.gql(LeaseOps.acquire, { input: { sessionId, holder } });
  return narrow(result.acquireLease, 'LeasePayload').lease!.token;
}

/** The api task paused mid-work under runner-1's lease: its read done, its write cut off, its conversation started. */
async function pausedAgent() {
  const s = await agentSession();
  await alice.gql(ChangeSession.start, { input: { sessionId: s.session.id } });
  const token = await leaseOn(s.session.id, 'runner-1');
  const [read, write] = s.api.steps!.nodes;
  await alice.gql(TaskLifecycle.start, { input: { taskId: s.api.id, leaseToken: token } });
  await alice.gql(StepLifecycle.start, { input: { stepId: read!.id, leaseToken: token } });
  await alice.gql(StepLifecycle.complete, { input: { stepId: read!.id, leaseToken: token } });
  await alice.gql(StepLifecycle.start, { input: { stepId: write!.id, leaseToken: token } });
  const conversation = await alice.gql(StartConversation, { input: { sessionId: s.session.id, kind: 'TASK', title: 'api agent', taskId: s.api.id } });
  const conversationId = narrow(conversation.createConversation, 'CreateConversationPayload').conversation.id;
  const paused = await alice.gql(PauseTask, { input: { taskId: s.api.id, reason: 'operator', leaseToken: token } });
  expect(paused.pauseTask).toMatchObject({ task: { state: 'PAUSED' } });
  return { ...s, token, conversationId };
}

describe('Session.recoveryPlan', () => {
  it('is null for a session that is not interrupted: never started, running under a live lease, finished', async () => {
    const { session } = await agentSession();
    expect(await plan(session.id)).toBeNull();
    await alice.gql(ChangeSession.start, { input: { sessionId: session.id } });
    const token = await leaseOn(session.id, 'runner-1');
    expect(await plan(session.id)).toBeNull();
    await alice.gql(LeaseOps.release, { input: { sessionId: session.id, leaseToken: token } });
    expect(await plan(session.id)).toMatchObject({ action: 'RESUME_SESSION' }); // interrupted now
    await alice.gql(ChangeSession.cancel, { input: { sessionId: session.id } });
    expect(await plan(session.id)).toBeNull();
  });

  it('RESUME_AGENT: an interrupted task whose agent has a session reference, with its conversation', async () => {
    const s = await pausedAgent();
    await alice.gql(ResumeTask, { input: { taskId: s.api.id, leaseToken: s.token } });
    await alice.gql(LeaseOps.release, { input: { sessionId: s.session.id, leaseToken: s.token } });
    expect(await plan(s.session.id)).toMatchObject({
      action: 'RESUME_AGENT',
      task: { id: s.api.id, key: 'api' },
      agentSessionRef: 'claude-7f3a',
      conversation: { id: s.conversationId },
      phase: null,
    });
  });

  it('RESTART_PHASE: a failed task in the current phase, and resumeSession RESTART_PHASE acts on it', async () => {
    const s = await agentSession();
    await alice.gql(ChangeSession.start, { input: { sessionId: s.session.id } });
    await alice.gql(TaskLifecycle.start, { input: { taskId: s.ui.id } });
    await alice.gql(TaskLifecycle.fail, { input: { taskId: s.ui.id, error: 'tests failed' } });
    const recommended = await plan(s.session.id);
    expect(recommended).toMatchObject({ action: 'RESTART_PHASE', phase: { id: s.phaseId }, task: null, agentSessionRef: null });
    expect(recommended!.reason).toContain('"ui"');
    const resumed = await alice.gql(ResumeSession, { input: { sessionId: s.session.id, holder: 'runner-2', mode: 'RESTART_PHASE' } });
    expect(resumed.resumeSession).toMatchObject({ __typename: 'ResumeSessionPayload', restartedPhase: { id: s.phaseId } });
  });

  it('RESTART_PHASE: an interrupted task whose agent cannot be resumed (no agentSessionRef)', async () => {
    const s = await agentSession();
    await alice.gql(ChangeSession.start, { input: { sessionId: s.session.id } });
    await alice.gql(TaskLifecycle.start, { input: { taskId: s.ui.id } });
    await alice.gql(PauseTask, { input: { taskId: s.ui.id } });
    await alice.gql(ResumeTask, { input: { taskId: s.ui.id } }); // PAUSED -> RESUMABLE
    expect(await plan(s.session.id)).toMatchObject({ action: 'RESTART_PHASE', phase: { id: s.phaseId } });
  });

  it('RESUME_SESSION: a runner died with work in flight, which CONTINUE judges step by step', async () => {
    const { session } = await interruptedSession(alice);
    const recommended = await plan(session.id);
    expect(recommended).toMatchObject({ action: 'RESUME_SESSION', task: null, phase: null, conversation: null });
    expect(recommended!.reason).toContain('resumeSession');
  });

  it('MARK_FAILED: a task failed three times; failSession ends it and the plan goes away', async () => {
    const s = await agentSession();
    await alice.gql(ChangeSession.start, { input: { sessionId: s.session.id } });
    for (let attempt = 1; attempt <= 3; attempt++) {
      await alice.gql(TaskLifecycle.start, { input: { taskId: s.ui.id } });
      await alice.gql(TaskLifecycle.fail, { input: { taskId: s.ui.id, error: `attempt ${attempt}` } });
      if (attempt < 3) expect(await plan(s.session.id)).toMatchObject({ action: 'RESTART_PHASE' });
    }
    const recommended = await plan(s.session.id);
    expect(recommended).toMatchObject({ action: 'MARK_FAILED', task: { key: 'ui', state: 'FAILED' } });
    expect(recommended!.reason).toContain('failSession');
    await alice.gql(ChangeSession.fail, { input: { sessionId: s.session.id, reason: recommended!.reason } });
    expect(await plan(s.session.id)).toBeNull();
  });
});

describe('resumeTask', () => {
  it('(a) resumes a paused task under the live lease: RESUMABLE again, no new lease, its continuation', async () => {
    const s = await pausedAgent();
    const before = await snapshot(s.session.id);
    const result = await alice.gql(ResumeTask, { input: { taskId: s.api.id, leaseToken: s.token } });
    expect(result.resumeTask).toMatchObject({
      __typename: 'ResumeTaskPayload',
      task: { key: 'api', state: 'RESUMABLE' },
      previousState: 'PAUSED',
      tookLease: false,
      lease: { holder: 'runner-1', token: s.token, live: true },
      continuation: {
        skippedSteps: [{ title: 'read spec' }],
        inProgress: [{ step: { title: 'write api.ts' }, action: 'RETRY' }],
        pendingSteps: [{ title: 'write api.ts' }, { title: 'test api' }],
      },
      conversation: { id: s.conversationId },
      agentSessionRef: 'claude-7f3a',
      replayed: false,
    });
    const after = await snapshot(s.session.id);
    expect(after.lease).toEqual(before.lease);
    expect(after.tasks!.nodes.filter((t) => t.key !== 'api')).toEqual(before.tasks!.nodes.filter((t) => t.key !== 'api'));
    const events = await alice.gql(TaskEvents, { id: s.session.id, types: ['task.state_changed', 'task.resumed', 'lease.acquired'] });
    const last = events.session.events!.nodes.at(-1)!;
    expect(last).toMatchObject({ type: 'task.state_changed', data: { action: 'resume', from: 'PAUSED', to: 'RESUMABLE' } });
  });

  it('(b) takes the lease of an interrupted session for one task: only its steps, the rest untouched, old tokens fenced off', async () => {
    const s = await pausedAgent();
    await alice.gql(ResumeTask, { input: { taskId: s.api.id, leaseToken: s.token } });
    await alice.gql(LeaseOps.release, { input: { sessionId: s.session.id, leaseToken: s.token } });
    await alice.gql(ChangeSession.pause, { input: { sessionId: s.session.id } });
    await writeFile(path.join(s.dir, 'api.ts'), 'done\n'); // the write had landed before the runner stopped
    const before = await snapshot(s.session.id);
    expect(before.state).toBe('PAUSED');

    const result = await alice.gql(ResumeTask, { input: { taskId: s.api.id, holder: 'runner-2', leaseSeconds: 120 } });
    if (result.resumeTask.__typename !== 'ResumeTaskPayload') throw new Error(JSON.stringify(result.resumeTask));
    expect(result.resumeTask).toMatchObject({
      previousState: 'RESUMABLE',
      tookLease: true,
      lease: { holder: 'runner-2', live: true },
      continuation: { skippedSteps: [{ title: 'read spec' }, { title: 'write api.ts' }], inProgress: [{ action: 'SKIP' }] },
      agentSessionRef: 'claude-7f3a',
      conversation: { id: s.conversationId },
    });
    expect(result.resumeTask.continuation.pendingSteps).toEqual([{ title: 'test api', task: { key: 'api' } }]);
    const newToken = result.resumeTask.lease!.token;
    expect(newToken).toBeGreaterThan(s.token);

    const after = await snapshot(s.session.id);
    expect(after.state).toBe('RUNNING'); // back under way, as resumeSession leaves it
    expect(after.tasks!.nodes.filter((t) => t.key !== 'api')).toEqual(before.tasks!.nodes.filter((t) => t.key !== 'api'));
    const api = after.tasks!.nodes.find((t) => t.key === 'api')!;
    expect(api.state).toBe('RESUMABLE');
    expect(api.steps!.nodes.map((step) => step.state)).toEqual(['COMPLETED', 'COMPLETED', 'PENDING']); // the applied write completed
    const events = await alice.gql(TaskEvents, { id: s.session.id, types: ['task.resumed'] });
    expect(events.session.events!.nodes).toEqual([
      { type: 'task.resumed', data: expect.objectContaining({ key: 'api', holder: 'runner-2', leaseToken: newToken, tookLease: true, pendingSteps: 1 }) },
    ]);

    // Fencing: the old token is dead for resumeTask and for writes; the new one writes.
    const seq = (await snapshot(s.session.id)).lastEventSeq;
    const stale = await alice.gql(ResumeTask, { input: { taskId: s.api.id, holder: 'runner-1', leaseToken: s.token } });
    expect(stale.resumeTask).toMatchObject({ __typename: 'StaleLeaseError', code: 'STALE_LEASE', given: s.token, current: newToken });
    const oldWrite = await alice.gql(TaskLifecycle.start, { input: { taskId: s.api.id, leaseToken: s.token } });
    expect(oldWrite.startTask).toMatchObject({ __typename: 'StaleLeaseError' });
    expect((await snapshot(s.session.id)).lastEventSeq).toBe(seq);
    const newWrite = await alice.gql(TaskLifecycle.start, { input: { taskId: s.api.id, leaseToken: newToken } });
    expect(newWrite.startTask).toMatchObject({ __typename: 'TaskPayload', task: { state: 'RUNNING' } });
  });

  it('refuses another runner while a live lease holds the session, a task that is neither PAUSED nor RESUMABLE, a missing holder', async () => {
    const s = await pausedAgent();
    await alice.gql(ResumeTask, { input: { taskId: s.api.id, leaseToken: s.token } });
    const before = await snapshot(s.session.id);

    const locked = await alice.gql(ResumeTask, { input: { taskId: s.api.id, holder: 'runner-2' } });
    expect(locked.resumeTask).toMatchObject({ __typename: 'SessionLockedError', code: 'SESSION_LOCKED', holder: 'runner-1' });
    const pending = await alice.gql(ResumeTask, { input: { taskId: s.ui.id, leaseToken: s.token } });
    expect(pending.resumeTask).toMatchObject({
      __typename: 'InvalidTransitionError',
      entity: 'Task',
      currentState: 'PENDING',
      allowedFrom: ['PAUSED', 'RESUMABLE'],
      message: expect.stringContaining('startTask'),
    });
    expect(await snapshot(s.session.id)).toEqual(before);

    await alice.gql(LeaseOps.release, { input: { sessionId: s.session.id, leaseToken: s.token } });
    const released = await snapshot(s.session.id);
    const noHolder = await alice.gql(ResumeTask, { input: { taskId: s.api.id } });
    expect(noHolder.resumeTask).toMatchObject({ __typename: 'ValidationError', field: 'holder' });
    const foreign = await bob.gql(ResumeTask, { input: { taskId: s.api.id, holder: 'bob-runner' } });
    expect(foreign.resumeTask).toMatchObject({ __typename: 'NotFoundError' });
    expect(await snapshot(s.session.id)).toEqual(released);
  });

  it('refuses a finished session (TerminalStateError) and a task of a paused phase, changing nothing', async () => {
    const s = await agentSession();
    await alice.gql(ChangeSession.start, { input: { sessionId: s.session.id } });
    await alice.gql(TaskLifecycle.start, { input: { taskId: s.api.id } });
    await alice.gql(PausePhase, { input: { phaseId: s.phaseId } });
    const paused = await snapshot(s.session.id);
    const inPausedPhase = await alice.gql(ResumeTask, { input: { taskId: s.api.id } });
    expect(inPausedPhase.resumeTask).toMatchObject({ __typename: 'InvalidTransitionError', entity: 'Phase', currentState: 'PAUSED' });
    expect(inPausedPhase.resumeTask).toMatchObject({ message: expect.stringContaining('resumePhase') });
    expect(await snapshot(s.session.id)).toEqual(paused);

    await alice.gql(ChangeSession.cancel, { input: { sessionId: s.session.id } });
    const cancelled = await snapshot(s.session.id);
    const finished = await alice.gql(ResumeTask, { input: { taskId: s.api.id, holder: 'runner-2' } });
    expect(finished.resumeTask).toMatchObject({ __typename: 'TerminalStateError', code: 'TERMINAL_STATE' });
    expect(await snapshot(s.session.id)).toEqual(cancelled);
  });

  it('answers a retry with the same idempotency key once, and refuses the key with another input', async () => {
    const s = await pausedAgent();
    const input = { taskId: s.api.id, leaseToken: s.token, idempotencyKey: 'resume-api-1' };
    const first = await alice.gql(ResumeTask, { input });
    expect(first.resumeTask).toMatchObject({ replayed: false, previousState: 'PAUSED' });
    const seq = (await snapshot(s.session.id)).lastEventSeq;
    const again = await alice.gql(ResumeTask, { input });
    expect(again.resumeTask).toMatchObject({ replayed: true, previousState: 'PAUSED', lease: { token: s.token } });
    expect((await snapshot(s.session.id)).lastEventSeq).toBe(seq);
    const other = await alice.gql(ResumeTask, { input: { ...input, taskId: s.ui.id } });
    expect(other.resumeTask).toMatchObject({ __typename: 'IdempotencyConflictError' });
  });

  it('takes over an expired lease (the session counts as interrupted), then holds the session against other runners', async () => {
    const s = await pausedAgent();
    await alice.gql(ResumeTask, { input: { taskId: s.api.id, leaseToken: s.token } });
    const sessionId = decodeGlobalID(s.session.id).id;
    await sql`update sessions set lease_expires_at = now() - interval '1 second' where id = ${sessionId}`.execute(app.db);
    const taken = await alice.gql(ResumeTask, { input: { taskId: s.api.id, holder: 'runner-3' } });
    expect(taken.resumeTask).toMatchObject({ tookLease: true, lease: { holder: 'runner-3', live: true } });
    const again = await alice.gql(ResumeTask, { input: { taskId: s.api.id, holder: 'runner-4' } });
    expect(again.resumeTask).toMatchObject({ __typename: 'SessionLockedError', holder: 'runner-3' });
  });
});
