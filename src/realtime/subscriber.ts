// One live subscription: an async iterator over rows after a cursor, with a bounded queue.
// The hub pushes rows while the queue has room; past the cap the subscriber stops taking pushes and, once its
// consumer catches up, reads on from its own cursor (the table is the source of truth), then rejoins the live feed.
// So a slow consumer costs a bounded queue, never unbounded memory, and never loses or repeats a row.
//
// A lane (graphql/websocket-writes.ts, given through use-shared-subscription-results.ts) writes rows straight to the
// subscription's client while its consumer waits with nothing queued: the consumer (graphql-ws's loop, which runs the
// subscription's execution and result hooks and sends its frame, each delivery a dozen promise hops) is passed by. The
// cohort renders a row once for all the lanes of one key and hands each lane the rendered row; a row a lane cannot
// write (a result with errors, a client that is behind, a row that ends the feed) goes to the consumer as before, and
// the rows after it follow it there until the consumer waits again with nothing queued: order is kept either way.

export type Row<C> = { cursor: C };

/** A way to write rows straight to a subscription's client (see above). */
export type Lane<T> = {
  /** Lanes of one key render a row alike (the same operation, variables and token): it is rendered once for them. */
  key: string;
  /** The row as this key's clients read it; null when it must go through the consumer. */
  render: (row: T) => Promise<unknown>;
  /** Writes a rendered row to the client; false when it cannot now (then the consumer takes the row). */
  write: (rendered: unknown) => boolean;
};

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
  private lane: Lane<T> | null = null;

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

  /** Writes rows through `lane` from now on, whenever the consumer waits with nothing queued. */
  directLane(lane: Lane<T>): void {
    this.lane = lane;
  }

  /** The key of its lane (null: it has none). */
  get laneKey(): string | null {
    return this.lane?.key ?? null;
  }

  /** Renders a row as its lane's clients read it (null: through the consumer), once for all the lanes of its key. */
  render(row: T): Promise<unknown> {
    return this.lane ? this.lane.render(row).catch(() => null) : Promise.resolve(null);
  }

  /**
   * As offer, with the row `rendered` by a lane of its key: written through its own lane while the consumer waits with
   * nothing queued and the lane takes it, else offered to the consumer.
   */
  take(row: T, rendered: unknown): void {
    if (this.closed || this.overflowed || this.options.compare(row.cursor, this.cursor) <= 0) return;
    if (rendered !== null && this.lane && this.waiting && this.queue.length === 0 && this.wrote(this.lane, rendered)) {
      this.cursor = row.cursor;
      return;
    }
    this.offer(row);
  }

  /** Whether the lane wrote it (one that throws wrote nothing: the consumer takes the row, the other lanes go on). */
  private wrote(lane: Lane<T>, rendered: unknown): boolean {
    try {
      return lane.write(rendered);
    } catch {
      return false;
    }
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
