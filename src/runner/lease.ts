// The lease a run holds: taken (or adopted from the run's state, or from resumeSession), kept alive, and given up.
// A long-running runner heartbeats in the background; a short-lived process heartbeats only when the lease it
// continues is half gone, so a process with nothing to renew asks nothing. While the server cannot be reached the
// lease runs out there; when it answers again and nobody took the session meanwhile (the next token is this run's),
// the run takes it again and goes on. A lease under the run's holder name is the run's: one taken for it under that
// name (say by `savepoint resume`, for the runner that goes on with the session) is adopted. Lost for real (another
// runner holds or held it, an operator broke it, the session ended), it aborts `signal` and every later write throws
// LeaseLostError: the runner must stop. An optional lease (a recorder of work done anyway) is gone without when the
// server gives none for a reason that is not another runner: the run's writes then go unfenced until it gets one.
import type { SavepointClient } from '../client/client.ts';
import { AcquireLeaseDocument, HeartbeatDocument, ReleaseLeaseDocument, RunnerSessionDocument } from '../client/gql/operations.ts';
import { RequestError } from '../client/request-error.ts';
import { result } from '../client/results.ts';
import { type LeaseLoss, LeaseLostError, WriteRefusedError } from './errors.ts';
import type { LeaseHeld } from './run-state.ts';

export type LeaseOptions = {
  client: SavepointClient;
  sessionId: () => string;
  holder: string;
  seconds: number;
  held: LeaseHeld | null;
  /** Told of each change of the lease held, to keep it in the run's state. */
  onChange: (held: LeaseHeld | null) => void;
  /** Writes still journaled (a loss reports them as unsent). */
  unsent: () => number;
  /** Told of a heartbeat that failed for another reason than the server unreachable or the lease lost. */
  onError: (error: unknown) => void;
  /** Go on without a lease when acquireLease is refused for the owner's limit or another session open in the workspace. */
  optional: boolean;
};

/** The refusals of acquireLease an optional lease goes on without (nobody else holds the session itself). */
const WITHOUT_LEASE = new Set(['LIMIT_REACHED', 'WORKSPACE_ALREADY_OPEN']);
/** How long a run that went on without its lease writes unfenced before it asks for the lease again. */
const ASK_AGAIN_MS = 60_000;

export type Lease = ReturnType<typeof createLease>;

const TERMINAL = new Set(['COMPLETED', 'FAILED', 'CANCELLED']);

