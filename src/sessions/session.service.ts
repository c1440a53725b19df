import type { Session } from '../db/tables/sessions.ts';
import { ApprovalPendingError } from '../errors/approval.ts';
import { idRef, NotFoundError } from '../errors/domain.ts';
import { InvalidTransitionError } from '../errors/transition.ts';
import type { Work } from '../events/unit-of-work.ts';
import { NO_LEASE } from './lease.model.ts';
import { isTerminal, nextSessionState, SESSION_TRANSITIONS, type SessionAction } from './session.model.ts';
import { findPendingApproval, lockSession, updateSession } from './session.queries.ts';

/** Loads and locks a session of this owner, or fails with NOT_FOUND. */
export async function getSessionForUpdate(work: Work, ownerId: string, sessionId: string): Promise<Session> {
  const session = await lockSession(work.trx, ownerId, sessionId);
  if (!session) throw new NotFoundError('Session', sessionId);
  return session;
}

/** Each action as the verb of a message. */
const VERBS: Record<SessionAction, string> = {
  plan: 'plan',
  start: 'start',
  pause: 'pause',
  awaitApproval: 'hold for approval',
  approvalsSettled: 'release from approval',
  resume: 'resume',
  complete: 'complete',
  fail: 'fail',
  cancel: 'cancel',
};

/** What to do instead: a finished session stays finished; one not under way yet can be started first. */
function hintFor(session: Session, action: SessionAction): string | undefined {
  if (isTerminal(session.state)) return 'A finished session stays as it is; create a new session to carry its work on.';
  if (SESSION_TRANSITIONS[action].to === session.state) return `It is ${session.state} already: nothing to do.`;
  const allowed: readonly string[] = SESSION_TRANSITIONS[action].from;
  const startable: readonly string[] = SESSION_TRANSITIONS.start.from;
  if (allowed.includes('RUNNING') && startable.includes(session.state)) return 'Start it first (startSession).';
  return undefined;
}

/** Actions whose outcome a pending approval changes: back to running (held instead), or finished as done (refused). */
const GATE_AWARE: readonly SessionAction[] = ['start', 'resume', 'approvalsSettled', 'complete'];

/**
 * Applies a lifecycle action through the transition table and records `session.state_changed`. A pending approval
 * holds the session: a move back to RUNNING lands at AWAITING_APPROVAL, and completing it is refused. Finishing the
 * session (COMPLETED, FAILED, CANCELLED) ends its lease, recorded as `lease.released`: a finished session holds no
 * workspace and counts against no limit.
 */
export async function transitionSession(
  work: Work,
  session: Session,
  action: SessionAction,
  details: { reason?: string | null; extra?: Record<string, unknown> } = {},
): Promise<Session> {
  const pending = GATE_AWARE.includes(action) ? await findPendingApproval(work.trx, session.id) : undefined;
  const to = nextSessionState(session.state, action, pending !== undefined);
  if (!to) {
    throw new InvalidTransitionError(idRef('Session', session.id), session.state, VERBS[action], SESSION_TRANSITIONS[action].from, hintFor(session, action));
  }
  if (action === 'complete' && pending) throw new ApprovalPendingError(pending, idRef('Session', session.id), VERBS[action]);
  const now = new Date();
  const endsLease = isTerminal(to) && session.lease_token !== null;
  const updated = await updateSession(work.trx, session.id, {
    state: to,
    started_at: to === 'RUNNING' && !session.started_at ? now : session.started_at,
    completed_at: isTerminal(to) ? now : session.completed_at,
    failure_reason: action === 'fail' ? (details.reason == null ? null : work.redact.text(details.reason)) : session.failure_reason,
    ...(endsLease ? NO_LEASE : {}),
  });
  const about = { sessionId: session.id, workspaceId: session.workspace_id };
  const held = pending && to === 'AWAITING_APPROVAL' ? { approvalId: pending.id } : {};
  work.emit({
    ...about,
    type: 'session.state_changed',
    data: { sessionId: session.id, action, from: session.state, to, ...(details.reason ? { reason: details.reason } : {}), ...held, ...details.extra },
  });
  if (endsLease) work.emit({ ...about, type: 'lease.released', data: { holder: session.lease_holder, token: session.lease_token, reason: `session ${to}` } });
  return updated;
}
