// forkSession into folders of its own, against real git repositories and plain folders in temp folders: WORKTREE (a
// git worktree on a new branch) and DIRECTORY (a new folder) hold exactly the fork point's snapshot and are new
// workspaces of the same owner; the user's branch, HEAD, index, files and stash never move; source and fork then run
// side by side under two leases without touching each other's files or messages (SHARED: one live lease for both);
// a failure at each stage leaves no folder, branch, worktree, session, workspace or event; another owner gets
// NOT_FOUND and nothing on disk.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, realpath, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { authenticate } from '../src/auth/token.service.ts';
import type { Caller } from '../src/caller.ts';
import { type ForkSessionInput, forkSession } from '../src/workflows/fork/fork-session.ts';
import { grantRoot } from '../src/workspaces/workspace.service.ts';
import { createTestApp, tempDir } from './helpers/app.ts';
import { git, userView, write } from './helpers/branch-fixtures.ts';
import { fork, forked } from './helpers/fork-fixtures.ts';
import { sessionAt, snapshotFiles, storeOf, withoutIgnored, workOf } from './helpers/fork-places.ts';
import { CreateWorkspace, LeaseOps } from './helpers/operations.ts';
import { AppendMessages, CreateCheckpoint, checkpoint, readTree, visible } from './helpers/rewind-fixtures.ts';

const serverRoot = await realpath(await tempDir('savepoint-fork-root-'));
const outside = await realpath(await tempDir('savepoint-fork-outside-'));
const app = await createTestApp({ config: { workspaceRoots: [serverRoot] } });
const alice = await app.owner('alice');
const bob = await app.owner('bob');
type Client = typeof alice;

const local = (id: string) => decodeGlobalID(id).id;
/** A new folder inside the server's root (removed with it after the file). */
const folder = (name: string) => mkdtemp(path.join(serverRoot, `${name}-`));
/** A path inside the server's root where nothing is yet. */
const newPath = async (name: string) => path.join(await folder('at'), name);

/** What a refused or failed fork must leave as it was: the owner's sessions, workspaces and every event. */
async function rows(ownerId: string) {
  const count = async (query: ReturnType<typeof sql<{ n: number }>>) => (await query.execute(app.db)).rows[0]!.n;
  return {
    sessions: await count(sql`select count(*)::int as n from sessions where owner_id = ${ownerId}`),
    workspaces: await count(sql`select count(*)::int as n from workspaces where owner_id = ${ownerId}`),
    events: await count(sql`select count(*)::int as n from session_events`),
  };
}

/** The user repository's worktrees (`git worktree list`), as their folders. */
const worktrees = (dir: string) =>
  git(dir, 'worktree', 'list', '--porcelain')
    .split('\n')
    .filter((line) => line.startsWith('worktree '))
    .map((line) => line.slice('worktree '.length));

/** userView, with the refs the fork may add (its branch) taken out, so everything else must be equal. */
async function userViewWithout(dir: string, ...refs: string[]) {
  const view = await userView(dir);
  const kept = view.refs.split('\n').filter((line) => !refs.some((ref) => line.startsWith(`${ref} `)));
  return { ...view, refs: kept.join('\n') };
}

async function callerOf(owner: Client): Promise<Caller> {
  const auth = await authenticate(app.db, `Bearer ${owner.token}`);
  if (!('viewer' in auth)) throw new Error('token');
  return { db: app.db, viewer: auth.viewer, settings: app.settings };
}

async function lease(owner: Client, sessionId: string, holder: string) {
  const result = (await owner.gql(LeaseOps.acquire, { input: { sessionId, holder } })).acquireLease;
  if (result.__typename !== 'LeasePayload') throw new Error(JSON.stringify(result));
  return result.lease!.token;
}

async function append(owner: Client, conversationId: string, leaseToken: number, ...contents: string[]) {
  const result = await owner.gql(AppendMessages, {
    input: { conversationId, leaseToken, messages: contents.map((content) => ({ role: 'ASSISTANT' as const, content })) },
  });
  if (result.appendMessages.__typename !== 'AppendMessagesPayload') throw new Error(JSON.stringify(result));
}

