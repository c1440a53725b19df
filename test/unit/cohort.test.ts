// The cohort's reads, with a controllable in-memory table: no subscriber may ever see a gap.
import { describe, expect, it } from 'vitest';
import { Cohort } from '../../src/realtime/cohort.ts';
import { Subscriber } from '../../src/realtime/subscriber.ts';

type Row = { cursor: number };

function table(size: number) {
  const rows: Row[] = Array.from({ length: size }, (_, i) => ({ cursor: i + 1 }));
  const pending: Array<() => void> = [];
  const read = async (after: number, limit: number) => {
    await new Promise<void>((resolve) => pending.push(resolve)); // each read waits until the test lets it finish
    return rows.filter((row) => row.cursor > after).slice(0, limit);
  };
  return { read, release: () => pending.shift()?.(), waiting: () => pending.length };
}

function subscribe(cohort: Cohort<Row, number>, cursor: number, read: (after: number, limit: number) => Promise<Row[]>) {
  const subscriber = new Subscriber<Row, number>({
    cursor,
    tokenId: 't',
    bufferSize: 1_000,
    compare: (a, b) => a - b,
    pull: read,
    rejoin: () => void cohort.wake(),
    onClose: () => cohort.subscribers.delete(subscriber),
  });
  cohort.subscribers.add(subscriber);
  return subscriber;
}

async function drain(subscriber: Subscriber<Row, number>, count: number): Promise<number[]> {
  const seen: number[] = [];
  while (seen.length < count) seen.push((await subscriber.next()).value!.cursor);
  return seen;
}

describe('Cohort', () => {
  it("does not hand a read that started past a late joiner's cursor to that joiner", async () => {
    const data = table(50);
    const cohort = new Cohort<Row, number>(
      data.read,
      (a, b) => a - b,
      (error) => {
        throw error;
      },
    );
    const early = subscribe(cohort, 40, data.read);
    const reading = cohort.wake(); // reads after 40
    const late = subscribe(cohort, 3, data.read); // joins while that read is in flight
    void cohort.wake();
    while (data.waiting() === 0) await Promise.resolve();
    data.release(); // rows 41..50 arrive: only `early` may take them
    while (data.waiting() === 0) await new Promise((resolve) => setImmediate(resolve));
    data.release(); // the next round reads after 3
    await reading;
    expect(await drain(early, 10)).toEqual([41, 42, 43, 44, 45, 46, 47, 48, 49, 50]);
    expect(await drain(late, 47)).toEqual(Array.from({ length: 47 }, (_, i) => i + 4));
  });
});
