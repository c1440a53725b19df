// Approvals steer the session: a request moves a RUNNING session to AWAITING_APPROVAL, and deciding the last
// pending one moves it back to RUNNING.
import { findApprovalsByIds } from '../../approvals/approval.queries.ts';
import { type ApprovalRequest, type Decision, decideApproval as decide, requestApproval as request } from '../../approvals/approval.service.ts';
import type { Caller } from '../../caller.ts';
import { ApprovalPendingError } from '../../errors/approval.ts';
import { idRef, NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import { IdempotencyConflictError } from '../../errors/idempotency.ts';
import { SessionLockedError, StaleLeaseError } from '../../errors/lease.ts';
import { InvalidTransitionError } from '../../errors/transition.ts';
import { inTransaction } from '../../events/unit-of-work.ts';
import { withIdempotency } from '../../idempotency/idempotency.service.ts';
import { findStepsByIds, findTasksByIds } from '../../plans/plan.queries.ts';
import { assertLeaseHeld } from '../../sessions/lease.model.ts';
import { isTerminal, LIVE_SESSION_STATES } from '../../sessions/session.model.ts';
import { getSessionForUpdate, transitionSession } from '../../sessions/session.service.ts';

export async function requestApproval(
  caller: Caller,
  input: ApprovalRequest & { sessionId: string; idempotencyKey?: string | null; leaseToken?: number | null },
) {
  const { idempotencyKey, leaseToken, ...requestBody } = input;
  const { viewer } = caller;
  return inTransaction(caller, (work) =>
    withIdempotency(work, { ownerId: viewer.ownerId, key: idempotencyKey, operation: 'requestApproval', request: requestBody }, async () => {
      const session = await getSessionForUpdate(work, viewer.ownerId, input.sessionId);
      assertLeaseHeld(session, leaseToken, new Date());
      if (isTerminal(session.state)) {
        const hint = 'A finished session takes no new approvals; create a new session to carry its work on.';
        throw new InvalidTransitionError(idRef('Session', session.id), session.state, 'request an approval in', LIVE_SESSION_STATES, hint);
      }
      if (input.taskId) {
        const [task] = await findTasksByIds(work.trx, viewer.ownerId, [input.taskId]);
        if (!task || task.session_id !== session.id) throw new NotFoundError('Task', input.taskId);
      }
      if (input.stepId) {
        const [step] = await findStepsByIds(work.trx, viewer.ownerId, [input.stepId]);
        if (!step || step.session_id !== session.id) throw new NotFoundError('Step', input.stepId);
      }
      const approval = await request(work, session, input);
      if (session.state === 'RUNNING') await transitionSession(work, session, 'awaitApproval', { extra: { approvalId: approval.id } });
      return { approvalId: approval.id };
    }),
  );
}
export const requestApprovalThrows = throws(
  ApprovalPendingError,
  IdempotencyConflictError,
  InvalidTransitionError,
  NotFoundError,
  SessionLockedError,
  StaleLeaseError,
  ValidationError,
);

export async function decideApproval(caller: Caller, input: { approvalId: string; decision: Decision; note?: string | null }) {
  const { db, viewer } = caller;
  const [approval] = await findApprovalsByIds(db, viewer.ownerId, [input.approvalId]);
  if (!approval) throw new NotFoundError('Approval', input.approvalId);
  return inTransaction(caller, async (work) => {
    const session = await getSessionForUpdate(work, viewer.ownerId, approval.session_id);
    const result = await decide(work, session, input.approvalId, input.decision, input.note);
    if (result.stillPending === 0 && session.state === 'AWAITING_APPROVAL') {
      await transitionSession(work, session, 'approvalsSettled', { extra: { approvalId: approval.id } });
    }
    return result.approval;
  });
}
export const decideApprovalThrows = throws(ApprovalPendingError, InvalidTransitionError, NotFoundError, ValidationError);
