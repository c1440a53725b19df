// Checkpoint snapshots of workspaces (src/git/workspace-git.ts) as the workspace agent takes them, against real git
// repositories made with the git CLI in temporary folders: GitOptions shaped as agent-store.ts gitOptionsOf makes
// them (the store at <agent folder>/workspaces/<id>, outside the workspace, its index in it), snapshots as root trees
// (no commit, no ref), restores of the whole working tree or of single files from such a tree.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, lstat, mkdir, readdir, readFile, readlink, rename, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { createShadowCaches, type GitOptions, GitWorkspaceError, restoreFiles, restoreWorkspace, snapshotTree, tidyStore } from '../src/git/workspace-git.ts';
import { digestDir, readTree, sha256, tempDir, write } from './helpers/fs.ts';
import { GIT_ENV, git, initRepo, refs, snapshotFiles } from './helpers/git.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Options as the agent's store gives them (agent-store.ts gitOptionsOf): the store in the agent's folder. */
const storeOptions = (workspacePath: string, agentDir: string, maxFileBytes: number): GitOptions => ({
  workspacePath,
  storeDir: path.join(agentDir, 'workspaces', 'ws-1'),
  maxFileBytes,
  caches: createShadowCaches(),
});

/** git on the snapshot store, its output as text (throws on a failure, its stderr kept quiet). */
function storeGit(options: GitOptions, ...args: string[]): string {
  return execFileSync('git', args, { cwd: options.storeDir, env: { ...GIT_ENV, GIT_DIR: options.storeDir }, encoding: 'utf8', stdio: 'pipe' });
}

/** A workspace folder (optionally a git repository with one commit of `files`) and the options of its store. */
async function workspace(files: Record<string, string | Buffer>, { repo = true, maxFileBytes = 64 * 1024 } = {}) {
  const base = await tempDir('savepoint-git-test-');
  const ws = path.join(base, 'ws');
  await mkdir(ws);
  await write(ws, files);
  if (repo) await initRepo(ws, {}, { packed: true });
  return { ws, base, options: storeOptions(ws, path.join(base, 'agent'), maxFileBytes) };
}

/** A folder's files as the snapshots see them: every file but the repository's, symlinks as "-> target". */
const AS_STORED = { encoding: 'latin1', skip: ['.git'], links: 'as-target' } as const;

/** The files of a snapshot tree, as path -> content (a symlink as its target), read from the store. */
const treeFiles = (options: GitOptions, tree: string) => new Map(Object.entries(snapshotFiles(options.storeDir, tree, 'latin1')));

/** What differs between two snapshot trees, as git diff-tree names it (renames detected): [status, path(s)], by path. */
function treeChanges(options: GitOptions, from: string, to: string): string[][] {
  return storeGit(options, 'diff-tree', '-r', '-M', '--name-status', from, to)
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'))
    .sort((a, b) => (a.at(-1)! < b.at(-1)! ? -1 : 1));
}

