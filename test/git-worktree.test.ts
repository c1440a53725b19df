// A worktree from a snapshot (for fork), against real git repositories in temp folders: a new branch at the snapshot
// checked out in a folder of its own, the user's main checkout (HEAD, branch, index, files, stash) untouched and none
// of their hooks run; taken back whole (folder, git's record, branch); refusals that make nothing.
import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CodeWorkspace, snapshotCode } from '../src/code/snapshot.ts';
import { addWorktreeFromSnapshot, removeWorktreeOf } from '../src/code/worktree.ts';
import { ValidationError } from '../src/errors/domain.ts';
import { BranchExistsError, RepositoryUnavailableError } from '../src/errors/repository.ts';
import { readTree, sha256, tempDir, write } from './helpers/fs.ts';
import { codeStore, git, initRepo, refs, snapshotFiles } from './helpers/git.ts';

const TEXT = { encoding: 'utf8' } as const;

/** What the user sees of their main checkout: everything adding a worktree must leave exactly as it was. */
async function userView(ws: string) {
  return {
    head: git(ws, 'rev-parse', 'HEAD').trim(),
    branch: git(ws, 'symbolic-ref', 'HEAD').trim(),
    staged: git(ws, 'diff', '--cached'),
    unstaged: git(ws, 'diff'),
    status: git(ws, 'status', '--porcelain', '--untracked-files=all', '--ignored'),
    index: sha256(await readFile(path.join(ws, '.git', 'index'))),
    files: readTree(ws, TEXT),
    stash: git(ws, 'stash', 'list'),
  };
}

const worktrees = (ws: string) => git(ws, 'worktree', 'list', '--porcelain');

/** A repository with one commit, then changes (staged, unstaged, untracked, ignored) snapshotted; the changes stay. */
async function repoWithSnapshot() {
  const base = await tempDir('savepoint-worktree-test-');
  const ws = path.join(base, 'ws');
  await initRepo(ws, { 'a.txt': 'a1\n', 'src/b.txt': 'b1\n', '.gitignore': '*.log\n' });
  await write(ws, { 'a.txt': 'a2 staged\n' });
  git(ws, 'add', 'a.txt');
  await write(ws, { 'src/b.txt': 'b2 unstaged\n', 'new/c.txt': 'untracked\n', 'debug.log': 'ignored\n' });
  const store = codeStore(base);
  const workspace: CodeWorkspace = { id: 'ws-1', path: ws, host: null };
  const snapshot = await snapshotCode(store, workspace, { ref: 'refs/savepoint/test/fork-point', parent: null, label: 'fork point' });
  return { base, ws, store, workspace, commit: snapshot.commit, shadow: path.join(ws, '.git', 'savepoint-shadow') };
}

