// createBranchFromCheckpoint through the API, against real git repositories in temp folders: the branch holds exactly
// the checkpoint's snapshot and leaves the user's HEAD, branch, index, files and refs alone; checkout switches only a
// clean working tree, and any refusal (changes, an ignored file in the way, a taken name, no repository, another
// owner's or a tampered checkpoint, a missing lease token) or a later failure leaves no branch and changes nothing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, readFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { failure, narrow } from '../src/client/results.ts';
import { createBranchFromCheckpoint } from '../src/workflows/branches/create-branch-from-checkpoint.ts';
import { callerOf, createTestApp } from './helpers/app.ts';
import { branchEvents, createBranch, made } from './helpers/branches.ts';
import { readTree, write } from './helpers/fs.ts';
import { GIT_ENV, gitTrimmed as git, git as run, userView } from './helpers/git.ts';
import { CreateCheckpoint, LeaseOps } from './helpers/operations.ts';
import { repoWithCheckpoint, sessionWithHistory } from './helpers/workspaces.ts';

const app = await createTestApp();
const alice = await app.owner('alice');
const bob = await app.owner('bob');
const local = (id: string) => decodeGlobalID(id).id;

describe('createBranchFromCheckpoint', () => {
  it("checkout: false makes a branch holding exactly the snapshot; the user's HEAD, branch, index, files and refs do not move", async () => {
    const { session, dir, v1 } = await repoWithCheckpoint(alice);
    await write(dir, { 'a.txt': 'staged\n' });
    git(dir, 'add', 'a.txt');
    await write(dir, { 'a.txt': 'unstaged\n', 'untracked.txt': 'mine\n' });
    const before = await userView(dir);
    const result = made(await createBranch(alice, { checkpointId: v1.id, branchName: 'from-v1' }));
    expect(result).toMatchObject({
      checkedOut: false,
      replayed: false,
      branch: { name: 'from-v1', reference: 'refs/heads/from-v1' },
      checkpoint: { id: v1.id },
    });
    expect(result.branch.commit).toBe(git(dir, 'rev-parse', 'refs/heads/from-v1'));
    // The branch's tree is the snapshot's stored tree itself (the same id: entry for entry, modes, blob ids, paths), and
    // so its files byte-for-byte.
    expect(result.checkpoint!.codeTree).toMatch(/^[0-9a-f]{40}$/);
    expect(git(dir, 'rev-parse', 'from-v1^{tree}')).toBe(result.checkpoint!.codeTree);
    expect(git(dir, 'ls-tree', '-r', '--name-only', 'from-v1').split('\n')).toEqual(['.gitignore', 'a.txt', 'bin.dat', 'sub/keep.txt']);
    expect(run(dir, 'show', 'from-v1:a.txt')).toBe('v1\n');
    expect(run(dir, 'show', 'from-v1:sub/keep.txt')).toBe('keep v1\n');
    expect(execFileSync('git', ['cat-file', 'blob', 'from-v1:bin.dat'], { cwd: dir, env: GIT_ENV })).toEqual(Buffer.from([0, 1, 2, 255]));
    expect(git(dir, 'rev-parse', 'from-v1^')).toBe(before.head); // on top of the user's HEAD commit
    expect(git(dir, 'log', '-1', '--format=%B', 'from-v1')).toContain(`checkpoint 1 "v1" of session ${local(session.id)}`);
    const after = await userView(dir);
    const newRef = `refs/heads/from-v1 ${result.branch.commit}`;
    expect({ ...after, refs: after.refs.replace(`${newRef}\n`, '') }).toEqual(before);
    expect(after.refs).toContain(newRef);
    expect(await branchEvents(alice, session.id)).toEqual([
      expect.objectContaining({
        actor: 'alice-token',
        data: { checkpointId: v1.id, branch: 'from-v1', commit: result.branch.commit, checkedOut: false },
      }),
    ]);
  });

  it('checkout: true on a clean working tree switches to the branch: HEAD on it, the files the snapshot, ignored files kept, no hook or filter run', async () => {
    const { session, dir, v1 } = await repoWithCheckpoint(alice);
    // The user's programs, which a switch would otherwise run: a post-checkout hook and a smudge filter.
    const marker = path.join(dir, '..', `${path.basename(dir)}-hook-ran`);
    await write(dir, { '.git/hooks/post-checkout': `#!/bin/sh\ntouch '${marker}'\n`, '.git/info/attributes': '*.txt filter=upper\n' });
    await chmod(path.join(dir, '.git/hooks/post-checkout'), 0o755);
    git(dir, 'config', 'filter.upper.smudge', 'tr a-z A-Z');
    git(dir, 'config', 'filter.upper.clean', 'cat');
    git(dir, 'config', 'filter.upper.required', 'true');
    const head = git(dir, 'rev-parse', 'HEAD');
    const result = made(await createBranch(alice, { checkpointId: v1.id, branchName: 'try-v1', checkout: true }));
    expect(result.checkedOut).toBe(true);
    expect(git(dir, 'symbolic-ref', 'HEAD')).toBe('refs/heads/try-v1');
    expect(git(dir, 'rev-parse', 'HEAD')).toBe(result.branch.commit);
    expect(git(dir, 'rev-parse', 'main')).toBe(head);
    expect(readTree(dir)).toEqual({
      '.gitignore': Buffer.from('ignored.log\n').toString('base64'),
      'a.txt': Buffer.from('v1\n').toString('base64'),
      'bin.dat': Buffer.from([0, 1, 2, 255]).toString('base64'),
      'sub/keep.txt': Buffer.from('keep v1\n').toString('base64'),
      'ignored.log': Buffer.from('local log\n').toString('base64'),
    });
    expect(git(dir, 'status', '--porcelain', '--untracked-files=all')).toBe(''); // index and files both the branch's
    expect(existsSync(marker)).toBe(false);
    expect((await branchEvents(alice, session.id)).map((e) => e.data)).toEqual([expect.objectContaining({ branch: 'try-v1', checkedOut: true })]);
  });

  it('checkout: true with a changed tracked file, a staged change or an untracked file answers WORKING_TREE_DIRTY: no branch, nothing changed', async () => {
    const cases: Array<[string, (dir: string) => Promise<void>, string]> = [
      ['modified', (dir) => write(dir, { 'a.txt': 'edited, not committed\n' }), 'a.txt'],
      [
        'staged',
        async (dir) => {
          await write(dir, { 'old.txt': 'staged\n' });
          git(dir, 'add', 'old.txt');
        },
        'old.txt',
      ],
      ['untracked', (dir) => write(dir, { 'notes/todo.txt': 'not ignored\n' }), 'notes/'],
    ];
    for (const [name, change, changedPath] of cases) {
      const { session, dir, v1 } = await repoWithCheckpoint(alice);
      await change(dir);
      const before = await userView(dir);
      const result = await createBranch(alice, { checkpointId: v1.id, branchName: `dirty-${name}`, checkout: true });
      // The agent names the changed paths with its report (`error.paths`), and in its words.
      expect(result, name).toMatchObject({ __typename: 'WorkingTreeDirtyError', code: 'WORKING_TREE_DIRTY', changedPaths: [changedPath] });
      expect(failure(result).message).toContain(changedPath);
      expect(failure(result).message).toMatch(/Commit or stash .* checkout: false/);
      expect(await userView(dir), name).toEqual(before);
      expect(await branchEvents(alice, session.id), name).toEqual([]);
    }
  });

  it('checkout: true where an ignored file is in the way: the switch refuses, the branch it made is taken back', async () => {
    // The snapshot holds build.txt; since then the user ignores it and has their own build.txt there.
    const { session, dir, v1 } = await repoWithCheckpoint(alice, { 'build.txt': 'from the snapshot\n' });
    await write(dir, { '.gitignore': 'ignored.log\nbuild.txt\n', 'build.txt': 'my local build\n' });
    git(dir, 'commit', '-qam', 'ignore build output');
    const before = await userView(dir);
    const result = await createBranch(alice, { checkpointId: v1.id, branchName: 'in-the-way', checkout: true });
    expect(result).toMatchObject({ __typename: 'WorkingTreeDirtyError', changedPaths: ['build.txt'] });
    expect(failure(result).message).toContain('build.txt'); // named in the agent's words too
    expect(await userView(dir)).toEqual(before); // no branch left, build.txt untouched
    expect(await readFile(path.join(dir, 'build.txt'), 'utf8')).toBe('my local build\n');
    expect(await branchEvents(alice, session.id)).toEqual([]);
  });

  it('a workspace that is not a git repository answers REPOSITORY_UNAVAILABLE, with or without checkout, changing nothing', async () => {
    const { session, dir, v1 } = await sessionWithHistory(alice);
    const before = readTree(dir);
    for (const checkout of [false, true]) {
      const result = await createBranch(alice, { checkpointId: v1.id, branchName: 'nowhere', checkout });
      expect(result).toMatchObject({ __typename: 'RepositoryUnavailableError', code: 'REPOSITORY_UNAVAILABLE', path: dir });
      expect(failure(result).message).toContain('not a git repository');
    }
    expect(readTree(dir)).toEqual(before);
    expect(await branchEvents(alice, session.id)).toEqual([]);
  });

  it('a taken or invalid branch name answers BRANCH_EXISTS, a secret-looking or empty one VALIDATION_FAILED, changing nothing', async () => {
    const { dir, v1 } = await repoWithCheckpoint(alice);
    made(await createBranch(alice, { checkpointId: v1.id, branchName: 'taken' }));
    const before = await userView(dir);
    for (const [branchName, checkout] of [
      ['main', true],
      ['taken', false],
      ['a..b', false],
      ['-x', false],
      ['taken/sub', false],
    ] as const) {
      expect(await createBranch(alice, { checkpointId: v1.id, branchName, checkout }), branchName).toMatchObject({
        __typename: 'BranchExistsError',
        code: 'BRANCH_EXISTS',
        takenName: branchName, // aliased: the payload's branch is an object
      });
    }
    for (const branchName of ['b-ghp_R3dact1onMarkerAbCdEfGhIjKlMnOpQrStu', '']) {
      expect(await createBranch(alice, { checkpointId: v1.id, branchName }), branchName).toMatchObject({ __typename: 'ValidationError', field: 'branchName' });
    }
    expect(await userView(dir)).toEqual(before);
  });

  it("another owner's checkpoint answers NOT_FOUND and makes no branch", async () => {
    const { session, dir, v1 } = await repoWithCheckpoint(alice);
    const before = await userView(dir);
    for (const checkout of [false, true]) {
      expect(await createBranch(bob, { checkpointId: v1.id, branchName: 'stolen', checkout })).toMatchObject({
        __typename: 'NotFoundError',
        code: 'NOT_FOUND',
      });
    }
    expect(await userView(dir)).toEqual(before);
    expect(await branchEvents(alice, session.id)).toEqual([]);
  });

  it('a tampered checkpoint answers CHECKPOINT_TAMPERED, one without a code snapshot VALIDATION_FAILED; no branch either way', async () => {
    const { session, dir, v1 } = await repoWithCheckpoint(alice);
    const stateOnly = await alice.gql(CreateCheckpoint, { input: { sessionId: session.id, label: 'state only', includeCode: false } });
    const noCode = narrow(stateOnly.createCheckpoint, 'CreateCheckpointPayload').checkpoint.id;
    const before = await userView(dir);
    expect(await createBranch(alice, { checkpointId: noCode, branchName: 'no-code' })).toMatchObject({ __typename: 'ValidationError', field: 'checkpointId' });
    await sql`update checkpoints set label = 'edited' where id = ${local(v1.id)}`.execute(app.db);
    expect(await createBranch(alice, { checkpointId: v1.id, branchName: 'tampered' })).toMatchObject({
      __typename: 'CheckpointTamperedError',
      code: 'CHECKPOINT_TAMPERED',
    });
    expect(await userView(dir)).toEqual(before);
  });

  it('an idempotency key replays the first answer and does nothing again; the same name without it answers BRANCH_EXISTS', async () => {
    const { session, dir, v1 } = await repoWithCheckpoint(alice);
    const input = { checkpointId: v1.id, branchName: 'once', idempotencyKey: 'branch-once' };
    const first = made(await createBranch(alice, input));
    const refs = git(dir, 'for-each-ref');
    const again = made(await createBranch(alice, input));
    expect(again).toEqual({ ...first, replayed: true });
    expect(git(dir, 'for-each-ref')).toBe(refs);
    expect(await createBranch(alice, { ...input, branchName: 'other' })).toMatchObject({ __typename: 'IdempotencyConflictError' });
    expect(await createBranch(alice, { checkpointId: v1.id, branchName: 'once' })).toMatchObject({ __typename: 'BranchExistsError' });
    expect(await branchEvents(alice, session.id)).toHaveLength(1);
  });

  it('checkout on a leased session needs the live lease token; checkout: false does not', async () => {
    const { session, dir, v1 } = await repoWithCheckpoint(alice);
    const lease = await alice.gql(LeaseOps.acquire, { input: { sessionId: session.id, holder: 'runner-1' } });
    const token = narrow(lease.acquireLease, 'LeasePayload').lease!.token;
    const before = await userView(dir);
    expect(await createBranch(alice, { checkpointId: v1.id, branchName: 'leased', checkout: true })).toMatchObject({ __typename: 'SessionLockedError' });
    expect(await createBranch(alice, { checkpointId: v1.id, branchName: 'leased', checkout: true, leaseToken: token + 1 })).toMatchObject({
      __typename: 'StaleLeaseError',
    });
    expect(await userView(dir)).toEqual(before);
    expect(made(await createBranch(alice, { checkpointId: v1.id, branchName: 'aside' })).checkedOut).toBe(false);
    expect(made(await createBranch(alice, { checkpointId: v1.id, branchName: 'leased', checkout: true, leaseToken: token })).checkedOut).toBe(true);
    expect(git(dir, 'symbolic-ref', 'HEAD')).toBe('refs/heads/leased');
  });

  it('a failure after the git work (before its record commits) switches back and deletes the branch: all or nothing', async () => {
    const caller = await callerOf(app, alice);
    for (const checkout of [false, true]) {
      const { session, dir, v1 } = await repoWithCheckpoint(alice);
      const before = await userView(dir);
      const stagedBefore = git(dir, 'ls-files', '--stage');
      const hooks = { beforeCommit: () => Promise.reject(new Error('injected')) };
      const input = { checkpointId: local(v1.id), branchName: 'doomed', checkout };
      await expect(createBranchFromCheckpoint(caller, input, hooks)).rejects.toThrow('injected');
      // Switched there and back, the index file holds new stat data: its entries (ls-files --stage) are compared.
      const { index: _, ...rest } = before;
      expect(await userView(dir), `checkout ${checkout}`).toEqual(checkout ? { ...rest, index: expect.any(String) } : before);
      expect(git(dir, 'ls-files', '--stage')).toBe(stagedBefore);
      expect(await branchEvents(alice, session.id)).toEqual([]);
    }
  });
});
