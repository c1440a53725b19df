// forkSession all or nothing, against real git repositories and plain folders in temp folders: a failure at each stage
// (before the commit, while the folder is being made) leaves no folder, branch, worktree, session, workspace or event;
// two forks racing for one new folder never touch each other's files; another owner gets NOT_FOUND and nothing on
// disk. The folders themselves (what they hold, who may have them, two runners): fork.workspace.test.ts.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, realpath, rm } from 'node:fs/promises';
import path from 'node:path';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { storeWorkspace } from '../src/agent/snapshot-command.ts';
import { type ForkSessionInput, forkSession } from '../src/workflows/fork/fork-session.ts';
import { callerOf, createTestApp } from './helpers/app.ts';
import { fork, forked, rows } from './helpers/forks.ts';
import { readTree, tempDir, write } from './helpers/fs.ts';
import { gitTrimmed as git, userView, worktrees } from './helpers/git.ts';
import { blobId } from './helpers/objects.ts';
import { CreateWorkspace } from './helpers/operations.ts';
import { checkpoint } from './helpers/sessions.ts';
import { codeTreeOfCheckpoint, storedFiles } from './helpers/stored.ts';
import { sessionAt } from './helpers/workspaces.ts';

const serverRoot = await realpath(await tempDir('savepoint-fork-root-'));
const app = await createTestApp({ config: { workspaceRoots: [serverRoot] } });
const alice = await app.owner('alice');
const bob = await app.owner('bob');

const local = (id: string) => decodeGlobalID(id).id;
/** A new folder inside the server's root (removed with it after the file). */
const folder = (name: string) => mkdtemp(path.join(serverRoot, `${name}-`));
/** A path inside the server's root where nothing is yet. */
const newPath = async (name: string) => path.join(await folder('at'), name);

