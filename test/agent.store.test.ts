// The workspace agent's snapshot store and its exchange of objects with the server (src/agent/), on real git
// repositories in temp folders: the agent's store on its own disk, the workspace a user's repository, and the server a
// second real git repository behind the transport (helpers/object-server.ts), holding the server's rules on its own.
import { execFileSync } from 'node:child_process';
import { chmod, lstat, mkdir, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AgentStore, type AgentWorkspace, createAgentStore, restoreTree, snapshot, storeDirOf, tidy } from '../src/agent/agent-store.ts';
import { downloadTree } from '../src/agent/download.ts';
import { DEFAULT_UPLOAD_LIMITS, uploadTree } from '../src/agent/upload.ts';
import type { ObjectTransport } from '../src/client/objects.ts';
import { digestDir, readTree, tempDir, write } from './helpers/fs.ts';
import { GIT_ENV, git, gitTrimmed, initRepo, userView } from './helpers/git.ts';
import { objectServer, reachable } from './helpers/object-server.ts';

const LIMIT = 4096;

/** A machine: an agent folder of its own, and a folder for workspaces. */
async function machine(name: string) {
  const base = await tempDir(`savepoint-agent-${name}-`);
  return { base, store: createAgentStore({ agentDir: path.join(base, 'agent'), maxFileBytes: LIMIT }) };
}

/** The files every snapshot below is made of: nested folders, an executable, a link in and one out, ignored files. */
const FILES: Record<string, string> = {
  'README.md': '# demo\n',
  '.gitignore': 'dist/\n*.log\n',
  'src/app.ts': 'export const app = 1;\n',
  'src/lib/deep/nested/util.ts': 'export const util = 2;\n',
  'bin/run.sh': '#!/bin/sh\necho run\n',
  // The same folder under two parents: one tree object named by two trees (their order matters to the server).
  'a/same/x.txt': 'same\n',
  'b/same/x.txt': 'same\n',
  'a/one.txt': '1\n',
  'b/two.txt': '2\n',
};

/** Writes FILES into `dir` with the executable bit, two links (one leading outside) and an empty folder. */
async function fill(dir: string, outside: string) {
  await write(dir, FILES);
  await chmod(path.join(dir, 'bin/run.sh'), 0o755);
  await symlink(outside, path.join(dir, 'link-out'));
  await symlink('../README.md', path.join(dir, 'src/readme-link'));
  await mkdir(path.join(dir, 'empty/inner'), { recursive: true });
}

/** A user's repository with a first commit, a stash, a staged change, ignored files, a huge file and a nested repository. */
async function userWorkspace(base: string) {
  const ws = path.join(base, 'ws');
  const outside = path.join(base, 'secret.txt');
  await writeFile(outside, 'outside secret\n');
  await mkdir(ws);
  await fill(ws, outside);
  await initRepo(ws);
  await write(ws, { 'README.md': '# demo, stashed\n' });
  git(ws, 'stash', '-q');
  await write(ws, { 'src/app.ts': 'export const app = 2; // staged\n' });
  git(ws, 'add', 'src/app.ts');
  await write(ws, { 'notes/untracked.md': 'untracked\n', 'dist/bundle.js': 'built\n', 'debug.log': 'log\n', 'data/huge.bin': 'h'.repeat(LIMIT + 1) });
  const nested = path.join(ws, 'vendor/lib');
  await initRepo(nested, { 'lib.c': 'int x;\n' });
  return { ws, outside, workspace: { id: 'ws-1', path: ws } satisfies AgentWorkspace };
}

/** The tree git itself writes for the same files in a plain repository (huge and nested left out, as the agent does). */
async function plainTree(base: string, ws: string, outside: string) {
  const plain = path.join(base, 'plain');
  await mkdir(plain);
  await fill(plain, outside);
  await write(plain, { 'src/app.ts': 'export const app = 2; // staged\n', 'notes/untracked.md': 'untracked\n', 'dist/bundle.js': 'x', 'debug.log': 'x' });
  git(plain, 'init', '-q');
  git(plain, 'add', '-A');
  expect(readTree(plain, { links: 'as-target' })['src/readme-link']).toBe(readTree(ws, { links: 'as-target' })['src/readme-link']);
  return gitTrimmed(plain, 'write-tree');
}

const storeGit = (store: AgentStore, workspace: AgentWorkspace, ...args: string[]) =>
  execFileSync('git', [`--git-dir=${storeDirOf(store, workspace)}`, ...args], { env: GIT_ENV }).toString();

