// Bringing a snapshot the agent's store lacks (a checkpoint taken on another machine, or before this store was made)
// from the server, so that the workspace can be restored to it (agent-store.ts restoreTree). The tree is walked a
// level at a time: the objects of a level the store lacks are read from the server (POST /objects/read, in bounded
// batches), each one hashed, and only accepted as an object that was asked for (so a substituted or altered object
// is refused, whatever the server claims); trees are checked against the server's rules and name the next level.
// Accepted objects gather in a pack on the agent's disk, written into the store once everything has arrived and
// checked out: a refused download writes nothing.
import type { ObjectTransport } from '../client/objects.ts';
import { absentObjects } from '../git/object-io.ts';
import { createPackWriter, writePack } from '../git/pack-file.ts';
import { type AgentStore, type AgentWorkspace, gitOptionsOf, storeDirOf } from './agent-store.ts';
import { SyncError } from './sync-error.ts';
import { FOLDER_MODE, type ObjectType, parseBody, treeEntries } from './wire.ts';

export type DownloadLimits = {
  /** Object ids per read: the server's answer holds them all at once. */
  readBatch: number;
};

export const DEFAULT_DOWNLOAD_LIMITS: DownloadLimits = { readBatch: 256 };

export type Downloaded = { fetched: number; bytes: number; requests: number };

const OID = /^[0-9a-f]{40}$/;

/** Makes the store hold `tree` and everything it reaches, reading from the server what it lacks. */
export async function downloadTree(
  store: AgentStore,
  workspace: AgentWorkspace,
  transport: ObjectTransport,
  tree: string,
  limits: DownloadLimits = DEFAULT_DOWNLOAD_LIMITS,
): Promise<Downloaded> {
  if (!OID.test(tree)) throw new SyncError('INVALID_TREE', `"${tree}" is not a tree id`);
  const options = gitOptionsOf(store, workspace);
  const result: Downloaded = { fetched: 0, bytes: 0, requests: 0 };
  // A tree in the store has everything it reaches there too: snapshots write their trees last, downloads all at once.
  if ((await absentObjects(options, [tree])).length === 0) return result;
  const pack = await createPackWriter(storeDirOf(store, workspace));
  try {
    const expected = new Map<string, ObjectType>([[tree, 'tree']]);
    let level = [tree];
    while (level.length > 0) {
      const named: string[] = [];
      for (let at = 0; at < level.length; at += limits.readBatch) {
        const batch = level.slice(at, at + limits.readBatch);
        const body = await transport.read(batch);
        result.requests++;
        result.bytes += body.byteLength;
        const wanted = new Set(batch);
        for (const object of parseBody(body)) {
          if (!wanted.delete(object.oid)) {
            throw new SyncError(
              'OBJECT_MISMATCH',
              `the server sent a ${object.type} whose content hashes to ${object.oid}, which was not asked for (content altered or substituted); nothing was written`,
            );
          }
          if (object.type !== expected.get(object.oid)) {
            throw new SyncError(
              'OBJECT_MISMATCH',
              `object ${object.oid} is a ${object.type} where its tree names a ${expected.get(object.oid)}; nothing was written`,
            );
          }
          if (object.type === 'tree') {
            for (const entry of treeEntries(object.oid, object.content)) {
              if (expected.has(entry.oid)) continue;
              expected.set(entry.oid, entry.mode === FOLDER_MODE ? 'tree' : 'blob');
              named.push(entry.oid);
            }
          }
          await pack.add(object.type, object.content);
          result.fetched++;
        }
        if (wanted.size > 0) {
          throw new SyncError(
            'OBJECT_MISSING',
            `the server did not send ${wanted.size} object(s) asked for (${[...wanted].slice(0, 3).join(', ')}...); nothing was written`,
          );
        }
      }
      level = await absentObjects(options, named);
    }
    await pack.finish();
    await writePack(options, pack);
  } finally {
    await pack.discard();
  }
  return result;
}
