// How SavepointSaver lays a LangGraph checkpoint out in Savepoint's client state, and reads it back: the checkpoint
// without its channel values is the payload, each channel value a part named by (channel, version), metadata JSON as
// LangGraph's PostgresSaver stores it. Bytes travel as base64 (Node's Buffer where there is one, else atob/btoa: this
// runs in browsers too).
import type { Checkpoint, CheckpointMetadata, CheckpointTuple, PendingWrite, SerializerProtocol } from '@langchain/langgraph-checkpoint';
import { maxChannelVersion, TASKS } from '@langchain/langgraph-checkpoint';
import type { StateCheckpointFieldsFragment, StatePartInput, StateWriteInput } from '../gql/operations.ts';
import { packValue, unpackValue } from './compression.ts';

/** The type tag of a part that holds no value (the channel is named at that version but empty), as PostgresSaver's. */
const EMPTY = 'empty';
const SUMMARY_CHARS = 2_000;

/** Node's Buffer where there is one: btoa on a binary string costs ~100× its base64 encoder (4.6 ms for 64 KiB in Node 20). */
const NodeBuffer = (
  globalThis as {
    Buffer?: {
      from(data: ArrayBuffer, offset: number, length: number): { toString(encoding: 'base64'): string };
      from(text: string, encoding: 'base64'): Uint8Array;
    };
  }
).Buffer;

