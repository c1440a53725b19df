// The sha256 of files in a folder the agent serves, as a WRITE step declares them (StepPlanInput.writes): resume
// compares them with the folder's snapshot to tell a write that landed from one cut off. Only regular files inside
// the folder are read: a path that leaves it, or a symbolic link, is refused rather than followed.
import { createHash } from 'node:crypto';
import { lstat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { AgentError } from './command.ts';

/** The sha256 (hex) of content a step will write: what it declares before the file exists. */
export function contentHash(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('hex');
}

/** A path relative to the folder, in the form the server keeps (forward slashes, no `.` parts); refused when it leaves it. */
export function folderPath(folder: string, file: string): string {
  const absolute = path.resolve(folder, file);
  const relative = path.relative(folder, absolute);
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) {
    throw new AgentError('PATH_OUTSIDE', `${file} is not inside ${folder}: a step declares only files of its workspace`, [file]);
  }
  return relative.split(path.sep).join('/');
}

/**
 * Each file's sha256 as it is now (null: no regular file there), keyed by its path relative to the folder. A symbolic
 * link, or a path through one, is refused (its target may be anywhere).
 */
export async function fileHashes(folder: string, files: readonly string[]): Promise<Map<string, string | null>> {
  const hashes = new Map<string, string | null>();
  for (const file of files) {
    const relative = folderPath(folder, file);
    const parts = relative.split('/');
    let at = folder;
    let hash: string | null = null;
    for (const [index, part] of parts.entries()) {
      at = path.join(at, part);
      const stats = await lstat(at).catch(() => null);
      if (stats?.isSymbolicLink())
        throw new AgentError('PATH_OUTSIDE', `${relative} passes through a symbolic link; declare the file it points to`, [relative]);
      const last = index === parts.length - 1;
      if (!stats || (last ? !stats.isFile() : !stats.isDirectory())) break;
      if (last) hash = contentHash(await readFile(at));
    }
    hashes.set(relative, hash);
  }
  return hashes;
}
