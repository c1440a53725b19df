// A snapshot store's objects in bulk, for the agent's exchange with the server (../agent/): which objects a tree
// reaches and a base does not (rev-list), which the store lacks (cat-file --batch-check), their bytes read by one
// streamed `cat-file --batch` (or one kept open for a walk that reads in turn), and a pack of received objects
// written in (pack-file.ts). One process per operation, never one per object. Only a given store
// (GitOptions.storeDir) is used this way; the user's repository never is.
import type { Readable } from 'node:stream';
import { corrupt, GitWorkspaceError } from './git-error.ts';
import { GitExit, gitExit, spawnGit } from './run-git.ts';
import { type GitOptions, openShadow, type ShadowRepo } from './shadow-repo.ts';

export type ObjectType = 'blob' | 'tree';
export type GitObject = { oid: string; type: ObjectType; content: Buffer };

const OID = /^[0-9a-f]{40}$/;

/** The given store (made when missing); a store kept with a workspace is never used for this. */
async function storeOf(options: GitOptions): Promise<ShadowRepo> {
  return (await openShadow(options, { workspace: false, create: true }))!;
}

function requireOids(oids: readonly string[]): void {
  const bad = oids.find((oid) => !OID.test(oid));
  if (bad !== undefined) throw new Error(`not an object id: ${JSON.stringify(bad)}`);
}

/**
 * Every object `tree` reaches and `base` does not (base null: all of them), each once, parents before children
 * (rev-list's order: a tree before its entries). A base the store does not have: null (the caller lists all).
 */
export async function objectsToSend(options: GitOptions, tree: string, base: string | null): Promise<string[] | null> {
  requireOids(base === null ? [tree] : [tree, base]);
  const repo = await storeOf(options);
  try {
    const listed = await repo.git(['rev-list', '--objects', '--no-object-names', tree, ...(base === null ? [] : ['--not', base])]);
    return listed.stdout.split('\n').filter(Boolean);
  } catch (error) {
    // Asked only when listing failed: one process less on every checkpoint.
    if (base !== null && (await absentObjects(options, [base])).length > 0) return null;
    throw error;
  }
}

/** The ids among `oids` the store does not hold (or holds only in part: a tree counts as held once it is there). */
export async function absentObjects(options: GitOptions, oids: readonly string[]): Promise<string[]> {
  if (oids.length === 0) return [];
  requireOids(oids);
  const repo = await storeOf(options);
  const listed = await repo.git(['cat-file', '--batch-check=%(objectname)'], { stdin: `${oids.join('\n')}\n` });
  return listed.stdout
    .split('\n')
    .filter((line) => line.endsWith(' missing'))
    .map((line) => line.slice(0, -' missing'.length));
}

/** A `git cat-file --batch` on the store, its exit watched (a failure is also what its output says) and its input's errors too. */
async function startCatFile(options: GitOptions) {
  const repo = await storeOf(options);
  const child = spawnGit(repo.store, repo.gitDirs, ['cat-file', '--batch']);
  const exited = gitExit(child);
  exited.catch(() => {});
  child.stdin!.on('error', () => {}); // git gone early: the output says why
  return { repo, child, exited };
}

/**
 * The objects, in the order asked, streamed from one `git cat-file --batch`: at most one object's bytes are held
 * at a time besides what the consumer keeps. An object the store lacks, or one that is not a blob or a tree, fails.
 */
export async function* readObjects(options: GitOptions, oids: readonly string[]): AsyncGenerator<GitObject> {
  if (oids.length === 0) return;
  requireOids(oids);
  const { repo, child, exited } = await startCatFile(options); // awaited below; a failure earlier is reported by the parser first
  child.stdin!.end(`${oids.join('\n')}\n`);
  let count = 0;
  try {
    for await (const object of parseBatch(child.stdout!)) {
      const expected = oids[count++];
      if (object.oid !== expected) throw corrupt(repo.store, `cat-file answered ${object.oid} for ${expected}`);
      yield object;
    }
    if (count < oids.length) throw corrupt(repo.store, `cat-file stopped after ${count} of ${oids.length} objects`);
    await exited;
  } catch (error) {
    // Only the reading fails here (a consumer that stops early closes this generator without an error).
    if (error instanceof GitWorkspaceError) throw error;
    const reason = error instanceof GitExit ? `git cat-file failed: ${error.stderr}` : (error as Error).message;
    throw corrupt(repo.store, reason, error);
  } finally {
    if (child.exitCode === null) child.kill();
  }
}

/** Reads in turn from one `git cat-file --batch`, each read decided from the last: see openObjectReader. */
export type ObjectReader = { read: (oids: readonly string[]) => Promise<GitObject[]>; close: () => void };

/**
 * One `git cat-file --batch` kept open for a walk that decides what to read next from what it read (two trees
 * compared level by level): `read` answers the objects in the order asked, `close` ends the process. One process for
 * the whole walk. An object the store lacks, or one that is not a blob or a tree, fails the read and every later one.
 */
export async function openObjectReader(options: GitOptions): Promise<ObjectReader> {
  const { repo, child } = await startCatFile(options); // a failure is what the parser reports
  const answers = parseBatch(child.stdout!);
  return {
    read: async (oids) => {
      requireOids(oids);
      if (oids.length === 0) return [];
      child.stdin!.write(`${oids.join('\n')}\n`);
      const read: GitObject[] = [];
      for (const oid of oids) {
        const answer = await answers.next().catch((error: unknown) => {
          throw corrupt(repo.store, (error as Error).message, error);
        });
        if (answer.done) throw corrupt(repo.store, `cat-file stopped before ${oid}`);
        if (answer.value.oid !== oid) throw corrupt(repo.store, `cat-file answered ${answer.value.oid} for ${oid}`);
        read.push(answer.value);
      }
      return read;
    },
    close: () => {
      child.stdin!.end();
      if (child.exitCode === null) child.kill();
    },
  };
}

/** Parses `cat-file --batch` output: `<oid> <type> <size>\n<content>\n` per object, or `<oid> missing\n`. */
async function* parseBatch(stream: Readable): AsyncGenerator<GitObject> {
  let buffered: Buffer = Buffer.alloc(0);
  let header: { oid: string; type: ObjectType; size: number } | null = null;
  let body: Buffer[] = [];
  let bodyBytes = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    for (;;) {
      if (!header) {
        const end = buffered.indexOf(10);
        if (end < 0) break;
        const line = buffered.subarray(0, end).toString('latin1');
        buffered = buffered.subarray(end + 1);
        const [oid, type, size] = line.split(' ');
        if (type === 'missing') throw new Error(`object ${oid} is not in the snapshot store`);
        if (type !== 'blob' && type !== 'tree') throw new Error(`object ${oid} is a ${type}, not a blob or a tree`);
        header = { oid: oid!, type, size: Number(size) };
        body = [];
        bodyBytes = 0;
      }
      // The content and its closing newline; whole chunks are kept aside, so a large blob is copied once.
      const wanted = header.size + 1 - bodyBytes;
      if (buffered.length < wanted) {
        body.push(buffered);
        bodyBytes += buffered.length;
        buffered = Buffer.alloc(0);
        break;
      }
      body.push(buffered.subarray(0, wanted));
      buffered = buffered.subarray(wanted);
      const content = Buffer.concat(body).subarray(0, header.size);
      yield { oid: header.oid, type: header.type, content };
      header = null;
    }
  }
}
