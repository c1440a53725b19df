// Taking a checkpoint: the git snapshot first (content-addressed, harmless if nothing refers to it), then the row and
// its event in one transaction; a failure anywhere before the commit leaves no checkpoint row. Code checkpoints hold
// the session's lock from snapshot to row, across processes: each diffs against the one before it, and none
// snapshots a workspace that a resume (or rewind) is restoring.
import type { Caller } from '../caller.ts';
import { recordCheckpoint, recordCheckpointThrows } from '../checkpoints/checkpoint.service.ts';
import { snapshotCode, snapshotCodeThrows } from '../code/workspace-code.ts';
import { withSessionLock } from '../db/advisory-locks.ts';
import type { Checkpoint, CheckpointKind, Session } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { NotFoundError, throws } from '../errors.ts';
import { inTransaction, inTransactionThrows } from '../events/unit-of-work.ts';
import { assertLeaseHeld, assertLeaseHeldThrows } from '../sessions/lease.model.ts';
import { findSessionsByIds } from '../sessions/session.queries.ts';
import { snapshotTarget, workspaceOf, workspaceOfThrows } from './checkpoint-code.ts';

export type Position = { phaseId: string | null; taskId: string | null; stepId: string | null };

export type CheckpointRequest = {
  sessionId: string;
  label: string | null;
  kind: Exclude<CheckpointKind, 'RESUME' | 'REWIND'>;
  position: Position;
  /** False: a state-only checkpoint (plan and conversations, no code snapshot). */
  includeCode: boolean;
  /** The runner's lease token when the session is leased (fencing). */
  leaseToken: number | null;
};

/** Test seam: runs between the git work and the transaction (the window a crash could hit). */
export type CheckpointHooks = { afterSnapshot?: () => Promise<void> };

export async function takeCheckpoint(caller: Caller, request: CheckpointRequest, hooks: CheckpointHooks = {}): Promise<Checkpoint> {
  if (!request.includeCode) return record(caller, request, null); // one transaction, no reads before it
  const [session] = await findSessionsByIds(caller.db, caller.viewer.ownerId, [request.sessionId]);
  if (!session) throw new NotFoundError('Session', request.sessionId);
  // The locked work runs on the lock's connection only.
  return withSessionLock(caller.db, session.id, (connection) => snapshotAndRecord({ ...caller, db: connection }, session, request, hooks));
}

async function snapshotAndRecord(caller: Caller, session: Session, request: CheckpointRequest, hooks: CheckpointHooks): Promise<Checkpoint> {
  const id = newId();
  const label = request.label ?? `checkpoint ${session.last_checkpoint_seq + 1}`;
  const workspace = await workspaceOf(caller, session);
  const code = await snapshotCode(caller.settings.code, workspace, await snapshotTarget(caller.db, session.id, id, label));
  await hooks.afterSnapshot?.();
  return record(caller, { ...request, label }, { id, code });
}

async function record(caller: Caller, request: CheckpointRequest, snapshot: { id: string; code: Awaited<ReturnType<typeof snapshotCode>> } | null) {
  return inTransaction(caller, (work) =>
    recordCheckpoint(
      work,
      caller.viewer.ownerId,
      request.sessionId,
      { id: snapshot?.id ?? newId(), label: request.label, kind: request.kind, position: request.position, code: snapshot?.code ?? null },
      caller.settings.signing,
      (locked) => assertLeaseHeld(locked, request.leaseToken, new Date()),
    ),
  );
}
export const takeCheckpointThrows = throws(
  NotFoundError,
  workspaceOfThrows,
  snapshotCodeThrows,
  inTransactionThrows,
  recordCheckpointThrows,
  assertLeaseHeldThrows,
);
