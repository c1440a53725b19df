// `npm run bench` section for the snapshot store alone (src/git/workspace-git.ts in the agent's mode: a store outside
// the workspace, snapshots as root trees; no server, no upload): 100 snapshots of a 5,000-file repository, 10 files
// changed before each, each followed by the tidying the agent runs after a checkpoint. test/git.workspace.test.ts
// proves what the snapshots hold; this times them and weighs what they add on disk. run.ts reports.
import { execFileSync } from 'node:child_process';
import { lstat, mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createShadowCaches, type GitOptions, snapshotTree, tidyStore } from '../../src/git/workspace-git.ts';
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
 * by snapshotTree itself into a store shaped as the agent's (agent-store.ts gitOptionsOf), each followed by tidyStore
 * as the agent runs it after a checkpoint (timed apart): p95 over the first 30 and over all 100, and what the store
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
  const store = path.join(base, 'agent', 'workspaces', 'ws-1');
  const options: GitOptions = { workspacePath: ws, storeDir: store, maxFileBytes: 64 * 1024, caches: createShadowCaches() };
  const changedFiles = (from: string, to: string) =>
    execFileSync('git', ['diff-tree', '-r', '--name-only', '-z', from, to], { env: { ...GIT_ENV, GIT_DIR: store }, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);

  let previous = (await snapshotTree(options)).tree;
  await tidyStore(options);
  const before = await diskUsage(store);
  const times: number[] = [];
  const tidyTimes: number[] = [];
  for (let i = 1; i <= 100; i++) {
    const changed: Record<string, string> = {};
    for (let k = 0; k < 10; k++) changed[`pkg${(i * 7 + k * 5) % 50}/src/file${(i * 3 + k) % 100}.ts`] = `export const changed = ${i * 10 + k};\n`.repeat(30);
    await write(ws, changed);
    const started = performance.now();
    const snapshot = await snapshotTree(options);
    times.push(performance.now() - started);
    const tidyStarted = performance.now();
    await tidyStore(options);
    tidyTimes.push(performance.now() - tidyStarted);
    const found = changedFiles(previous, snapshot.tree).length;
    if (found !== 10) throw new Error(`snapshot ${i}: expected 10 changed files, found ${found}`);
    previous = snapshot.tree;
  }
  const grownBytes = (await diskUsage(store)) - before;
  return {
    first30P95: percentile(times.slice(0, 30), 95),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: Math.max(...times),
    tidyP50: percentile(tidyTimes, 50),
    tidyMax: Math.max(...tidyTimes),
    grownBytes,
  };
}
