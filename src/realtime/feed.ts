// The one LISTEN connection of this process (db/listener.ts: it listens again by itself after a drop, an outage or a
// failover); each time it listens again the hub re-reads every feed, which covers the gap. It also carries the
// readiness probe's channel (db/listen-probe.ts).
import type { ConnectionSettings } from '../db/client.ts';
import type { ListenProbe } from '../db/listen-probe.ts';
import { READY_CHANNEL } from '../db/listen-probe.ts';
import { startListener } from '../db/listener.ts';
import { decodeNotice, EVENTS_CHANNEL } from '../events/event.channel.ts';
import type { Logger } from '../logger.ts';
import type { Hub } from './hub.ts';

export type FeedOptions = {
  url: string;
  settings?: ConnectionSettings;
  hub: Hub;
  /** The readiness probe, whose channel this connection listens on too. */
  probe?: ListenProbe;
  logger: Logger;
  pollIntervalMs: number;
  backoffMs?: (attempt: number) => number;
  /** More channels this connection listens on, and what each is told; `onListen` too, each time it listens (again). */
  more?: { channels: Record<string, (payload: string) => void>; onListen: () => void };
};

export async function startEventFeed({ url, settings, hub, probe, logger, pollIntervalMs, backoffMs, more }: FeedOptions) {
  let listens = 0;
  const listener = await startListener({
    url,
    ...(settings && { settings }),
    ...(backoffMs && { backoffMs }),
    channels: { [EVENTS_CHANNEL]: (payload) => hub.notify(decodeNotice(payload)), ...(probe && { [READY_CHANNEL]: probe.hear }), ...more?.channels },
    onListen: () => {
      more?.onListen();
      if (listens++ > 0) logger.info('LISTEN connection re-established; catching every subscriber up');
      hub.resync();
    },
    onTrouble: (message, error) => logger.warn(message, ...(error === undefined ? [] : [error])),
    onRecovered: (message) => logger.info(message),
  });
  // The safety net: a notification lost anywhere still arrives within one poll interval.
  const poll = setInterval(() => hub.resync(), pollIntervalMs);
  poll.unref();
  return {
    /** True while the LISTEN connection listens on a primary. */
    listening: listener.listening,
    /** How many times LISTEN was (re)established. */
    listens: listener.listens,
    stop: async () => {
      clearInterval(poll);
      await listener.stop();
    },
  };
}

export type EventFeed = Awaited<ReturnType<typeof startEventFeed>>;
