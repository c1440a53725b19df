// Code objects for the tests: what git writes for a folder (read back with git cat-file), in the order an agent
// uploads them, as bodies in git's serialisation; trees written by hand where git would refuse to write them; and the
// object routes (POST /objects, /objects/read) of a live server.
import { execFileSync } from 'node:child_process';
import { GIT_ENV, git, gitTrimmed } from './git.ts';

export type GitObject = { oid: string; type: 'blob' | 'tree'; content: Buffer };

/** The tree of everything in `dir` now, as git writes it (staged with `git add -A`, so the index follows the folder). */
export function writeTree(dir: string): string {
  git(dir, 'add', '-A');
  return gitTrimmed(dir, 'write-tree');
}

/** Every object of `tree`, itself included, in upload order: blobs, then trees deepest first, the root last; each once. */
export function objectsOf(dir: string, tree: string): GitObject[] {
  const listed = git(dir, 'ls-tree', '-r', '-t', '-z', tree)
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta, path] = line.split('\t') as [string, string];
      const [, type, oid] = meta.split(' ') as [string, string, string];
      return { path, type, oid };
    });
  const depth = (path: string) => path.split('/').length;
  const blobs = listed.filter((entry) => entry.type === 'blob').map((entry) => entry.oid);
  const trees = listed
    .filter((entry) => entry.type === 'tree')
    .sort((a, b) => depth(b.path) - depth(a.path))
    .map((entry) => entry.oid);
  return catFile(dir, [...new Set([...blobs, ...trees, tree])]);
}

/** Objects as `git cat-file --batch` prints them: type and content, straight from git's store. */
export function catFile(dir: string, oids: readonly string[]): GitObject[] {
  const out = execFileSync('git', ['cat-file', '--batch'], { cwd: dir, env: GIT_ENV, input: `${oids.join('\n')}\n`, maxBuffer: 1 << 30 });
  const objects: GitObject[] = [];
  let at = 0;
  while (at < out.length) {
    const newline = out.indexOf(0x0a, at);
    const [oid, type, size] = out.toString('latin1', at, newline).split(' ') as [string, string, string];
    if (type !== 'blob' && type !== 'tree') throw new Error(`not a blob or a tree: ${oid} ${type}`);
    const start = newline + 1;
    objects.push({ oid, type, content: out.subarray(start, start + Number(size)) });
    at = start + Number(size) + 1;
  }
  return objects;
}

/** A body: each object as git serialises it, "<type> <size>\0<content>", one after the other. */
export function bodyOf(objects: ReadonlyArray<{ type: string; content: Buffer }>): Buffer {
  return Buffer.concat(objects.flatMap(({ type, content }) => [Buffer.from(`${type} ${content.length}\0`), content]));
}

/** A tree's content written by hand, entries as given and in the order given (for trees git would not write). */
export function treeContent(entries: ReadonlyArray<{ mode: string; name: string; oid: string }>): Buffer {
  return Buffer.concat(entries.flatMap(({ mode, name, oid }) => [Buffer.from(`${mode} ${name}\0`), Buffer.from(oid, 'hex')]));
}

/** git's id of a blob holding `content`, as `git hash-object` computes it. */
export function blobId(dir: string, content: string | Buffer): string {
  return execFileSync('git', ['hash-object', '--stdin'], { cwd: dir, env: GIT_ENV, input: content }).toString().trim();
}

/** The object routes of a live server, as a token's owner calls them. */
export function objectRoutes(httpUrl: string, token: string | null) {
  const origin = new URL(httpUrl).origin;
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return {
    /** POST /objects: the status and the JSON answer. */
    upload: async (body: Buffer) => {
      const response = await fetch(`${origin}/objects`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream', ...auth },
        body: new Uint8Array(body),
      });
      return { status: response.status, headers: response.headers, json: (await response.json()) as any };
    },
    /** POST /objects/read: the status, and the body (objects) or the JSON answer (a refusal). */
    read: async (oids: readonly string[]) => {
      const response = await fetch(`${origin}/objects/read`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth },
        body: JSON.stringify({ oids }),
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      return {
        status: response.status,
        body: bytes,
        json: response.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(bytes.toString()) : null,
      };
    },
  };
}
