// Key rotation for client state: what an older key sealed is sealed again with the current one, a batch at a time
// (the server's housekeeping runs it), so that the older key can be dropped from SAVEPOINT_STATE_KEYS once none is
// left. Each row is opened and sealed in memory and written back alone; a write that raced it wins.
import type { Db } from '../db/client.ts';
import { findSealedWithOtherKey, replaceSealed, SEALED } from './reseal.queries.ts';
import { type KeyRing, open, seal } from './sealing.ts';

/** Reseals everything sealed with a key other than the current one; returns how many rows it resealed. */
export async function resealClientState(db: Db, ring: KeyRing, { batch = 500, stop = (): boolean => false } = {}): Promise<number> {
  let resealed = 0;
  for (const table of SEALED) {
    for (;;) {
      if (stop()) return resealed;
      const rows = await findSealedWithOtherKey(db, table, ring.current.id, batch);
      const known = rows.filter((row) => ring.byId.has(row.key_id)); // a key no longer listed: its rows stay unreadable, and are left
      for (const row of known) await replaceSealed(db, table, row, seal(ring, open(ring, row.key_id, row.bytes)));
      resealed += known.length;
      if (rows.length < batch || known.length === 0) break;
    }
  }
  return resealed;
}
