// Leaving the state before a rewind in the user's own repository (issue 13: preserve BRANCH and STASH), against real
// git repositories in temporary folders: the snapshot is taken into the workspace agent's store (agent-store.ts: a
// tree id), then kept as a branch or a stash entry, and the user's HEAD, branch, index, status, stash list, refs and
// files are checked to be untouched.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AgentStore, type AgentWorkspace, createAgentStore, preserve, snapshot, storeDirOf } from '../src/agent/agent-store.ts';
import { AgentError } from '../src/agent/command.ts';
import { digestDir, readTree, sha256, tempDir, write } from './helpers/fs.ts';
import { git, initRepo, refs, snapshotFiles } from './helpers/git.ts';

const TEXT = { encoding: 'utf8' } as const;

/** An agent's store, its folder in `base`/agent (never inside a workspace). */
const agentStore = (base: string) => createAgentStore({ agentDir: path.join(base, 'agent'), maxFileBytes: 1 << 20 });

/** The workspace's snapshot: its tree in the agent's store, and that store's folder. */
async function snapshotOf(store: AgentStore, workspace: AgentWorkspace) {
  const { tree } = await snapshot(store, workspace);
  return { tree, storeDir: storeDirOf(store, workspace) };
}

const asBranch = (store: AgentStore, workspace: AgentWorkspace, tree: string, branchName: string) =>
  preserve(store, workspace, tree, { mode: 'BRANCH', branchName, message: 'the workspace before a rewind' });
const asStash = (store: AgentStore, workspace: AgentWorkspace, tree: string, message: string) =>
  preserve(store, workspace, tree, { mode: 'STASH', branchName: null, message });

/** The error a call was refused with (null when it was not). */
const refusalOf = (attempt: Promise<unknown>) =>
  attempt.then(
    () => null,
    (error: unknown) => error,
  );

/** What the user sees of their repository: everything a preserve must leave exactly as it was (refs apart). */
async function userView(ws: string) {
  return {
    head: git(ws, 'rev-parse', 'HEAD'),
    branch: git(ws, 'symbolic-ref', '--quiet', 'HEAD'),
    staged: git(ws, 'diff', '--cached'),
    unstaged: git(ws, 'diff'),
    status: git(ws, 'status', '--porcelain', '--untracked-files=all', '--ignored'),
    index: sha256(await readFile(path.join(ws, '.git', 'index'))),
    files: readTree(ws, TEXT),
  };
}

const stashList = (ws: string) => git(ws, 'stash', 'list', '--format=%H %gs');

/**
 * A repository with one commit, an older stash entry, then a dirty state: a file staged and changed again, an
 * unstaged change, a deleted file, a new staged file, untracked files (one in a new folder) and ignored ones.
 */
async function dirtyRepo() {
  const base = await tempDir('savepoint-preserve-test-');
  const ws = path.join(base, 'ws');
  await initRepo(ws, { 'a.txt': 'a1\n', 'src/b.txt': 'b1\n', 'del.txt': 'gone soon\n', '.gitignore': '*.log\nbuild/\n' });
  await write(ws, { 'a.txt': 'stashed earlier\n' });
  git(ws, 'stash', 'push', '-q', '-m', 'older work');
  await write(ws, { 'a.txt': 'a2 staged\n', 'staged.txt': 'new and staged\n' });
  git(ws, 'add', 'a.txt', 'staged.txt');
  await write(ws, { 'a.txt': 'a3 unstaged on top\n', 'src/b.txt': 'b2\n', 'new.txt': 'untracked\n', 'dir/u.txt': 'untracked in a folder\n' });
  await write(ws, { 'debug.log': 'ignored\n', 'build/out.bin': 'ignored output\n' });
  await rm(path.join(ws, 'del.txt'));
  const store = agentStore(base);
  const workspace: AgentWorkspace = { id: 'ws-1', path: ws };
  const { tree, storeDir } = await snapshotOf(store, workspace);
  return { base, ws, store, workspace, tree, storeDir };
}

const EXPECTED_SNAPSHOT = {
  '.gitignore': '*.log\nbuild/\n',
  'a.txt': 'a3 unstaged on top\n',
  'dir/u.txt': 'untracked in a folder\n',
  'new.txt': 'untracked\n',
  'src/b.txt': 'b2\n',
  'staged.txt': 'new and staged\n',
};

