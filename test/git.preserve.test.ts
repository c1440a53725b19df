// Leaving the state before a rewind in the user's own repository (issue 13: preserve BRANCH and STASH), against real
// git repositories in temporary folders: the snapshot is taken through the code layer, then kept as a branch or a
// stash entry, and the user's HEAD, branch, index, status, stash list, refs and files are checked to be untouched.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { preserveAsBranch, preserveAsStash } from '../src/code/preserve.ts';
import { type CodeWorkspace, snapshotCode } from '../src/code/snapshot.ts';
import { BranchExistsError, PreserveUnavailableError } from '../src/errors/repository.ts';
import { digestDir, readTree, sha256, tempDir, write } from './helpers/fs.ts';
import { codeStore, git, initRepo, refs, snapshotFiles } from './helpers/git.ts';

const TEXT = { encoding: 'utf8' } as const;

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
  const store = codeStore(base);
  const workspace: CodeWorkspace = { id: 'ws-1', path: ws, host: null };
  const snapshot = await snapshotCode(store, workspace, { ref: 'refs/savepoint/test/before-rewind', parent: null, label: 'before rewind' });
  return { base, ws, store, workspace, commit: snapshot.commit, shadow: path.join(ws, '.git', 'savepoint-shadow') };
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
    const { ws, store, workspace, commit, shadow } = await dirtyRepo();
    expect(snapshotFiles(shadow, commit, 'utf8')).toEqual(EXPECTED_SNAPSHOT);
    const before = await userView(ws);
    const refsBefore = refs(ws);
    const stashBefore = stashList(ws);

    const kept = await preserveAsBranch(store, workspace, commit, 'savepoint/before-rewind-1');
    expect(kept).toMatchObject({ kind: 'BRANCH', reference: 'refs/heads/savepoint/before-rewind-1' });

    const snapshotTree = git(ws, `--git-dir=${shadow}`, 'rev-parse', `${commit}^{tree}`);
    expect(git(ws, 'rev-parse', 'savepoint/before-rewind-1^{tree}')).toBe(snapshotTree);
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
    expect(added).toEqual([`refs/heads/savepoint/before-rewind-1 ${git(ws, 'rev-parse', 'savepoint/before-rewind-1').trim()}`]);
  });

  it('refuses a taken, conflicting, invalid or hostile name, with nothing changed', async () => {
    const { ws, store, workspace, commit } = await dirtyRepo();
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
      const refused = await preserveAsBranch(store, workspace, commit, name).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused, JSON.stringify(name)).toBeInstanceOf(BranchExistsError);
      expect((refused as BranchExistsError).branch).toBe(name);
    }
    expect(refs(ws)).toBe(refsBefore);
    expect(await userView(ws)).toEqual(before);
    expect(await digestDir(path.join(ws, '.git'))).toBe(digest); // not even an object was copied
  });
});

