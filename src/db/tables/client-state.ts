// Client-owned state (client-state/): a client's checkpoints in a session, the named, versioned parts they are made
// of, and the writes pending on each. Payloads, parts and writes are sealed (client-state/sealing.ts).
import type { Generated } from 'kysely';
import type { JsonOf } from './column-types.ts';

export interface StateCheckpointsTable {
  session_id: string;
  namespace: string;
  client_id: string;
  parent_client_id: string | null;
  payload_type: string;
  payload: Buffer;
  key_id: string;
  /** The parts it is made of: { name: version }. */
  parts: JsonOf<Record<string, string>>;
  /** The client's metadata, redacted: what filters match (redacted alike) and people read. */
  metadata: JsonOf<Record<string, unknown>>;
  /** The client's metadata verbatim (JSON), sealed: what it reads back. */
  metadata_sealed: Buffer;
  metadata_key_id: string;
  /** What people read of it (redacted); null: none given. */
  summary: string | null;
  /** What it stores with its new parts, as sealed. */
  stored_bytes: number;
  created_at: Generated<Date>;
}

export interface StatePartsTable {
  session_id: string;
  namespace: string;
  name: string;
  version: string;
  type: string;
  /** Null: an empty part (the client has no value under this name at this version). */
  data: Buffer | null;
  key_id: string | null;
}

/** A value uploaded alone (POST /state/uploads), until the put that names it takes it. */
export interface StateUploadsTable {
  id: string;
  owner_id: string;
  data: Buffer;
  key_id: string;
  bytes: number;
  created_at: Generated<Date>;
}

export interface StateWritesTable {
  session_id: string;
  namespace: string;
  /** The client id of the checkpoint it is pending on. */
  checkpoint_id: string;
  task_id: string;
  idx: number;
  channel: string;
  type: string;
  data: Buffer;
  key_id: string;
  task_path: Generated<string>;
}
