// resumeSession's modes (RESTART_PHASE, FROM_CHECKPOINT and its undo), idempotency keys, the per-owner session
// limit, where interrupted sessions stopped, and all-or-nothing: a failure at any stage changes nothing.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { json } from '../src/db/json.ts';
import { replayPlanState } from '../src/plans/replay.model.ts';
import { resumeSession } from '../src/workflows/resume/resume-session.ts';
import type { ResumeSessionInput } from './gql/graphql.ts';
import { graphql } from './gql/index.ts';
import { callerOf, createTestApp } from './helpers/app.ts';
import { sessionInNewWorkspace } from './helpers/fixtures.ts';
import { sha256 } from './helpers/fs.ts';
import { ChangeSession, SessionEvents, StepLifecycle, TaskLifecycle } from './helpers/operations.ts';
import { interruptedSession, plan } from './helpers/scenario.ts';
import { whileNotLocal } from './helpers/workspaces.ts';

const app = await createTestApp();
const alice = await app.owner('alice');
type Client = typeof alice;

const Resume = graphql(`
  mutation ResumeMode($input: ResumeSessionInput!) {
    resumeSession(input: $input) {
      __typename
      ... on ResumeSessionPayload {
        mode
        replayed
        session { state }
        lease { holder token expiresAt live }
        checkpoint { seq }
        savedCheckpoint { id seq label }
        restartedPhase { name }
        resetTasks { key }
        resetSteps { title }
        restoredFiles
        supersededMessages
        plan { pendingSteps { title } inProgress { step { title } action } }
        conversationContext { nodes { messageCount messages { nodes { content } } } }
      }
      ... on Error { code message }
      ... on LimitReachedError { limit max }
      ... on CheckpointNotFoundError { checkpointId }
      ... on ValidationError { field }
    }
  }
`);
const State = graphql(`
  query ResumeModeState($id: ID!) {
    session(id: $id) {
      ... on Session {
        state
        lastEventSeq
        lease { token live }
        checkpoints { nodes { seq } }
        tasks { nodes { key state steps { nodes { title state } } } }
        conversations { nodes { messageCount messages(includeSuperseded: true) { nodes { content superseded } } } }
      }
    }
  }
`);
const Checkpoint = graphql(
  `mutation ResumeModeCheckpoint($input: CreateCheckpointInput!) { createCheckpoint(input: $input) { __typename ... on CreateCheckpointPayload { checkpoint { id } } } }`,
);
const Append = graphql(`mutation ResumeModeAppend($input: AppendMessagesInput!) { appendMessages(input: $input) { __typename } }`);
const Release = graphql(`mutation ResumeModeRelease($input: ReleaseLeaseInput!) { releaseLease(input: $input) { __typename } }`);
const Acquire = graphql(
  `mutation ResumeModeAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { __typename ... on LimitReachedError { code max } } }`,
);
const Resumable = graphql(`
  query ResumableSessions {
    sessions(filter: { resumable: true }) { nodes { id lastActivity { idleSeconds eventType at phase { name } task { key } step { title } } } }
  }
`);

/**
 * Two phases. Work so far: checkpoint 1 before any work, two messages, `write x` done (x.txt), checkpoint 2, two more
 * messages, `write y` done (y.txt) and notes.txt edited, then the runner died inside `run tests`.
 */
