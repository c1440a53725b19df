// A file's diff as rows to show, pure: each hunk's unified lines numbered on both sides and highlighted (each side of
// the hunk highlighted as one text, so a string or comment over several lines reads right), and the same rows paired
// side by side (a run of removed lines beside the run of added lines that replaces it).
import { highlightLines, type Token } from './highlight.ts';

export type RowKind = 'context' | 'added' | 'removed' | 'note';

export type DiffRow = {
  kind: RowKind;
  /** Its line in the old file, in the new file (null on the side it is not on). */
  oldLine: number | null;
  newLine: number | null;
  tokens: Token[];
};

/** A hunk header's row, or a line of one. */
export type UnifiedRow = { hunk: string } | DiffRow;

export type SplitRow = { hunk: string } | { left: DiffRow | null; right: DiffRow | null };

export type Hunk = { header: string; oldStart: number; newStart: number; lines: readonly string[] };

/** The rows of hunks (header rows between them), at most `limit` lines of them; highlighted when `language` is known. */
export function unifiedRows(hunks: readonly Hunk[], language: string | null, limit: number): UnifiedRow[] {
  const rows: UnifiedRow[] = [];
  let left = limit;
  for (const hunk of hunks) {
    if (left <= 0) break;
    const lines = hunk.lines.slice(0, left);
    left -= lines.length;
    rows.push({ hunk: hunk.header });
    rows.push(...hunkRows({ ...hunk, lines }, language));
  }
  return rows;
}

function hunkRows(hunk: Hunk, language: string | null): DiffRow[] {
  const sign = (line: string) => line[0] ?? ' ';
  const oldSide = hunk.lines.filter((line) => sign(line) === ' ' || sign(line) === '-').map((line) => line.slice(1));
  const newSide = hunk.lines.filter((line) => sign(line) === ' ' || sign(line) === '+').map((line) => line.slice(1));
  const oldTokens = highlightLines(oldSide.join('\n'), language);
  const newTokens = highlightLines(newSide.join('\n'), language);
  let o = 0;
  let n = 0;
  return hunk.lines.map((line): DiffRow => {
    switch (sign(line)) {
      case '+':
        return { kind: 'added', oldLine: null, newLine: hunk.newStart + n, tokens: newTokens[n++] ?? [] };
      case '-':
        return { kind: 'removed', oldLine: hunk.oldStart + o, newLine: null, tokens: oldTokens[o++] ?? [] };
      case ' ':
        o++;
        return { kind: 'context', oldLine: hunk.oldStart + o - 1, newLine: hunk.newStart + n, tokens: newTokens[n++] ?? [] };
      default: // "\ No newline at end of file"
        return { kind: 'note', oldLine: null, newLine: null, tokens: [{ text: line, classes: '' }] };
    }
  });
}

/** The unified rows paired side by side: context on both sides, removed lines on the left beside the added ones. */
export function splitRows(rows: readonly UnifiedRow[]): SplitRow[] {
  const paired: SplitRow[] = [];
  let removed: DiffRow[] = [];
  let added: DiffRow[] = [];
  const flush = () => {
    for (let i = 0; i < Math.max(removed.length, added.length); i++) paired.push({ left: removed[i] ?? null, right: added[i] ?? null });
    removed = [];
    added = [];
  };
  for (const row of rows) {
    if ('hunk' in row) {
      flush();
      paired.push(row);
    } else if (row.kind === 'removed') {
      if (added.length) flush();
      removed.push(row);
    } else if (row.kind === 'added') added.push(row);
    else {
      flush();
      paired.push(row.kind === 'note' ? { left: row, right: null } : { left: row, right: row });
    }
  }
  flush();
  return paired;
}

/** How many lines a file's hunks hold. */
export const lineCount = (hunks: readonly Hunk[]): number => hunks.reduce((sum, hunk) => sum + hunk.lines.length, 0);
