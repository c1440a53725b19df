// The people's commands run from their esbuild bundle (bin/people-bundle.js), made again when a file it was made from
// changes, and through tsx when it cannot be made. Run in a checkout of their own (bin/, src/ and package.json copied
// to a temp folder, its node_modules linking to this one's packages), since the test edits a source file: the real
// bin/savepoint.js as a child process, as `npx savepoint` runs it.
import { execFile } from 'node:child_process';
import { cp, lstat, mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Run } from './helpers/cli.ts';
import { tempDir } from './helpers/fs.ts';
import { ROOT } from './helpers/process.ts';

const SOURCE = path.join('src', 'cli', 'people', 'sessions.ts');
const SUMMARY = 'where a session stands';

let checkout: string;

beforeAll(async () => {
  checkout = await tempDir('savepoint-bundle-');
  for (const part of ['bin', 'src', 'package.json', 'tsconfig.json']) await cp(path.join(ROOT, part), path.join(checkout, part), { recursive: true });
  // Its own node_modules folder (so its own .cache), each package a link to this checkout's.
  const modules = path.join(checkout, 'node_modules');
  await mkdir(modules);
  for (const name of await readdir(path.join(ROOT, 'node_modules'))) {
    if (name !== '.cache') await symlink(path.join(ROOT, 'node_modules', name), path.join(modules, name));
  }
});
afterAll(() => rm(checkout, { recursive: true, force: true }));

function savepoint(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      path.join(checkout, 'bin', 'savepoint.js'),
      args,
      { cwd: checkout, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: checkout }, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The bundles made in the checkout (none when its cache cannot be written). */
async function bundles(): Promise<string[]> {
  const cache = path.join(checkout, 'node_modules', '.cache', 'savepoint');
  const folders = await readdir(cache).catch(() => [] as string[]);
  const made: string[] = [];
  for (const folder of folders) {
    const file = path.join(cache, folder, 'people.mjs');
    if (await lstat(file).catch(() => null)) made.push(file);
  }
  return made;
}

async function editSource(from: string, to: string) {
  const file = path.join(checkout, SOURCE);
  const text = await readFile(file, 'utf8');
  expect(text).toContain(from);
  await writeFile(file, text.replace(from, to));
}

test('made on first use, made again after a source changes, and run through tsx when it cannot be made', { timeout: 240_000 }, async () => {
  const first = await savepoint('status', '--help');
  expect(first.code, first.stderr).toBe(0);
  expect(first.stdout).toContain(SUMMARY);
  const [bundle] = await bundles();
  expect(bundle).toBeDefined();
  expect(await readFile(bundle!, 'utf8')).toContain(SUMMARY);

  await editSource('where a session stands', 'EDITED: where a session stands');
  const edited = await savepoint('status', '--help');
  expect(edited.code, edited.stderr).toBe(0);
  expect(edited.stdout).toContain('EDITED: where a session stands');
  expect(await readFile(bundle!, 'utf8')).toContain('EDITED: where a session stands'); // the same bundle, made again

  // A cache that cannot be written (a read-only install): the sources run through tsx, edits and all.
  await rm(path.join(checkout, 'node_modules', '.cache'), { recursive: true });
  await writeFile(path.join(checkout, 'node_modules', '.cache'), 'not a folder');
  await editSource('EDITED:', 'THROUGH TSX:');
  const fallback = await savepoint('status', '--help');
  expect(fallback.code, fallback.stderr).toBe(0);
  expect(fallback.stdout).toContain('THROUGH TSX: where a session stands');
  expect(await bundles()).toEqual([]);
});
