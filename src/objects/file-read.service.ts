// Files of a stored snapshot by path: a tree walked down a level at a time from the owner's stored trees, the blobs
// at the end read and hashed. For resume's check of an agent's folder: whether an interrupted WRITE's declared files
// have the content it declared, in the snapshot its agent just uploaded (no folder is opened here).
import { createHash } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { inflateAll } from './compression.ts';
import { findObjectContents, type StoredObjectRow } from './object.queries.ts';
import { FOLDER_MODE } from './tree.model.ts';

/** Regular files (plain or executable); a symbolic link or a folder is no file here. */
const FILE_MODES: ReadonlySet<string> = new Set(['100644', '100755']);

/**
 * The sha256 (hex) of each path's content in the stored tree `tree`, or null when there is no regular file there
 * (absent, a folder, a symbolic link, a path that is not plain). Only the owner's objects are read.
 */
export async function fileHashesAt(db: Db, ownerId: string, tree: string, paths: readonly string[]): Promise<Map<string, string | null>> {
  const rows = new Map<string, StoredObjectRow>();
  const read = async (oids: readonly string[]) => {
    const missing = [...new Set(oids)].filter((oid) => !rows.has(oid));
    for (const row of await findObjectContents(db, ownerId, missing)) rows.set(row.oid, row);
  };
  const entryOf = (treeOid: string, name: string): { mode: string; oid: string } | null => {
    const row = rows.get(treeOid);
    const at = row?.names?.indexOf(name) ?? -1;
    if (!row || at < 0 || !row.modes || !row.oids) return null;
    return { mode: row.modes[at]!, oid: row.oids.subarray(at * 20, at * 20 + 20).toString('hex') };
  };
  // Down the folders, one level of every path at a time (one query per level).
  const walks = paths.map((path) => ({ path, parts: plainParts(path), at: tree as string | null, mode: FOLDER_MODE as string }));
  for (let depth = 0; walks.some((walk) => walk.at && walk.parts && depth < walk.parts.length); depth++) {
    await read(walks.filter((walk) => walk.at && walk.parts && depth < walk.parts.length).map((walk) => walk.at!));
    for (const walk of walks) {
      if (!walk.at || !walk.parts || depth >= walk.parts.length) continue;
      if (walk.mode !== FOLDER_MODE)
        walk.at = null; // a file where a folder was needed
      else {
        const entry = entryOf(walk.at, walk.parts[depth]!);
        walk.at = entry?.oid ?? null;
        walk.mode = entry?.mode ?? '';
      }
    }
  }
  const blobs = walks.filter((walk) => walk.at && FILE_MODES.has(walk.mode));
  await read(blobs.map((walk) => walk.at!));
  const stored = blobs.map((walk) => rows.get(walk.at!)).filter((row): row is StoredObjectRow => row?.content != null);
  const contents = await inflateAll(stored.map((row) => row.content!));
  const hashOf = new Map(stored.map((row, i) => [row.oid, createHash('sha256').update(contents[i]!).digest('hex')]));
  return new Map(walks.map((walk) => [walk.path, walk.at && FILE_MODES.has(walk.mode) ? (hashOf.get(walk.at) ?? null) : null]));
}

/** A path's names, when it is plain (relative, no empty, "." or ".." part); else null (no file of any tree). */
function plainParts(path: string): string[] | null {
  const parts = path.split('/');
  return parts.every((part) => part !== '' && part !== '.' && part !== '..') ? parts : null;
}
