// Approvals: gates a person decides. They live in the database, so they survive restarts, resumes and forks.
import { newId } from '../db/ids.ts';
import { json } from '../db/json.ts';
import type { Approval } from '../db/tables/approvals.ts';
import type { Session } from '../db/tables/sessions.ts';
import { ApprovalPendingError } from '../errors/approval.ts';
import { type IdRef, idRef, NotFoundError, ValidationError } from '../errors/domain.ts';
import { InvalidTransitionError } from '../errors/transition.ts';
import type { Work } from '../events/unit-of-work.ts';
import { type GatedWork, holdingApproval } from './approval.model.ts';
import { countPendingApprovals, findApprovalsBySessionIds, findGateApprovals, insertApproval, lockApproval, updateApproval } from './approval.queries.ts';

export type ApprovalRequest = { title: string; details?: unknown; taskId?: string | null; stepId?: string | null };

export async function requestApproval(work: Work, session: Session, request: ApprovalRequest): Promise<Approval> {
  if (!request.title.trim()) throw new ValidationError('title', 'give the approval a title that says what needs approving.');
  const approval = await insertApproval(work.trx, {
    id: newId(),
    session_id: session.id,
    task_id: request.taskId ?? null,
    step_id: request.stepId ?? null,
    title: work.redact.text(request.title.trim()),
    details: json(work.redact.json(request.details ?? {})),
    requested_by: work.actor,
  });
  work.emit({
    sessionId: session.id,
    workspaceId: session.workspace_id,
    type: 'approval.requested',
    data: { approvalId: approval.id, title: approval.title, taskId: approval.task_id, stepId: approval.step_id },
  });
  return approval;
}

export type Decision = 'APPROVE' | 'REJECT';

/** Decides a pending approval; returns it and how many approvals of the session are still pending. */
export async function decideApproval(
  work: Work,
  session: Session,
  approvalId: string,
  decision: Decision,
  note?: string | null,
): Promise<{ approval: Approval; stillPending: number }> {
  const approval = await lockApproval(work.trx, session.id, approvalId);
  if (!approval) throw new NotFoundError('Approval', approvalId);
  if (approval.state !== 'PENDING') {
    const hint = 'It was already decided; request a new approval if the question needs another decision.';
    throw new InvalidTransitionError(idRef('Approval', approval.id), approval.state, decision.toLowerCase(), ['PENDING'], hint);
  }
  const decided = await updateApproval(work.trx, approval.id, {
    state: decision === 'APPROVE' ? 'APPROVED' : 'REJECTED',
    decided_by: work.actor,
    decision_note: note == null ? null : work.redact.text(note),
    decided_at: new Date(),
  });
  work.emit({
    sessionId: session.id,
    workspaceId: session.workspace_id,
    type: 'approval.decided',
    data: { approvalId: approval.id, state: decided.state, note: note ?? null },
  });
  return { approval: decided, stillPending: await countPendingApprovals(work.trx, session.id) };
}

/** Where a gate reads the approvals that may hold the work at hand (in request order). */
export type ApprovalSource = (gated: GatedWork) => Promise<readonly Approval[]>;

/** For one report: the approvals that may hold its work, read when it asks. */
export function gateApprovalsOf(work: Work, sessionId: string): ApprovalSource {
  return (gated) => findGateApprovals(work.trx, sessionId, gated);
}

/**
 * For many reports in one transaction (which requests or decides no approval): all of the session's approvals, read
 * once; holdingApproval picks from them the same one as from those findGateApprovals reads.
 */
export function sessionApprovalsOf(work: Work, sessionId: string): ApprovalSource {
  let all: Promise<Approval[]> | null = null;
  return () => (all ??= findApprovalsBySessionIds(work.trx, [sessionId]));
}

/**
 * Refuses `action` (a verb: "start", "complete") on the work while an approval holds it (approval.model.ts says
 * which). Asked by every start and completion of work, so a gate holds whatever path led back to running.
 */
export async function assertNotHeld(approvals: ApprovalSource, gated: GatedWork, action: string, subject: IdRef): Promise<void> {
  const holding = holdingApproval(await approvals(gated), gated);
  if (holding) throw new ApprovalPendingError(holding, subject, action);
}
