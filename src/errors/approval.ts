// The expected failure of work an approval holds. The rule of which approval holds what lives in
// approvals/approval.model.ts.
import { DomainError, ErrorCode, type IdRef, idRef, text } from './domain.ts';

/** Work held by an approval: still pending (wait for the decision), or rejected (the work is not to be done). */
export class ApprovalPendingError extends DomainError {
  readonly code = ErrorCode.APPROVAL_PENDING;
  readonly approval: IdRef;
  /** PENDING, or REJECTED for a rejected step or task. */
  readonly approvalState: string;
  /** The step, task or session the refused action was about. */
  readonly held: IdRef;
  constructor(approval: { id: string; title: string; state: string }, held: IdRef, action: string) {
    const ref = idRef('Approval', approval.id);
    const what = held.type === 'Session' ? 'session' : held.type.toLowerCase();
    const why =
      approval.state === 'PENDING'
        ? text`approval ${ref} ("${approval.title}") holds it and is still PENDING; wait until a person decides it (decideApproval), then try again.`
        : text`approval ${ref} ("${approval.title}") was REJECTED; do not do this work: skip it (revisePlan) or fail it, or request a new approval if the question changed.`;
    super([...text`Cannot ${action} ${what} ${held}: `, ...why]);
    this.approval = ref;
    this.approvalState = approval.state;
    this.held = held;
  }
}
