// `npm run bench` section for the workspace agent's side of a code checkpoint (src/agent/, no server): snapshot of a
// 5,000-file repository into the agent's store, then what to send worked out and sent (rev-list against the base,
// missingObjects, cat-file --batch, bodies), first with an empty store and an empty server, then after 10 files
// changed, 100 times. The server is an in-process stand-in that hashes what it receives and answers from a set, so
// the figures are the agent's own; the round trips and the server's storing come on top. The store's packing (tidy)
// runs after each checkpoint, off its path as the agent runs it, and is timed apart. run.ts reports.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createAgentStore, snapshot, tidy } from '../../src/agent/agent-store.ts';
import { uploadTree } from '../../src/agent/upload.ts';
import type { ObjectTransport } from '../../src/client/objects.ts';
import { bigRepository, percentile } from './harness.ts';

/** A server that holds a set of ids: `missing` from it, `upload` hashes each object of a body into it. */
function memoryServer(): ObjectTransport & { held: Set<string> } {
  const held = new Set<string>();
  return {
    held,
    async missing(oids) {
      return oids.filter((oid) => !held.has(oid));
    },
    async upload(body) {
      const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
      for (let at = 0; at < bytes.length; ) {
        const nul = bytes.indexOf(0, at);
        const end = nul + 1 + Number(bytes.toString('latin1', bytes.indexOf(32, at) + 1, nul));
        held.add(createHash('sha1').update(bytes.subarray(at, end)).digest('hex'));
        at = end;
      }
    },
    async read() {
      throw new Error('not used');
    },
  };
}

/**
 * git alone doing the snapshot's three commands (ls-files, add -A, write-tree) with an index of its own on the same
 * files: the floor any snapshot of them pays on this machine at that moment (2 shared cores: read the agent's figures
 * against it).
 */
function plainGit(parent: string, ws: string) {
  const dir = path.join(parent, `plain-${process.pid}.git`);
  const env = {
    ...process.env,
    GIT_DIR: dir,
    GIT_WORK_TREE: ws,
    GIT_INDEX_FILE: path.join(dir, 'index'),
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_OPTIONAL_LOCKS: '0',
  };
  const git = (args: string[]) => execFileSync('git', args, { cwd: ws, env });
  execFileSync('git', ['init', '-q', '--bare', dir]);
  git(['add', '-A']);
  return () => {
    const started = performance.now();
    git(['ls-files', '-z', '-t', '--others', '--modified', '--exclude-standard']);
    git(['add', '-A']);
    git(['write-tree']);
    return performance.now() - started;
  };
}

export async function agentStoreBench(parent: string) {
  const ws = await bigRepository(parent);
  const workspace = { id: 'bench', path: ws };
  // The first snapshot and upload, three times over (a new agent folder and a new server each time).
  const first: Array<{ snapshot: number; upload: number; sent: number }> = [];
  for (let run = 0; run < 3; run++) {
    const store = createAgentStore({ agentDir: await mkdtemp(path.join(parent, 'agent-')), maxFileBytes: 1 << 20 });
    const server = memoryServer();
    const started = performance.now();
    const { tree } = await snapshot(store, workspace);
    const snapped = performance.now();
    const { sent } = await uploadTree(store, workspace, server, { tree, base: null });
    first.push({ snapshot: snapped - started, upload: performance.now() - snapped, sent });
  }

  const store = createAgentStore({ agentDir: await mkdtemp(path.join(parent, 'agent-')), maxFileBytes: 1 << 20 });
  const server = memoryServer();
  let previous = (await snapshot(store, workspace)).tree;
  await uploadTree(store, workspace, server, { tree: previous, base: null });
  const snapshots: number[] = [];
  const uploads: number[] = [];
  const totals: number[] = [];
  const tidying: number[] = [];
  const floor: number[] = [];
  const plain = plainGit(parent, ws);
  for (let i = 1; i <= 100; i++) {
    for (let k = 0; k < 10; k++)
      await writeFile(path.join(ws, `pkg${(i * 7 + k * 5) % 50}`, `file${(i * 3 + k) % 100}.ts`), `export const changed = ${i * 10 + k};\n`);
    const started = performance.now();
    const { tree } = await snapshot(store, workspace);
    const snapped = performance.now();
    const uploaded = await uploadTree(store, workspace, server, { tree, base: previous });
    const done = performance.now();
    if (uploaded.sent !== 21) throw new Error(`change ${i}: expected 10 blobs, 10 folders and the root sent, sent ${uploaded.sent}`);
    snapshots.push(snapped - started);
    uploads.push(done - snapped);
    totals.push(done - started);
    previous = tree;
    await tidy(store, workspace);
    tidying.push(performance.now() - done);
    floor.push(plain());
  }
  const slowestFirst = first.reduce((a, b) => (a.snapshot + a.upload > b.snapshot + b.upload ? a : b));
  return {
    firstTotal: slowestFirst.snapshot + slowestFirst.upload,
    firstSnapshot: slowestFirst.snapshot,
    firstUpload: slowestFirst.upload,
    firstSent: slowestFirst.sent,
    p50: percentile(totals, 50),
    p95: percentile(totals, 95),
    max: Math.max(...totals),
    snapshotP95: percentile(snapshots, 95),
    uploadP95: percentile(uploads, 95),
    tidyMax: Math.max(...tidying),
    floorP50: percentile(floor, 50),
    floorP95: percentile(floor, 95),
  };
}
