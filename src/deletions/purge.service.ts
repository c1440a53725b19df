// The purge of a deletion, after its transaction made the sessions tombstones: their rows in the order of
// purge.queries.ts, then the code objects no checkpoint reaches any more, each batch in a short transaction of its own
// that also counts what it took into the deletion's audit. So a purge never holds locks that writers wait on for
// long, a crash loses no count, and whoever runs it next (the request that deleted, or any server's finisher: app.ts)
// goes on where it stopped. A batch that finds the deletion held by another process leaves it to that one.
import { tryLockOwnerObjects } from '../db/advisory-locks.ts';
import type { Trx } from '../db/client.ts';
import { inTransaction, type WorkOwner } from '../events/unit-of-work.ts';
import { claimPurging, countObjectsReclaimed, countPurged, findPurgingDeletionIds, finishDeletion } from './deletion.queries.ts';
import { type Reclaimed, reclaimObjects } from './objects.queries.ts';
import { PURGE_ORDER, purgeBatch } from './purge.queries.ts';

export type PurgeOptions = {
  /** Rows (or code objects) per batch. */
  batch: number;
  /** Checked before each batch: true stops there, the purge staying PURGING for the finisher (a time budget, a server stopping). */
  stop?: () => boolean;
  /**
   * False: done once the rows are, leaving the code objects to a reclaim of the owner's that follows (a retention run
   * reclaims once for all its deletions; a crash before it leaves them to the next run).
   */
  reclaim?: boolean;
};

/** Purges what is left of a deletion; true once it is DONE, false when stopped short (or another process has it). */
export async function purgeDeletion(owner: WorkOwner, deletionId: string, options: PurgeOptions): Promise<boolean> {
  // Each transaction takes at most `batch` rows, table after table in the purge's order: a small deletion is one.
  let step = 0;
  while (step < PURGE_ORDER.length) {
    if (options.stop?.()) return false;
    const reached = await inTransaction(owner, async ({ trx }) => {
      const deletion = await claimPurging(trx, deletionId);
      if (!deletion) return null;
      let at = step;
      for (let room = options.batch; at < PURGE_ORDER.length && room > 0; ) {
        const gone = await purgeBatch(trx, PURGE_ORDER[at]!, deletion.session_ids, room);
        if (gone.rows > 0) await countPurged(trx, deletionId, PURGE_ORDER[at]!.table, gone.rows, gone.bytes);
        room -= gone.rows;
        if (room > 0) at++; // this table is done: on to the next, with the room left
      }
      return at;
    });
    if (reached === null) return false;
    step = reached;
  }
  if (options.reclaim === false) {
    await inTransaction(owner, async ({ trx }) => {
      if (await claimPurging(trx, deletionId)) await finishDeletion(trx, deletionId);
    });
    return true;
  }
  for (;;) {
    const done = await inTransaction(owner, async ({ trx }) => {
      const deletion = await claimPurging(trx, deletionId);
      if (!deletion) return null;
      const reclaimed = await reclaimBatch(trx, deletion.owner_id, options.batch);
      if (!reclaimed) return null; // objects being written: the next run reclaims
      await countObjectsReclaimed(trx, deletionId, reclaimed.objects, reclaimed.bytes);
      const last = reclaimed.blobs < options.batch;
      if (last) await finishDeletion(trx, deletionId);
      return last;
    });
    if (done === null) return false;
    if (done) return true;
  }
}

/** Reclaims the owner's unreachable code objects, batch after batch; what it took (null: objects were being written). */
export async function reclaimOwnerObjects(owner: WorkOwner, ownerId: string, batch: number): Promise<Reclaimed | null> {
  const total: Reclaimed = { objects: 0, bytes: 0, size: 0 };
  for (;;) {
    const reclaimed = await inTransaction(owner, ({ trx }) => reclaimBatch(trx, ownerId, batch));
    if (!reclaimed) return null;
    total.objects += reclaimed.objects;
    total.bytes += reclaimed.bytes;
    total.size += reclaimed.size;
    if (reclaimed.blobs < batch) return total;
  }
}

async function reclaimBatch(trx: Trx, ownerId: string, batch: number) {
  if (!(await tryLockOwnerObjects(trx, ownerId))) return null;
  return reclaimObjects(trx, ownerId, batch);
}

/** Finishes the purges a crash or a request's time budget left under way, of any owner: how many it finished. */
export async function finishPurges(owner: WorkOwner, options: PurgeOptions): Promise<number> {
  let finished = 0;
  for (const id of await findPurgingDeletionIds(owner.db, 100)) if (await purgeDeletion(owner, id, options)) finished++;
  return finished;
}
