// resumeSession (CONTINUE): skip what is done, judge what was in flight, take the lease; refuse cleanly otherwise.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { ChangeSession, SessionEvents } from './helpers/operations.ts';
import { interruptedSession } from './helpers/scenario.ts';

const app = await createTestApp();
const alice = await app.owner('alice');

const Resume = graphql(`
  mutation Resume($input: ResumeSessionInput!) {
    resumeSession(input: $input) {
      __typename
      ... on ResumeSessionPayload {
        dryRun
        session { id state lease { holder token live } }
        plan { counts { skippedSteps inProgress pendingSteps } inProgress { step { title state attempt } action } pendingSteps { title state } }
        environment { valid changedFiles { path } }
        checkpoint { seq }
        config
      }
      ... on Error { code message }
      ... on EnvironmentInvalidError { problems }
      ... on SessionLockedError { holder }
    }
  }
`);
const Steps = graphql(
  `query ResumeSteps($id: ID!) { session(id: $id) { __typename ... on Session { state tasks { nodes { steps { nodes { title state } } } } } } }`,
);
const Acquire = graphql(`mutation ResumeAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { __typename } }`);

async function stepStates(id: string) {
  const result = await alice.gql(Steps, { id });
  const session = narrow(result.session, 'Session');
  return { state: session.state, steps: Object.fromEntries(session.tasks!.nodes.flatMap((t) => t.steps!.nodes).map((s) => [s.title, s.state])) };
}

describe('resumeSession', () => {
  it('continues: skips completed work, completes the applied write, rolls back and requeues the cut-off one, takes the lease', async () => {
    const { session, dir } = await interruptedSession(alice);
    const result = await alice.gql(Resume, { input: { sessionId: session.id, holder: 'runner-2' } });
    if (result.resumeSession.__typename !== 'ResumeSessionPayload') throw new Error(JSON.stringify(result.resumeSession));
    expect(result.resumeSession).toMatchObject({
      dryRun: false,
      session: { state: 'RUNNING', lease: { holder: 'runner-2', live: true } },
      plan: {
        counts: { skippedSteps: 2, inProgress: 2, pendingSteps: 3 },
        // The steps as the resume left them (the rows it wrote answer them), not as they were in flight.
        inProgress: [
          { step: { title: 'write a.txt', state: 'COMPLETED' }, action: 'SKIP' },
          { step: { title: 'write b.txt', state: 'RESUMABLE' }, action: 'ROLLBACK_AND_RETRY' },
        ],
        pendingSteps: [
          { title: 'write b.txt', state: 'RESUMABLE' },
          { title: 'run tests', state: 'PENDING' },
          { title: 'deploy', state: 'PENDING' },
        ],
      },
      checkpoint: { seq: 1 },
    });
    expect(await stepStates(session.id)).toEqual({
      state: 'RUNNING',
      steps: { 'read spec': 'COMPLETED', 'write a.txt': 'COMPLETED', 'write b.txt': 'RESUMABLE', 'run tests': 'PENDING', deploy: 'PENDING' },
    });
    expect(existsSync(path.join(dir, 'b.txt'))).toBe(false); // rolled back to the checkpoint, where it did not exist
    expect(existsSync(path.join(dir, 'a.txt'))).toBe(true); // the applied write is kept
    const events = await alice.gql(SessionEvents, { id: session.id, types: ['session.resumed'] });
    if (events.session.__typename !== 'Session') throw new Error();
    expect(events.session.events!.edges[0]!.node.data).toMatchObject({ skippedSteps: 2, holder: 'runner-2', environmentValid: true });

    const again = await alice.gql(Resume, { input: { sessionId: session.id, holder: 'runner-3' } });
    expect(again.resumeSession).toMatchObject({ __typename: 'SessionLockedError', code: 'SESSION_LOCKED', holder: 'runner-2' });
  });

  it('dry run computes the same plan and writes nothing', async () => {
    const { session } = await interruptedSession(alice);
    const before = await alice.gql(SessionEvents, { id: session.id });
    const result = await alice.gql(Resume, { input: { sessionId: session.id, holder: 'r', dryRun: true } });
    expect(result.resumeSession).toMatchObject({ dryRun: true, plan: { counts: { inProgress: 2 } } });
    expect(await alice.gql(SessionEvents, { id: session.id })).toEqual(before);
  });

  it('refuses with typed errors and changes nothing but a resume_failed event: terminal, ABORT on changed files, tampered checkpoint', async () => {
    const { session } = await interruptedSession(alice);
    const states = await stepStates(session.id);
    const abort = await alice.gql(Resume, { input: { sessionId: session.id, holder: 'r', changedFiles: 'ABORT' } });
    expect(abort.resumeSession).toMatchObject({
      __typename: 'EnvironmentInvalidError',
      code: 'ENVIRONMENT_INVALID',
      problems: expect.arrayContaining(['a.txt added']),
    });
    await sql`update checkpoints set label = 'forged' where session_id = ${decodeGlobalID(session.id).id}`.execute(app.db);
    const tampered = await alice.gql(Resume, { input: { sessionId: session.id, holder: 'r' } });
    expect(tampered.resumeSession).toMatchObject({ __typename: 'CheckpointTamperedError', code: 'CHECKPOINT_TAMPERED' });
    expect(await stepStates(session.id)).toEqual(states);
    const failures = await alice.gql(SessionEvents, { id: session.id, types: ['session.resume_failed'] });
    if (failures.session.__typename !== 'Session') throw new Error();
    expect(failures.session.events!.edges.map((edge) => (edge.node.data as { code: string }).code)).toEqual(['ENVIRONMENT_INVALID', 'CHECKPOINT_TAMPERED']);

    const other = await interruptedSession(alice);
    await alice.gql(ChangeSession.cancel, { input: { sessionId: other.session.id } });
    expect((await alice.gql(Resume, { input: { sessionId: other.session.id, holder: 'r' } })).resumeSession).toMatchObject({
      __typename: 'TerminalStateError',
      code: 'TERMINAL_STATE',
    });
  });

  it('without a session id resumes the most recently interrupted one, and says so when there is none', async () => {
    const bob = await app.owner('bob');
    const none = await bob.gql(Resume, { input: { holder: 'r' } });
    expect(none.resumeSession).toMatchObject({ __typename: 'NoResumableSessionError', code: 'NO_RESUMABLE_SESSION' });
    await interruptedSession(bob);
    const { session: latest } = await interruptedSession(bob);
    // A thread its client keeps by key, touched since, is not an interrupted run: the interrupted session still is.
    const payload = Buffer.from('{}').toString('base64');
    await bob.raw('mutation($i: PutStateCheckpointInput!) { putStateCheckpoint(input: $i) { __typename } }', {
      i: { sessionKey: 'a-langgraph-thread', clientId: '0001', payloadType: 'json', payload },
    });
    const result = await bob.gql(Resume, { input: { holder: 'r', dryRun: true } });
    expect(result.resumeSession).toMatchObject({ session: { id: latest.id } });
    await bob.gql(Acquire, { input: { sessionId: latest.id, holder: 'busy' } });
    const next = await bob.gql(Resume, { input: { holder: 'r', dryRun: true } });
    expect(next.resumeSession).toMatchObject({ __typename: 'ResumeSessionPayload' });
    expect(narrow(next.resumeSession, 'ResumeSessionPayload').session.id).not.toBe(latest.id);
  });
});
