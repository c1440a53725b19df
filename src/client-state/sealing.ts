// Client state at rest: every payload, part and pending write a client stores (client-state/) is sealed with
// AES-256-GCM under the server's current key and opened with whichever key sealed it. Keys come from
// SAVEPOINT_STATE_KEYS ("id:base64 of 32 bytes", comma-separated, the first seals; listing an older key keeps what it
// sealed readable), else one key derived from the server's secret (SAVEPOINT_SECRET, or the one kept in the data
// folder), so servers that share the secret share it. Rotation: put a new key first and keep the old one listed; the
// server reseals what the old key sealed (client-state/reseal.service.ts), after which the old one may be dropped.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export type StateKey = { id: string; key: Buffer };

/** The keys that open client state; `current` seals. */
export type KeyRing = { current: StateKey; byId: ReadonlyMap<string, Buffer> };

export type Sealed = { keyId: string; data: Buffer };

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The id of the key derived from the server's secret. */
export const DERIVED_KEY_ID = 's0';

/** The key ring from SAVEPOINT_STATE_KEYS (null: unset) and the server's secret. Throws on a malformed list. */
export function keyRingFrom(configured: string | null, secret: string): KeyRing {
  const derived: StateKey = { id: DERIVED_KEY_ID, key: Buffer.from(hkdfSync('sha256', secret, '', 'savepoint client state', 32)) };
  const listed = (configured ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map(parseKey);
  const keys = [...listed, ...(listed.some((key) => key.id === DERIVED_KEY_ID) ? [] : [derived])];
  const byId = new Map<string, Buffer>();
  for (const key of keys) {
    if (byId.has(key.id)) throw new Error(`SAVEPOINT_STATE_KEYS names key "${key.id}" twice; give each key its own id.`);
    byId.set(key.id, key.key);
  }
  return { current: keys[0]!, byId };
}

function parseKey(entry: string): StateKey {
  const colon = entry.indexOf(':');
  const id = entry.slice(0, colon).trim();
  const key = Buffer.from(entry.slice(colon + 1).trim(), 'base64');
  if (colon < 1 || !/^[A-Za-z0-9_-]{1,32}$/.test(id) || key.length !== 32)
    throw new Error(
      `SAVEPOINT_STATE_KEYS: "${entry.slice(0, 12)}…" is not "<id>:<base64 of 32 random bytes>" (an id of 1 to 32 letters, digits, - or _; make a key with: openssl rand -base64 32).`,
    );
  return { id, key };
}

export function seal(ring: KeyRing, plain: Uint8Array): Sealed {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', ring.current.key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { keyId: ring.current.id, data: Buffer.concat([iv, cipher.getAuthTag(), body]) };
}

/** The plain bytes; throws when the key is not in the ring (configuration) or the data was altered. */
export function open(ring: KeyRing, keyId: string, data: Uint8Array): Buffer {
  const key = ring.byId.get(keyId);
  if (!key) throw new Error(`client state sealed with key "${keyId}", which SAVEPOINT_STATE_KEYS no longer lists: add it back to read this state`);
  const sealed = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}
