// A session locked for reports of work: what each part of this folder runs on. A single report (the mutations of
// workflows/work, workflows/plans and workflows/todos) locks its session, charged what the report stores, and runs
// one part on it; a batch (recordWork, workflows/work/record-work.ts) locks it once, charged what all its writes
// store, and runs each write's part on it in order, in one transaction. Either way each rule is in one part.
import { type ApprovalSource, gateApprovalsOf, sessionApprovalsOf } from '../approvals/approval.service.ts';
import type { Caller } from '../caller.ts';
import type { Session } from '../db/tables/sessions.ts';
import type { Work } from '../events/unit-of-work.ts';
import { newPlanCounts, type PlanCounts } from '../plans/plan-revision.service.ts';
import { assertLeaseHeld } from '../sessions/lease.model.ts';

export type LockedSession = {
  caller: Caller;
  work: Work;
  /** The session as locked; its `stored_bytes` count the write at hand and those before it (what assertStoredBytes reads). */
  session: Session;
  /** The lease token the write carries (fencing). */
  leaseToken: number | null | undefined;
  /** The time the lease is checked at: one moment for all the writes of a transaction. */
  now: Date;
  /** Where a gate reads the approvals (approval.service.ts). */
  approvals: ApprovalSource;
  /** What revisions count of the plan, once per transaction (plan-revision.service.ts). */
  plan: PlanCounts;
};

/** The session locked (and charged) for one report. */
export function lockedForOne(caller: Caller, work: Work, session: Session, leaseToken: number | null | undefined): LockedSession {
  return { caller, work, session, leaseToken, now: new Date(), approvals: gateApprovalsOf(work, session.id), plan: newPlanCounts() };
}

/**
 * The session locked (and charged) for a batch of writes: the approvals read once (a batch requests and decides none),
 * the plan's counts kept across its revisions.
 */
export function lockedForMany(caller: Caller, work: Work, session: Session, leaseToken: number | null | undefined): LockedSession {
  return { caller, work, session, leaseToken, now: new Date(), approvals: sessionApprovalsOf(work, session.id), plan: newPlanCounts() };
}

/** Refuses a write whose lease token is not the live lease's (lease.model.ts assertLeaseHeld), at the session's moment. */
export function assertFenced(locked: LockedSession): void {
  assertLeaseHeld(locked.session, locked.leaseToken, locked.now);
}
