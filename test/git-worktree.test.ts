// A worktree from a snapshot (for fork), against real git repositories in temp folders: a new branch at the snapshot
// checked out in a folder of its own, the user's main checkout (HEAD, branch, index, files, stash) untouched and none
// of their hooks run; taken back whole (folder, git's record, branch); refusals that make nothing. The snapshot is a
// tree in the workspace agent's store (agent-store.ts), and the worktree is made and taken back by git/worktree.ts
// with the agent store's git options, as the agent's FORK command does (fork-command.ts).
import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AgentStore, type AgentWorkspace, createAgentStore, gitOptionsOf, snapshot, storeDirOf } from '../src/agent/agent-store.ts';
import { PreserveProblem } from '../src/git/preserve.ts';
import { addWorktree, type MadeWorktree, removeWorktree, WorktreePathTaken, type WorktreeRequest } from '../src/git/worktree.ts';
import { readTree, sha256, tempDir, write } from './helpers/fs.ts';
import { git, initRepo, refs, snapshotFiles } from './helpers/git.ts';

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
  const store = agentStore(base);
  const workspace: AgentWorkspace = { id: 'ws-1', path: ws };
  const { tree } = await snapshot(store, workspace);
  return { base, ws, store, workspace, tree, storeDir: storeDirOf(store, workspace) };
}

/** An agent's store, its folder in `base`/agent (never inside a workspace). */
const agentStore = (base: string) => createAgentStore({ agentDir: path.join(base, 'agent'), maxFileBytes: 1 << 20 });

/** A worktree of the workspace's repository holding `request.commit` (a tree of the agent's store), as FORK makes it. */
const addWorktreeOf = (store: AgentStore, workspace: AgentWorkspace, request: WorktreeRequest) => addWorktree(gitOptionsOf(store, workspace), request);

/** Takes back what addWorktreeOf made, as FORK takes back a fork the server did not record. */
const removeWorktreeOf = (store: AgentStore, workspace: AgentWorkspace, made: MadeWorktree) => removeWorktree(gitOptionsOf(store, workspace), made);

