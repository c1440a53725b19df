// The runner kit: what an agent runner builds on to record its work in Savepoint without writing the protocol
// itself. Built on the client (src/client/) and the workspace agent (src/agent/) only; guide: docs/runner.md.
//
//   const run = await openRun({ url, token }, { ref: 'claude-7f3a', session: { objective: 'Fix the login bug', folder } });
//   await run.message({ role: 'USER', content: 'Fix the login bug' });
//   await run.toolUse({ key: 'toolu_01', name: 'Edit', input, result: 'ok', files: ['src/login.ts'] });
//   await run.checkpoint({ label: 'turn 1' });
//   await run.end('paused');            // or 'completed'; run.close() leaves the session leased to the next process
//
// openRun starts a session (by an agent session reference: created once, continued after) or takes an existing one
// (its lease, or resumeSession). The run holds the lease (heartbeats in the background in a long-running process;
// renews only when half gone in a short-lived one) and fences every write with its token; `run.signal` aborts, and
// every later write throws LeaseLostError, the moment the lease is lost. Every write carries an idempotency key
// derived from the run, the step and its attempt (keys.ts), and the client sends it again, with that key, when that
// is safe. While the server cannot be reached, writes go to the run's journal and the runner goes on (degraded mode);
// they are replayed in order once it answers, each landing once. What a later process needs to continue the run is
// kept on disk (run-state.ts), so a process that continues a run asks the server nothing when nothing changed.
// `journalStatus()` (journal-status.ts) tells how many writes wait.

import path from 'node:path';
import type { RunningAgent } from '../agent/runtime.ts';
import { createClient, type SavepointClient } from '../client/client.ts';
import type { ResumeSessionInput } from '../client/gql/operations.ts';
import type { RunnerCheckpointPolicy } from './checkpoint-policy.ts';
import { type LeaseLoss, RunnerUsageError, type WriteRefusedError } from './errors.ts';
import { applyAnswer, checkSameSession } from './ids.ts';
import { openJournal } from './journal.ts';
import { runKeys } from './keys.ts';
import { openLanded } from './landed.ts';
import { createLease } from './lease.ts';
import { createPipeline } from './pipeline.ts';
import { createRecording, type Recording } from './recording.ts';
import { resumeWithRetries } from './resume.ts';
import { attachFolder, type RunAgentOptions, startRunAgent } from './run-agent.ts';
import { journalHome, RUN_FILES, runDir, runKeyOf } from './run-dir.ts';
import { loadRunState, lockRun, newRunState, type RunState, saveRunState } from './run-state.ts';
import { learnPlan, readPlan, refreshIds, type SessionPlan } from './session-plan.ts';
import type { SessionSpec, Write } from './writes.ts';

export type RunnerOptions = {
  /** The server's GraphQL endpoint, e.g. http://localhost:4000/graphql. */
  url: string;
  /** The owner's API token. */
  token: string;
  /** The lease holder's name (default: made once per run, kept in its state, so its processes are one holder). */
  holder?: string;
  /** How long the lease lasts without a heartbeat (5 to 3600; default 60). */
  leaseSeconds?: number;
  /** Where runs keep their state and journal (default SAVEPOINT_JOURNAL_DIR, else ~/.savepoint/journal). */
  home?: string;
  /** A long-running runner (default true): heartbeats and replays in the background. False for one process per event. */
  background?: boolean;
  /** How often the server is tried again while degraded (default 1000 ms). */
  retryMs?: number;
  /** How long one replay of the journal may run before leaving the rest for later (default: unbounded). */
  replayBudgetMs?: number;
  /** A request with no answer within this counts as the server unreachable (default 10,000 ms). */
  requestTimeoutMs?: number;
  /** How many times the client sends a safe call again before the write is journaled (default 2). */
  retries?: number;
  /** What sends the HTTP requests (default: the global fetch). */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /** The WebSocket class for the workspace agent where there is no global one (Node 20: the `ws` package's). */
  webSocketImpl?: unknown;
  /** Run the workspace agent in this process, for this folder (a long-running runner; needs webSocketImpl on Node 20). */
  agent?: RunAgentOptions;
  /** Checkpoints the run takes on its own, besides the session's policy. */
  checkpoints?: RunnerCheckpointPolicy;
  /** How long to wait for another process of the same run to let go of it (default 5,000 ms). */
  lockWaitMs?: number;
  /** Told what happens in the background: degraded, recovered, a replayed write refused, the lease lost, an error. */
  onEvent?: (event: RunnerEvent) => void;
};

