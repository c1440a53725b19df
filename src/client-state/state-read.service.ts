// Reading client state back as it was handed over: checkpoints with their parts and pending writes, opened (sealing.ts).
// A read is one statement whatever the number of checkpoints: the checkpoints with their parts and their writes.
import type { Db } from '../db/client.ts';
import { type KeyRing, open } from './sealing.ts';
import { type CheckpointFilter, findWholeStateCheckpoints, type StateCheckpointRow } from './state.queries.ts';

export type OpenedPart = { name: string; version: string; type: string; data: Buffer | null };
export type OpenedWrite = { taskId: string; idx: number; channel: string; type: string; data: Buffer; taskPath: string };
export type OpenedCheckpoint = {
  row: StateCheckpointRow;
  payload: Buffer;
  /** As its client wrote it (row.metadata is the redacted copy). */
  metadata: Record<string, unknown>;
  parts: OpenedPart[];
  pendingWrites: OpenedWrite[];
};

export async function readStateCheckpoints(db: Db, ring: KeyRing, filter: CheckpointFilter): Promise<OpenedCheckpoint[]> {
  const rows = await findWholeStateCheckpoints(db, filter);
  const opened = new Map<string, Buffer>(); // a part shared by several checkpoints listed is opened once
  const openPart = (row: StateCheckpointRow, keyId: string, data: Buffer, name: string, version: string) => {
    const key = JSON.stringify([row.session_id, row.namespace, name, version]);
    const bytes = opened.get(key) ?? open(ring, keyId, data);
    opened.set(key, bytes);
    return bytes;
  };
  return rows.map(({ part_keys, part_data, write_keys, write_data, ...row }) => {
    const parts = new Map<string, OpenedPart>();
    (part_keys ?? []).forEach(([name, version, type, keyId], i) => {
      const data = part_data?.[i] ?? null;
      parts.set(name, { name, version, type, data: data === null || keyId === null ? null : openPart(row, keyId, data, name, version) });
    });
    return {
      row,
      payload: open(ring, row.key_id, row.payload),
      metadata: JSON.parse(open(ring, row.metadata_key_id, row.metadata_sealed).toString('utf8')) as Record<string, unknown>,
      parts: Object.keys(row.parts).flatMap((name) => parts.get(name) ?? []),
      pendingWrites: (write_keys ?? []).map(([taskId, idx, channel, type, keyId, taskPath], i) => ({
        taskId,
        idx,
        channel,
        type,
        data: open(ring, keyId, write_data![i]!),
        taskPath,
      })),
    };
  });
}