export function toBase64(bytes: Uint8Array): string {
  if (NodeBuffer) return NodeBuffer.from(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength).toString('base64');
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array {
  if (NodeBuffer) return NodeBuffer.from(text, 'base64');
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * A channel version unique to the checkpoint that makes it, as LangGraph's Python PostgresSaver makes them: the step
 * (zero-padded, so versions sort as strings) and 16 random hex digits. Integer versions repeat across branches, so a
 * fork from an earlier checkpoint would name its new value by a version a sibling branch already stored (and read the
 * sibling's value: langgraphjs issue #1812); these never repeat.
 */
export function nextChannelVersion(current: string | number | undefined): string {
  const step = current === undefined ? 0 : typeof current === 'number' ? current : Number.parseInt(current.split('.')[0] ?? '0', 10) || 0;
  const random = crypto.getRandomValues(new Uint8Array(8));
  return `${String(step + 1).padStart(32, '0')}.${[...random].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

export type DumpedCheckpoint = {
  payloadType: string;
  payload: string;
  partVersions: Record<string, string>;
  parts: StatePartInput[];
  metadata: Record<string, unknown>;
  summary: string;
};

/** A checkpoint as putStateCheckpoint takes it: only the channels of `newVersions` go as parts (the rest are stored). */
export async function dumpCheckpoint(
  serde: SerializerProtocol,
  checkpoint: Checkpoint,
  metadata: CheckpointMetadata,
  newVersions: Record<string, string | number>,
  upload: Upload,
): Promise<DumpedCheckpoint> {
  const { channel_values: values, ...rest } = checkpoint;
  const partVersions = Object.fromEntries(Object.entries(checkpoint.channel_versions).map(([name, version]) => [name, String(version)]));
  const named = Object.entries(newVersions).filter(([name, version]) => partVersions[name] === String(version));
  const [payload, parts, dumpedMetadata] = await Promise.all([
    dumpValue(serde, rest),
    Promise.all(named.map(([name, version]) => dumpPart(serde, name, String(version), values, upload))),
    dumpMetadata(serde, metadata),
  ]);
  return {
    payloadType: payload.type,
    payload: toBase64(payload.bytes),
    partVersions,
    parts,
    metadata: dumpedMetadata,
    summary: summaryOf(
      metadata,
      named.map(([name]) => name),
    ),
  };
}

/** Sends a value too large to go inline (POST /state/uploads) and answers its upload id. */
export type Upload = (bytes: Uint8Array) => Promise<string>;

/** Values larger than this go as uploads, not inline (base64 in the request, bounded by the server's request limits). */
export const INLINE_BYTES = 512 * 1024;

/** A value as a put takes it: inline, or as an upload when it is large. */
async function inlineOrUpload(bytes: Uint8Array, upload: Upload): Promise<{ data: string } | { uploadId: string }> {
  return bytes.length > INLINE_BYTES ? { uploadId: await upload(bytes) } : { data: toBase64(bytes) };
}

async function dumpPart(serde: SerializerProtocol, name: string, version: string, values: Record<string, unknown>, upload: Upload): Promise<StatePartInput> {
  if (!(name in values)) return { name, version, type: EMPTY };
  const { type, bytes } = await dumpValue(serde, values[name]);
  return { name, version, type, ...(await inlineOrUpload(bytes, upload)) };
}

/** A value serialized, then gzipped when large (compression.ts). */
async function dumpValue(serde: SerializerProtocol, value: unknown) {
  const [type, bytes] = await serde.dumpsTyped(value);
  return packValue(type, bytes);
}

/** Metadata as JSON, through the serializer (as PostgresSaver's _dumpMetadata: it may hold serializable objects). */
async function dumpMetadata(serde: SerializerProtocol, metadata: CheckpointMetadata): Promise<Record<string, unknown>> {
  const [, bytes] = await serde.dumpsTyped(metadata);
  return JSON.parse(new TextDecoder().decode(bytes).replace(/\0/g, '')) as Record<string, unknown>;
}

/** What people read of a checkpoint in Savepoint: its source and step, and the channels it changed. */
function summaryOf(metadata: CheckpointMetadata, channels: readonly string[]): string {
  const what = [metadata.source, metadata.step === undefined ? null : `step ${metadata.step}`].filter(Boolean).join(' ');
  const text = `${what || 'checkpoint'}${channels.length ? `: wrote ${channels.join(', ')}` : ''}`;
  return text.length > SUMMARY_CHARS ? `${text.slice(0, SUMMARY_CHARS - 1)}…` : text;
}

/** The writes of a task as putStateWrites takes them: special channels at their fixed index (WRITES_IDX_MAP). */
export async function dumpWrites(
  serde: SerializerProtocol,
  writes: readonly PendingWrite[],
  taskId: string,
  taskPath: string | undefined,
  indexOf: (channel: string, idx: number) => number,
  upload: Upload,
): Promise<StateWriteInput[]> {
  return Promise.all(
    writes.map(async ([channel, value], idx) => {
      const { type, bytes } = await dumpValue(serde, value);
      return { taskId, index: indexOf(channel, idx), channel, type, ...(await inlineOrUpload(bytes, upload)), taskPath: taskPath ?? '' };
    }),
  );
}

export type StoredWrite = StateCheckpointFieldsFragment['pendingWrites'][number];

/**
 * A stored checkpoint as LangGraph's tuple. `sendsOf` answers a parent's TASKS writes: asked only for a checkpoint older
 * than v4 (its pending sends are there), so reading a current checkpoint takes no other request.
 */
export async function loadTuple(
  serde: SerializerProtocol,
  stored: StateCheckpointFieldsFragment,
  sendsOf: (parentId: string) => Promise<readonly StoredWrite[]>,
  firstVersion: () => string | number,
): Promise<CheckpointTuple> {
  const load = async (type: string, base64: string) => {
    const value = await unpackValue(type, fromBase64(base64));
    return serde.loadsTyped(value.type, value.bytes);
  };
  const checkpoint = (await load(stored.payloadType, stored.payload)) as Omit<Checkpoint, 'channel_values'>;
  const values = Object.fromEntries(
    await Promise.all(
      stored.parts.filter((part) => part.type !== EMPTY && part.data != null).map(async (part) => [part.name, await load(part.type, part.data!)] as const),
    ),
  );
  const loaded: Checkpoint = {
    ...checkpoint,
    id: stored.clientId, // a copy Savepoint made (a rewind, a fork) carries the id of the checkpoint it copies inside
    channel_versions: checkpoint.channel_versions ?? {},
    versions_seen: checkpoint.versions_seen ?? {},
    channel_values: values,
  };
  if (checkpoint.v < 4 && stored.parentClientId) {
    const sends = (await sendsOf(stored.parentClientId)).filter((write) => write.channel === TASKS);
    migratePendingSends(loaded, await Promise.all(sends.map((send) => load(send.type, send.data))), firstVersion);
  }
  const threadId = stored.sessionKey ?? '';
  const config = (id: string) => ({ configurable: { thread_id: threadId, checkpoint_ns: stored.namespace, checkpoint_id: id } });
  return {
    config: config(stored.clientId),
    checkpoint: loaded,
    metadata: (await serde.loadsTyped('json', JSON.stringify(stored.metadata))) as CheckpointMetadata,
    parentConfig: stored.parentClientId ? config(stored.parentClientId) : undefined,
    pendingWrites: await Promise.all(
      stored.pendingWrites.map(async (write): Promise<[string, string, unknown]> => [write.taskId, write.channel, await load(write.type, write.data)]),
    ),
  };
}

/**
 * Before v4 a checkpoint's pending sends were writes to TASKS on its parent; since, they are a channel. An old
 * checkpoint read gets them as that channel, at the newest version it names (PostgresSaver._migratePendingSends).
 */
function migratePendingSends(checkpoint: Checkpoint, sends: unknown[], firstVersion: () => string | number): void {
  if (sends.length === 0) return;
  checkpoint.channel_values[TASKS] = sends;
  const versions = Object.values(checkpoint.channel_versions);
  checkpoint.channel_versions[TASKS] = versions.length > 0 ? maxChannelVersion(...versions) : firstVersion();
}
