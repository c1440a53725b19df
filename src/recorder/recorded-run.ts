// The Savepoint session of an agent CLI's session, recorded through the runner kit: one run per CLI session, named by
// the CLI's session reference (its run folder, journal and write keys). Its lease is held for an hour under
// `<cli>:<ref>`, so one taken under that name (by `savepoint resume`) is adopted by the next hook; past the owner's
// limit of live leases, or beside another session open in the same folder, the session is recorded without one
// (unfenced: the CLI works whether Savepoint records it or not, and a recorder reports what happened, it runs nothing).
// The session is made in the workspace holding the CLI's folder (yours already, else the folder registered), with
// what `savepoint resume` needs in its metadata: the CLI, its reference, the command that resumes it, the folder, and
// the lease holder to resume it for.
import type { AnyAdapter } from '../agent-clis/adapters.ts';
import type { AgentId, RecordingAction } from '../agent-clis/recording.ts';
import { WriteRefusedError } from '../runner/errors.ts';
import { openRun } from '../runner/runner.ts';
import type { Run } from '../runner/runner-options.ts';
import type { SessionSpec } from '../runner/writes.ts';
import { type RecorderContext, RecorderError } from './recorder.ts';

/** How long a lease lasts without a hook: the CLI's session counts as interrupted after this long without one. */
const LEASE_SECONDS = 3_600;

/** The main agent's task (its conversation is the session's supervisor conversation). */
export const MAIN = 'main';

/** What the recorder keeps of a CLI session from its first hook: what its Savepoint session is made from. */
export type RecordedSession = { ref: string; cwd: string; model: string | null };

/** The task of an agent: the main one's, or a subagent's own. */
export const taskOf = (agent: AgentId): string => (agent === null ? MAIN : `agent-${agent}`.slice(0, 200));

/** What a `session` action starts: the CLI's folder is where the session is recorded. */
export function recordedSession(adapter: AnyAdapter, action: Extract<RecordingAction, { kind: 'session' }>): RecordedSession {
  if (!action.cwd) throw new RecorderError(`${adapter.label} gave no working folder for session ${action.ref}; there is no workspace to record it in`);
  return { ref: action.ref, cwd: action.cwd, model: action.model };
}

function sessionSpec(adapter: AnyAdapter, session: RecordedSession, holder: string): SessionSpec {
  const { ref, cwd } = session;
  return {
    objective: `${adapter.label} session ${ref}`,
    folder: cwd,
    checkpointPolicy: { afterStep: false, afterTask: false, onError: false, phaseBoundary: false, planChange: false },
    config: session.model ? { model: session.model } : null,
    metadata: { agentCli: adapter.name, agentSessionRef: ref, resumeCommand: adapter.resumeCommand(ref), folder: cwd, leaseHolder: holder },
    plan: {
      phases: [
        {
          key: 'agent',
          name: adapter.label,
          tasks: [{ key: MAIN, title: `${adapter.label} (main agent)`, role: adapter.name, agentId: adapter.name, agentSessionRef: ref }],
        },
      ],
    },
  };
}

/** Opens the session's run (made on the first hook, continued after); close() it, or end() it, when done. */
export function openRecordedRun(context: RecorderContext, session: RecordedSession): Promise<Run> {
  const { adapter, settings } = context;
  const holder = `${adapter.name}:${session.ref}`.slice(0, 200);
  return openRun(
    {
      url: settings.url,
      token: settings.token,
      holder,
      leaseSeconds: LEASE_SECONDS,
      leaseOptional: true,
      workspaces: 'holding',
      background: false,
      home: context.home,
      onEvent: context.onEvent,
    },
    { ref: session.ref, session: sessionSpec(adapter, session, holder) },
  );
}

/**
 * The CLI goes on with its session: the Savepoint session started again when it ended paused (unless resumed already,
 * by `savepoint resume`), and the main agent's task with it.
 */
export async function continueRecording(run: Run, reason: string): Promise<void> {
  if (run.paused()) {
    await run.start(reason).catch((error: unknown) => {
      const resumedAlready = error instanceof WriteRefusedError && error.code === 'INVALID_TRANSITION' && error.error.currentState === 'RUNNING';
      if (!resumedAlready) throw error;
    });
  }
  await run.ensureTaskStarted(MAIN);
}
