// One live subscription: an async iterator over rows after a cursor, with a bounded queue.
// The hub pushes rows while the queue has room; past the cap the subscriber stops taking pushes and, once its
// consumer catches up, reads on from its own cursor (the table is the source of truth), then rejoins the live feed.
// So a slow consumer costs a bounded queue, never unbounded memory, and never loses or repeats a row.

export type Row<C> = { cursor: C };

export type SubscriberOptions<T extends Row<C>, C> = {
  cursor: C;
  tokenId: string;
  bufferSize: number;
  compare: (a: C, b: C) => number;
  /** Reads rows after a cursor straight from the table (used after an overflow). */
  pull: (after: C, limit: number) => Promise<T[]>;
  /** Asks the hub to look for rows again (after rejoining the live feed). */
  rejoin: () => void;
  onClose: () => void;
};

export class Subscriber<T extends Row<C>, C> implements AsyncIterableIterator<T> {
  cursor: C;
  readonly tokenId: string;
  /** True while the consumer is behind: the hub skips it and it pulls from its cursor itself. */
  overflowed = false;
  private readonly options: SubscriberOptions<T, C>;
  private readonly queue: T[] = [];
  private waiting: { resolve: (result: IteratorResult<T>) => void; reject: (error: unknown) => void } | null = null;
  private closed = false;
  private failure: unknown = null;

  constructor(options: SubscriberOptions<T, C>) {
    this.options = options;
    this.cursor = options.cursor;
    this.tokenId = options.tokenId;
  }

  /** Called by the hub with rows in cursor order; rows at or before the cursor are duplicates and dropped. */
  offer(row: T): void {
    if (this.closed || this.overflowed || this.options.compare(row.cursor, this.cursor) <= 0) return;
    if (this.waiting) {
      const { resolve } = this.waiting;
      this.waiting = null;
      this.cursor = row.cursor;
      resolve({ value: row, done: false });
      return;
    }
    if (this.queue.length >= this.options.bufferSize) {
      this.overflowed = true;
      return;
    }
    this.queue.push(row);
    this.cursor = row.cursor;
  }

  /** Rows waiting for the consumer (never more than the buffer size). */
  get queued(): number {
    return this.queue.length;
  }

  get live(): boolean {
    return !this.closed && !this.overflowed;
  }

  async next(): Promise<IteratorResult<T>> {
    const queued = this.queue.shift();
    if (queued) return { value: queued, done: false };
    if (this.failure) throw this.failure;
    if (this.closed) return { value: undefined, done: true };
    if (this.overflowed) {
      const rows = await this.options.pull(this.cursor, this.options.bufferSize);
      if (this.closed) return this.next();
      if (rows.length > 0) {
        for (const row of rows) this.queue.push(row);
        this.cursor = rows.at(-1)!.cursor;
        return this.next();
      }
      this.overflowed = false;
      this.options.rejoin();
    }
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
    });
  }

  /** Ends the stream: normally (server shutdown) or with an error (token revoked). */
  end(error?: unknown): void {
    if (this.closed) return;
    this.closed = true;
    this.failure = error ?? null;
    this.options.onClose();
    const waiting = this.waiting;
    this.waiting = null;
    if (waiting) {
      if (error) waiting.reject(error);
      else waiting.resolve({ value: undefined, done: true });
    }
  }

  async return(): Promise<IteratorResult<T>> {
    this.queue.length = 0;
    this.end();
    return { value: undefined, done: true };
  }

  async throw(error?: unknown): Promise<IteratorResult<T>> {
    this.end();
    throw error;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}
