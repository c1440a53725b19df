// A `.git` that points outside its workspace is refused (issue 21): a `.git` file (`gitdir: <path>`) or a `.git`
// symlink leading out of the folder, and a `commondir` leading out, at registration (ValidationError) and at use
// (WORKSPACE_UNAVAILABLE, reason REPOSITORY_OUTSIDE), so branch, stash and worktree writes never land in another
// repository. A linked worktree is one exception, kept narrow: its repository is the git folder of another workspace
// of the same owner (which is how Savepoint's own fork worktrees are made), and that repository names it back.
import { mkdtemp, realpath, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import { fork, forked } from './helpers/forks.ts';
import { digestDir, tempDir, write } from './helpers/fs.ts';
import { git, initRepo, refs } from './helpers/git.ts';
import { CreateWorkspace } from './helpers/operations.ts';
import { checkpoint } from './helpers/sessions.ts';
import { sessionAt } from './helpers/workspaces.ts';

const root = await realpath(await tempDir('savepoint-gitdir-root-'));
const app = await createTestApp({ config: { workspaceRoots: [root] } });
const alice = await app.owner('alice');
const bob = await app.owner('bob');

type Client = typeof alice;
const folder = (name: string) => mkdtemp(path.join(root, `${name}-`));

const OPERATIONS = `
  mutation GitdirCheckpoint($input: CreateCheckpointInput!) {
    createCheckpoint(input: $input) { __typename ... on CreateCheckpointPayload { checkpoint { id } } ...Refusal }
  }
  mutation GitdirRewind($input: RewindCodeInput!) {
    rewindCode(input: $input) { __typename ... on RewindPayload { rewind { id } } ...Refusal }
  }
  mutation GitdirBranch($input: CreateBranchFromCheckpointInput!) {
    createBranchFromCheckpoint(input: $input) { __typename ... on CreateBranchFromCheckpointPayload { branch { reference } } ...Refusal }
  }
  mutation GitdirFork($input: ForkSessionInput!) {
    forkSession(input: $input) { __typename ... on ForkSessionPayload { session { id } } ...Refusal }
  }
  fragment Refusal on Error { code message ... on WorkspaceUnavailableError { reason path } }
`;

async function run(client: Client, operationName: string, variables: Record<string, unknown>): Promise<any> {
  const response = await app.yoga.fetch('http://savepoint.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', authorization: `Bearer ${client.token}` },
    body: JSON.stringify({ query: OPERATIONS, operationName, variables }),
  });
  const answer = (await response.json()) as { data?: any; errors?: unknown[] };
  if (answer.errors?.length) throw new Error(`${operationName}: ${JSON.stringify(answer.errors)}`);
  return Object.values(answer.data)[0];
}

async function register(client: Client, dir: string) {
  return (await client.gql(CreateWorkspace, { input: { path: dir } })).createWorkspace;
}

/** Bob's registered repository: the one alice's `.git` tries to reach. */
async function bobsRepository() {
  const dir = await folder('bob-repo');
  await initRepo(dir, { 'secret.txt': 'bob only\n' });
  git(dir, 'worktree', 'add', '-q', '-b', 'bob-side', path.join(await folder('bob-wt'), 'wt'));
  expect(await register(bob, dir)).toMatchObject({ __typename: 'CreateWorkspacePayload' });
  return dir;
}

/** Everything of a repository's .git that a write would change (its refs, stash, objects, worktrees, config). */
const fingerprint = async (repo: string) => ({
  refs: refs(repo),
  stash: git(repo, 'stash', 'list'),
  digest: await digestDir(path.join(repo, '.git'), { skip: null }),
});