describe('addWorktreeFromSnapshot', () => {
  it("checks the snapshot out on a new branch in a folder of its own; the main checkout's HEAD, index and files do not move", async () => {
    const { base, ws, store, workspace, commit, shadow } = await repoWithSnapshot();
    const hookRan = path.join(base, 'hook-ran');
    await write(ws, { '.git/hooks/post-checkout': `#!/bin/sh\ntouch '${hookRan}'\n` });
    await chmod(path.join(ws, '.git/hooks/post-checkout'), 0o755);
    const before = await userView(ws);
    const refsBefore = refs(ws);
    const folder = path.join(base, 'forks', 'one');
    await mkdir(path.dirname(folder)); // nothing is made above the folder asked for (a fork's parent must exist)

    const made = await addWorktreeFromSnapshot(store, workspace, { commit, branchName: 'fork/one', path: folder });
    expect(made).toMatchObject({ path: folder, existed: false, branch: { ref: 'refs/heads/fork/one' } });
    expect(snapshotFiles(shadow, commit, 'utf8')).toEqual({
      '.gitignore': '*.log\n',
      'a.txt': 'a2 staged\n',
      'new/c.txt': 'untracked\n',
      'src/b.txt': 'b2 unstaged\n',
    });
    expect(readTree(folder, TEXT)).toEqual(snapshotFiles(shadow, commit, 'utf8'));
    expect(git(folder, 'symbolic-ref', 'HEAD').trim()).toBe('refs/heads/fork/one');
    expect(git(folder, 'status', '--porcelain', '--untracked-files=all')).toBe('');
    expect(git(ws, 'rev-parse', 'fork/one').trim()).toBe(made.branch.commit);
    expect(git(ws, 'rev-parse', 'fork/one^').trim()).toBe(before.head); // on top of the user's HEAD commit
    expect(worktrees(ws)).toContain(`worktree ${folder}\n`);
    expect(await userView(ws)).toEqual(before);
    expect(refs(ws)).toBe(`${refsBefore.replace('refs/heads/main', `refs/heads/fork/one ${made.branch.commit}\nrefs/heads/main`)}`);
    expect(existsSync(hookRan)).toBe(false);
  });

  it("remove takes back the folder, git's record of it and the branch; an empty folder given is left, empty", async () => {
    const { base, ws, store, workspace, commit } = await repoWithSnapshot();
    const before = await userView(ws);
    const refsBefore = refs(ws);
    const listed = worktrees(ws);
    const fresh = path.join(base, 'fresh');
    const empty = path.join(base, 'empty');
    await mkdir(empty);
    for (const [folder, existed] of [
      [fresh, false],
      [empty, true],
    ] as const) {
      const made = await addWorktreeFromSnapshot(store, workspace, { commit, branchName: `fork-${existed}`, path: folder });
      expect(made.existed).toBe(existed);
      await write(folder, { 'work/since.txt': 'written in the fork\n' }); // whatever the fork wrote goes with it
      await removeWorktreeOf(store, workspace, made);
      expect(existsSync(folder)).toBe(existed);
      if (existed) expect(await readdir(folder)).toEqual([]);
      expect(worktrees(ws)).toBe(listed);
      expect(refs(ws)).toBe(refsBefore);
    }
    expect(await userView(ws)).toEqual(before);
  });

  it('remove leaves the branch once it has moved on (work committed on it), taking back only the worktree', async () => {
    const { base, ws, store, workspace, commit } = await repoWithSnapshot();
    const folder = path.join(base, 'moved');
    const made = await addWorktreeFromSnapshot(store, workspace, { commit, branchName: 'fork-moved', path: folder });
    await write(folder, { 'a.txt': 'committed in the fork\n' });
    git(folder, 'commit', '-q', '-am', 'fork work');
    const moved = git(ws, 'rev-parse', 'fork-moved').trim();
    expect(moved).not.toBe(made.branch.commit);
    await removeWorktreeOf(store, workspace, made);
    expect(existsSync(folder)).toBe(false);
    expect(git(ws, 'rev-parse', 'fork-moved').trim()).toBe(moved);
  });

  it('refuses, making nothing: a folder in the way, a taken branch name, a workspace that is not a git repository', async () => {
    const { base, ws, store, workspace, commit } = await repoWithSnapshot();
    const before = await userView(ws);
    const refsBefore = refs(ws);
    const listed = worktrees(ws);
    const full = path.join(base, 'full');
    await write(full, { 'mine.txt': 'keep me\n' });
    await write(base, { 'a-file': 'not a folder\n' });
    for (const folder of [full, path.join(base, 'a-file')]) {
      const refused = addWorktreeFromSnapshot(store, workspace, { commit, branchName: 'fork-x', path: folder, field: 'worktreePath' });
      await expect(refused).rejects.toBeInstanceOf(ValidationError);
      await expect(refused).rejects.toMatchObject({ field: 'worktreePath' });
    }
    expect(await readFile(path.join(full, 'mine.txt'), 'utf8')).toBe('keep me\n');
    const taken = path.join(base, 'taken');
    await expect(addWorktreeFromSnapshot(store, workspace, { commit, branchName: 'main', path: taken })).rejects.toBeInstanceOf(BranchExistsError);
    expect(existsSync(taken)).toBe(false);
    expect(await userView(ws)).toEqual(before);
    expect(refs(ws)).toBe(refsBefore);
    expect(worktrees(ws)).toBe(listed);

    const plain = path.join(base, 'plain');
    await write(plain, { 'x.txt': 'x\n' });
    const plainWorkspace: CodeWorkspace = { id: 'ws-plain', path: plain, host: null };
    const snapshot = await snapshotCode(store, plainWorkspace, { ref: 'refs/savepoint/test/plain', parent: null, label: 'plain' });
    const nowhere = path.join(base, 'nowhere');
    await expect(addWorktreeFromSnapshot(store, plainWorkspace, { commit: snapshot.commit, branchName: 'fork', path: nowhere })).rejects.toBeInstanceOf(
      RepositoryUnavailableError,
    );
    expect(existsSync(nowhere)).toBe(false);
    await rm(plain, { recursive: true, force: true });
  });
});