describe('forkSession all or nothing', () => {
  const injected = { beforeCommit: () => Promise.reject(new Error('injected')) };

  it('WORKTREE: a failure before the commit removes the worktree, its folder and its branch; no session, workspace or event', async () => {
    const caller = await callerOf(app, alice);
    const s = await sessionAt(alice, await folder('undo-wt'), { git: true });
    for (const exists of [false, true]) {
      const target = exists ? await folder('empty') : await newPath('doomed');
      const before = await userView(s.dir);
      const counted = await rows(app, alice.ownerId);
      const input: ForkSessionInput = {
        sessionId: local(s.session.id),
        fromCheckpointId: local(s.cp.id),
        workspace: { mode: 'WORKTREE', path: target, branchName: 'doomed' },
      };
      await expect(forkSession(caller, input, injected)).rejects.toThrow('injected');
      expect(exists ? await readdir(target) : existsSync(target), `existed: ${exists}`).toEqual(exists ? [] : false);
      expect(worktrees(s.dir)).toEqual([s.dir]);
      expect(existsSync(path.join(s.dir, '.git', 'worktrees'))).toBe(false);
      expect(await userView(s.dir)).toEqual(before); // no branch either
      expect(await rows(app, alice.ownerId)).toEqual(counted);
    }
  });

  it('DIRECTORY: a failure before the commit removes the folder made, or empties the empty folder it was given', async () => {
    const caller = await callerOf(app, alice);
    const s = await sessionAt(alice, await folder('undo-dir'));
    const sourceFiles = readTree(s.dir);
    for (const exists of [false, true]) {
      const target = exists ? await folder('empty') : await newPath('doomed');
      const counted = await rows(app, alice.ownerId);
      const input: ForkSessionInput = { sessionId: local(s.session.id), fromCheckpointId: local(s.cp.id), workspace: { mode: 'DIRECTORY', path: target } };
      await expect(forkSession(caller, input, injected)).rejects.toThrow('injected');
      expect(exists ? await readdir(target) : existsSync(target), `existed: ${exists}`).toEqual(exists ? [] : false);
      expect(await rows(app, alice.ownerId)).toEqual(counted);
    }
    expect(readTree(s.dir)).toEqual(sourceFiles);
  });

  it('SHARED: a failure before the commit leaves no session and no event', async () => {
    const caller = await callerOf(app, alice);
    const s = await sessionAt(alice, await folder('undo-shared'), { git: true });
    const before = await userView(s.dir);
    const counted = await rows(app, alice.ownerId);
    const input: ForkSessionInput = { sessionId: local(s.session.id), fromCheckpointId: local(s.cp.id), workspace: { mode: 'SHARED' } };
    await expect(forkSession(caller, input, injected)).rejects.toThrow('injected');
    expect(await rows(app, alice.ownerId)).toEqual(counted);
    expect(await userView(s.dir)).toEqual(before);
  });

  it('a failure while making the folder takes back what was made of it: git worktree add refused, the snapshot unreadable', async () => {
    const repo = await sessionAt(alice, await folder('undo-stage-git'), { git: true });
    const plain = await sessionAt(alice, await folder('undo-stage-plain'));
    const counted = await rows(app, alice.ownerId);
    // The branch is made, then `git worktree add` fails (git cannot record a worktree): the branch goes again.
    await write(repo.dir, { '.git/worktrees': 'not a folder\n' });
    const before = await userView(repo.dir);
    for (const exists of [false, true]) {
      const target = exists ? await folder('empty') : await newPath('wt-refused');
      const refused = await fork(alice, {
        sessionId: repo.session.id,
        fromCheckpointId: repo.cp.id,
        workspace: { mode: 'WORKTREE', path: target, branchName: 'refused' },
      });
      expect(refused, `existed: ${exists}`).toMatchObject({ __typename: 'RepositoryUnavailableError', message: expect.stringContaining('worktree add') });
      expect(exists ? await readdir(target) : existsSync(target), `existed: ${exists}`).toEqual(exists ? [] : false);
      expect(await userView(repo.dir)).toEqual(before); // no branch
    }
    // A taken branch name: refused before the folder is made.
    const taken = await newPath('wt-taken');
    expect(
      await fork(alice, { sessionId: repo.session.id, fromCheckpointId: repo.cp.id, workspace: { mode: 'WORKTREE', path: taken, branchName: 'main' } }),
    ).toMatchObject({ __typename: 'BranchExistsError', code: 'BRANCH_EXISTS' });
    expect(existsSync(taken)).toBe(false);
    // The snapshot cannot be read: a file of it is gone from the store of the folder's agent (its cache of the stored
    // objects, in the server's data folder; it still holds the tree, so it downloads nothing), and checking it out
    // fails. The new folder (or what was written into the empty one) is taken back.
    const agentStore = path.join(app.config.dataDir, 'agent', 'workspaces', storeWorkspace(plain.workspaceId, plain.dir).id);
    const blob = blobId(plain.dir, 'keep v1\n'); // sub/keep.txt at cp
    const looseBlob = path.join(agentStore, 'objects', blob.slice(0, 2), blob.slice(2));
    expect(existsSync(looseBlob)).toBe(true);
    await rm(looseBlob);
    for (const exists of [false, true]) {
      const target = exists ? await folder('empty') : await newPath('dir-unreadable');
      const unreadable = await fork(alice, { sessionId: plain.session.id, fromCheckpointId: plain.cp.id, workspace: { mode: 'DIRECTORY', path: target } });
      expect(unreadable, `existed: ${exists}`).toMatchObject({ __typename: 'WorkspaceUnavailableError', code: 'WORKSPACE_UNAVAILABLE' });
      expect(exists ? await readdir(target) : existsSync(target), `existed: ${exists}`).toEqual(exists ? [] : false);
      if (!exists) expect(await readdir(path.dirname(target))).toEqual([]); // nothing half-written beside it either
    }
    expect(await rows(app, alice.ownerId)).toEqual(counted);
  });

  it('an empty objective or a folder registered already is refused before any folder or branch is made', async () => {
    const repo = await sessionAt(alice, await folder('undo-refused'), { git: true });
    const plain = await sessionAt(alice, await folder('undo-refused-plain'));
    const registeredEmpty = await folder('registered-empty');
    const ws = await alice.gql(CreateWorkspace, { input: { path: registeredEmpty } });
    expect(ws.createWorkspace.__typename).toBe('CreateWorkspacePayload');
    const before = await userView(repo.dir);
    const counted = await rows(app, alice.ownerId);
    for (const [s, mode] of [
      [repo, 'WORKTREE'],
      [plain, 'DIRECTORY'],
    ] as const) {
      const target = await newPath('never');
      const blank = await fork(alice, { sessionId: s.session.id, fromCheckpointId: s.cp.id, objective: ' \n\t ', workspace: { mode, path: target } });
      expect(blank, mode).toMatchObject({ __typename: 'ValidationError', field: 'objective' });
      expect(existsSync(target), mode).toBe(false);
      const taken = await fork(alice, { sessionId: s.session.id, fromCheckpointId: s.cp.id, workspace: { mode, path: registeredEmpty } });
      expect(taken, mode).toMatchObject({ __typename: 'ValidationError', field: 'workspace.path', message: expect.stringContaining('already registered') });
      expect(await readdir(registeredEmpty), mode).toEqual([]);
    }
    expect(worktrees(repo.dir)).toEqual([repo.dir]);
    expect(await userView(repo.dir)).toEqual(before);
    expect(await rows(app, alice.ownerId)).toEqual(counted);
  });
});

