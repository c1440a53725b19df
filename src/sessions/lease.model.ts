// Leases with fencing tokens, pure. One runner at a time advances a session: it holds the live lease, and every
// write it makes carries the lease's token; tokens only grow, so a runner that lost its lease can never write again.
import type { Session } from '../db/tables/sessions.ts';
import { ValidationError } from '../errors/domain.ts';
import { SessionLockedError, StaleLeaseError } from '../errors/lease.ts';
import { hasLiveLease } from './session.model.ts';

/** The runner taking a lease, named (1 to 200 characters). */
export function checkHolder(holder: string): string {
  const name = holder.trim();
  if (!name || name.length > 200) throw new ValidationError('holder', 'name the runner taking the lease (1 to 200 characters).');
  return name;
}

export const LEASE_SECONDS = { min: 5, max: 3_600, fallback: 60 } as const;

type LeaseFields = Pick<Session, 'id' | 'lease_holder' | 'lease_token' | 'lease_expires_at' | 'last_lease_token'>;

/** Refuses a token that is not the live lease's (fencing). */
export function assertLiveToken(session: LeaseFields, token: number, now: Date): void {
  const live = hasLiveLease(session, now);
  if (!live || session.lease_token !== token) throw new StaleLeaseError(session.id, token, live ? session.lease_token : null);
}

/** Refuses a write whose token is not the live lease's, and a write without one while a lease is live. */
export function assertLeaseHeld(session: LeaseFields, token: number | null | undefined, now: Date): void {
  if (token != null) assertLiveToken(session, token, now);
  else if (hasLiveLease(session, now)) throw new SessionLockedError(session.id, session.lease_holder ?? 'unknown', session.lease_expires_at!);
}

export function leaseSeconds(requested: number | null | undefined): number {
  const seconds = requested ?? LEASE_SECONDS.fallback;
  if (!Number.isInteger(seconds) || seconds < LEASE_SECONDS.min || seconds > LEASE_SECONDS.max) {
    throw new ValidationError('leaseSeconds', `must be a whole number of seconds from ${LEASE_SECONDS.min} to ${LEASE_SECONDS.max}.`);
  }
  return seconds;
}

/** The columns of a new lease: the next fencing token, held by `holder` for `seconds`. */
export function newLease(session: LeaseFields, holder: string, seconds: number, now: Date) {
  const token = session.last_lease_token + 1;
  return { lease_holder: holder, lease_token: token, lease_expires_at: new Date(now.getTime() + seconds * 1_000), last_lease_token: token };
}

export const NO_LEASE = { lease_holder: null, lease_token: null, lease_expires_at: null } as const;
