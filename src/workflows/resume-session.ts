// resumeSession: check, plan (resume-preview.ts), do the git work first (resume-files.ts: the workspace kept as a
// RESUME checkpoint, then restored to a checkpoint and/or interrupted writes rolled back; under the session's resume
// lock), then one transaction: the mode's state resets, in-flight steps completed or made RESUMABLE, the session back
// to RUNNING, a new lease, a `session.resumed` event, and (FROM_CHECKPOINT) the conversations rewound. Any failure
// puts the files back and leaves the session as it was; the attempt is recorded as `session.resume_failed`.

import type { ConversationPosition } from '../checkpoints/checkpoint.model.ts';
import { recordCheckpoint } from '../checkpoints/checkpoint.service.ts';
import { restoreMessagesUpTo, supersedeMessagesAfter } from '../conversations/conversation.queries.ts';
import type { Checkpoint, Session, Step } from '../db/database.ts';
import {
  CheckpointTamperedError,
  ConfigChangedError,
  ContinuationFailedError,
  DomainError,
  EnvironmentInvalidError,
  NoResumableSessionError,
  NotFoundError,
  SessionLockedError,
  TerminalStateError,
} from '../errors.ts';
import { appendEvents } from '../events/event.queries.ts';
import { inTransaction, type Tx } from '../events/transaction.ts';
import { findReplay, type IdempotentCall, withIdempotency } from '../idempotency/idempotency.service.ts';
import type { ContinuationPlan } from '../plans/continuation.model.ts';
import { findTasksBySessionIds } from '../plans/plan.queries.ts';
import { restoreStates, transitionStep } from '../plans/plan.service.ts';
import type { ResumeMode, StateReset } from '../plans/resume-mode.model.ts';
import { leaseSeconds } from '../sessions/lease.model.ts';
import { hasLiveLease, isTerminal } from '../sessions/session.model.ts';
import { findMostRecentlyInterrupted, findSessionsByIds } from '../sessions/session.queries.ts';
import { getSessionForUpdate, transitionSession } from '../sessions/session.service.ts';
import { withSessionLock } from '../sessions/session-lock.ts';
import { checkHolder, takeLease } from './leases.ts';
import { type ChangedFiles, changeFiles, putFilesBack } from './resume-files.ts';
import { changesFiles, type EnvironmentReport, previewResume, type ResumeOptions, type ResumePreview } from './resume-preview.ts';
import type { Caller } from './viewer.ts';

export type ResumeInput = ResumeOptions & {
  sessionId?: string | null;
  changedFiles?: 'WARN' | 'ABORT' | null;
  holder: string;
  leaseSeconds?: number | null;
  dryRun?: boolean | null;
  idempotencyKey?: string | null;
};

export type GrantedLease = { holder: string; token: number; expiresAt: Date };

/** What a resume did (or, for a dry run, would do); stored as is under the idempotency key. */
export type ResumeOutcome = {
  sessionId: string;
  mode: ResumeMode;
  plan: ContinuationPlan;
  environment: EnvironmentReport;
  resets: StateReset[];
  phaseId: string | null;
  checkpointId: string | null;
  /** The "before resume" checkpoint keeping the files resume changed (null when it changed none). */
  savedCheckpointId: string | null;
  restoredFiles: string[];
  supersededMessages: number;
  pendingApprovalIds: string[];
  lease: GrantedLease | null;
};

export type ResumeResult = ResumeOutcome & {
  session: Session;
  dryRun: boolean;
  replayed: boolean;
  /** Steps read whole before the resume that it left as they were (the API need not read them again). */
  stepRows?: ReadonlyMap<string, Step>;
};

/** What a failed attempt got as far as knowing, for its `session.resume_failed` record. */
type Attempt = { preview: ResumePreview | null };

/** Test seams between the stages, where a crash or a failure could hit. */
export type ResumeHooks = { afterSnapshot?: () => Promise<void>; afterRestore?: () => Promise<void>; beforeCommit?: () => Promise<void> };

