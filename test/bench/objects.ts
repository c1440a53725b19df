// `npm run bench` section for code objects (issue 21 item 4): the 5,000-file repository's objects uploaded as an agent
// uploads them (missingObjects, then POST /objects of what is missing), for a first snapshot and for changes of 10
// files; what 100 such changes add to the tables; and diffTrees between two trees 10 files apart, next to `git
// diff-tree -p` of the same trees. run.ts starts the server and reports; this file seeds and times.
import { execFileSync } from 'node:child_process';
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createOwnerWithToken } from '../../src/auth/token.service.ts';
import type { DbHandle } from '../../src/db/client.ts';
import { diffTrees } from '../../src/objects/diff.service.ts';
import { benchGql, bigRepository, percentile } from './harness.ts';

const GIT_ENV = { ...process.env, GIT_AUTHOR_NAME: 'b', GIT_AUTHOR_EMAIL: 'b@b', GIT_COMMITTER_NAME: 'b', GIT_COMMITTER_EMAIL: 'b@b' };
const git = (cwd: string, args: string[], input?: string) => execFileSync('git', args, { cwd, env: GIT_ENV, input, maxBuffer: 1 << 30 });

type GitObject = { oid: string; type: string; content: Buffer };

/** The tree of the folder as it is now, and every object of it (blobs, then trees deepest first), read with git. */
function snapshotOf(repo: string): { tree: string; objects: GitObject[] } {
  git(repo, ['add', '-A']);
  const tree = git(repo, ['write-tree']).toString().trim();
  const listed = git(repo, ['ls-tree', '-r', '-t', '-z', tree])
    .toString()
    .split('\0')
    .filter(Boolean)
    .map((line) => ({ path: line.split('\t')[1]!, type: line.split(' ')[1]!, oid: line.split(' ')[2]!.split('\t')[0]! }));
  const depth = (p: string) => p.split('/').length;
  const order = [
    ...listed.filter((e) => e.type === 'blob').map((e) => e.oid),
    ...listed
      .filter((e) => e.type === 'tree')
      .sort((a, b) => depth(b.path) - depth(a.path))
      .map((e) => e.oid),
    tree,
  ];
  const out = git(repo, ['cat-file', '--batch'], `${[...new Set(order)].join('\n')}\n`);
  const objects: GitObject[] = [];
  for (let at = 0; at < out.length; ) {
    const newline = out.indexOf(0x0a, at);
    const [oid, type, size] = out.toString('latin1', at, newline).split(' ') as [string, string, string];
    objects.push({ oid, type, content: out.subarray(newline + 1, newline + 1 + Number(size)) });
    at = newline + 1 + Number(size) + 1;
  }
  return { tree, objects };
}

const bodyOf = (objects: readonly GitObject[]) => Buffer.concat(objects.flatMap(({ type, content }) => [Buffer.from(`${type} ${content.length}\0`), content]));

/** What an agent does for a snapshot: ask which objects the server lacks, then send those. */
async function upload(origin: string, token: string, objects: readonly GitObject[]): Promise<number> {
  const server = { httpUrl: `${origin}/graphql`, token };
  const { missingObjects } = await benchGql(server, 'query($o: [String!]!) { missingObjects(oids: $o) }', { o: objects.map((o) => o.oid) });
  const lacking = new Set<string>(missingObjects);
  const response = await fetch(`${origin}/objects`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(bodyOf(objects.filter((o) => lacking.has(o.oid)))),
  });
  if (response.status !== 200) throw new Error(`upload refused: ${await response.text()}`);
  return lacking.size;
}

export async function storedBytes(database: DbHandle): Promise<number> {
  const { rows } = await sql<{ bytes: number }>`
    select (pg_total_relation_size('code_objects') + pg_total_relation_size('code_trees'))::bigint as bytes`.execute(database.db);
  return rows[0]!.bytes;
}

export async function objectsBench(httpUrl: string, database: DbHandle, tmp: string) {
  const origin = new URL(httpUrl).origin;
  const repo = await bigRepository(tmp);
  let started = performance.now();
  const first = snapshotOf(repo);
  const hashMs = performance.now() - started;

  // The first snapshot, for five owners in turn (each holds nothing before): 5,050 objects in one body.
  const firstUpload: number[] = [];
  let owner = await createOwnerWithToken(database.db, 'bench-objects');
  for (let i = 0; i < 5; i++) {
    if (i > 0) owner = await createOwnerWithToken(database.db, `bench-objects-${i}`);
    started = performance.now();
    const sent = await upload(origin, owner.token, first.objects);
    firstUpload.push(performance.now() - started);
    if (sent !== first.objects.length) throw new Error(`first snapshot: sent ${sent} of ${first.objects.length}`);
  }

  // 100 changes of 10 files, each uploaded as the agent would: it asks only about the objects that are new to it.
  const before = await storedBytes(database);
  const changes: number[] = [];
  const trees = [first.tree];
  let known = new Set(first.objects.map((o) => o.oid));
  for (let i = 0; i < 100; i++) {
    for (let f = 0; f < 10; f++)
      await appendFile(path.join(repo, `pkg${(i + f * 5) % 50}`, `file${(i * 7 + f) % 100}.ts`), `export const change${i} = ${f};\n`);
    const next = snapshotOf(repo);
    const fresh = next.objects.filter((o) => !known.has(o.oid));
    started = performance.now();
    await upload(origin, owner.token, fresh);
    changes.push(performance.now() - started);
    known = new Set(next.objects.map((o) => o.oid));
    trees.push(next.tree);
  }
  const grownBytes = (await storedBytes(database)) - before;

  // diffTrees between consecutive trees (10 files apart), against git diff-tree -p of the same trees.
  const server: number[] = [];
  const gitDiff: number[] = [];
  for (let i = 0; i < 60; i++) {
    const [from, to] = [trees[40 + (i % 50)]!, trees[41 + (i % 50)]!];
    started = performance.now();
    const files = await diffTrees(database.db, owner.ownerId, from, to);
    const serverMs = performance.now() - started;
    started = performance.now();
    git(repo, ['diff-tree', '-r', '-M', '-p', from, to]);
    const gitMs = performance.now() - started;
    if (files.length !== 10) throw new Error(`expected 10 changed files, found ${files.length}`);
    if (i >= 10) {
      server.push(serverMs);
      gitDiff.push(gitMs);
    }
  }
  return {
    objects: first.objects.length,
    bodyBytes: bodyOf(first.objects).length,
    hashMs,
    firstUpload: { p50: percentile(firstUpload, 50), max: Math.max(...firstUpload) },
    change: { p50: percentile(changes, 50), p95: percentile(changes, 95) },
    grownMb: grownBytes / 1e6,
    diff: { p50: percentile(server, 50), p95: percentile(server, 95) },
    gitDiff: { p50: percentile(gitDiff, 50), p95: percentile(gitDiff, 95) },
  };
}
