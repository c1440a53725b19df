// forkSession into folders of its own, against real git repositories and plain folders in temp folders: WORKTREE (a
// git worktree on a new branch) and DIRECTORY (a new folder) hold exactly the fork point's snapshot and are new
// workspaces of the same owner; the user's branch, HEAD, index, files and stash never move; source and fork then run
// side by side under two leases without touching each other's files or messages (SHARED: one live lease for both);
// failures, races and tenancy: fork.failures.test.ts.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, realpath, rm, symlink, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { failure } from '../src/client/results.ts';
import { STALE_MS } from '../src/git/private-temp.ts';
import { grantRoot } from '../src/workspaces/workspace.service.ts';
import { createTestApp } from './helpers/app.ts';
import { fork, forked, rows, workOf } from './helpers/forks.ts';
import { readTree, tempDir, write } from './helpers/fs.ts';
import { gitTrimmed as git, userView, userViewWithout, worktrees } from './helpers/git.ts';
import { CreateWorkspace, LeaseOps } from './helpers/operations.ts';
import { append, lease, leasedCheckpoint, visible } from './helpers/sessions.ts';
import { codeTreeOfCheckpoint, storedFiles } from './helpers/stored.ts';
import { sessionAt, withoutIgnored } from './helpers/workspaces.ts';

const serverRoot = await realpath(await tempDir('savepoint-fork-root-'));
const outside = await realpath(await tempDir('savepoint-fork-outside-'));
const app = await createTestApp({ config: { workspaceRoots: [serverRoot] } });
const alice = await app.owner('alice');
const _bob = await app.owner('bob');

const local = (id: string) => decodeGlobalID(id).id;
/** A new folder inside the server's root (removed with it after the file). */
const folder = (name: string) => mkdtemp(path.join(serverRoot, `${name}-`));
/** A path inside the server's root where nothing is yet. */
const newPath = async (name: string) => path.join(await folder('at'), name);

