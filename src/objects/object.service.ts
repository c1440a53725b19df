// Storing code objects: an upload stored whole or not at all, each id computed from the bytes, each tree checked and
// accepted only with everything it names. Reads are object-read.service.ts's. Every write is the owner's own.
import { shareOwnerObjects } from '../db/advisory-locks.ts';
import type { Db, Trx } from '../db/client.ts';
import type { ObjectType } from '../db/tables/objects.ts';
import { limitReached } from '../errors/limit.ts';
import { TreeInvalidError, treeNamesMissing } from '../errors/objects.ts';
import { inTransaction, type WorkOwner } from '../events/unit-of-work.ts';
import { deflateAll } from './compression.ts';
import { splitObjects, type WireObject } from './object.model.ts';
import { addObjectBytes, findObjectHeads, insertObjects, insertTrees } from './object.queries.ts';
import { FOLDER_MODE, parseTree, type TreeEntry } from './tree.model.ts';

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
  const objects = uniqueObjects(splitObjects(body, limits.maxObjectBytes));
  const planned = await planStore(owner.db, owner.viewer.ownerId, objects);
  const created = await inTransaction(owner, ({ trx }) => writePlanned(trx, owner.viewer.ownerId, planned, limits.ownerObjectBytes));
  return {
    objects: objects.map((o) => ({ oid: o.oid, type: o.type, size: o.size, created: created.has(o.oid) })),
    createdBytes: [...created.values()].reduce((sum, size) => sum + size, 0),
  };
}

/**
 * Stores objects (each once, ids computed from their bytes) in the caller's transaction, checked as storeObjects checks a
 * body: each tree only with everything it names stored already (earlier in this transaction too) or earlier in the
 * list. An import stores a session's code objects so, in the transaction that writes the rest of it.
 */
export async function storeObjectsIn(trx: Trx, ownerId: string, objects: readonly WireObject[], ownerObjectBytes: number): Promise<void> {
  await writePlanned(trx, ownerId, await planStore(trx, ownerId, uniqueObjects(objects)), ownerObjectBytes);
}

type Planned = {
  fresh: WireObject[];
  trees: Map<string, TreeEntry[]>;
  entries: Array<TreeEntry & { tree: string }>;
  stored: Map<string, ObjectType>;
};

/** The objects' trees parsed and checked (checkNamed) against what the owner holds; those it does not hold yet. */
async function planStore(db: Db | Trx, ownerId: string, objects: readonly WireObject[]): Promise<Planned> {
  const trees = new Map(objects.filter((o) => o.type === 'tree').map((tree) => [tree.oid, parseTree(tree.content, tree.oid)]));
  const entries = [...trees].flatMap(([tree, list]) => list.map((entry) => ({ ...entry, tree })));
  const asked = new Set([...objects.map((o) => o.oid), ...entries.map((e) => e.oid)]);
  const stored = new Map((await findObjectHeads(db, ownerId, [...asked])).map((head) => [head.oid, head.type]));
  checkNamed(objects, entries, stored);
  return { fresh: objects.filter((object) => !stored.has(object.oid)), trees, entries, stored };
}

/** Writes what planStore found fresh (without what another upload stored meanwhile); the ids stored and their sizes. */
async function writePlanned(trx: Trx, ownerId: string, { fresh, trees, entries, stored }: Planned, ownerObjectBytes: number): Promise<Map<string, number>> {
  // The reclaim of objects no checkpoint reaches (deletions/objects.queries.ts) is held off until this commits, and
  // what it may have taken since planStore's check is checked again: a tree is stored only with all it names.
  await shareOwnerObjects(trx, ownerId);
  await checkStillStored(trx, ownerId, entries, stored);
  const blobs = fresh.filter((o) => o.type === 'blob');
  const contents = await deflateAll(blobs.map((o) => o.content));
  const deflated = new Map(blobs.map((o, at) => [o.oid, contents[at]!]));
  const rows = fresh.map((o) => ({ oid: o.oid, type: o.type, size: o.size, content: deflated.get(o.oid) ?? null }));
  const inserted = await insertObjects(trx, ownerId, rows);
  const newTrees = inserted.filter((o) => o.type === 'tree').map((o) => ({ oid: o.oid, entries: trees.get(o.oid)! }));
  await insertTrees(trx, ownerId, newTrees);
  await countObjectBytes(
    trx,
    ownerId,
    inserted.reduce((sum, o) => sum + o.size, 0),
    ownerObjectBytes,
  );
  return new Map(inserted.map((o) => [o.oid, o.size]));
}

/** Each object once (the first time it comes): a body may well carry one twice. */
function uniqueObjects(objects: readonly WireObject[]): WireObject[] {
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

/** What the trees name that was stored before this upload is stored still (a reclaim may have taken it meanwhile). */
async function checkStillStored(trx: Trx, ownerId: string, entries: ReadonlyArray<TreeEntry & { tree: string }>, stored: ReadonlyMap<string, ObjectType>) {
  const before = [...new Set(entries.filter((entry) => stored.has(entry.oid)).map((entry) => entry.oid))];
  if (before.length === 0) return;
  const still = new Set((await findObjectHeads(trx, ownerId, before)).map((head) => head.oid));
  const gone = before.filter((oid) => !still.has(oid));
  if (gone.length) throw treeNamesMissing(entries.find((entry) => gone.includes(entry.oid))!.tree, gone);
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
