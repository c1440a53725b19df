// A phase's output and summary: recorded when the phase is done. A phase is
// done when every task of it is COMPLETED or CANCELLED (it is then COMPLETED by derivation); a phase without tasks
// has nothing to wait for, so recording its output completes it.
import type { Phase, Task } from '../db/tables/plans.ts';
import type { Session } from '../db/tables/sessions.ts';
import { idRef, NotFoundError } from '../errors/domain.ts';
import { InvalidTransitionError } from '../errors/transition.ts';
import type { Work } from '../events/unit-of-work.ts';
import { findPhaseTaskStates, setPhaseOutput } from './phase-output.queries.ts';
import { lockSessionPhase } from './plan.queries.ts';

const FINISHED: readonly Task['state'][] = ['COMPLETED', 'CANCELLED'];
const SHOWN_KEYS = 10;

/** Refuses a phase that is not done: skipped, paused, or with unfinished tasks (named). */
function requireDone(phase: Phase, tasks: ReadonlyArray<Pick<Task, 'key' | 'state'>>): void {
  const ref = idRef('Phase', phase.id);
  const allowed = tasks.length ? ['COMPLETED'] : ['PLANNED', 'COMPLETED'];
  if (phase.state === 'SKIPPED') {
    throw new InvalidTransitionError(
      ref,
      phase.state,
      'complete',
      allowed,
      'A skipped phase did no work and stays SKIPPED (see skipReason); record results on a phase that ran.',
    );
  }
  if (phase.state === 'PAUSED') {
    throw new InvalidTransitionError(ref, phase.state, 'complete', allowed, 'Resume the phase first (resumePhase), then finish or cancel its tasks.');
  }
  const open = tasks.filter((task) => !FINISHED.includes(task.state));
  if (open.length === 0) return;
  const shown = open.slice(0, SHOWN_KEYS).map((task) => `${task.key} (${task.state})`);
  const more = open.length > SHOWN_KEYS ? ` and ${open.length - SHOWN_KEYS} more` : '';
  const hint = `Its tasks must all be COMPLETED or CANCELLED first: finish or cancel ${shown.join(', ')}${more}.`;
  throw new InvalidTransitionError(ref, phase.state, 'complete', allowed, hint);
}

/**
 * Records the output and summary of a done phase of the locked session (replacing earlier ones), secrets redacted,
 * as `phase.output_recorded { phaseId, output, summary }`; a phase that was not COMPLETED yet (one without tasks)
 * becomes COMPLETED, recorded first as `phase.state_changed` (action "complete"). `completed` says whether it did.
 */
export async function recordPhaseOutput(
  work: Work,
  session: Session,
  phaseId: string,
  input: { output?: unknown; summary?: string | null },
): Promise<{ phase: Phase; completed: boolean }> {
  const phase = await lockSessionPhase(work.trx, session.id, phaseId);
  if (!phase) throw new NotFoundError('Phase', phaseId);
  requireDone(phase, await findPhaseTaskStates(work.trx, phase.id));
  const output = input.output === undefined ? null : work.redact.json(input.output);
  const summary = input.summary == null ? null : work.redact.text(input.summary);
  const completed = phase.state !== 'COMPLETED';
  const updated = await setPhaseOutput(work.trx, phase.id, { output, summary, completedAt: completed ? new Date() : null });
  const at = { sessionId: session.id, workspaceId: session.workspace_id };
  if (completed) work.emit({ ...at, type: 'phase.state_changed', data: { phaseId: phase.id, from: phase.state, to: 'COMPLETED', action: 'complete' } });
  work.emit({ ...at, type: 'phase.output_recorded', data: { phaseId: phase.id, output, summary } });
  return { phase: updated, completed };
}
