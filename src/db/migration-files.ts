// The migration files: migrations/NNNN_name.sql, plain SQL, read and checked before any of them runs. A file may open
// with header lines (`--! no-transaction`, `--! compatible`; docs/developing.md#migrations says when to use them).
// The checksum covers the whole text, headers included, so adding or removing a header is an edit like any other.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));
const FILE_PATTERN = /^\d{4}_[a-z0-9_]+\.sql$/;
const HEADERS = ['no-transaction', 'compatible'] as const;

export class MigrationError extends Error {}

/** The index a `create index concurrently` builds: what a rerun checks for a failed build's INVALID leftover. */
export type ConcurrentIndex = { name: string; table: string };

export type MigrationFile = {
  name: string;
  sql: string;
  checksum: string;
  /** False for `--! no-transaction`: the file's one statement runs on its own, outside any transaction. */
  transaction: boolean;
  /** `--! compatible`: an older Savepoint that does not know this migration may still run on the database. */
  compatible: boolean;
  concurrentIndex: ConcurrentIndex | null;
};

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((name) => FILE_PATTERN.test(name)).sort();
  return Promise.all(names.map(async (name) => parseMigration(name, (await readFile(path.join(dir, name), 'utf8')).replace(/\r\n/g, '\n'))));
}

export function parseMigration(name: string, text: string): MigrationFile {
  const checksum = createHash('sha256').update(text).digest('hex');
  const lines = text.split('\n');
  const top = lines.findIndex((line) => !line.startsWith('--!'));
  const headers = lines.slice(0, top === -1 ? lines.length : top).map((line) => line.slice(3).trim());
  const refuse = (problem: string) => new MigrationError(`Migration ${name} ${problem}`);
  for (const header of headers) {
    if (!(HEADERS as readonly string[]).includes(header)) {
      throw refuse(`has an unknown header "--! ${header}" (known: ${HEADERS.map((h) => `--! ${h}`).join(', ')}). Fix the header line.`);
    }
  }
  if (lines.slice(headers.length).some((line) => line.startsWith('--!'))) {
    throw refuse('has a "--!" header line below its first line of SQL or comment. Move the headers to the top of the file.');
  }
  const transaction = !headers.includes('no-transaction');
  const statements = statementsOf(text);
  if (!transaction && statements.length !== 1) {
    throw refuse(
      `is marked --! no-transaction but holds ${statements.length} statements. PostgreSQL runs several statements sent at once as one ` +
        'transaction, and a file is rerun whole after a failure: put each statement in a file of its own.',
    );
  }
  const concurrentIndex = transaction ? null : concurrentIndexOf(statements[0]!, refuse);
  return { name, sql: text, checksum, transaction, compatible: headers.includes('compatible'), concurrentIndex };
}

const IDENTIFIER = String.raw`(?:"(?:[^"]|"")+"|[a-z_][a-z0-9_$]*)`;
const CONCURRENT_INDEX = new RegExp(
  String.raw`^create\s+(?:unique\s+)?index\s+concurrently\s+if\s+not\s+exists\s+(${IDENTIFIER})\s+on\s+(?:only\s+)?((?:${IDENTIFIER}\.)?${IDENTIFIER})`,
  'i',
);

/** A failed or interrupted build leaves an INVALID index behind, which `if not exists` would then keep forever. */
function concurrentIndexOf(statement: string, refuse: (problem: string) => MigrationError): ConcurrentIndex | null {
  if (!/^create\s+(?:unique\s+)?index\s+concurrently\b/i.test(statement)) return null;
  const match = CONCURRENT_INDEX.exec(statement);
  if (!match) {
    throw refuse(
      'builds an index concurrently without naming it and saying "if not exists": a rerun after a crash must find the ' +
        'index it built. Write: create index concurrently if not exists <name> on <table> (...).',
    );
  }
  const quoted = match[1]!.startsWith('"');
  const name = quoted ? match[1]!.slice(1, -1).replace(/""/g, '"') : match[1]!.toLowerCase();
  return { name, table: match[2]! };
}

/**
 * The statements of a SQL text, comments left out, split at the semicolons outside strings, quoted identifiers,
 * dollar quotes and comments. It never finds fewer statements than there are; a function body written with BEGIN
 * ATOMIC counts as several (no harm where it is used: that file is refused, never split).
 */
export function statementsOf(text: string): string[] {
  const statements: string[] = [];
  let current = '';
  let at = 0;
  const skipTo = (end: number) => {
    const stop = end === -1 ? text.length : end;
    const skipped = text.slice(at, stop);
    at = stop;
    return skipped;
  };
  while (at < text.length) {
    const rest = text.slice(at, at + 2);
    const previous = text[at - 1] ?? ' ';
    if (rest === '--') {
      skipTo(text.indexOf('\n', at));
      current += ' ';
    } else if (rest === '/*') {
      let depth = 0;
      do {
        const two = text.slice(at, at + 2);
        if (two === '/*' || two === '*/') {
          depth += two === '/*' ? 1 : -1;
          at += 2;
        } else at += 1;
      } while (depth > 0 && at < text.length);
      current += ' ';
    } else if (text[at] === "'" || text[at] === '"') {
      const quote = text[at]!;
      const escapes = quote === "'" && /[eE]/.test(previous) && !/[\w$]/.test(text[at - 2] ?? ' ');
      let end = at + 1;
      while (end < text.length) {
        if (escapes && text[end] === '\\') end += 2;
        else if (text[end] === quote && text[end + 1] === quote) end += 2;
        else if (text[end] === quote) break;
        else end += 1;
      }
      current += skipTo(Math.min(end + 1, text.length));
    } else if (text[at] === '$' && !/[\w$]/.test(previous) && /^\$(?:[a-z_][a-z0-9_]*)?\$/i.test(text.slice(at))) {
      const tag = /^\$(?:[a-z_][a-z0-9_]*)?\$/i.exec(text.slice(at))![0];
      const end = text.indexOf(tag, at + tag.length);
      current += skipTo(end === -1 ? -1 : end + tag.length);
    } else if (text[at] === ';') {
      if (current.trim()) statements.push(current.trim());
      current = '';
      at += 1;
    } else {
      current += text[at];
      at += 1;
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
