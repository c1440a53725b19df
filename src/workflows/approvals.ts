// Approvals steer the session: a request moves a RUNNING session to AWAITING_APPROVAL, and deciding the last
// pending one moves it back to RUNNING.
import { findApprovalsByIds } from '../approvals/approval.queries.ts';
import { type ApprovalRequest, type Decision, decideApproval as decide, requestApproval as request } from '../approvals/approval.service.ts';
import { InvalidTransitionError, NotFoundError } from '../errors.ts';
import { inTransaction } from '../events/transaction.ts';
import { withIdempotency } from '../idempotency/idempotency.service.ts';
import { findStepsByIds, findTasksByIds } from '../plans/plan.queries.ts';
import { assertLeaseHeld } from '../sessions/lease.model.ts';
import { isTerminal, LIVE_SESSION_STATES } from '../sessions/session.model.ts';
import { getSessionForUpdate, transitionSession } from '../sessions/session.service.ts';
import type { Caller } from './viewer.ts';

export async function requestApproval(
  { db, viewer }: Caller,
  input: ApprovalRequest & { sessionId: string; idempotencyKey?: string | null; leaseToken?: number | null },
) {
  const { idempotencyKey, leaseToken, ...requestBody } = input;
  return inTransaction(db, viewer.actor, (tx) =>
    withIdempotency(tx, { ownerId: viewer.ownerId, key: idempotencyKey, operation: 'requestApproval', request: requestBody }, async () => {
      const session = await getSessionForUpdate(tx, viewer.ownerId, input.sessionId);
      assertLeaseHeld(session, leaseToken, new Date());
      if (isTerminal(session.state)) {
        throw new InvalidTransitionError('session', session.id, session.state, 'request an approval in', LIVE_SESSION_STATES);
      }
      if (input.taskId) {
        const [task] = await findTasksByIds(tx.trx, viewer.ownerId, [input.taskId]);
        if (!task || task.session_id !== session.id) throw new NotFoundError('Task', input.taskId);
      }
      if (input.stepId) {
        const [step] = await findStepsByIds(tx.trx, viewer.ownerId, [input.stepId]);
        if (!step || step.session_id !== session.id) throw new NotFoundError('Step', input.stepId);
      }
      const approval = await request(tx, session, input);
      if (session.state === 'RUNNING') await transitionSession(tx, session, 'awaitApproval', { extra: { approvalId: approval.id } });
      return { approvalId: approval.id };
    }),
  );
}

export async function decideApproval({ db, viewer }: Caller, input: { approvalId: string; decision: Decision; note?: string | null }) {
  const [approval] = await findApprovalsByIds(db, viewer.ownerId, [input.approvalId]);
  if (!approval) throw new NotFoundError('Approval', input.approvalId);
  return inTransaction(db, viewer.actor, async (tx) => {
    const session = await getSessionForUpdate(tx, viewer.ownerId, approval.session_id);
    const result = await decide(tx, session, input.approvalId, input.decision, input.note);
    if (result.stillPending === 0 && session.state === 'AWAITING_APPROVAL') {
      await transitionSession(tx, session, 'approvalsSettled', { extra: { approvalId: approval.id } });
    }
    return result.approval;
  });
}
