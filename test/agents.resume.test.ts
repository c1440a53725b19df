// Resume of a session whose folder its agent serves, through the public API: the environment check is the agent's
// snapshot of the folder against the last code checkpoint (read from the stored trees: no server opens the folder),
// and FROM_CHECKPOINT's files are written by the agent (RESTORE), the folder as resume found it kept first as the
// RESUME checkpoint, so a resume FROM_CHECKPOINT to that one brings everything back.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { localId } from '../src/graphql/ids.ts';
import { graphql } from './gql/index.ts';
import { serveFolder } from './helpers/agents.ts';
import { readTree, tempDir, write } from './helpers/fs.ts';
import { startServerPair } from './helpers/live.ts';

const { one, two, on } = await startServerPair('agents-resume-test-secret-0123456789abcdef');

const CreateSession = graphql(`
  mutation AgentResumeSession($input: CreateSessionInput!) {
    createSession(input: $input) {
      ... on CreateSessionPayload {
        session {
          id
        }
      }
    }
  }
`);

const Start = graphql(`
  mutation AgentResumeStart($input: SessionTransitionInput!) {
    startSession(input: $input) {
      __typename
    }
  }
`);

const Pause = graphql(`
  mutation AgentResumePause($input: SessionTransitionInput!) {
    pauseSession(input: $input) {
      __typename
    }
  }
`);

const PlannedSession = graphql(`
  mutation AgentResumePlanned($input: CreateSessionInput!) {
    createSession(input: $input) {
      ... on CreateSessionPayload {
        session {
          id
          phases {
            nodes {
              tasks {
                nodes {
                  id
                  steps {
                    nodes {
                      id
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
`);

const Lease = graphql(`
  mutation AgentResumeLease($input: AcquireLeaseInput!) {
    acquireLease(input: $input) {
      __typename
      ... on LeasePayload {
        lease {
          token
        }
      }
    }
  }
`);

const StartTask = graphql(`
  mutation AgentResumeStartTask($input: StartTaskInput!) {
    startTask(input: $input) {
      __typename
    }
  }
`);

const StartStep = graphql(`
  mutation AgentResumeStartStep($input: StartStepInput!) {
    startStep(input: $input) {
      __typename
    }
  }
`);

const PauseTask = graphql(`
  mutation AgentResumePauseTask($input: PauseTaskInput!) {
    pauseTask(input: $input) {
      __typename
    }
  }
`);

