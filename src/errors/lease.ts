// The expected failures of leases: one runner per session (fencing), one live lease per workspace directory.
import { DomainError, ErrorCode, type IdRef, idRef, text } from './domain.ts';

/** Another runner holds the session's live lease. */
export class SessionLockedError extends DomainError {
  readonly code = ErrorCode.SESSION_LOCKED;
  readonly holder: string;
  readonly expiresAt: Date;
  constructor(sessionId: string, holder: string, expiresAt: Date) {
    const next = 'if you are that runner, pass its leaseToken; otherwise wait until the lease is released or expires, or break it with forceUnlock';
    super(text`Session ${idRef('Session', sessionId)} is leased to runner "${holder}" until ${expiresAt.toISOString()}; ${next}.`);
    this.holder = holder;
    this.expiresAt = expiresAt;
  }
}

/** A lease token that is not the session's live lease any more: the write is refused (fencing). */
export class StaleLeaseError extends DomainError {
  readonly code = ErrorCode.STALE_LEASE;
  readonly given: number;
  readonly current: number | null;
  constructor(sessionId: string, given: number, current: number | null) {
    const why = current === null ? 'it expired or was released' : `lease ${current} replaced it`;
    const session = idRef('Session', sessionId);
    super(text`Lease ${given} of session ${session} is no longer live (${why}); stop writing, then resume the session to take a new lease.`);
    this.given = given;
    this.current = current;
  }
}

/** One live lease per workspace directory: another session there holds one. */
export class WorkspaceAlreadyOpenError extends DomainError {
  readonly code = ErrorCode.WORKSPACE_ALREADY_OPEN;
  readonly otherSession: IdRef;
  constructor(path: string, otherSessionId: string, holder: string) {
    const other = idRef('Session', otherSessionId);
    const next = 'wait until that lease is released or expires, break it with forceUnlock, or work in another directory';
    super(text`Workspace ${path} is already open in session ${other} (runner "${holder}"); ${next}.`);
    this.otherSession = other;
  }
}
