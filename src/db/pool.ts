// The pool Kysely reserves its connections from: `max` postgres.js instances of one connection each, and our own
// queue of the requests waiting for one. postgres.js 3.4.9's own `reserve()` strands a reservation for good when it
// waits while connections fail and come back (porsager/postgres#1195: a waiting reservation handed to a reconnect is
// dropped once that reconnect succeeds; one refused by a failed connect stays queued and later takes a connection
// that then belongs to no one). During a failover, that left a request unanswered for as long as it waited. Here
// postgres.js is only asked to reserve a connection it has open: a slot whose connection may be closed is first opened
// with a plain query (its ordinary path, which settles every query), and a wait for a slot is ours, bounded, and
// answered truthfully: DATABASE_UNAVAILABLE when the database does not answer, SERVER_BUSY when it does and every
// connection is in use by other requests (an overloaded server must not claim its database is down).
import type postgres from 'postgres';
import { ServerBusyError } from '../errors/availability.ts';

/**
 * A connection reserved: `handBack` gives its slot back once the connection is released (`reusable`), or left to close
 * (lost, or ended because it found itself read-only): the slot's instance then opens a new one, on the next host of
 * the URL first, when the slot is next taken.
 */
export type Reservation = { reserved: postgres.ReservedSql; handBack: (reusable: boolean) => void };

export type Pool = {
  /** A connection of its own; rejects after `waitMs` without one (SERVER_BUSY, or DATABASE_UNAVAILABLE's CONNECT_TIMEOUT). */
  reserve: () => Promise<Reservation>;
  end: (options?: { timeout?: number }) => Promise<void>;
};

export type PoolOptions = {
  max: number;
  /** Longest a reservation may wait, for a free connection and for opening it. */
  waitMs: number;
  /** A new postgres.js instance of one connection; `onclose` is told when that connection closes. */
  open: (onclose: () => void) => postgres.Sql;
  /** Whether the database answers now (for a reservation that waited its bound: a database down, or a busy server). */
  answers: () => Promise<boolean>;
};

/** `opening`: the query opening its connection, while it runs (ending the instance then would fail postgres.js's own
 * fetch of the array types, which nothing awaits: an unhandled rejection). */
type Slot = { sql: postgres.Sql; open: boolean; taken: boolean; opening: Promise<unknown> | null };
type Waiter = { take: (slot: Slot) => void };

const late = Symbol('late');
const failed = Symbol('failed');

export function createPool(options: PoolOptions): Pool {
  const slots: Slot[] = Array.from({ length: options.max }, () => fresh());
  const waiting: Waiter[] = [];
  let ended = false;

  function fresh(): Slot {
    const slot: Slot = { sql: null as unknown as postgres.Sql, open: false, taken: false, opening: null };
    slot.sql = options.open(() => {
      slot.open = false;
    });
    return slot;
  }

  /** The slot back to the next waiter, or free. */
  function give(slot: Slot) {
    const next = waiting.shift();
    if (next) return next.take(slot);
    slot.taken = false;
  }

  /** A slot's instance ended, a new one in its place given on: its connection did not open, or was not handed over, in time. */
  function replace(slot: Slot) {
    void endOnceOpened(slot, 30_000, 0);
    const index = slots.indexOf(slot);
    if (index < 0 || ended) return;
    const replacement = fresh();
    replacement.taken = true;
    slots[index] = replacement;
    give(replacement);
  }

  async function slotWithin(deadline: number): Promise<Slot> {
    const free = slots.find((slot) => !slot.taken && slot.open) ?? slots.find((slot) => !slot.taken);
    if (free) {
      free.taken = true;
      return free;
    }
    // Taken off the queue by the timer itself, so no slot is handed to a waiter that stopped waiting.
    const slot = await new Promise<Slot | null>((resolve) => {
      const waiter: Waiter = {
        take: (slot) => {
          clearTimeout(timer);
          resolve(slot);
        },
      };
      const timer = setTimeout(
        () => {
          waiting.splice(waiting.indexOf(waiter), 1);
          resolve(null);
        },
        Math.max(0, deadline - performance.now()),
      );
      waiting.push(waiter);
    });
    if (slot) return slot;
    throw (await options.answers()) ? new ServerBusyError(options.waitMs) : unavailableWithin(options.waitMs);
  }

  /** `work`'s value, or `late` once the deadline passes first (`work` is left running). */
  async function byDeadline<T>(work: Promise<T>, deadline: number): Promise<T | typeof late> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<typeof late>((resolve) => {
      timer = setTimeout(() => resolve(late), Math.max(0, deadline - performance.now()));
    });
    try {
      return await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * The slot's connection opened by a query of its own (postgres.js settles a query whatever its connection does),
   * tried twice: postgres.js 3.4.9 may fail a reopened connection's first query with the FATAL that ended the one
   * before (a backend terminated). An opening that outlives the deadline keeps its slot until it settles (an instance
   * ended while it tries host after host would go on trying), or for 30 s more.
   */
  async function opened(slot: Slot, deadline: number): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const opening = slot.sql`select 1`.execute();
      slot.opening = opening;
      const settled = () => {
        if (slot.opening === opening) slot.opening = null;
      };
      void opening.then(settled, settled);
      const answer = await byDeadline(opening, deadline).catch((error: unknown) => {
        if (attempt < 2 && performance.now() < deadline) return failed;
        give(slot);
        throw error;
      });
      if (answer === failed) continue;
      if (answer === late) {
        void byDeadline(opening, performance.now() + 30_000).then(
          () => replace(slot),
          () => replace(slot),
        );
        throw unavailableWithin(options.waitMs);
      }
      slot.open = true;
      return;
    }
  }

  return {
    reserve: async () => {
      if (ended) throw Object.assign(new Error('the pool has ended'), { code: 'CONNECTION_ENDED' });
      const deadline = performance.now() + options.waitMs;
      const slot = await slotWithin(deadline);
      if (!slot.open) await opened(slot, deadline);
      // Open: postgres.js hands it over at once. If it does not (it closed just now), the instance is replaced.
      const reserving = slot.sql.reserve();
      const reserved = await byDeadline(reserving, Math.min(deadline, performance.now() + 1_000)).catch((error: unknown) => {
        replace(slot);
        throw error;
      });
      if (reserved === late) {
        void reserving.then(
          (given) => given.release(),
          () => {},
        );
        replace(slot);
        throw unavailableWithin(options.waitMs);
      }
      let handedBack = false;
      return {
        reserved,
        handBack: (reusable) => {
          if (handedBack) return;
          handedBack = true;
          if (!reusable) slot.open = false;
          give(slot);
        },
      };
    },
    end: async ({ timeout } = {}) => {
      ended = true;
      await Promise.all(slots.map((slot) => endOnceOpened(slot, 2_000, timeout)));
    },
  };
}

/** Ends the slot's instance once the query opening its connection has settled (or after `waitMs`). */
async function endOnceOpened(slot: Slot, waitMs: number, timeout: number | undefined): Promise<void> {
  if (slot.opening) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([slot.opening.catch(() => {}), new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
  }
  await slot.sql.end(timeout === undefined ? {} : { timeout }).catch(() => {});
}

function unavailableWithin(ms: number): Error {
  return Object.assign(new Error(`no database connection within ${ms} ms`), { code: 'CONNECT_TIMEOUT' });
}
