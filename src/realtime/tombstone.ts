// A deleted session's feed ends: its tombstone (events/tombstone.ts) is the last item a subscriber gets, then the
// subscription completes, live or replayed from an old cursor alike. So a client that resubscribes after a deletion
// reads the tombstone once and stops, instead of meeting "not found" on every retry.
import { isTombstone } from '../events/tombstone.ts';

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
