// recordWork: an ordered mix of a runner's writes to one session (messages, its own events, plan revisions, task and
// step reports, todos, state-only checkpoints) in one transaction, the session locked once and charged once, the lease
// checked once (the writes carry one token). Each write does exactly what its single mutation does (work-writes.ts);
// the automatic checkpoints they ask for are taken after the commit, in order. A refused write rolls the whole batch
// back and answers a WorkWriteRefusedError naming it: the batch is all or nothing, so a client may send the writes
// before it again as a batch (nothing of them was written) and the refused one alone. Keyed, the batch is made once:
// sent again it answers what it made the first time.
//
// Why not a savepoint per write, keeping the rest of a batch around a refused one? Its state outside the database
// (events emitted, the plan's counts, the running size charged, the checkpoints owed) would have to be rolled back with
// each savepoint, and hundreds of subtransactions in one transaction overflow PostgreSQL's per-backend cache of them
// (64), which slows every snapshot taken on the server while it runs. Refusals are rare; a second call then is cheap.
import type { Caller } from '../../caller.ts';
import { reserveOwnedMessageSeqs } from '../../conversations/message-writes.queries.ts';
import { DomainError, NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import { IdempotencyConflictError } from '../../errors/idempotency.ts';
import { SessionLockedError, StaleLeaseError } from '../../errors/lease.ts';
import { LimitReachedError } from '../../errors/limit.ts';
import { WorkWriteRefusedError } from '../../errors/work.ts';
import { inTransaction, type Work } from '../../events/unit-of-work.ts';
import { withIdempotency } from '../../idempotency/idempotency.service.ts';
import { givenStepKeys } from '../../plans/plan-revision.service.ts';
import { type FollowUp, runFollowUps } from '../../reporting/follow-ups.ts';
import { assertFenced, lockedForMany } from '../../reporting/locked-session.ts';
import { lockSessionCharging } from '../../sessions/session-size.service.ts';
import { newTargets } from './work-targets.ts';
import { prepareWrite, runWrite, type WorkWrite, type WrittenWork, writeName } from './work-writes.ts';

export type RecordWorkInput = {
  sessionId: string;
  writes: readonly WorkWrite[];
  idempotencyKey?: string | null;
  leaseToken?: number | null;
};

export type RecordedWork = { sessionId: string; writes: WrittenWork[]; replayed: boolean };

/** The request a key stands for: the writes as given (an unreadable one by its kind alone: such a batch is never stored). */
function requestOf(input: RecordWorkInput) {
  return { sessionId: input.sessionId, writes: input.writes.map((write) => (write.kind === 'unreadable' ? { kind: write.kind } : write)) };
}

export async function recordWork(caller: Caller, input: RecordWorkInput): Promise<RecordedWork> {
  const { idempotencyKey, leaseToken, sessionId, writes } = input;
  const { maxBatchSize } = caller.settings.limits;
  if (writes.length === 0) throw new ValidationError('writes', 'give at least one write.');
  if (writes.length > maxBatchSize) {
    throw new LimitReachedError('BATCH_SIZE', maxBatchSize, `At most ${maxBatchSize} writes fit in one call (SAVEPOINT_MAX_BATCH); split the batch.`);
  }
  const prepared = writes.map((write) => prepareWrite(caller, write));
  const total = prepared.reduce((sum, write) => sum + write.bytes, 0);
  // How many messages the batch appends to each conversation before its first checkpoint (which records the
  // conversations' positions: the seqs of later appends are reserved as they come).
  const messages = new Map<string, number>();
  for (const { write } of prepared) {
    if (write.kind === 'checkpoint') break;
    if (write.kind === 'appendMessages') messages.set(write.conversationId, (messages.get(write.conversationId) ?? 0) + write.messages.length);
  }
  // The keys of the steps its revisions add, as stored (redacted as the revision is): asked of the session once.
  const stepKeysOf = (work: Work) => prepared.flatMap(({ write }) => (write.kind === 'revisePlan' ? givenStepKeys(work.redact.json(write.revision)) : []));
  const { ownerId } = caller.viewer;
  let followUps: FollowUp[] = [];
  const recorded = await inTransaction(caller, (work) => {
    followUps = []; // the transaction may run again
    return withIdempotency(work, { ownerId, key: idempotencyKey, operation: 'recordWork', request: requestOf(input) }, async () => {
      // The conversations it appends to, read with their seqs reserved, sent with the session's lock (which they follow).
      const [session, reserved] = await Promise.all([lockSessionCharging(work, ownerId, sessionId, total), reserveAhead(work, ownerId, sessionId, messages)]);
      const batch = lockedForMany(caller, work, session, leaseToken, { reserved: reserved.map(({ seqs }) => seqs), stepKeys: stepKeysOf(work) });
      assertFenced(batch); // once, before any write: a stale token refuses the batch, not one of its writes
      const targets = newTargets(reserved.map(({ conversation }) => conversation));
      const made: WrittenWork[] = [];
      let stored = session.stored_bytes - total;
      for (const [index, write] of prepared.entries()) {
        stored += write.bytes; // what the session stores with this write: its quota is checked write by write
        try {
          const done = await runWrite({ ...batch, session: { ...session, stored_bytes: stored } }, targets, write);
          made.push(done.made);
          followUps.push(...done.followUps);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          const refused = new WorkWriteRefusedError(index, writeName(write.write), error); // the write's error goes inside it, never as itself
          throw refused;
        }
      }
      await batch.finish();
      return { sessionId: session.id, writes: made };
    });
  });
  if (!recorded.replayed) await runFollowUps(caller, recorded.sessionId, followUps, leaseToken ?? null);
  return recorded;
}
/**
 * The seqs of the messages the batch appends to each conversation before its first checkpoint, reserved in each of
 * the session's conversations (one of another session, or none, reserves nothing: its write is refused in its turn).
 */
async function reserveAhead(work: Work, ownerId: string, sessionId: string, totals: ReadonlyMap<string, number>) {
  const reserved = await Promise.all(
    [...totals].map(async ([conversationId, count]) => {
      const reserved = await reserveOwnedMessageSeqs(work.trx, ownerId, conversationId, count, sessionId);
      return reserved && { conversation: reserved.conversation, seqs: { conversationId, count, first: reserved.first } };
    }),
  );
  return reserved.filter((found) => found !== undefined);
}

export const recordWorkThrows = throws(
  IdempotencyConflictError,
  LimitReachedError,
  NotFoundError,
  SessionLockedError,
  StaleLeaseError,
  ValidationError,
  WorkWriteRefusedError,
);
