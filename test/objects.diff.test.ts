// Diffs computed by the server from stored objects (objects/diff.service.ts), held against `git diff` of the same two
// trees on real repositories: the same files, actions and line counts as git's numstat (exact renames found as git's
// -M100% finds them), and hunks that turn each old file into the new one. Also files read by path from a stored tree
// (objects/file-read.service.ts), as resume reads an interrupted write's declared files in an agent's snapshot.
import { createHash } from 'node:crypto';
import { chmod, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOwnerWithToken } from '../src/auth/token.service.ts';
import { ObjectsMissingError } from '../src/errors/objects.ts';
import { changedFiles, diffTrees } from '../src/objects/diff.service.ts';
import { fileHashesAt } from '../src/objects/file-read.service.ts';
import { tempDir, write } from './helpers/fs.ts';
import { git } from './helpers/git.ts';
import { startLiveApp } from './helpers/live.ts';
import { bodyOf, catFile, objectRoutes, objectsOf, writeTree } from './helpers/objects.ts';

const live = await startLiveApp();
const db = live.app.database.db;
const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';

async function newOwner(name: string) {
  const { token, ownerId } = await createOwnerWithToken(db, name);
  const routes = objectRoutes(live.httpUrl, token);
  /** Uploads the objects of `tree` as an agent would (what git wrote, blobs first). */
  const upload = async (repo: string, tree: string) => {
    const stored = await routes.upload(bodyOf(objectsOf(repo, tree)));
    if (stored.status !== 200) throw new Error(JSON.stringify(stored.json));
  };
  return { ownerId, upload };
}

type Change = { path: string; previousPath: string | null; action: string; additions: number; deletions: number; binary: boolean };

/** What git says changed between two trees: `git diff-tree -r -M100%` (exact renames), its name-status and numstat. */
function gitChanges(dir: string, from: string | null, to: string): Change[] {
  const args = ['diff-tree', '-r', '-M100%', '-z', from ?? EMPTY_TREE, to];
  const status = git(dir, ...args.slice(0, 4), '--name-status', ...args.slice(4)).split('\0');
  const numstat = git(dir, ...args.slice(0, 4), '--numstat', ...args.slice(4)).split('\0');
  const actions: Record<string, string> = { A: 'ADDED', D: 'DELETED', M: 'MODIFIED', R: 'RENAMED' };
  const changes: Change[] = [];
  for (let s = 0, n = 0; s < status.length - 1; ) {
    const letter = status[s]![0]!;
    const renamed = letter === 'R';
    const [previousPath, file] = renamed ? [status[s + 1]!, status[s + 2]!] : [null, status[s + 1]!];
    s += renamed ? 3 : 2;
    const [added, deleted] = numstat[n]!.split('\t') as [string, string];
    n += renamed ? 3 : 1;
    const binary = added === '-';
    changes.push({
      path: file,
      previousPath,
      action: actions[letter]!,
      additions: binary ? 0 : Number(added),
      deletions: binary ? 0 : Number(deleted),
      binary,
    });
  }
  return changes.sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** A file's text as the hunks show it: UTF-8 when it is, else a character per byte. */
function text(content: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(content);
  } catch {
    return content.toString('latin1');
  }
}

type Line = { text: string; newline: boolean };
const linesOf = (value: string): Line[] =>
  value === '' ? [] : value.split(/(?<=\n)/).map((line) => (line.endsWith('\n') ? { text: line.slice(0, -1), newline: true } : { text: line, newline: false }));

/** Applies unified hunks to a text, checking every context and deleted line against it, and each hunk's counts. */
function applyHunks(before: string, hunks: ReadonlyArray<{ oldStart: number; oldLines: number; newLines: number; lines: readonly string[] }>): string {
  const old = linesOf(before);
  const out: Line[] = [];
  let cursor = 0;
  for (const hunk of hunks) {
    const start = hunk.oldLines === 0 ? hunk.oldStart : hunk.oldStart - 1;
    out.push(...old.slice(cursor, start));
    cursor = start;
    let last: { sign: string; line: Line } | null = null;
    let [oldCount, newCount] = [0, 0];
    for (const raw of hunk.lines) {
      const sign = raw[0]!;
      if (sign === '\\') {
        if (last!.sign !== '+') expect(old[cursor - 1]!.newline).toBe(false);
        last!.line.newline = last!.sign === '-' ? last!.line.newline : false;
        continue;
      }
      const body = raw.slice(1);
      if (sign === ' ' || sign === '-') {
        expect(old[cursor]?.text, `line ${cursor + 1}`).toBe(body);
        oldCount += 1;
      }
      if (sign === ' ') out.push({ ...old[cursor]!, newline: true });
      if (sign === '+') out.push({ text: body, newline: true });
      if (sign === ' ' || sign === '+') newCount += 1;
      last = { sign, line: sign === '-' ? { ...old[cursor]! } : out.at(-1)! };
      if (sign === ' ' || sign === '-') cursor += 1;
    }
    expect([oldCount, newCount]).toEqual([hunk.oldLines, hunk.newLines]);
  }
  out.push(...old.slice(cursor));
  return out.map((line) => line.text + (line.newline ? '\n' : '')).join('');
}

