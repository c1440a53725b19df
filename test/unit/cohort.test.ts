// The cohort's reads, with a controllable in-memory table: no subscriber may ever see a gap; and its lanes (rows written
// straight to a client, realtime/subscriber.ts): one render per key, and every row once, in order, whichever way it goes.
import { describe, expect, it } from 'vitest';
import { Cohort } from '../../src/realtime/cohort.ts';
import { type Lane, Subscriber } from '../../src/realtime/subscriber.ts';
import { EndingAfter } from '../../src/realtime/tombstone.ts';
import { until } from '../helpers/process.ts';

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

function subscribe<R extends Row>(cohort: Cohort<R, number>, cursor: number, read: (after: number, limit: number) => Promise<R[]>) {
  const subscriber = new Subscriber<R, number>({
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

  it('writes rows through a lane while the consumer waits, sends a row it cannot write and those behind it to the consumer, and keeps their order', async () => {
    const rows: Row[] = Array.from({ length: 8 }, (_, i) => ({ cursor: i + 1 }));
    let upTo = 0;
    const read = async (after: number, limit: number) => rows.filter((row) => row.cursor > after && row.cursor <= upTo).slice(0, limit);
    const cohort = new Cohort<Row, number>(
      read,
      (a, b) => a - b,
      (error) => {
        throw error;
      },
    );
    const seen: string[] = []; // in the order the client would read them
    const renders: number[] = [];
    const lane = (key: string, name: string, declines: (cursor: number) => boolean): Lane<Row> => ({
      key,
      render: async (row) => {
        renders.push(row.cursor);
        return row.cursor === 3 ? null : row; // row 3 (say, a result with errors) goes through the consumer
      },
      write: (rendered) => {
        const { cursor } = rendered as Row;
        if (declines(cursor)) return false; // (say, a client behind)
        seen.push(`${name} lane ${cursor}`);
        return true;
      },
    });
    const a = subscribe(cohort, 0, read);
    const b = subscribe(cohort, 0, read);
    a.directLane(lane('k', 'a', () => false));
    b.directLane(lane('k', 'b', (cursor) => cursor === 6));
    // Each consumer passes a gate after each row it takes: closed, it is busy, and rows that come meanwhile queue.
    let gate = Promise.resolve();
    let open = () => {};
    const close = () => {
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
    };
    const consume = async (subscriber: Subscriber<Row, number>, name: string) => {
      for (;;) {
        const { value, done } = await subscriber.next();
        if (done) return;
        seen.push(`${name} consumer ${value.cursor}`);
        await gate;
      }
    };
    void consume(a, 'a');
    void consume(b, 'b');
    const of = (name: string) => seen.filter((entry) => entry.startsWith(`${name} `));
    // Both have seen `count` rows, and a consumer that took the last of them is back at its gate or waiting.
    const seenBoth = async (count: number) => {
      await until(() => of('a').length >= count && of('b').length >= count, `${count} rows each`);
      await new Promise((resolve) => setImmediate(resolve));
    };
    upTo = 2;
    await cohort.wake();
    close();
    upTo = 5;
    await cohort.wake(); // 3 goes to the consumers, which stay busy: 4 and 5 wait behind it
    await seenBoth(3);
    expect(of('a')).toEqual(['a lane 1', 'a lane 2', 'a consumer 3']);
    open();
    await seenBoth(5); // they take 4 and 5, then wait with nothing queued
    close();
    upTo = 8;
    await cohort.wake(); // b declines 6: its consumer takes it and stays busy, so 7 and 8 wait behind it
    open();
    await seenBoth(8);
    // a: 1, 2 through the lane; 3 to the consumer, 4 and 5 behind it; then the lane again once it waits.
    expect(of('a')).toEqual(['a lane 1', 'a lane 2', 'a consumer 3', 'a consumer 4', 'a consumer 5', 'a lane 6', 'a lane 7', 'a lane 8']);
    expect(of('b')).toEqual(['b lane 1', 'b lane 2', 'b consumer 3', 'b consumer 4', 'b consumer 5', 'b consumer 6', 'b consumer 7', 'b consumer 8']);
    expect(renders).toEqual([1, 2, 3, 4, 5, 6, 7, 8]); // once per row for the two lanes of one key
    a.end();
    b.end();
  });

  it('hands the row that ends a feed to its consumer, which ends, and renders each key apart', async () => {
    const rows = [
      { cursor: 1, end: false },
      { cursor: 2, end: true },
    ];
    const read = async (after: number) => rows.filter((row) => row.cursor > after);
    type Ending = { cursor: number; end: boolean };
    const cohort = new Cohort<Ending, number>(
      read,
      (a, b) => a - b,
      (error) => {
        throw error;
      },
    );
    const subscribers = [subscribe(cohort, 0, read), subscribe(cohort, 0, read)];
    const written: string[] = [];
    const rendered: string[] = [];
    const feeds = subscribers.map((subscriber, i) => {
      const feed = new EndingAfter(subscriber, (row) => row.end);
      feed.directLane({
        key: `key ${i}`,
        render: async (row) => {
          rendered.push(`${i}:${row.cursor}`);
          return row;
        },
        write: (row) => {
          written.push(`${i}:${(row as Ending).cursor}`);
          return true;
        },
      });
      return feed;
    });
    const taken = feeds.map((feed) => feed.next()); // each consumer waits
    await cohort.wake();
    expect(written).toEqual(['0:1', '1:1']);
    expect(rendered).toEqual(['0:1', '1:1']); // two keys: two renders of row 1; row 2 is not rendered for a lane
    for (const next of taken) expect(await next).toEqual({ value: rows[1], done: false }); // the consumer takes the end
    for (const feed of feeds) expect(await feed.next()).toEqual({ value: undefined, done: true });
    expect(cohort.subscribers.size).toBe(0);
  });

  it('hands a row whose lane throws to the consumer, and goes on with the others', async () => {
    const rows: Row[] = [{ cursor: 1 }];
    const read = async (after: number) => rows.filter((row) => row.cursor > after);
    const cohort = new Cohort<Row, number>(
      read,
      (a, b) => a - b,
      (error) => {
        throw error;
      },
    );
    const [broken, sound] = [subscribe(cohort, 0, read), subscribe(cohort, 0, read)];
    const written: number[] = [];
    broken.directLane({
      key: 'k',
      render: async (row) => row,
      write: () => {
        throw new Error('the socket broke');
      },
    });
    sound.directLane({ key: 'k', render: async (row) => row, write: (row) => written.push((row as Row).cursor) > 0 });
    const taken = [broken.next(), sound.next()];
    await cohort.wake();
    expect(await taken[0]).toEqual({ value: rows[0], done: false });
    expect(written).toEqual([1]);
    broken.end();
    sound.end();
    expect(await taken[1]).toEqual({ value: undefined, done: true }); // it never reached the consumer
  });
});
