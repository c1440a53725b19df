// Checkpoint snapshots of workspaces, against real git repositories made with the git CLI in temporary folders. The
// snapshots live in a store kept with the workspace (<ws>/.git/savepoint-shadow, or <ws>/.savepoint-shadow for a
// folder that is not a repository); `options.shadowDir` is one instance's cache (its index), in its data folder.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, lstat, mkdir, readdir, readFile, readlink, rename, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { sha256OfWorkspaceFile } from '../src/git/confine.ts';
import { changedSince } from '../src/git/working-changes.ts';
import {
  changedFiles,
  createShadowCaches,
  diffFiles,
  type GitOptions,
  GitWorkspaceError,
  hasCommit,
  restoreFiles,
  restoreWorkspace,
  snapshotWorkspace,
} from '../src/git/workspace-git.ts';
import { digestDir, readTree, sha256, tempDir, write } from './helpers/fs.ts';
import { GIT_ENV, git, initRepo, refs, snapshotFiles } from './helpers/git.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** git on the snapshots through an instance's cache (its `commondir` names the store, as a linked worktree's does). */
function shadowGit(options: GitOptions, ...args: string[]): string {
  return execFileSync('git', args, { cwd: options.shadowDir, env: { ...GIT_ENV, GIT_DIR: options.shadowDir }, encoding: 'utf8' });
}

/** The workspace's snapshot store: inside its .git folder, or at its root for a folder that is not a repository. */
async function storeOf(options: GitOptions): Promise<string> {
  const inGit = path.join(options.workspacePath, '.git', 'savepoint-shadow');
  return (await lstat(inGit).catch(() => null)) ? inGit : path.join(options.workspacePath, '.savepoint-shadow');
}

/** Another server instance on the same workspace: its own data folder, so its own (empty) cache. */
function otherInstance(options: GitOptions, name = 'other'): GitOptions {
  return { ...options, shadowDir: path.join(path.dirname(options.shadowDir), '..', '..', `data-${name}`, 'shadow', 'ws-key'), caches: createShadowCaches() };
}

/** A workspace folder (optionally a git repository with one commit of `files`) and its options. */
async function workspace(files: Record<string, string | Buffer>, { repo = true, maxFileBytes = 64 * 1024 } = {}) {
  const base = await tempDir('savepoint-git-test-');
  const ws = path.join(base, 'ws');
  await mkdir(ws);
  await write(ws, files);
  if (repo) await initRepo(ws, {}, { packed: true });
  const options: GitOptions = { workspacePath: ws, shadowDir: path.join(base, 'data', 'shadow', 'ws-key'), maxFileBytes, caches: createShadowCaches() };
  return { ws, base, options };
}

/** A folder's files as the snapshots see them: every file but the repository's, symlinks as "-> target". */
const AS_STORED = { encoding: 'latin1', skip: ['.git'], links: 'as-target' } as const;

/** The files of a snapshot commit, as path -> content, read through an instance's cache. */
const commitFiles = (options: GitOptions, commit: string) => new Map(Object.entries(snapshotFiles(options.shadowDir, commit, 'latin1')));

/**
 * Everything of the user's repository: every byte of .git except the snapshot store's own folder (which git never
 * reads: not a ref, object, index, config or log of the repository), and what git shows of it.
 */
async function userRepoState(ws: string) {
  const gitDigest = await digestDir(path.join(ws, '.git'), { stat: true }); // first, before any git command of ours reads the repo
  return {
    gitDigest,
    refs: refs(ws),
    log: git(ws, 'log', '--all', '--oneline'),
    objects: git(ws, 'count-objects', '-v'),
    fsck: git(ws, 'fsck', '--no-progress'),
    index: sha256(await readFile(path.join(ws, '.git', 'index'))),
    head: git(ws, 'rev-parse', 'HEAD') + git(ws, 'symbolic-ref', 'HEAD'),
    branches: git(ws, 'branch', '-a', '--format=%(refname) %(objectname)'),
    stash: git(ws, 'stash', 'list'),
    status: git(ws, 'status', '--porcelain=v1', '-uall'),
    staged: git(ws, 'diff', '--cached'),
    files: Object.entries(readTree(ws, AS_STORED)).sort(),
  };
}

async function expectError(promise: Promise<unknown>, code: string, message?: RegExp): Promise<GitWorkspaceError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GitWorkspaceError);
  expect((error as GitWorkspaceError).code).toBe(code);
  if (message) expect((error as GitWorkspaceError).message).toMatch(message);
  return error as GitWorkspaceError;
}

const LONG = Array.from({ length: 40 }, (_, i) => `line ${i} of a file long enough for rename detection`).join('\n') + '\n';

