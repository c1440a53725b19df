// How commands print: plain text, one line per item, in aligned columns (the last one free); or JSON with --json.
import type { Command } from 'commander';

/** Adds --json to a command. */
export function withJson(command: Command): Command {
  return command.option('--json', 'print JSON instead of text');
}

export function wantsJson(command: Command): boolean {
  return command.opts<{ json?: boolean }>().json === true;
}

/** Prints `items` as JSON when the command was given --json, else one line each, in columns from `line`. */
export function print<T>(command: Command, items: readonly T[] | T, line: (item: T) => string[]): void {
  if (wantsJson(command)) {
    console.log(JSON.stringify(items, null, 2));
    return;
  }
  const rows = ((Array.isArray(items) ? items : [items]) as readonly T[]).map(line);
  const widths = rows.reduce<number[]>((max, row) => row.map((cell, i) => Math.max(cell.length, max[i] ?? 0)), []);
  for (const row of rows) console.log(row.map((cell, i) => (i < row.length - 1 ? cell.padEnd(widths[i]!) : cell)).join('  '));
}
