// Where a fork starts: exactly one of a checkpoint, a message or a moment of the source's history, resolved with the
// restore module (restore-point.model.ts) to the checkpoint whose plan state the fork takes (the newest on the line to
// the point), the code snapshot it starts from, and where each of the source's conversations stood then.
import type { Caller } from '../../caller.ts';
import { verifiedCheckpoint } from '../../checkpoints/checkpoint.integrity.ts';
import { readStateSnapshot } from '../../checkpoints/checkpoint.model.ts';
import { findFullCheckpoint } from '../../checkpoints/checkpoint.queries.ts';
import { findMessagesByIds } from '../../conversations/conversation.queries.ts';
import type { Checkpoint, StateSnapshot } from '../../db/tables/checkpoints.ts';
import type { Session, StoredForkPoint } from '../../db/tables/sessions.ts';
import { CheckpointNotFoundError } from '../../errors/checkpoint.ts';
import { idRef, NotFoundError, ValidationError } from '../../errors/domain.ts';
import { loadHistory } from '../../restore/restore.service.ts';
import { type ConversationCut, type HistoryPoint, resolveRestorePoint } from '../../restore/restore-point.model.ts';
import { findCutsAt } from '../../rewinds/rewind.queries.ts';

export type ForkFrom = { fromCheckpointId?: string | null; fromMessageId?: string | null; fromTime?: Date | null };

export type ForkPoint = {
  kind: StoredForkPoint['kind'];
  /** The moment of the source's history the fork starts from. */
  at: Date;
  messageId: string | null;
  /** The checkpoint whose plan state the fork takes (verified); null: none at or before the point. */
  checkpoint: Checkpoint | null;
  /** The checkpoint whose code snapshot the fork starts from (verified); null: none with code. */
  code: Checkpoint | null;
  /** Every conversation of the source that existed at the point, and its last message then. */
  cuts: ConversationCut[];
};

export async function resolveForkPoint(caller: Caller, source: Session, from: ForkFrom): Promise<ForkPoint> {
  const given = [from.fromCheckpointId, from.fromMessageId, from.fromTime].filter((value) => value != null).length;
  if (given !== 1) throw new ValidationError('fromCheckpointId', 'give exactly one of fromCheckpointId, fromMessageId and fromTime.');
  const history = await loadHistory(caller.db, source.id);
  const { asked, cuts, messageId, at } = await historyPoint(caller, source, from, history.checkpoints);
  const point = resolveRestorePoint(asked, history);
  const checkpoint = await verified(caller, source, point.checkpoint?.id);
  if (checkpoint) readStateSnapshot(checkpoint); // its plan state is the fork's: in a format this server reads, before any folder is made
  // Usually the same checkpoint: read and verified once.
  const code = point.code?.id === checkpoint?.id ? checkpoint : await verified(caller, source, point.code?.id);
  return { kind: asked.kind, at, messageId, checkpoint, code, cuts: asked.kind === 'CHECKPOINT' ? point.cuts : cuts };
}

type Asked = { asked: HistoryPoint; cuts: ConversationCut[]; messageId: string | null; at: Date };

async function historyPoint(
  caller: Caller,
  source: Session,
  from: ForkFrom,
  checkpoints: Awaited<ReturnType<typeof loadHistory>>['checkpoints'],
): Promise<Asked> {
  if (from.fromCheckpointId) {
    const checkpoint = checkpoints.find((c) => c.id === from.fromCheckpointId);
    // Another session's or another owner's checkpoint: not found, like one that does not exist.
    if (!checkpoint) throw new NotFoundError('Checkpoint', from.fromCheckpointId);
    return { asked: { kind: 'CHECKPOINT', checkpoint }, cuts: [], messageId: null, at: checkpoint.createdAt };
  }
  if (from.fromMessageId) {
    const [message] = await findMessagesByIds(caller.db, caller.viewer.ownerId, [from.fromMessageId]);
    if (!message || message.session_id !== source.id)
      throw new ValidationError('fromMessageId', 'not a message of this session; pick one from its conversations.');
    if (message.superseded_at) {
      throw new ValidationError(
        'fromMessageId',
        'this message is set aside (superseded); fork from a visible one, or from the time it was written (fromTime).',
      );
    }
    // Its conversation is cut just after it; the others where they stood when it was written.
    const others = await findCutsAt(caller.db, source.id, message.created_at);
    const cuts = [...others.filter((cut) => cut.conversationId !== message.conversation_id), { conversationId: message.conversation_id, lastSeq: message.seq }];
    const asked: HistoryPoint = { kind: 'MESSAGE', conversationId: message.conversation_id, seq: message.seq, createdAt: message.created_at };
    return { asked, cuts, messageId: message.id, at: message.created_at };
  }
  const at = from.fromTime!;
  if (at.getTime() > Date.now()) throw new ValidationError('fromTime', "is in the future; give a moment of the session's past.");
  if (at < source.created_at) throw new ValidationError('fromTime', 'is before the session began; give a moment of its history.');
  const cuts = await findCutsAt(caller.db, source.id, at);
  return { asked: { kind: 'TIME', at, cuts }, cuts, messageId: null, at };
}

async function verified(caller: Caller, source: Session, id: string | undefined): Promise<Checkpoint | null> {
  if (!id) return null;
  const checkpoint = await findFullCheckpoint(caller.db, caller.viewer.ownerId, id);
  if (!checkpoint || checkpoint.session_id !== source.id) throw new CheckpointNotFoundError(id, idRef('Session', source.id));
  verifiedCheckpoint(caller.settings.signing, checkpoint);
  return checkpoint;
}

export function snapshotOf(point: ForkPoint): StateSnapshot | null {
  return point.checkpoint && readStateSnapshot(point.checkpoint);
}