/** Checks the server's diff of two trees against git's, and that every text file's hunks make the new file. */
async function expectLikeGit(owner: { ownerId: string }, repo: string, from: string | null, to: string) {
  const diffs = await diffTrees(db, owner.ownerId, from, to);
  const expected = gitChanges(repo, from, to);
  expect(diffs.map(({ hunks: _, ...change }) => change)).toEqual(expected);
  expect(await changedFiles(db, owner.ownerId, from, to)).toEqual(expected);
  for (const diff of diffs.filter((d) => !d.binary)) {
    const side = (tree: string | null, file: string | null) =>
      tree && file ? catFile(repo, [git(repo, 'rev-parse', `${tree}:${file}`).trim()])[0]!.content : Buffer.alloc(0);
    const before = side(from, diff.action === 'ADDED' ? null : (diff.previousPath ?? diff.path));
    const after = side(to, diff.action === 'DELETED' ? null : diff.path);
    expect(applyHunks(text(before), diff.hunks), diff.path).toBe(text(after));
    for (const hunk of diff.hunks) expect(hunk.header).toBe(`@@ -${range(hunk.oldStart, hunk.oldLines)} +${range(hunk.newStart, hunk.newLines)} @@`);
  }
  for (const diff of diffs.filter((d) => d.binary)) expect(diff.hunks).toEqual([]);
  return diffs;
}

const range = (start: number, count: number) => (count === 1 ? `${start}` : `${start},${count}`);

const numbered = (count: number, prefix: string) => Array.from({ length: count }, (_, i) => `${prefix} line ${i + 1}\n`).join('');

