// Files and folders for the tests: temp folders that remove themselves, files written by the record, a folder read
// back as path -> content, digests.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { chmod, lstat, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterFile } from './after-file.ts';

/**
 * A new folder under the OS temp folder, removed after the test file (the call registers the afterAll), or by the
 * caller when `removeAfterFile` is false (process.ts: once the file has stopped the processes that write in it).
 * `reachable` makes it mode 755, so the `postgres` user can enter it when we run as root; mkdtemp alone gives 700.
 */
export async function tempDir(prefix = 'savepoint-ws-', { reachable = false, removeAfterFile = true } = {}): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  if (reachable) await chmod(dir, 0o755);
  if (removeAfterFile) afterFile(() => rm(dir, { recursive: true, force: true, maxRetries: 5 }));
  return dir;
}

/** Writes each file (path relative to `root`, folders made as needed); null removes it. */
export async function write(root: string, files: Record<string, string | Buffer | null>): Promise<void> {
  const entries = Object.entries(files);
  const written = entries.filter((entry): entry is [string, string | Buffer] => entry[1] !== null);
  await Promise.all([...new Set(written.map(([name]) => path.dirname(path.join(root, name))))].map((dir) => mkdir(dir, { recursive: true })));
  await Promise.all(
    entries.map(([name, content]) => (content === null ? rm(path.join(root, name), { force: true }) : writeFile(path.join(root, name), content))),
  );
}

export type TreeOptions = {
  /** How contents are given: base64 (the default) makes equal trees equal byte for byte. */
  encoding?: BufferEncoding;
  /** Entries at the top of the folder left out: by default the repository and a plain folder's snapshot store. */
  skip?: readonly string[];
  /** A symbolic link read through to its target's content (the default), or given as "-> target". */
  links?: 'follow' | 'as-target';
};

/** Every file of a folder, as path (with /) -> content. */
export function readTree(
  root: string,
  { encoding = 'base64', skip = ['.git', '.savepoint-shadow'], links = 'follow' }: TreeOptions = {},
): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (at: string) => {
    for (const entry of readdirSync(path.join(root, at), { withFileTypes: true })) {
      const rel = at ? `${at}/${entry.name}` : entry.name;
      if (!at && skip.includes(entry.name)) continue;
      if (entry.isDirectory()) walk(rel);
      else if (entry.isSymbolicLink() && links === 'as-target') out[rel] = `-> ${readlinkSync(path.join(root, rel))}`;
      else out[rel] = readFileSync(path.join(root, rel)).toString(encoding);
    }
  };
  walk('');
  return out;
}

/**
 * Every name and byte under a folder (a user's .git), hashed: proof that nothing in it was written. With `stat`, each
 * entry's mode and mtime count too. `skip` names a top-level entry left out: by default the snapshot store kept in a
 * .git folder, which git never reads.
 */
export async function digestDir(dir: string, { skip = 'savepoint-shadow', stat = false }: { skip?: string | null; stat?: boolean } = {}): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (at: string): Promise<void> => {
    for (const entry of (await readdir(at, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (at === dir && entry.name === skip) continue;
      const full = path.join(at, entry.name);
      const info = stat ? await lstat(full) : null;
      hash.update(info ? `${path.relative(dir, full)}\0${info.mode}\0${info.mtimeMs}\0` : `${path.relative(dir, full)}\0`);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) hash.update(await readFile(full));
    }
  };
  await walk(dir);
  return hash.digest('hex');
}

/** The SHA-256 of a text (as UTF-8) or of bytes, in hex. */
export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
