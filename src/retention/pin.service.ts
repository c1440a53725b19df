// Pinning, in the caller's unit of work: the pin and its `retention.pinned` event together.
import { NotFoundError } from '../errors/domain.ts';
import type { Work } from '../events/unit-of-work.ts';
import { findCheckpointSession, setCheckpointPinned, setSessionPinned } from './pin.queries.ts';

export async function pinSession(work: Work, ownerId: string, sessionId: string, pinned: boolean): Promise<void> {
  const session = await setSessionPinned(work.trx, ownerId, sessionId, pinned);
  if (!session) throw new NotFoundError('Session', sessionId);
  work.emit({ sessionId: session.id, workspaceId: session.workspace_id, type: 'retention.pinned', data: { checkpointId: null, pinned } });
}

/** Pins or unpins a checkpoint; returns its session's id. */
export async function pinCheckpoint(work: Work, ownerId: string, checkpointId: string, pinned: boolean): Promise<string> {
  const session = await findCheckpointSession(work.trx, ownerId, checkpointId);
  if (!session || !(await setCheckpointPinned(work.trx, ownerId, checkpointId, pinned))) throw new NotFoundError('Checkpoint', checkpointId);
  work.emit({ sessionId: session.id, workspaceId: session.workspace_id, type: 'retention.pinned', data: { checkpointId, pinned } });
  return session.id;
}