describe('diffTrees: the same files, actions and counts as git diff, hunks that make the new file', () => {
  it('on adds, deletes, modifications, exact renames, binary files, nested folders, empty files and missing final newlines', async () => {
    const owner = await newOwner('alice');
    const repo = await tempDir('savepoint-diff-');
    git(repo, 'init', '-q', '-b', 'main');
    await write(repo, {
      'README.md': '# demo\n\nFirst paragraph.\n',
      'src/app.ts': numbered(40, 'app'),
      'src/lib/util.ts': numbered(12, 'util'),
      'src/lib/deep/nested/x.ts': 'export const x = 1;\n',
      'docs/guide.md': numbered(5, 'guide'),
      'docs/old-name.md': numbered(7, 'renamed in place'),
      'moved/file.txt': numbered(3, 'moved across folders'),
      'empty.txt': '',
      'empty-gone.txt': '',
      'notrail.txt': 'a\nb',
      'addtrail.txt': 'x\ny',
      'droptrail.txt': 'p\nq\n',
      'bin/image.png': Buffer.from([0x89, 0x50, 0, 1, 2, 3, 4]),
      'bin/late-nul.dat': Buffer.concat([Buffer.from('t'.repeat(9_000)), Buffer.from([0])]),
      'script.sh': '#!/bin/sh\necho hi\n',
      'crlf.txt': 'one\r\ntwo\r\nthree\r\n',
      'latin1.txt': Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a, 0x6e, 0x6f, 0xeb, 0x6c, 0x0a]),
      'thing/a.txt': 'a folder that becomes a file\n',
      item: 'a file that becomes a folder\n',
      'big.txt': numbered(300, 'big'),
    });
    await symlink('src/app.ts', path.join(repo, 'link'));
    const v1 = writeTree(repo);

    await write(repo, {
      'README.md': '# demo\n\nFirst paragraph, edited.\n\nSecond paragraph.\n',
      'src/app.ts': numbered(40, 'app').replace('app line 3\n', 'app line three\n').replace('app line 30\n', '') + 'app line 41\n',
      'src/lib/deep/nested/x.ts': 'export const x = 2;\n',
      'src/lib/deep/nested/y.ts': 'export const y = 1;\n',
      'docs/new-name.md': numbered(7, 'renamed in place'),
      'elsewhere/deeper/file.txt': numbered(3, 'moved across folders'),
      'new-empty.txt': '',
      'notrail.txt': 'a\nc',
      'addtrail.txt': 'x\ny\n',
      'droptrail.txt': 'p\nq',
      'bin/image.png': Buffer.from([0x89, 0x50, 0, 1, 2, 3, 5]),
      'bin/new.dat': Buffer.from([0, 0, 0]),
      'bin/late-nul.dat': Buffer.concat([Buffer.from('t'.repeat(9_000)), Buffer.from([1])]),
      'crlf.txt': 'one\r\n2\r\nthree\r\n',
      'latin1.txt': Buffer.from([0x63, 0x61, 0x66, 0xe8, 0x0a, 0x6e, 0x6f, 0xeb, 0x6c, 0x0a]),
      'big.txt': numbered(300, 'big')
        .split('\n')
        .map((line, i) => (i % 37 === 5 ? `${line} (edited)` : line))
        .filter((_, i) => i % 53 !== 7)
        .join('\n'),
    });
    for (const gone of ['docs/guide.md', 'docs/old-name.md', 'moved', 'empty-gone.txt', 'src/lib/util.ts', 'thing', 'item', 'link']) {
      await rm(path.join(repo, gone), { recursive: true });
    }
    await write(repo, { thing: 'now a file\n', 'item/inner.txt': 'now inside a folder\n' });
    await symlink('README.md', path.join(repo, 'link'));
    await chmod(path.join(repo, 'script.sh'), 0o755);
    const v2 = writeTree(repo);

    await owner.upload(repo, v1);
    await owner.upload(repo, v2);
    const diffs = await expectLikeGit(owner, repo, v1, v2);
    const byPath = new Map(diffs.map((diff) => [diff.path, diff]));
    // What the comparison with git covers, stated, so a scenario cannot silently drop out of it.
    expect(byPath.get('docs/new-name.md')).toMatchObject({ action: 'RENAMED', previousPath: 'docs/old-name.md', hunks: [] });
    expect(byPath.get('elsewhere/deeper/file.txt')).toMatchObject({ action: 'RENAMED', previousPath: 'moved/file.txt' });
    expect(byPath.get('new-empty.txt')).toMatchObject({ action: 'RENAMED', previousPath: 'empty-gone.txt' });
    expect(byPath.get('bin/image.png')).toMatchObject({ action: 'MODIFIED', binary: true });
    expect(byPath.get('bin/late-nul.dat')).toMatchObject({ action: 'MODIFIED', binary: false, additions: 1, deletions: 1 });
    expect(byPath.get('script.sh')).toMatchObject({ action: 'MODIFIED', additions: 0, deletions: 0, hunks: [] });
    expect(byPath.get('notrail.txt')!.hunks[0]!.lines).toEqual([' a', '-b', '\\ No newline at end of file', '+c', '\\ No newline at end of file']);
    expect(byPath.get('thing')).toMatchObject({ action: 'ADDED' });
    expect(byPath.get('thing/a.txt')).toMatchObject({ action: 'DELETED' });
    expect(byPath.get('src/lib/deep/nested/y.ts')).toMatchObject({ action: 'ADDED', additions: 1, hunks: [{ header: '@@ -0,0 +1 @@' }] });
    expect(byPath.has('empty.txt')).toBe(false);
    expect(diffs.length).toBeGreaterThan(20);

    await expectLikeGit(owner, repo, v2, v1);
    await expectLikeGit(owner, repo, null, v2);
    expect(await diffTrees(db, owner.ownerId, v2, v2)).toEqual([]);
  });

  it('on a sequence of random edits: insertions, deletions and replacements of lines, files and folders', async () => {
    const owner = await newOwner('bob');
    const repo = await tempDir('savepoint-diff-random-');
    git(repo, 'init', '-q', '-b', 'main');
    let seed = 21;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const files = new Map<string, string[]>();
    for (let f = 0; f < 12; f++)
      files.set(
        `dir${f % 3}/sub${f % 2}/file${f}.txt`,
        Array.from({ length: 20 + random(60) }, (_, i) => `file ${f} line ${i} ${random(5)}`),
      );
    const writeAll = async () => {
      await rm(path.join(repo, 'dir0'), { recursive: true, force: true });
      await rm(path.join(repo, 'dir1'), { recursive: true, force: true });
      await rm(path.join(repo, 'dir2'), { recursive: true, force: true });
      await write(repo, Object.fromEntries([...files].map(([file, lines]) => [file, lines.map((line) => `${line}\n`).join('')])));
    };
    await writeAll();
    let previous = writeTree(repo);
    await owner.upload(repo, previous);
    for (let round = 0; round < 6; round++) {
      for (const [file, lines] of files) {
        if (random(3) === 0) continue;
        for (let edit = random(6); edit > 0; edit--) {
          const at = random(lines.length + 1);
          const kind = random(3);
          if (kind === 0) lines.splice(at, 0, `inserted ${round} ${random(1000)}`);
          else if (kind === 1) lines.splice(at, 1 + random(3));
          else lines.splice(at, 1, `replaced ${round} ${random(1000)}`, `and ${random(3)}`);
        }
        if (lines.length === 0) files.delete(file);
      }
      if (random(2) === 0) files.set(`dir${random(3)}/new${round}/file.txt`, [`born in round ${round}`]);
      await writeAll();
      const next = writeTree(repo);
      await owner.upload(repo, next);
      await expectLikeGit(owner, repo, previous, next);
      previous = next;
    }
  });
});

