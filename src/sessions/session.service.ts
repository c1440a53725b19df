import type { Session } from '../db/database.ts';
import { InvalidTransitionError, NotFoundError } from '../errors.ts';
import type { Work } from '../events/unit-of-work.ts';
import { isTerminal, nextSessionState, SESSION_TRANSITIONS, type SessionAction } from './session.model.ts';
import { lockSession, updateSession } from './session.queries.ts';

/** Loads and locks a session of this owner, or fails with NOT_FOUND. */
export async function getSessionForUpdate(work: Work, ownerId: string, sessionId: string): Promise<Session> {
  const session = await lockSession(work.trx, ownerId, sessionId);
  if (!session) throw new NotFoundError('Session', sessionId);
  return session;
}

const FINISHED_HINT = 'The session is finished; fork it to continue from any checkpoint.';

/** Applies a lifecycle action through the transition table and records `session.state_changed`. */
export async function transitionSession(
  work: Work,
  session: Session,
  action: SessionAction,
  details: { reason?: string | null; extra?: Record<string, unknown> } = {},
): Promise<Session> {
  const to = nextSessionState(session.state, action);
  if (!to) {
    throw new InvalidTransitionError(
      'session',
      session.id,
      session.state,
      action,
      SESSION_TRANSITIONS[action].from,
      isTerminal(session.state) ? FINISHED_HINT : undefined,
    );
  }
  const now = new Date();
  const updated = await updateSession(work.trx, session.id, {
    state: to,
    started_at: to === 'RUNNING' && !session.started_at ? now : session.started_at,
    completed_at: isTerminal(to) ? now : session.completed_at,
    failure_reason: action === 'fail' ? (details.reason == null ? null : work.redact.text(details.reason)) : session.failure_reason,
  });
  work.emit({
    sessionId: session.id,
    workspaceId: session.workspace_id,
    type: 'session.state_changed',
    data: { sessionId: session.id, action, from: session.state, to, ...(details.reason ? { reason: details.reason } : {}), ...details.extra },
  });
  return updated;
}
