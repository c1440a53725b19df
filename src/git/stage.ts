// Bringing a snapshot index up to date with the working tree: only files whose stat changed are hashed (git reuses
// the index's stat data), .gitignore and the user's info/exclude are honoured, files the user's repository tracks
// although they are ignored are taken too, and files over the size limit stay out (noted, never hashed). A nested
// repository (a folder with a .git of its own) is left out and noted: a snapshot's objects must all be uploadable,
// and git's gitlink would name a commit of another repository.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { lstatAll } from './confine.ts';
import { runGit } from './run-git.ts';
import { type ShadowRepo, userGitDir, waitForIndexLock } from './shadow-repo.ts';

export type SkippedFile = { path: string; bytes: number };
/** `unchanged`: git listed nothing to stage, so the index already holds the working tree (nothing was run to stage). */
export type Staged = { skipped: SkippedFile[]; nested: string[]; written: number; unchanged: boolean };

const BULK_FILES = 256;

// Files the user's repository tracks although .gitignore matches them (force-added, e.g. committed build output):
// they are part of the code, so they are snapshotted too. Only recomputed when the user's index file changes.
async function userTrackedIgnored(repo: ShadowRepo, workspace: string): Promise<string[]> {
  const user = await userGitDir(workspace);
  const index = user && (await stat(path.join(user.gitDir, 'index')).catch(() => null));
  if (!user || !index) return [];
  const signature = `${user.gitDir}:${index.ino}:${index.size}:${index.mtimeMs}`;
  const cached = repo.caches.trackedIgnored.get(workspace);
  if (cached?.signature === signature) return cached.paths;
  const env = { GIT_DIR: user.gitDir, GIT_WORK_TREE: workspace };
  // Read-only on the user's repository: ls-files never writes the index (and GIT_OPTIONAL_LOCKS=0 is set).
  const paths = await runGit(
    workspace,
    env,
    ['core.fsmonitor=false', 'core.excludesFile=/dev/null'],
    ['ls-files', '-z', '--cached', '--ignored', '--exclude-standard'],
  ).then(
    (result) => result.stdout.split('\0').filter(Boolean),
    () => [], // a broken user repository must not block checkpoints; its ignored-but-tracked files are then missed
  );
  repo.caches.trackedIgnored.set(workspace, { signature, paths });
  return paths;
}

/** Brings the index up to date with the working tree (only changed files are hashed); large files and nested repositories stay out. */
export async function stage(repo: ShadowRepo, maxFileBytes: number): Promise<Staged> {
  const workspace = repo.workspace!;
  await waitForIndexLock(repo.store);
  const listed = await repo.git(['ls-files', '-z', '-t', '--others', '--modified', '--exclude-standard']);
  const inIndex = new Map<string, boolean>(); // candidate path -> may be in the index
  const nested: string[] = [];
  for (const record of listed.stdout.split('\0')) {
    if (record.length <= 2) continue;
    // git lists an untracked folder with a .git of its own as "folder/".
    if (record[0] === '?' && record.endsWith('/')) nested.push(record.slice(2, -1));
    else inIndex.set(record.slice(2), record[0] !== '?');
  }
  const changed = inIndex.size;
  const forced = await userTrackedIgnored(repo, workspace);
  // Nothing changed, added or removed since the index was last brought up to date: `git add` would do nothing.
  if (changed === 0 && nested.length === 0 && forced.length === 0) return { skipped: [], nested: [], written: 0, unchanged: true };
  for (const p of forced) if (!inIndex.has(p)) inIndex.set(p, true);
  const stats = await lstatAll(workspace, [...inIndex.keys()], (info) => info.size > maxFileBytes);

  const skipped: SkippedFile[] = [];
  for (const [p, info] of stats) if (info?.isFile() && info.size > maxFileBytes) skipped.push({ path: p, bytes: info.size });
  const large = new Set(skipped.map((file) => file.path));
  const nul = (specs: string[]) => specs.join('\0');

  const largeInIndex = skipped.filter((file) => inIndex.get(file.path));
  if (largeInIndex.length > 0) {
    await repo.git(['update-index', '--force-remove', '-z', '--stdin'], { stdin: nul(largeInIndex.map((file) => file.path)) });
  }
  // Many new files (a first snapshot, a dependency install) go straight into one pack instead of a loose file each:
  // a tenth of the time, and no thousands of 4 KiB files to pack and delete afterwards.
  const bulk = changed >= BULK_FILES;
  const add = bulk ? ['-c', 'core.bigFileThreshold=1', 'add', '-A'] : ['add', '-A'];
  const excluded = [...skipped.map((file) => file.path), ...nested];
  const forcedPaths = new Set(forced);
  const listedPaths = [...inIndex.keys()].filter((p) => !large.has(p) && !forcedPaths.has(p));
  // A few changes: exactly the paths git listed (changed, new, deleted), so git add does not walk the whole folder
  // again (about 20 ms on 5,000 files). One it refuses (a path now beyond a symbolic link: a folder replaced by one)
  // falls back to staging the whole folder, as it always did.
  const addPaths = (specs: string[]) => repo.git([...add, '--pathspec-from-file=-', '--pathspec-file-nul'], { stdin: nul(specs) });
  const stagedListed =
    !bulk &&
    listedPaths.length > 0 &&
    (await addPaths(listedPaths.map((p) => `:(literal)${p}`)).then(
      () => true,
      () => false,
    ));
  if (!stagedListed) {
    if (excluded.length === 0) await repo.git(add);
    else await addPaths(['.', ...excluded.map((p) => `:(exclude,literal)${p}`)]);
  }
  const force = forced.filter((p) => !large.has(p) && (stats.get(p)?.isFile() || stats.get(p)?.isSymbolicLink()));
  if (force.length > 0) {
    const specs = force.map((p) => `:(literal)${p}`);
    await repo.git(['add', '-f', '--pathspec-from-file=-', '--pathspec-file-nul'], { stdin: nul(specs) });
  }
  skipped.sort((a, b) => (a.path < b.path ? -1 : 1));
  nested.sort();
  return { skipped, nested, written: Math.max(0, changed - skipped.length - nested.length), unchanged: false };
}
