// Reading client state back as it was handed over: checkpoints with their parts and pending writes, opened (sealing.ts).
// A read is three indexed queries whatever the number of checkpoints: the checkpoints, then all their parts and all
// their writes at once.
import type { Db } from '../db/client.ts';
import { type KeyRing, open } from './sealing.ts';
import { type CheckpointFilter, findPartsOf, findStateCheckpoints, findWritesOf, type StateCheckpointRow } from './state.queries.ts';

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
  const rows = await findStateCheckpoints(db, filter);
  if (rows.length === 0) return [];
  const [parts, writes] = await Promise.all([findPartsOf(db, rows), findWritesOf(db, rows)]);
  const partsByKey = new Map<string, OpenedPart>();
  for (const part of parts) {
    const data = part.data === null ? null : open(ring, part.key_id!, part.data);
    partsByKey.set(JSON.stringify([part.session_id, part.namespace, part.name, part.version]), {
      name: part.name,
      version: part.version,
      type: part.type,
      data,
    });
  }
  const writesByCheckpoint = new Map<string, OpenedWrite[]>();
  for (const write of writes) {
    const key = JSON.stringify([write.session_id, write.namespace, write.checkpoint_id]);
    const list = writesByCheckpoint.get(key) ?? [];
    list.push({
      taskId: write.task_id,
      idx: write.idx,
      channel: write.channel,
      type: write.type,
      data: open(ring, write.key_id, write.data),
      taskPath: write.task_path,
    });
    writesByCheckpoint.set(key, list);
  }
  return rows.map((row) => ({
    row,
    payload: open(ring, row.key_id, row.payload),
    metadata: JSON.parse(open(ring, row.metadata_key_id, row.metadata_sealed).toString('utf8')) as Record<string, unknown>,
    parts: Object.entries(row.parts).flatMap(([name, version]) => {
      const part = partsByKey.get(JSON.stringify([row.session_id, row.namespace, name, version]));
      return part ? [part] : [];
    }),
    pendingWrites: writesByCheckpoint.get(JSON.stringify([row.session_id, row.namespace, row.client_id])) ?? [],
  }));
}
