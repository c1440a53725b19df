// Aligned columns: every cell padded to its column's widest (by what a terminal shows, styles left out), two spaces
// between columns, the last one free. With a header, its labels head the columns (dimmed when colour is on).
import { out, visibleWidth } from './style.ts';

/** The rows as lines of aligned columns. */
export function alignColumns(rows: readonly (readonly string[])[]): string[] {
  const widths = rows.reduce<number[]>((max, row) => row.map((cell, i) => Math.max(visibleWidth(cell), max[i] ?? 0)), []);
  return rows.map((row) =>
    row
      .map((cell, i) => (i < row.length - 1 ? cell + ' '.repeat(widths[i]! - visibleWidth(cell)) : cell))
      .join('  ')
      .trimEnd(),
  );
}

/** A table with a header line: the header's labels upper-cased, above rows of the same number of cells. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const [head, ...body] = alignColumns([header.map((label) => label.toUpperCase()), ...rows]);
  return [out.dim(head!), ...body];
}

/** The text cut to `max` characters, an ellipsis marking the cut (for a cell that would push the table off the screen). */
export function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, Math.max(1, max - 1)).join('')}…`;
}
