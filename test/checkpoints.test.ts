// Checkpoints through the API: atomic snapshots of plan state, conversation and code; diffs; integrity; policy.
import { readFileSync, statSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { storeWorkspace } from '../src/agent/snapshot-command.ts';
import { findCheckpointWithVersion } from '../src/checkpoints/checkpoint.queries.ts';
import { narrow } from '../src/client/results.ts';
import { findObjectHeads } from '../src/objects/object.queries.ts';
import { createCheckpoint } from '../src/workflows/checkpoints/create-checkpoint.ts';
import { graphql } from './gql/index.ts';
import { callerOf, createTestApp } from './helpers/app.ts';
import { sessionFor } from './helpers/fixtures.ts';
import { tempDir, write } from './helpers/fs.ts';
import { git, initRepo } from './helpers/git.ts';
import { ChangeSession, CreateWorkspace, StepLifecycle, TaskLifecycle } from './helpers/operations.ts';

const app = await createTestApp();
const alice = await app.owner('alice');

async function repo(files: Record<string, string> = {}) {
  const dir = await tempDir('savepoint-repo-');
  await initRepo(dir, { 'README.md': '# demo\n', 'src/app.ts': 'export const a = 1;\n', '.gitignore': 'node_modules/\n*.log\n', ...files });
  return dir;
}

async function sessionIn(dir: string, extra: Parameters<typeof sessionFor>[1] = {}) {
  const ws = await alice.gql(CreateWorkspace, { input: { path: dir } });
  if (ws.createWorkspace.__typename !== 'CreateWorkspacePayload') throw new Error(JSON.stringify(ws));
  return sessionFor(alice, { workspaceId: ws.createWorkspace.workspace.id, ...extra });
}

const Create = graphql(`
  mutation Checkpoint($input: CreateCheckpointInput!) {
    createCheckpoint(input: $input) {
      __typename
      ... on CreateCheckpointPayload {
        checkpoint {
          id seq label kind codeTree gitCommit gitNote linesAdded linesRemoved verified
          filesChanged { path previousPath action additions deletions binary }
          task { key } step { title }
        }
      }
      ... on Error { code message }
      ... on WorkspaceUnavailableError { reason path }
    }
  }
`);

const Detail = graphql(`
  query CheckpointDetail($id: ID!, $against: ID) {
    node(id: $id) {
      ... on Checkpoint {
        seq verified stateSnapshot
        conversations { lastMessageSeq messages(first: 50) { nodes { seq content } } }
        diff(against: $against) {
          __typename
          ... on CheckpointDiff { from { seq } totals { filesChanged additions deletions } files { path action additions deletions binary hunks { header lines } } }
          ... on Error { code message }
        }
        stateDiff(against: $against) {
          __typename
          ... on CheckpointStateDiff { changes { entity name from to } }
          ... on Error { code message }
        }
      }
    }
  }
`);

const Checkpoints = graphql(`
  query SessionCheckpoints($id: ID!) {
    session(id: $id) { __typename ... on Session { checkpointPolicy { afterStep } checkpoints { nodes { seq kind label step { title } task { key } } } } }
  }
`);

const Append = graphql(`
  mutation CheckpointAppend($input: AppendMessagesInput!) { appendMessages(input: $input) { __typename ... on Error { message } } }
`);

async function checkpoint(sessionId: string, label = 'manual') {
  const result = await alice.gql(Create, { input: { sessionId, label } });
  if (result.createCheckpoint.__typename !== 'CreateCheckpointPayload') throw new Error(JSON.stringify(result.createCheckpoint));
  return result.createCheckpoint.checkpoint;
}

async function detail(id: string, against?: string) {
  const result = await alice.gql(Detail, { id, against });
  return result.node as Extract<NonNullable<typeof result.node>, { seq: number }>;
}

function userRepoState(dir: string) {
  return {
    index: readFileSync(path.join(dir, '.git', 'index')).toString('base64'),
    head: git(dir, 'rev-parse', 'HEAD'),
    branches: git(dir, 'branch', '-a'),
    stash: git(dir, 'stash', 'list'),
    status: git(dir, '--no-optional-locks', 'status', '--porcelain=v1', '--untracked-files=all'), // no index refresh
    refs: git(dir, 'for-each-ref'),
  };
}

describe('createCheckpoint', () => {
  it('snapshots tracked, untracked and ignored files without touching a dirty, partly staged user repository', async () => {
    const dir = await repo();
    await write(dir, {
      'src/app.ts': 'export const a = 2;\nexport const b = 3;\n',
      'notes.txt': 'untracked\n',
      'debug.log': 'ignored\n',
      'node_modules/x/index.js': 'ignored\n',
    });
    git(dir, 'add', 'src/app.ts');
    await write(dir, { 'src/app.ts': 'export const a = 2;\nexport const b = 4;\n' }); // staged and unstaged changes
    git(dir, 'stash', 'list');
    const before = userRepoState(dir);
    const session = await sessionIn(dir);
    const first = await checkpoint(session.id, 'start');
    expect(userRepoState(dir)).toEqual(before);
    expect(first).toMatchObject({ seq: 1, label: 'start', kind: 'MANUAL', verified: true });
    expect(first.codeTree).toMatch(/^[0-9a-f]{40}$/); // the agent's snapshot, its objects in the database
    expect(first.gitCommit).toBeNull();
    expect(first.filesChanged.map((file) => [file.path, file.action]).sort()).toEqual([
      ['.gitignore', 'ADDED'],
      ['README.md', 'ADDED'],
      ['notes.txt', 'ADDED'],
      ['src/app.ts', 'ADDED'],
    ]);
    const snapshot = (await detail(first.id)).stateSnapshot as { session: { state: string } };
    expect(snapshot.session.state).toBe('CREATED');
  });

  it('records modified, deleted, renamed and binary files since the previous checkpoint, with lines and hunks', async () => {
    const dir = await repo({ 'docs/guide.md': 'one\ntwo\nthree\n', 'old-name.txt': 'a file that will move\n' });
    const session = await sessionIn(dir);
    const first = await checkpoint(session.id, 'before');
    await write(dir, { 'src/app.ts': 'export const a = 1;\nexport const c = 5;\n', 'logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 0, 255]) });
    await rm(path.join(dir, 'docs/guide.md'));
    await rename(path.join(dir, 'old-name.txt'), path.join(dir, 'new-name.txt'));
    const second = await checkpoint(session.id, 'after');
    expect(second.seq).toBe(2);
    const byPath = Object.fromEntries(second.filesChanged.map((file) => [file.path, file]));
    expect(byPath['src/app.ts']).toMatchObject({ action: 'MODIFIED', additions: 1, deletions: 0 });
    expect(byPath['docs/guide.md']).toMatchObject({ action: 'DELETED', deletions: 3 });
    expect(byPath['new-name.txt']).toMatchObject({ action: 'RENAMED', previousPath: 'old-name.txt' });
    expect(byPath['logo.png']).toMatchObject({ action: 'ADDED', binary: true });
    expect(second.linesAdded).toBe(1);
    expect(second.linesRemoved).toBe(3);

    const diff = (await detail(second.id)).diff;
    if (diff.__typename !== 'CheckpointDiff') throw new Error(JSON.stringify(diff));
    expect(diff.from?.seq).toBe(1);
    expect(diff.totals).toEqual({ filesChanged: 4, additions: 1, deletions: 3 });
    expect(diff.files.find((file) => file.path === 'src/app.ts')!.hunks[0]!.lines).toContain('+export const c = 5;');
    expect(diff.files.find((file) => file.path === 'logo.png')!.hunks).toEqual([]);

    const backwards = (await detail(first.id, second.id)).diff;
    if (backwards.__typename !== 'CheckpointDiff') throw new Error(JSON.stringify(backwards));
    expect(backwards.files.find((file) => file.path === 'docs/guide.md')?.action).toBe('ADDED');
  });

  it('works in a directory that is not a git repository', async () => {
    const dir = await tempDir('savepoint-plain-');
    await write(dir, { 'a.txt': 'hello\n' });
    const session = await sessionIn(dir);
    const first = await checkpoint(session.id);
    expect(first.filesChanged).toEqual([expect.objectContaining({ path: 'a.txt', action: 'ADDED', additions: 1 })]);
    await write(dir, { 'a.txt': 'hello\nworld\n' });
    expect((await checkpoint(session.id)).filesChanged).toEqual([expect.objectContaining({ path: 'a.txt', action: 'MODIFIED', additions: 1 })]);
  });

  it('skips files over the size limit and notes them', async () => {
    const small = await createTestApp({ config: { maxSnapshotFileBytes: 1_000 } });
    const bob = await small.owner('bob');
    const dir = await tempDir('savepoint-big-');
    await write(dir, { 'small.txt': 'ok\n', 'big.bin': Buffer.alloc(5_000, 7) });
    const ws = await bob.gql(CreateWorkspace, { input: { path: dir } });
    const workspaceId = narrow(ws.createWorkspace, 'CreateWorkspacePayload').workspace.id;
    const session = await sessionFor(bob, { workspaceId });
    const result = await bob.gql(Create, { input: { sessionId: session.id } });
    if (result.createCheckpoint.__typename !== 'CreateCheckpointPayload') throw new Error(JSON.stringify(result));
    expect(result.createCheckpoint.checkpoint.filesChanged.map((file) => file.path)).toEqual(['small.txt']);
    expect(result.createCheckpoint.checkpoint.gitNote).toContain('big.bin');
  });

  it('keeps each conversation as it stood at the checkpoint', async () => {
    const dir = await repo();
    const session = await sessionIn(dir);
    const conversationId = session.conversations!.nodes[0]!.id;
    await alice.gql(Append, {
      input: {
        conversationId,
        messages: [
          { role: 'USER', content: 'one' },
          { role: 'ASSISTANT', content: 'two' },
        ],
      },
    });
    const cp = await checkpoint(session.id);
    await alice.gql(Append, { input: { conversationId, messages: [{ role: 'USER', content: 'three' }] } });
    const at = await detail(cp.id);
    expect(at.conversations).toEqual([
      {
        lastMessageSeq: 2,
        messages: {
          nodes: [
            { seq: 1, content: 'one' },
            { seq: 2, content: 'two' },
          ],
        },
      },
    ]);
  });
});

describe('automatic checkpoints', () => {
  const plan = {
    phases: [
      { name: 'build', tasks: [{ key: 'write', title: 'Write', steps: [{ kind: 'WRITE' as const, title: 'write a.txt' }] }] },
      { name: 'ship', tasks: [{ key: 'ship', title: 'Ship', steps: [{ kind: 'EXEC' as const, title: 'deploy' }] }] },
    ],
  };

  it('takes PLAN, STEP, PHASE and ERROR checkpoints by the default policy, at the right positions', async () => {
    const dir = await repo();
    const session = await sessionIn(dir, { plan });
    const tasks = session.phases!.nodes.flatMap((phase) => phase.tasks!.nodes);
    const [write1, ship] = tasks;
    await alice.gql(ChangeSession.start, { input: { sessionId: session.id } });
    await alice.gql(TaskLifecycle.start, { input: { taskId: write1!.id } });
    await alice.gql(StepLifecycle.start, { input: { stepId: write1!.steps!.nodes[0]!.id } });
    await write(dir, { 'a.txt': 'written by the step\n' });
    await alice.gql(StepLifecycle.complete, { input: { stepId: write1!.steps!.nodes[0]!.id } });
    await alice.gql(TaskLifecycle.complete, { input: { taskId: write1!.id } });
    await alice.gql(TaskLifecycle.start, { input: { taskId: ship!.id } });
    await alice.gql(StepLifecycle.start, { input: { stepId: ship!.steps!.nodes[0]!.id } });
    await alice.gql(StepLifecycle.fail, { input: { stepId: ship!.steps!.nodes[0]!.id, exitCode: 1, error: 'timeout' } });

    const result = await alice.gql(Checkpoints, { id: session.id });
    const nodes = narrow(result.session, 'Session').checkpoints!.nodes;
    expect(nodes.map((node) => node.kind)).toEqual(['PLAN', 'STEP', 'PHASE', 'ERROR']);
    expect(nodes[1]).toMatchObject({ step: { title: 'write a.txt' }, task: { key: 'write' } });
    expect(nodes[2]).toMatchObject({ task: { key: 'write' } });
    expect(nodes[3]).toMatchObject({ kind: 'ERROR', step: { title: 'deploy' } });
  });

  it('lists the tasks and steps whose state changed between checkpoints', async () => {
    const dir = await repo();
    const session = await sessionIn(dir, { plan, checkpointPolicy: { afterStep: false, phaseBoundary: false, planChange: false, onError: false } });
    const task = session.phases!.nodes[0]!.tasks!.nodes[0]!;
    const before = await checkpoint(session.id);
    await alice.gql(ChangeSession.start, { input: { sessionId: session.id } });
    await alice.gql(TaskLifecycle.start, { input: { taskId: task.id } });
    await alice.gql(StepLifecycle.start, { input: { stepId: task.steps!.nodes[0]!.id } });
    await alice.gql(StepLifecycle.complete, { input: { stepId: task.steps!.nodes[0]!.id } });
    const after = await checkpoint(session.id);
    expect((await alice.gql(Checkpoints, { id: session.id })).session).toMatchObject({ checkpointPolicy: { afterStep: false } });
    const diff = (await detail(after.id, before.id)).stateDiff;
    if (diff.__typename !== 'CheckpointStateDiff') throw new Error(JSON.stringify(diff));
    expect(diff.changes).toEqual([
      { entity: 'SESSION', name: 'Refactor the login flow', from: 'CREATED', to: 'RUNNING' },
      { entity: 'PHASE', name: 'build', from: 'PLANNED', to: 'RUNNING' },
      { entity: 'TASK', name: 'write', from: 'PENDING', to: 'RUNNING' },
      { entity: 'STEP', name: 'write a.txt', from: 'PENDING', to: 'COMPLETED' },
    ]);
  });
});

describe('integrity and redaction', () => {
  it('detects a checkpoint row edited in the database', async () => {
    const session = await sessionIn(await repo());
    const cp = await checkpoint(session.id);
    expect((await detail(cp.id)).verified).toBe(true);
    const other = await checkpoint(session.id);
    expect((await detail(other.id)).verified).toBe(true);
    // Its own part (the session's state, revision and todos).
    await sql`update checkpoints set state_snapshot = jsonb_set(state_snapshot, '{todos}', '[{"content":"forged","status":"completed","activeForm":"forging"}]') where id = ${decodeGlobalID(other.id).id}`.execute(
      app.db,
    );
    expect((await detail(other.id)).verified).toBe(false);
    expect((await detail(cp.id)).verified).toBe(true);
    // The plan it shares with the checkpoints of the same plan version: stored once, signed by its digest.
    const forged = '[{"id":"x","title":"forged","state":"APPROVED"}]';
    await sql`update plan_snapshots set plan = jsonb_set(plan, '{approvals}', ${forged}::jsonb)
              where id = (select plan_snapshot_id from checkpoints where id = ${decodeGlobalID(cp.id).id})`.execute(app.db);
    expect((await detail(cp.id)).verified).toBe(false);
  });

  it('answers a checkpoint with the row version its row has (what a verdict is remembered under), code or state only', async () => {
    const session = await sessionIn(await repo());
    const caller = await callerOf(app, alice);
    const sessionId = decodeGlobalID(session.id).id;
    // The first takes a plan snapshot of its own (made in its transaction); the next ones share it (made before).
    for (const includeCode of [false, true, false]) {
      const taken = await createCheckpoint(caller, { sessionId, includeCode });
      const stored = await findCheckpointWithVersion(app.db, taken.checkpoint.id);
      expect(stored?.row_version).toMatch(/^\d+:\d+$/);
      expect(taken.checkpoint.row_version).toBe(stored!.row_version);
    }
  });

  it('redacts secrets in messages, tool calls and event data on write, keeping shas and ids intact', async () => {
    const session = await sessionIn(await repo());
    const conversationId = session.conversations!.nodes[0]!.id;
    const key = 'sk-ant-api03-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdWXYZ';
    const sha = 'a94a8fe5ccb19ba61c4c0873d391e987982fbbd3';
    const uuid = '0199a3b2-7c1d-7e4f-9a2b-3c4d5e6f7a8b';
    await alice.gql(Append, {
      input: {
        conversationId,
        messages: [
          { role: 'USER', content: `use ${key} on commit ${sha} for run ${uuid}` },
          { role: 'ASSISTANT', content: 'ok', toolCalls: [{ name: 'http', input: { headers: { Authorization: `Bearer ${key}` } } }] },
          { role: 'TOOL', toolName: 'env', toolResult: `DB_PASSWORD=hunter2-is-not-a-password\nGIT_SHA=${sha}` },
        ],
      },
    });
    const rows = await app.db
      .selectFrom('messages')
      .select(['content', 'tool_calls', 'tool_result'])
      .where('session_id', '=', decodeGlobalID(session.id).id)
      .orderBy('seq')
      .execute();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(key.slice(0, 20));
    expect(stored).not.toContain('hunter2');
    expect(stored).toContain('***WXYZ');
    expect(stored).toContain(sha);
    expect(stored).toContain(uuid);

    const RecordEvent = graphql(`mutation RedactEvent($input: RecordEventInput!) { recordEvent(input: $input) { __typename } }`);
    await alice.gql(RecordEvent, {
      input: { sessionId: session.id, type: 'deploy', data: { token: 'ghp_1234567890abcdefghijABCDEFGHIJ123456', commit: sha } },
    });
    const [event] = await app.db.selectFrom('session_events').select('data').where('type', '=', 'custom.deploy').execute();
    expect(JSON.stringify(event!.data)).not.toContain('ghp_1234567890');
    expect(event!.data).toMatchObject({ commit: sha });
  });
});

describe('bad input and failure', () => {
  it('answers WORKSPACE_UNAVAILABLE when the directory is gone, and writes no row', async () => {
    const dir = await repo();
    const session = await sessionIn(dir);
    await rm(dir, { recursive: true, force: true });
    const result = await alice.gql(Create, { input: { sessionId: session.id } });
    expect(result.createCheckpoint).toMatchObject({
      __typename: 'WorkspaceUnavailableError',
      code: 'WORKSPACE_UNAVAILABLE',
      reason: 'WORKSPACE_MISSING',
      path: dir,
    });
    expect((await alice.gql(Checkpoints, { id: session.id })).session).toMatchObject({ checkpoints: { nodes: [] } });
  });

  // The snapshot store is the embedded agent's cache under <dataDir>/agent (agent/agent-store.ts), never in the
  // workspace. Damaged, the checkpoint is refused and nothing recorded; moved aside as the refusal says, the next
  // checkpoint hashes the folder again and is taken whole, diffed against the last one from the stored objects.
  it('answers REPOSITORY_CORRUPT for a damaged agent snapshot store, writes no row, and checkpoints whole once it is moved aside', async () => {
    const dir = await repo();
    const session = await sessionIn(dir);
    const first = await checkpoint(session.id);
    const workspaceId = encodeGlobalID('Workspace', (await sessionRow(decodeGlobalID(session.id).id)).workspace_id);
    const store = path.join(app.config.dataDir, 'agent', 'workspaces', storeWorkspace(workspaceId, dir).id);
    await rm(path.join(store, 'objects'), { recursive: true, force: true });
    await write(dir, { 'changed.txt': 'x\n' });
    const result = await alice.gql(Create, { input: { sessionId: session.id } });
    expect(result.createCheckpoint).toMatchObject({ __typename: 'WorkspaceUnavailableError', reason: 'REPOSITORY_CORRUPT', path: dir });
    expect((result.createCheckpoint as { message: string }).message).toContain(store);
    expect((await alice.gql(Checkpoints, { id: session.id })).session).toMatchObject({ checkpoints: { nodes: [{ seq: 1 }] } });

    await rename(store, `${store}.aside`);
    const second = await checkpoint(session.id);
    expect(second.seq).toBe(2);
    expect(second.filesChanged.map((file) => [file.path, file.action])).toEqual([['changed.txt', 'ADDED']]); // the rest as it was, blob for blob
    expect((await detail(second.id)).diff).toMatchObject({
      __typename: 'CheckpointDiff',
      from: { seq: first.seq },
      files: [{ path: 'changed.txt', hunks: [{ lines: ['+x'] }] }],
    });
    expect(statSync(path.join(store, 'objects')).isDirectory()).toBe(true); // a fresh store
  });

  it("refuses a diff against another session's checkpoint and an unknown kind", async () => {
    const one = await sessionIn(await repo());
    const two = await sessionIn(await repo());
    const a = await checkpoint(one.id);
    const b = await checkpoint(two.id);
    const result = await detail(a.id, b.id);
    expect(result.diff).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_FAILED' });
    expect(result.stateDiff).toMatchObject({ __typename: 'ValidationError' });
    const unknownKind = await alice.raw('mutation { createCheckpoint(input: { sessionId: "x", kind: WHENEVER }) { __typename } }');
    expect(unknownKind.status).toBe(400);
    expect(unknownKind.body.errors?.[0]?.message).toContain('WHENEVER');
  });

  it('leaves no row when the process fails between the snapshot and the transaction (the stored tree is an orphan)', async () => {
    const dir = await repo();
    const session = await sessionIn(dir);
    const caller = await callerOf(app, alice);
    const sessionId = decodeGlobalID(session.id).id;
    let treeBeforeCrash: string | null = null;
    await expect(
      createCheckpoint(
        caller,
        { sessionId, label: 'doomed' },
        {
          afterSnapshot: async () => {
            // The agent's report: the snapshot it took and uploaded, which no checkpoint names yet.
            const command = await app.db
              .selectFrom('agent_commands')
              .select(['state', 'result'])
              .where('session_id', '=', sessionId)
              .where('kind', '=', 'SNAPSHOT')
              .orderBy('created_at', 'desc')
              .executeTakeFirstOrThrow();
            expect(command.state).toBe('DONE');
            treeBeforeCrash = (command.result as { tree?: string } | null)?.tree ?? null;
            throw new Error('crash between the snapshot and the database');
          },
        },
      ),
    ).rejects.toThrow('crash between the snapshot and the database');
    const row = await sessionRow(sessionId);
    expect(row.last_checkpoint_seq).toBe(0);
    expect(await app.db.selectFrom('checkpoints').selectAll().where('session_id', '=', sessionId).execute()).toEqual([]);
    expect(treeBeforeCrash).toMatch(/^[0-9a-f]{40}$/);
    expect(await findObjectHeads(app.db, alice.ownerId, [treeBeforeCrash!])).toMatchObject([{ oid: treeBeforeCrash, type: 'tree' }]); // stored, named by nothing
    const next = await checkpoint(session.id); // and the next one is fine: the same folder, the same tree
    expect(next).toMatchObject({ seq: 1, codeTree: treeBeforeCrash });
  });
});

async function sessionRow(id: string) {
  return app.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