/** A folder's files as path -> content (links as their target), with "+x" after an executable's content. */
async function filesOf(dir: string) {
  const files = readTree(dir, { links: 'as-target', encoding: 'utf8', skip: ['.git'] });
  for (const file of Object.keys(files)) if (!files[file]!.startsWith('-> ') && (await lstat(path.join(dir, file))).mode & 0o100) files[file] += '+x';
  return files;
}

describe('the agent snapshot store', () => {
  it('snapshots nested folders, an executable, links (never followed) and ignored files into the tree git writes for them', async () => {
    const { base, store } = await machine('a');
    const { ws, outside, workspace } = await userWorkspace(base);
    const taken = await snapshot(store, workspace);
    expect(taken.tree).toBe(await plainTree(base, ws, outside));
    const listing = storeGit(store, workspace, 'ls-tree', '-r', taken.tree);
    expect(listing).toMatch(/^100755 blob \S+\tbin\/run\.sh$/m);
    expect(listing).toMatch(/^120000 blob \S+\tlink-out$/m);
    expect(storeGit(store, workspace, 'cat-file', 'blob', `${taken.tree}:link-out`)).toBe(outside); // the link, not what it points to
    expect(listing).not.toMatch(/dist\/|debug\.log|empty|huge|vendor/);
    // Nothing of the file outside was read into the store.
    const secret = execFileSync('git', ['hash-object', '--stdin'], { input: 'outside secret\n' }).toString().trim();
    expect(() => storeGit(store, workspace, 'cat-file', '-e', secret)).toThrow();
    // The store and its index are on the agent's disk; the workspace holds nothing of them.
    expect(storeDirOf(store, workspace)).toBe(path.join(base, 'agent', 'workspaces', 'ws-1'));
    expect((await lstat(path.join(storeDirOf(store, workspace), 'index'))).isFile()).toBe(true);
    expect(await readdir(ws)).not.toContain('.savepoint-shadow');
    expect(await readdir(path.join(ws, '.git'))).not.toContain('savepoint-shadow');
  });

  it('leaves out and notes a huge file and a nested repository; an empty folder is no part of a snapshot', async () => {
    const { base, store } = await machine('a');
    const { ws, workspace } = await userWorkspace(base);
    const first = await snapshot(store, workspace);
    expect(first.skipped).toEqual([
      { path: 'data/huge.bin', reason: 'TOO_LARGE', bytes: LIMIT + 1 },
      { path: 'vendor/lib', reason: 'NESTED_REPOSITORY' },
    ]);
    // The checkpoint's note of these is the server's (test/agents.snapshots.test.ts).
    // A file that grows past the limit leaves the snapshot; an empty folder added changes nothing.
    await write(ws, { 'src/app.ts': 'x'.repeat(LIMIT + 10) });
    await mkdir(path.join(ws, 'more/empty'), { recursive: true });
    const second = await snapshot(store, workspace);
    expect(second.skipped.map((entry) => entry.path)).toEqual(['data/huge.bin', 'src/app.ts', 'vendor/lib']);
    expect(storeGit(store, workspace, 'ls-tree', '-r', '--name-only', second.tree)).not.toMatch(/src\/app\.ts|more/);
  });

  it("never writes the user's repository: index, HEAD, refs, stash and every byte of .git stay as they were", async () => {
    const { base, store } = await machine('a');
    const { ws, workspace } = await userWorkspace(base);
    const server = await objectServer();
    await userView(ws); // its `git diff` may refresh racily clean entries of the user's index: done before the digest
    const before = { digest: await digestDir(path.join(ws, '.git'), { skip: null, stat: true }), view: await userView(ws) };
    const first = await snapshot(store, workspace);
    await uploadTree(store, workspace, server.transport, { tree: first.tree, base: null });
    // An untracked file changes: a tracked one would be stat-dirty in the user's index, which the `git diff` of
    // userView (not the agent) then refreshes.
    await writeFile(path.join(ws, 'notes/untracked.md'), 'changed\n');
    const second = await snapshot(store, workspace);
    await uploadTree(store, workspace, server.transport, { tree: second.tree, base: first.tree });
    expect(second.tree).not.toBe(first.tree);
    expect(await digestDir(path.join(ws, '.git'), { skip: null, stat: true })).toBe(before.digest); // before any git of ours reads it
    const files = { ...before.view.files, 'notes/untracked.md': Buffer.from('changed\n').toString('base64') };
    expect(await userView(ws)).toEqual({ ...before.view, files });
    expect(git(ws, 'stash', 'list')).toMatch(/stash@\{0\}/);
  });

  it('packs the loose objects of many snapshots when tidied, off the snapshots themselves', async () => {
    const { base, store } = await machine('a');
    const workspace = { id: 'many', path: path.join(base, 'many') };
    const files = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`dir${i % 3}/file${i}.txt`, `${i}\n`]));
    await write(workspace.path, files);
    await snapshot(store, workspace);
    await write(
      workspace.path,
      Object.fromEntries(
        Object.keys(files)
          .slice(0, 200)
          .map((file) => [file, `changed ${file}\n`]),
      ),
    );
    const { tree } = await snapshot(store, workspace);
    const loose = () => Number(/^count: (\d+)$/m.exec(storeGit(store, workspace, 'count-objects', '-v'))![1]);
    expect(loose()).toBeGreaterThan(200); // the 200 changed files were hashed one by one, loose
    await tidy(store, workspace);
    expect(loose()).toBe(0);
    expect(reachable(storeDirOf(store, workspace), tree).size).toBe(300 + 3 + 1);
    expect(storeGit(store, workspace, 'fsck', '--no-progress', '--no-dangling')).toBe('');
  });

  it('refuses a store inside the workspace', async () => {
    const { base } = await machine('a');
    const { ws, workspace } = await userWorkspace(base);
    const store = createAgentStore({ agentDir: path.join(ws, 'tools', 'agent'), maxFileBytes: LIMIT });
    await expect(snapshot(store, workspace)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: expect.stringMatching(/inside the workspace/) });
    await expect(snapshot(createAgentStore({ agentDir: base, maxFileBytes: LIMIT }), { id: '../x', path: ws })).rejects.toMatchObject({
      code: 'INVALID_WORKSPACE_ID',
    });
  });
});