describe('snapshotWorkspace / changedFiles / diffFiles', () => {
  it('snapshots tracked, untracked, deleted, renamed, binary, symlinked and ignored files, and diffs them', async () => {
    const { ws, options } = await workspace({
      'a.txt': 'one\ntwo\nthree\n',
      'src/b.ts': 'export const b = 1;\n',
      'old-name.txt': LONG,
      'link.txt': 'a regular file that becomes a symlink\n',
      '.gitignore': '*.log\nbuild/\n',
      'docs/read me ü.md': 'spaces and unicode\n',
    });
    await write(ws, { 'forced.log': 'tracked although ignored\n' });
    git(ws, 'add', '-f', 'forced.log');
    git(ws, 'commit', '-q', '-m', 'force-add an ignored file');
    await writeFile(path.join(ws, '.git', 'info', 'exclude'), 'secret.txt\n');

    const first = await snapshotWorkspace(options, { ref: 'refs/savepoint/s1/1', parent: null, message: 'first' });
    expect(first.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(first.skipped).toEqual([]);
    expect([...commitFiles(options, first.commit).keys()].sort()).toEqual(
      ['.gitignore', 'a.txt', 'docs/read me ü.md', 'forced.log', 'link.txt', 'old-name.txt', 'src/b.ts'].sort(),
    );
    expect(shadowGit(options, 'rev-parse', 'refs/savepoint/s1/1').trim()).toBe(first.commit);

    await write(ws, {
      'a.txt': 'one\n2\nthree\nfour\n', // tracked, modified (not staged)
      'new.txt': 'untracked\n',
      'img.bin': Buffer.from([0, 1, 2, 3, 0, 255, 0, 10]),
      'debug.log': 'ignored\n',
      'build/out.js': 'ignored folder\n',
      'secret.txt': 'ignored through .git/info/exclude\n',
      'forced.log': 'tracked although ignored, changed\n',
    });
    await rm(path.join(ws, 'src', 'b.ts'));
    await rename(path.join(ws, 'old-name.txt'), path.join(ws, 'new-name.txt'));
    await rm(path.join(ws, 'link.txt'));
    await symlink('a.txt', path.join(ws, 'link.txt'));

    const second = await snapshotWorkspace(options, { ref: 'refs/savepoint/s1/2', parent: first.commit, message: 'second' });
    const files = commitFiles(options, second.commit);
    expect([...files.keys()].sort()).toEqual(
      ['.gitignore', 'a.txt', 'docs/read me ü.md', 'forced.log', 'img.bin', 'link.txt', 'new-name.txt', 'new.txt'].sort(),
    );
    expect(files.get('a.txt')).toBe('one\n2\nthree\nfour\n');
    expect(files.get('link.txt')).toBe('a.txt'); // a symlink is stored as its target
    expect(files.get('img.bin')).toBe(Buffer.from([0, 1, 2, 3, 0, 255, 0, 10]).toString('latin1'));
    expect(shadowGit(options, 'rev-parse', `${second.commit}^`).trim()).toBe(first.commit);

    const changes = await changedFiles(options, first.commit, second.commit);
    const byPath = Object.fromEntries(changes.map((c) => [c.path, c]));
    expect(changes.map((c) => c.path).sort()).toEqual(['a.txt', 'forced.log', 'img.bin', 'link.txt', 'new-name.txt', 'new.txt', 'src/b.ts']);
    expect(byPath['a.txt']).toEqual({ path: 'a.txt', previousPath: null, action: 'MODIFIED', additions: 2, deletions: 1, binary: false });
    expect(byPath['new.txt']).toMatchObject({ action: 'ADDED', additions: 1, deletions: 0 });
    expect(byPath['src/b.ts']).toMatchObject({ action: 'DELETED', additions: 0, deletions: 1 });
    expect(byPath['new-name.txt']).toEqual({
      path: 'new-name.txt',
      previousPath: 'old-name.txt',
      action: 'RENAMED',
      additions: 0,
      deletions: 0,
      binary: false,
    });
    expect(byPath['img.bin']).toMatchObject({ action: 'ADDED', binary: true, additions: 0, deletions: 0 });
    expect(byPath['link.txt']).toMatchObject({ action: 'MODIFIED' }); // file -> symlink

    const diffs = await diffFiles(options, first.commit, second.commit);
    expect(diffs.map(({ hunks: _hunks, ...change }) => change)).toEqual(changes);
    const diffOf = (p: string) => diffs.find((d) => d.path === p)!;
    expect(diffOf('a.txt').hunks).toEqual([
      { header: '@@ -1,3 +1,4 @@', oldStart: 1, oldLines: 3, newStart: 1, newLines: 4, lines: [' one', '-two', '+2', ' three', '+four'] },
    ]);
    expect(diffOf('img.bin').hunks).toEqual([]);
    expect(diffOf('new-name.txt').hunks).toEqual([]); // a pure rename has no hunks
    expect(diffOf('link.txt').hunks.map((h) => h.lines)).toEqual([['-a regular file that becomes a symlink'], ['+a.txt', '\\ No newline at end of file']]);
    expect(diffOf('new.txt').hunks[0]).toMatchObject({ oldStart: 0, oldLines: 0, newStart: 1, newLines: 1, lines: ['+untracked'] });
    expect(diffOf('src/b.ts').hunks[0]!.lines).toEqual(['-export const b = 1;']);

    const fromEmpty = await changedFiles(options, null, first.commit);
    expect(fromEmpty.every((c) => c.action === 'ADDED')).toBe(true);
    expect(fromEmpty.map((c) => c.path)).toContain('docs/read me ü.md');
    expect((await diffFiles(options, null, first.commit)).find((d) => d.path === 'a.txt')!.hunks[0]!.lines).toEqual(['+one', '+two', '+three']);
    expect(await changedFiles(options, second.commit, second.commit)).toEqual([]);
  });

  it('leaves a dirty, partly staged user repository byte-for-byte untouched', async () => {
    const { ws, options } = await workspace({ 'a.txt': 'a1\n', 'b.txt': 'b1\n', 'c.txt': 'c1\n' });
    git(ws, 'branch', 'feature');
    await write(ws, { 'c.txt': 'c stashed\n' });
    git(ws, 'stash', 'push', '-q', '-m', 'work in progress');
    await write(ws, { 'a.txt': 'a2 staged\n' });
    git(ws, 'add', 'a.txt');
    await write(ws, { 'a.txt': 'a3 staged then changed again\n', 'b.txt': 'b2 unstaged\n', 'untracked.txt': 'new\n' });
    const before = await userRepoState(ws);
    expect(before.status).toBe('MM a.txt\n M b.txt\n?? untracked.txt\n');

    const snap = await snapshotWorkspace(options, { ref: 'refs/savepoint/s2/1', parent: null, message: 'dirty' });
    await write(ws, { 'b.txt': 'b3\n' });
    const again = await snapshotWorkspace(options, { ref: 'refs/savepoint/s2/2', parent: snap.commit, message: 'again' });
    await changedFiles(options, snap.commit, again.commit);
    await diffFiles(options, snap.commit, again.commit);
    await changedSince(options, again.commit);
    await hasCommit(options, again.commit);
    await write(ws, { 'b.txt': 'b2 unstaged\n' }); // back to the state "before" saw

    const after = await userRepoState(ws);
    expect(after).toEqual(before);
    // The snapshots are in the repository's .git folder, where git never looks: no ref, object or status line of the
    // user's shows them, and `git log --all` lists only the user's commit.
    expect((await lstat(path.join(ws, '.git', 'savepoint-shadow', 'HEAD'))).isFile()).toBe(true);
    expect(after.log).not.toMatch(/dirty|again/); // (the user's commit and stash only)
    expect(after.refs).not.toContain('savepoint');
    // The snapshot holds the working-tree content (not the staged one) of every file, untracked included.
    expect(Object.fromEntries(commitFiles(options, snap.commit))).toEqual({
      'a.txt': 'a3 staged then changed again\n',
      'b.txt': 'b2 unstaged\n',
      'c.txt': 'c1\n',
      'untracked.txt': 'new\n',
    });
  });

  it('snapshots a folder that is not a git repository, honouring its .gitignore', async () => {
    const { ws, options } = await workspace(
      { 'main.py': 'print(1)\n', 'pkg/util.py': 'x = 1\n', '.gitignore': '__pycache__/\n', '__pycache__/main.pyc': 'bytes' },
      { repo: false },
    );
    const first = await snapshotWorkspace(options, { ref: 'refs/savepoint/s3/1', parent: null, message: 'plain folder' });
    expect([...commitFiles(options, first.commit).keys()].sort()).toEqual(['.gitignore', 'main.py', 'pkg/util.py']);
    await write(ws, { 'main.py': 'print(2)\n' });
    const second = await snapshotWorkspace(options, { ref: 'refs/savepoint/s3/2', parent: first.commit, message: 'edit' });
    expect(await changedFiles(options, first.commit, second.commit)).toEqual([
      { path: 'main.py', previousPath: null, action: 'MODIFIED', additions: 1, deletions: 1, binary: false },
    ]);
    await expect(lstat(path.join(ws, '.git'))).rejects.toThrow(); // no repository was created in the workspace
    // The snapshots are in a folder of the workspace that ignores itself: never snapshotted, and hidden from
    // `git status` should the folder become a repository later (it then keeps that store).
    expect(await storeOf(options)).toBe(path.join(ws, '.savepoint-shadow'));
    expect(await readFile(path.join(ws, '.savepoint-shadow', '.gitignore'), 'utf8')).toBe('*\n');
    git(ws, 'init', '-q', '-b', 'main');
    expect(git(ws, 'status', '--porcelain=v1', '-uall')).toBe('?? .gitignore\n?? main.py\n?? pkg/util.py\n');
    await write(ws, { 'main.py': 'print(3)\n' });
    const third = await snapshotWorkspace(options, { ref: 'refs/savepoint/s3/3', parent: second.commit, message: 'now a repository' });
    expect(await changedFiles(options, second.commit, third.commit)).toMatchObject([{ path: 'main.py', action: 'MODIFIED' }]);
    await expect(lstat(path.join(ws, '.git', 'savepoint-shadow'))).rejects.toThrow(); // the existing store was kept
  });

  it('skips files over the size limit without hashing them, and reports them', async () => {
    const { ws, options } = await workspace({ 'small.txt': 'small\n', 'grows.txt': 'small for now\n' }, { maxFileBytes: 1000 });
    const big = Buffer.alloc(5000, 'x');
    await write(ws, { 'data/big.bin': big });
    const first = await snapshotWorkspace(options, { ref: 'refs/savepoint/s4/1', parent: null, message: 'big' });
    expect(first.skipped).toEqual([{ path: 'data/big.bin', bytes: 5000 }]);
    expect([...commitFiles(options, first.commit).keys()].sort()).toEqual(['grows.txt', 'small.txt']);
    const bigOid = execFileSync('git', ['hash-object', '--stdin'], { input: big, env: GIT_ENV, encoding: 'utf8' }).trim();
    expect(() => shadowGit(options, 'cat-file', '-e', bigOid)).toThrow(); // never written into the shadow

    await write(ws, { 'grows.txt': 'y'.repeat(2000) }); // a snapshotted file that grows past the limit
    const second = await snapshotWorkspace(options, { ref: 'refs/savepoint/s4/2', parent: first.commit, message: 'grown' });
    expect(second.skipped).toEqual([
      { path: 'data/big.bin', bytes: 5000 },
      { path: 'grows.txt', bytes: 2000 },
    ]);
    expect([...commitFiles(options, second.commit).keys()]).toEqual(['small.txt']);
    expect(await changedSince(options, first.commit)).toEqual([{ path: 'grows.txt', action: 'MODIFIED', modifiedAt: expect.any(Date) }]);
  });

  it('serialises concurrent snapshots of one workspace', async () => {
    const { ws, options } = await workspace({ 'a.txt': 'a\n' });
    await write(ws, Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}.txt`, `${i}\n`])));
    const snaps = await Promise.all(
      Array.from({ length: 4 }, (_, i) => snapshotWorkspace(options, { ref: `refs/savepoint/s5/${i}`, parent: null, message: `${i}` })),
    );
    const trees = new Set(snaps.map((s) => shadowGit(options, 'rev-parse', `${s.commit}^{tree}`).trim()));
    expect(trees.size).toBe(1);
    expect(commitFiles(options, snaps[3]!.commit).size).toBe(51);
    execFileSync('git', ['fsck', '--no-dangling', '--no-progress'], { env: { ...GIT_ENV, GIT_DIR: options.shadowDir }, stdio: 'ignore' }); // throws on any problem
  });
});

describe('restoreWorkspace / changedSince', () => {
  it('restores the working tree to a snapshot and leaves ignored and large files alone', async () => {
    const { ws, options } = await workspace(
      { 'keep.txt': 'keep\n', 'edit.txt': 'original\n', 'gone.txt': 'will be deleted\n', 'dir/nested.txt': 'nested\n', '.gitignore': '*.log\n' },
      { maxFileBytes: 1000 },
    );
    await write(ws, { 'untracked-at-snapshot.txt': 'was there\n', 'app.log': 'ignored v1\n', 'huge.bin': Buffer.alloc(4000, 'h') });
    const snap = await snapshotWorkspace(options, { ref: 'refs/savepoint/s6/1', parent: null, message: 'before the agent' });
    const expected = commitFiles(options, snap.commit);
    const gitBefore = await digestDir(path.join(ws, '.git'), { stat: true });

    await write(ws, {
      'edit.txt': 'changed by the agent\n',
      'added.txt': 'new\n',
      'newdir/deep/x.txt': 'x\n',
      'app.log': 'ignored v2\n',
      'untracked-at-snapshot.txt': 'changed\n',
    });
    await rm(path.join(ws, 'gone.txt'));
    await rm(path.join(ws, 'dir'), { recursive: true });
    await restoreWorkspace(options, snap.commit);

    const now = new Map(Object.entries(readTree(ws, AS_STORED)));
    expect(now.get('app.log')).toBe('ignored v2\n'); // ignored: left alone
    expect(now.get('huge.bin')).toBe('h'.repeat(4000)); // skipped for size: left alone
    now.delete('app.log');
    now.delete('huge.bin');
    expect(Object.fromEntries(now)).toEqual(Object.fromEntries(expected));
    await expect(lstat(path.join(ws, 'newdir'))).rejects.toThrow(); // emptied folders are removed too
    expect(await digestDir(path.join(ws, '.git'), { stat: true })).toBe(gitBefore);
    expect(await changedSince(options, snap.commit)).toEqual([]);
    const after = await snapshotWorkspace(options, { ref: 'refs/savepoint/s6/2', parent: snap.commit, message: 'after restore' });
    expect(await changedFiles(options, snap.commit, after.commit)).toEqual([]);
  });

  it('lists files changed since a snapshot, with their modification time', async () => {
    const { ws, options } = await workspace({ 'a.txt': 'a\n', 'b.txt': 'b\n', 'c.txt': 'c\n' });
    const snap = await snapshotWorkspace(options, { ref: 'refs/savepoint/s7/1', parent: null, message: 'x' });
    expect(await changedSince(options, snap.commit)).toEqual([]);
    await write(ws, { 'a.txt': 'a changed\n', 'd.txt': 'new\n' });
    await rm(path.join(ws, 'c.txt'));
    const when = new Date('2030-01-02T03:04:05Z');
    await utimes(path.join(ws, 'a.txt'), when, when);
    await utimes(path.join(ws, 'b.txt'), when, when); // touched, same content: not a change
    const changes = await changedSince(options, snap.commit);
    expect(changes).toEqual([
      { path: 'a.txt', action: 'MODIFIED', modifiedAt: when },
      { path: 'c.txt', action: 'DELETED', modifiedAt: null },
      { path: 'd.txt', action: 'ADDED', modifiedAt: expect.any(Date) },
    ]);
  });
});

describe('restoreFiles', () => {
  it('restores only the named files, removes those the snapshot lacked, keeps files too large to snapshot, and refuses paths outside', async () => {
    const { ws, options } = await workspace({ 'a.txt': 'a\n', 'b.txt': 'b\n' }, { maxFileBytes: 1000 });
    const snap = await snapshotWorkspace(options, { ref: 'refs/savepoint/r1/1', parent: null, message: 'x' });
    await write(ws, { 'a.txt': 'half', 'b.txt': 'b changed\n', 'new.txt': 'cut off', 'huge.bin': Buffer.alloc(5000, 'x') });
    await restoreFiles(options, snap.commit, ['a.txt', 'new.txt', 'huge.bin']);
    expect(await readFile(path.join(ws, 'a.txt'), 'utf8')).toBe('a\n');
    expect(await readFile(path.join(ws, 'b.txt'), 'utf8')).toBe('b changed\n'); // not named: left alone
    await expect(lstat(path.join(ws, 'new.txt'))).rejects.toThrow(); // not in the snapshot: removed
    expect((await lstat(path.join(ws, 'huge.bin'))).size).toBe(5000); // absent only because it is too large: kept
    await expect(restoreFiles(options, snap.commit, ['../outside.txt'])).rejects.toThrow(/outside the workspace/);
  });
});

/**
 * A shadow repository as Savepoint made them before stores: a full bare repository in the data folder (objects,
 * refs, index), holding a snapshot of the workspace now, on `ref`, child of `parent`.
 */
function legacySnapshot(ws: string, dir: string, ref: string, parent: string | null): string {
  if (!existsSync(path.join(dir, 'HEAD'))) execFileSync('git', ['init', '--bare', '--quiet', dir], { env: GIT_ENV });
  const env = { ...GIT_ENV, GIT_DIR: dir, GIT_WORK_TREE: ws, GIT_INDEX_FILE: path.join(dir, 'index') };
  const run = (args: string[], input?: string) => execFileSync('git', args, { cwd: ws, env, encoding: 'utf8', input }).trim();
  run(['add', '-A']);
  const commit = run(['commit-tree', run(['write-tree']), ...(parent ? ['-p', parent] : [])], 'old layout');
  run(['update-ref', ref, commit]);
  return commit;
}

function refsIn(gitDir: string): string {
  return execFileSync('git', ['for-each-ref', '--format=%(refname) %(objectname)'], { env: { ...GIT_ENV, GIT_DIR: gitDir }, encoding: 'utf8' });
}

describe('where snapshots live', () => {
  it('another instance, with its own data folder, diffs, restores and snapshots on from what the first took', async () => {
    const { ws, options } = await workspace({ 'a.txt': 'a1\n', 'b.txt': 'b1\n' });
    const first = await snapshotWorkspace(options, { ref: 'refs/savepoint/i/1', parent: null, message: '1' });
    await write(ws, { 'a.txt': 'a2\n', 'c.txt': 'c\n' });
    const second = await snapshotWorkspace(options, { ref: 'refs/savepoint/i/2', parent: first.commit, message: '2' });
    const other = otherInstance(options);
    await expect(lstat(other.shadowDir)).rejects.toThrow(); // nothing of it exists yet
    expect(await hasCommit(other, second.commit)).toBe(true);
    expect((await diffFiles(other, first.commit, second.commit)).map((d) => [d.path, d.action])).toEqual([
      ['a.txt', 'MODIFIED'],
      ['c.txt', 'ADDED'],
    ]);
    await write(ws, { 'a.txt': 'a3\n' });
    expect(await changedSince(other, second.commit)).toMatchObject([{ path: 'a.txt', action: 'MODIFIED' }]);
    await restoreWorkspace(other, first.commit);
    expect(readTree(ws, AS_STORED)).toEqual({ 'a.txt': 'a1\n', 'b.txt': 'b1\n' });
    const third = await snapshotWorkspace(other, { ref: 'refs/savepoint/i/3', parent: second.commit, message: '3' });
    // ...and the first instance sees what the second took, through its own (now stale) index.
    expect((await changedFiles(options, second.commit, third.commit)).map((c) => [c.path, c.action])).toEqual([
      ['a.txt', 'MODIFIED'],
      ['c.txt', 'DELETED'],
    ]);
    expect(await changedSince(options, third.commit)).toEqual([]);
    // Each instance keeps only an index (and HEAD, commondir, the store's id) in its data folder.
    for (const cache of [options.shadowDir, other.shadowDir]) {
      expect((await readdir(cache)).sort()).toEqual(['HEAD', 'commondir', 'index', 'savepoint-store-id']);
    }
    expect(refsIn(await storeOf(options))).toContain('refs/savepoint/i/3');
  });

  it('moves an old shadow repository of the data folder into the workspace on first use, and reads it while the workspace is gone', async () => {
    const { ws, options } = await workspace({ 'a.txt': 'a1\n' });
    await mkdir(path.dirname(options.shadowDir), { recursive: true });
    const c1 = legacySnapshot(ws, options.shadowDir, 'refs/savepoint/old/1', null);
    await write(ws, { 'a.txt': 'a2\n' });
    const c2 = legacySnapshot(ws, options.shadowDir, 'refs/savepoint/old/2', c1);
    const oldRefs = refsIn(options.shadowDir);
    const other = otherInstance(options);
    // Until the server that has them opens this workspace, other instances do not have them, and say why.
    expect(await hasCommit(other, c1)).toBe(false);
    await expectError(diffFiles(other, c1, c2), 'REPOSITORY_CORRUPT', /not in the shadow repository.*data folder arrives here when that server next opens/s);

    expect(await changedFiles(options, c1, c2)).toMatchObject([{ path: 'a.txt', action: 'MODIFIED' }]); // migrates, then diffs
    expect(refsIn(await storeOf(options))).toBe(oldRefs);
    expect((await readdir(options.shadowDir)).sort()).toEqual(['HEAD', 'commondir', 'savepoint-store-id']); // now a cache
    expect((await readdir(path.dirname(options.shadowDir))).sort()).toEqual(['ws-key']); // the old one is gone
    expect(await hasCommit(other, c2)).toBe(true);
    await restoreWorkspace(other, c1);
    expect(await readFile(path.join(ws, 'a.txt'), 'utf8')).toBe('a1\n');
    const next = await snapshotWorkspace(options, { ref: 'refs/savepoint/old/3', parent: c2, message: '3' });
    expect(await changedFiles(other, c2, next.commit)).toMatchObject([{ path: 'a.txt', action: 'MODIFIED' }]);

    // An old shadow whose workspace folder is gone still serves its history (there is nowhere to move it).
    const gone = await workspace({ 'x.txt': 'x1\n' }, { repo: false });
    await mkdir(path.dirname(gone.options.shadowDir), { recursive: true });
    const g1 = legacySnapshot(gone.ws, gone.options.shadowDir, 'refs/savepoint/gone/1', null);
    await write(gone.ws, { 'x.txt': 'x2\n' });
    const g2 = legacySnapshot(gone.ws, gone.options.shadowDir, 'refs/savepoint/gone/2', g1);
    await rm(gone.ws, { recursive: true });
    expect(await hasCommit(gone.options, g2)).toBe(true);
    expect((await diffFiles(gone.options, g1, g2))[0]!.hunks[0]!.lines).toEqual(['-x1', '+x2']);
    expect(existsSync(path.join(gone.options.shadowDir, 'objects'))).toBe(true); // kept as it was
  });

  it('starts a fresh store, and drops the stale index, when the store was deleted', async () => {
    const { ws, options } = await workspace({ 'a.txt': 'a\n', 'b.txt': 'b\n' });
    const first = await snapshotWorkspace(options, { ref: 'refs/savepoint/f/1', parent: null, message: '1' });
    await rm(await storeOf(options), { recursive: true });
    expect(await hasCommit(options, first.commit)).toBe(false);
    await expectError(restoreWorkspace(options, first.commit), 'REPOSITORY_CORRUPT', /not in the shadow repository of the workspace/);
    await write(ws, { 'b.txt': 'b2\n' });
    const again = await snapshotWorkspace(options, { ref: 'refs/savepoint/f/2', parent: null, message: '2' });
    expect(Object.fromEntries(commitFiles(options, again.commit))).toEqual({ 'a.txt': 'a\n', 'b.txt': 'b2\n' });
  });

  it('never follows a symbolic link for the store, and never restores into it', async () => {
    const outside = await sentinel();
    const before = await fingerprint(outside);
    const snap = (options: GitOptions) => snapshotWorkspace(options, { ref: 'refs/savepoint/k/1', parent: null, message: 'x' });
    const plain = await workspace({ 'a.txt': 'a\n' }, { repo: false });
    await symlink(outside, path.join(plain.ws, '.savepoint-shadow'));
    await expectError(snap(plain.options), 'REPOSITORY_CORRUPT', /\.savepoint-shadow is unusable: it is not a real folder .*never follows a link/);
    const repo = await workspace({ 'a.txt': 'a\n' });
    await symlink(outside, path.join(repo.ws, '.git', 'savepoint-shadow'));
    await expectError(snap(repo.options), 'REPOSITORY_CORRUPT', /savepoint-shadow is unusable: it is not a real folder/);
    for (const inside of ['objects/pack', 'refs/savepoint', 'info']) {
      const { options } = await workspace({ 'a.txt': 'a\n' });
      await snap(options);
      const store = await storeOf(options);
      await rm(path.join(store, inside), { recursive: true });
      await symlink(outside, path.join(store, inside));
      await expectError(snap(options), 'REPOSITORY_CORRUPT', new RegExp(`${inside.split('/').at(-1)} in it is a symbolic link`));
    }
    expect(await fingerprint(outside)).toBe(before);

    // A request may not name a path inside the store (as it may not name one inside .git).
    const { ws, options } = await workspace({ 'a.txt': 'a\n' }, { repo: false });
    const first = await snap(options);
    for (const inner of ['.savepoint-shadow/HEAD', '.SAVEPOINT-SHADOW/index', '.savepoint-shadow']) {
      await expectError(restoreFiles(options, first.commit, [inner]), 'PATH_OUTSIDE_WORKSPACE', /Savepoint's snapshot folder/);
    }
    expect(await hasCommit(options, first.commit)).toBe(true);
    expect(existsSync(path.join(ws, '.savepoint-shadow', 'HEAD'))).toBe(true);
  });
});

/** A folder outside every workspace, with files and a past mtime everywhere; `fingerprint` lists every byte, mode and mtime. */
async function sentinel(): Promise<string> {
  const dir = path.join(await tempDir('savepoint-git-test-'), 'sentinel');
  await write(dir, { 'v1.txt': 'OUTSIDE v1\n', 'new.txt': 'OUTSIDE new\n', 'big.bin': Buffer.alloc(5000, 'o'), 'nested/deep.txt': 'OUTSIDE deep\n' });
  const past = new Date('2001-02-03T04:05:06Z');
  for (const file of ['v1.txt', 'new.txt', 'big.bin', 'nested/deep.txt', 'nested', '.']) await utimes(path.join(dir, file), past, past);
  return dir;
}

async function fingerprint(dir: string): Promise<string> {
  const root = await lstat(dir);
  return `${root.mode} ${root.mtimeMs} ${await digestDir(dir, { skip: null, stat: true })}`;
}

/**
 * A separate process that keeps swapping `out` in `dir` between the real folder out.real and the link out.link (and
 * goes on when a restore re-creates `out` in between).
 */
function flip(dir: string) {
  const code = `
    const fs = require('node:fs'); const p = require('node:path');
    const at = (n) => p.join(${JSON.stringify(dir)}, n);
    const mv = (a, b) => { try { fs.renameSync(at(a), at(b)); } catch { try { fs.rmSync(at('out'), { recursive: true, force: true }); } catch {} } };
    for (;;) { mv('out.real', 'out'); mv('out', 'out.real'); mv('out.link', 'out'); mv('out', 'out.link'); }`;
  return spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
}

describe('confinement', () => {
  it('restoreFiles refuses a path through a symlinked folder before changing anything, and never deletes through it', async () => {
    const outside = await sentinel();
    const { ws, options } = await workspace({ 'a.txt': 'a\n', 'real/v1.txt': 'inside\n' });
    const snap = await snapshotWorkspace(options, { ref: 'refs/savepoint/c1/1', parent: null, message: 'x' });
    await write(ws, { 'a.txt': 'cut off' });
    await rm(path.join(ws, 'real'), { recursive: true });
    await symlink(outside, path.join(ws, 'real')); // the snapshot lacks real/new.txt, and has real/v1.txt
    const before = await fingerprint(outside);
    for (const target of ['real/new.txt', 'real/v1.txt', 'real/nested/deep.txt']) {
      const error = await expectError(restoreFiles(options, snap.commit, ['a.txt', target]), 'SYMLINK_IN_PATH', /"real", which is a symbolic link/);
      expect(error.message).toContain(target);
    }
    expect(await readFile(path.join(ws, 'a.txt'), 'utf8')).toBe('cut off'); // refused before any path was touched
    expect(await fingerprint(outside)).toBe(before);

    // An undo puts back what it can and reports the rest.
    expect(await restoreFiles(options, snap.commit, ['a.txt', 'real/new.txt'], { skipUnsafe: true })).toEqual({ skipped: ['real/new.txt'] });
    expect(await readFile(path.join(ws, 'a.txt'), 'utf8')).toBe('a\n');
    expect(await fingerprint(outside)).toBe(before);
    expect(await readlink(path.join(ws, 'real'))).toBe(outside);
  });

  it('restoreFiles refuses paths that are not plain workspace paths', async () => {
    const outside = await sentinel();
    const { ws, options } = await workspace({ 'a.txt': 'a\n' });
    const snap = await snapshotWorkspace(options, { ref: 'refs/savepoint/c2/1', parent: null, message: 'x' });
    const before = await fingerprint(outside);
    const relative = path.relative(ws, path.join(outside, 'v1.txt'));
    for (const bad of [path.join(outside, 'v1.txt'), relative, `a/../${relative}`, './a.txt', 'a//b.txt', 'dir/', '.git/config', 'C:/x', 'a\\b', '']) {
      await expectError(restoreFiles(options, snap.commit, [bad]), 'PATH_OUTSIDE_WORKSPACE', /outside the workspace/);
    }
    expect(await fingerprint(outside)).toBe(before);
  });

  it('restoreFiles replaces or removes a symlinked file as a link, never writing or deleting what it points to', async () => {
    const outside = await sentinel();
    const { ws, options } = await workspace({ 'file.txt': 'file\n' });
    await symlink(path.join(outside, 'v1.txt'), path.join(ws, 'kept-link'));
    const snap = await snapshotWorkspace(options, { ref: 'refs/savepoint/c3/1', parent: null, message: 'x' });
    // file.txt becomes a link outside; new-link appears; kept-link is replaced by a regular file.
    await rm(path.join(ws, 'file.txt'));
    await symlink(path.join(outside, 'v1.txt'), path.join(ws, 'file.txt'));
    await symlink(path.join(outside, 'new.txt'), path.join(ws, 'new-link'));
    await rm(path.join(ws, 'kept-link'));
    await writeFile(path.join(ws, 'kept-link'), 'cut off');
    const before = await fingerprint(outside);
    await restoreFiles(options, snap.commit, ['file.txt', 'new-link', 'kept-link']);
    expect(await fingerprint(outside)).toBe(before);
    expect(await readFile(path.join(ws, 'file.txt'), 'utf8')).toBe('file\n');
    expect((await lstat(path.join(ws, 'file.txt'))).isFile()).toBe(true);
    await expect(lstat(path.join(ws, 'new-link'))).rejects.toThrow(); // the link is gone, its target is not
    expect(await readlink(path.join(ws, 'kept-link'))).toBe(path.join(outside, 'v1.txt')); // back as the same link
  });

  it('restoreWorkspace replaces symlinked folders and files by what the snapshot holds, touching nothing outside', async () => {
    const outside = await sentinel();
    const { ws, options } = await workspace({ 'out/v1.txt': 'inside v1\n', 'f.txt': 'f\n' });
    await symlink(path.join(outside, 'nested'), path.join(ws, 'linkdir'));
    const snap = await snapshotWorkspace(options, { ref: 'refs/savepoint/c4/1', parent: null, message: 'x' });
    expect(commitFiles(options, snap.commit).get('linkdir')).toBe(path.join(outside, 'nested')); // a link, stored as a link
    await rm(path.join(ws, 'out'), { recursive: true });
    await symlink(outside, path.join(ws, 'out'));
    await rm(path.join(ws, 'f.txt'));
    await symlink(path.join(outside, 'new.txt'), path.join(ws, 'f.txt'));
    await rm(path.join(ws, 'linkdir'));
    await write(ws, { 'linkdir/deep.txt': 'a real folder now\n' });
    const before = await fingerprint(outside);
    const snapWithLinks = await snapshotWorkspace(options, { ref: 'refs/savepoint/c4/2', parent: snap.commit, message: 'links' });
    expect(commitFiles(options, snapWithLinks.commit).get('out')).toBe(outside);
    await restoreWorkspace(options, snap.commit);
    expect(await fingerprint(outside)).toBe(before);
    expect((await lstat(path.join(ws, 'out'))).isDirectory()).toBe(true);
    expect(await readFile(path.join(ws, 'out', 'v1.txt'), 'utf8')).toBe('inside v1\n');
    expect((await lstat(path.join(ws, 'f.txt'))).isFile()).toBe(true);
    expect(await readlink(path.join(ws, 'linkdir'))).toBe(path.join(outside, 'nested'));
    // And forward again: the links come back as links.
    await restoreWorkspace(options, snapWithLinks.commit);
    expect(await fingerprint(outside)).toBe(before);
    expect(await readlink(path.join(ws, 'out'))).toBe(outside);
    expect(await readlink(path.join(ws, 'f.txt'))).toBe(path.join(outside, 'new.txt'));
  });

  it('never stats through a symlinked folder: a tracked file behind one is neither sized nor a reason to fail', async () => {
    const outside = await sentinel();
    const { ws, options } = await workspace({ '.gitignore': 'build/\n', 'a.txt': 'a\n' }, { maxFileBytes: 1000 });
    await write(ws, { 'build/big.bin': 'small inside\n' });
    git(ws, 'add', '-f', 'build/big.bin'); // tracked although ignored: snapshots force-add it
    git(ws, 'commit', '-q', '-m', 'force-add');
    const first = await snapshotWorkspace(options, { ref: 'refs/savepoint/c5/1', parent: null, message: 'x' });
    expect(commitFiles(options, first.commit).get('build/big.bin')).toBe('small inside\n');
    await rm(path.join(ws, 'build'), { recursive: true });
    await symlink(outside, path.join(ws, 'build')); // outside/big.bin is 5000 bytes, over the limit
    const before = await fingerprint(outside);
    await write(ws, { 'odd\\name C:.bin': Buffer.alloc(2000, 'i') }); // a legal name on POSIX, still sized (and skipped)
    const second = await snapshotWorkspace(options, { ref: 'refs/savepoint/c5/2', parent: first.commit, message: 'y' });
    expect(second.skipped).toEqual([{ path: 'odd\\name C:.bin', bytes: 2000 }]); // the outside file's size is not reported
    expect(commitFiles(options, second.commit).has('build/big.bin')).toBe(false);
    expect(await changedSince(options, second.commit)).toEqual([]);
    expect(await fingerprint(outside)).toBe(before);
  });

  it('hashes a workspace file only when it is reached without any symlink', async () => {
    const outside = await sentinel();
    const { ws } = await workspace({ 'a.txt': 'a\n', 'dir/b.txt': 'b\n' }, { repo: false });
    await symlink(path.join(outside, 'v1.txt'), path.join(ws, 'link.txt'));
    await symlink(outside, path.join(ws, 'linkdir'));
    execFileSync('mkfifo', [path.join(ws, 'fifo')]);
    expect(await sha256OfWorkspaceFile(ws, 'a.txt')).toBe(sha256('a\n'));
    expect(await sha256OfWorkspaceFile(ws, 'dir/b.txt')).toBe(sha256('b\n'));
    for (const nothing of ['link.txt', 'linkdir/v1.txt', 'linkdir/nested/deep.txt', 'dir', 'fifo', 'missing.txt', 'a.txt/x']) {
      expect(await sha256OfWorkspaceFile(ws, nothing)).toBeNull();
    }
    for (const invalid of [path.join(outside, 'v1.txt'), path.relative(ws, path.join(outside, 'v1.txt')), './a.txt', '.git/config']) {
      expect(await sha256OfWorkspaceFile(ws, invalid)).toBeNull();
    }
  });

  it('never deletes or writes outside while a folder flips between a real folder and a link outside during restores', { timeout: 60_000 }, async () => {
    const outside = await sentinel();
    const { ws, options } = await workspace({ 'out.real/v1.txt': 'inside v1\n', 'a.txt': 'a\n' }, { repo: false });
    await symlink(outside, path.join(ws, 'out.link'));
    await rename(path.join(ws, 'out.real'), path.join(ws, 'out'));
    const snap = await snapshotWorkspace(options, { ref: 'refs/savepoint/c6/1', parent: null, message: 'x' }); // has out/v1.txt, not out/new.txt
    await rename(path.join(ws, 'out'), path.join(ws, 'out.real'));
    const before = await fingerprint(outside);
    const flipper = flip(ws);
    const outcomes = new Map<string, number>();
    try {
      for (let i = 0; i < 60; i++) {
        // out/new.txt is deleted (the snapshot lacks it), out/v1.txt written back: both name files the sentinel has.
        const outcome = await restoreFiles(options, snap.commit, ['out/new.txt', 'out/v1.txt', 'out/nested/deep.txt']).then(
          () => 'restored',
          (error: unknown) => (error instanceof GitWorkspaceError ? error.code : String((error as NodeJS.ErrnoException).code)),
        );
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      }
    } finally {
      flipper.kill('SIGKILL');
    }
    expect(await fingerprint(outside)).toBe(before);
    expect(outcomes.get('SYMLINK_IN_PATH')).toBeGreaterThan(0); // (the link was met, and refused)
  });

  it('never hashes the outside while a folder flips between a real folder and a link outside', { timeout: 30_000 }, async () => {
    const outside = await sentinel();
    const { ws } = await workspace({ 'out.real/v1.txt': 'inside\n' }, { repo: false });
    await symlink(outside, path.join(ws, 'out.link'));
    const flipper = flip(ws);
    const seen = new Map<string | null, number>();
    try {
      for (let i = 0; i < 3000; i++) {
        const hash = await sha256OfWorkspaceFile(ws, 'out/v1.txt');
        seen.set(hash, (seen.get(hash) ?? 0) + 1);
      }
    } finally {
      flipper.kill('SIGKILL');
    }
    const inside = sha256('inside\n');
    expect([...seen.keys()].every((hash) => hash === null || hash === inside)).toBe(true); // never the outside file's
    expect(seen.get(inside)).toBeGreaterThan(0); // (it did read the real folder while it was there)
  });
});

describe('errors', () => {
  it('reports a missing workspace, a file instead of a folder, an unreadable folder or file, and a folder it cannot write', async () => {
    const base = await tempDir('savepoint-git-test-');
    const shadowDir = path.join(base, 'shadow');
    const caches = createShadowCaches();
    const snap = (workspacePath: string, shadow = shadowDir) =>
      snapshotWorkspace({ workspacePath, shadowDir: shadow, maxFileBytes: 1000, caches }, { ref: 'refs/savepoint/e/1', parent: null, message: 'x' });
    await expectError(snap(path.join(base, 'nope')), 'WORKSPACE_MISSING', /does not exist/);
    await writeFile(path.join(base, 'file.txt'), 'x');
    await expectError(snap(path.join(base, 'file.txt')), 'WORKSPACE_NOT_DIRECTORY', /is a file/);
    await expectError(snap(path.join(base, 'file.txt', 'below')), 'WORKSPACE_MISSING');
    await expectError(restoreWorkspace({ workspacePath: path.join(base, 'nope'), shadowDir, maxFileBytes: 1, caches }, 'a'.repeat(40)), 'WORKSPACE_MISSING');
    await expectError(
      changedSince({ workspacePath: path.join(base, 'file.txt'), shadowDir, maxFileBytes: 1, caches }, 'a'.repeat(40)),
      'WORKSPACE_NOT_DIRECTORY',
    );

    // An unreadable folder (chmod 000), and a readable folder with one unreadable file in it.
    const lockedDir = path.join(base, 'locked-dir');
    await write(lockedDir, { 'x.txt': 'x' });
    await chmod(lockedDir, 0o000);
    const lockedFile = path.join(base, 'locked-file');
    await write(lockedFile, { 'ok.txt': 'ok', 'secret.txt': 'no' });
    await chmod(path.join(lockedFile, 'secret.txt'), 0o000);
    await chmod(lockedFile, 0o777); // writable: the snapshot store is made inside the workspace
    // A readable folder the server's user cannot write: there is nowhere to keep its snapshots.
    const readOnly = path.join(base, 'read-only');
    await write(readOnly, { 'a.txt': 'a' });
    const unwritable = /snapshot folder .*read-only\/\.savepoint-shadow cannot be created \(EACCES\).*write the workspace/s;
    // A repository whose .git folder the server's user cannot write (another user's): the store goes to the root.
    const foreignGit = path.join(base, 'foreign-git');
    await write(foreignGit, { 'a.txt': 'a' });
    git(foreignGit, 'init', '-q', '-b', 'main');
    await chmod(foreignGit, 0o777);
    const fileShadow = path.join(base, 'open', 'shadow');
    await mkdir(path.dirname(fileShadow));
    await chmod(path.dirname(fileShadow), 0o777);
    try {
      if (process.getuid?.() !== 0) {
        await expectError(snap(lockedDir), 'WORKSPACE_UNREADABLE', /not readable/);
        await expectError(snap(lockedFile, fileShadow), 'WORKSPACE_UNREADABLE', /secret\.txt.*Permission denied/s);
        await chmod(readOnly, 0o555);
        await expectError(snap(readOnly, fileShadow), 'WORKSPACE_UNREADABLE', unwritable);
        await chmod(path.join(foreignGit, '.git'), 0o555);
        expect((await snap(foreignGit, path.join(base, 'foreign'))).commit).toMatch(/^[0-9a-f]{40}$/);
        await chmod(path.join(foreignGit, '.git'), 0o755);
      } else {
        // Root ignores permission bits, so in this process both are readable and snapshots work...
        expect((await snap(lockedDir)).commit).toMatch(/^[0-9a-f]{40}$/);
        // ...and the real checks run in a child process as the unprivileged user "nobody".
        await chmod(base, 0o755);
        // The child cannot load the checkout itself (it may sit under a private folder), so the git module is
        // bundled with esbuild into the test's own folder, which "nobody" can read.
        const bundle = path.join(base, 'workspace-git.cjs');
        await build({
          entryPoints: [path.join(ROOT, 'src/git/workspace-git.ts')],
          bundle: true,
          platform: 'node',
          format: 'cjs',
          outfile: bundle,
          logLevel: 'silent',
        });
        await chmod(bundle, 0o644);
        const code = `const m = require(${JSON.stringify(bundle)});
          (async () => {
            const codes = [];
            for (const [workspacePath, shadowDir] of ${JSON.stringify([
              [lockedDir, path.join(base, 'never')],
              [lockedFile, fileShadow],
              [readOnly, fileShadow],
              [foreignGit, path.join(base, 'open', 'foreign')],
            ])}) {
              try { await m.snapshotWorkspace({ workspacePath, shadowDir, maxFileBytes: 1000, caches: m.createShadowCaches() }, { ref: 'refs/savepoint/e/1', parent: null, message: 'x' }); codes.push('OK'); }
              catch (e) { codes.push(e.code ? e.code + ': ' + e.message : String(e)); }
            }
            console.log(JSON.stringify(codes));
          })();`;
        const child = spawnSync(process.execPath, ['-e', code], {
          cwd: base,
          uid: 65534,
          gid: 65534,
          env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: os.tmpdir() },
          encoding: 'utf8',
          timeout: 30_000,
        });
        expect(child.stderr).toBe('');
        const [folder, file, readOnlyFolder, foreign] = JSON.parse(child.stdout) as [string, string, string, string];
        expect(folder).toMatch(/^WORKSPACE_UNREADABLE: .*not readable/);
        expect(file).toMatch(/^WORKSPACE_UNREADABLE: .*secret\.txt.*Permission denied/s);
        expect(readOnlyFolder).toMatch(/^WORKSPACE_UNREADABLE: /);
        expect(readOnlyFolder).toMatch(unwritable);
        expect(foreign).toBe('OK');
      }
      expect((await readdir(path.join(foreignGit, '.savepoint-shadow'))).includes('HEAD')).toBe(true);
      expect(existsSync(path.join(foreignGit, '.git', 'savepoint-shadow'))).toBe(false);
    } finally {
      await chmod(lockedDir, 0o755);
    }
  });

  it('reports a corrupted shadow repository as REPOSITORY_CORRUPT with git’s message', async () => {
    const { ws, options } = await workspace({ 'a.txt': 'a\n' });
    const first = await snapshotWorkspace(options, { ref: 'refs/savepoint/c/1', parent: null, message: '1' });
    expect(await hasCommit(options, first.commit)).toBe(true);
    expect(await hasCommit(options, 'f'.repeat(40))).toBe(false);
    expect(await hasCommit(options, 'not a commit')).toBe(false);
    // Another instance (its own data folder, no cache yet) finds it too: the store is the workspace's.
    expect(await hasCommit(otherInstance(options), first.commit)).toBe(true);

    // A garbled HEAD of the store: git no longer recognises it.
    const store = await storeOf(options);
    const head = await readFile(path.join(store, 'HEAD'));
    await writeFile(path.join(store, 'HEAD'), 'garbage\n');
    const error = await expectError(changedFiles(options, null, first.commit), 'REPOSITORY_CORRUPT', /not a git repository/);
    expect(error.message).toContain(store);
    await expectError(hasCommit(options, first.commit), 'REPOSITORY_CORRUPT');
    await writeFile(path.join(store, 'HEAD'), head);

    // A damaged cache is rebuilt: it holds nothing that is not in the store or the working tree.
    await writeFile(path.join(options.shadowDir, 'HEAD'), 'garbage\n');
    await writeFile(path.join(options.shadowDir, 'commondir'), '/nowhere\n');
    expect(await changedSince(options, first.commit)).toEqual([]);

    // Lost objects: the index still lists blobs the object store no longer has. (The file is dated in the past so
    // git trusts the index; a file as new as the index would simply be re-hashed, which heals the loss.)
    await write(ws, { 'a.txt': 'a2\n' });
    await utimes(path.join(ws, 'a.txt'), new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    const second = await snapshotWorkspace(options, { ref: 'refs/savepoint/c/2', parent: first.commit, message: '2' });
    for (const entry of await readdir(path.join(store, 'objects'))) {
      if (entry !== 'info') await rm(path.join(store, 'objects', entry), { recursive: true, force: true });
    }
    await mkdir(path.join(store, 'objects', 'pack'));
    await expectError(
      snapshotWorkspace(options, { ref: 'refs/savepoint/c/3', parent: null, message: '3' }),
      'REPOSITORY_CORRUPT',
      /invalid object|missing from its object store/,
    );
    await expectError(changedFiles(options, first.commit, second.commit), 'REPOSITORY_CORRUPT', /is not in the shadow repository/);
    await expectError(restoreWorkspace(options, first.commit), 'REPOSITORY_CORRUPT', /is not in the shadow repository/);
    expect(await hasCommit(options, first.commit)).toBe(false);

    // A folder of the user's where the store would go is never initialised over.
    const stray = await workspace({ 'a.txt': 'a\n', '.savepoint-shadow/notes.txt': 'someone else’s files' }, { repo: false });
    await expectError(
      snapshotWorkspace(stray.options, { ref: 'refs/savepoint/c/1', parent: null, message: '1' }),
      'REPOSITORY_CORRUPT',
      /\.savepoint-shadow is unusable: the folder exists but is not a git repository/,
    );
    expect(await readdir(path.join(stray.ws, '.savepoint-shadow'))).toEqual(['notes.txt']);
  });

  it('waits briefly for another process’s index.lock, then reports it', async () => {
    const { options } = await workspace({ 'a.txt': 'a\n' });
    await snapshotWorkspace(options, { ref: 'refs/savepoint/l/1', parent: null, message: '1' });
    const lock = path.join(options.shadowDir, 'index.lock');
    await writeFile(lock, '');
    const started = Date.now();
    await expectError(
      snapshotWorkspace(options, { ref: 'refs/savepoint/l/2', parent: null, message: '2' }),
      'REPOSITORY_CORRUPT',
      /index\.lock.*delete that file/,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    setTimeout(() => void rm(lock), 300); // a lock that goes away in time is waited for
    expect((await snapshotWorkspace(options, { ref: 'refs/savepoint/l/2', parent: null, message: '2' })).commit).toMatch(/^[0-9a-f]{40}$/);
  });
});

describe('a repository of thousands of files', () => {
  // How fast 100 such snapshots are, and what they add on disk, are budgets of `npm run bench` (BENCH_ONLY=snapshots).
  it('snapshots 5,000 files, then each change of 10 as exactly those 10 files', async () => {
    const files: Record<string, string> = {};
    for (let d = 0; d < 50; d++) for (let f = 0; f < 100; f++) files[`pkg${d}/src/file${f}.ts`] = `export const value${f} = ${d * 100 + f};\n`.repeat(30);
    const { ws, options } = await workspace(files);
    let previous = (await snapshotWorkspace(options, { ref: 'refs/savepoint/p/0', parent: null, message: 'first' })).commit;
    expect(await changedFiles(options, null, previous)).toHaveLength(5000);
    for (let i = 1; i <= 3; i++) {
      const changed: Record<string, string> = {};
      for (let k = 0; k < 10; k++) changed[`pkg${(i * 7 + k * 5) % 50}/src/file${(i * 3 + k) % 100}.ts`] = `export const changed = ${i * 10 + k};\n`.repeat(30);
      await write(ws, changed);
      const next = (await snapshotWorkspace(options, { ref: `refs/savepoint/p/${i}`, parent: previous, message: `${i}` })).commit;
      const changes = await changedFiles(options, previous, next);
      expect(changes.map((change) => [change.path, change.action, change.additions, change.deletions]).sort()).toEqual(
        Object.keys(changed)
          .sort()
          .map((name) => [name, 'MODIFIED', 30, 30]),
      );
      previous = next;
    }
    expect(await changedFiles(options, null, previous)).toHaveLength(5000);
  });
});