export function createLease(options: LeaseOptions) {
  const { client, holder, seconds } = options;
  const controller = new AbortController();
  let held = options.held;
  let loss: LeaseLoss | null = null;
  let recovering: Promise<number | null> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let unfencedUntil = 0;
  const lost = new Promise<LeaseLoss>((resolve) => controller.signal.addEventListener('abort', () => resolve(loss!), { once: true }));

  const hold = (token: number, expiresAt: string | number) => {
    held = { token, expiresAt: typeof expiresAt === 'number' ? expiresAt : Date.parse(expiresAt) };
    options.onChange(held);
    return token;
  };
  const lose = (reason: LeaseLoss['reason'], message: string): never => {
    if (!loss) {
      loss = { reason, message, token: held?.token ?? null, unsent: options.unsent() };
      if (timer) clearInterval(timer);
      held = null;
      options.onChange(null);
      controller.abort(new LeaseLostError(loss));
    }
    throw new LeaseLostError(loss);
  };
  const current = () => (async () => (await client.request(RunnerSessionDocument, { id: options.sessionId() })).session)();

  /**
   * Takes the lease. `after`: the token this run held, so only the next one is its own (nobody held it between). Null
   * when an optional lease is refused for the owner's limit or an open workspace: the run writes unfenced for a while.
   */
  const acquire = async (after: number | null): Promise<number | null> => {
    const answered = result(
      (await client.request(AcquireLeaseDocument, { input: { sessionId: options.sessionId(), holder, leaseSeconds: seconds } })).acquireLease,
    );
    if (answered.ok) {
      const { token, expiresAt } = answered.value.lease!;
      if (after === null || token === after + 1) return hold(token, expiresAt);
      await client.request(ReleaseLeaseDocument, { input: { sessionId: options.sessionId(), leaseToken: token } }).catch(() => {});
      return lose(
        'TAKEN',
        `another runner held session ${options.sessionId()} while this one could not reach the server (token ${token}, this run's was ${after}); its journal is not replayed`,
      );
    }
    const { error } = answered;
    if (error.__typename === 'SessionLockedError' && error.holder === holder) {
      // Ours already: an acquire whose answer was lost. Its token is the session's.
      const session = await current();
      if (session?.__typename === 'Session' && session.lease?.holder === holder) return hold(session.lease.token, session.lease.expiresAt);
    }
    if (after !== null && error.__typename === 'SessionLockedError') return lose('TAKEN', `runner ${error.holder} holds session ${options.sessionId()} now`);
    if (options.optional && WITHOUT_LEASE.has(error.code)) {
      unfencedUntil = Date.now() + ASK_AGAIN_MS;
      return null;
    }
    throw new WriteRefusedError('acquireLease', error as unknown as Record<string, unknown>);
  };

  /**
   * The server refused this run's token (or its unfenced write): taken again when it only ran out (and nobody took it
   * since), adopted when taken under this run's name, else lost.
   */
  const recover = (): Promise<number | null> =>
    (recovering ??= (async () => {
      const was = held?.token ?? null;
      const session = await current();
      if (session?.__typename !== 'Session') return lose('BROKEN', `session ${options.sessionId()} is gone`);
      if (TERMINAL.has(session.state)) return lose('FINISHED', `session ${session.id} is ${session.state}`);
      const lease = session.lease;
      if (lease && lease.holder === holder) return lease.live ? hold(lease.token, lease.expiresAt) : acquire(lease.token);
      if (!lease) {
        if (was === null) return acquire(null); // a run without a lease: nobody holds the session now
        return lose('BROKEN', `the lease on session ${session.id} was broken (forceUnlock); another runner may resume it`);
      }
      return lose('TAKEN', `runner ${lease.holder} took session ${session.id} (token ${lease.token})`);
    })().finally(() => {
      recovering = null;
    }));

  const heartbeat = async (): Promise<number | null> => {
    if (!held) return ensure();
    const input = { sessionId: options.sessionId(), leaseToken: held.token, leaseSeconds: seconds };
    const answered = result((await client.request(HeartbeatDocument, { input })).heartbeat);
    if (answered.ok) return hold(answered.value.lease!.token, answered.value.lease!.expiresAt);
    if (answered.error.__typename === 'StaleLeaseError') return recover();
    throw new WriteRefusedError('heartbeat', answered.error as unknown as Record<string, unknown>);
  };

  /**
   * The token to write with: taken when none is held, renewed first when half of it is gone (short-lived processes);
   * null while an optional lease goes without.
   */
  const ensure = async (): Promise<number | null> => {
    if (loss) throw new LeaseLostError(loss);
    if (!held) return Date.now() < unfencedUntil ? null : acquire(null);
    if (!timer && held.expiresAt - Date.now() < (seconds * 1000) / 2) return heartbeat();
    return held.token;
  };

  return {
    signal: controller.signal,
    /** Settles when the lease is lost, with why. */
    lost,
    token: () => held?.token ?? null,
    loss: () => loss,
    ensure,
    recover,
    /** A lease resumeSession gave this run. */
    adopt: (token: number, expiresAt: string) => hold(token, expiresAt),
    /** Heartbeats every third of the lease until stopped; the server unreachable is no loss (the run is degraded). */
    start: () => {
      timer ??= setInterval(
        () => {
          heartbeat().catch((error: unknown) => {
            if (error instanceof LeaseLostError || error instanceof RequestError) return; // lost (signalled), or degraded
          });
        },
        (seconds * 1000) / 3,
      );
      timer.unref();
    },
    stop: () => {
      if (timer) clearInterval(timer);
      timer = null;
    },
    /** Gives the lease back (the session stays as it is, resumable at once). */
    release: async () => {
      if (!held || loss) return;
      const token = held.token;
      held = null;
      options.onChange(null);
      await client.request(ReleaseLeaseDocument, { input: { sessionId: options.sessionId(), leaseToken: token } });
    },
    /** The session ended (completed, failed): it keeps no lease. */
    ended: () => {
      if (timer) clearInterval(timer);
      timer = null;
      held = null;
      options.onChange(null);
    },
  };
}
