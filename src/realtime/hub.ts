// The process-wide fan-out. NOTIFY (see feed.ts) only rings the bell; the hub re-reads the event table by cursor,
// once per session (or workspace) per wake-up, shared by all of its subscribers. On every (re)listen and on a slow
// safety poll every cohort reads again, so a lost notification costs latency, never an event.
//
// Both feeds read "everything after a gap-free counter": a session's seq, a workspace's position (given at commit,
// in commit order: events/event.queries.ts). A counter value is visible only once every smaller one is, so a read
// never has to hold rows back or wait for older transactions, and the NOTIFY of the committing transaction is all
// it takes to wake it: no re-check schedule, nothing stalls behind a transaction that writes no event.
import type { Db } from '../db/client.ts';
import { asRetryLater } from '../db/sqlstate.ts';
import type { AgentCommand } from '../db/tables/agents.ts';
import type { SessionEvent } from '../db/tables/events.ts';
import type { EventsNotice } from '../events/event.channel.ts';
import {
  findSessionHead,
  findWorkspaceHead,
  type LegacyWorkspaceCursor,
  listSessionEvents,
  listWorkspaceEventsAfter,
  positionOfLegacyCursor,
} from '../events/event.queries.ts';
import type { Logger } from '../logger.ts';
import { Cohort } from './cohort.ts';
import { Subscriber } from './subscriber.ts';

export type SessionFeedItem = SessionEvent & { cursor: number };
/** An event of a workspace feed; its cursor is its position in the workspace. */
export type WorkspaceFeedItem = SessionEvent & { cursor: number };

/** A command of a workspace agent's feed; its cursor is its seq. */
export type AgentFeedItem = AgentCommand & { cursor: number };

export type HubOptions = {
  db: Db;
  logger: Logger;
  bufferSize: number;
  /** Called when the last subscriber of an agent's command feed leaves (so its link can go at once, not at the next refresh). */
  onAgentLeft?: () => void;
};

export type Hub = ReturnType<typeof createHub>;

const compareSeq = (a: number, b: number) => a - b;

/** How long a subscriber's own read waits out a database that cannot answer before its feed ends with the error. */
const OUTAGE_WAIT_MS = 30_000;

/**
 * A subscriber's own read (catching up after it fell behind), tried again while the database cannot answer now (a
 * failover, a restart: DATABASE_UNAVAILABLE, or the pool busy): the feed waits the outage out, as the cohort's
 * reads do, instead of ending with an error. Past OUTAGE_WAIT_MS the error ends it (retryable: the client subscribes
 * again from its cursor); any other error ends it at once.
 */
