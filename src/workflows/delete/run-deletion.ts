// What deleteSession and deleteWorkspace share: the idempotency key, the one transaction that makes the sessions
// tombstones and audits it (deletions/deletion.service.ts), and the purge that follows, here in the request for as
// long as INLINE_PURGE_MS allows, then by whichever server's finisher comes next (app.ts) if rows are left. A target
// deleted before (by another call, a cascade, a retention run) answers the deletion that took it, changing nothing.
import type { Caller } from '../../caller.ts';
import type { DeletionMode } from '../../db/tables/deletions.ts';
import { deleteSessions, type SessionsDeletion } from '../../deletions/deletion.service.ts';
import { purgeDeletion } from '../../deletions/purge.service.ts';
import { ValidationError } from '../../errors/domain.ts';
import { inTransaction, type Work } from '../../events/unit-of-work.ts';
import { withIdempotency } from '../../idempotency/idempotency.service.ts';

/** How long a request purges before it answers; what is left goes on in the background. */
export const INLINE_PURGE_MS = 2_000;

export type DeleteInput = { cascade?: boolean | null; handOver?: boolean | null; idempotencyKey?: string | null };

/** The deletion, and whether it was there before this call (a replayed key, or a target deleted already). */
export type DeleteResult = { deletionId: string; replayed: boolean };

/** What a verb finds of its target in the transaction: what to delete, or the deletion that took it already. */
export type Target = { deletionId: string } | Omit<SessionsDeletion, 'mode' | 'bounds'>;

export function modeOf(input: DeleteInput): DeletionMode {
  if (input.cascade && input.handOver) {
    throw new ValidationError('handOver', 'choose one: cascade deletes the forks too, handOver keeps them and gives them copies of what they inherit.');
  }
  return input.cascade ? 'CASCADE' : input.handOver ? 'HAND_OVER' : 'NONE';
}

export async function runDeletion(
  caller: Caller,
  call: { operation: string; input: DeleteInput; request: Record<string, unknown> },
  find: (work: Work) => Promise<Target>,
): Promise<DeleteResult> {
  const mode = modeOf(call.input);
  const { lineageDepth: depth, lineageSessions: max } = caller.settings.quotas;
  const idempotent = { ownerId: caller.viewer.ownerId, key: call.input.idempotencyKey, operation: call.operation, request: { ...call.request, mode } };
  const stored = await inTransaction(caller, (work) =>
    withIdempotency(work, idempotent, async () => {
      // Found live, then deleted by another call while this one waited for its locks: found again, as deleted.
      for (;;) {
        const target = await find(work);
        if ('deletionId' in target) return { deletionId: target.deletionId, before: true };
        const deletionId = await deleteSessions(work, { ...target, mode, bounds: { depth, max } });
        if (deletionId) return { deletionId, before: false };
      }
    }),
  );
  // Also for a deletion found: one cut short by a crash goes on here.
  const until = Date.now() + INLINE_PURGE_MS;
  await purgeDeletion(caller, stored.deletionId, { batch: caller.settings.purgeBatch, stop: () => Date.now() > until });
  return { deletionId: stored.deletionId, replayed: stored.replayed || stored.before };
}
