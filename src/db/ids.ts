import { randomFillSync } from 'node:crypto';
import { v7 } from 'uuid';

// Random bytes for ids, drawn from the system's CSPRNG 4 KiB at a time (as Node's crypto.randomUUID pools its own):
// uuid's v7() asks crypto.getRandomValues for 16 bytes per id, 1.7 µs each, which was 2.5 ms of every fork's copy of
// a 1,000-step plan (one id per row); drawn from the pool an id costs 0.2 µs.
const POOL_BYTES = 4096;
const pool = new Uint8Array(POOL_BYTES);
let used = POOL_BYTES;

// The clock and counter uuid's v7() keeps when it draws its own bytes (its updateV7State), kept here since it keeps
// none for bytes it is given: within one millisecond the counter goes up from a random start, so ids stay in order.
let msecs = Number.NEGATIVE_INFINITY;
let seq = 0;

/** A new UUIDv7: time-ordered, so `order by id` is creation order. Generated here to stay on PostgreSQL 15+. */
export function newId(): string {
  if (used === POOL_BYTES) {
    randomFillSync(pool);
    used = 0;
  }
  const random = pool.subarray(used, used + 16);
  used += 16;
  const now = Date.now();
  if (now > msecs) {
    seq = ((random[6]! & 0x7f) << 24) | (random[7]! << 16) | (random[8]! << 8) | random[9]!;
    msecs = now;
  } else {
    seq = (seq + 1) | 0;
    if (seq === 0) msecs++; // the counter ran over within the millisecond: on into the next one
  }
  return v7({ random, msecs, seq });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
