// The one LISTEN connection of this process. postgres.js keeps it on a dedicated connection, reconnects after a
// drop and calls `onlisten` again each time; the hub then re-reads every feed, which covers the gap.
import type { Sql } from '../db/client.ts';
import { decodeNotice, EVENTS_CHANNEL } from '../events/event.channel.ts';
import type { Logger } from '../logger.ts';
import type { Hub } from './hub.ts';

export type FeedOptions = { sql: Sql; hub: Hub; logger: Logger; pollIntervalMs: number };

export async function startEventFeed({ sql, hub, logger, pollIntervalMs }: FeedOptions) {
  let listens = 0;
  const { unlisten } = await sql.listen(
    EVENTS_CHANNEL,
    (payload) => hub.notify(decodeNotice(payload)),
    () => {
      if (listens++ > 0) logger.info('LISTEN connection re-established; catching every subscriber up');
      hub.resync();
    },
  );
  // The safety net: a notification lost anywhere still arrives within one poll interval.
  const poll = setInterval(() => hub.resync(), pollIntervalMs);
  poll.unref();
  return {
    /** How many times LISTEN was (re)established. */
    listens: () => listens,
    stop: async () => {
      clearInterval(poll);
      await unlisten().catch(() => {});
    },
  };
}

export type EventFeed = Awaited<ReturnType<typeof startEventFeed>>;
