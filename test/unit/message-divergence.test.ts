// Where two conversations part (Session.compare), over page readers standing in for the database: the shared prefix
// across page boundaries, what each side has after it, and how many pages that costs.
import { describe, expect, it } from 'vitest';
import { findDivergence, PAGE_SIZE, type PageReader } from '../../src/workflows/compare/message-divergence.ts';

type M = { id: string; seq: number };

/** Messages with these ids, numbered from seq 1 (or from `first`). */
const conversation = (ids: readonly string[], first = 1): M[] => ids.map((id, i) => ({ id, seq: first + i }));
const range = (prefix: string, n: number, from = 0) => Array.from({ length: n }, (_, i) => `${prefix}${from + i}`);

/** A reader over the messages, counting its reads and checking the limit asked for. */
function reader(messages: readonly M[]): PageReader<M> & { reads: number } {
  const read = Object.assign(
    async (after: number | undefined, limit: number) => {
      read.reads++;
      expect(limit).toBeLessThanOrEqual(1_000);
      return messages.filter((m) => after === undefined || m.seq > after).slice(0, limit);
    },
    { reads: 0 },
  );
  return read;
}

describe('findDivergence', () => {
  it('walks a 10,000-message shared prefix page by page and stops one page after the sides part', async () => {
    const shared = range('s', 9_000);
    const here = reader(conversation([...shared, ...range('h', 1_000)]));
    const there = reader(conversation([...shared, ...range('t', 1_000)]));
    const found = await findDivergence(here, there, 100);
    expect(found.commonCount).toBe(9_000);
    expect(found.divergedAfter).toEqual({ id: 's8999', seq: 9_000 });
    expect(found.onlyHere.map((m) => m.id)).toEqual(range('h', 100));
    expect(found.onlyThere.map((m) => m.id)).toEqual(range('t', 100));
    expect([here.reads, there.reads]).toEqual([10, 10]); // 10,000 messages: ten pages each, none more
    expect(PAGE_SIZE).toBe(1_000);
  });

  it('finds the same prefix whatever the seqs (a fork numbers its own messages after the inherited ones)', async () => {
    const shared = range('s', 1_000); // exactly one page
    const here = reader(conversation([...shared, 'h0']));
    const there = reader([...conversation(shared), ...conversation(['t0', 't1'], 5_000)]);
    const found = await findDivergence(here, there, 1);
    expect(found).toMatchObject({ commonCount: 1_000, divergedAfter: { id: 's999' } });
    expect(found.onlyHere.map((m) => m.id)).toEqual(['h0']);
    expect(found.onlyThere.map((m) => m.id)).toEqual(['t0']);
  });

  it('answers a prefix of the other, disjoint and empty conversations', async () => {
    const longer = range('m', 1_500);
    const prefix = await findDivergence(reader(conversation(longer.slice(0, 1_200))), reader(conversation(longer)), 100);
    expect(prefix).toMatchObject({ commonCount: 1_200, divergedAfter: { id: 'm1199' }, onlyHere: [] });
    expect(prefix.onlyThere.map((m) => m.id)).toEqual(longer.slice(1_200, 1_300));

    const disjoint = await findDivergence(reader(conversation(['a', 'b'])), reader(conversation(['c'])), 100);
    expect(disjoint).toEqual({ commonCount: 0, divergedAfter: null, onlyHere: conversation(['a', 'b']), onlyThere: conversation(['c']) });

    const same = await findDivergence(reader(conversation(longer)), reader(conversation(longer)), 100);
    expect(same).toMatchObject({ commonCount: 1_500, onlyHere: [], onlyThere: [] });

    expect(await findDivergence(reader([]), reader([]), 100)).toEqual({ commonCount: 0, divergedAfter: null, onlyHere: [], onlyThere: [] });
  });

  it('compares ids in order: the same messages in another order share only what comes before', async () => {
    const found = await findDivergence(reader(conversation(['a', 'b', 'c'])), reader(conversation(['a', 'c', 'b'])), 100);
    expect(found).toMatchObject({ commonCount: 1, divergedAfter: { id: 'a' } });
    expect(found.onlyHere.map((m) => m.id)).toEqual(['b', 'c']);
  });
});
