// The lines of one changed file, by the `diff` package (jsdiff: Myers' algorithm, as git's default): counts alone for a
// file list, or unified hunks with git's context of 3 lines. A file is binary, as git decides, when a NUL byte is in
// its first 8,000 bytes; it then has no lines to count. Pure.
import { diffLines, structuredPatch } from 'diff';
import type { Hunk } from './diff.model.ts';

/** git's test (xdiff's buffer_is_binary): a NUL in the first 8,000 bytes. */
const BINARY_PROBE = 8_000;

export function isBinary(content: Buffer): boolean {
  return content.subarray(0, BINARY_PROBE).includes(0);
}

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * A file's text for comparing lines: UTF-8 when it is, else one character per byte (latin1), so two lines are equal
 * exactly when their bytes are, as for git; a hunk then shows such a file's lines byte for byte.
 */
export function textOf(content: Buffer): string {
  try {
    return UTF8.decode(content);
  } catch {
    return content.toString('latin1');
  }
}

/** Lines added and deleted between two texts (git's numstat). */
export function countLines(before: string, after: string): { additions: number; deletions: number } {
  let additions = 0;
  let deletions = 0;
  for (const change of diffLines(before, after)) {
    if (change.added) additions += change.count;
    else if (change.removed) deletions += change.count;
  }
  return { additions, deletions };
}

/** The unified hunks between two texts, 3 lines of context, numbered as git numbers them. */
export function hunksOf(before: string, after: string): Hunk[] {
  return structuredPatch('a', 'b', before, after, '', '', { context: 3 }).hunks.map((hunk) => {
    // An empty side starts at the line before the hunk (0 for an empty file), as in git's "@@ -0,0 +1,3 @@".
    const oldStart = hunk.oldLines === 0 ? hunk.oldStart - 1 : hunk.oldStart;
    const newStart = hunk.newLines === 0 ? hunk.newStart - 1 : hunk.newStart;
    return {
      header: `@@ -${range(oldStart, hunk.oldLines)} +${range(newStart, hunk.newLines)} @@`,
      oldStart,
      oldLines: hunk.oldLines,
      newStart,
      newLines: hunk.newLines,
      lines: hunk.lines,
    };
  });
}

/** "start,count", or "start" alone for one line, as git writes a range. */
const range = (start: number, count: number) => (count === 1 ? `${start}` : `${start},${count}`);
