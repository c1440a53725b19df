// Signing checkpoints and checking them. Verifying means canonicalising a whole state snapshot (hundreds of KB for a
// large plan), so a verdict is remembered per row version: PostgreSQL gives every updated row version a new xmin,
// so an edit made after a checkpoint was verified is still caught. One per app (it holds the key and the verdicts).
import type { Db } from '../db/client.ts';
import type { Checkpoint } from '../db/tables/checkpoints.ts';
import { CheckpointTamperedError } from '../errors/checkpoint.ts';
import { signCheckpoint, verifyCheckpoint } from './checkpoint.model.ts';
import { type CheckpointHead, findCheckpointWithVersion } from './checkpoint.queries.ts';

const MAX_REMEMBERED = 10_000;

/** A checkpoint row version: its id and xmin. */
export type RowVersion = { id: string; row_version: string };

export type CheckpointSigning = {
  sign: (row: Checkpoint) => string;
  /** True while a whole row (snapshot included) still matches its signature (remembered per row version when it has one). */
  verify: (row: Checkpoint | (Checkpoint & RowVersion)) => boolean;
  /** The same for a stored row version, read whole only when this version was not checked before. */
  isIntact: (db: Db, checkpoint: RowVersion) => Promise<boolean>;
  /** Either: a row read with its version through isIntact, a row just written (whole, no version yet) through verify. */
  check: (db: Db, checkpoint: Checkpoint | CheckpointHead) => Promise<boolean>;
};

export function createCheckpointSigning(secret: string): CheckpointSigning {
  const remembered = new Map<string, boolean>();
  const signing: CheckpointSigning = {
    sign: (row) => signCheckpoint(row, secret),
    verify: (row) => {
      if (!('row_version' in row)) return verifyCheckpoint(row, secret);
      const key = `${row.id}:${row.row_version}`;
      const known = remembered.get(key);
      if (known !== undefined) return known;
      return remember(key, verifyCheckpoint(row, secret));
    },
    check: async (db, checkpoint) =>
      'row_version' in checkpoint ? signing.isIntact(db, { id: checkpoint.id, row_version: checkpoint.row_version }) : signing.verify(checkpoint),
    isIntact: async (db, checkpoint) => {
      const key = `${checkpoint.id}:${checkpoint.row_version}`;
      const known = remembered.get(key);
      if (known !== undefined) return known;
      const row = await findCheckpointWithVersion(db, checkpoint.id);
      if (!row) return false;
      return remember(`${row.id}:${row.row_version}`, verifyCheckpoint(row, secret));
    },
  };
  function remember(key: string, intact: boolean): boolean {
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(key, intact);
    return intact;
  }
  return signing;
}

/** The checkpoint, when it still matches its signature; else CheckpointTamperedError (the one rule every verb uses). */
export function verifiedCheckpoint<C extends Checkpoint>(signing: CheckpointSigning, checkpoint: C): C {
  if (!signing.verify(checkpoint)) throw new CheckpointTamperedError(checkpoint.id);
  return checkpoint;
}
