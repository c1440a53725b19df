// A workspace is checked when it is used, not only when it was registered (issue 21): the folder, or a folder above
// it, replaced by a symbolic link after registration (to a stand-in for /etc, to a fake server data folder) makes
// every verb that does file work (checkpoint, rewind, fork, branch and the resume environment check, all carried out
// by the folder's agent, here the one the server embeds) refuse with WORKSPACE_UNAVAILABLE (reason WORKSPACE_REPLACED),
// reading and writing nothing through the link. A diff is served from the stored snapshots and never opens the
// folder: it answers as before the swap, and nothing behind the link. The real folder put back, all work again.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, realpath, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import { sessionInFolder } from './helpers/fixtures.ts';
import { digestDir, tempDir, write } from './helpers/fs.ts';
import { initRepo } from './helpers/git.ts';
import { ChangeSession } from './helpers/operations.ts';
import { checkpoint } from './helpers/sessions.ts';

const root = await realpath(await tempDir('savepoint-swap-root-'));
const app = await createTestApp({ config: { workspaceRoots: [root] } });
const alice = await app.owner('alice');

const PASSWD = 'root:x:0:0:root:/root:/bin/bash\nSTAND-IN-FOR-ETC\n';
const DATA = { 'local-token': 'sp_STAND_IN_BOOTSTRAP_TOKEN\n', secret: 'STAND-IN-HMAC-KEY\n', 'shadow/readme': 'caches\n' };
const ONE_STEP = { phases: [{ name: 'work', tasks: [{ key: 't', title: 't', steps: [{ kind: 'EXEC' as const, title: 's' }] }] }] };

const OPERATIONS = `
  mutation SwapCheckpoint($input: CreateCheckpointInput!) {
    createCheckpoint(input: $input) { __typename ... on CreateCheckpointPayload { checkpoint { id gitNote filesChanged { path } } } ...Refusal }
  }
  query SwapDiff($id: ID!) {
    node(id: $id) { ... on Checkpoint { diff { __typename ... on CheckpointDiff { files { path hunks { lines } } } ...Refusal } } }
  }
  mutation SwapRewind($input: RewindCodeInput!) {
    rewindCode(input: $input) { __typename ... on RewindPayload { rewind { id } } ...Refusal }
  }
  mutation SwapFork($input: ForkSessionInput!) {
    forkSession(input: $input) { __typename ... on ForkSessionPayload { session { id } } ...Refusal }
  }
  mutation SwapBranch($input: CreateBranchFromCheckpointInput!) {
    createBranchFromCheckpoint(input: $input) { __typename ... on CreateBranchFromCheckpointPayload { branch { reference } } ...Refusal }
  }
  query SwapPreview($id: ID!) {
    session(id: $id) { ... on Session { resumePreview { __typename ... on ResumePreview { environment { valid errors { code message } } } ...Refusal } } }
  }
  fragment Refusal on Error { code message ... on WorkspaceUnavailableError { reason path } }
`;

async function run(operationName: string, variables: Record<string, unknown>): Promise<any> {
  const response = await app.yoga.fetch('http://savepoint.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', authorization: `Bearer ${alice.token}` },
    body: JSON.stringify({ query: OPERATIONS, operationName, variables }),
  });
  const answer = (await response.json()) as { data?: any; errors?: unknown[] };
  if (answer.errors?.length) throw new Error(`${operationName}: ${JSON.stringify(answer.errors)}`);
  return Object.values(answer.data)[0];
}

/** A started session in `base`/proj (a git repository when asked) with checkpoints v1 and v2. */
async function project(git: boolean) {
  const parent = await mkdtemp(path.join(root, 'swap-'));
  const dir = path.join(parent, 'proj');
  await mkdir(dir);
  if (git) await initRepo(dir, { '.gitignore': 'ignored.log\n', 'a.txt': 'committed\n' });
  await write(dir, { 'a.txt': 'v1\n' });
  const { session } = await sessionInFolder(alice, dir, ONE_STEP);
  await alice.gql(ChangeSession.start, { input: { sessionId: session.id } });
  const v1 = await checkpoint(alice, session.id, 'v1');
  await write(dir, { 'a.txt': 'v2\n', 'b.txt': 'new in v2\n' });
  const v2 = await checkpoint(alice, session.id, 'v2');
  const v2Diff = (await run('SwapDiff', { id: v2.id })).diff;
  expect(v2Diff).toMatchObject({ __typename: 'CheckpointDiff', files: [{ path: 'a.txt' }, { path: 'b.txt' }] });
  return { parent, dir, session, v1, v2, v2Diff };
}

/** A folder standing in for /etc or for the server's data folder, at `dir`. */
async function standIn(kind: 'etc' | 'data', dir: string) {
  await write(dir, kind === 'etc' ? { passwd: PASSWD } : DATA);
  return dir;
}