function patiently<C, T>(read: (after: C, limit: number) => Promise<T[]>): (after: C, limit: number) => Promise<T[]> {
  return async (after, limit) => {
    const deadline = Date.now() + OUTAGE_WAIT_MS;
    for (let wait = 100; ; wait = Math.min(wait * 2, 1_000)) {
      try {
        return await read(after, limit);
      } catch (error) {
        if (asRetryLater(error) === null || Date.now() + wait > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  };
}

export function createHub({ db, logger, bufferSize, onAgentLeft }: HubOptions) {
  const sessions = new Map<string, Cohort<SessionFeedItem, number>>();
  const workspaces = new Map<string, Cohort<WorkspaceFeedItem, number>>();
  const agents = new Map<string, Cohort<AgentFeedItem, number>>();
  /** Who waits for which command to end (commandEnded): woken by the `c` of a notice. */
  const endWaits = new Map<string, Set<() => void>>();
  const onError = (error: unknown) => logger.warn('realtime read failed; the next wake-up or poll retries', error);

  const readSession = (sessionId: string) => async (after: number, limit: number) =>
    (await listSessionEvents(db, { sessionId, afterSeq: after, limit })).map((event) => ({ ...event, cursor: event.seq }));
  const readWorkspace = (workspaceId: string) => async (after: number, limit: number) =>
    (await listWorkspaceEventsAfter(db, workspaceId, after, limit)).map(({ pos, ...event }) => ({ ...event, cursor: Number(pos) }));

  function join<T extends { cursor: C }, C>(
    cohorts: Map<string, Cohort<T, C>>,
    key: string,
    read: (after: C, limit: number) => Promise<T[]>,
    compare: (a: C, b: C) => number,
    cursor: C,
    tokenId: string,
    onEmpty?: () => void,
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
      pull: patiently(read),
      rejoin: () => void owner.wake(),
      onClose: () => {
        owner.subscribers.delete(subscriber);
        if (owner.subscribers.size === 0 && cohorts.get(key) === owner) {
          cohorts.delete(key);
          onEmpty?.();
        }
      },
    });
    owner.subscribers.add(subscriber);
    void owner.wake(); // the backlog after the cursor, then live
    return subscriber;
  }

  function allCohorts() {
    return [...sessions.values(), ...workspaces.values(), ...agents.values()];
  }

  return {
    /** Events of a session after `afterSeq` (null: from now on), in sequence order, each exactly once. */
    async sessionEvents(sessionId: string, afterSeq: number | null, tokenId: string) {
      const cursor = afterSeq ?? (await findSessionHead(db, sessionId));
      return join(sessions, sessionId, readSession(sessionId), compareSeq, cursor, tokenId);
    },

    /**
     * Events of every session of a workspace after a position (null: from now on; a cursor of the feed before
     * positions existed: from the position it stands for), in commit order, each session's in seq order.
     */
    async workspaceEvents(workspaceId: string, after: number | LegacyWorkspaceCursor | null, tokenId: string) {
      const cursor =
        after === null ? await findWorkspaceHead(db, workspaceId) : typeof after === 'number' ? after : await positionOfLegacyCursor(db, workspaceId, after);
      return join(workspaces, workspaceId, readWorkspace(workspaceId), compareSeq, cursor, tokenId);
    },

    /**
     * Commands of a workspace agent after `afterSeq`, in seq order, each exactly once. `read` reads them from the
     * table (agents/agent-command.queries.ts: the hub knows no domain).
     */
    agentCommands(agentId: string, afterSeq: number, tokenId: string, read: (after: number, limit: number) => Promise<AgentFeedItem[]>) {
      return join(agents, agentId, read, compareSeq, afterSeq, tokenId, onAgentLeft);
    },

    /** The agents whose command feeds this process holds open. */
    agentIds(): string[] {
      return [...agents.keys()];
    },

    /**
     * Resolves when a notice says the command ended, or after `ms` (whichever first): the caller reads the command
     * again either way, so a lost notice costs at most `ms`.
     */
    commandEnded(commandId: string, ms: number): Promise<void> {
      return new Promise((resolve) => {
        let waiters = endWaits.get(commandId);
        if (!waiters) {
          waiters = new Set();
          endWaits.set(commandId, waiters);
        }
        const held = waiters;
        const done = () => {
          clearTimeout(timer);
          held.delete(done);
          if (held.size === 0 && endWaits.get(commandId) === held) endWaits.delete(commandId);
          resolve();
        };
        const timer = setTimeout(done, ms);
        held.add(done);
      });
    },

    /** A NOTIFY arrived: wake the cohorts it names (an empty notice wakes all). */
    notify(notice: EventsNotice): void {
      if (notice.e.length === 0 && !notice.a && !notice.c) {
        this.resync();
        return;
      }
      for (const [agentId, seq] of notice.a ?? []) {
        const cohort = agents.get(agentId);
        if (cohort?.isBehind(seq)) void cohort.wake();
      }
      for (const commandId of notice.c ?? []) for (const done of [...(endWaits.get(commandId) ?? [])]) done();
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
      return { sessionCohorts: sessions.size, workspaceCohorts: workspaces.size, agentCohorts: agents.size, subscribers };
    },

    /** Completes every subscription (graceful shutdown). */
    close(): void {
      for (const cohort of allCohorts()) for (const subscriber of [...cohort.subscribers]) subscriber.end();
    },
  };
}
