// The way every write of a run goes, one at a time and in order: straight to the server while it answers; into the
// journal while it does not (degraded mode: the runner goes on, the write is on disk before the call returns), and
// then every later write too, until a replay has sent them all in order, each under its idempotency key, so each
// lands exactly once. A write is sent with the live lease's token; one the server refuses for a stale token is sent
// again once the lease is taken back (lease.ts), or not at all when it is lost. A write naming a task or step whose
// id this process does not know asks the server for the session's ids first. A write made again (a runner re-running
// its work after a crash) is not journaled again when it is in the journal already, or reached the server before
// (landed.ts): a replay's grouped call could not be matched with the first.
import { RequestError } from '../client/request-error.ts';
import { LeaseLostError, WriteRefusedError } from './errors.ts';
import { applyAnswer, type Ids, Unresolved } from './ids.ts';
import type { Entry, Journal } from './journal.ts';
import type { Landed } from './landed.ts';
import type { Lease } from './lease.ts';
import type { SendContext } from './send.ts';
import { BatchRefusedError, batchAtHead, MAX_BATCH, sendWork } from './send-work.ts';
import { type Answer, journaled, type Write } from './writes.ts';

export type PipelineOptions = Omit<SendContext, 'leaseToken'> & {
  ids: Ids;
  journal: Journal;
  landed: Landed;
  lease: Lease;
  /** Keeps the run's state (after a write that made something later writes name, and before the journal is emptied). */
  save: () => Promise<void>;
  /** Asks the server for the ids of what `missing` names (the session's tasks, a task's steps). */
  refresh: (missing: Unresolved) => Promise<void>;
  /** Replays in the background while degraded (a long-running runner); else a write tries the server at most every retryMs. */
  background: boolean;
  retryMs: number;
  /** How long one replay may take before it stops (between calls) and leaves the rest for later. */
  replayBudgetMs: number;
  /** Told of a replayed write the server refused (it would have been refused at once online): the replay goes on. */
  onRefused: (writes: readonly Write[], error: WriteRefusedError) => void;
  onDegraded: (degraded: boolean) => void;
};

export type Pipeline = ReturnType<typeof createPipeline>;

const KEPT_FOR_LATER: ReadonlySet<string> = new Set(['UNREACHABLE', 'TRANSIENT_FAILURE', 'DATABASE_UNAVAILABLE', 'SERVER_BUSY']);

/**
 * No answer, or none yet: the server is down, restarting, unreachable, too busy, or its database is (a failover under
 * way): the write is kept for later, and replayed with its idempotency key.
 */
export function unreachable(error: unknown): error is RequestError {
  return error instanceof RequestError && KEPT_FOR_LATER.has(error.code);
}

/**
 * Writes after which the run's state is saved at once: the session made (its id is what a later process continues
 * from), or moved (the counters of its transitions). The ids of tasks and steps are saved with the rest when the run
 * closes; a process that lost them asks the server for them (session-plan.ts refreshIds).
 */
const STRUCTURAL: ReadonlySet<Write['op']> = new Set(['createSession', 'startSession', 'pauseSession', 'completeSession', 'failSession']);

