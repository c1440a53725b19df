// Every resume attempt leaves a record: a failed one as `session.resume_failed`, with what it had planned so far.
import { DomainError } from '../../errors/domain.ts';
import { recordEventsNow } from '../../events/unit-of-work.ts';
import type { ResumePreview } from './preview.ts';
import type { ResumeRun } from './run.ts';

/** What every attempt records, successful or not: the checkpoint, the counts, the in-flight actions. */
export function attemptSummary(preview: ResumePreview) {
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

/** Runs a stage; when it fails, records the failure (with the plan, once there is one) and rethrows. */
export async function recordingFailure<T>(run: ResumeRun, preview: ResumePreview | null, stage: () => Promise<T>): Promise<T> {
  try {
    return await stage();
  } catch (error) {
    const code = error instanceof DomainError ? error.code : 'INTERNAL';
    const message = error instanceof DomainError ? error.message : 'unexpected failure (see the server log)';
    // The ids it names kept as references too, so the API shows them as global ids (events/event-refs.ts TEXT).
    const messageParts = error instanceof DomainError ? error.parts : [message];
    const { session, input, lease } = run;
    const asked = { mode: input.mode ?? 'CONTINUE', checkpointId: input.checkpointId ?? null, holder: lease.holder };
    const data = { code, message, messageParts, ...asked, ...(preview && attemptSummary(preview)) };
    await recordEventsNow(run.caller, [{ sessionId: session.id, workspaceId: session.workspace_id, type: 'session.resume_failed', data }]);
    throw error;
  }
}
