// resumeSession: check, plan (preview.ts), have the folder's agent change the files first (capture/agent-restore.ts:
// the workspace kept as a RESUME checkpoint, then restored to a checkpoint and/or interrupted writes rolled back; under
// the session's lock), then one transaction (commit.ts). Any failure puts the files back and leaves the session as it was; the attempt
// is recorded as `session.resume_failed` (failure.ts).

import type { Caller } from '../../caller.ts';
import { restoreThroughAgent, type UndoableRestore } from '../../capture/agent-restore.ts';
import { changesFiles } from '../../code/restore-plan.ts';
import { newId } from '../../db/ids.ts';
import type { Session } from '../../db/tables/sessions.ts';
import { AgentCommandFailedError, AgentOfflineError } from '../../errors/agent.ts';
import { ApprovalPendingError } from '../../errors/approval.ts';
import { CheckpointNotFoundError, CheckpointTamperedError, CheckpointVersionUnsupportedError } from '../../errors/checkpoint.ts';
import { NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import { IdempotencyConflictError } from '../../errors/idempotency.ts';
import { SessionLockedError, WorkspaceAlreadyOpenError } from '../../errors/lease.ts';
import { LimitReachedError } from '../../errors/limit.ts';
import { ObjectsMissingError } from '../../errors/objects.ts';
import { ConfigChangedError, ContinuationFailedError, EnvironmentInvalidError, NoResumableSessionError, TerminalStateError } from '../../errors/resume.ts';
import { InvalidTransitionError } from '../../errors/transition.ts';
import { WorkspaceUnavailableError } from '../../errors/workspace.ts';
import { findReplay } from '../../idempotency/idempotency.service.ts';
import { runLockedChange } from '../../restore/locked-change.ts';
import { checkHolder, leaseSeconds } from '../../sessions/lease.model.ts';
import { isTerminal } from '../../sessions/session.model.ts';
import { findMostRecentlyInterrupted, findSessionsByIds } from '../../sessions/session.queries.ts';
import { type ChangedFiles, commitResume, outcomeOf, refuseIfChanged, refuseIfLocked } from './commit.ts';
import { refuseUnfit } from './environment.ts';
import { recordingFailure } from './failure.ts';
import { previewResume, type ResumePreview } from './preview.ts';
import type { ResumeHooks, ResumeInput, ResumeOutcome, ResumeResult, ResumeRun } from './run.ts';

export type { ResumeHooks, ResumeInput, ResumeResult } from './run.ts';

export async function resumeSession(caller: Caller, input: ResumeInput, hooks: ResumeHooks = {}): Promise<ResumeResult> {
  const run = await startRun(caller, input, hooks);
  const replay = await replayOf(caller, run);
  if (replay) return replay;
  const preview = await recordingFailure(run, null, async () => {
    if (isTerminal(run.session.state)) throw new TerminalStateError(run.session.id, run.session.state);
    refuseIfLocked(run.session);
    return previewResume(caller, run.session, run.options);
  });
  return recordingFailure(run, preview, async () => {
    refuseUnfit(preview.environment, preview.blockers, run.changedFiles, { sessionId: run.session.id, checkpointId: preview.checkpoint?.id ?? null });
    if (run.dryRun) {
      const outcome = outcomeOf(preview, { savedCheckpointId: null, supersededMessages: 0, lease: null });
      return { ...outcome, session: run.session, dryRun: true, replayed: false, stepRows: preview.stepRows, checkpointRow: preview.checkpoint };
    }
    return changesFiles(preview.files) ? changeFilesThenCommit(run, preview) : commitResume(run, preview, null);
  });
}
export const resumeSessionThrows = throws(
  AgentCommandFailedError,
  AgentOfflineError,
  ApprovalPendingError,
  CheckpointNotFoundError,
  CheckpointTamperedError,
  CheckpointVersionUnsupportedError,
  ConfigChangedError,
  ContinuationFailedError,
  EnvironmentInvalidError,
  IdempotencyConflictError,
  InvalidTransitionError,
  LimitReachedError,
  NoResumableSessionError,
  NotFoundError,
  ObjectsMissingError,
  SessionLockedError,
  TerminalStateError,
  ValidationError,
  WorkspaceAlreadyOpenError,
  WorkspaceUnavailableError,
);

async function startRun(caller: Caller, input: ResumeInput, hooks: ResumeHooks): Promise<ResumeRun> {
  const lease = { holder: checkHolder(input.holder), seconds: leaseSeconds(input.leaseSeconds) };
  const session = input.sessionId ? await reload(caller, input.sessionId) : await mostRecentlyInterrupted(caller);
  const { idempotencyKey, dryRun, ...request } = input;
  const options = { mode: input.mode, checkpointId: input.checkpointId, inProgress: input.inProgress };
  const call = { ownerId: caller.viewer.ownerId, key: dryRun ? null : idempotencyKey, operation: 'resumeSession', request };
  return { caller, session, input, options, changedFiles: input.changedFiles ?? 'WARN', lease, dryRun: dryRun ?? false, call, hooks };
}

/**
 * Git work: no other resume (nor code checkpoint, nor acquireLease) of this session may run between it and the
 * commit, and a resume that lost the race must find out before it touches a file. Everything runs on the lock's
 * connection.
 */
async function changeFilesThenCommit(run: ResumeRun, preview: ResumePreview): Promise<ResumeResult> {
  const locked = (caller: Caller): ResumeRun => ({ ...run, caller });
  return runLockedChange(run.caller, {
    replayed: (at) => replayOf(at, run),
    sessionId: async () => run.session.id,
    prepare: async (at) => {
      const current = await reload(at, run.session.id);
      refuseIfLocked(current);
      refuseIfChanged(current, run.session);
      return { savedCheckpointId: newId() };
    },
    effect: async (at, { savedCheckpointId }) => {
      const restored = await changeFiles(at, run, preview);
      const files: ChangedFiles = { ...restored, savedCheckpointId };
      const before = restored.saved.commit ?? restored.saved.tree;
      const leftBehind = `the workspace's files as resume left them (before: snapshot ${before})`;
      return { value: files, undo: restored.undo, leftBehind, commandId: restored.commandId };
    },
    commit: (at, _, files, confirm) => commitResume(locked(at), preview, files, confirm),
  });
}

/** The workspace kept (the RESUME checkpoint's code), then restored as planned, by the folder's agent. */
async function changeFiles(caller: Caller, run: ResumeRun, preview: ResumePreview): Promise<UndoableRestore & { restoredFiles: string[] }> {
  const restored = await restoreThroughAgent(caller, preview.workspace, run.session.id, preview.files);
  return { ...restored, restoredFiles: preview.restoredFiles };
}

async function replayOf(caller: Caller, run: Pick<ResumeRun, 'call'>): Promise<ResumeResult | null> {
  const stored = await findReplay<ResumeOutcome>(caller.db, run.call);
  return stored && { ...revive(stored), session: await reload(caller, stored.sessionId), dryRun: false, replayed: true };
}

async function reload(caller: Caller, sessionId: string): Promise<Session> {
  const [session] = await findSessionsByIds(caller.db, caller.viewer.ownerId, [sessionId]);
  if (!session) throw new NotFoundError('Session', sessionId);
  return session;
}

async function mostRecentlyInterrupted(caller: Caller): Promise<Session> {
  const latest = await findMostRecentlyInterrupted(caller.db, caller.viewer.ownerId);
  if (!latest) throw new NoResumableSessionError();
  return latest;
}

/** An outcome read back from its idempotency record: JSON, so its dates are strings again. */
function revive(stored: ResumeOutcome): ResumeOutcome {
  const date = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
  return {
    ...stored,
    environment: { ...stored.environment, changedFiles: stored.environment.changedFiles.map((file) => ({ ...file, modifiedAt: date(file.modifiedAt) })) },
    lease: stored.lease ? { ...stored.lease, expiresAt: date(stored.lease.expiresAt)! } : null,
  };
}
