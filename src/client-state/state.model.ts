// The rules of client state, pure: what a client may name and store, and how a server-made checkpoint id sorts after
// the client's own. A client's checkpoint ids sort by time (LangGraph's are UUIDv6); a head the server makes (a rewind)
// takes a UUIDv6 of now, or one just above the newest id when a client's clock runs ahead.
import { randomBytes } from 'node:crypto';
import { ValidationError } from '../errors/domain.ts';

export const STATE_LIMITS = {
  keyChars: 200,
  namespaceChars: 200,
  idChars: 200,
  nameChars: 200,
  versionChars: 200,
  typeChars: 100,
  partsPerPut: 10_000,
  writesPerPut: 10_000,
  metadataBytes: 65_536,
  summaryChars: 2_000,
  listLimit: 1_000,
} as const;

/** Session states in which a client may write its state; any other (PAUSED, finished) is a person's stop. */
export const WRITABLE_STATES: readonly string[] = ['CREATED', 'RUNNING'];

/** The workspace without a folder that holds the sessions a client made by key without naming a workspace. */
export const CLIENT_STATE_WORKSPACE = 'Client state';

export function checkText(field: string, value: string, max: number, { empty = false } = {}): string {
  if (!empty && value.length === 0) throw new ValidationError(field, 'cannot be empty.');
  if (value.length > max) throw new ValidationError(field, `is ${value.length} characters long; at most ${max}.`);
  return value;
}

/**
 * A checker of the names and ids of client state (keys, namespaces, checkpoint ids, part names and versions, types,
 * task ids, channels): they are stored as they are, to be found by, so one that looks like a secret is refused (a
 * redacted name would no longer name what it named; two could redact alike).
 */
export function nameChecker(redactor: { text: (value: string) => string }) {
  return (field: string, value: string, max: number, options: { empty?: boolean } = {}): string => {
    checkText(field, value, max, options);
    if (redactor.text(value) !== value)
      throw new ValidationError(
        field,
        'looks like a secret (a token or a password); names and ids of client state are stored as they are: use plain words or random ids.',
      );
    return value;
  };
}

export function checkMetadata(metadata: unknown): Record<string, unknown> {
  const value = metadata ?? {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new ValidationError('metadata', 'must be a JSON object.');
  const bytes = Buffer.byteLength(JSON.stringify(value));
  if (bytes > STATE_LIMITS.metadataBytes)
    throw new ValidationError('metadata', `takes ${bytes} bytes; at most ${STATE_LIMITS.metadataBytes}. Keep large values in the state.`);
  return value as Record<string, unknown>;
}

/** Base64 as the API carries bytes: refused when it is not base64. */
export function bytesOf(field: string, base64: string): Buffer {
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(base64)) throw new ValidationError(field, 'is not base64; send the bytes base64-encoded.');
  return Buffer.from(base64, 'base64');
}

/** A UUIDv6 (time-ordered, as LangGraph makes checkpoint ids) of `ms`, with random clock sequence and node. */
export function uuid6(ms: number): string {
  const ticks = BigInt(ms) * 10_000n + 0x01b21dd213814000n; // 100 ns since 1582-10-15
  const hex = ticks.toString(16).padStart(15, '0');
  const rand = randomBytes(8);
  rand[0] = (rand[0]! & 0x3f) | 0x80; // RFC 4122 variant
  const tail = rand.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-6${hex.slice(12, 15)}-${tail.slice(0, 4)}-${tail.slice(4, 16)}`;
}

const UUID6 = /^([0-9a-f]{8})-([0-9a-f]{4})-6([0-9a-f]{3})-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A new checkpoint id that sorts after `head` (the newest one of the thread): a UUIDv6 of now, or of just after the head. */
export function nextClientId(head: string | null, now = Date.now()): string {
  if (head === null) return uuid6(now);
  const parts = UUID6.exec(head);
  if (!parts) return `${head}~`; // the client's ids are not UUIDv6: one that sorts right after its newest
  const headMs = Number((BigInt(`0x${parts[1]}${parts[2]}${parts[3]}`) - 0x01b21dd213814000n) / 10_000n);
  const id = uuid6(Math.max(now, headMs));
  return id > head ? id : uuid6(headMs + 1);
}