async function leasedCheckpoint(owner: Client, sessionId: string, leaseToken: number, label: string) {
  const result = (await owner.gql(CreateCheckpoint, { input: { sessionId, leaseToken, label } })).createCheckpoint;
  if (result.__typename !== 'CreateCheckpointPayload') throw new Error(JSON.stringify(result));
  return { ...result.checkpoint, gitCommit: result.checkpoint.gitCommit! };
}

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
    const snapshot = snapshotFiles(storeOf(s.dir, true), s.cp.gitCommit);
    expect(Object.keys(snapshot).sort()).toEqual(['.gitignore', 'a.txt', 'bin.dat', 'sub/keep.txt']);
    expect(readTree(target)).toEqual(snapshot);
    expect(readTree(target)).toEqual(withoutIgnored(s.atCp)); // the files as they were when cp was taken
    expect(git(s.dir, 'rev-parse', 'try-other^{tree}')).toBe(git(s.dir, `--git-dir=${storeOf(s.dir, true)}`, 'rev-parse', `${s.cp.gitCommit}^{tree}`));
    // The user's HEAD, branch, index, working files, stash and other refs are as they were.
    expect(await userViewWithout(s.dir, 'refs/heads/try-other')).toEqual(before);
    // The source's own folder and conversation: untouched; the fork sees what was visible at cp.
    expect(await visible(alice, made.session.conversations.nodes[0]!.id)).toEqual(['m1', 'm2']);
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
    const snapshot = snapshotFiles(storeOf(s.dir, true), s.cp.gitCommit);
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
          expect(await visible(alice, made.session.conversations.nodes[0]!.id), name).toEqual(includeConversation ? seen : []);
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
    expect(readTree(target)).toEqual(snapshotFiles(storeOf(s.dir, false), s.cp.gitCommit));
    expect((await readdir(target)).sort()).toEqual(['a.txt', 'bin.dat', 'ignored.log', 'sub']); // no store, no .git
    expect(await readdir(path.dirname(target))).toEqual(['copy']); // the files were written beside it, then renamed
    expect(made.session.workspace.path).toBe(target);
    const registered = await app.db.selectFrom('workspaces').selectAll().where('id', '=', local(made.session.workspace.id)).executeTakeFirstOrThrow();
    expect(registered).toMatchObject({ owner_id: alice.ownerId, path: target });
    expect(readTree(s.dir)).toEqual(sourceFiles);

    // The folder is the fork's now: a second fork into it is refused, and it is left as it is.
    const counted = await rows(alice.ownerId);
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
    expect(await rows(alice.ownerId)).toEqual(counted);
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
    const counted = await rows(alice.ownerId);
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
    expect(await rows(alice.ownerId)).toEqual(counted);
    expect(await userView(s.dir)).toEqual(before);
    expect(worktrees(s.dir)).toEqual([s.dir]);
  });

  it("refuses a folder inside the source's folder: the source's snapshots and rewinds would take in the fork's files", async () => {
    const s = await sessionAt(alice, await folder('nested'), { git: true });
    const before = await userView(s.dir);
    const counted = await rows(alice.ownerId);
    for (const mode of ['DIRECTORY', 'WORKTREE'] as const) {
      const inside = path.join(s.dir, `fork-${mode}`);
      const refused = await fork(alice, { sessionId: s.session.id, fromCheckpointId: s.cp.id, workspace: { mode, path: inside } });
      expect(refused, mode).toMatchObject({ __typename: 'ValidationError', field: 'workspace.path', message: expect.stringContaining('overlaps') });
      expect(existsSync(inside), mode).toBe(false);
    }
    expect(await userView(s.dir)).toEqual(before);
    expect(await rows(alice.ownerId)).toEqual(counted);
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
    // Each checkpoint holds its own folder only, in its own store (the worktree's is at its root, ignored by git).
    const sourceSnapshot = snapshotFiles(storeOf(s.dir, true), sourceCp.gitCommit);
    const forkSnapshot = snapshotFiles(storeOf(target, false), forkCp.gitCommit);
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
    expect((second as { message: string }).message).toContain(s.session.id);
    await alice.gql(LeaseOps.release, { input: { sessionId: s.session.id, leaseToken: sourceToken } });
    await lease(alice, made.session.id, 'runner-fork');
    const back = (await alice.gql(LeaseOps.acquire, { input: { sessionId: s.session.id, holder: 'runner-source' } })).acquireLease;
    expect(back).toMatchObject({ __typename: 'WorkspaceAlreadyOpenError', code: 'WORKSPACE_ALREADY_OPEN' });
    expect((back as { message: string }).message).toContain(made.session.id);
  });
});

