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
// kept on disk (run-state.ts), so a process that continues a run asks the server nothing when nothing changed; a run
// opened by its session's id is the one opened by the agent session reference that made it (run-dir.ts).
// `journalStatus()` (journal-status.ts) tells how many writes wait.

import path from 'node:path';
import { createClient } from '../client/client.ts';
import { RunnerUsageError } from './errors.ts';
import { applyAnswer, checkSameSession } from './ids.ts';
import { openJournal } from './journal.ts';
import { runKeys } from './keys.ts';
import { openLanded } from './landed.ts';
import { createLease } from './lease.ts';
import { createPipeline } from './pipeline.ts';
import { createRecording } from './recording.ts';
import { resumeWithRetries } from './resume.ts';
import { journalHome, noteRunOfSession, RUN_FILES, runDir, runKeyOf, runOfSession } from './run-dir.ts';
import { loadRunState, lockRun, newRunState, type RunState, saveRunState } from './run-state.ts';
import type { Run, RunnerOptions, RunTarget } from './runner-options.ts';
import { learnPlan, readPlan, refreshIds } from './session-plan.ts';
import { workspaceHolding } from './workspace-holding.ts';
import type { SessionSpec } from './writes.ts';

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
  const home = options.home ?? journalHome();
  const runKey = 'ref' in target ? runKeyOf(target.ref) : ((await runOfSession(home, options.url, target.sessionId)) ?? runKeyOf(target.sessionId));
  const dir = runDir(home, options.url, runKey);
  const unlock = await lockRun(dir, options.lockWaitMs ?? 5_000);
  const onEvent = options.onEvent ?? (() => {});
  const background = options.background ?? true;
  const cleanups: Array<() => Promise<void>> = [];
  try {
    const seconds = options.leaseSeconds ?? 60;
    const state: RunState = (await loadRunState(dir)) ?? newRunState(options.url, runKey, seconds, options.holder);
    // Another runner taking the run over (a crashed one's successor): the lease and what was in hand were the other's.
    if (options.holder && state.holder !== options.holder) Object.assign(state, { holder: options.holder, lease: null, started: [], attempts: {} });
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
    let noted: string | null = null; // the session this run is noted as the run of (run-dir.ts)
    const save = () =>
      (saving = saving.then(async () => {
        await saveRunState(dir, state);
        const sessionId = state.ids.sessionId;
        if (!sessionId || noted === sessionId) return;
        if ((await runOfSession(home, options.url, sessionId)) !== runKey) await noteRunOfSession(home, options.url, sessionId, runKey);
        noted = sessionId;
      }));
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
      onError: (error) => onEvent({ type: 'error', error }),
      optional: options.leaseOptional ?? false,
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
        if (options.workspaces !== 'holding') return (await import('./run-agent.ts')).attachFolder(client, { ...options.agent, folder });
        const holding = await workspaceHolding(client, folder, runKeys.own(runKey, 'workspace', 'holding'));
        state.subfolder = holding.subfolder;
        return holding.id;
      },
      background,
      retryMs: options.retryMs ?? 1_000,
      replayBudgetMs: options.replayBudgetMs ?? Number.POSITIVE_INFINITY,
      onRefused: (writes, error) => onEvent({ type: 'refused', writes, error }),
      onDegraded: (degraded) => onEvent(degraded ? { type: 'degraded', pending: journal.pending().length } : { type: 'recovered' }),
    });
    // The agent attaches the folder (a new session's workspace); with the server unreachable, or the folder served by
    // another agent already, the run goes on without it (its checkpoints then take code only where an agent answers).
    // Its code (git, the agent's feed) is loaded only by a run that asks for it: a short-lived process starts faster.
    const reportError = (error: unknown) => onEvent({ type: 'error', error });
    const connection = { url: options.url, token: options.token, webSocketImpl: options.webSocketImpl, onError: reportError };
    const agent = options.agent
      ? await (await import('./run-agent.ts')).startRunAgent(connection, options.agent).catch((error: unknown) => {
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

    /** The session's n-th start, pause, completion or failure (counted in the run's state, saved once it lands). */
    const transition = (op: 'startSession' | 'pauseSession' | 'completeSession' | 'failSession', reason?: string) => {
      const n = (state.counters[op] ?? 0) + 1;
      state.counters[op] = n;
      state.lastTransition = op;
      // A pause stops the running tasks (RESUMABLE once the session starts again): each starts anew, a new attempt.
      if (op === 'pauseSession') state.started = [];
      return pipeline.submit({ op, key: runKeys.transition(runKey, op, n), reason });
    };
    const start = async (reason?: string) => {
      await transition('startSession', reason);
    };

    let resumed: Run['resumed'] = null;
    let origin: Run['origin'] = 'continued';
    if ('ref' in target && !state.ids.sessionId && !journal.has(runKeys.session(runKey))) {
      const made = await pipeline.submit({ op: 'createSession', key: runKeys.session(runKey), session: withDefaults(target.session, target.ref) });
      origin = made === null ? 'journaled' : made.replayed ? 'found' : 'created';
      await start();
    } else if ('resume' in target && target.resume) {
      origin = 'resumed';
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
      origin,
      signal: lease.signal,
      lost: lease.lost,
      resumed,
      client,
      agent,
      leaseToken: lease.token,
      start,
      paused: () => state.lastTransition === 'pauseSession',
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
        const sent = await transition(op, reason);
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
