// The process-wide fan-out. NOTIFY (see feed.ts) only rings the bell; the hub re-reads the event table by cursor,
// once per session (or workspace) per wake-up, shared by all of its subscribers. On every (re)listen and on a slow
// safety poll every cohort reads again, so a lost notification costs latency, never an event.
import type { Db } from '../db/client.ts';
import type { SessionEvent } from '../db/database.ts';
import type { EventsNotice } from '../events/event.channel.ts';
import { currentWorkspaceCursor, findSessionHead, listSessionEvents, listWorkspaceEventsAfter, type WorkspaceCursor } from '../events/event.queries.ts';
import type { Logger } from '../logger.ts';
import { Cohort } from './cohort.ts';
import { Subscriber } from './subscriber.ts';

export type SessionFeedItem = SessionEvent & { cursor: number };
export type WorkspaceFeedItem = SessionEvent & { cursor: WorkspaceCursor };

export type HubOptions = { db: Db; logger: Logger; bufferSize: number };

export type Hub = ReturnType<typeof createHub>;

const compareSeq = (a: number, b: number) => a - b;
const compareWorkspace = (a: WorkspaceCursor, b: WorkspaceCursor) => (a.tx === b.tx ? a.id - b.id : a.tx < b.tx ? -1 : 1);

export function createHub({ db, logger, bufferSize }: HubOptions) {
  const sessions = new Map<string, Cohort<SessionFeedItem, number>>();
  const workspaces = new Map<string, Cohort<WorkspaceFeedItem, WorkspaceCursor>>();
  const onError = (error: unknown) => logger.warn('realtime read failed; the next wake-up or poll retries', error);

  const readSession = (sessionId: string) => async (after: number, limit: number) =>
    (await listSessionEvents(db, { sessionId, afterSeq: after, limit })).map((event) => ({ ...event, cursor: event.seq }));
  const readWorkspace = (workspaceId: string) => async (after: WorkspaceCursor, limit: number) =>
    (await listWorkspaceEventsAfter(db, workspaceId, after, limit)).map(({ tx, ...event }) => ({ ...event, cursor: { tx: BigInt(tx), id: event.id } }));

  function join<T extends { cursor: C }, C>(
    cohorts: Map<string, Cohort<T, C>>,
    key: string,
    read: (after: C, limit: number) => Promise<T[]>,
    compare: (a: C, b: C) => number,
    cursor: C,
    tokenId: string,
  ): Subscriber<T, C> {
    let cohort = cohorts.get(key);
    if (!cohort) {
      cohort = new Cohort(read, compare, onError);
      cohorts.set(key, cohort);
    }
    const owner = cohort;
    const subscriber = new Subscriber<T, C>({
      cursor,
      tokenId,
      bufferSize,
      compare,
      pull: read,
      rejoin: () => void owner.wake(),
      onClose: () => {
        owner.subscribers.delete(subscriber);
        if (owner.subscribers.size === 0 && cohorts.get(key) === owner) cohorts.delete(key);
      },
    });
    owner.subscribers.add(subscriber);
    void owner.wake(); // the backlog after the cursor, then live
    return subscriber;
  }

  function allCohorts() {
    return [...sessions.values(), ...workspaces.values()];
  }

  return {
    /** Events of a session after `afterSeq` (null: from now on), in sequence order, each exactly once. */
    async sessionEvents(sessionId: string, afterSeq: number | null, tokenId: string) {
      const cursor = afterSeq ?? (await findSessionHead(db, sessionId));
      return join(sessions, sessionId, readSession(sessionId), compareSeq, cursor, tokenId);
    },

    /** Events of every session of a workspace, in the order their transactions became final. */
    async workspaceEvents(workspaceId: string, after: WorkspaceCursor | null, tokenId: string) {
      const cursor = after ?? (await currentWorkspaceCursor(db));
      return join(workspaces, workspaceId, readWorkspace(workspaceId), compareWorkspace, cursor, tokenId);
    },

    /** A NOTIFY arrived: wake the cohorts it names (an empty notice wakes all). */
    notify(notice: EventsNotice): void {
      if (notice.e.length === 0) {
        this.resync();
        return;
      }
      for (const [sessionId, lastSeq, workspaceId] of notice.e) {
        const cohort = sessions.get(sessionId);
        if (cohort?.isBehind(lastSeq)) void cohort.wake();
        void workspaces.get(workspaceId)?.wake();
      }
    },

    /** Every cohort reads again: after a (re)listen and on the safety poll. */
    resync(): void {
      for (const cohort of allCohorts()) void cohort.wake();
    },

    /** Token ids that have live subscriptions, for the revocation sweep. */
    activeTokenIds(): string[] {
      const ids = new Set<string>();
      for (const cohort of allCohorts()) for (const subscriber of cohort.subscribers) ids.add(subscriber.tokenId);
      return [...ids];
    },

    /** Ends every subscription made with one of these tokens. */
    endTokens(tokenIds: readonly string[], error: Error): void {
      const revoked = new Set(tokenIds);
      for (const cohort of allCohorts()) {
        for (const subscriber of [...cohort.subscribers]) if (revoked.has(subscriber.tokenId)) subscriber.end(error);
      }
    },

    stats() {
      let subscribers = 0;
      for (const cohort of allCohorts()) subscribers += cohort.subscribers.size;
      return { sessionCohorts: sessions.size, workspaceCohorts: workspaces.size, subscribers };
    },

    /** Completes every subscription (graceful shutdown). */
    close(): void {
      for (const cohort of allCohorts()) for (const subscriber of [...cohort.subscribers]) subscriber.end();
    },
  };
}
