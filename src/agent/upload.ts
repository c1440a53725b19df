// Sending the server a snapshot's objects that it lacks, before a checkpoint names the snapshot's root tree. Only what
// the new tree reaches and a base tree (one the server is known to hold: the previous checkpoint's) does not is even
// considered. A small change, a body's worth, is found by walking the two trees side by side and read in the same
// `git cat-file --batch`, then sent as it is (the server keeps one copy); else the objects are listed (git rev-list)
// and the server is asked which of those it lacks (missingObjects, in bounded batches); those
// are read from the store by one streamed `git cat-file --batch` and sent in bounded bodies, blobs first, then trees
// children before parents, since the server accepts an object only once everything it names is stored or earlier in
// the same body. A 10-file change of a 5,000-file tree reads and sends those 10 blobs and the trees on their paths:
// one git process and one body.
import type { ObjectTransport } from '../client/objects.ts';
import { objectsToSend, openObjectReader, readObjects } from '../git/object-io.ts';
import type { GitOptions } from '../git/shadow-repo.ts';
import { type AgentStore, type AgentWorkspace, gitOptionsOf } from './agent-store.ts';
import { encodedSize, encodeObject, FOLDER_MODE, type TreeEntry, treeEntries, type WireObject } from './wire.ts';

export type UploadLimits = {
  /** Object ids per missingObjects question. */
  askBatch: number;
  /** Bytes per body sent; an object larger than that goes in a body of its own. */
  bodyBytes: number;
  /**
   * At most this many candidates, together under `bodyBytes`, are sent without asking which the server lacks: one
   * round trip instead of two for a small change (the server keeps one copy of what it had: nothing is stored twice).
   */
  sendUnasked: number;
};

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = { askBatch: 1000, bodyBytes: 4 << 20, sendUnasked: 64 };

export type Uploaded = {
  /** Objects the new tree reaches and the base does not: the ones asked about. */
  considered: number;
  /** missingObjects questions asked. */
  questions: number;
  /** Objects sent, bytes sent (as serialised) and bodies they went in. */
  sent: number;
  bytes: number;
  bodies: number;
};

/**
 * Makes the server hold every object of `tree`: sends those it lacks. `base`: a tree the server holds (and so every
 * object it reaches), or null; a base this store does not have counts as none. `held`: another the server holds (the
 * folder's newest snapshot), compared when there is no base.
 */
export async function uploadTree(
  store: AgentStore,
  workspace: AgentWorkspace,
  transport: ObjectTransport,
  input: { tree: string; base: string | null; held?: string | null },
  limits: UploadLimits = DEFAULT_UPLOAD_LIMITS,
): Promise<Uploaded> {
  const options = gitOptionsOf(store, workspace);
  const result: Uploaded = { considered: 0, questions: 0, sent: 0, bytes: 0, bodies: 0 };
  // Nothing changed since the base, or since a snapshot the server holds (`held`): it holds the tree already.
  if (input.tree === input.base || input.tree === input.held) return result;
  // A held snapshot is a base too when there is none (the newer, the fewer objects compared).
  const base = input.base ?? input.held ?? null;
  const ask = async (oids: string[]) => {
    result.questions++;
    const asked = new Set(oids);
    return (await transport.missing(oids)).filter((oid) => asked.has(oid));
  };
  // No base (no code checkpoint yet, as a resume of a session with none asks): the root alone first, since a server
  // holding it holds everything below it; a folder snapshotted before and unchanged since sends nothing, and no
  // object of it is even listed.
  if (base === null && (await ask([input.tree])).length === 0) return result;
  // A small change: found and read by one walk of the two trees, and sent without asking.
  const change = base === null ? null : await smallChange(options, input.tree, base, limits);
  if (change) {
    result.considered = change.length;
    await send(transport, limits.bodyBytes, result, change);
    return result;
  }
  const candidates = (await objectsToSend(options, input.tree, base)) ?? (await objectsToSend(options, input.tree, null))!;
  result.considered = candidates.length;
  // Many candidates (a first upload): the root alone first, unless just asked.
  if (base !== null && candidates.length > limits.askBatch && (await ask([input.tree])).length === 0) return result;
  // A small change (a few objects, a body's worth): sent without asking, one round trip instead of two.
  const small = candidates.length <= limits.sendUnasked ? await readAll(options, candidates, limits.bodyBytes) : null;
  if (small) {
    await send(transport, limits.bodyBytes, result, small);
    return result;
  }
  const lacking = new Set<string>();
  for (let at = 0; at < candidates.length; at += limits.askBatch) for (const oid of await ask(candidates.slice(at, at + limits.askBatch))) lacking.add(oid);
  if (lacking.size === 0) return result;
  await send(
    transport,
    limits.bodyBytes,
    result,
    readObjects(
      options,
      candidates.filter((oid) => lacking.has(oid)),
    ),
  );
  return result;
}

