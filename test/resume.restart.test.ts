// A server restart loses nothing: leases live in the database, so after a restart the lease is still held (and
// fences), its holder can go on writing, and once it is gone the session is resumable where it stopped.
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { graphql } from './gql/index.ts';
import { tempDir } from './helpers/fs.ts';
import { gqlOver, startLiveApp } from './helpers/live.ts';

const CreateWorkspace = graphql(
  `mutation RestartWorkspace($input: CreateWorkspaceInput!) { createWorkspace(input: $input) { ... on CreateWorkspacePayload { workspace { id } } } }`,
);
const CreateSession = graphql(`
  mutation RestartSession($input: CreateSessionInput!) {
    createSession(input: $input) { ... on CreateSessionPayload { session { id tasks { nodes { id steps { nodes { id } } } } } } }
  }
`);
const Start = graphql(`mutation RestartStart($input: SessionTransitionInput!) { startSession(input: $input) { __typename } }`);
const Acquire = graphql(`mutation RestartAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { ... on LeasePayload { lease { token } } } }`);
const StartTask = graphql(`mutation RestartStartTask($input: StartTaskInput!) { startTask(input: $input) { __typename ... on Error { code } } }`);
const StartStep = graphql(`mutation RestartStartStep($input: StartStepInput!) { startStep(input: $input) { __typename ... on Error { code } } }`);
const Resume = graphql(`
  mutation RestartResume($input: ResumeSessionInput!) {
    resumeSession(input: $input) {
      __typename
      ... on ResumeSessionPayload { lease { holder token } plan { inProgress { action } pendingSteps { id } } }
      ... on SessionLockedError { code holder }
    }
  }
`);
const Unlock = graphql(`mutation RestartUnlock($input: ForceUnlockInput!) { forceUnlock(input: $input) { __typename } }`);

describe('a server restart', () => {
  it('keeps the lease, its fencing and the interrupted work', async () => {
    const first = await startLiveApp();
    const call = <R, V>(url: string, doc: Parameters<typeof gqlOver<R, V>>[2], vars: V) => gqlOver(url, first.token, doc, vars);
    const ws = await call(first.httpUrl, CreateWorkspace, { input: { path: await tempDir() } });
    const plan = {
      phases: [
        {
          name: 'p',
          tasks: [
            {
              key: 't',
              title: 't',
              steps: [
                { kind: 'EXEC' as const, title: 'a' },
                { kind: 'EXEC' as const, title: 'b' },
              ],
            },
          ],
        },
      ],
    };
    const created = await call(first.httpUrl, CreateSession, {
      input: { workspaceId: ws.createWorkspace.workspace!.id, objective: 'survive a restart', plan },
    });
    const session = created.createSession.session!;
    const task = session.tasks!.nodes[0]!;
    await call(first.httpUrl, Start, { input: { sessionId: session.id } });
    const { token } = (await call(first.httpUrl, Acquire, { input: { sessionId: session.id, holder: 'runner-1', leaseSeconds: 600 } })).acquireLease.lease!;
    await call(first.httpUrl, StartTask, { input: { taskId: task.id, leaseToken: token } });
    await first.stop();

    const second = await startLiveApp({ dataDir: first.config.dataDir }, { url: first.databaseUrl }); // same database and data folder
    const locked = await call(second.httpUrl, Resume, { input: { sessionId: session.id, holder: 'runner-2' } });
    expect(locked.resumeSession).toMatchObject({ __typename: 'SessionLockedError', code: 'SESSION_LOCKED', holder: 'runner-1' });
    const [stepA] = task.steps!.nodes;
    expect((await call(second.httpUrl, StartStep, { input: { stepId: stepA!.id } })).startStep).toMatchObject({ code: 'SESSION_LOCKED' });
    expect((await call(second.httpUrl, StartStep, { input: { stepId: stepA!.id, leaseToken: token } })).startStep).toMatchObject({ __typename: 'StepPayload' });

    await call(second.httpUrl, Unlock, { input: { sessionId: session.id, reason: 'runner-1 died with the old server' } });
    const resumed = await call(second.httpUrl, Resume, { input: { sessionId: session.id, holder: 'runner-2' } });
    expect(resumed.resumeSession).toMatchObject({
      __typename: 'ResumeSessionPayload',
      lease: { holder: 'runner-2' },
      plan: { inProgress: [{ action: 'RETRY' }] },
    }); // an EXEC that declared no files: nothing to roll back
    const resumedLease = narrow(resumed.resumeSession, 'ResumeSessionPayload').lease!;
    expect(resumedLease.token).toBeGreaterThan(token);
    expect(narrow(resumed.resumeSession, 'ResumeSessionPayload').plan.pendingSteps).toHaveLength(2);
  });
});
