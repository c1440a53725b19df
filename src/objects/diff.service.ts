// Diffs computed from stored objects: any server instance answers them, with no workspace folder and no git. The two
// trees are walked in SQL only where they differ (tree-walk.queries.ts), files pair up as added, modified, deleted
// or renamed (diff.model.ts), and the lines of each are compared (line-diff.model.ts).
import type { Db } from '../db/client.ts';
import { ValidationError } from '../errors/domain.ts';
import { ObjectsMissingError } from '../errors/objects.ts';
import { inflateAll } from './compression.ts';
import { type FileChange, type FileDiff, type FilePair, pairFiles } from './diff.model.ts';
import { countLines, hunksOf, isBinary, textOf } from './line-diff.model.ts';
import { OID } from './object.model.ts';
import { findObjectContents, findObjectHeads } from './object.queries.ts';
import { findChangedEntries } from './tree-walk.queries.ts';

/** The files that differ between two of the owner's trees (`from` null: the empty tree), with their hunks. */
export async function diffTrees(db: Db, ownerId: string, from: string | null, to: string): Promise<FileDiff[]> {
  return compareFiles(db, ownerId, await changedPairs(db, ownerId, from, to), (before, after) => {
    const hunks = hunksOf(before, after);
    const count = (sign: string) => hunks.reduce((sum, hunk) => sum + hunk.lines.filter((line) => line[0] === sign).length, 0);
    return { additions: count('+'), deletions: count('-'), hunks };
  });
}

/** The same files with their line counts only: a checkpoint's list of files. */
export async function changedFiles(db: Db, ownerId: string, from: string | null, to: string): Promise<FileChange[]> {
  return compareFiles(db, ownerId, await changedPairs(db, ownerId, from, to), countLines);
}

/** The files that differ, paired; the walk runs beside the check of the two trees (one round trip fewer). */
async function changedPairs(db: Db, ownerId: string, from: string | null, to: string): Promise<FilePair[]> {
  const named = Object.entries({ from, to }).filter((entry): entry is [string, string] => entry[1] !== null);
  for (const [field, oid] of named) if (!OID.test(oid)) throw new ValidationError(field, 'give a tree as its object id, 40 lowercase hex digits.');
  const [, entries] = await Promise.all([checkTrees(db, ownerId, named), from === to ? [] : findChangedEntries(db, ownerId, from, to)]);
  return pairFiles(entries);
}

/** Both sides must be trees the owner holds: anything else is missing (another owner's tree too). */
async function checkTrees(db: Db, ownerId: string, named: ReadonlyArray<[field: string, oid: string]>): Promise<void> {
  const heads = new Map((await findObjectHeads(db, ownerId, [...new Set(named.map(([, oid]) => oid))])).map((head) => [head.oid, head]));
  const missing = [...new Set(named.filter(([, oid]) => !heads.has(oid)).map(([, oid]) => oid))];
  if (missing.length) {
    throw new ObjectsMissingError(missing, 'These trees are not stored for you', 'Upload the snapshot first, or compare trees your token uploaded.');
  }
  for (const [field, oid] of named) if (heads.get(oid)!.type !== 'tree') throw new ValidationError(field, `${oid} is a blob, not a tree.`);
}

/** How many blobs one query reads. */
const READ_BATCH = 256;

/** Each pair's lines compared by `lines`; a binary file (either side) has none. */
async function compareFiles<T extends { additions: number; deletions: number }>(
  db: Db,
  ownerId: string,
  pairs: readonly FilePair[],
  lines: (before: string, after: string) => T,
): Promise<Array<FileChange & Omit<T, 'additions' | 'deletions'>>> {
  const contents = await blobsOf(db, ownerId, [...new Set(pairs.flatMap((pair) => [pair.old?.oid, pair.new?.oid].filter((oid) => oid !== undefined)))]);
  const empty = Buffer.alloc(0);
  return pairs.map((pair) => {
    const before = pair.old ? contents.get(pair.old.oid)! : empty;
    const after = pair.new ? contents.get(pair.new.oid)! : empty;
    const file = { path: pair.path, previousPath: pair.previousPath, action: pair.action };
    if (isBinary(before) || isBinary(after)) return { ...file, binary: true, ...lines('', ''), additions: 0, deletions: 0 };
    return { ...file, binary: false, ...lines(textOf(before), textOf(after)) };
  });
}

async function blobsOf(db: Db, ownerId: string, oids: readonly string[]): Promise<Map<string, Buffer>> {
  const contents = new Map<string, Buffer>();
  for (let i = 0; i < oids.length; i += READ_BATCH) {
    const rows = (await findObjectContents(db, ownerId, oids.slice(i, i + READ_BATCH))).filter((row) => row.content !== null);
    const inflated = await inflateAll(rows.map((row) => row.content!));
    for (const [at, row] of rows.entries()) contents.set(row.oid, inflated[at]!);
  }
  return contents;
}
