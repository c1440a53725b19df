// revisePlan: the plan changes while the session runs (adaptive plan evolution). The session is locked,
// must not be finished, the runner's lease is checked (fencing), and the revision is written with its event in one
// transaction, idempotently; the PLAN checkpoint the session's policy asks for follows the commit.
import type { Caller } from '../../caller.ts';
import { autoCheckpoint } from '../../capture/auto-checkpoint.ts';
import { idRef, NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import { IdempotencyConflictError } from '../../errors/idempotency.ts';
import { SessionLockedError, StaleLeaseError } from '../../errors/lease.ts';
import { LimitReachedError } from '../../errors/limit.ts';
import { InvalidPlanError } from '../../errors/plan.ts';
import { InvalidTransitionError } from '../../errors/transition.ts';
import { inTransaction } from '../../events/unit-of-work.ts';
import { withIdempotency } from '../../idempotency/idempotency.service.ts';
import { applyRevision, type RevisionInput } from '../../plans/plan-revision.service.ts';
import { assertLeaseHeld } from '../../sessions/lease.model.ts';
import { isTerminal, LIVE_SESSION_STATES } from '../../sessions/session.model.ts';
import { assertStoredBytes, lockSessionCharging, storedSize } from '../../sessions/session-size.service.ts';

export type RevisePlanInput = RevisionInput & { sessionId: string; idempotencyKey?: string | null; leaseToken?: number | null };

export async function revisePlan(caller: Caller, input: RevisePlanInput) {
  const { idempotencyKey, leaseToken, ...request } = input;
  const { ownerId } = caller.viewer;
  const revised = await inTransaction(caller, (work) =>
    withIdempotency(work, { ownerId, key: idempotencyKey, operation: 'revisePlan', request }, async () => {
      const bytes = storedSize(request);
      const session = await lockSessionCharging(work, ownerId, input.sessionId, bytes);
      if (isTerminal(session.state)) {
        const hint = 'A finished session keeps its plan; create a new session to carry its work on.';
        throw new InvalidTransitionError(idRef('Session', session.id), session.state, 'revise the plan of', LIVE_SESSION_STATES, hint);
      }
      assertLeaseHeld(session, leaseToken, new Date());
      // Names, titles, keys, reasons and step inputs are stored: redacted first (deterministic, so keys still match).
      const { sessionId: _, ...revision } = work.redact.json(request);
      await assertStoredBytes(work, session, bytes, caller.settings.quotas);
      const applied = await applyRevision(work, session, revision, caller.settings.quotas);
      return { sessionId: session.id, ...applied };
    }),
  );
  if (!revised.replayed) await autoCheckpoint(caller, revised.sessionId, 'PLAN', `plan revision ${revised.revision}`, {}, leaseToken ?? null);
  return revised;
}
export const revisePlanThrows = throws(
  IdempotencyConflictError,
  InvalidPlanError,
  InvalidTransitionError,
  LimitReachedError,
  NotFoundError,
  SessionLockedError,
  StaleLeaseError,
  ValidationError,
);
