// The store of code objects: an upload stored whole or not at all, reads of an owner's objects in the wire format, and
// which of a list of ids an owner lacks. Every read and write is the owner's own: another owner's objects are missing.
import type { Db, Trx } from '../db/client.ts';
import type { ObjectType } from '../db/tables/objects.ts';
import { ValidationError } from '../errors/domain.ts';
import { limitReached } from '../errors/limit.ts';
import { ObjectsMissingError, TreeInvalidError, treeNamesMissing } from '../errors/objects.ts';
import { inTransaction, type WorkOwner } from '../events/unit-of-work.ts';
import { deflateAll, inflateAll } from './compression.ts';
import { headerOf, OID, splitObjects, type WireObject } from './object.model.ts';
import { addObjectBytes, findObjectContents, findObjectHeads, insertObjects, insertTrees, type StoredObjectRow } from './object.queries.ts';
import { FOLDER_MODE, parseTree, serialiseTree, type TreeEntry } from './tree.model.ts';

/** Who stores: the unit of work's caller, and the owner whose objects these are. */
export type ObjectsOwner = WorkOwner & { viewer: { ownerId: string; actor: string } };

export type ObjectLimits = {
  /** Largest object, uncompressed (SAVEPOINT_MAX_SNAPSHOT_FILE_BYTES). */
  maxObjectBytes: number;
  /** Most bytes one owner's objects hold together, uncompressed (SAVEPOINT_MAX_OWNER_OBJECT_BYTES). */
  ownerObjectBytes: number;
};

export type StoredObject = { oid: string; type: ObjectType; size: number; created: boolean };
export type Upload = {
  /** Every object of the body, once each, in body order; `created` when this upload stored it. */
  objects: StoredObject[];
  /** What the objects this upload stored hold, uncompressed. */
  createdBytes: number;
};

/**
 * Stores a body of objects (the wire format, object.model.ts) for the owner, in one transaction: each id computed from
 * the bytes, each tree checked (tree.model.ts) and accepted only if every object it names is stored already or comes
 * earlier in the body, with the type its mode says. Any refusal stores nothing.
 */
export async function storeObjects(owner: ObjectsOwner, body: Buffer, limits: ObjectLimits): Promise<Upload> {
  const { ownerId } = owner.viewer;
  const objects = uniqueObjects(splitObjects(body, limits.maxObjectBytes));
  const trees = new Map(objects.filter((o) => o.type === 'tree').map((tree) => [tree.oid, parseTree(tree.content, tree.oid)]));
  const entries = [...trees].flatMap(([tree, list]) => list.map((entry) => ({ ...entry, tree })));
  const asked = new Set([...objects.map((o) => o.oid), ...entries.map((e) => e.oid)]);
  const stored = new Map((await findObjectHeads(owner.db, ownerId, [...asked])).map((head) => [head.oid, head.type]));
  checkNamed(objects, entries, stored);

  const fresh = objects.filter((object) => !stored.has(object.oid));
  const blobs = fresh.filter((o) => o.type === 'blob');
  const contents = await deflateAll(blobs.map((o) => o.content));
  const deflated = new Map(blobs.map((o, at) => [o.oid, contents[at]!]));
  const rows = fresh.map((o) => ({ oid: o.oid, type: o.type, size: o.size, content: deflated.get(o.oid) ?? null }));
  const created = await inTransaction(owner, async ({ trx }) => {
    const inserted = await insertObjects(trx, ownerId, rows); // without what another upload stored meanwhile
    const newTrees = inserted.filter((o) => o.type === 'tree').map((o) => ({ oid: o.oid, entries: trees.get(o.oid)! }));
    await insertTrees(trx, ownerId, newTrees);
    await countObjectBytes(
      trx,
      ownerId,
      inserted.reduce((sum, o) => sum + o.size, 0),
      limits.ownerObjectBytes,
    );
    return new Map(inserted.map((o) => [o.oid, o.size]));
  });
  return {
    objects: objects.map((o) => ({ oid: o.oid, type: o.type, size: o.size, created: created.has(o.oid) })),
    createdBytes: [...created.values()].reduce((sum, size) => sum + size, 0),
  };
}

/** Each object once (the first time it comes): a body may well carry one twice. */
function uniqueObjects(objects: WireObject[]): WireObject[] {
  const seen = new Set<string>();
  return objects.filter((object) => !seen.has(object.oid) && seen.add(object.oid));
}

/**
 * What each tree names must be held already (`stored`) or come earlier in the body, with the type its mode says (a
 * folder a tree, anything else a blob). Throws on the first wrong type, else names every missing object at once.
 */
function checkNamed(objects: readonly WireObject[], entries: ReadonlyArray<TreeEntry & { tree: string }>, stored: ReadonlyMap<string, ObjectType>): void {
  const position = new Map(objects.map((object, at) => [object.oid, at]));
  const earlier = (oid: string, than: string) => (position.get(oid) ?? Number.POSITIVE_INFINITY) < position.get(than)!;
  const missing = new Set<string>();
  let firstTree: string | null = null;
  for (const entry of entries) {
    const type = stored.get(entry.oid) ?? (earlier(entry.oid, entry.tree) ? objects[position.get(entry.oid)!]!.type : undefined);
    const expected: ObjectType = entry.mode === FOLDER_MODE ? 'tree' : 'blob';
    if (type === undefined) {
      missing.add(entry.oid);
      firstTree ??= entry.tree;
    } else if (type !== expected) {
      throw new TreeInvalidError(entry.tree, entry.name, `"${entry.name}" has mode ${entry.mode} but names a ${type}, not a ${expected}`);
    }
  }
  if (firstTree) throw treeNamesMissing(firstTree, [...missing]);
}

/** Adds what an upload stored to the owner's total; past the quota the upload is refused (its transaction rolls back). */
async function countObjectBytes(trx: Trx, ownerId: string, bytes: number, max: number): Promise<void> {
  if (bytes === 0) return;
  const total = await addObjectBytes(trx, ownerId, bytes);
  if (total > max) {
    throw limitReached(
      'OWNER_OBJECT_BYTES',
      max,
      `Storing these objects would bring your code objects to ${total.toLocaleString('en')} bytes`,
      'Nothing was stored. Snapshot fewer or smaller files (ignore build output and large assets), or ask the operator for a larger quota.',
      'bytes',
    );
  }
}

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
function treeContentOf(row: StoredObjectRow): Buffer {
  const entries = row.names!.map((name, at) => ({ name, mode: row.modes![at] as TreeEntry['mode'], oid: row.oids!.toString('hex', at * 20, at * 20 + 20) }));
  return serialiseTree(entries);
}
