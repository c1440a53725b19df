// completePhase: a runner reports what a finished phase produced (its output and a summary); a phase without tasks
// completes with it. Like every report of work it locks the session, needs it under way and the lease token live.
// A phase completed here takes the PHASE checkpoint the session's policy asks for, after the report has committed.
import type { Caller } from '../../caller.ts';
import { autoCheckpoint } from '../../capture/auto-checkpoint.ts';
import type { Session } from '../../db/tables/sessions.ts';
import { idRef, NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import { IdempotencyConflictError } from '../../errors/idempotency.ts';
import { SessionLockedError, StaleLeaseError } from '../../errors/lease.ts';
import { LimitReachedError } from '../../errors/limit.ts';
import { InvalidTransitionError } from '../../errors/transition.ts';
import { inTransaction } from '../../events/unit-of-work.ts';
import { withIdempotency } from '../../idempotency/idempotency.service.ts';
import { recordPhaseOutput } from '../../plans/phase-output.service.ts';
import { findPhasesByIds } from '../../plans/plan.queries.ts';
import { assertLeaseHeld } from '../../sessions/lease.model.ts';
import { isTerminal, WORK_STATES } from '../../sessions/session.model.ts';
import { assertStoredBytes, lockSessionCharging, storedSize } from '../../sessions/session-size.service.ts';

export type CompletePhaseInput = {
  phaseId: string;
  output?: unknown;
  summary?: string | null;
  idempotencyKey?: string | null;
  leaseToken?: number | null;
};

/** Work is reported only while the session is under way (as tasks-and-steps does). */
function requireWorking(session: Session): void {
  if (WORK_STATES.includes(session.state)) return;
  const hint = isTerminal(session.state)
    ? 'A finished session takes no more work; create a new session to carry its work on.'
    : 'Start or resume the session first.';
  throw new InvalidTransitionError(idRef('Session', session.id), session.state, 'complete a phase in', WORK_STATES, hint);
}

export async function completePhase(caller: Caller, input: CompletePhaseInput) {
  const { idempotencyKey, leaseToken, ...request } = input;
  const { db, viewer, settings } = caller;
  const maxBytes = settings.limits.maxMessageBytes;
  if (input.summary != null && Buffer.byteLength(input.summary) > maxBytes) {
    throw new ValidationError(
      'summary',
      `is over ${maxBytes} bytes (SAVEPOINT_MAX_MESSAGE_BYTES); shorten it, or put the long form in output or a shared document.`,
    );
  }
  const [phase] = await findPhasesByIds(db, viewer.ownerId, [input.phaseId]);
  if (!phase) throw new NotFoundError('Phase', input.phaseId);
  const result = await inTransaction(caller, (work) =>
    withIdempotency(work, { ownerId: viewer.ownerId, key: idempotencyKey, operation: 'completePhase', request }, async () => {
      const bytes = storedSize(input.output) + storedSize(input.summary);
      const session = await lockSessionCharging(work, viewer.ownerId, phase.session_id, bytes);
      requireWorking(session);
      assertLeaseHeld(session, leaseToken, new Date());
      await assertStoredBytes(work, session, bytes, settings.quotas);
      const { completed } = await recordPhaseOutput(work, session, phase.id, { output: input.output, summary: input.summary });
      return { sessionId: session.id, phaseId: phase.id, completed };
    }),
  );
  if (result.completed && !result.replayed) {
    await autoCheckpoint(caller, phase.session_id, 'PHASE', `phase completed: ${phase.name}`, { phaseId: phase.id }, leaseToken ?? null);
  }
  return result;
}
export const completePhaseThrows = throws(
  IdempotencyConflictError,
  InvalidTransitionError,
  LimitReachedError,
  NotFoundError,
  SessionLockedError,
  StaleLeaseError,
  ValidationError,
);
