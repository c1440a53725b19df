// Key rotation for client state: what an older key sealed is sealed again with the current one, a batch at a time
// (the server's housekeeping runs it), so that the older key can be dropped from SAVEPOINT_STATE_KEYS once none is
// left. Each row is opened and sealed in memory and written back alone; a write that raced it wins.
import type { Db } from '../db/client.ts';
import { findSealedWithKeys, replaceSealed, SEALED } from './reseal.queries.ts';
import { type KeyRing, open, seal } from './sealing.ts';

/** Reseals everything sealed with a key other than the current one; returns how many rows it resealed. */
export async function resealClientState(db: Db, ring: KeyRing, { batch = 500, stop = (): boolean => false } = {}): Promise<number> {
  // Only keys the ring still holds: rows of a key no longer listed stay unreadable, and are left (never picked again).
  const olderKeys = [...ring.byId.keys()].filter((id) => id !== ring.current.id);
  let resealed = 0;
  for (const table of SEALED) {
    for (;;) {
      if (stop()) return resealed;
      const rows = await findSealedWithKeys(db, table, olderKeys, batch);
      for (const row of rows) await replaceSealed(db, table, row, seal(ring, open(ring, row.key_id, row.bytes)));
      resealed += rows.length;
      if (rows.length < batch) break;
    }
  }
  return resealed;
}