describe('forkSession WORKTREE', () => {
  it("makes a git worktree on a new branch holding exactly the snapshot, a new workspace of the owner; the user's checkout does not move", async () => {
    const s = await sessionAt(alice, await folder('repo'), { git: true });
    git(s.dir, 'config', 'core.autocrlf', 'true'); // the user's line-ending conversion must not rewrite the fork's files
    const before = await userView(s.dir);
    expect(before.staged).not.toBe(''); // partly staged...
    expect(before.unstaged).not.toBe(''); // ...and changed on top
    expect(before.stash).not.toBe('');
    const target = await newPath('worktree');
    const made = forked(
      await fork(alice, { sessionId: s.session.id, fromCheckpointId: s.cp.id, workspace: { mode: 'WORKTREE', path: target, branchName: 'try-other' } }),
    );
    expect(made.forkPoint).toMatchObject({
      kind: 'CHECKPOINT',
      workspaceMode: 'WORKTREE',
      branch: 'refs/heads/try-other',
      checkpoint: { id: s.cp.id },
      codeCheckpoint: { id: s.cp.id },
      inheritedMessages: 2,
    });
    // A new workspace of the same owner, at the new folder.
    expect(made.session.workspace.path).toBe(target);
    expect(made.session.workspace.id).not.toBe(s.workspaceId);
    const registered = await app.db.selectFrom('workspaces').selectAll().where('id', '=', local(made.session.workspace.id)).executeTakeFirstOrThrow();
    expect(registered).toMatchObject({ owner_id: alice.ownerId, path: target });
    // The folder is a worktree of the user's repository, on the branch, holding the snapshot byte for byte.
    expect(worktrees(s.dir)).toEqual([s.dir, target]);
    expect(git(target, 'symbolic-ref', 'HEAD')).toBe('refs/heads/try-other');
    expect(git(target, 'status', '--porcelain', '--untracked-files=all')).toBe('');
    // cp's snapshot is the tree its agent stored (git's id of the folder's tree), read back from the server's objects.
    const cpTree = (await codeTreeOfCheckpoint(app.db, s.cp.id))!;
    expect(cpTree).toMatch(/^[0-9a-f]{40}$/);
    const snapshot = await storedFiles(app.db, alice.ownerId, cpTree);
    expect(Object.keys(snapshot).sort()).toEqual(['.gitignore', 'a.txt', 'bin.dat', 'sub/keep.txt']);
    expect(readTree(target)).toEqual(snapshot);
    expect(readTree(target)).toEqual(withoutIgnored(s.atCp)); // the files as they were when cp was taken
    expect(git(s.dir, 'rev-parse', 'try-other^{tree}')).toBe(cpTree); // the branch's commit holds exactly that tree
    // The user's HEAD, branch, index, working files, stash and other refs are as they were.
    expect(await userViewWithout(s.dir, 'refs/heads/try-other')).toEqual(before);
    // The source's own folder and conversation: untouched; the fork sees what was visible at cp.
    expect(await visible(alice, made.session.conversations!.nodes[0]!.id)).toEqual(['m1', 'm2']);
    expect(await visible(alice, s.conversationId)).toEqual(['m1', 'm2', 'm3']);
  });

  it('from each point kind, with and without the conversation, into a worktree, a new folder and the shared folder', async () => {
    const s = await sessionAt(alice, await folder('matrix'), { git: true });
    const messages = (await app.db
      .selectFrom('messages')
      .select(['id', 'content'])
      .where('conversation_id', '=', local(s.conversationId))
      .orderBy('seq')
      .execute()) as Array<{ id: string; content: string }>;
    const m3 = messages.find((m) => m.content === 'm3')!.id;
    const points = {
      CHECKPOINT: { fromCheckpointId: s.cp.id, visible: ['m1', 'm2'] },
      MESSAGE: { fromMessageId: Buffer.from(`Message:${m3}`).toString('base64'), visible: ['m1', 'm2', 'm3'] },
      TIME: { fromTime: new Date().toISOString(), visible: ['m1', 'm2', 'm3'] },
    };
    const snapshot = await storedFiles(app.db, alice.ownerId, (await codeTreeOfCheckpoint(app.db, s.cp.id))!);
    const before = await userView(s.dir);
    const sourceFiles = readTree(s.dir);
    const branches: string[] = [];
    for (const [kind, { visible: seen, ...from }] of Object.entries(points)) {
      for (const mode of ['WORKTREE', 'DIRECTORY', 'SHARED'] as const) {
        for (const includeConversation of [true, false]) {
          const name = `${kind} ${mode} ${includeConversation}`;
          const target = mode === 'SHARED' ? null : await newPath(mode.toLowerCase());
          const branchName = mode === 'WORKTREE' ? `fork-${kind}-${includeConversation}`.toLowerCase() : null;
          const workspace = target ? { mode, path: target, ...(branchName ? { branchName } : {}) } : { mode };
          const made = forked(await fork(alice, { sessionId: s.session.id, ...from, includeConversation, workspace }));
          expect(made.forkPoint, name).toMatchObject({
            kind,
            includeConversation,
            workspaceMode: mode,
            inheritedMessages: includeConversation ? seen.length : 0,
            codeCheckpoint: { id: s.cp.id },
            branch: branchName ? `refs/heads/${branchName}` : null,
          });
          expect(await visible(alice, made.session.conversations!.nodes[0]!.id), name).toEqual(includeConversation ? seen : []);
          expect(made.session.workspace.path, name).toBe(target ?? s.dir);
          if (target) expect(readTree(target), name).toEqual(snapshot);
          if (branchName) branches.push(`refs/heads/${branchName}`);
        }
      }
    }
    expect(readTree(s.dir)).toEqual(sourceFiles);
    expect(await userViewWithout(s.dir, ...branches)).toEqual(before);
    expect(worktrees(s.dir)).toHaveLength(1 + 3 * 2);
  });

  it('without a mode: a path on a git workspace makes a worktree, on a plain folder a new folder; no path shares the folder', async () => {
    const repo = await sessionAt(alice, await folder('default-git'), { git: true });
    const inRepo = forked(await fork(alice, { sessionId: repo.session.id, fromCheckpointId: repo.cp.id, workspace: { path: await newPath('d1') } }));
    expect(inRepo.forkPoint).toMatchObject({ workspaceMode: 'WORKTREE', branch: expect.stringMatching(/^refs\/heads\/savepoint\/fork-/) });
    const plain = await sessionAt(alice, await folder('default-plain'));
    const inPlain = forked(await fork(alice, { sessionId: plain.session.id, fromCheckpointId: plain.cp.id, workspace: { path: await newPath('d2') } }));
    expect(inPlain.forkPoint).toMatchObject({ workspaceMode: 'DIRECTORY', branch: null });
    const shared = forked(await fork(alice, { sessionId: plain.session.id, fromCheckpointId: plain.cp.id }));
    expect(shared.forkPoint.workspaceMode).toBe('SHARED');
    expect(shared.session.workspace.path).toBe(plain.dir);
  });
});