describe('preserve as a branch', () => {
  it('makes a branch whose tree is the snapshot, on top of HEAD, and changes nothing else', async () => {
    const { ws, store, workspace, tree, storeDir } = await dirtyRepo();
    expect(snapshotFiles(storeDir, tree, 'utf8')).toEqual(EXPECTED_SNAPSHOT);
    const before = await userView(ws);
    const refsBefore = refs(ws);
    const stashBefore = stashList(ws);

    const kept = await asBranch(store, workspace, tree, 'savepoint/before-rewind-1');
    expect(kept).toEqual({
      kind: 'BRANCH',
      reference: 'refs/heads/savepoint/before-rewind-1',
      commit: git(ws, 'rev-parse', 'savepoint/before-rewind-1').trim(),
    });

    expect(git(ws, 'rev-parse', 'savepoint/before-rewind-1^{tree}')).toBe(`${tree}\n`);
    expect(git(ws, 'rev-parse', 'savepoint/before-rewind-1^')).toBe(before.head);
    expect(git(ws, 'diff', '--name-status', 'HEAD', 'savepoint/before-rewind-1')).toBe(
      'M\ta.txt\nD\tdel.txt\nA\tdir/u.txt\nA\tnew.txt\nM\tsrc/b.txt\nA\tstaged.txt\n',
    );
    git(ws, 'fsck', '--no-dangling', '--no-progress'); // every object the branch needs is in the user's repository
    expect(await userView(ws)).toEqual(before);
    expect(stashList(ws)).toBe(stashBefore);
    const added = refs(ws)
      .split('\n')
      .filter((line) => !refsBefore.split('\n').includes(line));
    expect(added).toEqual([`refs/heads/savepoint/before-rewind-1 ${kept.commit}`]);
  });

  it('refuses a taken, conflicting, invalid or hostile name, with nothing changed', async () => {
    const { ws, store, workspace, tree } = await dirtyRepo();
    git(ws, 'branch', 'feature');
    git(ws, 'tag', 'v1');
    const before = await userView(ws);
    const refsBefore = refs(ws);
    const digest = await digestDir(path.join(ws, '.git'));
    const names = [
      'main',
      'feature',
      'main/sub',
      '-f',
      '--force',
      '-',
      'HEAD',
      '@{-1}',
      '@',
      'a..b',
      'a b',
      'x.lock',
      'a~1',
      'a:b',
      '../tags/v1',
      'refs/../../x',
      '/abs',
      'end/',
      'a//b',
      'ctl\u0001',
      'new\nline',
      '',
    ];
    for (const name of names) {
      const refused = await refusalOf(asBranch(store, workspace, tree, name));
      expect(refused, JSON.stringify(name)).toBeInstanceOf(AgentError);
      expect(refused, JSON.stringify(name)).toMatchObject({ code: 'BRANCH_EXISTS', message: name });
    }
    expect(refs(ws)).toBe(refsBefore);
    expect(await userView(ws)).toEqual(before);
    expect(await digestDir(path.join(ws, '.git'))).toBe(digest); // not even an object was copied
  });
});

