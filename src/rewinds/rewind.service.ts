// A rewind as the rewinds table keeps it: what it changed (files, messages, state resets), how to tell what it set
// aside and brought back, and its undo. The transaction and the events are the caller's (a workflow's unit of work).
import type { Db } from '../db/client.ts';
import { json } from '../db/json.ts';
import type { PreservedAs, PreserveMode, Rewind, RewindChanges, RewindKind } from '../db/tables/rewinds.ts';
import { NotFoundError } from '../errors/domain.ts';
import { RewindNotUndoableError } from '../errors/rewind.ts';
import type { Work } from '../events/unit-of-work.ts';
import { findLatestOpenRewind, findRewindsByIds, insertRewindStatement, markRewindUndone } from './rewind.queries.ts';

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

/**
 * The row, inserted in the caller's transaction (after its `session.rewound` event was flushed: `eventId`): queued to
 * go out with the transaction's next statement or its COMMIT, costing no round trip. Returned as it is stored (its JSON
 * as read back; created now, as the rows the rewind changed).
 */
export function recordRewind(work: Work, rewind: NewRewind): Rewind {
  const stored = <T>(value: T): T => JSON.parse(JSON.stringify(value));
  const row: Rewind = {
    id: rewind.id,
    session_id: rewind.sessionId,
    kind: rewind.kind,
    request: stored(rewind.request),
    checkpoint_id: rewind.checkpointId,
    undo_checkpoint_id: rewind.undoCheckpointId,
    preserve: rewind.preserve,
    preserved_as: rewind.preservedAs ? stored(rewind.preservedAs) : null,
    changes: stored(rewind.changes),
    event_id: rewind.eventId,
    actor: work.actor,
    created_at: new Date(),
    undone_at: null,
    undone_by: null,
    undo_event_id: null,
  };
  const { request, preserved_as, changes, ...plain } = row;
  work.withNext(
    insertRewindStatement(work.trx, { ...plain, request: json(request), preserved_as: preserved_as && json(preserved_as), changes: json(changes) }),
  );
  return row;
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
