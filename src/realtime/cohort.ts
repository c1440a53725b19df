// All subscribers of one feed (a session, a workspace) in this process. A wake-up runs one query from the
// lowest live cursor and hands each row to every subscriber; wake-ups that arrive while a read is running fold into
// one more read, so a burst of notifications costs a few queries, not one per notification.
//
// The rows go out in slices of subscribers. What a delivery sets off (the subscription's execution, its frame) runs
// in the microtasks after its slice; once they have run (process.nextTick comes after them), and if the fan-out has
// held the event loop for DELIVERY_TURN_MS, it lets the loop serve I/O (setImmediate) before the next slice. Without
// that, a thousand deliveries would run as one block and every request waiting on the database (the writer of the
// event among them) would wait for the last subscriber. Each subscriber still gets the rows in order, each once: it
// takes them in the order they are offered and drops any at or before its cursor.
//
// Subscribers with a lane (subscriber.ts) go first: each row is rendered once per lane key and written to each of
// them (no microtasks follow a write; the loop lets I/O through as often); those without take offers in slices.
import type { Row, Subscriber } from './subscriber.ts';

export const READ_BATCH = 500;
/** Subscribers offered the rows together, before the time the fan-out has held the event loop is checked. */
export const DELIVERY_SLICE = 4;
/** How long a fan-out holds the event loop at most (about: one slice more) before it lets I/O through. */
export const DELIVERY_TURN_MS = 0.1;

const afterMicrotasks = () => new Promise<void>((resolve) => process.nextTick(resolve));
const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve));

export class Cohort<T extends Row<C>, C> {
  readonly subscribers = new Set<Subscriber<T, C>>();
  private reading: Promise<void> | null = null;
  private again = false;
  private readonly read: (after: C, limit: number) => Promise<T[]>;
  private readonly compare: (a: C, b: C) => number;
  private readonly onError: (error: unknown) => void;

  constructor(read: (after: C, limit: number) => Promise<T[]>, compare: (a: C, b: C) => number, onError: (error: unknown) => void) {
    this.read = read;
    this.compare = compare;
    this.onError = onError;
  }

  /** The highest cursor every live subscriber has reached, or null when none is live. */
  private lowestCursor(): C | null {
    let lowest: C | null = null;
    for (const subscriber of this.subscribers) {
      if (subscriber.live && (lowest === null || this.compare(subscriber.cursor, lowest) < 0)) lowest = subscriber.cursor;
    }
    return lowest;
  }

  /** True when some live subscriber has not reached `cursor` yet. */
  isBehind(cursor: C): boolean {
    const lowest = this.lowestCursor();
    return lowest !== null && this.compare(lowest, cursor) < 0;
  }

  wake(): Promise<void> {
    if (this.reading) {
      this.again = true;
      return this.reading;
    }
    this.reading = this.readUntilCaughtUp()
      .catch(this.onError)
      .finally(() => {
        this.reading = null;
      });
    return this.reading;
  }

  private async readUntilCaughtUp(): Promise<void> {
    for (;;) {
      this.again = false;
      const from = this.lowestCursor();
      if (from === null) return;
      const rows = await this.read(from, READ_BATCH);
      // Only subscribers at or past `from` may take these rows; one that joined behind it during the read would get
      // a gap. It is served by the next round (joining sets `again`).
      const covered = [...this.subscribers].filter((subscriber) => this.compare(subscriber.cursor, from) >= 0);
      const turns = new Turns();
      const { laned, offered } = byLane(covered);
      for (const row of rows) {
        for (const group of laned) {
          const rendered = await group[0]!.render(row);
          for (let i = 0; i < group.length; i++) {
            if (i % DELIVERY_SLICE === 0) await turns.letIoThrough();
            group[i]!.take(row, rendered);
          }
        }
      }
      for (let start = 0; start < offered.length; start += DELIVERY_SLICE) {
        if (start > 0) {
          await afterMicrotasks();
          await turns.letIoThrough();
        }
        const slice = offered.slice(start, start + DELIVERY_SLICE);
        for (const row of rows) for (const subscriber of slice) subscriber.offer(row);
      }
      if (rows.length < READ_BATCH && !this.again) return;
    }
  }
}

/** A fan-out's hold on the event loop: I/O goes through once it has held it DELIVERY_TURN_MS. */
class Turns {
  private started = performance.now();

  async letIoThrough(): Promise<void> {
    if (performance.now() - this.started < DELIVERY_TURN_MS) return;
    await yieldToIo();
    this.started = performance.now();
  }
}

/** Subscribers with a lane, grouped by its key (each group renders a row once), and the others. */
function byLane<S extends { laneKey: string | null }>(subscribers: readonly S[]): { laned: S[][]; offered: S[] } {
  const groups = new Map<string, S[]>();
  const offered: S[] = [];
  for (const subscriber of subscribers) {
    const key = subscriber.laneKey;
    if (key === null) offered.push(subscriber);
    else {
      const group = groups.get(key);
      if (group) group.push(subscriber);
      else groups.set(key, [subscriber]);
    }
  }
  return { laned: [...groups.values()], offered };
}
