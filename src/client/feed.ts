// A feed (sessionEvents, workspaceEvents, messageAdded) followed from a cursor: when the subscription ends (the server
// completes every subscription when it shuts down) or its socket drops, it is made again from the last cursor
// delivered, until the server is back; an item not past that cursor is a repeat and skipped. So nothing is missed
// and nothing comes twice, across reconnects and restarts of the server. A refusal (an unknown id, a revoked token)
// is final.

import type { RequestError } from './request-error.ts';

/** One subscription from `after`, as the transport runs it; returns what ends it. */
export type Subscribe<T> = (after: string | null, on: { item: (item: T) => void; ended: () => void; refused: (error: RequestError) => void }) => () => void;

export type FollowOptions<T> = {
  /**
   * The cursor of the last item you have ("0": from the first; null: where the feed starts without one, e.g. an
   * agent's oldest pending command). Keep `cursor()` somewhere durable to go on after your own restart.
   */
  after: string | null;
  onItem: (item: T) => void;
  /** How long to wait before subscribing again once the feed ended or its connection dropped; default 1,000 ms. */
  retryMs?: number;
};

export type Feed = {
  /** The cursor of the last item delivered (`after` until one is). */
  cursor: () => string | null;
  stop: () => void;
  /** Settles when the feed ends for good: with the refusal that ended it, or null once stop() was called. */
  ended: Promise<RequestError | null>;
};

/** Whether cursor `a` comes after cursor `b`. Cursors are whole numbers; one that is not (a legacy cursor) is taken as new. */
export function isPast(a: string, b: string): boolean {
  const whole = /^\d+$/;
  return !whole.test(a) || !whole.test(b) || BigInt(a) > BigInt(b);
}

export function follow<T extends { cursor: string }>(subscribe: Subscribe<T>, { after, onItem, retryMs = 1_000 }: FollowOptions<T>): Feed {
  let cursor = after;
  let unsubscribe = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let end: (error: RequestError | null) => void = () => {};
  const ended = new Promise<RequestError | null>((resolve) => {
    end = resolve;
  });
  const start = () => {
    let over = false; // this subscription's; a late callback of an ended one changes nothing
    unsubscribe = subscribe(cursor, {
      item: (item) => {
        if (over || stopped || (cursor !== null && !isPast(item.cursor, cursor))) return;
        cursor = item.cursor;
        onItem(item);
      },
      ended: () => {
        if (over || stopped) return;
        over = true;
        timer = setTimeout(start, retryMs);
      },
      refused: (error) => {
        if (over || stopped) return;
        over = stopped = true;
        end(error);
      },
    });
  };
  start();
  return {
    cursor: () => cursor,
    stop: () => {
      if (!stopped) end(null);
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
    },
    ended,
  };
}