describe('preserve as a stash entry', () => {
  it('adds a stash entry that `git stash apply` turns back into the snapshot, and changes nothing else', async () => {
    const { base, ws, store, workspace, tree, storeDir } = await dirtyRepo();
    const before = await userView(ws);
    const refsBefore = refs(ws).replace(/^refs\/stash .*\n/m, '');
    const olderStash = git(ws, 'rev-parse', 'refs/stash').trim();

    const kept = await asStash(store, workspace, tree, 'Savepoint rewind 42: the workspace before it');
    expect(kept.kind).toBe('STASH');
    expect(kept.reference).toBe(git(ws, 'rev-parse', 'refs/stash').trim());
    expect(kept.commit).toBe(kept.reference);
    expect(stashList(ws)).toBe(`${kept.reference} On main: Savepoint rewind 42: the workspace before it\n${olderStash} On main: older work\n`);
    expect(git(ws, 'rev-parse', `${kept.reference}^1`)).toBe(before.head);
    expect(await userView(ws)).toEqual(before);
    expect(refs(ws).replace(/^refs\/stash .*\n/m, '')).toBe(refsBefore);
    git(ws, 'fsck', '--no-dangling', '--no-progress');

    // A clean copy of the repository: applying the entry gives back the snapshot's files, tracked and untracked.
    const copy = path.join(base, 'copy');
    git(base, 'clone', '-q', ws, copy);
    git(copy, 'fetch', '-q', ws, kept.reference);
    git(copy, 'stash', 'apply', '-q', kept.reference);
    expect(readTree(copy, TEXT)).toEqual(snapshotFiles(storeDir, tree, 'utf8'));
    expect(git(copy, 'status', '--porcelain', '--untracked-files=all')).toBe(' M a.txt\n D del.txt\n M src/b.txt\nA  staged.txt\n?? dir/u.txt\n?? new.txt\n');

    // With --index, the staged part comes back too (the stash's index commit is the user's index).
    const second = path.join(base, 'copy-index');
    git(base, 'clone', '-q', ws, second);
    git(second, 'fetch', '-q', ws, kept.reference);
    git(second, 'stash', 'apply', '-q', '--index', kept.reference);
    expect(git(second, 'diff', '--cached')).toBe(before.staged);
    expect(readTree(second, TEXT)).toEqual(EXPECTED_SNAPSHOT);
  });

  it('makes the entry with no untracked commit when the snapshot has no untracked file, on a detached HEAD', async () => {
    const base = await tempDir('savepoint-preserve-test-');
    const ws = path.join(base, 'ws');
    await initRepo(ws, { 'a.txt': 'a1\n' });
    git(ws, 'checkout', '-q', '--detach');
    await write(ws, { 'a.txt': 'a2\n' });
    const store = agentStore(base);
    const workspace: AgentWorkspace = { id: 'ws-2', path: ws };
    const { tree } = await snapshotOf(store, workspace);
    const before = await userView(ws).catch(() => null); // symbolic-ref fails on a detached HEAD
    expect(before).toBeNull();
    const head = git(ws, 'rev-parse', 'HEAD');
    const kept = await asStash(store, workspace, tree, 'line one\nline two');
    expect(git(ws, 'rev-parse', 'HEAD')).toBe(head);
    expect(git(ws, 'rev-list', '--parents', '-n', '1', kept.reference).trim().split(' ')).toHaveLength(3); // W, HEAD, I: no U
    expect(stashList(ws)).toBe(`${kept.reference} On (no branch): line one line two\n`);
    expect(git(ws, 'diff', 'HEAD', kept.reference, '--name-status')).toBe('M\ta.txt\n');
  });
});

describe('preserve refused', () => {
  it('refuses a workspace that is not a git repository, with nothing changed', async () => {
    const base = await tempDir('savepoint-preserve-test-');
    const ws = path.join(base, 'plain');
    await write(ws, { 'a.txt': 'a\n' });
    const store = agentStore(base);
    const workspace: AgentWorkspace = { id: 'ws-plain', path: ws };
    const { tree, storeDir } = await snapshotOf(store, workspace);
    const files = readTree(ws, TEXT);
    const storeBefore = await digestDir(storeDir);
    for (const attempt of [() => asBranch(store, workspace, tree, 'keep'), () => asStash(store, workspace, tree, 'keep')]) {
      const refused = await refusalOf(attempt());
      expect(refused).toBeInstanceOf(AgentError);
      expect((refused as AgentError).code).toBe('PRESERVE_UNAVAILABLE');
      expect((refused as Error).message).toContain(`the workspace ${ws} is not a git repository`);
    }
    expect(readTree(ws, TEXT)).toEqual(files);
    expect(await digestDir(storeDir)).toBe(storeBefore);
    await expect(readdir(path.join(ws, '.git'))).rejects.toThrow(/ENOENT/);
  });

  it('refuses a repository without any commit, with nothing changed', async () => {
    const base = await tempDir('savepoint-preserve-test-');
    const ws = path.join(base, 'unborn');
    await write(ws, { 'a.txt': 'a\n', 'b.txt': 'b\n' });
    git(ws, 'init', '-q', '-b', 'main');
    git(ws, 'add', 'a.txt');
    const store = agentStore(base);
    const workspace: AgentWorkspace = { id: 'ws-unborn', path: ws };
    const { tree } = await snapshotOf(store, workspace);
    const digest = await digestDir(path.join(ws, '.git'));
    const files = readTree(ws, TEXT);
    for (const attempt of [() => asBranch(store, workspace, tree, 'keep'), () => asStash(store, workspace, tree, 'keep')]) {
      const refused = await refusalOf(attempt());
      expect(refused).toBeInstanceOf(AgentError);
      expect((refused as AgentError).code).toBe('PRESERVE_UNAVAILABLE');
      expect((refused as Error).message).toMatch(/no commit yet/);
    }
    expect(await digestDir(path.join(ws, '.git'))).toBe(digest);
    expect(readTree(ws, TEXT)).toEqual(files);
  });
});

