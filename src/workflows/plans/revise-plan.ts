// revisePlan: the plan changes while the session runs (adaptive plan evolution). The session is locked and the
// revision applied on it (reporting/plan-revisions.ts: the checks, the revision and its event) in one transaction,
// idempotently; the PLAN checkpoint the session's policy asks for follows the commit.
import type { Caller } from '../../caller.ts';
import { NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import { IdempotencyConflictError } from '../../errors/idempotency.ts';
import { SessionLockedError, StaleLeaseError } from '../../errors/lease.ts';
import { LimitReachedError } from '../../errors/limit.ts';
import { InvalidPlanError } from '../../errors/plan.ts';
import { InvalidTransitionError } from '../../errors/transition.ts';
import { inTransaction } from '../../events/unit-of-work.ts';
import { withIdempotency } from '../../idempotency/idempotency.service.ts';
import type { RevisionInput } from '../../plans/plan-revision.service.ts';
import { runFollowUps } from '../../reporting/follow-ups.ts';
import { lockedForOne } from '../../reporting/locked-session.ts';
import { reviseOn, revisionSize } from '../../reporting/plan-revisions.ts';
import { lockSessionCharging } from '../../sessions/session-size.service.ts';

export type RevisePlanInput = RevisionInput & { sessionId: string; idempotencyKey?: string | null; leaseToken?: number | null };

export async function revisePlan(caller: Caller, input: RevisePlanInput) {
  const { idempotencyKey, leaseToken, ...request } = input;
  const { sessionId, ...revision } = request;
  const { ownerId } = caller.viewer;
  const revised = await inTransaction(caller, (work) =>
    withIdempotency(work, { ownerId, key: idempotencyKey, operation: 'revisePlan', request }, async () => {
      const bytes = revisionSize(revision);
      const session = await lockSessionCharging(work, ownerId, sessionId, bytes);
      return reviseOn(lockedForOne(caller, work, session, leaseToken), revision, bytes);
    }),
  );
  if (!revised.replayed) await runFollowUps(caller, revised.sessionId, revised.followUps, leaseToken ?? null);
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
