// Acquire, extend, release and break a session's lease. Acquiring is what resume does for a runner; forceUnlock is
// the audited way out when a runner died holding one.
import type { Session } from '../db/database.ts';
import { LimitReachedError, SessionLockedError, ValidationError, WorkspaceAlreadyOpenError } from '../errors.ts';
import { inTransaction, type Tx } from '../events/transaction.ts';
import { assertLeaseHeld, leaseSeconds, NO_LEASE, newLease } from '../sessions/lease.model.ts';
import { hasLiveLease, isTerminal } from '../sessions/session.model.ts';
import { lockLeaseChecks, updateSession } from '../sessions/session.queries.ts';
import { getSessionForUpdate } from '../sessions/session.service.ts';
import { waitForSessionLock } from '../sessions/session-lock.ts';
import { findWorkspacesByIds } from '../workspaces/workspace.queries.ts';
import type { Caller } from './viewer.ts';

export function checkHolder(holder: string): string {
  const name = holder.trim();
  if (!name || name.length > 200) throw new ValidationError('holder', 'name the runner taking the lease (1 to 200 characters).');
  return name;
}

/**
 * Takes the session's lease inside the caller's transaction (the session must be locked): refused while another
 * runner holds it, while another session holds the workspace directory, or when the owner has as many sessions
 * open as its limit allows (seed 004).
 */
export async function takeLease(tx: Tx, caller: Caller, session: Session, holder: string, seconds: number, now = new Date()): Promise<Session> {
  const { ownerId } = caller.viewer;
  if (hasLiveLease(session, now)) throw new SessionLockedError(session.id, session.lease_holder ?? 'unknown', session.lease_expires_at!);
  const open = await lockLeaseChecks(tx.trx, ownerId, session, now);
  if (open.other) {
    const [workspace] = await findWorkspacesByIds(tx.trx, ownerId, [session.workspace_id]);
    throw new WorkspaceAlreadyOpenError(workspace?.path ?? session.workspace_id, open.other.id, open.other.holder ?? 'unknown');
  }
  const limit = open.limit ?? caller.settings.maxActiveSessions;
  if (open.active >= limit) {
    throw new LimitReachedError(
      'activeSessions',
      limit,
      `You already have ${open.active} session(s) open (held by a live lease), your limit; release or finish one (releaseLease, completeSession), or wait for a lease to expire.`,
    );
  }
  const lease = newLease(session, checkHolder(holder), seconds, now);
  const updated = await updateSession(tx.trx, session.id, lease);
  tx.emit({
    sessionId: session.id,
    workspaceId: session.workspace_id,
    type: 'lease.acquired',
    data: { holder: lease.lease_holder, token: lease.lease_token, expiresAt: lease.lease_expires_at.toISOString() },
  });
  return updated;
}

export async function acquireLease(caller: Caller, input: { sessionId: string; holder: string; leaseSeconds?: number | null }) {
  const seconds = leaseSeconds(input.leaseSeconds);
  return inTransaction(caller.db, caller.viewer.actor, async (tx) => {
    await waitForSessionLock(tx.trx, input.sessionId);
    const session = await getSessionForUpdate(tx, caller.viewer.ownerId, input.sessionId);
    if (isTerminal(session.state))
      throw new ValidationError('sessionId', `session ${session.id} is ${session.state}; a finished session takes no lease (fork it instead).`);
    return takeLease(tx, caller, session, input.holder, seconds);
  });
}

/** Extends the live lease; only its holder (by token) may. Heartbeats are not logged as events. */
export async function heartbeat(caller: Caller, input: { sessionId: string; leaseToken: number; leaseSeconds?: number | null }) {
  const seconds = leaseSeconds(input.leaseSeconds);
  return inTransaction(caller.db, caller.viewer.actor, async (tx) => {
    const session = await getSessionForUpdate(tx, caller.viewer.ownerId, input.sessionId);
    const now = new Date();
    assertLeaseHeld(session, input.leaseToken, now);
    return updateSession(tx.trx, session.id, { lease_expires_at: new Date(now.getTime() + seconds * 1_000) });
  });
}

export async function releaseLease(caller: Caller, input: { sessionId: string; leaseToken: number }) {
  return inTransaction(caller.db, caller.viewer.actor, async (tx) => {
    const session = await getSessionForUpdate(tx, caller.viewer.ownerId, input.sessionId);
    assertLeaseHeld(session, input.leaseToken, new Date());
    tx.emit({
      sessionId: session.id,
      workspaceId: session.workspace_id,
      type: 'lease.released',
      data: { holder: session.lease_holder, token: session.lease_token },
    });
    return updateSession(tx.trx, session.id, NO_LEASE);
  });
}

/** Breaks whatever lease the session has, recording who did it and why; the old token is fenced off for good. */
export async function forceUnlock(caller: Caller, input: { sessionId: string; reason?: string | null }) {
  return inTransaction(caller.db, caller.viewer.actor, async (tx) => {
    const session = await getSessionForUpdate(tx, caller.viewer.ownerId, input.sessionId);
    tx.emit({
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
    return updateSession(tx.trx, session.id, NO_LEASE);
  });
}
