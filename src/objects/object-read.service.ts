// Reading code objects: which of a list of ids an owner lacks, and the owner's objects in the wire format (a tree
// rebuilt from its stored entries). Another owner's objects are missing, whoever asks for them.
import type { Db, Trx } from '../db/client.ts';
import type { ObjectType } from '../db/tables/objects.ts';
import { ValidationError } from '../errors/domain.ts';
import { limitReached } from '../errors/limit.ts';
import { ObjectsMissingError } from '../errors/objects.ts';
import { inflateAll } from './compression.ts';
import { headerOf, OID } from './object.model.ts';
import { findObjectContents, findObjectHeads, type StoredObjectRow, streamObjectsUnder } from './object.queries.ts';
import { serialiseTree, type TreeEntry } from './tree.model.ts';

/** Ids as the API takes them: 40 lowercase hex digits each, at most `max` of them; each once, in the order given. */
export function checkedOids(field: string, oids: readonly string[], max: number): string[] {
  if (oids.length > max) {
    throw limitReached('BATCH_SIZE', max, `${oids.length.toLocaleString('en')} object ids were given`, 'Ask in several calls, with fewer ids each.');
  }
  const wrong = oids.findIndex((oid) => !OID.test(oid));
  if (wrong !== -1) {
    throw new ValidationError(`${field}[${wrong}]`, `"${oids[wrong]!.slice(0, 50)}" is not an object id; send git's ids as 40 lowercase hex digits.`);
  }
  return [...new Set(oids)];
}

/** Which of `oids` the owner does not hold, in the order given (each once). */
export async function findMissingObjects(db: Db, ownerId: string, oids: readonly string[], maxOids: number): Promise<string[]> {
  const asked = checkedOids('oids', oids, maxOids);
  const held = new Set((await findObjectHeads(db, ownerId, asked)).map((head) => head.oid));
  return asked.filter((oid) => !held.has(oid));
}

/** How many objects one query reads: a few MiB of content at most, whatever the sizes. */
const READ_BATCH = 256;

/**
 * The owner's objects `oids` (each once, in the order given) as a body in the wire format, as chunks. Refused whole
 * when one is not the owner's, or when the answer would pass `maxBytes`.
 */
export async function readObjects(db: Db, ownerId: string, oids: readonly string[], limits: { maxOids: number; maxBytes: number }): Promise<Buffer[]> {
  const asked = checkedOids('oids', oids, limits.maxOids);
  const heads = new Map((await findObjectHeads(db, ownerId, asked)).map((head) => [head.oid, head]));
  const missing = asked.filter((oid) => !heads.has(oid));
  if (missing.length) {
    throw new ObjectsMissingError(
      missing,
      `${missing.length} of the objects asked for are not stored for you`,
      'Ask only for objects your token uploaded (an object of another owner is missing to you); nothing was sent.',
    );
  }
  const framed = asked.map((oid) => ({ header: headerOf(heads.get(oid)!.type, heads.get(oid)!.size), size: heads.get(oid)!.size }));
  const bytes = framed.reduce((sum, frame) => sum + frame.header.length + frame.size, 0);
  if (bytes > limits.maxBytes) {
    throw limitReached('RESPONSE_BYTES', limits.maxBytes, `These objects come to ${bytes.toLocaleString('en')} bytes`, 'Ask for fewer at a time.', 'bytes');
  }
  const chunks: Buffer[] = [];
  for (let i = 0; i < asked.length; i += READ_BATCH) {
    const batch = asked.slice(i, i + READ_BATCH);
    const rows = new Map((await findObjectContents(db, ownerId, batch)).map((row) => [row.oid, row]));
    const blobs = await inflateAll(batch.map((oid) => rows.get(oid)!.content).filter((content) => content !== null));
    let blob = 0;
    for (const [at, oid] of batch.entries()) {
      const row = rows.get(oid)!;
      chunks.push(framed[i + at]!.header, row.type === 'blob' ? blobs[blob++]! : treeContentOf(row));
    }
  }
  return chunks;
}

/** A tree's content, rebuilt from its stored entries: git's form, the only one an upload accepts. */
function treeContentOf(row: Pick<StoredObjectRow, 'names' | 'modes' | 'oids'>): Buffer {
  const entries = row.names!.map((name, at) => ({ name, mode: row.modes![at] as TreeEntry['mode'], oid: row.oids!.toString('hex', at * 20, at * 20 + 20) }));
  return serialiseTree(entries);
}

/** An object as git holds it: its id, type and content (a blob's inflated, a tree's rebuilt from its entries). */
export type ObjectContent = { oid: string; type: ObjectType; content: Buffer };

/**
 * Every object of the owner that the trees `roots` reach, each once, `chunk` at a time, each tree after everything it
 * names (object.queries.ts streamObjectsUnder): what an export of checkpoints carries of their code.
 */
export async function* readObjectsUnder(trx: Trx, ownerId: string, roots: readonly string[], chunk: number): AsyncIterable<ObjectContent[]> {
  let rows: StoredObjectRow[] = [];
  const contents = async () => {
    const blobs = await inflateAll(rows.filter((row) => row.type === 'blob').map((row) => row.content!));
    let blob = 0;
    return rows.map((row) => ({ oid: row.oid, type: row.type, content: row.type === 'blob' ? blobs[blob++]! : treeContentOf(row) }));
  };
  for await (const row of streamObjectsUnder(trx, ownerId, roots, chunk)) {
    rows.push(row);
    if (rows.length < chunk) continue;
    yield await contents();
    rows = [];
  }
  if (rows.length) yield await contents();
}