const ResumeTask = graphql(`
  mutation AgentResumeTask($input: ResumeTaskInput!) {
    resumeTask(input: $input) {
      __typename
      ... on ResumeTaskPayload {
        continuation {
          inProgress {
            action
          }
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

const Release = graphql(`
  mutation AgentResumeRelease($input: ReleaseLeaseInput!) {
    releaseLease(input: $input) {
      __typename
    }
  }
`);

const Checkpoint = graphql(`
  mutation AgentResumeCheckpoint($input: CreateCheckpointInput!) {
    createCheckpoint(input: $input) {
      __typename
      ... on CreateCheckpointPayload {
        checkpoint {
          id
        }
      }
    }
  }
`);

const Resume = graphql(`
  mutation AgentResume($input: ResumeSessionInput!) {
    resumeSession(input: $input) {
      __typename
      ... on ResumeSessionPayload {
        mode
        dryRun
        environment {
          valid
          warnings {
            code
          }
          errors {
            code
          }
          changedFiles {
            path
            action
          }
        }
        savedCheckpoint {
          id
          kind
          codeTree
          filesChanged {
            path
            action
          }
        }
        lease {
          token
        }
        plan {
          inProgress {
            action
          }
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

/** A plan of one task with one WRITE step declaring api.ts (with its sha256 when given). */
function writePlan(sha256?: string) {
  const writes = [{ path: 'api.ts', ...(sha256 && { sha256 }) }];
  return { phases: [{ name: 'build', tasks: [{ key: 'api', title: 'api', steps: [{ kind: 'WRITE' as const, title: 'write api', writes }] }] }] };
}

/**
 * A session on the agent's workspace with `plan`, started, its code checkpointed (the WRITE rolls back to that), then
 * the WRITE under way under a runner's lease: what a runner leaves when it dies mid-write.
 */
async function writeUnderWay(workspaceId: string, plan: ReturnType<typeof writePlan>, objective: string) {
  const created = await on(one)(PlannedSession, { input: { workspaceId, objective, plan } });
  const session = created.createSession && 'session' in created.createSession ? created.createSession.session : null;
  if (!session) throw new Error(JSON.stringify(created));
  const task = session.phases!.nodes[0]!.tasks!.nodes[0]!;
  await on(one)(Start, { input: { sessionId: session.id } });
  const { createCheckpoint } = await on(one)(Checkpoint, { input: { sessionId: session.id, label: 'before the write' } });
  if (createCheckpoint.__typename !== 'CreateCheckpointPayload') throw new Error(JSON.stringify(createCheckpoint));
  const lease = await on(one)(Lease, { input: { sessionId: session.id, holder: 'runner' } });
  const leaseToken = lease.acquireLease.__typename === 'LeasePayload' ? lease.acquireLease.lease!.token : -1;
  await on(one)(StartTask, { input: { taskId: task.id, leaseToken } });
  await on(one)(StartStep, { input: { stepId: task.steps!.nodes[0]!.id, leaseToken } });
  return { sessionId: session.id, taskId: task.id, leaseToken };
}

describe("resume of an agent's folder", () => {
  it('checks the folder through the agent, and FROM_CHECKPOINT writes the checkpoint through it, undoably, from either server', async () => {
    const folder = await tempDir('savepoint-agent-resume-');
    await write(folder, { 'notes.txt': 'original\n', 'x.txt': 'x\n' });
    const agent = await serveFolder(one, folder, { key: 'agent-resume' });
    const created = await on(one)(CreateSession, { input: { workspaceId: agent.workspaceId, objective: 'resume through the agent' } });
    const sessionId = created.createSession && 'session' in created.createSession ? created.createSession.session.id : '';
    await on(one)(Start, { input: { sessionId } });
    const checkpoint = async (label: string) => {
      const { createCheckpoint } = await on(one)(Checkpoint, { input: { sessionId, label } });
      if (createCheckpoint.__typename !== 'CreateCheckpointPayload') throw new Error(JSON.stringify(createCheckpoint));
      return createCheckpoint.checkpoint.id;
    };
    const v1 = await checkpoint('v1');
    const atV1 = readTree(folder);
    await write(folder, { 'x.txt': 'x2\n', 'y.txt': 'y\n' });
    await checkpoint('v2');
    await write(folder, { 'notes.txt': 'edited, never checkpointed\n', 'x.txt': null });
    const before = readTree(folder);
    await on(one)(Pause, { input: { sessionId } });

    // The environment: what changed since the last code checkpoint, seen by the agent. ABORT refuses on it.
    const dry = (await on(two)(Resume, { input: { sessionId, holder: 'r0', dryRun: true } })).resumeSession;
    if (dry.__typename !== 'ResumeSessionPayload') throw new Error(JSON.stringify(dry));
    expect(dry.environment).toMatchObject({ valid: true, errors: [], warnings: [{ code: 'FILES_CHANGED' }] });
    expect(dry.environment.changedFiles.map((file) => `${file.action} ${file.path}`).sort()).toEqual(['DELETED x.txt', 'MODIFIED notes.txt']);
    const aborted = (await on(two)(Resume, { input: { sessionId, holder: 'r0', changedFiles: 'ABORT' } })).resumeSession;
    expect(aborted).toMatchObject({ __typename: 'EnvironmentInvalidError' });
    expect(readTree(folder)).toEqual(before);

    // FROM_CHECKPOINT v1: the agent writes v1's files; the folder as it was is the RESUME checkpoint.
    const resumed = (await on(two)(Resume, { input: { sessionId, holder: 'r1', mode: 'FROM_CHECKPOINT', checkpointId: v1 } })).resumeSession;
    if (resumed.__typename !== 'ResumeSessionPayload') throw new Error(JSON.stringify(resumed));
    expect(readTree(folder)).toEqual(atV1);
    expect(resumed.savedCheckpoint).toMatchObject({ kind: 'RESUME', codeTree: expect.stringMatching(/^[0-9a-f]{40}$/) });
    expect(resumed.savedCheckpoint!.filesChanged.map((file) => `${file.action} ${file.path}`).sort()).toEqual(['DELETED x.txt', 'MODIFIED notes.txt']);

    // And back: FROM_CHECKPOINT to the RESUME checkpoint restores what was there, the uncheckpointed edit included.
    await on(one)(Release, { input: { sessionId, leaseToken: resumed.lease!.token } });
    const back = (await on(one)(Resume, { input: { sessionId, holder: 'r2', mode: 'FROM_CHECKPOINT', checkpointId: resumed.savedCheckpoint!.id } }))
      .resumeSession;
    expect(back.__typename, JSON.stringify(back)).toBe('ResumeSessionPayload');
    expect(readTree(folder)).toEqual(before);
  });

  it('a resume refused for its point (a checkpoint of another session, no phase to restart) asks the agent nothing', async () => {
    const folder = await tempDir('savepoint-agent-refused-');
    await write(folder, { 'a.txt': 'a\n' });
    const agent = await serveFolder(one, folder, { key: 'agent-refused' });
    const session = async () => {
      const created = await on(one)(CreateSession, { input: { workspaceId: agent.workspaceId, objective: 'refused resume' } });
      return created.createSession && 'session' in created.createSession ? created.createSession.session.id : '';
    };
    const [sessionId, otherId] = [await session(), await session()];
    const elsewhere = (await on(one)(Checkpoint, { input: { sessionId: otherId, label: 'elsewhere', includeCode: false } })).createCheckpoint;
    if (elsewhere.__typename !== 'CreateCheckpointPayload') throw new Error(JSON.stringify(elsewhere));
    const rawWorkspaceId = localId('Workspace', agent.workspaceId);
    const commands = async () =>
      (await one.app.database.db.selectFrom('agent_commands').select('id').where('workspace_id', '=', rawWorkspaceId).execute()).length;
    const before = await commands();
    for (const dryRun of [true, false]) {
      const refused = (await on(two)(Resume, { input: { sessionId, holder: 'r', mode: 'FROM_CHECKPOINT', checkpointId: elsewhere.checkpoint.id, dryRun } }))
        .resumeSession;
      expect(refused.__typename).toBe('CheckpointNotFoundError');
      // No plan, so no phase to restart: refused before the agent is asked, not once its snapshot is under way.
      const noPhase = (await on(two)(Resume, { input: { sessionId, holder: 'r', mode: 'RESTART_PHASE', dryRun } })).resumeSession;
      expect(noPhase.__typename).toBe('ContinuationFailedError');
    }
    expect(await commands()).toBe(before);
  });

  it('CONTINUE rolls back the files an interrupted WRITE declared, through the agent, and leaves the rest', async () => {
    const folder = await tempDir('savepoint-agent-rollback-');
    await write(folder, { 'api.ts': 'v1\n', 'other.ts': 'other\n' });
    const agent = await serveFolder(one, folder, { key: 'agent-rollback' });
    const { sessionId, leaseToken: token } = await writeUnderWay(agent.workspaceId, writePlan(), 'rollback through the agent');
    await write(folder, { 'api.ts': 'half written', 'other.ts': 'changed by hand\n' }); // the runner dies mid-write
    await on(one)(Release, { input: { sessionId, leaseToken: token } });

    const resumed = (await on(two)(Resume, { input: { sessionId, holder: 'r1' } })).resumeSession;
    if (resumed.__typename !== 'ResumeSessionPayload') throw new Error(JSON.stringify(resumed));
    expect(readTree(folder, { encoding: 'utf8' })).toEqual({ 'api.ts': 'v1\n', 'other.ts': 'changed by hand\n' });
    expect(resumed.savedCheckpoint).toMatchObject({ kind: 'RESUME', codeTree: expect.stringMatching(/^[0-9a-f]{40}$/) });
  });

  it("an interrupted WRITE whose declared file has its declared content in the agent's snapshot is SKIPPED, not redone", async () => {
    const folder = await tempDir('savepoint-agent-applied-');
    await write(folder, { 'api.ts': 'v1\n' });
    const agent = await serveFolder(one, folder, { key: 'agent-applied' });
    const sha256 = createHash('sha256').update('done\n').digest('hex');
    const plan = {
      phases: [
        { name: 'build', tasks: [{ key: 'api', title: 'api', steps: [{ kind: 'WRITE' as const, title: 'write api', writes: [{ path: 'api.ts', sha256 }] }] }] },
      ],
    };
    const interrupted = async (written: string) => {
      await write(folder, { 'api.ts': 'v1\n' });
      const { sessionId, leaseToken: token } = await writeUnderWay(agent.workspaceId, plan, `applied? ${written}`);
      await write(folder, { 'api.ts': written }); // the runner dies right after writing
      await on(one)(Release, { input: { sessionId, leaseToken: token } });
      const resumed = (await on(two)(Resume, { input: { sessionId, holder: 'r1' } })).resumeSession;
      if (resumed.__typename !== 'ResumeSessionPayload') throw new Error(JSON.stringify(resumed));
      await on(one)(Release, { input: { sessionId, leaseToken: resumed.lease!.token } });
      return { actions: resumed.plan.inProgress.map((step) => step.action), file: readTree(folder, { encoding: 'utf8' })['api.ts'] };
    };
    // The write landed whole: skipped, the file kept.
    expect(await interrupted('done\n')).toEqual({ actions: ['SKIP'], file: 'done\n' });
    // Cut short: rolled back to the last checkpoint, to be run again.
    expect(await interrupted('do')).toEqual({ actions: ['ROLLBACK_AND_RETRY'], file: 'v1\n' });
  });

  it("resumeTask of an agent's folder completes an interrupted WRITE the agent finds applied, and runs one cut short again", async () => {
    const folder = await tempDir('savepoint-agent-task-');
    await write(folder, { 'api.ts': 'v1\n' });
    const agent = await serveFolder(one, folder, { key: 'agent-task' });
    const sha256 = createHash('sha256').update('done\n').digest('hex');
    const plan = {
      phases: [
        { name: 'build', tasks: [{ key: 'api', title: 'api', steps: [{ kind: 'WRITE' as const, title: 'write api', writes: [{ path: 'api.ts', sha256 }] }] }] },
      ],
    };
    const pausedMidWrite = async (written: string) => {
      const { sessionId, taskId, leaseToken } = await writeUnderWay(agent.workspaceId, plan, `task ${written}`);
      await write(folder, { 'api.ts': written });
      await on(one)(PauseTask, { input: { taskId, reason: 'operator', leaseToken } });
      const { resumeTask } = await on(two)(ResumeTask, { input: { taskId, leaseToken } });
      if (resumeTask.__typename !== 'ResumeTaskPayload') throw new Error(JSON.stringify(resumeTask));
      await on(one)(Release, { input: { sessionId, leaseToken } });
      return resumeTask.continuation.inProgress.map((step) => step.action);
    };
    expect(await pausedMidWrite('done\n')).toEqual(['SKIP']); // found applied in the agent's snapshot: completed
    expect(await pausedMidWrite('do')).not.toContain('SKIP'); // cut short: run again (resumeTask never changes files)
  });
});