/** Everything of the user's repository: every byte of .git, and what git shows of it; and every file of the folder. */
async function userRepoState(ws: string) {
  const gitDigest = await digestDir(path.join(ws, '.git'), { skip: null, stat: true }); // first, before any git command of ours reads the repo
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

describe('snapshotTree', () => {
  it('snapshots tracked, untracked, deleted, renamed, binary, symlinked and ignored files into root trees', async () => {
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

    const first = await snapshotTree(options);
    expect(first).toEqual({ tree: expect.stringMatching(/^[0-9a-f]{40}$/), skipped: [], nested: [] });
    expect([...treeFiles(options, first.tree).keys()].sort()).toEqual(
      ['.gitignore', 'a.txt', 'docs/read me ü.md', 'forced.log', 'link.txt', 'old-name.txt', 'src/b.ts'].sort(),
    );
    expect(storeGit(options, 'cat-file', '-t', first.tree)).toBe('tree\n');
    expect(storeGit(options, 'for-each-ref')).toBe(''); // a tree alone: no commit, no ref
    expect(await snapshotTree(options)).toEqual(first); // nothing changed: the same tree

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

    const second = await snapshotTree(options);
    const files = treeFiles(options, second.tree);
    expect([...files.keys()].sort()).toEqual(
      ['.gitignore', 'a.txt', 'docs/read me ü.md', 'forced.log', 'img.bin', 'link.txt', 'new-name.txt', 'new.txt'].sort(),
    );
    expect(files.get('a.txt')).toBe('one\n2\nthree\nfour\n');
    expect(files.get('forced.log')).toBe('tracked although ignored, changed\n');
    expect(files.get('link.txt')).toBe('a.txt'); // a symlink is stored as its target...
    expect(storeGit(options, 'ls-tree', second.tree, 'link.txt')).toMatch(/^120000 blob /); // ...as a link
    expect(files.get('img.bin')).toBe(Buffer.from([0, 1, 2, 3, 0, 255, 0, 10]).toString('latin1'));
    // The renamed file is the same blob under its new name.
    expect(storeGit(options, 'rev-parse', `${second.tree}:new-name.txt`)).toBe(storeGit(options, 'rev-parse', `${first.tree}:old-name.txt`));
    expect(treeChanges(options, first.tree, second.tree)).toEqual([
      ['M', 'a.txt'],
      ['M', 'forced.log'],
      ['A', 'img.bin'],
      ['T', 'link.txt'], // file -> symlink
      ['R100', 'old-name.txt', 'new-name.txt'],
      ['A', 'new.txt'],
      ['D', 'src/b.ts'],
    ]);
  });

  it('leaves a dirty, partly staged user repository byte-for-byte untouched, and keeps nothing in the folder', async () => {
    const { ws, options } = await workspace({ 'a.txt': 'a1\n', 'b.txt': 'b1\n', 'c.txt': 'c1\n' });
    git(ws, 'branch', 'feature');
    await write(ws, { 'c.txt': 'c stashed\n' });
    git(ws, 'stash', 'push', '-q', '-m', 'work in progress');
    await write(ws, { 'a.txt': 'a2 staged\n' });
    git(ws, 'add', 'a.txt');
    await write(ws, { 'a.txt': 'a3 staged then changed again\n', 'b.txt': 'b2 unstaged\n', 'untracked.txt': 'new\n' });
    const before = await userRepoState(ws);
    expect(before.status).toBe('MM a.txt\n M b.txt\n?? untracked.txt\n');

    const snap = await snapshotTree(options);
    await write(ws, { 'b.txt': 'b3\n', 'more.txt': 'more\n' });
    const again = await snapshotTree(options);
    expect(treeChanges(options, snap.tree, again.tree)).toEqual([
      ['M', 'b.txt'],
      ['A', 'more.txt'],
    ]);
    await restoreFiles(options, snap.tree, ['b.txt']);
    await restoreWorkspace(options, snap.tree); // back to the state "before" saw: more.txt removed
    await tidyStore(options);

    // Every byte of .git (nothing skipped) and every file of the folder as they were: the store is elsewhere.
    expect(await userRepoState(ws)).toEqual(before);
    expect((await lstat(path.join(options.storeDir, 'HEAD'))).isFile()).toBe(true);
    // The snapshot holds the working-tree content (not the staged one) of every file, untracked included.
    expect(Object.fromEntries(treeFiles(options, snap.tree))).toEqual({
      'a.txt': 'a3 staged then changed again\n',
      'b.txt': 'b2 unstaged\n',
      'c.txt': 'c1\n',
      'untracked.txt': 'new\n',
    });
  });

  it('snapshots a folder that is not a git repository, honouring its .gitignore, and makes nothing in it', async () => {
    const { ws, options } = await workspace(
      { 'main.py': 'print(1)\n', 'pkg/util.py': 'x = 1\n', '.gitignore': '__pycache__/\n', '__pycache__/main.pyc': 'bytes' },
      { repo: false },
    );
    const listing = (await readdir(ws)).sort();
    const first = await snapshotTree(options);
    expect([...treeFiles(options, first.tree).keys()].sort()).toEqual(['.gitignore', 'main.py', 'pkg/util.py']);
    await write(ws, { 'main.py': 'print(2)\n' });
    const second = await snapshotTree(options);
    expect(treeChanges(options, first.tree, second.tree)).toEqual([['M', 'main.py']]);
    expect(treeFiles(options, second.tree).get('main.py')).toBe('print(2)\n');
    // No repository, no store, nothing at all was created in the folder...
    expect((await readdir(ws)).sort()).toEqual(listing);
    // ...so when it becomes a repository, `git status` lists the user's files alone, and snapshots go on.
    git(ws, 'init', '-q', '-b', 'main');
    expect(git(ws, 'status', '--porcelain=v1', '-uall')).toBe('?? .gitignore\n?? main.py\n?? pkg/util.py\n');
    await write(ws, { 'main.py': 'print(3)\n' });
    const third = await snapshotTree(options);
    expect(treeChanges(options, second.tree, third.tree)).toEqual([['M', 'main.py']]);
  });

  it('skips files over the size limit without hashing them, and reports them', async () => {
    const { ws, options } = await workspace({ 'small.txt': 'small\n', 'grows.txt': 'small for now\n' }, { maxFileBytes: 1000 });
    const big = Buffer.alloc(5000, 'x');
    await write(ws, { 'data/big.bin': big });
    const first = await snapshotTree(options);
    expect(first.skipped).toEqual([{ path: 'data/big.bin', bytes: 5000 }]);
    expect([...treeFiles(options, first.tree).keys()].sort()).toEqual(['grows.txt', 'small.txt']);
    const bigOid = execFileSync('git', ['hash-object', '--stdin'], { input: big, env: GIT_ENV, encoding: 'utf8' }).trim();
    expect(() => storeGit(options, 'cat-file', '-e', bigOid)).toThrow(); // never written into the store

    await write(ws, { 'grows.txt': 'y'.repeat(2000) }); // a snapshotted file that grows past the limit
    const second = await snapshotTree(options);
    expect(second.skipped).toEqual([
      { path: 'data/big.bin', bytes: 5000 },
      { path: 'grows.txt', bytes: 2000 },
    ]);
    expect([...treeFiles(options, second.tree).keys()]).toEqual(['small.txt']);
    const grownOid = execFileSync('git', ['hash-object', '--stdin'], { input: 'y'.repeat(2000), env: GIT_ENV, encoding: 'utf8' }).trim();
    expect(() => storeGit(options, 'cat-file', '-e', grownOid)).toThrow();
  });

  it('serialises concurrent snapshots of one workspace', async () => {
    const { ws, options } = await workspace({ 'a.txt': 'a\n' });
    await write(ws, Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}.txt`, `${i}\n`])));
    const snaps = await Promise.all(Array.from({ length: 4 }, () => snapshotTree(options)));
    expect(new Set(snaps.map((snap) => snap.tree)).size).toBe(1);
    expect(treeFiles(options, snaps[3]!.tree).size).toBe(51);
    storeGit(options, 'fsck', '--no-dangling', '--no-progress'); // throws on any problem
  });

  it('of a folder unchanged since the last runs git once (it lists nothing to stage), and sees any change after', async () => {
    const { ws, base, options } = await workspace({ 'a.txt': 'a\n', 'sub/b.txt': 'b\n' });
    // Every git process the snapshots start, by its command (a git on PATH that notes its arguments).
    const bin = path.join(base, 'bin');
    const calls = path.join(base, 'calls.log');
    await mkdir(bin);
    const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    await writeFile(path.join(bin, 'git'), `#!/bin/sh\necho "$*" >> ${calls}\nexec ${real} "$@"\n`, { mode: 0o755 });
    const gitsRun = async () => {
      const text = await readFile(calls, 'utf8').catch(() => '');
      await rm(calls, { force: true });
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(' ').find((word) => /^[a-z-]+$/.test(word) && !word.startsWith('-')));
    };
    const path0 = process.env.PATH;
    process.env.PATH = `${bin}:${path0}`;
    try {
      const first = await snapshotTree(options);
      await gitsRun();
      const again = await snapshotTree(options);
      expect(again.tree).toBe(first.tree);
      expect(await gitsRun()).toEqual(['ls-files']);
      // A change, a deletion, a new file: each seen at once (staged and written).
      await write(ws, { 'a.txt': 'a, changed in the same second\n' });
      const changed = await snapshotTree(options);
      expect(await gitsRun()).toEqual(['ls-files', 'add', 'write-tree']);
      expect(treeChanges(options, first.tree, changed.tree)).toEqual([['M', 'a.txt']]);
      await rm(path.join(ws, 'sub/b.txt'));
      const deleted = await snapshotTree(options);
      expect(treeChanges(options, changed.tree, deleted.tree)).toEqual([['D', 'sub/b.txt']]);
      await write(ws, { 'a.txt': 'a\n', 'sub/b.txt': 'b\n' });
      expect((await snapshotTree(options)).tree).toBe(first.tree);
      // The index written by something else (a restore) since: the tree is written again, not remembered.
      await restoreWorkspace(options, changed.tree);
      await gitsRun();
      expect((await snapshotTree(options)).tree).toBe(changed.tree);
      expect(await gitsRun()).toContain('write-tree');
      // A restore right after its undo point's snapshot: the index still holds that tree, so nothing is staged or
      // written again; only the check that the target is in the store, and the restore itself.
      const undo = await snapshotTree(options);
      await gitsRun();
      await restoreWorkspace(options, first.tree, { staged: undo.tree });
      expect(await gitsRun()).toEqual(['rev-parse', 'read-tree']);
      expect(await readFile(path.join(ws, 'a.txt'), 'utf8')).toBe('a\n');
    } finally {
      process.env.PATH = path0;
    }
  });
});

