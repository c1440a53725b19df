// Acquire, extend, release and break a session's lease. Acquiring is what resume does for a runner; forceUnlock is
// the audited way out when a runner died holding one.
import type { Caller } from '../../caller.ts';
import { waitForSessionLock } from '../../db/advisory-locks.ts';
import { idRef, NotFoundError, text, throws, ValidationError } from '../../errors/domain.ts';
import { SessionLockedError, StaleLeaseError, WorkspaceAlreadyOpenError } from '../../errors/lease.ts';
import { LimitReachedError } from '../../errors/limit.ts';
import { inTransaction } from '../../events/unit-of-work.ts';
import { assertLiveToken, leaseSeconds, NO_LEASE } from '../../sessions/lease.model.ts';
import { takeLease } from '../../sessions/lease.service.ts';
import { hasLiveLease, isTerminal } from '../../sessions/session.model.ts';
import { updateSession } from '../../sessions/session.queries.ts';
import { getSessionForUpdate } from '../../sessions/session.service.ts';

export async function acquireLease(caller: Caller, input: { sessionId: string; holder: string; leaseSeconds?: number | null }) {
  const seconds = leaseSeconds(input.leaseSeconds);
  return inTransaction(caller, async (work) => {
    await waitForSessionLock(work.trx, input.sessionId);
    const session = await getSessionForUpdate(work, caller.viewer.ownerId, input.sessionId);
    if (isTerminal(session.state)) {
      const finished = text`session ${idRef('Session', session.id)} is ${session.state}; a finished session takes no lease, so create a new session to carry its work on.`;
      throw new ValidationError('sessionId', finished);
    }
    return takeLease(work, session, { ownerId: caller.viewer.ownerId, holder: input.holder, seconds, defaultLimit: caller.settings.maxActiveSessions });
  });
}
export const acquireLeaseThrows = throws(LimitReachedError, NotFoundError, SessionLockedError, ValidationError, WorkspaceAlreadyOpenError);

/** Extends the live lease; only its holder (by token) may. Heartbeats are not logged as events. */
export async function heartbeat(caller: Caller, input: { sessionId: string; leaseToken: number; leaseSeconds?: number | null }) {
  const seconds = leaseSeconds(input.leaseSeconds);
  return inTransaction(caller, async (work) => {
    const session = await getSessionForUpdate(work, caller.viewer.ownerId, input.sessionId);
    const now = new Date();
    assertLiveToken(session, input.leaseToken, now);
    return updateSession(work.trx, session.id, { lease_expires_at: new Date(now.getTime() + seconds * 1_000) });
  });
}
export const heartbeatThrows = throws(NotFoundError, StaleLeaseError, ValidationError);

export async function releaseLease(caller: Caller, input: { sessionId: string; leaseToken: number }) {
  return inTransaction(caller, async (work) => {
    const session = await getSessionForUpdate(work, caller.viewer.ownerId, input.sessionId);
    assertLiveToken(session, input.leaseToken, new Date());
    work.emit({
      sessionId: session.id,
      workspaceId: session.workspace_id,
      type: 'lease.released',
      data: { holder: session.lease_holder, token: session.lease_token },
    });
    return updateSession(work.trx, session.id, NO_LEASE);
  });
}
export const releaseLeaseThrows = throws(NotFoundError, StaleLeaseError, ValidationError);

/** Breaks whatever lease the session has, recording who did it and why; the old token is fenced off for good. */
export async function forceUnlock(caller: Caller, input: { sessionId: string; reason?: string | null }) {
  return inTransaction(caller, async (work) => {
    const session = await getSessionForUpdate(work, caller.viewer.ownerId, input.sessionId);
    work.emit({
      sessionId: session.id,
      workspaceId: session.workspace_id,
      type: 'lease.force_unlocked',
      data: {
        previousHolder: session.lease_holder,
        previousToken: session.lease_token,
        wasLive: hasLiveLease(session, new Date()),
        reason: input.reason ?? null,
      },
    });
    return updateSession(work.trx, session.id, NO_LEASE);
  });
}
export const forceUnlockThrows = throws(NotFoundError, ValidationError);
