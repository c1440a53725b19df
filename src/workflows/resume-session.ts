// resumeSession (CONTINUE): check, plan (resume-preview.ts), roll back the files of interrupted writes (git, first),
// then one transaction: the session back to RUNNING, in-flight steps skipped or made RESUMABLE, a new lease, and a
// `session.resumed` event. A refused attempt is recorded as `session.resume_failed` and changes nothing else.
import { verifyCheckpoint } from '../checkpoints/checkpoint.model.ts';
import { findPreviousCodeCheckpoint } from '../checkpoints/checkpoint.queries.ts';
import type { Session } from '../db/database.ts';
import {
  CheckpointTamperedError,
  ConfigChangedError,
  DomainError,
  EnvironmentInvalidError,
  NoResumableSessionError,
  NotFoundError,
  SessionLockedError,
  TerminalStateError,
} from '../errors.ts';
import { appendEvents } from '../events/event.queries.ts';
import { inTransaction } from '../events/transaction.ts';
import { restoreFiles } from '../git/workspace-git.ts';
import type { InProgressStrategy } from '../plans/continuation.model.ts';
import { findStepsBySessionIds } from '../plans/plan.queries.ts';
import { transitionStep } from '../plans/plan.service.ts';
import { leaseSeconds } from '../sessions/lease.model.ts';
import { hasLiveLease, isTerminal } from '../sessions/session.model.ts';
import { findSessionsByIds, listSessions } from '../sessions/session.queries.ts';
import { getSessionForUpdate, transitionSession } from '../sessions/session.service.ts';
import { findWorkspacesByIds } from '../workspaces/workspace.queries.ts';
import { asWorkspaceError, gitOptionsFor } from './create-checkpoint.ts';
import { takeLease } from './leases.ts';
import { previewResume, type ResumePreview } from './resume-preview.ts';
import type { Caller } from './viewer.ts';

export type ResumeInput = {
  sessionId?: string | null;
  inProgress?: InProgressStrategy | null;
  changedFiles?: 'WARN' | 'ABORT' | null;
  holder: string;
  leaseSeconds?: number | null;
  dryRun?: boolean | null;
};

export type ResumeResult = { preview: ResumePreview; session: Session; dryRun: boolean };

export async function resumeSession(caller: Caller, input: ResumeInput): Promise<ResumeResult> {
  const seconds = leaseSeconds(input.leaseSeconds);
  const session = await chooseSession(caller, input.sessionId);
  try {
    return await resume(caller, session, input, seconds);
  } catch (error) {
    if (error instanceof DomainError) await recordFailure(caller, session, error);
    throw error;
  }
}

async function chooseSession(caller: Caller, sessionId: string | null | undefined): Promise<Session> {
  if (sessionId) {
    const [session] = await findSessionsByIds(caller.db, caller.viewer.ownerId, [sessionId]);
    if (!session) throw new NotFoundError('Session', sessionId);
    return session;
  }
  // The most recently interrupted: the resumable session touched last.
  const candidates = await listSessions(caller.db, caller.viewer.ownerId, { resumable: true }, { limit: 200, inverted: false });
  const latest = candidates.sort((a, b) => b.updated_at.getTime() - a.updated_at.getTime())[0];
  if (!latest) throw new NoResumableSessionError();
  return latest;
}

