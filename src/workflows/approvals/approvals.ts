// Approvals steer the session: a request moves a RUNNING session to AWAITING_APPROVAL, and deciding the last
// pending one moves it back to RUNNING.
import { findApprovalsByIds } from '../../approvals/approval.queries.ts';
import {
  type ApprovalRequest,
  type Decision,
  decideApproval as decide,
  decideApprovalThrows as decideThrows,
  requestApproval as request,
  requestApprovalThrows as requestThrows,
} from '../../approvals/approval.service.ts';
import type { Caller } from '../../caller.ts';
import { idRef, NotFoundError, throws } from '../../errors/domain.ts';
import { InvalidTransitionError } from '../../errors/transition.ts';
import { inTransaction, inTransactionThrows } from '../../events/unit-of-work.ts';
import { withIdempotency, withIdempotencyThrows } from '../../idempotency/idempotency.service.ts';
import { findStepsByIds, findTasksByIds } from '../../plans/plan.queries.ts';
import { assertLeaseHeld, assertLeaseHeldThrows } from '../../sessions/lease.model.ts';
import { isTerminal, LIVE_SESSION_STATES } from '../../sessions/session.model.ts';
import { getSessionForUpdate, getSessionForUpdateThrows, transitionSession, transitionSessionThrows } from '../../sessions/session.service.ts';

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
  InvalidTransitionError,
  NotFoundError,
  inTransactionThrows,
  withIdempotencyThrows,
  getSessionForUpdateThrows,
  assertLeaseHeldThrows,
  requestThrows,
  transitionSessionThrows,
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
export const decideApprovalThrows = throws(NotFoundError, inTransactionThrows, getSessionForUpdateThrows, decideThrows, transitionSessionThrows);