async function progressedSession(owner: Client) {
  const { session, dir } = await sessionInNewWorkspace(
    owner,
    plan({
      work: {
        build: [
          { kind: 'WRITE', title: 'write x', writes: [{ path: 'x.txt', sha256: sha256('x\n') }] },
          { kind: 'WRITE', title: 'write y', writes: [{ path: 'y.txt', sha256: sha256('y\n') }] },
          { kind: 'EXEC', title: 'run tests' },
        ],
      },
      ship: { ship: [{ kind: 'EXEC', title: 'deploy' }] },
    }),
    { 'notes.txt': 'original\n' },
  );
  const conversationId = session.conversations!.nodes[0]!.id;
  const say = (...contents: string[]) =>
    owner.gql(Append, { input: { conversationId, messages: contents.map((content) => ({ role: 'ASSISTANT' as const, content })) } });
  const [build] = session.phases!.nodes[0]!.tasks!.nodes;
  const [writeX, writeY, runTests] = build!.steps!.nodes;
  await owner.gql(ChangeSession.start, { input: { sessionId: session.id } });
  await owner.gql(Checkpoint, { input: { sessionId: session.id, label: 'before work' } });
  await say('m1', 'm2');
  await owner.gql(TaskLifecycle.start, { input: { taskId: build!.id } });
  await owner.gql(StepLifecycle.start, { input: { stepId: writeX!.id } });
  await writeFile(path.join(dir, 'x.txt'), 'x\n');
  await owner.gql(StepLifecycle.complete, { input: { stepId: writeX!.id } });
  const after = await owner.gql(Checkpoint, { input: { sessionId: session.id, label: 'after x' } });
  await say('m3', 'm4');
  await owner.gql(StepLifecycle.start, { input: { stepId: writeY!.id } });
  await writeFile(path.join(dir, 'y.txt'), 'y\n');
  await writeFile(path.join(dir, 'notes.txt'), 'edited\n');
  await owner.gql(StepLifecycle.complete, { input: { stepId: writeY!.id } });
  await owner.gql(StepLifecycle.start, { input: { stepId: runTests!.id } });
  const checkpointId = narrow(after.createCheckpoint, 'CreateCheckpointPayload').checkpoint.id;
  return { session, dir, afterX: checkpointId };
}

async function stateOf(owner: Client, id: string) {
  const result = await owner.gql(State, { id });
  const session = result.session as Extract<typeof result.session, { state: unknown }>;
  return {
    ...session,
    steps: Object.fromEntries(session.tasks!.nodes.flatMap((t) => t.steps!.nodes).map((s) => [s.title, s.state])),
    tasks: Object.fromEntries(session.tasks!.nodes.map((t) => [t.key, t.state])),
  };
}

function files(dir: string, names = ['notes.txt', 'x.txt', 'y.txt']) {
  return Object.fromEntries(names.map((name) => [name, existsSync(path.join(dir, name)) ? readFileSync(path.join(dir, name), 'utf8') : null]));
}

async function resumed(owner: Client, input: ResumeSessionInput) {
  const result = await owner.gql(Resume, { input });
  if (result.resumeSession.__typename !== 'ResumeSessionPayload') throw new Error(JSON.stringify(result.resumeSession));
  return result.resumeSession;
}

/** The stored plan state equals the one rebuilt from the session's events alone. */
async function expectReplayMatches(sessionId: string) {
  const id = decodeGlobalID(sessionId).id;
  const events = await app.db.selectFrom('session_events').select(['seq', 'type', 'data']).where('session_id', '=', id).execute();
  const replayed = replayPlanState(events.map((e) => ({ ...e, seq: Number(e.seq) })));
  const steps = await app.db.selectFrom('steps').select(['id', 'state']).where('session_id', '=', id).execute();
  const tasks = await app.db.selectFrom('tasks').select(['id', 'state']).where('session_id', '=', id).execute();
  const phases = await app.db.selectFrom('phases').select(['id', 'state']).where('session_id', '=', id).execute();
  expect(Object.fromEntries(Object.entries(replayed.steps).map(([k, v]) => [k, v.state]))).toEqual(Object.fromEntries(steps.map((s) => [s.id, s.state])));
  expect(Object.fromEntries(Object.entries(replayed.tasks).map(([k, v]) => [k, v.state]))).toEqual(Object.fromEntries(tasks.map((t) => [t.id, t.state])));
  expect(replayed.phases).toEqual(Object.fromEntries(phases.map((p) => [p.id, p.state])));
}