describe('forkSession DIRECTORY', () => {
  it('on a plain folder writes the snapshot into the new folder; a non-empty folder or a place outside the roots is refused, making nothing', async () => {
    const s = await sessionAt(alice, await folder('plain'));
    const sourceFiles = readTree(s.dir);
    const target = await newPath('copy');
    const made = forked(await fork(alice, { sessionId: s.session.id, fromCheckpointId: s.cp.id, workspace: { mode: 'DIRECTORY', path: target } }));
    expect(made.forkPoint).toMatchObject({ workspaceMode: 'DIRECTORY', branch: null, codeCheckpoint: { id: s.cp.id } });
    expect(readTree(target)).toEqual(s.atCp);
    expect(readTree(target)).toEqual(await storedFiles(app.db, alice.ownerId, (await codeTreeOfCheckpoint(app.db, s.cp.id))!));
    expect((await readdir(target)).sort()).toEqual(['a.txt', 'bin.dat', 'ignored.log', 'sub']); // no store, no .git
    expect(await readdir(path.dirname(target))).toEqual(['copy']); // the files were written beside it, then renamed
    expect(made.session.workspace.path).toBe(target);
    const registered = await app.db.selectFrom('workspaces').selectAll().where('id', '=', local(made.session.workspace.id)).executeTakeFirstOrThrow();
    expect(registered).toMatchObject({ owner_id: alice.ownerId, path: target });
    expect(readTree(s.dir)).toEqual(sourceFiles);

    // The folder is the fork's now: a second fork into it is refused, and it is left as it is.
    const counted = await rows(app, alice.ownerId);
    const held = readTree(target);
    const again = await fork(alice, { sessionId: s.session.id, fromCheckpointId: s.cp.id, workspace: { mode: 'DIRECTORY', path: target } });
    expect(again).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_FAILED', field: 'workspace.path' });
    expect(readTree(target)).toEqual(held);

    // Outside the roots, directly or through a symlink inside a root leading out: refused before anything is made.
    const leadsOut = path.join(serverRoot, `escape-${path.basename(s.dir)}`);
    await symlink(outside, leadsOut);
    for (const place of [path.join(outside, 'fork'), path.join(leadsOut, 'fork'), `${serverRoot}/../${path.basename(outside)}/fork`]) {
      const refused = await fork(alice, { sessionId: s.session.id, fromCheckpointId: s.cp.id, workspace: { mode: 'DIRECTORY', path: place } });
      expect(refused, place).toMatchObject({ __typename: 'ValidationError', field: 'workspace.path', message: expect.stringContaining('workspace roots') });
    }
    expect(await readdir(outside)).toEqual([]);
    // A branch name is WORKTREE's alone.
    const named = await fork(alice, {
      sessionId: s.session.id,
      fromCheckpointId: s.cp.id,
      workspace: { mode: 'DIRECTORY', path: await newPath('named'), branchName: 'x' },
    });
    expect(named).toMatchObject({ __typename: 'ValidationError', field: 'workspace.branchName' });
    // WORKTREE on a folder that is not a repository: refused, nothing made.
    const notRepo = await newPath('not-a-repo');
    const worktree = await fork(alice, { sessionId: s.session.id, fromCheckpointId: s.cp.id, workspace: { mode: 'WORKTREE', path: notRepo } });
    expect(worktree).toMatchObject({ __typename: 'RepositoryUnavailableError', code: 'REPOSITORY_UNAVAILABLE' });
    expect(existsSync(notRepo)).toBe(false);
    expect(await rows(app, alice.ownerId)).toEqual(counted);
  });

  it('removes the private folders a killed process left in the OS temp folder, older than a verb takes, and no younger one', async () => {
    // Each holds a copy of an owner's files, as an agent or server killed midway would leave it.
    const planted = async (age: number) => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'savepoint-export-'));
      await write(dir, { 'tree/secret.txt': 'an owner file' });
      const at = new Date(Date.now() - age);
      await utimes(dir, at, at);
      return dir;
    };
    const stale = await planted(STALE_MS + 60_000);
    const young = await planted(STALE_MS - 60 * 60_000);
    try {
      const s = await sessionAt(alice, await folder('plain'));
      forked(await fork(alice, { sessionId: s.session.id, fromCheckpointId: s.cp.id, workspace: { mode: 'DIRECTORY', path: await newPath('copy') } }));
      expect(existsSync(stale)).toBe(false);
      expect(readTree(young)).toEqual({ 'tree/secret.txt': Buffer.from('an owner file').toString('base64') });
    } finally {
      await Promise.all([stale, young].map((dir) => rm(dir, { recursive: true, force: true })));
    }
  });

  it("refuses a folder inside another owner's root, or another owner's workspace, before writing anything there", async () => {
    const s = await sessionAt(alice, await folder('tenant'), { git: true });
    const carol = await app.owner('carol');
    const carolsRoot = await folder('carols-root');
    const granted = await app.db.transaction().execute((trx) => grantRoot(trx, carol.ownerId, carolsRoot, app.settings.places));
    expect(granted).toBe(carolsRoot);
    const carolsEmpty = path.join(carolsRoot, 'empty');
    await mkdir(carolsEmpty);
    const registered = await carol.gql(CreateWorkspace, { input: { path: carolsEmpty } });
    expect(registered.createWorkspace.__typename).toBe('CreateWorkspacePayload');
    const counted = await rows(app, alice.ownerId);
    const before = await userView(s.dir);
    for (const place of [path.join(carolsRoot, 'mine'), carolsEmpty]) {
      for (const mode of ['DIRECTORY', 'WORKTREE'] as const) {
        const refused = await fork(alice, { sessionId: s.session.id, fromCheckpointId: s.cp.id, workspace: { mode, path: place } });
        expect(refused, `${mode} ${place}`).toMatchObject({
          __typename: 'ValidationError',
          field: 'workspace.path',
          message: expect.stringContaining('is not available to you'),
        });
      }
    }
    expect((await readdir(carolsRoot)).sort()).toEqual(['empty']);
    expect(await readdir(carolsEmpty)).toEqual([]);
    expect(await rows(app, alice.ownerId)).toEqual(counted);
    expect(await userView(s.dir)).toEqual(before);
    expect(worktrees(s.dir)).toEqual([s.dir]);
  });

  it("refuses a folder inside the source's folder: the source's snapshots and rewinds would take in the fork's files", async () => {
    const s = await sessionAt(alice, await folder('nested'), { git: true });
    const before = await userView(s.dir);
    const counted = await rows(app, alice.ownerId);
    for (const mode of ['DIRECTORY', 'WORKTREE'] as const) {
      const inside = path.join(s.dir, `fork-${mode}`);
      const refused = await fork(alice, { sessionId: s.session.id, fromCheckpointId: s.cp.id, workspace: { mode, path: inside } });
      expect(refused, mode).toMatchObject({ __typename: 'ValidationError', field: 'workspace.path', message: expect.stringContaining('overlaps') });
      expect(existsSync(inside), mode).toBe(false);
    }
    expect(await userView(s.dir)).toEqual(before);
    expect(await rows(app, alice.ownerId)).toEqual(counted);
  });
});

