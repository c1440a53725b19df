// A rewind as the rewinds table keeps it: what it changed (files, messages, state resets), how to tell what it set
// aside and brought back, and its undo. The transaction and the events are the caller's (a workflow's unit of work).
import type { Db } from '../db/client.ts';
import { json } from '../db/json.ts';
import type { PreservedAs, PreserveMode, Rewind, RewindChanges, RewindKind } from '../db/tables/rewinds.ts';
import { NotFoundError } from '../errors/domain.ts';
import { RewindNotUndoableError } from '../errors/rewind.ts';
import type { Work } from '../events/unit-of-work.ts';
import { findLatestOpenRewind, findRewindsByIds, insertRewind, markRewindUndone } from './rewind.queries.ts';

export type NewRewind = {
  id: string;
  sessionId: string;
  kind: RewindKind;
  request: Record<string, unknown>;
  checkpointId: string | null;
  undoCheckpointId: string;
  preserve: PreserveMode;
  preservedAs: PreservedAs | null;
  changes: RewindChanges;
  eventId: number;
};

/** Inserts the row, in the caller's transaction (after its `session.rewound` event was flushed: `eventId`). */
export async function recordRewind(work: Work, rewind: NewRewind): Promise<Rewind> {
  return insertRewind(work.trx, {
    id: rewind.id,
    session_id: rewind.sessionId,
    kind: rewind.kind,
    request: json(rewind.request),
    checkpoint_id: rewind.checkpointId,
    undo_checkpoint_id: rewind.undoCheckpointId,
    preserve: rewind.preserve,
    preserved_as: rewind.preservedAs ? json(rewind.preservedAs) : null,
    changes: json(rewind.changes),
    event_id: rewind.eventId,
    actor: work.actor,
  });
}

export function changesOf(rewind: Pick<Rewind, 'changes'>): RewindChanges {
  const stored = rewind.changes;
  return {
    files: stored.files ?? [],
    codeCommit: stored.codeCommit ?? null,
    messagesSuperseded: stored.messagesSuperseded ?? 0,
    messagesRestored: stored.messagesRestored ?? [],
    resetTasks: stored.resetTasks ?? 0,
    resetSteps: stored.resetSteps ?? 0,
    planRestored: stored.planRestored ?? false,
    cutConversationIds: stored.cutConversationIds === undefined ? null : stored.cutConversationIds,
    summaryMessageId: stored.summaryMessageId ?? null,
  };
}

export async function getRewind(db: Db, ownerId: string, rewindId: string): Promise<Rewind> {
  const [rewind] = await findRewindsByIds(db, ownerId, [rewindId]);
  if (!rewind) throw new NotFoundError('Rewind', rewindId);
  return rewind;
}

/** Only the newest rewind of its session not yet undone can be undone (newest first, like a stack). */
export async function assertUndoable(db: Db, rewind: Rewind): Promise<void> {
  if (rewind.undone_at) throw new RewindNotUndoableError(rewind.id, null);
  const latest = await findLatestOpenRewind(db, rewind.session_id);
  if (latest && latest.id !== rewind.id) throw new RewindNotUndoableError(rewind.id, latest.id);
}

export async function recordUndo(work: Work, rewind: Rewind, undoEventId: number): Promise<Rewind> {
  return markRewindUndone(work.trx, rewind.id, { undoneBy: work.actor, undoEventId });
}
