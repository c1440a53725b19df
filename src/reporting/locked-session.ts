// A session locked for reports of work: what each part of this folder runs on. A single report (the mutations of
// workflows/work, workflows/plans and workflows/todos) locks its session, charged what the report stores, and runs
// one part on it; a batch (recordWork, workflows/work/record-work.ts) locks it once, charged what all its writes
// store, and runs each write's part on it in order, in one transaction. Either way each rule is in one part.
import { type ApprovalSource, gateApprovalsOf, sessionApprovalsOf } from '../approvals/approval.service.ts';
import type { Caller } from '../caller.ts';
import { bufferedMessageStore, immediateMessageStore, type MessageStore, type ReservedSeqs } from '../conversations/message-store.ts';
import type { Session } from '../db/tables/sessions.ts';
import type { Work } from '../events/unit-of-work.ts';
import { batchPlanScope, onePlanScope, type PlanScope } from '../plans/plan-scope.ts';
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
  /** What the transaction keeps of the plan (plan-scope.ts): nothing for one report, what it read and wrote for a batch. */
  plan: PlanScope;
  /** Where appended messages go (message-store.ts): at once, or at the end of the batch. */
  messages: MessageStore;
};

/** The session locked (and charged) for one report (which `reserved` message seqs with the lock, if it did). */
export function lockedForOne(caller: Caller, work: Work, session: Session, leaseToken: number | null | undefined, reserved?: ReservedSeqs): LockedSession {
  const approvals = gateApprovalsOf(work, session.id);
  const messages = immediateMessageStore(work, reserved);
  return { caller, work, session, leaseToken, now: new Date(), approvals, plan: onePlanScope(work, session), messages };
}

/**
 * The session locked (and charged) for a batch of writes: the approvals read once (a batch requests and decides none),
 * what it reads and writes of the plan kept (`stepKeys`: the keys of the steps its revisions add, as stored), the
 * messages written when it ends (`reserved`: the seqs it reserved with the lock). The batch calls `finish` before it
 * commits.
 */
export function lockedForMany(
  caller: Caller,
  work: Work,
  session: Session,
  leaseToken: number | null | undefined,
  batch: { reserved: readonly ReservedSeqs[]; stepKeys: readonly string[] },
): LockedSession & { finish: () => Promise<void> } {
  const approvals = sessionApprovalsOf(work, session.id);
  const plan = batchPlanScope(work, session, batch.stepKeys);
  const messages = bufferedMessageStore(work, batch.reserved);
  const finish = async () => {
    await plan.finish();
    await messages.flush();
  };
  return { caller, work, session, leaseToken, now: new Date(), approvals, plan, messages, finish };
}

/** Refuses a write whose lease token is not the live lease's (lease.model.ts assertLeaseHeld), at the session's moment. */
export function assertFenced(locked: LockedSession): void {
  assertLeaseHeld(locked.session, locked.leaseToken, locked.now);
}
