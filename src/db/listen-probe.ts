// Is the LISTEN connection delivering? A NOTIFY sent through the pool on a private channel and heard back through the
// LISTEN connection (listener.ts, which listens on READY_CHANNEL too) proves the whole path works, end to end.
import { randomUUID } from 'node:crypto';
import type { Sql } from './client.ts';

export const READY_CHANNEL = 'savepoint_ready';

export type ListenProbe = {
  /** The handler of READY_CHANNEL's notifications, for the listener. */
  hear: (payload: string) => void;
  /** True when a notification sent now comes back within `timeoutMs`. */
  check: (timeoutMs: number) => Promise<boolean>;
};

export function createListenProbe(sql: Sql): ListenProbe {
  const waiting = new Map<string, () => void>();
  return {
    hear: (payload) => waiting.get(payload)?.(),
    check: async (timeoutMs) => {
      const token = randomUUID();
      let timer: NodeJS.Timeout | undefined;
      const heard = new Promise<boolean>((resolve) => {
        waiting.set(token, () => resolve(true));
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      try {
        const sent = sql`select pg_notify(${READY_CHANNEL}, ${token})`;
        sent.catch(() => {}); // a NOTIFY that fails is never heard: the timeout answers
        return await heard;
      } finally {
        clearTimeout(timer);
        waiting.delete(token);
      }
    },
  };
}
