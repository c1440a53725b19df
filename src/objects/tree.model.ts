// Trees as git writes them, and what this store accepts of them. A tree's content is its entries one after the other,
// each `<mode> <name>\0<20-byte id>`, sorted as git sorts them; accepted only in that one form, so the id the server
// computes is the one git computes for the same folder and a stored tree can always be checked out safely. Pure.
import type { TreeMode } from '../db/tables/objects.ts';
import { TreeInvalidError } from '../errors/objects.ts';

export type TreeEntry = { name: string; mode: TreeMode; oid: string };

/** The modes git writes: a file, an executable file, a symbolic link, a folder. */
export const TREE_MODES: readonly TreeMode[] = ['100644', '100755', '120000', '40000'];
/** A folder's mode: its entry names a tree; every other mode names a blob. */
export const FOLDER_MODE: TreeMode = '40000';
/** A submodule's mode (a commit of another repository): not stored, since only blobs and trees are. */
const GITLINK_MODE = '160000';

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Characters a Mac's file system (HFS+) ignores in names, so that ".g\u200cit" is ".git" there (as git's own
 * is_hfs_dotgit checks).
 */
const HFS_IGNORED = /[\u200c-\u200f\u202a-\u202e\u206a-\u206f\ufeff]/g;

/**
 * Whether a name is, on some file system, the repository folder `.git`: in any case (".GIT"), with characters HFS+
 * ignores, with the trailing dots and spaces Windows drops (".git."), or as its Windows short name ("GIT~1").
 * Restoring such an entry would write into the user's repository.
 */
export function isDotGit(name: string): boolean {
  const folded = name.replace(HFS_IGNORED, '').toLowerCase();
  return folded.replace(/[. ]+$/, '') === '.git' || /^git~1[. ]*$/.test(folded);
}

/** Why a name cannot be an entry's, or null: empty, a path separator, `.`, `..`, or `.git` in any spelling. */
export function nameProblem(name: string): string | null {
  if (name === '') return 'an entry has an empty name';
  if (name.includes('/')) return `the name "${name}" holds a "/" (a name is one path segment)`;
  if (name === '.' || name === '..') return `the name "${name}" would step out of its folder`;
  if (isDotGit(name)) return `the name "${name}" is a repository's .git folder on some file system`;
  return null;
}

/** git's order of a tree's entries: by name bytes, a folder's name compared as if it ended in "/". */
export function compareEntries(a: { name: string; mode: TreeMode }, b: { name: string; mode: TreeMode }): number {
  return Buffer.compare(sortKey(a), sortKey(b));
}

const sortKey = (entry: { name: string; mode: TreeMode }) => Buffer.from(entry.mode === FOLDER_MODE ? `${entry.name}/` : entry.name, 'utf8');

/**
 * The entries of a tree's content, checked: modes git writes (a submodule is refused: only blobs and trees are
 * stored), names that are one safe path segment of UTF-8, each name once, in git's order. Throws TreeInvalidError.
 */
export function parseTree(content: Buffer, oid: string): TreeEntry[] {
  const entries: TreeEntry[] = [];
  const names = new Set<string>();
  let offset = 0;
  while (offset < content.length) {
    const space = content.indexOf(0x20, offset);
    const nul = content.indexOf(0x00, offset);
    if (space === -1 || nul === -1 || space > nul || nul + 21 > content.length) {
      throw new TreeInvalidError(oid, null, `its content is cut short or not "<mode> <name>\\0<id>" entries (at byte ${offset})`);
    }
    const mode = content.toString('latin1', offset, space);
    const rawName = content.subarray(space + 1, nul);
    let name: string;
    try {
      name = UTF8.decode(rawName);
    } catch {
      throw new TreeInvalidError(oid, rawName.toString('latin1'), 'an entry name is not UTF-8; rename the file or leave it out of the snapshot');
    }
    if (mode === GITLINK_MODE) {
      throw new TreeInvalidError(oid, name, `"${name}" is a submodule (mode 160000); submodules are not stored: leave the entry out of the snapshot's tree`);
    }
    if (!(TREE_MODES as readonly string[]).includes(mode)) {
      throw new TreeInvalidError(oid, name, `"${name}" has mode "${mode}"; only ${TREE_MODES.join(', ')} are stored`);
    }
    const problem = nameProblem(name);
    if (problem) throw new TreeInvalidError(oid, name, problem);
    if (names.has(name)) throw new TreeInvalidError(oid, name, `"${name}" is named twice`);
    const entry: TreeEntry = { name, mode: mode as TreeMode, oid: content.toString('hex', nul + 1, nul + 21) };
    const previous = entries.at(-1);
    if (previous && compareEntries(previous, entry) >= 0) throw new TreeInvalidError(oid, name, `"${name}" comes after "${previous.name}", out of git's order`);
    names.add(name);
    entries.push(entry);
    offset = nul + 21;
  }
  // What was read is git's form, by the checks above; it must also be what serialiseTree writes, since a tree is stored
  // as its entries and its content rebuilt from them (code_trees).
  if (!serialiseTree(entries).equals(content)) throw new TreeInvalidError(oid, null, "its content is not in git's form");
  return entries;
}

/** A tree's content from its entries (in git's order): what git write-tree would write. */
export function serialiseTree(entries: readonly TreeEntry[]): Buffer {
  const sorted = [...entries].sort(compareEntries);
  return Buffer.concat(sorted.flatMap((entry) => [Buffer.from(`${entry.mode} ${entry.name}\0`, 'utf8'), Buffer.from(entry.oid, 'hex')]));
}
