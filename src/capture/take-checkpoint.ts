// Taking a checkpoint: the folder agent's snapshot first (content-addressed, harmless if nothing refers to it), then the
// row and its event in one transaction; a failure anywhere before the commit leaves no checkpoint row. Code checkpoints hold
// the session's lock from snapshot to row, across processes: each diffs against the one before it, and none
// snapshots a workspace that a resume (or rewind) is restoring. With an idempotency key, a replay is answered before
// any file work, and asked again under the session's lock (no call with the same key commits between that check and
// this call's own commit), as rewinds and forks do.
import type { Caller } from '../caller.ts';
import { type CheckpointHead, findCheckpointsByIds, findPreviousCodeCheckpoint } from '../checkpoints/checkpoint.queries.ts';
import { type CodeSnapshot, holdSnapshot, recordCheckpoint } from '../checkpoints/checkpoint.service.ts';
import { withSessionLock } from '../db/advisory-locks.ts';
import { newId } from '../db/ids.ts';
import type { CheckpointKind } from '../db/tables/checkpoints.ts';
import type { Session } from '../db/tables/sessions.ts';
import { NotFoundError } from '../errors/domain.ts';
import { inTransaction } from '../events/unit-of-work.ts';
import { findReplay, type IdempotentCall, withIdempotency } from '../idempotency/idempotency.service.ts';
import { assertLeaseHeld } from '../sessions/lease.model.ts';
import { findSessionsByIds } from '../sessions/session.queries.ts';
import { agentSnapshot } from './agent-snapshot.ts';
import { workspaceOf } from './checkpoint-code.ts';

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
  /** The caller's idempotency key and the request it stands for (createCheckpoint); absent for automatic checkpoints. */
  idempotency?: IdempotentCall;
};

/** The checkpoint taken, or (replayed) the one an earlier call with the same idempotency key took. */
export type TakenCheckpoint = { checkpoint: CheckpointHead; replayed: boolean };

/** What an idempotency record keeps of a checkpoint taken. */
type StoredCheckpoint = { sessionId: string; checkpointId: string };

/** Test seam: runs between the agent's snapshot and the transaction (the window a crash could hit). */
export type CheckpointHooks = { afterSnapshot?: () => Promise<void> };

export async function takeCheckpoint(caller: Caller, given: CheckpointRequest, hooks: CheckpointHooks = {}): Promise<TakenCheckpoint> {
  const replay = await replayOf(caller, given.idempotency);
  if (replay) return replay;
  // Redacted before anything is written: the label is stored on the row and in the snapshot's commit message too.
  const request = { ...given, label: given.label === null ? null : caller.settings.redactor.text(given.label) };
  if (!request.includeCode) return record(caller, request, null); // one transaction: a replay is found in it
  const [session] = await findSessionsByIds(caller.db, caller.viewer.ownerId, [request.sessionId]);
  if (!session) throw new NotFoundError('Session', request.sessionId);
  // The locked work runs on the lock's connection only.
  return withSessionLock(caller.db, session.id, async (connection) => {
    const locked: Caller = { ...caller, db: connection };
    return (await replayOf(locked, request.idempotency)) ?? snapshotAndRecord(locked, session, request, hooks);
  });
}

async function snapshotAndRecord(caller: Caller, session: Session, request: CheckpointRequest, hooks: CheckpointHooks): Promise<TakenCheckpoint> {
  const id = newId();
  const label = request.label ?? `checkpoint ${session.last_checkpoint_seq + 1}`;
  const workspace = await workspaceOf(caller, session);
  // Snapshotted by the folder's agent (the one this server embeds, for a local owner's), diffed against the last one.
  const code = await agentSnapshot(caller, workspace, session.id, (await findPreviousCodeCheckpoint(caller.db, session.id))?.code_tree ?? null);
  await hooks.afterSnapshot?.();
  return record(caller, { ...request, label }, { id, code });
}

async function record(caller: Caller, request: CheckpointRequest, snapshot: { id: string; code: CodeSnapshot } | null): Promise<TakenCheckpoint> {
  const call = request.idempotency ?? { ownerId: caller.viewer.ownerId, key: null, operation: 'createCheckpoint', request: null };
  let taken = null as CheckpointHead | null;
  const stored = await inTransaction(caller, (work) => {
    taken = null; // set again by each attempt: a retried transaction starts over
    return withIdempotency(work, call, async (): Promise<StoredCheckpoint> => {
      await holdSnapshot(work, caller.viewer.ownerId, snapshot?.code ?? null);
      taken = await recordCheckpoint(
        work,
        caller.viewer.ownerId,
        request.sessionId,
        { id: snapshot?.id ?? newId(), label: request.label, kind: request.kind, position: request.position, code: snapshot?.code ?? null },
        caller.settings.signing,
        { verify: (locked) => assertLeaseHeld(locked, request.leaseToken, new Date()) },
      );
      return { sessionId: taken.session_id, checkpointId: taken.id };
    });
  });
  // A replay here: a concurrent first call with the key committed first (a state-only checkpoint takes no lock before
  // its transaction); its checkpoint is the answer.
  return taken && !stored.replayed ? { checkpoint: taken, replayed: false } : { checkpoint: await storedCheckpoint(caller, stored), replayed: true };
}

/** The checkpoint an earlier call with this idempotency key took, or null when the key is new. */
async function replayOf(caller: Caller, call: IdempotentCall | undefined): Promise<TakenCheckpoint | null> {
  const stored = call ? await findReplay<StoredCheckpoint>(caller.db, call) : null;
  return stored && { checkpoint: await storedCheckpoint(caller, stored), replayed: true };
}

async function storedCheckpoint(caller: Caller, stored: StoredCheckpoint): Promise<CheckpointHead> {
  const [checkpoint] = await findCheckpointsByIds(caller.db, caller.viewer.ownerId, [stored.checkpointId]);
  if (!checkpoint) throw new NotFoundError('Checkpoint', stored.checkpointId);
  return checkpoint;
}