const undo: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const step of undo.splice(0).reverse()) await step();
});

/** Replaces `dir` with a symbolic link to `target` (the real folder moved aside); put back after the test. */
async function swap(dir: string, target: string) {
  await rename(dir, `${dir}.real`);
  await symlink(target, dir);
  undo.push(async () => {
    await rm(dir, { force: true });
    await rename(`${dir}.real`, dir);
  });
}

const replaced = (dir: string) => ({ __typename: 'WorkspaceUnavailableError', code: 'WORKSPACE_UNAVAILABLE', reason: 'WORKSPACE_REPLACED', path: dir });

/** Every verb that does file work on the workspace: each refused, as `expected`; the diff, from stored data, as before. */
async function everyVerb(s: Awaited<ReturnType<typeof project>>, git: boolean, expected: Record<string, unknown>) {
  const { session, v1, v2 } = s;
  const forkPlace = path.join(root, `fork-${Math.random().toString(36).slice(2)}`); // beside, not under the swapped folders
  const results: Record<string, any> = {
    checkpoint: await run('SwapCheckpoint', { input: { sessionId: session.id, label: 'through the link' } }),
    diff: (await run('SwapDiff', { id: v2.id })).diff,
    rewind: await run('SwapRewind', { input: { sessionId: session.id, checkpointId: v1.id } }),
    fork: await run('SwapFork', { input: { sessionId: session.id, fromCheckpointId: v1.id, workspace: { mode: 'DIRECTORY', path: forkPlace } } }),
    preview: (await run('SwapPreview', { id: session.id })).resumePreview,
  };
  if (git) {
    results.branch = await run('SwapBranch', { input: { checkpointId: v1.id, branchName: 'through-the-link' } });
    results.worktree = await run('SwapFork', {
      input: { sessionId: session.id, fromCheckpointId: v1.id, workspace: { mode: 'WORKTREE', path: `${forkPlace}-wt` } },
    });
  }
  const { preview, diff, ...verbs } = results;
  for (const [verb, result] of Object.entries(verbs)) expect(result, verb).toMatchObject(expected);
  expect(diff).toEqual(s.v2Diff); // the stored snapshots', not the files behind the link
  for (const made of [forkPlace, `${forkPlace}-wt`]) expect(existsSync(made), made).toBe(false); // no fork made from it
  expect(preview.environment.valid).toBe(false);
  expect(preview.environment.errors).toEqual([{ code: 'WORKSPACE_REPLACED', message: expected.message ?? expect.any(String) }]);
  const said = JSON.stringify(results);
  for (const secret of ['STAND-IN', 'passwd', 'local-token', 'sp_STAND']) expect(said).not.toContain(secret);
}

describe('a workspace replaced by a symbolic link after registration', () => {
  for (const git of [false, true]) {
    for (const kind of ['etc', 'data'] as const) {
      it(`${git ? 'git repository' : 'plain folder'}: the folder swapped for a link to a stand-in for ${kind === 'etc' ? '/etc' : "the server's data folder"}`, async () => {
        const s = await project(git);
        const target = await standIn(kind, await tempDir(`savepoint-standin-${kind}-`));
        const before = await digestDir(target, { skip: null, stat: true });
        await swap(s.dir, target);
        await everyVerb(s, git, { ...replaced(s.dir), message: expect.stringContaining('symbolic link') });
        expect(await digestDir(target, { skip: null, stat: true })).toBe(before);
      });
    }
  }

  it('a folder above the workspace swapped for a link to a folder holding a same-named stand-in', async () => {
    const s = await project(true);
    const outside = await tempDir('savepoint-standin-parent-');
    await standIn('etc', path.join(outside, 'proj'));
    const before = await digestDir(outside, { skip: null, stat: true });
    await swap(s.parent, outside);
    await everyVerb(s, true, replaced(s.dir));
    expect(await digestDir(outside, { skip: null, stat: true })).toBe(before);
  });

  it('works again once the real folder is back', async () => {
    const s = await project(true);
    const target = await standIn('etc', await tempDir('savepoint-standin-back-'));
    await swap(s.dir, target);
    expect(await run('SwapCheckpoint', { input: { sessionId: s.session.id, label: 'refused' } })).toMatchObject(replaced(s.dir));
    for (const step of undo.splice(0).reverse()) await step();
    const made = await run('SwapCheckpoint', { input: { sessionId: s.session.id, label: 'back' } });
    expect(made).toMatchObject({ __typename: 'CreateCheckpointPayload', checkpoint: { gitNote: null } });
    expect((await run('SwapDiff', { id: s.v2.id })).diff).toMatchObject({ __typename: 'CheckpointDiff' });
  });
});
