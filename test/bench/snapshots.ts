// `npm run bench` section for the snapshot store alone (src/git/workspace-git.ts, no server): 100 snapshots of a
// 5,000-file repository, 10 files changed before each. test/git.workspace.test.ts proves what the snapshots hold;
// this times them and weighs what they add on disk. run.ts reports.
import { execFileSync } from 'node:child_process';
import { lstat, mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { changedFiles, createShadowCaches, type GitOptions, snapshotWorkspace } from '../../src/git/workspace-git.ts';
import { percentile } from './harness.ts';

const GIT_ENV = { ...process.env, GIT_AUTHOR_NAME: 'b', GIT_AUTHOR_EMAIL: 'b@b', GIT_COMMITTER_NAME: 'b', GIT_COMMITTER_EMAIL: 'b@b' };

/** Bytes a folder takes on disk (allocated blocks), recursively. */
async function diskUsage(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += (await lstat(full)).blocks * 512;
    if (entry.isDirectory()) total += await diskUsage(full);
  }
  return total;
}

async function write(root: string, files: Record<string, string>): Promise<void> {
  const entries = Object.entries(files);
  await Promise.all([...new Set(entries.map(([name]) => path.dirname(path.join(root, name))))].map((dir) => mkdir(dir, { recursive: true })));
  await Promise.all(entries.map(([name, content]) => writeFile(path.join(root, name), content)));
}

/**
 * 100 snapshots, each after 10 files changed, of a 5,000-file repository (50 packages of 100 files of 30 lines), taken
 * by snapshotWorkspace itself: p95 over the first 30 and over all 100, and what the store and this instance's cache
 * grew by over the 100.
 */
export async function snapshotBench(parent: string) {
  const base = await mkdtemp(path.join(parent, 'snapshots-'));
  const ws = path.join(base, 'ws');
  const files: Record<string, string> = {};
  for (let d = 0; d < 50; d++) for (let f = 0; f < 100; f++) files[`pkg${d}/src/file${f}.ts`] = `export const value${f} = ${d * 100 + f};\n`.repeat(30);
  await write(ws, files);
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: ws, env: GIT_ENV });
  execFileSync('git', ['-c', 'core.bigFileThreshold=1', 'add', '-A'], { cwd: ws, env: GIT_ENV });
  execFileSync('git', ['commit', '-q', '-m', 'initial'], { cwd: ws, env: GIT_ENV });
  const options: GitOptions = {
    workspacePath: ws,
    shadowDir: path.join(base, 'data', 'shadow', 'ws-key'),
    maxFileBytes: 64 * 1024,
    caches: createShadowCaches(),
  };

  let previous = (await snapshotWorkspace(options, { ref: 'refs/savepoint/p/0', parent: null, message: 'first' })).commit;
  const store = path.join(ws, '.git', 'savepoint-shadow');
  const disk = async () => (await diskUsage(store)) + (await diskUsage(options.shadowDir));
  const before = await disk();
  const times: number[] = [];
  for (let i = 1; i <= 100; i++) {
    const changed: Record<string, string> = {};
    for (let k = 0; k < 10; k++) changed[`pkg${(i * 7 + k * 5) % 50}/src/file${(i * 3 + k) % 100}.ts`] = `export const changed = ${i * 10 + k};\n`.repeat(30);
    await write(ws, changed);
    const started = performance.now();
    const snapshot = await snapshotWorkspace(options, { ref: `refs/savepoint/p/${i}`, parent: previous, message: `${i}` });
    times.push(performance.now() - started);
    const found = (await changedFiles(options, previous, snapshot.commit)).length;
    if (found !== 10) throw new Error(`snapshot ${i}: expected 10 changed files, found ${found}`);
    previous = snapshot.commit;
  }
  const grownBytes = (await disk()) - before;
  return { first30P95: percentile(times.slice(0, 30), 95), p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times), grownBytes };
}
