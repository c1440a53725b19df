// How commands print: plain text, one line per item, in aligned columns (the last one free); or JSON with --json.
// Everything printed passes through `printable`: names and messages come from the database, where any token holder
// can write them, and an escape sequence printed raw would reach the operator's terminal (retitle it, hide or fake
// lines, or on some terminals answer back into the shell).
import type { Command } from 'commander';
import { alignColumns } from './table.ts';

/** Control characters (C0, DEL, C1), the invisible formatting ones (bidi overrides, zero widths) and line separators. */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

const ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\u001b': '\\e' };

const hex = (code: number, digits: number) => code.toString(16).padStart(digits, '0');

/** The text as a terminal can show it safely: each unprintable character as a visible escape (`\e`, `\n`, `\x07`, `\u202e`). */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (char) => {
    const code = char.codePointAt(0)!;
    return ESCAPES[char] ?? (code <= 0xff ? `\\x${hex(code, 2)}` : code <= 0xffff ? `\\u${hex(code, 4)}` : `\\u{${hex(code, 5)}}`);
  });
}

/** JSON for a terminal: what JSON.stringify leaves raw (DEL, C1 controls, bidi and line separators) as \u escapes; still
 * the same JSON. (It escapes C0 controls inside strings itself; the ones outside are its own layout.) `compact`: on one
 * line (a stream of JSON lines). */
export function printableJson(value: unknown, { compact = false } = {}): string {
  return JSON.stringify(value, null, compact ? undefined : 2).replace(UNPRINTABLE, (char) =>
    char.charCodeAt(0) < 0x20 ? char : [...Array(char.length).keys()].map((i) => `\\u${hex(char.charCodeAt(i), 4)}`).join(''),
  );
}

/** One line for the operator on stdout, made printable. */
export function say(line: string): void {
  console.log(printable(line));
}

/** One line for the operator on stderr (notes and errors), made printable. */
export function warn(line: string): void {
  console.error(printable(line));
}

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
    console.log(printableJson(items));
    return;
  }
  const rows = ((Array.isArray(items) ? items : [items]) as readonly T[]).map((item) => line(item).map(printable));
  for (const row of alignColumns(rows)) console.log(row);
}