describe('two forks into one new folder at once', () => {
  it("one of them gets it; the other is refused and takes back only what it made, never the winner's files", async () => {
    for (const mode of ['DIRECTORY', 'WORKTREE'] as const) {
      const first = await sessionAt(alice, await folder(`race-1-${mode}`), { git: true });
      const second = await sessionAt(alice, await folder(`race-2-${mode}`), { git: true });
      await write(second.dir, { 'second.txt': 'only in the second\n' });
      const secondCp = await checkpoint(alice, second.session.id, 'second');
      for (const exists of [false, true]) {
        const target = exists ? await folder('race-empty') : await newPath('race');
        const asked = (s: typeof first, cpId: string, branchName: string) =>
          fork(alice, { sessionId: s.session.id, fromCheckpointId: cpId, workspace: { mode, path: target, ...(mode === 'WORKTREE' ? { branchName } : {}) } });
        const results = await Promise.all([asked(first, first.cp.id, `race-first-${exists}`), asked(second, secondCp.id, `race-second-${exists}`)]);
        const name = `${mode} existed: ${exists}`;
        const won = results.findIndex((result) => result.__typename === 'ForkSessionPayload');
        expect(won, `${name}: ${JSON.stringify(results)}`).not.toBe(-1);
        expect(results[1 - won], name).toMatchObject({ __typename: 'ValidationError', field: 'workspace.path' });
        const winner = [first, second][won]!;
        const snapshot = await storedFiles(app.db, alice.ownerId, (await codeTreeOfCheckpoint(app.db, won === 0 ? first.cp.id : secondCp.id))!);
        expect(readTree(target), name).toEqual(snapshot);
        expect(forked(results[won]!).session.workspace.path, name).toBe(target);
        if (mode === 'WORKTREE') {
          expect(worktrees(winner.dir), name).toContain(target);
          expect(git(target, 'status', '--porcelain'), name).toBe('');
          expect(worktrees([first, second][1 - won]!.dir), name).not.toContain(target);
          expect(git([first, second][1 - won]!.dir, 'branch', '--list', `race-*-${exists}`), name).toBe('');
        }
      }
    }
  });
});

describe('forkSession tenancy', () => {
  it("another owner's session or checkpoint answers NOT_FOUND, and nothing is made on disk or in the repository", async () => {
    const s = await sessionAt(alice, await folder('tenancy'), { git: true });
    const theirs = await sessionAt(bob, await folder('tenancy-bob'), { git: true });
    const before = await userView(s.dir);
    const counted = { alice: await rows(app, alice.ownerId), bob: await rows(app, bob.ownerId) };
    const target = await newPath('stolen');
    const asked = [
      [bob, { sessionId: s.session.id, fromCheckpointId: s.cp.id }],
      [bob, { sessionId: theirs.session.id, fromCheckpointId: s.cp.id }],
      [alice, { sessionId: s.session.id, fromCheckpointId: theirs.cp.id }],
    ] as const;
    for (const [owner, from] of asked) {
      const result = await fork(owner, { ...from, workspace: { mode: 'WORKTREE', path: target, branchName: 'stolen' } });
      expect(result).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    }
    expect(existsSync(target)).toBe(false);
    expect(await userView(s.dir)).toEqual(before);
    expect(worktrees(s.dir)).toEqual([s.dir]);
    expect(worktrees(theirs.dir)).toEqual([theirs.dir]);
    expect(git(theirs.dir, 'branch', '--list', 'stolen')).toBe('');
    expect({ alice: await rows(app, alice.ownerId), bob: await rows(app, bob.ownerId) }).toEqual(counted);
  });
});