describe('preserve as a stash entry', () => {
  it('adds a stash entry that `git stash apply` turns back into the snapshot, and changes nothing else', async () => {
    const { base, ws, store, workspace, commit, shadow } = await dirtyRepo();
    const before = await userView(ws);
    const refsBefore = refs(ws).replace(/^refs\/stash .*\n/m, '');
    const olderStash = git(ws, 'rev-parse', 'refs/stash').trim();

    const kept = await preserveAsStash(store, workspace, commit, 'Savepoint rewind 42: the workspace before it');
    expect(kept.kind).toBe('STASH');
    expect(kept.reference).toBe(git(ws, 'rev-parse', 'refs/stash').trim());
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
    expect(readTree(copy, TEXT)).toEqual(snapshotFiles(shadow, commit, 'utf8'));
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
    const store = codeStore(base);
    const workspace = { id: 'ws-2', path: ws, host: null };
    const { commit } = await snapshotCode(store, workspace, { ref: 'refs/savepoint/test/one', parent: null, label: 'one' });
    const before = await userView(ws).catch(() => null); // symbolic-ref fails on a detached HEAD
    expect(before).toBeNull();
    const head = git(ws, 'rev-parse', 'HEAD');
    const kept = await preserveAsStash(store, workspace, commit, 'line one\nline two');
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
    const store = codeStore(base);
    const workspace = { id: 'ws-plain', path: ws, host: null };
    const { commit } = await snapshotCode(store, workspace, { ref: 'refs/savepoint/test/plain', parent: null, label: 'plain' });
    const files = readTree(ws, TEXT);
    const shadow = await digestDir(path.join(ws, '.savepoint-shadow'));
    for (const attempt of [() => preserveAsBranch(store, workspace, commit, 'keep'), () => preserveAsStash(store, workspace, commit, 'keep')]) {
      const refused = await attempt().then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(PreserveUnavailableError);
      expect((refused as PreserveUnavailableError).path).toBe(ws);
      expect((refused as Error).message).toMatch(/not a git repository.*DISCARD/);
    }
    expect(readTree(ws, TEXT)).toEqual(files);
    expect(await digestDir(path.join(ws, '.savepoint-shadow'))).toBe(shadow);
    await expect(readdir(path.join(ws, '.git'))).rejects.toThrow(/ENOENT/);
  });

  it('refuses a repository without any commit, with nothing changed', async () => {
    const base = await tempDir('savepoint-preserve-test-');
    const ws = path.join(base, 'unborn');
    await write(ws, { 'a.txt': 'a\n', 'b.txt': 'b\n' });
    git(ws, 'init', '-q', '-b', 'main');
    git(ws, 'add', 'a.txt');
    const store = codeStore(base);
    const workspace = { id: 'ws-unborn', path: ws, host: null };
    const { commit } = await snapshotCode(store, workspace, { ref: 'refs/savepoint/test/unborn', parent: null, label: 'unborn' });
    const digest = await digestDir(path.join(ws, '.git'));
    const files = readTree(ws, TEXT);
    for (const [mode, attempt] of [
      ['BRANCH', () => preserveAsBranch(store, workspace, commit, 'keep')],
      ['STASH', () => preserveAsStash(store, workspace, commit, 'keep')],
    ] as const) {
      const refused = await attempt().then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(PreserveUnavailableError);
      expect((refused as PreserveUnavailableError).mode).toBe(mode);
      expect((refused as Error).message).toMatch(/no commit yet.*DISCARD/);
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

  it('never runs a hook of the default hooks folder, and leaves the snapshot store as it was', async () => {
    const { base, ws, store, workspace, commit, shadow } = await dirtyRepo();
    const marker = path.join(base, 'hooks-ran');
    await plantHooks(path.join(ws, '.git', 'hooks'), marker);
    git(ws, 'update-ref', 'refs/heads/check-hooks', 'HEAD'); // the hooks do run for git itself...
    expect(await readFile(marker, 'utf8')).toMatch(/reference-transaction/);
    await rm(marker);
    const storeBefore = await digestDir(shadow);
    await preserveAsBranch(store, workspace, commit, 'kept');
    await preserveAsStash(store, workspace, commit, 'kept');
    await expect(readFile(marker, 'utf8')).rejects.toThrow(/ENOENT/); // ...never for ours
    expect(await digestDir(shadow)).toBe(storeBefore); // nothing written into the store (trees are built aside)
  });

  it("refuses when the repository's own (absolute) hooks folder has a reference-transaction hook, with nothing changed", async () => {
    const { base, ws, store, workspace, commit } = await dirtyRepo();
    const marker = path.join(base, 'hooks-ran');
    await plantHooks(path.join(ws, '.husky'), marker);
    git(ws, 'config', 'core.hooksPath', '.husky'); // relative: to where git runs, which for us is an empty scratch folder
    await preserveAsBranch(store, workspace, commit, 'kept-relative');
    await expect(readFile(marker, 'utf8')).rejects.toThrow(/ENOENT/);
    git(ws, 'config', 'core.hooksPath', path.join(ws, '.husky'));
    const before = await userView(ws);
    const refsBefore = refs(ws);
    const digest = await digestDir(path.join(ws, '.git'));
    for (const attempt of [() => preserveAsBranch(store, workspace, commit, 'kept'), () => preserveAsStash(store, workspace, commit, 'kept')]) {
      await expect(attempt()).rejects.toThrow(PreserveUnavailableError);
      await expect(attempt()).rejects.toThrow(/reference-transaction hook.*DISCARD/);
    }
    expect(await digestDir(path.join(ws, '.git'))).toBe(digest); // not even an object was written
    await expect(readFile(marker, 'utf8')).rejects.toThrow(/ENOENT/);
    expect(refs(ws)).toBe(refsBefore);
    expect(await userView(ws)).toEqual(before);
  });

  it('preserves a linked worktree into its repository (the store then sits at the workspace root)', async () => {
    const { base, ws } = await dirtyRepo();
    const linked = path.join(base, 'linked');
    git(ws, 'worktree', 'add', '-q', '-b', 'side', linked);
    await write(linked, { 'a.txt': 'changed in the worktree\n', 'extra.txt': 'untracked there\n' });
    const store = codeStore(base);
    const workspace = { id: 'ws-linked', path: linked, host: null };
    const { commit } = await snapshotCode(store, workspace, { ref: 'refs/savepoint/test/linked', parent: null, label: 'linked' });
    const kept = await preserveAsBranch(store, workspace, commit, 'from-worktree');
    expect(kept.reference).toBe('refs/heads/from-worktree');
    expect(git(ws, 'diff', '--name-status', 'side', 'from-worktree')).toBe('M\ta.txt\nA\textra.txt\n');
    expect(git(linked, 'symbolic-ref', 'HEAD')).toBe('refs/heads/side\n');
    const stash = await preserveAsStash(store, workspace, commit, 'linked');
    expect(git(ws, 'stash', 'list', '--format=%H %gs')).toContain(`${stash.reference} On side: linked`);
  });
});
