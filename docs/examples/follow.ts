// Follows a Savepoint feed (sessionEvents, workspaceEvents, messageAdded) from a cursor, over any client: when the
// subscription ends (the server completes it when it shuts down) or its connection drops, it subscribes again from
// the last cursor delivered, until the server is back. A GraphQL error (an unknown id, a revoked token) is final.

/** One subscription from `after`, as a client runs it; returns what unsubscribes it. */
export type Subscribe<T> = (after: string, on: { item: (edge: T) => void; ended: () => void; refused: (error: unknown) => void }) => () => void;

export type FollowOptions = { retryMs?: number; onRefused?: (error: unknown) => void };

export function follow<T extends { cursor: string }>(
  subscribe: Subscribe<T>,
  after: string, // '0': the whole feed, then live. Keep the cursor somewhere durable to survive your own restart.
  onItem: (edge: T) => void,
  { retryMs = 1_000, onRefused = (error: unknown) => console.error(error) }: FollowOptions = {},
) {
  let cursor = after;
  let unsubscribe = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const start = () => {
    let over = false;
    unsubscribe = subscribe(cursor, {
      item: (edge) => {
        // Cursors are whole numbers: one not past the last delivered is a repeat (urql delivers the last item again
        // when a subscription completes).
        if (over || Number(edge.cursor) <= Number(cursor)) return;
        cursor = edge.cursor;
        onItem(edge);
      },
      ended: () => {
        if (over || stopped) return;
        over = true;
        timer = setTimeout(start, retryMs);
      },
      refused: (error) => {
        if (over || stopped) return;
        over = true;
        onRefused(error);
      },
    });
  };
  start();
  return {
    cursor: () => cursor,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
    },
  };
}