describe('restoreWorkspace', () => {
  it('restores the working tree to a snapshot and leaves ignored and large files alone', async () => {
    const { ws, options } = await workspace(
      { 'keep.txt': 'keep\n', 'edit.txt': 'original\n', 'gone.txt': 'will be deleted\n', 'dir/nested.txt': 'nested\n', '.gitignore': '*.log\n' },
      { maxFileBytes: 1000 },
    );
    await write(ws, { 'untracked-at-snapshot.txt': 'was there\n', 'app.log': 'ignored v1\n', 'huge.bin': Buffer.alloc(4000, 'h') });
    const snap = await snapshotTree(options);
    const expected = treeFiles(options, snap.tree);
    const gitBefore = await digestDir(path.join(ws, '.git'), { skip: null, stat: true });

    await write(ws, {
      'edit.txt': 'changed by the agent\n',
      'added.txt': 'new\n',
      'newdir/deep/x.txt': 'x\n',
      'app.log': 'ignored v2\n',
      'untracked-at-snapshot.txt': 'changed\n',
    });
    await rm(path.join(ws, 'gone.txt'));
    await rm(path.join(ws, 'dir'), { recursive: true });
    await restoreWorkspace(options, snap.tree);

    const now = new Map(Object.entries(readTree(ws, AS_STORED)));
    expect(now.get('app.log')).toBe('ignored v2\n'); // ignored: left alone
    expect(now.get('huge.bin')).toBe('h'.repeat(4000)); // skipped for size: left alone
    now.delete('app.log');
    now.delete('huge.bin');
    expect(Object.fromEntries(now)).toEqual(Object.fromEntries(expected));
    await expect(lstat(path.join(ws, 'newdir'))).rejects.toThrow(); // emptied folders are removed too
    expect(await digestDir(path.join(ws, '.git'), { skip: null, stat: true })).toBe(gitBefore);
    expect((await snapshotTree(options)).tree).toBe(snap.tree); // a snapshot now is the one restored
  });

  it('restores over the tree a snapshot just wrote (staged) without staging again, leaving a file made since where it is', async () => {
    const { ws, options } = await workspace({ 'a.txt': 'a1\n' });
    const target = await snapshotTree(options);
    await write(ws, { 'a.txt': 'a2\n', 'b.txt': 'b\n' });
    const undo = await snapshotTree(options); // the undo point, taken right before the restore
    await write(ws, { 'late.txt': 'made after the undo point\n' });
    await restoreWorkspace(options, target.tree, { staged: undo.tree });
    // b.txt (in the undo point) is removed; late.txt, in no snapshot, is kept rather than lost without an undo point.
    expect(readTree(ws, AS_STORED)).toEqual({ 'a.txt': 'a1\n', 'late.txt': 'made after the undo point\n' });
    // A tree the index no longer holds is no reason to skip staging: late.txt is then staged, and removed.
    await restoreWorkspace(options, undo.tree, { staged: undo.tree });
    expect(readTree(ws, AS_STORED)).toEqual({ 'a.txt': 'a2\n', 'b.txt': 'b\n' });
  });

  it('a new snapshot differs from the last by exactly the files changed since: a file touched with the same content is no change', async () => {
    const { ws, options } = await workspace({ 'a.txt': 'a\n', 'b.txt': 'b\n', 'c.txt': 'c\n' });
    const snap = await snapshotTree(options);
    await write(ws, { 'a.txt': 'a changed\n', 'd.txt': 'new\n' });
    await rm(path.join(ws, 'c.txt'));
    const when = new Date('2030-01-02T03:04:05Z');
    await utimes(path.join(ws, 'a.txt'), when, when);
    await utimes(path.join(ws, 'b.txt'), when, when); // touched, same content: not a change
    const now = await snapshotTree(options);
    expect(treeChanges(options, snap.tree, now.tree)).toEqual([
      ['M', 'a.txt'],
      ['D', 'c.txt'],
      ['A', 'd.txt'],
    ]);
    await utimes(path.join(ws, 'b.txt'), new Date(), new Date());
    expect((await snapshotTree(options)).tree).toBe(now.tree);
  });
});