export type RunnerEvent =
  | { type: 'degraded'; pending: number }
  | { type: 'recovered' }
  | { type: 'refused'; writes: readonly Write[]; error: WriteRefusedError }
  | { type: 'lost'; loss: LeaseLoss }
  | { type: 'error'; error: unknown };

/** What a run works on: a session by an agent session reference (made on first use), or an existing session. */
export type RunTarget =
  | { ref: string; session: SessionSpec }
  | { sessionId: string; resume?: false }
  | { sessionId: string; resume: true | Omit<ResumeSessionInput, 'sessionId' | 'holder' | 'leaseSeconds' | 'idempotencyKey'> };

export type Run = Recording & {
  /** The session's id (null while it exists only in the journal: created offline). */
  readonly sessionId: string | null;
  /** Aborted the moment the lease is lost (its reason: a LeaseLostError): work in flight stops. */
  readonly signal: AbortSignal;
  /** Settles when the lease is lost, with why. */
  readonly lost: Promise<LeaseLoss>;
  /** What resumeSession answered, when the run resumed the session. */
  readonly resumed: Awaited<ReturnType<typeof resumeWithRetries>> | null;
  readonly client: SavepointClient;
  /** The workspace agent running in this process, if any. */
  readonly agent: RunningAgent | null;
  /** Whether writes wait in the journal, and how many. */
  degraded: () => boolean;
  pending: () => number;
  /** The session's plan (tasks in plan order with their steps); its ids are learnt for the writes that name them. */
  plan: () => Promise<SessionPlan>;
  /** Replays the journal now; answers how many writes are still pending. */
  flush: () => Promise<number>;
  /** Ends the session: completed, paused (the lease given back) or failed; then closes the run. */
  end: (outcome: 'completed' | 'paused' | 'failed', reason?: string) => Promise<void>;
  /** Gives the lease back without changing the session. */
  release: () => Promise<void>;
  /** Saves the run's state and lets go of it (the lease is kept: the next process of the run continues). */
  close: () => Promise<void>;
};

/**
 * A session the kit makes, unless told otherwise: one phase, one task ("main") for the agent, named by its reference;
 * automatic checkpoints when a task completes, a phase ends or work fails, not after each step or each step the run
 * adds (a coding agent's tool uses): the run checkpoints by its own policy (say, once per turn).
 */
function withDefaults(spec: SessionSpec, ref: string): SessionSpec {
  const plan = spec.plan ?? { phases: [{ key: 'work', name: 'Work', tasks: [{ key: 'main', title: spec.objective, agentSessionRef: ref }] }] };
  const checkpointPolicy = spec.checkpointPolicy ?? { afterStep: false, planChange: false, afterTask: true, phaseBoundary: true, onError: true };
  return { ...spec, plan, checkpointPolicy };
}

