// The process's one LISTEN connection, kept listening on a primary whatever happens to the database. postgres.js's
// own `sql.listen` re-listens once after a drop and gives up if that fails (the database still down, or the
// connection landing on a standby in recovery, where LISTEN is refused): nothing would ever retry. Here each attempt
// opens a connection of its own, checks it is on a primary (`pg_is_in_recovery()`), LISTENs on every channel, and on
// any failure, or once a listening connection closes, tries again after a backoff, until it listens again.
import postgres from 'postgres';
import { type ConnectionSettings, connectionSettings } from './client.ts';

export type ListenerOptions = {
  url: string;
  /** One handler per channel; the channels are fixed when the listener starts. */
  channels: Record<string, (payload: string) => void>;
  /** Called each time the connection listens (again): what was notified meanwhile was missed, so read again. */
  onListen: () => void;
  /** Told once per outage: when listening stops, or a first attempt to listen (again) fails. */
  onTrouble: (message: string, error?: unknown) => void;
  /** Told when the connection listens again after failed attempts. */
  onRecovered: (message: string) => void;
  /** Milliseconds before attempt n + 1 (default: 100 ms doubling up to 1 s, with jitter). */
  backoffMs?: (attempt: number) => number;
  settings?: ConnectionSettings;
};

export type Listener = {
  /** True while a connection to a primary listens on every channel. */
  listening: () => boolean;
  /** How many times the connection has listened (the first time included). */
  listens: () => number;
  stop: () => Promise<void>;
};

const defaultBackoff = (attempt: number) => Math.min(1_000, 100 * 2 ** attempt) * (0.5 + Math.random() / 2);

/** Starts listening; resolves once the first attempt has ended, listening or not (later attempts follow by themselves). */
export async function startListener(options: ListenerOptions): Promise<Listener> {
  const backoff = options.backoffMs ?? defaultBackoff;
  const names = Object.keys(options.channels);
  let current: unknown = null;
  let live = false;
  let listens = 0;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  async function attempt(): Promise<void> {
    if (stopped) return;
    const opened = postgres(options.url, {
      ...connectionSettings(options.settings),
      max: 1,
      idle_timeout: undefined,
      max_lifetime: null,
      fetch_types: false,
      // Not in postgres.js's types, but what its connections call with each notification.
      ...({ onnotify: (channel: string, payload: string) => options.channels[channel]?.(payload) } as object),
      onclose: () => {
        if (current !== opened || !live) return; // an attempt's own failure is handled where it fails
        live = false;
        options.onTrouble('the LISTEN connection closed; listening again as soon as a primary answers');
        void opened.end({ timeout: 0 }).catch(() => {});
        current = null;
        schedule();
      },
    });
    current = opened;
    try {
      const [row] = await opened<{ recovery: boolean }[]>`select pg_is_in_recovery() as recovery`;
      if (row?.recovery) throw new Error('connected to a standby in recovery, where LISTEN is refused');
      await opened.unsafe(names.map((name) => `listen "${name.replace(/"/g, '""')}"`).join('; '));
      if (stopped || current !== opened) return;
      live = true;
      listens++;
      if (failures > 0) options.onRecovered(`listening again after ${failures} failed attempt(s)`);
      failures = 0;
      options.onListen();
    } catch (error) {
      if (current === opened) current = null;
      await opened.end({ timeout: 0 }).catch(() => {});
      if (failures++ === 0) options.onTrouble('could not LISTEN; retrying with backoff until a primary answers', error);
      schedule();
    }
  }

  function schedule() {
    if (stopped) return;
    clearTimeout(retry);
    retry = setTimeout(() => void attempt(), backoff(failures));
  }

  await attempt();
  return {
    listening: () => live,
    listens: () => listens,
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      live = false;
      const closing = current as { end: (options: { timeout: number }) => Promise<void> } | null;
      current = null;
      await closing?.end({ timeout: 1 }).catch(() => {});
    },
  };
}