describe('a worktree from a snapshot (git/worktree.ts, as FORK uses it)', () => {
  it("checks the snapshot out on a new branch in a folder of its own; the main checkout's HEAD, index and files do not move", async () => {
    const { base, ws, store, workspace, tree, storeDir } = await repoWithSnapshot();
    const hookRan = path.join(base, 'hook-ran');
    await write(ws, { '.git/hooks/post-checkout': `#!/bin/sh\ntouch '${hookRan}'\n` });
    await chmod(path.join(ws, '.git/hooks/post-checkout'), 0o755);
    const before = await userView(ws);
    const refsBefore = refs(ws);
    const folder = path.join(base, 'forks', 'one');
    await mkdir(path.dirname(folder)); // nothing is made above the folder asked for (a fork's parent must exist)

    const made = await addWorktreeOf(store, workspace, { commit: tree, branchName: 'fork/one', path: folder });
    expect(made).toMatchObject({ path: folder, existed: false, branch: { ref: 'refs/heads/fork/one' } });
    expect(snapshotFiles(storeDir, tree, 'utf8')).toEqual({
      '.gitignore': '*.log\n',
      'a.txt': 'a2 staged\n',
      'new/c.txt': 'untracked\n',
      'src/b.txt': 'b2 unstaged\n',
    });
    expect(readTree(folder, TEXT)).toEqual(snapshotFiles(storeDir, tree, 'utf8'));
    expect(git(folder, 'symbolic-ref', 'HEAD').trim()).toBe('refs/heads/fork/one');
    expect(git(folder, 'status', '--porcelain', '--untracked-files=all')).toBe('');
    expect(git(ws, 'rev-parse', 'fork/one').trim()).toBe(made.branch.commit);
    expect(git(ws, 'rev-parse', 'fork/one^{tree}').trim()).toBe(tree); // the branch's tree is the snapshot's
    expect(git(ws, 'rev-parse', 'fork/one^').trim()).toBe(before.head); // on top of the user's HEAD commit
    expect(worktrees(ws)).toContain(`worktree ${folder}\n`);
    expect(await userView(ws)).toEqual(before);
    expect(refs(ws)).toBe(`${refsBefore.replace('refs/heads/main', `refs/heads/fork/one ${made.branch.commit}\nrefs/heads/main`)}`);
    expect(existsSync(hookRan)).toBe(false);
  });

  it("remove takes back the folder, git's record of it and the branch; an empty folder given is left, empty", async () => {
    const { base, ws, store, workspace, tree } = await repoWithSnapshot();
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
      const made = await addWorktreeOf(store, workspace, { commit: tree, branchName: `fork-${existed}`, path: folder });
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
    const { base, ws, store, workspace, tree } = await repoWithSnapshot();
    const folder = path.join(base, 'moved');
    const made = await addWorktreeOf(store, workspace, { commit: tree, branchName: 'fork-moved', path: folder });
    await write(folder, { 'a.txt': 'committed in the fork\n' });
    git(folder, 'commit', '-q', '-am', 'fork work');
    const moved = git(ws, 'rev-parse', 'fork-moved').trim();
    expect(moved).not.toBe(made.branch.commit);
    await removeWorktreeOf(store, workspace, made);
    expect(existsSync(folder)).toBe(false);
    expect(git(ws, 'rev-parse', 'fork-moved').trim()).toBe(moved);
  });

  it('refuses, making nothing: a folder in the way, a taken branch name, a workspace that is not a git repository', async () => {
    const { base, ws, store, workspace, tree } = await repoWithSnapshot();
    const before = await userView(ws);
    const refsBefore = refs(ws);
    const listed = worktrees(ws);
    const full = path.join(base, 'full');
    await write(full, { 'mine.txt': 'keep me\n' });
    await write(base, { 'a-file': 'not a folder\n' });
    for (const folder of [full, path.join(base, 'a-file')]) {
      const refused = addWorktreeOf(store, workspace, { commit: tree, branchName: 'fork-x', path: folder });
      await expect(refused).rejects.toBeInstanceOf(WorktreePathTaken); // FORK answers FOLDER_TAKEN
      await expect(refused).rejects.toMatchObject({ path: folder });
    }
    expect(await readFile(path.join(full, 'mine.txt'), 'utf8')).toBe('keep me\n');
    expect(await readFile(path.join(base, 'a-file'), 'utf8')).toBe('not a folder\n');
    const taken = path.join(base, 'taken');
    const takenName = addWorktreeOf(store, workspace, { commit: tree, branchName: 'main', path: taken });
    await expect(takenName).rejects.toBeInstanceOf(PreserveProblem);
    await expect(takenName).rejects.toMatchObject({ kind: 'BRANCH_TAKEN', message: 'main' }); // FORK answers BRANCH_EXISTS
    expect(existsSync(taken)).toBe(false);
    expect(await userView(ws)).toEqual(before);
    expect(refs(ws)).toBe(refsBefore);
    expect(worktrees(ws)).toBe(listed);

    const plain = path.join(base, 'plain');
    await write(plain, { 'x.txt': 'x\n' });
    const plainWorkspace: AgentWorkspace = { id: 'ws-plain', path: plain };
    const plainSnapshot = await snapshot(store, plainWorkspace);
    const nowhere = path.join(base, 'nowhere');
    const noRepository = addWorktreeOf(store, plainWorkspace, { commit: plainSnapshot.tree, branchName: 'fork', path: nowhere });
    await expect(noRepository).rejects.toBeInstanceOf(PreserveProblem);
    await expect(noRepository).rejects.toMatchObject({ kind: 'UNAVAILABLE' }); // FORK answers REPOSITORY_UNAVAILABLE
    await expect(noRepository).rejects.toThrow(/not a git repository/);
    expect(existsSync(nowhere)).toBe(false);
    expect(existsSync(path.join(plain, '.git'))).toBe(false);
    await rm(plain, { recursive: true, force: true });
  });
});
