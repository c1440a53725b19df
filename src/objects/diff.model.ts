// What a diff between two trees says, file by file (the shapes git diff-tree's raw and numstat output gave the API
// before snapshots moved to the agent). Which paths pair up as what (added, modified, deleted, renamed) is decided
// here from the entries that differ (tree-walk.queries.ts finds them); the lines are line-diff.model.ts's. Pure.
import type { TreeMode } from '../db/tables/objects.ts';
import { FOLDER_MODE } from './tree.model.ts';

export type FileAction = 'ADDED' | 'MODIFIED' | 'DELETED' | 'RENAMED';
export type FileChange = { path: string; previousPath: string | null; action: FileAction; additions: number; deletions: number; binary: boolean };
export type Hunk = { header: string; oldStart: number; oldLines: number; newStart: number; newLines: number; lines: string[] };
export type FileDiff = FileChange & { hunks: Hunk[] };

/** A path whose entry differs between two trees: each side's mode and id, null where the path is absent. */
export type ChangedEntry = { path: string; oldMode: TreeMode | null; oldOid: string | null; newMode: TreeMode | null; newOid: string | null };

/** One side of a file: its mode and blob. */
export type FileSide = { mode: TreeMode; oid: string };
/** A file that changed, before its lines are compared: what it was (null: added) and what it is (null: deleted). */
export type FilePair = { path: string; previousPath: string | null; action: FileAction; old: FileSide | null; new: FileSide | null };

const fileSide = (mode: TreeMode | null, oid: string | null): FileSide | null => (mode && oid && mode !== FOLDER_MODE ? { mode, oid } : null);

/** A regular file (either mode); a symbolic link is renamed only into a symbolic link, as git's rename detection says. */
const regular = (mode: TreeMode) => mode.startsWith('100');

const basename = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * The files of a tree diff, by path: a path that is a file on both sides is MODIFIED (content or mode), one on one
 * side only ADDED or DELETED (a folder turned into a file is both: its files deleted, the file added), and a deleted
 * file whose exact content is added elsewhere is RENAMED there. Renames pair as git's exact rename detection pairs them:
 * each added path (in path order) takes an unpaired deleted one of the same blob, one with the same file name first.
 */
export function pairFiles(entries: readonly ChangedEntry[]): FilePair[] {
  const pairs: FilePair[] = [];
  const deleted = new Map<string, Array<{ path: string; side: FileSide }>>();
  const added: Array<{ path: string; side: FileSide }> = [];
  for (const entry of entries) {
    const before = fileSide(entry.oldMode, entry.oldOid);
    const after = fileSide(entry.newMode, entry.newOid);
    if (before && after) pairs.push({ path: entry.path, previousPath: null, action: 'MODIFIED', old: before, new: after });
    else if (before) deleted.set(before.oid, [...(deleted.get(before.oid) ?? []), { path: entry.path, side: before }]);
    else if (after) added.push({ path: entry.path, side: after });
  }
  for (const file of added.sort((a, b) => compare(a.path, b.path))) {
    const candidates = (deleted.get(file.side.oid) ?? []).filter(({ side }) => regular(side.mode) === regular(file.side.mode));
    const source = candidates.find(({ path }) => basename(path) === basename(file.path)) ?? candidates.sort((a, b) => compare(a.path, b.path))[0];
    if (source) {
      deleted.set(
        file.side.oid,
        deleted.get(file.side.oid)!.filter((other) => other !== source),
      );
      pairs.push({ path: file.path, previousPath: source.path, action: 'RENAMED', old: source.side, new: file.side });
    } else {
      pairs.push({ path: file.path, previousPath: null, action: 'ADDED', old: null, new: file.side });
    }
  }
  for (const files of deleted.values())
    for (const file of files) pairs.push({ path: file.path, previousPath: null, action: 'DELETED', old: file.side, new: null });
  return pairs.sort((a, b) => compare(a.path, b.path));
}

/** Paths in byte order of their UTF-8 (the order of `git diff` for files of one folder). */
function compare(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}