describe('source and fork side by side', () => {
  it('WORKTREE: two leases, two runners; each writes, talks and checkpoints without touching the other', async () => {
    const s = await sessionAt(alice, await folder('side'), { git: true });
    const target = await newPath('side-fork');
    const made = forked(
      await fork(alice, { sessionId: s.session.id, fromCheckpointId: s.cp.id, workspace: { mode: 'WORKTREE', path: target, branchName: 'side' } }),
    );
    const theFork = await workOf(alice, made.session.id);
    const sourceToken = await lease(alice, s.session.id, 'runner-source');
    const forkToken = await lease(alice, made.session.id, 'runner-fork');
    const sourceFiles = readTree(s.dir);
    const forkFiles = readTree(target);

    await write(s.dir, { 'source-only.txt': 'written by the source\n', 'sub/keep.txt': 'source keep\n' });
    await write(target, { 'fork-only.txt': 'written by the fork\n', 'a.txt': 'fork a\n' });
    await append(alice, s.conversationId, sourceToken, 's1');
    await append(alice, theFork.conversationId, forkToken, 'f1', 'f2');
    const sourceCp = await leasedCheckpoint(alice, s.session.id, sourceToken, 'source after fork');
    const forkCp = await leasedCheckpoint(alice, made.session.id, forkToken, 'fork after fork');

    expect(readTree(s.dir)).toEqual({
      ...sourceFiles,
      'source-only.txt': Buffer.from('written by the source\n').toString('base64'),
      'sub/keep.txt': Buffer.from('source keep\n').toString('base64'),
    });
    expect(readTree(target)).toEqual({
      ...forkFiles,
      'fork-only.txt': Buffer.from('written by the fork\n').toString('base64'),
      'a.txt': Buffer.from('fork a\n').toString('base64'),
    });
    expect(await visible(alice, s.conversationId)).toEqual(['m1', 'm2', 'm3', 's1']);
    expect(await visible(alice, theFork.conversationId)).toEqual(['m1', 'm2', 'f1', 'f2']);
    // Each checkpoint holds its own folder only, each stored as its own tree (no snapshot store in either folder: the
    // agents keep theirs in the server's data folder).
    const sourceSnapshot = await storedFiles(app.db, alice.ownerId, (await codeTreeOfCheckpoint(app.db, sourceCp.id))!);
    const forkSnapshot = await storedFiles(app.db, alice.ownerId, (await codeTreeOfCheckpoint(app.db, forkCp.id))!);
    expect(existsSync(path.join(target, '.savepoint-shadow'))).toBe(false);
    expect(existsSync(path.join(s.dir, '.git', 'savepoint-shadow'))).toBe(false);
    expect(Object.keys(sourceSnapshot)).toContain('source-only.txt');
    expect(Object.keys(sourceSnapshot)).not.toContain('fork-only.txt');
    expect(Object.keys(forkSnapshot).sort()).toEqual(['.gitignore', 'a.txt', 'bin.dat', 'fork-only.txt', 'sub/keep.txt']);
    expect(Buffer.from(forkSnapshot['a.txt']!, 'base64').toString()).toBe('fork a\n');
    expect(
      git(target, 'status', '--porcelain')
        .split('\n')
        .map((line) => line.trim())
        .sort(),
    ).toEqual(['?? fork-only.txt', 'M a.txt']);
    expect(git(s.dir, 'symbolic-ref', 'HEAD')).toBe('refs/heads/main');
  });

  it('SHARED: one live lease for both sessions, whichever takes it first', async () => {
    const s = await sessionAt(alice, await folder('shared'), { git: true });
    const made = forked(await fork(alice, { sessionId: s.session.id, fromCheckpointId: s.cp.id, workspace: { mode: 'SHARED' } }));
    expect(made.session.workspace).toEqual({ id: s.workspaceId, path: s.dir });
    const sourceToken = await lease(alice, s.session.id, 'runner-source');
    const second = (await alice.gql(LeaseOps.acquire, { input: { sessionId: made.session.id, holder: 'runner-fork' } })).acquireLease;
    expect(second).toMatchObject({ __typename: 'WorkspaceAlreadyOpenError', code: 'WORKSPACE_ALREADY_OPEN' });
    expect(failure(second).message).toContain(s.session.id);
    await alice.gql(LeaseOps.release, { input: { sessionId: s.session.id, leaseToken: sourceToken } });
    await lease(alice, made.session.id, 'runner-fork');
    const back = (await alice.gql(LeaseOps.acquire, { input: { sessionId: s.session.id, holder: 'runner-source' } })).acquireLease;
    expect(back).toMatchObject({ __typename: 'WorkspaceAlreadyOpenError', code: 'WORKSPACE_ALREADY_OPEN' });
    expect(failure(back).message).toContain(made.session.id);
  });
});
