// Parses `git diff-tree -r -M -z --raw --numstat [-p]` output: NUL-separated raw and numstat records (paths are never
// quoted with -z), then, after an empty record, the unified patch. Raw and numstat records come in the same order as
// the patch's `diff --git` blocks, so files are matched to blocks by position, never by re-parsing quoted paths.

export type FileAction = 'ADDED' | 'MODIFIED' | 'DELETED' | 'RENAMED';
export type FileChange = { path: string; previousPath: string | null; action: FileAction; additions: number; deletions: number; binary: boolean };
export type Hunk = { header: string; oldStart: number; oldLines: number; newStart: number; newLines: number; lines: string[] };
export type FileDiff = FileChange & { hunks: Hunk[] };

type RawEntry = { status: string; path: string; previousPath: string | null };

const ACTIONS: Record<string, FileAction> = { A: 'ADDED', D: 'DELETED', M: 'MODIFIED', T: 'MODIFIED', R: 'RENAMED' };

export function parseDiffOutput(output: string): { changes: FileChange[]; typeChanged: boolean[]; patch: string } {
  const records = output.split('\0');
  let at = 0;
  const raw: RawEntry[] = [];
  while (at < records.length && records[at]!.startsWith(':')) {
    const status = records[at]!.split(' ').pop() ?? '';
    const letter = status.charAt(0);
    if (letter === 'R' || letter === 'C') {
      raw.push({ status: letter, previousPath: records[at + 1]!, path: records[at + 2]! });
      at += 3;
    } else {
      raw.push({ status: letter, previousPath: null, path: records[at + 1]! });
      at += 2;
    }
  }
  const changes: FileChange[] = raw.map((entry) => {
    const [added = '0', deleted = '0', inlinePath = ''] = (records[at] ?? '').split('\t');
    at += inlinePath === '' ? 3 : 1; // a rename's numstat record is "a\td\t" NUL old NUL new
    const binary = added === '-';
    return {
      path: entry.path,
      previousPath: entry.status === 'R' ? entry.previousPath : null,
      action: ACTIONS[entry.status] ?? 'MODIFIED',
      additions: binary ? 0 : Number(added),
      deletions: binary ? 0 : Number(deleted),
      binary,
    };
  });
  const patch = records.slice(at).join('\0').replace(/^\0+/, '');
  return { changes, typeChanged: raw.map((entry) => entry.status === 'T'), patch };
}

const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

function parseHunks(block: string[]): Hunk[] {
  const hunks: Hunk[] = [];
  let current: Hunk | null = null;
  for (const line of block) {
    const header = HUNK_HEADER.exec(line);
    if (header) {
      current = {
        header: line,
        oldStart: Number(header[1]),
        oldLines: header[2] === undefined ? 1 : Number(header[2]),
        newStart: Number(header[3]),
        newLines: header[4] === undefined ? 1 : Number(header[4]),
        lines: [],
      };
      hunks.push(current);
    } else if (current && /^[ +\-\\]/.test(line)) {
      current.lines.push(line);
    }
  }
  return hunks;
}

/** Attaches the patch's hunks to each change; a type change (file <-> symlink) is printed by git as two blocks. */
export function attachHunks(changes: FileChange[], typeChanged: boolean[], patch: string): FileDiff[] {
  const lines = patch.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const blocks: string[][] = [];
  for (const line of lines) {
    if (line.startsWith('diff --git ')) blocks.push([]);
    else blocks.at(-1)?.push(line);
  }
  let next = 0;
  return changes.map((change, index) => {
    const count = typeChanged[index] ? 2 : 1;
    const own = blocks.slice(next, next + count);
    next += count;
    return { ...change, hunks: change.binary ? [] : own.flatMap(parseHunks) };
  });
}
