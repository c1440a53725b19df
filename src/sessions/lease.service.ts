// Granting a lease, inside the caller's transaction on the locked session.
import type { Session } from '../db/tables/sessions.ts';
import { SessionLockedError, WorkspaceAlreadyOpenError } from '../errors/lease.ts';
import { LimitReachedError } from '../errors/limit.ts';
import type { Work } from '../events/unit-of-work.ts';
import { checkHolder, newLease } from './lease.model.ts';
import { hasLiveLease } from './session.model.ts';
import { lockLeaseChecks, updateSession } from './session.queries.ts';

export type LeaseRequest = { ownerId: string; holder: string; seconds: number; defaultLimit: number };

/**
 * Takes the session's lease (the session must be locked by this transaction): refused while another runner holds
 * it, while another session holds the workspace directory, or when the owner has as many sessions open as its limit.
 */
export async function takeLease(work: Work, session: Session, request: LeaseRequest, now = new Date()): Promise<Session> {
  if (hasLiveLease(session, now)) throw new SessionLockedError(session.id, session.lease_holder ?? 'unknown', session.lease_expires_at!);
  const open = await lockLeaseChecks(work.trx, request.ownerId, session, now);
  if (open.other) throw new WorkspaceAlreadyOpenError(open.other.workspacePath, open.other.id, open.other.holder ?? 'unknown');
  const limit = open.limit ?? request.defaultLimit;
  if (open.active >= limit) {
    throw new LimitReachedError(
      'ACTIVE_SESSIONS',
      limit,
      `You already hold live leases on ${open.active} session(s), your limit; release one (releaseLease), finish one (completeSession), or wait until a lease expires.`,
    );
  }
  const lease = newLease(session, work.redact.text(checkHolder(request.holder)), request.seconds, now);
  const updated = await updateSession(work.trx, session.id, lease);
  work.emit({
    sessionId: session.id,
    workspaceId: session.workspace_id,
    type: 'lease.acquired',
    data: { holder: lease.lease_holder, token: lease.lease_token, expiresAt: lease.lease_expires_at.toISOString() },
  });
  return updated;
}
