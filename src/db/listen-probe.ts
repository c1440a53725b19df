// Is the LISTEN connection delivering? postgres.js keeps one listening connection per pool (the event feed's), so a
// NOTIFY sent on a private channel and heard back through it proves the whole path works, end to end.
import { randomUUID } from 'node:crypto';
import type { Sql } from './client.ts';

const CHANNEL = 'savepoint_ready';

export type ListenProbe = { check: (timeoutMs: number) => Promise<boolean>; stop: () => Promise<void> };

export async function startListenProbe(sql: Sql): Promise<ListenProbe> {
  const waiting = new Map<string, () => void>();
  const { unlisten } = await sql.listen(CHANNEL, (payload) => waiting.get(payload)?.());
  return {
    check: async (timeoutMs) => {
      const token = randomUUID();
      let timer: NodeJS.Timeout | undefined;
      const heard = new Promise<boolean>((resolve) => {
        waiting.set(token, () => resolve(true));
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      try {
        await sql`select pg_notify(${CHANNEL}, ${token})`;
        return await heard;
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
        waiting.delete(token);
      }
    },
    stop: () => unlisten().catch(() => {}),
  };
}