export async function openRun(options: RunnerOptions, target: RunTarget): Promise<Run> {
  const runKey = runKeyOf('ref' in target ? target.ref : target.sessionId);
  const dir = runDir(options.home ?? journalHome(), options.url, runKey);
  const unlock = await lockRun(dir, options.lockWaitMs ?? 5_000);
  const onEvent = options.onEvent ?? (() => {});
  const background = options.background ?? true;
  const cleanups: Array<() => Promise<void>> = [];
  try {
    const seconds = options.leaseSeconds ?? 60;
    const state: RunState = (await loadRunState(dir)) ?? newRunState(options.url, runKey, seconds, options.holder);
    if (options.holder && state.holder !== options.holder) Object.assign(state, { holder: options.holder, lease: null });
    state.leaseSeconds = seconds;
    if ('sessionId' in target) {
      checkSameSession(state.ids, target.sessionId);
      state.ids.sessionId = target.sessionId;
    }
    const journal = await openJournal(path.join(dir, RUN_FILES.journal));
    const landed = await openLanded(path.join(dir, RUN_FILES.landed));
    cleanups.push(async () => {
      await journal.close();
      await landed.close();
    });
    for (const entry of journal.replayed()) if (entry.answer) applyAnswer(state.ids, entry.write, entry.answer);
    const send = options.fetch ?? ((url: string, init: RequestInit) => fetch(url, init));
    const timeout = options.requestTimeoutMs ?? 10_000;
    const client = createClient({
      url: options.url,
      token: options.token,
      fetch: (url, init) => send(url, { ...init, signal: AbortSignal.timeout(timeout) }),
      retries: options.retries ?? 2,
      retryDelayMs: (attempt) => 100 * 2 ** attempt,
    });
    let saving: Promise<void> = Promise.resolve();
    const save = () => (saving = saving.then(() => saveRunState(dir, state)));
    const lease = createLease({
      client,
      holder: state.holder,
      seconds,
      held: state.lease,
      sessionId: () => state.ids.sessionId ?? '',
      onChange: (held) => {
        state.lease = held;
        void save().catch((error: unknown) => onEvent({ type: 'error', error }));
      },
      unsent: () => journal.pending().length,
    });
    void lease.lost.then((loss) => onEvent({ type: 'lost', loss }));
    const folder = options.agent?.folder ?? ('session' in target ? (target.session.folder ?? null) : null);
    const pipeline = createPipeline({
      client,
      ids: state.ids,
      journal,
      landed,
      lease,
      save,
      refresh: (missing) => refreshIds(client, state.ids, missing),
      workspaceOf: async (spec) => {
        const known = spec.workspaceId ?? state.ids.workspaceId;
        if (known) return known;
        if (!folder) throw new RunnerUsageError('NO_WORKSPACE', 'a new session needs its workspace: give session.workspaceId, session.folder or agent.folder');
        return attachFolder(client, { ...options.agent, folder });
      },
      background,
      retryMs: options.retryMs ?? 1_000,
      replayBudgetMs: options.replayBudgetMs ?? Number.POSITIVE_INFINITY,
      onRefused: (writes, error) => onEvent({ type: 'refused', writes, error }),
      onDegraded: (degraded) => onEvent(degraded ? { type: 'degraded', pending: journal.pending().length } : { type: 'recovered' }),
    });
    // The agent attaches the folder (a new session's workspace); with the server unreachable, or the folder served by
    // another agent already, the run goes on without it (its checkpoints then take code only where an agent answers).
    const reportError = (error: unknown) => onEvent({ type: 'error', error });
    const connection = { url: options.url, token: options.token, webSocketImpl: options.webSocketImpl, onError: reportError };
    const agent = options.agent
      ? await startRunAgent(connection, options.agent).catch((error: unknown) => {
          reportError(error);
          return null;
        })
      : null;
    if (agent) state.ids.workspaceId ??= agent.workspaceId;
    if (agent) cleanups.unshift(() => agent.stop().catch(reportError));
    const recording = createRecording({
      run: runKey,
      state,
      submit: pipeline.submit,
      signal: lease.signal,
      folder,
      policy: options.checkpoints,
      onPolicyError: reportError,
    });

    let resumed: Run['resumed'] = null;
    if ('ref' in target && !state.ids.sessionId && !journal.has(runKeys.session(runKey))) {
      await pipeline.submit({ op: 'createSession', key: runKeys.session(runKey), session: withDefaults(target.session, target.ref) });
      await pipeline.submit({ op: 'startSession', key: runKeys.transition(runKey, 'startSession', 1) });
      await save();
    } else if ('resume' in target && target.resume) {
      resumed = await resumeWithRetries(client, {
        ...(target.resume === true ? {} : target.resume),
        sessionId: target.sessionId,
        holder: state.holder,
        leaseSeconds: seconds,
      });
      lease.adopt(resumed.lease!.token, resumed.lease!.expiresAt);
    }
    pipeline.resume();
    if (background) lease.start();

    let closed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      lease.stop();
      await pipeline.close();
      await save();
      for (const cleanup of cleanups) await cleanup();
      await unlock();
    };
    return {
      ...recording,
      get sessionId() {
        return state.ids.sessionId;
      },
      signal: lease.signal,
      lost: lease.lost,
      resumed,
      client,
      agent,
      degraded: () => pipeline.pending() > 0,
      pending: pipeline.pending,
      plan: async () => {
        const plan = await readPlan(client, state.ids.sessionId ?? '');
        learnPlan(state.ids, plan);
        return plan;
      },
      flush: pipeline.flush,
      end: async (outcome, reason) => {
        const op = ({ completed: 'completeSession', paused: 'pauseSession', failed: 'failSession' } as const)[outcome];
        const n = (state.counters[op] ?? 0) + 1;
        state.counters[op] = n;
        const sent = await pipeline.submit({ op, key: runKeys.transition(runKey, op, n), reason });
        if (outcome !== 'paused') lease.ended();
        else if (sent) await lease.release();
        await close();
      },
      release: lease.release,
      close,
    };
  } catch (error) {
    for (const cleanup of cleanups) await cleanup().catch(() => {});
    await unlock();
    throw error;
  }
}