export function createPipeline(options: PipelineOptions) {
  const { ids, journal, landed, lease } = options;
  let queue: Promise<unknown> = Promise.resolve();
  let replaying: Promise<number> | null = null;
  let lastTry = 0;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work);
    queue = next.catch(() => {});
    return next;
  };

  /** Sends the writes as one call, with the lease's token; a stale token or an unknown name is dealt with once. */
  const deliver = async (writes: readonly Write[]): Promise<Answer[]> => {
    for (let attempt = 0; ; attempt++) {
      const leaseToken = writes[0]!.op === 'createSession' ? null : await lease.ensure();
      try {
        const answers = await sendWork({ ...options, leaseToken }, writes);
        await landed.add(writes.map((write) => write.key));
        for (const [index, write] of writes.entries()) applyAnswer(ids, write, answers[index] ?? {});
        if (writes.some((write) => STRUCTURAL.has(write.op))) await options.save();
        return answers;
      } catch (error) {
        if (attempt > 0) throw error;
        if (error instanceof WriteRefusedError && (error.code === 'STALE_LEASE' || error.code === 'SESSION_LOCKED')) await lease.recover();
        else if (error instanceof Unresolved) await options.refresh(error);
        else throw error;
      }
    }
  };

  const scheduleReplay = () => {
    if (!options.background || timer || closed) return;
    timer = setTimeout(() => {
      timer = null;
      void replay().then((left) => {
        if (left > 0) scheduleReplay();
      });
    }, options.retryMs);
    timer.unref();
  };

  /**
   * Sends the journal's writes in order; answers how many are left (the server went away again, or time ran out). A
   * batch refused at one of its writes wrote nothing: the writes before that one go again, pinned (a batch, or alone),
   * then it goes alone, and is refused by its own call as it would have been online. A batch too large for the
   * server's bound on a request goes again in halves.
   */
  const replayOnce = async (): Promise<number> => {
    lastTry = Date.now();
    const deadline = lastTry + options.replayBudgetMs;
    let alone: number | null = null;
    let most = MAX_BATCH; // lowered when the server finds a batch too large: its half, for the rest of this replay
    for (;;) {
      const pending = journal.pending();
      if (pending.length === 0) {
        await options.save(); // the ids the replay made, kept before the journal that holds them is emptied
        if (await journal.reset()) break;
        continue; // a write came in meanwhile
      }
      if (Date.now() > deadline || closed) return pending.length;
      const pin = journal.pinned();
      if (alone !== null && pending[0]!.n > alone) alone = null;
      const group: Entry[] = pin
        ? pending.filter((entry) => entry.n >= pin.from && entry.n <= pin.to)
        : pending[0]!.n === alone
          ? [pending[0]!]
          : batchAtHead(pending, alone === null ? most : Math.min(most, alone - pending[0]!.n));
      const last = group.at(-1)!.n;
      if (!pin && group.length > 1) await journal.pin(group[0]!.n, last);
      try {
        await journal.done(last, await deliver(group.map((entry) => entry.write)));
      } catch (error) {
        if (unreachable(error)) return journal.pending().length;
        if (error instanceof RequestError && error.code === 'LIMIT_EXCEEDED' && group.length > 1) {
          most = Math.ceil(group.length / 2);
          await journal.pin(group[0]!.n, group[most - 1]!.n); // too large for the server: its first half
          continue;
        }
        if (error instanceof BatchRefusedError) {
          alone = group[error.index]!.n;
          await journal.pin(group[0]!.n, group[Math.max(0, error.index - 1)]!.n);
          continue;
        }
        if (!(error instanceof WriteRefusedError)) throw error;
        await journal.done(last, [], { code: error.code, message: error.message });
        options.onRefused(
          group.map((entry) => entry.write),
          error,
        );
      }
    }
    options.onDegraded(false);
    return 0;
  };

  const replay = (): Promise<number> =>
    (replaying ??= replayOnce()
      .catch((error: unknown) => {
        if (error instanceof LeaseLostError) return journal.pending().length;
        throw error;
      })
      .finally(() => {
        replaying = null;
      }));

  return {
    /**
     * Sends `write` (after every earlier one): answers what it made, or null when it went to the journal (the server
     * unreachable now or earlier, its writes not all replayed yet). A write already in the journal (a runner
     * re-running its work after a crash) is not added again.
     */
    submit: (write: Write): Promise<Answer | null> =>
      serial(async () => {
        const loss = lease.loss();
        if (loss) throw new LeaseLostError(loss);
        if (journal.has(write.key)) return null;
        if (replaying || journal.pending().length > 0) {
          if (await landed.has(write.key)) return null;
          await journal.append(journaled(write));
          if (!options.background && Date.now() - lastTry >= options.retryMs) await replay();
          return null;
        }
        try {
          return (await deliver([write]))[0] ?? {};
        } catch (error) {
          if (!unreachable(error)) throw error;
          await journal.append(write, { sent: true }); // its answer may be what was lost: it goes again alone, under its key
          lastTry = Date.now();
          options.onDegraded(true);
          scheduleReplay();
          return null;
        }
      }),
    /** Replays the journal now (after the writes under way); answers how many writes are still pending. */
    flush: (): Promise<number> => serial(() => (journal.pending().length > 0 ? replay() : Promise.resolve(0))),
    pending: () => journal.pending().length,
    /** Starts the background replay of what an earlier process left in the journal. */
    resume: () => {
      if (journal.pending().length > 0) {
        options.onDegraded(true);
        scheduleReplay();
      }
    },
    /** Waits for the writes under way; stops replaying. */
    close: async () => {
      await queue;
      closed = true;
      if (timer) clearTimeout(timer);
      await replaying;
    },
  };
}