describe('forkSession all or nothing', () => {
  const injected = { beforeCommit: () => Promise.reject(new Error('injected')) };

  it('WORKTREE: a failure before the commit removes the worktree, its folder and its branch; no session, workspace or event', async () => {
    const caller = await callerOf(alice);
    const s = await sessionAt(alice, await folder('undo-wt'), { git: true });
    for (const exists of [false, true]) {
      const target = exists ? await folder('empty') : await newPath('doomed');
      const before = await userView(s.dir);
      const counted = await rows(alice.ownerId);
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
      expect(await rows(alice.ownerId)).toEqual(counted);
    }
  });

  it('DIRECTORY: a failure before the commit removes the folder made, or empties the empty folder it was given', async () => {
    const caller = await callerOf(alice);
    const s = await sessionAt(alice, await folder('undo-dir'));
    const sourceFiles = readTree(s.dir);
    for (const exists of [false, true]) {
      const target = exists ? await folder('empty') : await newPath('doomed');
      const counted = await rows(alice.ownerId);
      const input: ForkSessionInput = { sessionId: local(s.session.id), fromCheckpointId: local(s.cp.id), workspace: { mode: 'DIRECTORY', path: target } };
      await expect(forkSession(caller, input, injected)).rejects.toThrow('injected');
      expect(exists ? await readdir(target) : existsSync(target), `existed: ${exists}`).toEqual(exists ? [] : false);
      expect(await rows(alice.ownerId)).toEqual(counted);
    }
    expect(readTree(s.dir)).toEqual(sourceFiles);
  });

  it('SHARED: a failure before the commit leaves no session and no event', async () => {
    const caller = await callerOf(alice);
    const s = await sessionAt(alice, await folder('undo-shared'), { git: true });
    const before = await userView(s.dir);
    const counted = await rows(alice.ownerId);
    const input: ForkSessionInput = { sessionId: local(s.session.id), fromCheckpointId: local(s.cp.id), workspace: { mode: 'SHARED' } };
    await expect(forkSession(caller, input, injected)).rejects.toThrow('injected');
    expect(await rows(alice.ownerId)).toEqual(counted);
    expect(await userView(s.dir)).toEqual(before);
  });

  it('a failure while making the folder takes back what was made of it: git worktree add refused, the snapshot unreadable', async () => {
    const repo = await sessionAt(alice, await folder('undo-stage-git'), { git: true });
    const plain = await sessionAt(alice, await folder('undo-stage-plain'));
    const counted = await rows(alice.ownerId);
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
    // The snapshot store is gone: the new folder (or what was written into the empty one) is taken back.
    await rm(storeOf(plain.dir, false), { recursive: true, force: true });
    for (const exists of [false, true]) {
      const target = exists ? await folder('empty') : await newPath('dir-unreadable');
      const unreadable = await fork(alice, { sessionId: plain.session.id, fromCheckpointId: plain.cp.id, workspace: { mode: 'DIRECTORY', path: target } });
      expect(unreadable, `existed: ${exists}`).toMatchObject({ __typename: 'WorkspaceUnavailableError', code: 'WORKSPACE_UNAVAILABLE' });
      expect(exists ? await readdir(target) : existsSync(target), `existed: ${exists}`).toEqual(exists ? [] : false);
      if (!exists) expect(await readdir(path.dirname(target))).toEqual([]); // nothing half-written beside it either
    }
    expect(await rows(alice.ownerId)).toEqual(counted);
  });

  it('an empty objective or a folder registered already is refused before any folder or branch is made', async () => {
    const repo = await sessionAt(alice, await folder('undo-refused'), { git: true });
    const plain = await sessionAt(alice, await folder('undo-refused-plain'));
    const registeredEmpty = await folder('registered-empty');
    const ws = await alice.gql(CreateWorkspace, { input: { path: registeredEmpty } });
    expect(ws.createWorkspace.__typename).toBe('CreateWorkspacePayload');
    const before = await userView(repo.dir);
    const counted = await rows(alice.ownerId);
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
    expect(await rows(alice.ownerId)).toEqual(counted);
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
        const snapshot = snapshotFiles(storeOf(winner.dir, true), won === 0 ? first.cp.gitCommit : secondCp.gitCommit!);
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
    const counted = { alice: await rows(alice.ownerId), bob: await rows(bob.ownerId) };
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
    expect({ alice: await rows(alice.ownerId), bob: await rows(bob.ownerId) }).toEqual(counted);
  });
});