describe('uploading to the server', () => {
  it('sends every object, blobs first and each tree after the trees it names, in bounded bodies', async () => {
    const { base, store } = await machine('a');
    const { workspace } = await userWorkspace(base);
    const server = await objectServer();
    const { tree } = await snapshot(store, workspace);
    const all = reachable(storeDirOf(store, workspace), tree);
    const sent = await uploadTree(store, workspace, server.transport, { tree, base: null }, { askBatch: 7, bodyBytes: 300, sendUnasked: 0 });
    // The stand-in refused any body naming what it neither held nor had received earlier; everything arrived.
    expect(reachable(server.dir, tree)).toEqual(all);
    expect(new Set(server.stored)).toEqual(all);
    expect(sent).toMatchObject({ considered: all.size, sent: all.size });
    expect(server.questions[0]).toEqual([tree]); // many objects: the root alone first
    expect(server.questions.slice(1).every((asked) => asked.length <= 7)).toBe(true);
    expect(server.bodies.length).toBeGreaterThan(3);
    expect(sent.bodies).toBe(server.bodies.length);
    // The blobs went before any tree.
    const types = server.stored.map((oid) => gitTrimmed(base, `--git-dir=${server.dir}`, 'cat-file', '-t', oid));
    expect(types.lastIndexOf('blob')).toBeLessThan(types.indexOf('tree'));

    // A second agent (its store lost) with the same files: the server holds the root, so one question, nothing listed
    // (no git rev-list) and nothing sent.
    const fresh = createAgentStore({ agentDir: path.join(base, 'agent-again'), maxFileBytes: LIMIT });
    const again = await snapshot(fresh, workspace);
    server.questions.length = 0;
    expect(await uploadTree(fresh, workspace, server.transport, { tree: again.tree, base: null }, { askBatch: 7, bodyBytes: 300, sendUnasked: 0 })).toEqual({
      considered: 0,
      questions: 1,
      sent: 0,
      bytes: 0,
      bodies: 0,
    });
    // The base itself (nothing changed since the last checkpoint): the server holds it; nothing asked.
    expect(await uploadTree(fresh, workspace, server.transport, { tree: again.tree, base: again.tree })).toEqual({
      considered: 0,
      questions: 0,
      sent: 0,
      bytes: 0,
      bodies: 0,
    });
    expect(server.questions).toEqual([[again.tree]]);
    // A base this store never had (the server's previous checkpoint, taken elsewhere) counts as none.
    const unknownBase = { tree: again.tree, base: 'f'.repeat(40) };
    expect(await uploadTree(fresh, workspace, server.transport, unknownBase, { askBatch: 7, bodyBytes: 300, sendUnasked: 0 })).toMatchObject({
      considered: all.size,
      sent: 0,
    });
  });

  it('after 10 of 2,000 files change, sends only their blobs and the trees on their paths: one body, no question', async () => {
    const { base, store } = await machine('a');
    const ws = path.join(base, 'big');
    const files: Record<string, string> = {};
    for (let p = 0; p < 20; p++)
      for (let m = 0; m < 5; m++) for (let f = 0; f < 20; f++) files[`pkg${p}/src/mod${m}/file${f}.ts`] = `export const v = ${p}.${m}.${f};\n`;
    await mkdir(ws);
    await initRepo(ws, files, { packed: true });
    const workspace = { id: 'big', path: ws };
    const server = await objectServer();
    const first = await snapshot(store, workspace);
    await uploadTree(store, workspace, server.transport, { tree: first.tree, base: null });
    expect(server.stored.length).toBe(2000 + 20 * 5 + 20 + 20 + 1); // files, mod, src and package folders, root

    const changed: Record<string, string> = {};
    for (let k = 0; k < 10; k++) changed[`pkg${k * 2}/src/mod${k % 5}/file${k}.ts`] = `export const changed = ${k};\n`;
    await write(ws, changed);
    const second = await snapshot(store, workspace);
    server.questions.length = 0;
    server.stored.length = 0;
    server.bodies.length = 0;
    const sent = await uploadTree(store, workspace, server.transport, { tree: second.tree, base: first.tree });

    // What changed: the new blobs and every tree on their paths (git diff-tree -t), and the root.
    const diff = gitTrimmed(base, `--git-dir=${storeDirOf(store, workspace)}`, 'diff-tree', '-r', '-t', first.tree, second.tree).split('\n');
    const expected = new Set([second.tree, ...diff.map((line) => line.split(' ')[3]!)]);
    expect(expected.size).toBe(1 + 10 + 10 * 2 + 10); // root, 10 blobs, 10 mod folders, 10 src folders, 10 packages
    expect(new Set(server.stored)).toEqual(expected);
    const types = server.stored.map((oid) => gitTrimmed(base, `--git-dir=${server.dir}`, 'cat-file', '-t', oid));
    expect(types).toEqual([...Array(10).fill('blob'), ...Array(31).fill('tree')]);
    expect(server.stored.at(-1)).toBe(second.tree); // the root last
    // A small change is sent without asking which the server lacks: one round trip.
    expect(sent).toMatchObject({ considered: expected.size, questions: 0, bodies: 1, sent: expected.size });
    expect(server.questions).toEqual([]);
    // Asked instead (more than a few objects, or more than a body's bytes): one question, the same one body.
    server.stored.length = 0;
    const asked = await uploadTree(store, workspace, server.transport, { tree: second.tree, base: first.tree }, { ...DEFAULT_UPLOAD_LIMITS, sendUnasked: 0 });
    expect(asked).toMatchObject({ considered: expected.size, questions: 1, bodies: 0, sent: 0 }); // it holds them all now
    expect(server.questions.map((question) => question.length)).toEqual([expected.size]);

    // Nothing changed: nothing considered beyond what the server is asked about, nothing sent.
    const third = await snapshot(store, workspace);
    expect(third.tree).toBe(second.tree);
    expect(await uploadTree(store, workspace, server.transport, { tree: third.tree, base: second.tree })).toMatchObject({ sent: 0, bodies: 0 });
  });
  it('finds a small change by walking both trees in one git process: a file moved, one edited, a folder added, one removed', async () => {
    const { base, store } = await machine('a');
    const workspace = { id: 'walk', path: path.join(base, 'walk') };
    await write(workspace.path, { 'a/one.txt': 'one\n', 'a/two.txt': 'two\n', 'b/three.txt': 'three\n', 'keep/four.txt': 'four\n' });
    const server = await objectServer();
    const first = await snapshot(store, workspace);
    await uploadTree(store, workspace, server.transport, { tree: first.tree, base: null });
    await rename(path.join(workspace.path, 'a/one.txt'), path.join(workspace.path, 'one.txt'));
    await write(workspace.path, { 'a/two.txt': 'two, edited\n', 'c/d/five.txt': 'five\n' });
    await rm(path.join(workspace.path, 'b'), { recursive: true });
    const second = await snapshot(store, workspace);
    server.stored.length = 0;
    // Every git process the upload starts, by its command (a git on PATH that notes its arguments).
    const bin = path.join(base, 'bin');
    const calls = path.join(base, 'calls.log');
    await mkdir(bin);
    await writeFile(path.join(bin, 'git'), `#!/bin/sh\necho "$1" >> ${calls}\nexec ${gitTrimmed(base, '--exec-path')}/git "$@"\n`, { mode: 0o755 });
    const path0 = process.env.PATH;
    process.env.PATH = `${bin}:${path0}`;
    const sent = await uploadTree(store, workspace, server.transport, { tree: second.tree, base: first.tree }).finally(() => {
      process.env.PATH = path0;
    });
    expect((await readFile(calls, 'utf8')).split('\n').filter(Boolean)).toEqual(['cat-file']); // no rev-list
    // The stand-in refuses a body naming what it neither holds nor received earlier: the server has the whole tree.
    expect(reachable(server.dir, second.tree)).toEqual(reachable(storeDirOf(store, workspace), second.tree));
    expect(sent).toMatchObject({ questions: 0, bodies: 1 });
    // Sent: the root, the edited and the new files with the folders on their paths, and the moved file's blob, which
    // the base holds at another path (rev-list would leave it out; the server keeps one copy).
    const at = (name: string) => gitTrimmed(base, `--git-dir=${storeDirOf(store, workspace)}`, 'rev-parse', `${second.tree}:${name}`);
    expect(new Set(server.stored)).toEqual(new Set([second.tree, at('a'), at('a/two.txt'), at('c'), at('c/d'), at('c/d/five.txt'), at('one.txt')]));
  });

  it('reports a store that lost an object it must send, sending nothing of the tree that names it', async () => {
    const { base, store } = await machine('a');
    const workspace = { id: 'lossy', path: path.join(base, 'lossy') };
    await write(workspace.path, { 'a.txt': 'kept\n', 'b/c.txt': 'lost\n' });
    const { tree } = await snapshot(store, workspace);
    const lost = storeGit(store, workspace, 'rev-parse', `${tree}:b/c.txt`).trim();
    await rm(path.join(storeDirOf(store, workspace), 'objects', lost.slice(0, 2), lost.slice(2)));
    const server = await objectServer();
    await expect(uploadTree(store, workspace, server.transport, { tree, base: null })).rejects.toMatchObject({
      code: 'REPOSITORY_CORRUPT',
      message: expect.stringContaining(lost),
    });
    expect(server.stored.filter((oid) => oid === tree)).toEqual([]);
  });
});

