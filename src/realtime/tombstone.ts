// A deleted session's feed ends: its tombstone (events/tombstone.ts) is the last item a subscriber gets, then the
// subscription completes, live or replayed from an old cursor alike. So a client that resubscribes after a deletion
// reads the tombstone once and stops, instead of meeting "not found" on every retry.
import { isTombstone } from '../events/tombstone.ts';
import type { Lane } from './subscriber.ts';

/** A feed a lane can write past (subscriber.ts): a Subscriber, or a feed over one that passes its rows on as they are. */
export type Laned<T> = { directLane: (lane: Lane<T>) => void };

/** Passes items on until one that `ends` (included), then completes and lets the source go. */
export class EndingAfter<T> implements AsyncIterableIterator<T> {
  private ended = false;
  private readonly source: AsyncIterableIterator<T>;
  private readonly ends: (item: T) => boolean | Promise<boolean>;

  constructor(source: AsyncIterableIterator<T>, ends: (item: T) => boolean | Promise<boolean>) {
    this.source = source;
    this.ends = ends;
  }

  async next(): Promise<IteratorResult<T>> {
    if (this.ended) return { value: undefined, done: true };
    const result = await this.source.next();
    if (result.done) return result;
    const ends = this.ends(result.value); // awaited only when it is a promise: one hop less per delivery
    if (typeof ends === 'boolean' ? ends : await ends) {
      this.ended = true;
      await this.source.return?.();
    }
    return result;
  }

  /** Its source's rows may go through a lane, but for the one that ends it: that one goes to the consumer, which ends. */
  directLane(lane: Lane<T>): void {
    const source = this.source as Partial<Laned<T>>;
    source.directLane?.({ ...lane, render: (row) => (this.ends(row) === false ? lane.render(row) : Promise.resolve(null)) });
  }

  async return(): Promise<IteratorResult<T>> {
    this.ended = true;
    await this.source.return?.();
    return { value: undefined, done: true };
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}

/** A session's feed, ending with its tombstone. */
export function endingAtTombstone<T extends { type: string }>(feed: AsyncIterableIterator<T>): AsyncIterableIterator<T> {
  return new EndingAfter(feed, isTombstone);
}