describe('a .git pointing outside its workspace', () => {
  it('is refused at registration: a gitdir file, a .git symlink, a commondir, a worktree of a repository that is not one of yours', async () => {
    const bobs = await bobsRepository();
    const bobsAdmin = path.join(bobs, '.git', 'worktrees', 'wt');
    const cases: Record<string, (dir: string) => Promise<void>> = {
      'gitdir file to a repository': (dir) => writeFile(path.join(dir, '.git'), `gitdir: ${bobs}/.git\n`),
      'relative gitdir file': async (dir) => writeFile(path.join(dir, '.git'), `gitdir: ${path.relative(dir, path.join(bobs, '.git'))}\n`),
      'gitdir file to a worktree of it': (dir) => writeFile(path.join(dir, '.git'), `gitdir: ${bobsAdmin}\n`),
      '.git symlink': (dir) => symlink(path.join(bobs, '.git'), path.join(dir, '.git')),
      'commondir in its own .git': async (dir) => {
        await initRepo(dir, { 'a.txt': 'a\n' });
        await writeFile(path.join(dir, '.git', 'commondir'), `${bobs}/.git\n`);
      },
      'refs folder a symlink': async (dir) => {
        await initRepo(dir, { 'a.txt': 'a\n' });
        await rm(path.join(dir, '.git', 'refs', 'heads'), { recursive: true });
        await symlink(path.join(bobs, '.git', 'refs', 'heads'), path.join(dir, '.git', 'refs', 'heads'));
      },
    };
    for (const [name, plant] of Object.entries(cases)) {
      const dir = await folder('alice');
      await plant(dir);
      const result = await register(alice, dir);
      expect(result, name).toMatchObject({ __typename: 'ValidationError', field: 'path', message: expect.stringContaining('.git') });
    }
    // A worktree made by hand of a repository alice has not registered: refused too (register the repository first).
    const unregistered = await folder('alice-unregistered');
    await initRepo(unregistered, { 'a.txt': 'a\n' });
    const handMade = path.join(await folder('alice-hand'), 'wt');
    git(unregistered, 'worktree', 'add', '-q', '-b', 'by-hand', handMade);
    expect(await register(alice, handMade)).toMatchObject({ __typename: 'ValidationError', message: expect.stringContaining('.git') });
    expect(await register(alice, unregistered)).toMatchObject({ __typename: 'CreateWorkspacePayload' });
    expect(await register(alice, handMade)).toMatchObject({ __typename: 'CreateWorkspacePayload' });
    // A .git symlink to a folder inside the workspace is its own repository.
    const inside = await folder('alice-inside');
    await initRepo(inside, { 'a.txt': 'a\n' });
    await rename(path.join(inside, '.git'), path.join(inside, '.repo'));
    await symlink('.repo', path.join(inside, '.git'));
    expect(await register(alice, inside)).toMatchObject({ __typename: 'CreateWorkspacePayload' });
  });

  it("is refused at use: a registered repository's .git swapped for a gitdir file into another owner's repository writes nothing there", async () => {
    const bobs = await bobsRepository();
    const s = await sessionAt(alice, await folder('alice-swapped'), { git: true });
    const before = await fingerprint(bobs);
    await rename(path.join(s.dir, '.git'), path.join(s.dir, '.git-aside'));
    const dotGits: Record<string, () => Promise<void>> = {
      'gitdir file': () => writeFile(path.join(s.dir, '.git'), `gitdir: ${bobs}/.git\n`),
      symlink: () => symlink(path.join(bobs, '.git'), path.join(s.dir, '.git')),
      commondir: async () => {
        await rename(path.join(s.dir, '.git-aside'), path.join(s.dir, '.git'));
        await writeFile(path.join(s.dir, '.git', 'commondir'), `${bobs}/.git\n`);
      },
    };
    for (const [name, plant] of Object.entries(dotGits)) {
      await plant();
      const refused = { __typename: 'WorkspaceUnavailableError', code: 'WORKSPACE_UNAVAILABLE', reason: 'REPOSITORY_OUTSIDE', path: s.dir };
      const input = { sessionId: s.session.id, checkpointId: s.cp.id };
      expect(await run(alice, 'GitdirBranch', { input: { checkpointId: s.cp.id, branchName: `via-${name.replace(' ', '-')}` } }), name).toMatchObject(refused);
      expect(await run(alice, 'GitdirRewind', { input: { ...input, preserve: 'BRANCH', branchName: 'kept-in-bob' } }), name).toMatchObject(refused);
      expect(await run(alice, 'GitdirRewind', { input: { ...input, preserve: 'STASH' } }), name).toMatchObject(refused);
      const place = path.join(await folder('alice-fork'), 'wt');
      expect(
        await run(alice, 'GitdirFork', { input: { sessionId: s.session.id, fromCheckpointId: s.cp.id, workspace: { mode: 'WORKTREE', path: place } } }),
        name,
      ).toMatchObject(refused);
      expect(await run(alice, 'GitdirCheckpoint', { input: { sessionId: s.session.id, label: name } }), name).toMatchObject(refused);
      expect(await fingerprint(bobs), name).toEqual(before);
      if (name === 'commondir') await rm(path.join(s.dir, '.git', 'commondir'));
      else await rm(path.join(s.dir, '.git'));
    }
    // Put back: the workspace works again.
    expect(await run(alice, 'GitdirCheckpoint', { input: { sessionId: s.session.id, label: 'back' } })).toMatchObject({
      __typename: 'CreateCheckpointPayload',
    });
  });

  it("keeps Savepoint's own fork worktrees working: checkpoint, rewind, branch and fork again in a worktree of the source's repository", async () => {
    const s = await sessionAt(alice, await folder('alice-source'), { git: true });
    const place = path.join(await folder('alice-forks'), 'wt');
    const made = forked(
      await fork(alice, { sessionId: s.session.id, fromCheckpointId: s.cp.id, workspace: { mode: 'WORKTREE', path: place, branchName: 'forked' } }),
    );
    expect(made.session.workspace.path).toBe(place);
    await write(place, { 'a.txt': 'in the fork\n' });
    const cp = await checkpoint(alice, made.session.id, 'in the fork');
    await write(place, { 'a.txt': 'after\n' });
    expect(await run(alice, 'GitdirRewind', { input: { sessionId: made.session.id, checkpointId: cp.id, preserve: 'STASH' } })).toMatchObject({
      __typename: 'RewindPayload',
    });
    expect(await run(alice, 'GitdirBranch', { input: { checkpointId: cp.id, branchName: 'from-the-fork' } })).toMatchObject({
      __typename: 'CreateBranchFromCheckpointPayload',
      branch: { reference: 'refs/heads/from-the-fork' },
    });
    const again = path.join(await folder('alice-forks'), 'wt2');
    expect(
      await run(alice, 'GitdirFork', { input: { sessionId: made.session.id, fromCheckpointId: cp.id, workspace: { mode: 'WORKTREE', path: again } } }),
    ).toMatchObject({
      __typename: 'ForkSessionPayload',
    });
    // A worktree of alice's repository is not bob's to register, even where bob may register folders.
    const handMade = path.join(await folder('bob-hand'), 'wt');
    git(s.dir, 'worktree', 'add', '-q', '-b', 'for-bob', handMade);
    expect(await register(bob, handMade)).toMatchObject({ __typename: 'ValidationError', message: expect.stringContaining('.git') });
  });
});