describe('downloading from the server', () => {
  /** Machine A's workspace snapshotted and uploaded; machine B with an agent of its own and an empty folder. */
  async function twoMachines() {
    const a = await machine('a');
    const { ws, workspace } = await userWorkspace(a.base);
    const server = await objectServer();
    const taken = await snapshot(a.store, workspace);
    await uploadTree(a.store, workspace, server.transport, { tree: taken.tree, base: null });
    const b = await machine('b');
    const elsewhere = { id: 'ws-1', path: path.join(b.base, 'checkout') };
    await mkdir(elsewhere.path);
    return { a, ws, workspace, server, tree: taken.tree, b, elsewhere };
  }

  it('on another machine, fetches what its store lacks and reproduces the files exactly', async () => {
    const { ws, server, tree, b, elsewhere } = await twoMachines();
    const fetched = await downloadTree(b.store, elsewhere, server.transport, tree, { readBatch: 5 });
    expect(fetched.fetched).toBe(reachable(server.dir, tree).size);
    expect(reachable(storeDirOf(b.store, elsewhere), tree)).toEqual(reachable(server.dir, tree));
    await restoreTree(b.store, elsewhere, tree);
    const expected = await filesOf(ws);
    for (const left of Object.keys(expected))
      if (['dist/bundle.js', 'debug.log', 'data/huge.bin'].includes(left) || left.startsWith('vendor/')) delete expected[left];
    expect(await filesOf(elsewhere.path)).toEqual(expected);
    expect((await filesOf(elsewhere.path))['bin/run.sh']).toMatch(/\+x$/);
    expect((await lstat(path.join(elsewhere.path, 'link-out'))).isSymbolicLink()).toBe(true);
    // Held now: nothing more is read.
    server.reads.length = 0;
    expect(await downloadTree(b.store, elsewhere, server.transport, tree)).toEqual({ fetched: 0, bytes: 0, requests: 0 });
    expect(server.reads).toEqual([]);
  });

  it('fetches only what it lacks: after a change on the first machine, the changed blob and the trees on its path', async () => {
    const { a, ws, workspace, server, tree, b, elsewhere } = await twoMachines();
    await downloadTree(b.store, elsewhere, server.transport, tree);
    await writeFile(path.join(ws, 'src/lib/deep/nested/util.ts'), 'export const util = 4;\n');
    const next = await snapshot(a.store, workspace);
    await uploadTree(a.store, workspace, server.transport, { tree: next.tree, base: tree });
    server.reads.length = 0;
    const fetched = await downloadTree(b.store, elsewhere, server.transport, next.tree);
    expect(fetched.fetched).toBe(6); // root, src, lib, deep, nested, util.ts
    expect(server.reads.flat().length).toBe(6);
    await restoreTree(b.store, elsewhere, next.tree);
    expect(readTree(elsewhere.path, { encoding: 'utf8' })['src/lib/deep/nested/util.ts']).toBe('export const util = 4;\n');
  });

  /** The server's answers altered by `change` from the second read on (the first is the root tree alone). */
  function altered(transport: ObjectTransport, change: (body: Buffer, oids: readonly string[]) => Buffer): ObjectTransport {
    let reads = 0;
    return {
      ...transport,
      read: async (oids) => (reads++ === 0 ? transport.read(oids) : new Uint8Array(change(Buffer.from(await transport.read(oids)), oids))),
    };
  }

  /** The objects of a body, each as its bytes. */
  function objectsIn(body: Buffer): Buffer[] {
    const objects: Buffer[] = [];
    for (let at = 0; at < body.length; ) {
      const nul = body.indexOf(0, at);
      const end = nul + 1 + Number(body.toString('latin1', at, nul).split(' ')[1]);
      objects.push(body.subarray(at, end));
      at = end;
    }
    return objects;
  }

  it.each([
    ['a byte of an object changed', 'OBJECT_MISMATCH', (body: Buffer) => Buffer.concat([body.subarray(0, -1), Buffer.from([body.at(-1)! ^ 1])])],
    ['an object left out', 'OBJECT_MISSING', (body: Buffer) => Buffer.concat(objectsIn(body).slice(0, -1))],
    ['an object not asked for added', 'OBJECT_MISMATCH', (body: Buffer) => Buffer.concat([body, Buffer.from('blob 5\0hello')])],
    ['an answer that is not objects', 'BAD_BODY', (body: Buffer) => Buffer.concat([body, Buffer.from('nonsense')])],
  ])('refuses a download with %s, and writes nothing', async (_what, code, change) => {
    const { server, tree, b, elsewhere } = await twoMachines();
    await snapshot(b.store, elsewhere); // the store exists (an empty tree): its every byte is compared below
    const storeBefore = await digestDir(storeDirOf(b.store, elsewhere), { skip: null });
    await expect(downloadTree(b.store, elsewhere, altered(server.transport, change), tree)).rejects.toMatchObject({ code });
    expect(await digestDir(storeDirOf(b.store, elsewhere), { skip: null })).toBe(storeBefore);
    expect(await readdir(elsewhere.path)).toEqual([]);
    // The same download, unaltered, goes through.
    expect((await downloadTree(b.store, elsewhere, server.transport, tree)).fetched).toBeGreaterThan(10);
  });

  it('refuses a tree breaking the server’s rules (an entry named .GIT), writing nothing', async () => {
    const { server, b, elsewhere } = await twoMachines();
    const blob = server.git(['hash-object', '-w', '--stdin'], 'hooks\n').toString().trim();
    const bad = server.git(['mktree'], `100644 blob ${blob}\t.GIT\n`).toString().trim();
    await expect(downloadTree(b.store, elsewhere, server.transport, bad)).rejects.toMatchObject({
      code: 'INVALID_TREE',
      message: expect.stringMatching(/\.GIT/),
    });
    expect(() => execFileSync('git', [`--git-dir=${storeDirOf(b.store, elsewhere)}`, 'cat-file', '-e', bad], { env: GIT_ENV, stdio: 'ignore' })).toThrow();
  });
});
