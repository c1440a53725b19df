// Savepoint's conventions for the throws tool, and the one catch the code cannot say to it.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Conventions } from './conventions.ts';
import { type Caught, checkThrows, type Report } from './throws.ts';

export const SRC = path.join(import.meta.dirname, '..', '..', '..', 'src');

export const CONVENTIONS: Conventions = {
  errorBase: 'errors/domain.ts#DomainError',
  declare: 'errors/domain.ts#throws',
  union: 'graphql/schema/errors/domain.ts#resultOf',
};

/**
 * Calls whose errors their caller turns into others in a way the tool cannot follow (a handler made by a factory and
 * passed by name), each with its reason: the errors listed do not reach the caller ('all': none does). The catches the
 * code says itself (a handler that does not rethrow, `if (!(e instanceof X)) throw e`) need no entry.
 */
export const CAUGHT: readonly Caught[] = [];

/** The .ts files of a folder, by path relative to it. */
export async function readTree(root: string): Promise<Map<string, string>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.d.ts')).map((e) => path.join(e.parentPath, e.name));
  const texts = await Promise.all(files.map((file) => readFile(file, 'utf8')));
  return new Map(files.map((file, i) => [path.relative(root, file).split(path.sep).join('/'), texts[i]!]));
}

/** The tool run on src/. */
export async function checkSavepoint(): Promise<Report> {
  return checkThrows(await readTree(SRC), CONVENTIONS, CAUGHT);
}