describe("preserve runs none of the workspace's programs and writes only the user's repository", () => {
  const HOOKS = ['reference-transaction', 'post-index-change', 'post-commit', 'pre-commit', 'post-checkout'];

  async function plantHooks(dir: string, marker: string): Promise<void> {
    await mkdir(dir, { recursive: true });
    for (const hook of HOOKS) await writeFile(path.join(dir, hook), `#!/bin/sh\necho ${hook} >> "${marker}"\n`, { mode: 0o755 });
  }

  it("never runs a hook of the default hooks folder, and leaves the agent's store as it was", async () => {
    const { base, ws, store, workspace, tree, storeDir } = await dirtyRepo();
    const marker = path.join(base, 'hooks-ran');
    await plantHooks(path.join(ws, '.git', 'hooks'), marker);
    git(ws, 'update-ref', 'refs/heads/check-hooks', 'HEAD'); // the hooks do run for git itself...
    expect(await readFile(marker, 'utf8')).toMatch(/reference-transaction/);
    await rm(marker);
    const storeBefore = await digestDir(storeDir);
    await asBranch(store, workspace, tree, 'kept');
    await asStash(store, workspace, tree, 'kept');
    await expect(readFile(marker, 'utf8')).rejects.toThrow(/ENOENT/); // ...never for ours
    expect(await digestDir(storeDir)).toBe(storeBefore); // nothing written into the store (trees are built aside)
  });

  it("refuses when the repository's own (absolute) hooks folder has a reference-transaction hook, with nothing changed", async () => {
    const { base, ws, store, workspace, tree } = await dirtyRepo();
    const marker = path.join(base, 'hooks-ran');
    await plantHooks(path.join(ws, '.husky'), marker);
    git(ws, 'config', 'core.hooksPath', '.husky'); // relative: to where git runs, which for us is an empty scratch folder
    await asBranch(store, workspace, tree, 'kept-relative');
    await expect(readFile(marker, 'utf8')).rejects.toThrow(/ENOENT/);
    git(ws, 'config', 'core.hooksPath', path.join(ws, '.husky'));
    const before = await userView(ws);
    const refsBefore = refs(ws);
    const digest = await digestDir(path.join(ws, '.git'));
    for (const attempt of [() => asBranch(store, workspace, tree, 'kept'), () => asStash(store, workspace, tree, 'kept')]) {
      const refused = await refusalOf(attempt());
      expect(refused).toBeInstanceOf(AgentError);
      expect((refused as AgentError).code).toBe('PRESERVE_UNAVAILABLE');
      expect((refused as Error).message).toMatch(/reference-transaction hook/);
    }
    expect(await digestDir(path.join(ws, '.git'))).toBe(digest); // not even an object was written
    await expect(readFile(marker, 'utf8')).rejects.toThrow(/ENOENT/);
    expect(refs(ws)).toBe(refsBefore);
    expect(await userView(ws)).toEqual(before);
  });

  it('preserves a linked worktree into its repository', async () => {
    const { base, ws } = await dirtyRepo();
    const linked = path.join(base, 'linked');
    git(ws, 'worktree', 'add', '-q', '-b', 'side', linked);
    await write(linked, { 'a.txt': 'changed in the worktree\n', 'extra.txt': 'untracked there\n' });
    const store = agentStore(base);
    const workspace: AgentWorkspace = { id: 'ws-linked', path: linked };
    const { tree } = await snapshotOf(store, workspace);
    const kept = await asBranch(store, workspace, tree, 'from-worktree');
    expect(kept.reference).toBe('refs/heads/from-worktree');
    expect(git(ws, 'diff', '--name-status', 'side', 'from-worktree')).toBe('M\ta.txt\nA\textra.txt\n');
    expect(git(linked, 'symbolic-ref', 'HEAD')).toBe('refs/heads/side\n');
    const stash = await asStash(store, workspace, tree, 'linked');
    expect(git(ws, 'stash', 'list', '--format=%H %gs')).toContain(`${stash.reference} On side: linked`);
  });
});