describe('restoreFiles', () => {
  it('restores only the named files, removes those the snapshot lacked, keeps files too large to snapshot, and refuses paths outside', async () => {
    const { ws, options } = await workspace({ 'a.txt': 'a\n', 'b.txt': 'b\n' }, { maxFileBytes: 1000 });
    const snap = await snapshotTree(options);
    await write(ws, { 'a.txt': 'half', 'b.txt': 'b changed\n', 'new.txt': 'cut off', 'huge.bin': Buffer.alloc(5000, 'x') });
    await restoreFiles(options, snap.tree, ['a.txt', 'new.txt', 'huge.bin']);
    expect(await readFile(path.join(ws, 'a.txt'), 'utf8')).toBe('a\n');
    expect(await readFile(path.join(ws, 'b.txt'), 'utf8')).toBe('b changed\n'); // not named: left alone
    await expect(lstat(path.join(ws, 'new.txt'))).rejects.toThrow(); // not in the snapshot: removed
    expect((await lstat(path.join(ws, 'huge.bin'))).size).toBe(5000); // absent only because it is too large: kept
    await expectError(restoreFiles(options, snap.tree, ['../outside.txt']), 'PATH_OUTSIDE_WORKSPACE', /outside the workspace/);
  });
});

describe('the store', () => {
  it('starts afresh when the store was deleted, and restores nothing it no longer has', async () => {
    const { ws, options } = await workspace({ 'a.txt': 'a\n', 'b.txt': 'b\n' });
    const first = await snapshotTree(options);
    await rm(options.storeDir, { recursive: true });
    await expectError(restoreWorkspace(options, first.tree), 'REPOSITORY_CORRUPT', /is not in the snapshot store .*ws-1 \(it does not exist/);
    await expectError(restoreFiles(options, first.tree, ['a.txt']), 'REPOSITORY_CORRUPT', /is not in the snapshot store/);
    await tidyStore(options); // nothing to tidy
    expect(existsSync(options.storeDir)).toBe(false); // a restore or a tidy never makes one
    await write(ws, { 'b.txt': 'b2\n' });
    const again = await snapshotTree(options);
    expect(Object.fromEntries(treeFiles(options, again.tree))).toEqual({ 'a.txt': 'a\n', 'b.txt': 'b2\n' });
    await write(ws, { 'b.txt': 'b\n' });
    expect((await snapshotTree(options)).tree).toBe(first.tree); // the same files, the same tree
  });

  it('never follows a symbolic link for the store', async () => {
    const outside = await sentinel();
    const before = await fingerprint(outside);
    const linked = await workspace({ 'a.txt': 'a\n' }, { repo: false });
    await mkdir(path.dirname(linked.options.storeDir), { recursive: true });
    await symlink(outside, linked.options.storeDir);
    await expectError(snapshotTree(linked.options), 'REPOSITORY_CORRUPT', /ws-1 is unusable: it is not a real folder .*never follows a link/);
    for (const inside of ['objects/pack', 'refs/heads', 'info']) {
      const { options } = await workspace({ 'a.txt': 'a\n' });
      await snapshotTree(options);
      await rm(path.join(options.storeDir, inside), { recursive: true, force: true });
      await symlink(outside, path.join(options.storeDir, inside));
      await expectError(snapshotTree(options), 'REPOSITORY_CORRUPT', new RegExp(`${inside} in it is a symbolic link`));
    }
    expect(await fingerprint(outside)).toBe(before);
  });

  it('refuses a store inside the workspace, even through a link, before making anything', async () => {
    const { ws, base, options } = await workspace({ 'a.txt': 'a\n' });
    await expectError(snapshotTree({ ...options, storeDir: path.join(ws, 'tools', 'store') }), 'INVALID_ARGUMENT', /is inside the workspace/);
    await expectError(snapshotTree({ ...options, storeDir: ws }), 'INVALID_ARGUMENT', /is inside the workspace/);
    await symlink(ws, path.join(base, 'ws-link'));
    await expectError(snapshotTree({ ...options, storeDir: path.join(base, 'ws-link', 'store') }), 'INVALID_ARGUMENT', /is inside the workspace/);
    expect(readTree(ws, AS_STORED)).toEqual({ 'a.txt': 'a\n' });
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
    const snap = await snapshotTree(options);
    await write(ws, { 'a.txt': 'cut off' });
    await rm(path.join(ws, 'real'), { recursive: true });
    await symlink(outside, path.join(ws, 'real')); // the snapshot lacks real/new.txt, and has real/v1.txt
    const before = await fingerprint(outside);
    for (const target of ['real/new.txt', 'real/v1.txt', 'real/nested/deep.txt']) {
      const error = await expectError(restoreFiles(options, snap.tree, ['a.txt', target]), 'SYMLINK_IN_PATH', /"real", which is a symbolic link/);
      expect(error.message).toContain(target);
    }
    expect(await readFile(path.join(ws, 'a.txt'), 'utf8')).toBe('cut off'); // refused before any path was touched
    expect(await fingerprint(outside)).toBe(before);
    expect(await readlink(path.join(ws, 'real'))).toBe(outside);
  });

  it('restoreFiles refuses paths that are not plain workspace paths', async () => {
    const outside = await sentinel();
    const { ws, options } = await workspace({ 'a.txt': 'a\n' });
    const snap = await snapshotTree(options);
    const before = await fingerprint(outside);
    const relative = path.relative(ws, path.join(outside, 'v1.txt'));
    for (const bad of [path.join(outside, 'v1.txt'), relative, `a/../${relative}`, './a.txt', 'a//b.txt', 'dir/', '.git/config', 'C:/x', 'a\\b', '']) {
      await expectError(restoreFiles(options, snap.tree, [bad]), 'PATH_OUTSIDE_WORKSPACE', /outside the workspace/);
    }
    expect(await fingerprint(outside)).toBe(before);
  });

  it('restoreFiles replaces or removes a symlinked file as a link, never writing or deleting what it points to', async () => {
    const outside = await sentinel();
    const { ws, options } = await workspace({ 'file.txt': 'file\n' });
    await symlink(path.join(outside, 'v1.txt'), path.join(ws, 'kept-link'));
    const snap = await snapshotTree(options);
    // file.txt becomes a link outside; new-link appears; kept-link is replaced by a regular file.
    await rm(path.join(ws, 'file.txt'));
    await symlink(path.join(outside, 'v1.txt'), path.join(ws, 'file.txt'));
    await symlink(path.join(outside, 'new.txt'), path.join(ws, 'new-link'));
    await rm(path.join(ws, 'kept-link'));
    await writeFile(path.join(ws, 'kept-link'), 'cut off');
    const before = await fingerprint(outside);
    await restoreFiles(options, snap.tree, ['file.txt', 'new-link', 'kept-link']);
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
    const snap = await snapshotTree(options);
    expect(treeFiles(options, snap.tree).get('linkdir')).toBe(path.join(outside, 'nested')); // a link, stored as a link
    await rm(path.join(ws, 'out'), { recursive: true });
    await symlink(outside, path.join(ws, 'out'));
    await rm(path.join(ws, 'f.txt'));
    await symlink(path.join(outside, 'new.txt'), path.join(ws, 'f.txt'));
    await rm(path.join(ws, 'linkdir'));
    await write(ws, { 'linkdir/deep.txt': 'a real folder now\n' });
    const before = await fingerprint(outside);
    const snapWithLinks = await snapshotTree(options);
    expect(treeFiles(options, snapWithLinks.tree).get('out')).toBe(outside);
    await restoreWorkspace(options, snap.tree);
    expect(await fingerprint(outside)).toBe(before);
    expect((await lstat(path.join(ws, 'out'))).isDirectory()).toBe(true);
    expect(await readFile(path.join(ws, 'out', 'v1.txt'), 'utf8')).toBe('inside v1\n');
    expect((await lstat(path.join(ws, 'f.txt'))).isFile()).toBe(true);
    expect(await readlink(path.join(ws, 'linkdir'))).toBe(path.join(outside, 'nested'));
    // And forward again: the links come back as links.
    await restoreWorkspace(options, snapWithLinks.tree);
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
    const first = await snapshotTree(options);
    expect(treeFiles(options, first.tree).get('build/big.bin')).toBe('small inside\n');
    await rm(path.join(ws, 'build'), { recursive: true });
    await symlink(outside, path.join(ws, 'build')); // outside/big.bin is 5000 bytes, over the limit
    const before = await fingerprint(outside);
    await write(ws, { 'odd\\name C:.bin': Buffer.alloc(2000, 'i') }); // a legal name on POSIX, still sized (and skipped)
    const second = await snapshotTree(options);
    expect(second.skipped).toEqual([{ path: 'odd\\name C:.bin', bytes: 2000 }]); // the outside file's size is not reported
    expect(treeFiles(options, second.tree).has('build/big.bin')).toBe(false);
    expect(treeFiles(options, second.tree).get('build')).toBe(outside); // the link itself, as a link
    expect((await snapshotTree(options)).tree).toBe(second.tree);
    expect(await fingerprint(outside)).toBe(before);
  });

  it('never deletes or writes outside while a folder flips between a real folder and a link outside during restores', { timeout: 60_000 }, async () => {
    const outside = await sentinel();
    const { ws, options } = await workspace({ 'out.real/v1.txt': 'inside v1\n', 'a.txt': 'a\n' }, { repo: false });
    await symlink(outside, path.join(ws, 'out.link'));
    await rename(path.join(ws, 'out.real'), path.join(ws, 'out'));
    const snap = await snapshotTree(options); // has out/v1.txt, not out/new.txt
    await rename(path.join(ws, 'out'), path.join(ws, 'out.real'));
    const before = await fingerprint(outside);
    const flipper = flip(ws);
    const outcomes = new Map<string, number>();
    try {
      for (let i = 0; i < 60; i++) {
        // out/new.txt is deleted (the snapshot lacks it), out/v1.txt written back: both name files the sentinel has.
        const outcome = await restoreFiles(options, snap.tree, ['out/new.txt', 'out/v1.txt', 'out/nested/deep.txt']).then(
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

  // What holds while a folder flips to a link outside: snapshots never change anything there. What does not: git reads
  // the work tree by path (confine.ts says so), so a file's content read in git's window between its lstat of the
  // folder and its open may come from the outside; this is why only local owners (who could read it anyway) get the
  // agent a server embeds, and everyone else's agent runs as themselves.
  it('never changes the outside while a folder flips between a real folder and a link outside during snapshots', { timeout: 60_000 }, async () => {
    const outside = await sentinel();
    const { ws, options } = await workspace({ 'out.real/v1.txt': 'inside\n', 'a.txt': 'a\n' }, { repo: false });
    await symlink(outside, path.join(ws, 'out.link'));
    const before = await fingerprint(outside);
    const flipper = flip(ws);
    let taken = 0;
    try {
      for (let i = 0; i < 60; i++) if (await snapshotTree(options).catch(() => null)) taken++; // a folder moving away mid-walk may refuse one
    } finally {
      flipper.kill('SIGKILL');
    }
    expect(taken).toBeGreaterThan(0);
    expect(await fingerprint(outside)).toBe(before);
  });
});

describe('errors', () => {
  it('reports a missing workspace, a file instead of a folder, an unreadable folder or file, and an agent folder it cannot write', async () => {
    const base = await tempDir('savepoint-git-test-');
    const open = path.join(base, 'agent'); // the agent folder, writable by whoever takes the snapshots
    await mkdir(open);
    await chmod(open, 0o777);
    const options = (workspacePath: string, storeDir = path.join(open, 'store')): GitOptions => ({
      workspacePath,
      storeDir,
      maxFileBytes: 1000,
      caches: createShadowCaches(),
    });
    await expectError(snapshotTree(options(path.join(base, 'nope'))), 'WORKSPACE_MISSING', /does not exist/);
    await writeFile(path.join(base, 'file.txt'), 'x');
    await expectError(snapshotTree(options(path.join(base, 'file.txt'))), 'WORKSPACE_NOT_DIRECTORY', /is a file/);
    await expectError(snapshotTree(options(path.join(base, 'file.txt', 'below'))), 'WORKSPACE_MISSING');
    await expectError(restoreWorkspace(options(path.join(base, 'nope')), 'a'.repeat(40)), 'WORKSPACE_MISSING');
    await expectError(restoreFiles(options(path.join(base, 'file.txt')), 'a'.repeat(40), ['x']), 'WORKSPACE_NOT_DIRECTORY');
    expect(existsSync(path.join(open, 'store'))).toBe(false); // none of them made a store

    // An unreadable folder (chmod 000), and a readable folder with one unreadable file in it.
    const lockedDir = path.join(base, 'locked-dir');
    await write(lockedDir, { 'x.txt': 'x' });
    await chmod(lockedDir, 0o000);
    const lockedFile = path.join(base, 'locked-file');
    await write(lockedFile, { 'ok.txt': 'ok', 'secret.txt': 'no' });
    await chmod(path.join(lockedFile, 'secret.txt'), 0o000);
    // A readable folder, and a repository, that the snapshotting user may not write: their snapshots go elsewhere.
    const readOnly = path.join(base, 'read-only');
    await write(readOnly, { 'a.txt': 'a' });
    await chmod(readOnly, 0o555);
    const foreignGit = path.join(base, 'foreign-git');
    await write(foreignGit, { 'a.txt': 'a' });
    git(foreignGit, 'init', '-q', '-b', 'main');
    await chmod(path.join(foreignGit, '.git'), 0o555);
    const foreignBefore = await digestDir(path.join(foreignGit, '.git'), { skip: null, stat: true });
    // An agent folder the snapshotting user cannot write: there is nowhere to keep the snapshots.
    const closed = path.join(base, 'closed');
    await mkdir(closed);
    await chmod(closed, 0o555);
    const unwritable = /snapshot folder .*closed\/store cannot be created \(EACCES\): the agent's user must be able to write its folder/;
    const cases: Array<[string, string]> = [
      [lockedDir, path.join(open, 'locked-dir')],
      [lockedFile, path.join(open, 'locked-file')],
      [readOnly, path.join(open, 'read-only')],
      [foreignGit, path.join(open, 'foreign')],
      [readOnly, path.join(closed, 'store')],
    ];
    let outcomes: string[];
    try {
      if (process.getuid?.() !== 0) {
        outcomes = [];
        for (const [workspacePath, storeDir] of cases) {
          outcomes.push(
            await snapshotTree(options(workspacePath, storeDir)).then(
              () => 'OK',
              (e: GitWorkspaceError) => `${e.code}: ${e.message}`,
            ),
          );
        }
      } else {
        // Root ignores permission bits, so in this process the unreadable folder is readable and snapshots work...
        expect((await snapshotTree(options(lockedDir))).tree).toMatch(/^[0-9a-f]{40}$/);
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
            const outcomes = [];
            for (const [workspacePath, storeDir] of ${JSON.stringify(cases)}) {
              try { await m.snapshotTree({ workspacePath, storeDir, maxFileBytes: 1000, caches: m.createShadowCaches() }); outcomes.push('OK'); }
              catch (e) { outcomes.push(e.code ? e.code + ': ' + e.message : String(e)); }
            }
            console.log(JSON.stringify(outcomes));
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
        outcomes = JSON.parse(child.stdout) as string[];
      }
    } finally {
      await chmod(lockedDir, 0o755);
      await chmod(readOnly, 0o755);
      await chmod(path.join(foreignGit, '.git'), 0o755);
    }
    const [folder, file, readOnlyFolder, foreign, closedAgent] = outcomes;
    expect(folder).toMatch(/^WORKSPACE_UNREADABLE: .*not readable/);
    expect(file).toMatch(/^WORKSPACE_UNREADABLE: .*secret\.txt.*Permission denied/s);
    expect(readOnlyFolder).toBe('OK');
    expect(foreign).toBe('OK');
    expect(closedAgent).toMatch(/^WORKSPACE_UNREADABLE: /);
    expect(closedAgent).toMatch(unwritable);
    expect(await readdir(readOnly)).toEqual(['a.txt']); // nothing made in the workspace...
    expect(await digestDir(path.join(foreignGit, '.git'), { skip: null, stat: true })).toBe(foreignBefore); // ...or its repository
    expect(await readdir(path.join(open, 'foreign'))).toContain('HEAD'); // the snapshots are in the agent's folder
    expect(await readdir(closed)).toEqual([]);
  });

  it('reports a corrupted snapshot store as REPOSITORY_CORRUPT with git’s message', async () => {
    const { ws, options } = await workspace({ 'a.txt': 'a\n' });
    const first = await snapshotTree(options);
    const store = options.storeDir;

    // A garbled HEAD of the store: git no longer recognises it.
    const head = await readFile(path.join(store, 'HEAD'));
    await writeFile(path.join(store, 'HEAD'), 'garbage\n');
    const error = await expectError(snapshotTree(options), 'REPOSITORY_CORRUPT', /not a git repository/);
    expect(error.message).toContain(store);
    await expectError(restoreWorkspace(options, first.tree), 'REPOSITORY_CORRUPT', /not a git repository/);
    await writeFile(path.join(store, 'HEAD'), head);

    // Lost objects: the index still lists blobs the object store no longer has. (The file is dated in the past so
    // git trusts the index; a file as new as the index would simply be re-hashed, which heals the loss.)
    await write(ws, { 'a.txt': 'a2\n' });
    await utimes(path.join(ws, 'a.txt'), new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    const second = await snapshotTree(options);
    for (const entry of await readdir(path.join(store, 'objects'))) {
      if (entry !== 'info') await rm(path.join(store, 'objects', entry), { recursive: true, force: true });
    }
    await mkdir(path.join(store, 'objects', 'pack'));
    await write(ws, { 'b.txt': 'b\n' }); // a change, so the root tree is written again
    await expectError(snapshotTree(options), 'REPOSITORY_CORRUPT', /invalid object/);
    await expectError(restoreWorkspace(options, first.tree), 'REPOSITORY_CORRUPT', /is not in the snapshot store/);
    await expectError(restoreFiles(options, second.tree, ['a.txt']), 'REPOSITORY_CORRUPT', /is not in the snapshot store/);
    await expectError(restoreWorkspace(options, 'not a tree'), 'INVALID_ARGUMENT', /is not a tree id/);

    // A folder where the store would go that is not a store is never initialised over.
    const stray = await workspace({ 'a.txt': 'a\n' }, { repo: false });
    await write(stray.options.storeDir, { 'notes.txt': 'someone else’s files' });
    await expectError(snapshotTree(stray.options), 'REPOSITORY_CORRUPT', /ws-1 is unusable: the folder exists but is not a git repository/);
    expect(await readdir(stray.options.storeDir)).toEqual(['notes.txt']);
  });

  it('waits briefly for another process’s index.lock, then reports it', async () => {
    const { options } = await workspace({ 'a.txt': 'a\n' });
    const first = await snapshotTree(options);
    const lock = path.join(options.storeDir, 'index.lock');
    await writeFile(lock, '');
    const started = Date.now();
    await expectError(snapshotTree(options), 'REPOSITORY_CORRUPT', /index\.lock.*delete that file/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    await expectError(restoreWorkspace(options, first.tree), 'REPOSITORY_CORRUPT', /index\.lock/);
    expect(existsSync(lock)).toBe(true); // reported, never deleted
    setTimeout(() => void rm(lock), 300); // a lock that goes away in time is waited for
    expect((await snapshotTree(options)).tree).toBe(first.tree);
  });
});

describe('a repository of thousands of files', () => {
  // How fast 100 such snapshots are, and what they add on disk, are budgets of `npm run bench` (BENCH_ONLY=snapshots).
  it('snapshots 5,000 files, then each change of 10 as exactly those 10 files', async () => {
    const files: Record<string, string> = {};
    for (let d = 0; d < 50; d++) for (let f = 0; f < 100; f++) files[`pkg${d}/src/file${f}.ts`] = `export const value${f} = ${d * 100 + f};\n`.repeat(30);
    const { ws, options } = await workspace(files);
    const count = (tree: string) => storeGit(options, 'ls-tree', '-r', '-z', '--name-only', tree).split('\0').filter(Boolean).length;
    let previous = (await snapshotTree(options)).tree;
    expect(count(previous)).toBe(5000);
    for (let i = 1; i <= 3; i++) {
      const changed: Record<string, string> = {};
      for (let k = 0; k < 10; k++) changed[`pkg${(i * 7 + k * 5) % 50}/src/file${(i * 3 + k) % 100}.ts`] = `export const changed = ${i * 10 + k};\n`.repeat(30);
      await write(ws, changed);
      const next = (await snapshotTree(options)).tree;
      const numstat = storeGit(options, 'diff-tree', '-r', '--numstat', previous, next);
      expect(numstat.split('\n').filter(Boolean).sort()).toEqual(
        Object.keys(changed)
          .sort()
          .map((name) => `30\t30\t${name}`),
      );
      await tidyStore(options);
      previous = next;
    }
    expect(count(previous)).toBe(5000);
  });
});
