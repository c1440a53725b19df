// newId: UUIDv7 from pooled random bytes, in creation order, none twice.
import { validate, version } from 'uuid';
import { describe, expect, it } from 'vitest';
import { newId } from '../../src/db/ids.ts';

describe('newId', () => {
  it('makes valid UUIDv7s, each new and in the order made, also many within one millisecond and across pool refills', () => {
    const ids = Array.from({ length: 50_000 }, () => newId());
    for (const id of [ids[0]!, ids[255]!, ids[256]!, ids.at(-1)!]) {
      expect(validate(id)).toBe(true);
      expect(version(id)).toBe(7);
    }
    expect(ids.filter((id, i) => i > 0 && id <= ids[i - 1]!).length).toBe(0); // each after the one before: ordered, none twice
  });

  it('carries the time it was made in its first 48 bits', () => {
    const before = Date.now();
    const id = newId();
    const ms = Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(Date.now() + 1); // at most one ahead: a counter that ran over moves into the next
  });

  it('draws fresh random bytes for every id: no two share their random tail', () => {
    const tails = Array.from({ length: 10_000 }, () => newId().slice(-12));
    expect(new Set(tails).size).toBe(tails.length);
  });
});
