// The server never opens a folder an agent attached: its path names a place on the agent's machine, written by
// whoever holds the token. An owner who attaches "another owner's folder" (or /etc) as the path of an agent's
// workspace gets nothing of it: every verb that would do file work there is refused, nothing read or written.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import { tempDir } from './helpers/fs.ts';

const app = await createTestApp();
const alice = await app.owner('alice-trust');
const bob = await app.owner('bob-trust');
/** An owner the operator did not mark local: the server does no file work for it. */
const carol = await app.owner('carol-remote', { local: false });

type Json = Record<string, any>;

async function data(client: typeof alice, query: string, variables: Json): Promise<Json> {
  const { body } = await client.raw(query, variables);
  if (body.errors?.length) throw new Error(JSON.stringify(body.errors));
  return body.data as Json;
}

describe("an agent's workspace, from the server's side", () => {
  it("naming another owner's folder as an agent's path reads nothing of it: code checkpoints go to the agent, resume checks are refused", async () => {
    // Bob's folder on this server, with a secret in it.
    const bobsFolder = await tempDir('savepoint-bob-');
    await writeFile(path.join(bobsFolder, '.env'), 'BOB_SECRET=hunter2\n');
    await data(bob, 'mutation($i: CreateWorkspaceInput!) { createWorkspace(input: $i) { __typename } }', { i: { path: bobsFolder } });

    // Alice says her agent, on this very host name, holds that path.
    const attached = await data(
      alice,
      'mutation($i: AttachWorkspaceInput!) { attachWorkspace(input: $i) { __typename ... on AttachWorkspacePayload { workspace { id path host } } } }',
      { i: { agentKey: 'alice-agent', host: 'localhost', path: bobsFolder } },
    );
    const workspaceId = attached.attachWorkspace.workspace.id as string;
    const created = await data(
      alice,
      'mutation($i: CreateSessionInput!) { createSession(input: $i) { ... on CreateSessionPayload { session { id } } ... on Error { code message } } }',
      { i: { workspaceId, objective: 'read bob' } },
    );
    const sessionId = created.createSession.session.id as string;

    const checkpoint = await data(
      alice,
      'mutation($i: CreateCheckpointInput!) { createCheckpoint(input: $i) { __typename ... on Error { code message } ... on WorkspaceUnavailableError { reason } } }',
      { i: { sessionId, label: 'steal' } },
    );
    // Its code is the agent's to snapshot, and no agent serves it: refused, nothing recorded, nothing read here.
    expect(checkpoint.createCheckpoint).toMatchObject({ __typename: 'AgentOfflineError', code: 'AGENT_OFFLINE' });
    expect(JSON.stringify(checkpoint)).not.toContain('hunter2');

    const stateOnly = await data(
      alice,
      'mutation($i: CreateCheckpointInput!) { createCheckpoint(input: $i) { __typename ... on CreateCheckpointPayload { checkpoint { id } } } }',
      { i: { sessionId, label: 'state', includeCode: false } },
    );
    expect(stateOnly.createCheckpoint.__typename).toBe('CreateCheckpointPayload');

    const preview = await data(
      alice,
      'query($s: ID!) { node(id: $s) { ... on Session { resumePreview { __typename ... on ResumePreview { environment { valid errors { code } } } ... on Error { code } } } } }',
      { s: sessionId },
    );
    // Resume's check of the folder is its agent's too: none serves it, so the preview says so (and read nothing here).
    expect(preview.node.resumePreview).toMatchObject({ __typename: 'ResumePreview', environment: { valid: false, errors: [{ code: 'AGENT_OFFLINE' }] } });

    // Nothing of Savepoint's was written into Bob's folder, and his file is as it was.
    expect(await readFile(path.join(bobsFolder, '.env'), 'utf8')).toBe('BOB_SECRET=hunter2\n');
    expect(await readdir(bobsFolder)).toEqual(['.env']);
  });

  it("declared writes of an agent's workspace are never hashed here: no oracle on the files at its path on this server", async () => {
    const bobsFolder = await tempDir('savepoint-bob-oracle-');
    await writeFile(path.join(bobsFolder, '.env'), 'BOB_SECRET=hunter2\n');
    // Alice's agent "holds" Bob's folder; her steps declare writes of .env, one with the hash of its real content.
    const attached = await data(
      alice,
      'mutation($i: AttachWorkspaceInput!) { attachWorkspace(input: $i) { ... on AttachWorkspacePayload { workspace { id } } } }',
      { i: { agentKey: 'alice-oracle', host: 'localhost', path: bobsFolder } },
    );
    const workspaceId = attached.attachWorkspace.workspace.id as string;
    const decisionFor = async (guess: string) => {
      const sha256 = createHash('sha256').update(guess).digest('hex');
      const plan = {
        phases: [{ name: 'p', tasks: [{ key: 't', title: 't', steps: [{ kind: 'WRITE', title: 'write .env', writes: [{ path: '.env', sha256 }] }] }] }],
      };
      const created = await data(
        alice,
        'mutation($i: CreateSessionInput!) { createSession(input: $i) { ... on CreateSessionPayload { session { id phases { nodes { tasks { nodes { id steps { nodes { id } } } } } } } } } }',
        { i: { workspaceId, objective: 'guess', plan } },
      );
      const session = created.createSession.session;
      const task = session.phases.nodes[0].tasks.nodes[0];
      const started = await data(alice, 'mutation($i: SessionTransitionInput!) { startSession(input: $i) { __typename ... on Error { message } } }', {
        i: { sessionId: session.id },
      });
      const lease = await data(
        alice,
        'mutation($i: AcquireLeaseInput!) { acquireLease(input: $i) { __typename ... on LeasePayload { lease { token } } ... on Error { message } } }',
        { i: { sessionId: session.id, holder: 'runner' } },
      );
      if (!lease.acquireLease.lease) throw new Error(JSON.stringify([started, lease]));
      const leaseToken = lease.acquireLease.lease.token as number;
      await data(alice, 'mutation($i: StartTaskInput!) { startTask(input: $i) { __typename } }', { i: { taskId: task.id, leaseToken } });
      await data(alice, 'mutation($i: StartStepInput!) { startStep(input: $i) { __typename } }', { i: { stepId: task.steps.nodes[0].id, leaseToken } });
      const preview = await data(
        alice,
        'query($s: ID!) { node(id: $s) { ... on Session { resumePreview { __typename ... on ResumePreview { plan { inProgress { action reason } } } } } } }',
        { s: session.id },
      );
      await data(alice, 'mutation($i: ReleaseLeaseInput!) { releaseLease(input: $i) { __typename } }', { i: { sessionId: session.id, leaseToken } });
      return preview.node.resumePreview.plan.inProgress;
    };
    const right = await decisionFor('BOB_SECRET=hunter2\n');
    const wrong = await decisionFor('BOB_SECRET=guess\n');
    expect(right).toHaveLength(1);
    expect(right).toEqual(wrong); // the same answer whatever the guess: nothing of Bob's file was read
  });

  it('an owner that is not local registers no folder of this server and is told to run an agent; its agent attaches its own', async () => {
    const folder = await tempDir('savepoint-carol-');
    await writeFile(path.join(folder, 'x.txt'), 'x\n');
    const viewer = await data(carol, '{ viewer { local workspaceRoots } }', {});
    expect(viewer.viewer).toEqual({ local: false, workspaceRoots: [] });
    const refused = await data(carol, 'mutation($i: CreateWorkspaceInput!) { createWorkspace(input: $i) { __typename ... on Error { code message } } }', {
      i: { path: folder },
    });
    expect(refused.createWorkspace).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_FAILED' });
    expect(refused.createWorkspace.message).toMatch(/does no file work for you.*savepoint agent --workspace/);
    const listed = await data(carol, '{ workspaces { totalCount } }', {});
    expect(listed.workspaces.totalCount).toBe(0);

    // Its agent attaches its folder (on its own machine), and a session runs there.
    const attached = await data(
      carol,
      'mutation($i: AttachWorkspaceInput!) { attachWorkspace(input: $i) { __typename ... on AttachWorkspacePayload { workspace { id } } } }',
      { i: { agentKey: 'carol-agent', host: 'carols-laptop', path: '/home/carol/app' } },
    );
    const created = await data(carol, 'mutation($i: CreateSessionInput!) { createSession(input: $i) { ... on CreateSessionPayload { session { id } } } }', {
      i: { workspaceId: attached.attachWorkspace.workspace.id, objective: 'remote' },
    });
    expect(created.createSession.session.id).toBeTruthy();
    expect(await readdir(folder)).toEqual(['x.txt']);

    // Alice (local) registers the same kind of folder as before.
    const mine = await data(alice, 'mutation($i: CreateWorkspaceInput!) { createWorkspace(input: $i) { __typename } }', {
      i: { path: await tempDir('savepoint-alice-') },
    });
    expect(mine.createWorkspace.__typename).toBe('CreateWorkspacePayload');
  });

  it('an owner the operator makes non-local is refused file work at its next request, NOT_LOCAL, on the folders it registered before', async () => {
    const dave = await app.owner('dave-demoted');
    const folder = await tempDir('savepoint-dave-');
    await writeFile(path.join(folder, 'a.txt'), 'a\n');
    const registered = await data(
      dave,
      'mutation($i: CreateWorkspaceInput!) { createWorkspace(input: $i) { ... on CreateWorkspacePayload { workspace { id } } } }',
      {
        i: { path: folder },
      },
    );
    const created = await data(dave, 'mutation($i: CreateSessionInput!) { createSession(input: $i) { ... on CreateSessionPayload { session { id } } } }', {
      i: { workspaceId: registered.createWorkspace.workspace.id, objective: 'before and after' },
    });
    const sessionId = created.createSession.session.id as string;
    const take = async () =>
      (
        await data(
          dave,
          'mutation($i: CreateCheckpointInput!) { createCheckpoint(input: $i) { __typename ... on CreateCheckpointPayload { checkpoint { id } } ... on WorkspaceUnavailableError { reason message } } }',
          { i: { sessionId, label: 'code' } },
        )
      ).createCheckpoint;
    const first = await take();
    expect(first.__typename).toBe('CreateCheckpointPayload');

    // What an operator's change does (the column migrations/0014_local_owners.sql added).
    await sql`update owners set local = false where name = 'dave-demoted'`.execute(app.db);
    const before = await readdir(folder);
    await writeFile(path.join(folder, 'b.txt'), 'b\n');
    expect(await take()).toMatchObject({ __typename: 'WorkspaceUnavailableError', reason: 'NOT_LOCAL' });
    const rewound = await data(dave, 'mutation($i: RewindCodeInput!) { rewindCode(input: $i) { __typename ... on WorkspaceUnavailableError { reason } } }', {
      i: { sessionId, checkpointId: first.checkpoint.id },
    });
    expect(rewound.rewindCode).toMatchObject({ __typename: 'WorkspaceUnavailableError', reason: 'NOT_LOCAL' });
    const forked = await data(dave, 'mutation($i: ForkSessionInput!) { forkSession(input: $i) { __typename ... on WorkspaceUnavailableError { reason } } }', {
      i: { sessionId, fromCheckpointId: first.checkpoint.id, workspace: { path: path.join(await tempDir('savepoint-dave-fork-'), 'f') } },
    });
    expect(forked.forkSession).toMatchObject({ __typename: 'WorkspaceUnavailableError', reason: 'NOT_LOCAL' });
    const preview = await data(
      dave,
      'query($s: ID!) { node(id: $s) { ... on Session { resumePreview { ... on ResumePreview { environment { valid errors { code } } } } } } }',
      { s: sessionId },
    );
    expect(preview.node.resumePreview.environment).toMatchObject({ valid: false, errors: [{ code: 'NOT_LOCAL' }] });
    expect(await readdir(folder)).toEqual([...before, 'b.txt'].sort()); // nothing of Savepoint's written, b.txt left as it is
  });
});