/**
 * The objects of `tree` that `base` does not hold at the same path (the changed files' blobs and the trees on their
 * paths), read level by level by one `git cat-file --batch` comparing the two trees: one git process where listing
 * them (rev-list) and reading them would be two. Null once they are more than `sendUnasked` objects or `bodyBytes`
 * bytes, or if the walk fails (a base the store lacks, say): the caller lists them with rev-list, which says why. It
 * is rev-list's list and a little more: an object the base holds at another path (a file moved) is sent again, and the
 * server keeps one copy.
 */
async function smallChange(options: GitOptions, tree: string, base: string, limits: UploadLimits): Promise<WireObject[] | null> {
  const reader = await openObjectReader(options);
  const found: WireObject[] = [];
  let bytes = 0;
  const take = (objects: WireObject[]) => {
    found.push(...objects);
    for (const object of objects) bytes += object.content.length;
    return found.length <= limits.sendUnasked && bytes <= limits.bodyBytes;
  };
  try {
    const seen = new Set<string>([tree]);
    let level: Array<{ tree: string; base: string | null }> = [{ tree, base }];
    while (level.length > 0) {
      const read = await reader.read(level.flatMap((pair) => (pair.base === null ? [pair.tree] : [pair.tree, pair.base])));
      const next: typeof level = [];
      const blobs: string[] = [];
      let at = 0;
      for (const pair of level) {
        const newer = read[at++]!;
        const older = new Map<string, TreeEntry>(pair.base === null ? [] : treeEntries(pair.base, read[at++]!.content).map((entry) => [entry.name, entry]));
        if (!take([newer])) return null;
        for (const entry of treeEntries(newer.oid, newer.content)) {
          const was = older.get(entry.name);
          if (was?.oid === entry.oid || seen.has(entry.oid)) continue; // the base holds it there (and all below), or it is taken
          seen.add(entry.oid);
          if (entry.mode === FOLDER_MODE) next.push({ tree: entry.oid, base: was?.mode === FOLDER_MODE ? was.oid : null });
          else blobs.push(entry.oid);
        }
      }
      if (!take(await reader.read(blobs))) return null;
      level = next;
    }
    return found;
  } catch {
    return null;
  } finally {
    reader.close();
  }
}

/** The objects, read whole, when together they come to at most `limit` bytes; else null (nothing kept). */
async function readAll(options: GitOptions, oids: readonly string[], limit: number): Promise<WireObject[] | null> {
  const read: WireObject[] = [];
  let bytes = 0;
  for await (const object of readObjects(options, oids)) {
    bytes += object.content.length;
    if (bytes > limit) return null; // leaving the loop closes the reader
    read.push(object);
  }
  return read;
}

/** Sends the objects in bounded bodies: blobs first, then trees, each after the trees it names. */
async function send(transport: ObjectTransport, bodyBytes: number, result: Uploaded, objects: AsyncIterable<WireObject> | Iterable<WireObject>) {
  const body = bodySender(transport, bodyBytes, result);
  const trees = new Map<string, WireObject>();
  for await (const object of objects) {
    if (object.type === 'blob') await body.add(object);
    else trees.set(object.oid, object);
  }
  for (const tree of childrenFirst(trees)) await body.add(tree);
  await body.flush();
}

/** Bodies of at most `limit` bytes (an object larger than that alone), sent in order, one at a time. */
function bodySender(transport: ObjectTransport, limit: number, result: Uploaded) {
  let parts: Buffer[] = [];
  let bytes = 0;
  const flush = async () => {
    if (parts.length === 0) return;
    const body = Buffer.concat(parts);
    parts = [];
    bytes = 0;
    await transport.upload(body);
    result.bodies++;
    result.bytes += body.length;
  };
  return {
    flush,
    async add(object: WireObject) {
      const size = encodedSize(object);
      if (bytes > 0 && bytes + size > limit) await flush();
      parts.push(...encodeObject(object.type, object.content));
      bytes += size;
      result.sent++;
    },
  };
}

/**
 * The trees in an order where each comes after every tree of the set it names (a depth-first post-order), each once;
 * every tree's entries are checked against the server's rules on the way.
 */
function childrenFirst(trees: ReadonlyMap<string, WireObject>): WireObject[] {
  const ordered: WireObject[] = [];
  const placed = new Set<string>();
  const place = (tree: WireObject) => {
    placed.add(tree.oid);
    for (const entry of treeEntries(tree.oid, tree.content)) {
      const child = entry.mode === FOLDER_MODE ? trees.get(entry.oid) : undefined;
      if (child && !placed.has(child.oid)) place(child);
    }
    ordered.push(tree);
  };
  for (const tree of trees.values()) if (!placed.has(tree.oid)) place(tree);
  return ordered;
}