describe('resumeSession modes', () => {
  it('FROM_CHECKPOINT puts code, plan and conversation back to the checkpoint, keeps what was there, and can be undone', async () => {
    const { session, dir, afterX } = await progressedSession(alice);
    const before = files(dir);
    const result = await resumed(alice, { sessionId: session.id, holder: 'r1', mode: 'FROM_CHECKPOINT', checkpointId: afterX });
    expect(result).toMatchObject({
      mode: 'FROM_CHECKPOINT',
      checkpoint: { seq: 2 },
      savedCheckpoint: { seq: 3, label: 'before resume (FROM_CHECKPOINT from checkpoint 2)' },
      supersededMessages: 2,
      session: { state: 'RUNNING' },
      lease: { holder: 'r1' },
      plan: { pendingSteps: [{ title: 'write y' }, { title: 'run tests' }, { title: 'deploy' }] },
      conversationContext: { nodes: [{ messageCount: 2, messages: { nodes: [{ content: 'm1' }, { content: 'm2' }] } }] },
    });
    expect(result.resetSteps.map((s) => s.title).sort()).toEqual(['run tests', 'write y']);
    expect(files(dir)).toEqual({ 'notes.txt': 'original\n', 'x.txt': 'x\n', 'y.txt': null });
    const state = await stateOf(alice, session.id);
    expect(state.steps).toEqual({ 'write x': 'COMPLETED', 'write y': 'PENDING', 'run tests': 'PENDING', deploy: 'PENDING' });
    expect(state.tasks).toEqual({ build: 'RESUMABLE', ship: 'PENDING' });
    expect(state.conversations!.nodes[0]!.messages!.nodes).toEqual([
      { content: 'm1', superseded: false },
      { content: 'm2', superseded: false },
      { content: 'm3', superseded: true },
      { content: 'm4', superseded: true },
    ]);
    await expectReplayMatches(session.id);

    // Undo: resume from the "before resume" checkpoint, and everything is as it was.
    await alice.gql(Release, { input: { sessionId: session.id, leaseToken: result.lease!.token } });
    const undo = await resumed(alice, { sessionId: session.id, holder: 'r2', mode: 'FROM_CHECKPOINT', checkpointId: result.savedCheckpoint!.id });
    expect(undo).toMatchObject({ supersededMessages: 0, conversationContext: { nodes: [{ messageCount: 4 }] } });
    expect(files(dir)).toEqual(before);
    expect((await stateOf(alice, session.id)).steps).toEqual({ 'write x': 'COMPLETED', 'write y': 'COMPLETED', 'run tests': 'RESUMABLE', deploy: 'PENDING' });
    await expectReplayMatches(session.id);
  });

  it('RESTART_PHASE puts the current phase back to pending, its declared files back to before it began, and keeps the conversation', async () => {
    const { session, dir } = await progressedSession(alice);
    const result = await resumed(alice, { sessionId: session.id, holder: 'r1', mode: 'RESTART_PHASE' });
    expect(result).toMatchObject({
      mode: 'RESTART_PHASE',
      restartedPhase: { name: 'work' },
      resetTasks: [{ key: 'build' }],
      supersededMessages: 0,
      savedCheckpoint: { label: 'before resume (RESTART_PHASE)' },
      plan: { pendingSteps: [{ title: 'write x' }, { title: 'write y' }, { title: 'run tests' }, { title: 'deploy' }] },
      conversationContext: { nodes: [{ messageCount: 4 }] },
    });
    expect(result.restoredFiles.sort()).toEqual(['x.txt', 'y.txt']);
    expect(files(dir)).toEqual({ 'notes.txt': 'edited\n', 'x.txt': null, 'y.txt': null }); // undeclared edits stay
    const state = await stateOf(alice, session.id);
    expect(state.steps).toEqual({ 'write x': 'PENDING', 'write y': 'PENDING', 'run tests': 'PENDING', deploy: 'PENDING' });
    expect(state.tasks).toEqual({ build: 'PENDING', ship: 'PENDING' });
    await expectReplayMatches(session.id);
  });

  it('refuses a checkpoint of another session, a missing one, and a checkpoint without FROM_CHECKPOINT', async () => {
    const { session } = await progressedSession(alice);
    const other = await progressedSession(alice);
    const foreign = await alice.gql(Resume, { input: { sessionId: session.id, holder: 'r', mode: 'FROM_CHECKPOINT', checkpointId: other.afterX } });
    expect(foreign.resumeSession).toMatchObject({ __typename: 'CheckpointNotFoundError', code: 'CHECKPOINT_NOT_FOUND' });
    const missing = await alice.gql(Resume, { input: { sessionId: session.id, holder: 'r', mode: 'FROM_CHECKPOINT' } });
    expect(missing.resumeSession).toMatchObject({ __typename: 'ValidationError', field: 'checkpointId' });
    const stray = await alice.gql(Resume, { input: { sessionId: session.id, holder: 'r', checkpointId: other.afterX } });
    expect(stray.resumeSession).toMatchObject({ __typename: 'ValidationError', field: 'checkpointId' });
    expect((await stateOf(alice, session.id)).lease).toBeNull();
  });

  it('an idempotency key makes a retried resume return the first answer and do nothing again', async () => {
    const { session } = await interruptedSession(alice);
    const first = await resumed(alice, { sessionId: session.id, holder: 'r', idempotencyKey: 'resume-1' });
    const again = await resumed(alice, { sessionId: session.id, holder: 'r', idempotencyKey: 'resume-1' });
    expect(first.replayed).toBe(false);
    expect(again).toMatchObject({ replayed: true, lease: first.lease, plan: first.plan, savedCheckpoint: first.savedCheckpoint });
    expect(first.lease).toMatchObject({ live: true, expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }); // real dates, also on replay
    const events = await alice.gql(SessionEvents, { id: session.id, types: ['session.resumed'] });
    expect(events.session.__typename === 'Session' && events.session.events!.edges.length).toBe(1);
    const conflict = await alice.gql(Resume, { input: { sessionId: session.id, holder: 'someone else', idempotencyKey: 'resume-1' } });
    expect(conflict.resumeSession).toMatchObject({ __typename: 'IdempotencyConflictError', code: 'IDEMPOTENCY_CONFLICT' });
  });

  it("refuses past the owner's session limit, for resume and for acquireLease, changing nothing", async () => {
    const carol = await app.owner('carol');
    await sql`update owners set max_active_sessions = 1 where id = ${carol.ownerId}`.execute(app.db);
    const open = await interruptedSession(carol);
    const waiting = await interruptedSession(carol);
    await resumed(carol, { sessionId: open.session.id, holder: 'r1' });
    const before = await stateOf(carol, waiting.session.id);
    const refused = await carol.gql(Resume, { input: { sessionId: waiting.session.id, holder: 'r2' } });
    expect(refused.resumeSession).toMatchObject({ __typename: 'LimitReachedError', code: 'LIMIT_REACHED', limit: 'ACTIVE_SESSIONS', max: 1 });
    expect((await carol.gql(Acquire, { input: { sessionId: waiting.session.id, holder: 'r2' } })).acquireLease).toMatchObject({
      code: 'LIMIT_REACHED',
      max: 1,
    });
    const after = await stateOf(carol, waiting.session.id);
    expect({ ...after, lastEventSeq: 0 }).toEqual({ ...before, lastEventSeq: 0 });
    expect(after.lastEventSeq).toBe(before.lastEventSeq + 1); // only the session.resume_failed record
    expect(existsSync(path.join(waiting.dir, 'b.txt'))).toBe(true); // the git stage was undone
  });

  it('resumes more sessions at once than the pool has connections (each holding its lock through git work)', { timeout: 60_000 }, async () => {
    const erin = await app.owner('erin');
    await sql`update owners set max_active_sessions = 100 where id = ${erin.ownerId}`.execute(app.db);
    const sessions = [];
    for (let i = 0; i < 12; i++) sessions.push(await interruptedSession(erin));
    const results = await Promise.all(sessions.map(({ session }) => erin.gql(Resume, { input: { sessionId: session.id, holder: 'r' } })));
    expect(results.map((r) => r.resumeSession.__typename)).toEqual(sessions.map(() => 'ResumeSessionPayload'));
    expect(results.every((r) => narrow(r.resumeSession, 'ResumeSessionPayload').restoredFiles.includes('b.txt'))).toBe(true);
  });

  it('lists resumable sessions with where they stopped and how long ago', async () => {
    const dave = await app.owner('dave');
    const { session } = await progressedSession(dave);
    const list = await dave.gql(Resumable);
    const entry = list.sessions.nodes.find((node) => node.id === session.id);
    expect(entry?.lastActivity).toMatchObject({
      eventType: 'step.state_changed',
      phase: { name: 'work' },
      task: { key: 'build' },
      step: { title: 'run tests' },
    });
    expect(entry!.lastActivity!.idleSeconds).toBeGreaterThanOrEqual(0);
    expect(entry!.lastActivity!.idleSeconds).toBeLessThan(60);
  });
});

