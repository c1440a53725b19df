// Objects as they travel between the agent and the server: exactly git's serialisation, uncompressed,
// `<type> <size>\0<content>` with type blob or tree, a body being a concatenation of them; an object's id is the
// SHA-1 of those bytes (git's object id), so whoever receives one hashes it rather than trusting a claim. Trees are
// held to the server's rules: no entry named `.git` (in any case), `.` or `..`, or containing `/`, and the modes of
// files, executables, symbolic links and folders only (no gitlink: it names a commit of another repository).
import { createHash } from 'node:crypto';
import { SyncError } from './sync-error.ts';

export type ObjectType = 'blob' | 'tree';
export type WireObject = { oid: string; type: ObjectType; content: Buffer };
export type TreeEntry = { mode: string; name: string; oid: string };

/** The modes a tree entry may have: file, executable, symbolic link, folder. */
export const TREE_MODES: ReadonlySet<string> = new Set(['100644', '100755', '120000', '40000']);
export const FOLDER_MODE = '40000';

function headerOf(type: ObjectType, size: number): Buffer {
  return Buffer.from(`${type} ${size}\0`, 'latin1');
}

/** git's id of an object: the SHA-1 of its serialisation. */
export function oidOf(type: ObjectType, content: Buffer): string {
  return createHash('sha1').update(headerOf(type, content.length)).update(content).digest('hex');
}

/** One object as it travels: header then content. */
export function encodeObject(type: ObjectType, content: Buffer): Buffer[] {
  return [headerOf(type, content.length), content];
}

/** Bytes an object takes in a body. */
export function encodedSize(object: { content: Buffer; type: ObjectType }): number {
  return headerOf(object.type, object.content.length).length + object.content.length;
}

/**
 * The objects of a body, each with the id its bytes hash to. A body that is not a sequence of well-formed blobs and
 * trees is refused whole (BAD_BODY); no object of it is used.
 */
export function parseBody(body: Uint8Array): WireObject[] {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const objects: WireObject[] = [];
  for (let at = 0; at < bytes.length; ) {
    const space = bytes.indexOf(0x20, at);
    const nul = space < 0 ? -1 : bytes.indexOf(0, space);
    const type = space < 0 ? '' : bytes.toString('latin1', at, space);
    const size = nul < 0 ? '' : bytes.toString('latin1', space + 1, nul);
    if ((type !== 'blob' && type !== 'tree') || !/^(0|[1-9][0-9]{0,15})$/.test(size) || nul + 1 + Number(size) > bytes.length) {
      throw new SyncError('BAD_BODY', `the server's answer is not a sequence of git objects (at byte ${at}); nothing of it was used`);
    }
    const content = bytes.subarray(nul + 1, nul + 1 + Number(size));
    objects.push({ oid: oidOf(type, content), type, content });
    at = nul + 1 + Number(size);
  }
  return objects;
}

/** A tree's entries, checked against the server's rules (INVALID_TREE names the offending entry). */
export function treeEntries(oid: string, content: Buffer): TreeEntry[] {
  const entries: TreeEntry[] = [];
  for (let at = 0; at < content.length; ) {
    const space = content.indexOf(0x20, at);
    const nul = space < 0 ? -1 : content.indexOf(0, space);
    if (nul < 0 || nul + 21 > content.length) throw new SyncError('INVALID_TREE', `tree ${oid} is not a well-formed git tree`);
    const mode = content.toString('latin1', at, space);
    const name = content.toString('utf8', space + 1, nul);
    const entryOid = content.toString('hex', nul + 1, nul + 21);
    const problem = entryProblem(mode, name);
    if (problem) throw new SyncError('INVALID_TREE', `tree ${oid} has an entry ${JSON.stringify(name)} (mode ${mode}) that ${problem}`);
    entries.push({ mode, name, oid: entryOid });
    at = nul + 21;
  }
  return entries;
}

function entryProblem(mode: string, name: string): string | null {
  if (!TREE_MODES.has(mode)) {
    return mode === '160000' ? 'is a nested repository (a gitlink): snapshots leave those out' : 'has a mode other than 100644, 100755, 120000 or 40000';
  }
  if (name === '' || name === '.' || name === '..' || name.includes('/')) return 'is not a single file name';
  if (name.toLowerCase() === '.git') return 'is named .git';
  return null;
}