describe('diffTrees and changedFiles read only the owner’s trees', () => {
  it("answers another owner's tree, or one never uploaded, as missing", async () => {
    const alice = await newOwner('carol');
    const mallory = await newOwner('mallory');
    const repo = await tempDir('savepoint-diff-owner-');
    git(repo, 'init', '-q', '-b', 'main');
    await write(repo, { 'secret.txt': 'the plan\n' });
    const tree = writeTree(repo);
    await alice.upload(repo, tree);
    expect((await diffTrees(db, alice.ownerId, null, tree)).map((d) => d.path)).toEqual(['secret.txt']);
    await expect(diffTrees(db, mallory.ownerId, null, tree)).rejects.toBeInstanceOf(ObjectsMissingError);
    await expect(changedFiles(db, mallory.ownerId, EMPTY_TREE, tree)).rejects.toMatchObject({ code: 'OBJECTS_MISSING', missing: [EMPTY_TREE, tree] });
    const blob = objectsOf(repo, tree)[0]!.oid;
    await expect(diffTrees(db, alice.ownerId, null, blob)).rejects.toMatchObject({ code: 'VALIDATION_FAILED', field: 'to' });
  });
});

describe('fileHashesAt', () => {
  it('hashes regular files by path in a stored tree; a folder, a link, a missing or unplain path, or another owner has none', async () => {
    const alice = await newOwner('alice-file-read');
    const bob = await newOwner('bob-file-read');
    const repo = await tempDir('savepoint-file-read-');
    git(repo, 'init', '-q');
    await write(repo, { 'a.txt': 'a\n', 'src/deep/b.ts': 'export const b = 1;\n', 'run.sh': '#!/bin/sh\n' });
    await chmod(path.join(repo, 'run.sh'), 0o755);
    await symlink('a.txt', path.join(repo, 'link'));
    const tree = writeTree(repo);
    await alice.upload(repo, tree);
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');
    const paths = ['a.txt', 'src/deep/b.ts', 'run.sh', 'link', 'src', 'src/deep', 'missing.txt', 'a.txt/x', '../a.txt', 'src//deep/b.ts', 'src/./deep/b.ts'];
    expect(Object.fromEntries(await fileHashesAt(db, alice.ownerId, tree, paths))).toEqual({
      'a.txt': sha('a\n'),
      'src/deep/b.ts': sha('export const b = 1;\n'),
      'run.sh': sha('#!/bin/sh\n'),
      link: null,
      src: null,
      'src/deep': null,
      'missing.txt': null,
      'a.txt/x': null,
      '../a.txt': null,
      'src//deep/b.ts': null,
      'src/./deep/b.ts': null,
    });
    // Bob holds none of Alice's objects: nothing of her tree answers him.
    expect(Object.fromEntries(await fileHashesAt(db, bob.ownerId, tree, ['a.txt']))).toEqual({ 'a.txt': null });
  });
});