describe('resume is all or nothing', () => {
  // The stages a resume can fail at now: the folder's agent refuses its commands before it opens the folder (the owner
  // is no longer local: its environment check fails, so the resume is refused as unfit), or, once the agent has kept the folder (the RESUME checkpoint's tree) and written the
  // checkpoint's files, the server fails inside its transaction (beforeCommit) and asks the agent to put them back.
  // A failure inside the agent while it writes: 'a real git failure while rolling back files' below.
  const stages = [
    { stage: 'the agent refuses', error: { code: 'ENVIRONMENT_INVALID' }, code: 'ENVIRONMENT_INVALID', environmentValid: false },
    { stage: 'beforeCommit', error: { message: 'injected beforeCommit' }, code: 'INTERNAL', environmentValid: true },
  ] as const;

  it.each(stages)('a failure: $stage leaves files, plan, conversation and lease as they were', async ({ stage, error, code, environmentValid }) => {
    const { session, dir, afterX } = await progressedSession(alice);
    const before = { files: files(dir), state: await stateOf(alice, session.id) };
    const caller = await callerOf(app, alice);
    const input = { sessionId: decodeGlobalID(session.id).id, holder: 'r', mode: 'FROM_CHECKPOINT' as const, checkpointId: decodeGlobalID(afterX).id };
    const attempt =
      stage === 'beforeCommit'
        ? resumeSession(caller, input, { beforeCommit: () => Promise.reject(new Error('injected beforeCommit')) })
        : whileNotLocal(app.db, alice.ownerId, () => resumeSession(caller, input));
    await expect(attempt).rejects.toMatchObject(error);
    expect(files(dir)).toEqual(before.files);
    const after = await stateOf(alice, session.id);
    expect({ ...after, lastEventSeq: 0 }).toEqual({ ...before.state, lastEventSeq: 0 });
    const failures = await alice.gql(SessionEvents, { id: session.id, types: ['session.resume_failed'] });
    expect(failures.session.__typename === 'Session' && failures.session.events!.edges.map((e) => e.node.data)).toEqual([
      expect.objectContaining({
        code,
        mode: 'FROM_CHECKPOINT',
        checkpointId: afterX,
        skippedSteps: 1,
        pendingSteps: 3,
        inProgress: [],
        environmentValid,
      }),
    ]);
    // And the same resume then succeeds.
    await resumed(alice, { sessionId: session.id, holder: 'r', mode: 'FROM_CHECKPOINT', checkpointId: afterX });
    expect(files(dir)).toMatchObject({ 'y.txt': null });
  });

  it('a real git failure while rolling back files changes nothing', async () => {
    const { session, dir } = await interruptedSession(alice);
    await writeFile(path.join(dir, 'a.txt'), 'half'); // the applied write is cut off too now: both roll back
    const fileA = readFileSync(path.join(dir, 'a.txt'), 'utf8');
    await sql`update steps set writes = ${json([
      { path: 'blocked/inner.txt', sha256: sha256('x') },
      { path: 'a.txt', sha256: sha256('final\n') },
    ])}
      where session_id = ${decodeGlobalID(session.id).id} and title = 'write b.txt'`.execute(app.db);
    // blocked/ is a non-empty directory where the checkpoint had nothing, so removing blocked/inner.txt's parent fails
    await mkdir(path.join(dir, 'blocked', 'inner.txt'), { recursive: true });
    await writeFile(path.join(dir, 'blocked', 'inner.txt', 'keep'), 'keep');
    const before = await stateOf(alice, session.id);
    const result = await alice.gql(Resume, { input: { sessionId: session.id, holder: 'r' } });
    // The folder's agent fails while it writes (after its snapshot), puts back what it wrote, and says why.
    expect(result.resumeSession).toMatchObject({
      __typename: 'AgentCommandFailedError',
      code: 'AGENT_COMMAND_FAILED',
      message: expect.stringContaining('EISDIR'),
    });
    expect(readFileSync(path.join(dir, 'a.txt'), 'utf8')).toBe(fileA);
    expect(readFileSync(path.join(dir, 'blocked', 'inner.txt', 'keep'), 'utf8')).toBe('keep');
    const after = await stateOf(alice, session.id);
    expect({ ...after, lastEventSeq: 0 }).toEqual({ ...before, lastEventSeq: 0 });
  });
});