async function resume(caller: Caller, session: Session, input: ResumeInput, seconds: number): Promise<ResumeResult> {
  const now = new Date();
  if (isTerminal(session.state)) throw new TerminalStateError(session.id, session.state);
  if (hasLiveLease(session, now)) throw new SessionLockedError(session.id, session.lease_holder ?? 'unknown', session.lease_expires_at!);
  const preview = await previewResume(caller, session, input.inProgress ?? 'ROLLBACK_RETRY');
  const { environment, checkpoint } = preview;
  if (!environment.valid) throw new EnvironmentInvalidError(environment.errors.map((e) => e.message), 'Fix the workspace, or fork the session elsewhere.');
  if (input.changedFiles === 'ABORT' && environment.changedFiles.length) {
    throw new EnvironmentInvalidError(
      environment.changedFiles.map((f) => `${f.path} ${f.action.toLowerCase()}`),
      'changedFiles: ABORT was requested; review the changes, then resume with WARN.',
    );
  }
  if (checkpoint && !verifyCheckpoint(checkpoint, caller.settings.secret)) throw new CheckpointTamperedError(checkpoint.id);
  if (environment.warnings.some((w) => w.code === 'CONFIG_CHANGED')) throw new ConfigChangedError(session.id);
  if (input.dryRun) return { preview, session, dryRun: true };

  await rollBackInterruptedWrites(caller, session, preview);
  const resumed = await inTransaction(caller.db, caller.viewer.actor, async (tx) => {
    const locked = await getSessionForUpdate(tx, caller.viewer.ownerId, session.id);
    if (hasLiveLease(locked, new Date())) throw new SessionLockedError(locked.id, locked.lease_holder ?? 'unknown', locked.lease_expires_at!);
    for (const decision of preview.plan.inProgress) {
      if (decision.action === 'SKIP') await transitionStep(tx, locked, decision.stepId, 'complete', { output: { resumed: 'already applied' } });
      else if (decision.state === 'RUNNING') await transitionStep(tx, locked, decision.stepId, 'interrupt');
    }
    // A session held at an approval stays there: resume never bypasses a pending approval.
    const running = ['RUNNING', 'AWAITING_APPROVAL'].includes(locked.state) ? locked : await transitionSession(tx, locked, 'resume');
    const leased = await takeLease(tx, caller.viewer.ownerId, running, input.holder, seconds);
    tx.emit({
      sessionId: session.id,
      workspaceId: session.workspace_id,
      type: 'session.resumed',
      data: {
        checkpointId: checkpoint?.id ?? null,
        skippedTasks: preview.plan.skippedTasks.length,
        skippedSteps: preview.plan.skippedSteps.length,
        pendingSteps: preview.plan.pendingSteps.length,
        inProgress: preview.plan.inProgress.map((d) => ({ stepId: d.stepId, action: d.action })),
        environmentValid: environment.valid,
        changedFiles: environment.changedFiles.length,
        holder: leased.lease_holder,
        leaseToken: leased.lease_token,
      },
    });
    return leased;
  });
  return { preview, session: resumed, dryRun: false };
}

/** ROLLBACK_AND_RETRY: the declared files of each such step go back to the last code checkpoint (git work, first). */
async function rollBackInterruptedWrites(caller: Caller, session: Session, preview: ResumePreview): Promise<void> {
  const rollback = new Set(preview.plan.inProgress.filter((d) => d.action === 'ROLLBACK_AND_RETRY').map((d) => d.stepId));
  if (rollback.size === 0) return;
  const code = await findPreviousCodeCheckpoint(caller.db, session.id);
  if (!code?.git_commit) return; // nothing to roll back to: the step is simply retried
  const steps = (await findStepsBySessionIds(caller.db, [session.id])).filter((step) => rollback.has(step.id));
  const paths = steps.flatMap((step) => ((step.writes as Array<{ path: string }>) ?? []).map((write) => write.path));
  if (paths.length === 0) return;
  const [workspace] = await findWorkspacesByIds(caller.db, caller.viewer.ownerId, [session.workspace_id]);
  if (!workspace) throw new NotFoundError('Workspace', session.workspace_id);
  await restoreFiles(gitOptionsFor(caller.settings, workspace), code.git_commit, paths).catch((error: unknown) => {
    throw asWorkspaceError(error, workspace.path);
  });
}

async function recordFailure(caller: Caller, session: Session, error: DomainError): Promise<void> {
  await caller.db
    .transaction()
    .execute((trx) =>
      appendEvents(trx, [
        { sessionId: session.id, workspaceId: session.workspace_id, type: 'session.resume_failed', actor: caller.viewer.actor, data: { code: error.code, message: error.message } },
      ]),
    )
    .catch((failure: unknown) => caller.settings.logger.warn('could not record a failed resume', failure));
}
