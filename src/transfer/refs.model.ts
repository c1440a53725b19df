// Where the ids are in the JSON columns of an export's records that hold some (event data: events/event-refs.ts, by
// the event's type), in the shapes of event-refs.ts: the import gives each the new id of the row it names.
import { type RefShape, refsOf } from '../events/event-refs.ts';

/** A checkpoint's state snapshot (db/tables/checkpoints.ts StateSnapshot). */
export const SNAPSHOT_REFS: RefShape = {
  phases: [{ id: 'Phase' }],
  tasks: [{ id: 'Task', phaseId: 'Phase', dependsOn: ['Task'] }],
  steps: [{ id: 'Step', taskId: 'Task' }],
  approvals: [{ id: 'Approval' }],
};
/** A checkpoint's conversation positions; a fork's inherited runs; a compaction's summary; a fork's point. */
export const POSITION_REFS: RefShape = [{ conversationId: 'Conversation', lastMessageId: 'Message' }];
export const INHERITS_REFS: RefShape = [{ conversationId: 'Conversation' }];
export const SUMMARY_REFS: RefShape = { rewindId: 'Rewind', firstId: 'Message', lastId: 'Message' };
export const FORK_POINT_REFS: RefShape = { checkpointId: 'Checkpoint', codeCheckpointId: 'Checkpoint', messageId: 'Message' };
/** What a rewind was asked (ids as database ids) and what it changed (db/tables/rewinds.ts). */
export const REWIND_REQUEST_REFS: RefShape = {
  conversationId: 'Conversation',
  checkpointId: 'Checkpoint',
  toMessageId: 'Message',
  fromMessageId: 'Message',
  upToMessageId: 'Message',
};
export const REWIND_CHANGES_REFS: RefShape = {
  messagesRestored: [{ id: 'Message', byEventId: 'SessionEvent' }],
  cutConversationIds: ['Conversation'],
  summaryMessageId: 'Message',
};

/** Where the ids are in a JSON field of this record (an event's data: by its type, event-refs.ts). */
export function shapeOf(refs: RefShape | 'EVENT' | null, record: Record<string, unknown>): RefShape | null {
  return refs === 'EVENT' ? refsOf(String(record.eventType)) : refs;
}

/** Whether a shape names events (by row id when stored, by seq in an export). */
export function holdsEvents(shape: RefShape): boolean {
  if (typeof shape === 'string') return shape === 'SessionEvent';
  if (Array.isArray(shape)) return holdsEvents(shape[0] as RefShape);
  return Object.values(shape as Record<string, RefShape>).some(holdsEvents);
}
