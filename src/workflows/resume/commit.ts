// The one transaction of a resume: re-checks the locked session, keeps what the git stage replaced as a RESUME
// checkpoint, applies the mode's restore point (plan state, conversations), settles the in-flight steps, moves the
// session back to RUNNING, grants the lease and records `session.resumed`. A failure changes nothing (runLockedChange puts the files back).
import type { UndoableRestore } from '../../capture/agent-restore.ts';
import type { Step } from '../../db/tables/plans.ts';
import type { Session } from '../../db/tables/sessions.ts';
import { idRef, text } from '../../errors/domain.ts';
import { SessionLockedError } from '../../errors/lease.ts';
import { ContinuationFailedError } from '../../errors/resume.ts';
import { inTransaction, type Work } from '../../events/unit-of-work.ts';
import { withIdempotency } from '../../idempotency/idempotency.service.ts';
import { resumeTasksPausedWithSession } from '../../plans/pause.service.ts';
import { transitionStep } from '../../plans/transition.service.ts';
import type { ConfirmEffect } from '../../restore/locked-change.ts';
import { cutConversations, recordUndoPoint, resetPlanState, restoreWorkingState } from '../../restore/restore.service.ts';
import { takeLease } from '../../sessions/lease.service.ts';
import { hasLiveLease, WORK_STATES } from '../../sessions/session.model.ts';
import { getSessionForUpdate, transitionSession } from '../../sessions/session.service.ts';
import { attemptSummary } from './failure.ts';
import type { ResumePreview } from './preview.ts';
import type { GrantedLease, ResumeOutcome, ResumeResult, ResumeRun } from './run.ts';

/** The git stage's result: the files it changed, and the id the checkpoint keeping them gets. */
/** The files changed: the state before (kept as the RESUME checkpoint's code), the way back, the paths put back. */
export type ChangedFiles = UndoableRestore & { restoredFiles: string[]; savedCheckpointId: string };

export function refuseIfLocked(session: Session): void {
  if (hasLiveLease(session, new Date())) throw new SessionLockedError(session.id, session.lease_holder ?? 'unknown', session.lease_expires_at!);
}

export function refuseIfChanged(current: Session, planned: Session): void {
  if (current.last_event_seq !== planned.last_event_seq) {
    const session = idRef('Session', planned.id);
    throw new ContinuationFailedError(text`Session ${session} changed while the resume was being prepared, so nothing was changed; call resumeSession again.`);
  }
}

/**
 * The resume's one transaction, confirming the agent's file work in it when files changed (restore/locked-change.ts);
 * a failure leaves the session as it was (the caller takes the files back).
 */
export async function commitResume(run: ResumeRun, preview: ResumePreview, files: ChangedFiles | null, confirm?: ConfirmEffect): Promise<ResumeResult> {
  const { caller } = run;
  const { stored, leased, moved } = await inTransaction(caller, async (work) => {
    const locked = await getSessionForUpdate(work, caller.viewer.ownerId, run.session.id);
    refuseIfLocked(locked);
    refuseIfChanged(locked, run.session);
    let leasedSession = locked;
    let movedSteps: Step[] = [];
    const stored = await withIdempotency(work, run.call, async () => {
      await confirm?.(work.trx);
      const applied = await apply(work, run, locked, preview, files);
      leasedSession = applied.session;
      movedSteps = applied.moved;
      await run.hooks.beforeCommit?.();
      return applied.outcome;
    });
    return { stored, leased: leasedSession, moved: movedSteps };
  });
  return { ...stored, session: leased, dryRun: false, replayed: false, stepRows: stepRowsAfter(preview, moved), checkpointRow: preview.checkpoint };
}

/** Everything the resume writes, in the transaction on the locked session. */
async function apply(work: Work, run: ResumeRun, locked: Session, preview: ResumePreview, files: ChangedFiles | null) {
  const { plan, checkpoint, mode } = preview;
  if (files) {
    const from = checkpoint && mode === 'FROM_CHECKPOINT' ? ` from checkpoint ${checkpoint.seq}` : '';
    await recordUndoPoint(work, run.caller, locked, {
      id: files.savedCheckpointId,
      label: `before resume (${mode}${from})`,
      kind: 'RESUME',
      code: files.saved,
    });
  }
  if (preview.workingState && checkpoint) await restoreWorkingState(work, locked, preview.workingState, checkpoint.id);
  await resetPlanState(work, locked, preview.resets);
  // Independent rows, sent together and written in the order sent (db/transaction.ts), and their events.
  const moved = await Promise.all(
    plan.inProgress.map((decision) =>
      decision.action === 'SKIP'
        ? transitionStep(work, locked, decision.stepId, 'complete', { output: { resumed: 'already applied' } })
        : decision.state === 'RUNNING'
          ? transitionStep(work, locked, decision.stepId, 'interrupt')
          : null,
    ),
  );
  // A session held at an approval stays there (transitionSession holds it at AWAITING_APPROVAL while one is pending);
  // one drafting its plan goes on drafting; the agents a session pause stopped are resumed with it.
  const running = WORK_STATES.includes(locked.state) || locked.state === 'PLANNING' ? locked : await transitionSession(work, locked, 'resume');
  await resumeTasksPausedWithSession(work, running);
  const { ownerId } = run.caller.viewer;
  const leased = await takeLease(work, running, { ownerId, ...run.lease, defaultLimit: run.caller.settings.maxActiveSessions });
  const lease = { holder: leased.lease_holder!, token: leased.lease_token!, expiresAt: leased.lease_expires_at! };
  work.emit({
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
  let supersededMessages = 0;
  if (preview.restorePoint) {
    // The messages set aside are marked with the event of this resume.
    const resumed = (await work.flush()).find((event) => event.type === 'session.resumed')!;
    supersededMessages = (await cutConversations(work, locked, preview.restorePoint, resumed.id)).setAside;
  }
  const outcome = outcomeOf(preview, { savedCheckpointId: files?.savedCheckpointId ?? null, supersededMessages, lease });
  return { session: leased, outcome, moved: moved.filter((step) => step !== null) };
}

/** The unfinished steps as the resume left them: those it did not touch as read, those it moved as it wrote them. */
function stepRowsAfter(preview: ResumePreview, moved: readonly Step[]): ReadonlyMap<string, Step> {
  const changed = new Set([...preview.plan.inProgress.map((d) => d.stepId), ...preview.resets.map((r) => r.id)]);
  const rows = new Map([...preview.stepRows].filter(([id]) => !changed.has(id)));
  for (const step of moved) rows.set(step.id, step);
  return rows;
}

export function outcomeOf(
  preview: ResumePreview,
  done: { savedCheckpointId: string | null; supersededMessages: number; lease: GrantedLease | null },
): ResumeOutcome {
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