export async function resumeSession(caller: Caller, input: ResumeInput, hooks: ResumeHooks = {}): Promise<ResumeResult> {
  const seconds = leaseSeconds(input.leaseSeconds);
  const holder = checkHolder(input.holder);
  const session = input.sessionId ? await reload(caller, input.sessionId) : await mostRecentlyInterrupted(caller);
  const { idempotencyKey, dryRun, ...request } = input;
  const call: IdempotentCall = { ownerId: caller.viewer.ownerId, key: dryRun ? null : idempotencyKey, operation: 'resumeSession', request };
  const replay = await replayOf(caller, call);
  if (replay) return replay;
  const attempt: Attempt = { preview: null };
  try {
    return await resume(caller, session, { ...input, holder, dryRun: dryRun ?? false }, seconds, call, hooks, attempt);
  } catch (error) {
    await recordFailure(caller, session, input, error, attempt.preview);
    throw error;
  }
}

async function replayOf(caller: Caller, call: IdempotentCall): Promise<ResumeResult | null> {
  const stored = await findReplay<ResumeOutcome>(caller.db, call);
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

function refuseIfLocked(session: Session): void {
  if (hasLiveLease(session, new Date())) throw new SessionLockedError(session.id, session.lease_holder ?? 'unknown', session.lease_expires_at!);
}

function refuseIfChanged(current: Session, planned: Session): void {
  if (current.last_event_seq !== planned.last_event_seq) {
    throw new ContinuationFailedError(`Session ${planned.id} changed while the resume was being prepared; nothing was changed. Call resumeSession again.`);
  }
}

async function resume(
  caller: Caller,
  session: Session,
  input: ResumeInput & { dryRun: boolean },
  seconds: number,
  call: IdempotentCall,
  hooks: ResumeHooks,
  attempt: Attempt,
): Promise<ResumeResult> {
  if (isTerminal(session.state)) throw new TerminalStateError(session.id, session.state);
  refuseIfLocked(session);
  const preview = await previewResume(caller, session, input);
  attempt.preview = preview;
  checkEnvironment(preview, input.changedFiles ?? 'WARN');
  if (input.dryRun)
    return {
      ...outcomeOf(preview, { savedCheckpointId: null, supersededMessages: 0, lease: null }),
      session,
      dryRun: true,
      replayed: false,
      stepRows: preview.stepRows,
    };
  if (!changesFiles(preview)) {
    return commitResume(caller, session, preview, null, input.holder, seconds, call, hooks); // the transaction alone decides
  }

  // Git work: no other resume (nor acquireLease) of this session may run between it and the commit, and a resume
  // that lost the race must find out before it touches a file.
  return withSessionLock(caller.db, session.id, async (connection) => {
    const locked = { ...caller, db: connection }; // from here on, only the lock's connection
    const replay = await replayOf(locked, call);
    if (replay) return replay;
    const current = await reload(locked, session.id);
    refuseIfLocked(current);
    refuseIfChanged(current, session);
    const files = await changeFiles(locked, session, preview, hooks);
    return commitResume(locked, session, preview, files, input.holder, seconds, call, hooks);
  });
}

/** The one transaction: re-checks the session, applies the plan, takes the lease. A failure puts the files back. */
async function commitResume(
  caller: Caller,
  session: Session,
  preview: ResumePreview,
  files: ChangedFiles | null,
  holder: string,
  seconds: number,
  call: IdempotentCall,
  hooks: ResumeHooks,
): Promise<ResumeResult> {
  try {
    const { stored, leased } = await inTransaction(caller.db, caller.viewer.actor, async (tx) => {
      const locked = await getSessionForUpdate(tx, caller.viewer.ownerId, session.id);
      refuseIfLocked(locked);
      refuseIfChanged(locked, session);
      let leasedSession = locked;
      const result = await withIdempotency(tx, call, async () => {
        const applied = await applyPlan(tx, caller, locked, preview, files, holder, seconds);
        leasedSession = applied.session;
        await hooks.beforeCommit?.();
        return applied.outcome;
      });
      return { stored: result, leased: leasedSession };
    });
    return { ...stored, session: leased, dryRun: false, replayed: false, stepRows: unchangedSteps(preview) };
  } catch (error) {
    if (files) await putFilesBack(caller, files);
    throw error;
  }
}

function unchangedSteps(preview: ResumePreview): ReadonlyMap<string, Step> {
  const changed = new Set([...preview.plan.inProgress.map((d) => d.stepId), ...preview.resets.map((r) => r.id)]);
  return new Map([...preview.stepRows].filter(([id]) => !changed.has(id)));
}

function checkEnvironment(preview: ResumePreview, changedFiles: 'WARN' | 'ABORT'): void {
  const { environment, checkpoint, session } = preview;
  if (!environment.valid)
    throw new EnvironmentInvalidError(
      environment.errors.map((e) => e.message),
      'Fix the workspace, or fork the session elsewhere.',
    );
  if (changedFiles === 'ABORT' && environment.changedFiles.length) {
    throw new EnvironmentInvalidError(
      environment.changedFiles.map((f) => `${f.path} ${f.action.toLowerCase()}`),
      'changedFiles: ABORT was requested; review the changes, then resume with WARN.',
    );
  }
  if (preview.blockers.some((b) => b.code === 'CHECKPOINT_TAMPERED')) throw new CheckpointTamperedError(checkpoint!.id);
  if (environment.warnings.some((w) => w.code === 'CONFIG_CHANGED')) throw new ConfigChangedError(session.id);
}

/** Everything the resume writes, in the caller's transaction on the locked session. */
async function applyPlan(
  tx: Tx,
  caller: Caller,
  locked: Session,
  preview: ResumePreview,
  files: ChangedFiles | null,
  holder: string,
  seconds: number,
): Promise<{ session: Session; outcome: ResumeOutcome }> {
  const { plan, checkpoint, mode } = preview;
  // First, while the state is still as it was: the checkpoint keeping what the git stage overwrote.
  if (files) {
    const label = `before resume (${mode}${checkpoint && mode === 'FROM_CHECKPOINT' ? ` from checkpoint ${checkpoint.seq}` : ''})`;
    const position = { phaseId: null, taskId: null, stepId: null };
    await recordCheckpoint(
      tx,
      caller.viewer.ownerId,
      locked.id,
      { id: files.savedCheckpointId, label, kind: 'RESUME', position, code: files.saved },
      caller.settings.secret,
    );
  }
  if (preview.resets.length) {
    const tasks = await findTasksBySessionIds(tx.trx, [locked.id]);
    await restoreStates(tx, locked, preview.resets, new Map(tasks.map((task) => [task.id, task.phase_id])));
  }
  // Independent rows: sent together, pipelined on the transaction's connection (answers, and events, in this order).
  await Promise.all(
    plan.inProgress.map((decision) =>
      decision.action === 'SKIP'
        ? transitionStep(tx, locked, decision.stepId, 'complete', { output: { resumed: 'already applied' } })
        : decision.state === 'RUNNING'
          ? transitionStep(tx, locked, decision.stepId, 'interrupt')
          : null,
    ),
  );
  // A session held at an approval stays there: resume never bypasses a pending approval.
  const running = ['RUNNING', 'AWAITING_APPROVAL'].includes(locked.state) ? locked : await transitionSession(tx, locked, 'resume');
  const leased = await takeLease(tx, caller, running, holder, seconds);
  const lease = { holder: leased.lease_holder!, token: leased.lease_token!, expiresAt: leased.lease_expires_at! };
  tx.emit({
    sessionId: locked.id,
    workspaceId: locked.workspace_id,
    type: 'session.resumed',
    data: {
      ...attemptSummary(preview),
      phaseId: preview.phaseId,
      savedCheckpointId: files?.savedCheckpointId ?? null,
      resetTasks: preview.resets.filter((r) => r.entity === 'TASK').length,
      resetSteps: preview.resets.filter((r) => r.entity === 'STEP').length,
      restoredFiles: files?.restoredFiles ?? [],
      changedFiles: preview.environment.changedFiles.length,
      holder: lease.holder,
      leaseToken: lease.token,
    },
  });
  const supersededMessages = mode === 'FROM_CHECKPOINT' ? await rewindConversations(tx, locked, checkpoint!) : 0;
  return { session: leased, outcome: outcomeOf(preview, { savedCheckpointId: files?.savedCheckpointId ?? null, supersededMessages, lease }) };
}

/**
 * FROM_CHECKPOINT: the conversations show what they showed at the checkpoint. Later messages are set aside (kept,
 * never deleted); messages it showed that a later rewind set aside come back. Returns how many were set aside.
 */
async function rewindConversations(tx: Tx, session: Session, checkpoint: Pick<Checkpoint, 'id' | 'conversation_positions' | 'created_at'>): Promise<number> {
  const positions = checkpoint.conversation_positions as ConversationPosition[];
  const resumed = (await tx.flush()).find((event) => event.type === 'session.resumed')!;
  const restored = await restoreMessagesUpTo(tx.trx, session.id, positions, checkpoint.created_at);
  const count = await supersedeMessagesAfter(tx.trx, session.id, positions, resumed.id);
  if (count || restored) {
    tx.emit({
      sessionId: session.id,
      workspaceId: session.workspace_id,
      type: 'messages.superseded',
      data: { count, restored, checkpointId: checkpoint.id, byEventId: resumed.id },
    });
  }
  return count;
}

/** What every attempt records, successful or not (issue 5): the checkpoint, the counts, the in-flight actions. */
function attemptSummary(preview: ResumePreview) {
  const { plan } = preview;
  return {
    mode: preview.mode,
    checkpointId: preview.checkpoint?.id ?? null,
    skippedTasks: plan.skippedTasks.length,
    skippedSteps: plan.skippedSteps.length,
    pendingSteps: plan.pendingSteps.length,
    inProgress: plan.inProgress.map((d) => ({ stepId: d.stepId, action: d.action })),
    environmentValid: preview.environment.valid,
  };
}

function outcomeOf(preview: ResumePreview, done: Pick<ResumeOutcome, 'savedCheckpointId' | 'supersededMessages' | 'lease'>): ResumeOutcome {
  return {
    sessionId: preview.session.id,
    mode: preview.mode,
    plan: preview.plan,
    environment: preview.environment,
    resets: preview.resets,
    phaseId: preview.phaseId,
    checkpointId: preview.checkpoint?.id ?? null,
    restoredFiles: preview.restoredFiles,
    pendingApprovalIds: preview.pendingApprovals.map((approval) => approval.id),
    ...done,
  };
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

async function recordFailure(caller: Caller, session: Session, input: ResumeInput, error: unknown, preview: ResumePreview | null): Promise<void> {
  const code = error instanceof DomainError ? error.code : 'INTERNAL';
  const message = error instanceof DomainError ? error.message : 'unexpected failure (see the server log)';
  const planned = preview && attemptSummary(preview);
  await caller.db
    .transaction()
    .execute((trx) =>
      appendEvents(trx, [
        {
          sessionId: session.id,
          workspaceId: session.workspace_id,
          type: 'session.resume_failed',
          actor: caller.viewer.actor,
          data: { code, message, mode: input.mode ?? 'CONTINUE', checkpointId: input.checkpointId ?? null, holder: input.holder, ...planned },
        },
      ]),
    )
    .catch((failure: unknown) => caller.settings.logger.warn('could not record a failed resume', failure));
}
