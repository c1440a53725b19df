// What each event's data refers to: which of its fields (and fields of the objects in its lists) hold ids of our
// rows, and of which type. Stored history keeps database ids; the API shows each as the global id `node(id:)`
// resolves, translated when served (graphql/event-data.ts), so a client can match a live event to the objects in its
// cache. test/events.global-ids.test.ts fails when an event type is emitted that is not here, when an emit names an
// id field this table does not, and when any id a served event holds is not a global id that resolves.
import type { EntityType } from '../errors/domain.ts';

/** The type of an id in event data; SessionEvent: a session_events row id (the API names an event by session and seq). */
export type RefType = Exclude<EntityType, 'Owner' | 'ApiToken' | 'Workspace'> | 'SessionEvent';

/**
 * Where the ids are in a value: an id (its type), a list of values of one shape (`[shape]`), the fields of an object,
 * or TEXT: a message whose ids are kept as references in the field `<name>Parts` beside it (errors/domain.ts ErrorText).
 */
export type RefShape = RefType | typeof TEXT | readonly [RefShape] | { readonly [field: string]: RefShape };

/** A message naming rows: stored rendered with database ids, and as parts in `<field>Parts`. */
export const TEXT = 'TEXT';

/** A runner's own events (custom.<name>) hold its data, never our ids: they are served as recorded. */
export const CUSTOM_PREFIX = 'custom.';

const PLAN_ROWS = {
  phases: [{ id: 'Phase' }],
  tasks: [{ id: 'Task', phaseId: 'Phase', dependsOn: ['Task'] }],
  steps: [{ id: 'Step', taskId: 'Task' }],
} as const;

const IN_PROGRESS = [{ stepId: 'Step' }] as const;

export const EVENT_REFS: Readonly<Record<string, RefShape>> = {
  'session.created': { sessionId: 'Session', forkOf: 'Session' },
  'session.state_changed': { sessionId: 'Session', approvalId: 'Approval' },
  'session.forked': {
    sourceSessionId: 'Session',
    forkSessionId: 'Session',
    checkpointId: 'Checkpoint',
    codeCheckpointId: 'Checkpoint',
    messageId: 'Message',
  },
  // What a fork started with (workflows/fork/fork-plan.ts): its own rows, states and approvals.
  'session.inherited': { sourceSessionId: 'Session', ...PLAN_ROWS, approvals: [{ id: 'Approval' }] },
  'session.resumed': { checkpointId: 'Checkpoint', phaseId: 'Phase', savedCheckpointId: 'Checkpoint', inProgress: IN_PROGRESS },
  'session.resume_failed': { message: TEXT, checkpointId: 'Checkpoint', inProgress: IN_PROGRESS },
  'session.rewound': {
    rewindId: 'Rewind',
    checkpointId: 'Checkpoint',
    codeCheckpointId: 'Checkpoint',
    undoCheckpointId: 'Checkpoint',
    conversationId: 'Conversation',
  },
  // The exporting server's ids, shown as they are: references to where the session came from.
  'session.imported': {},
  'session.rewind_undone': { rewindId: 'Rewind', undoCheckpointId: 'Checkpoint', savedCheckpointId: 'Checkpoint' },
  'plan.created': PLAN_ROWS,
  'plan.revised': {
    added: PLAN_ROWS,
    positions: { phases: [{ id: 'Phase' }], tasks: [{ id: 'Task', phaseId: 'Phase' }] },
    dependencies: [{ taskId: 'Task', dependsOn: ['Task'] }],
    skipped: { phases: [{ id: 'Phase' }], tasks: [{ id: 'Task' }] },
  },
  'plan.restored': {
    checkpointId: 'Checkpoint',
    superseded: { phases: ['Phase'], tasks: ['Task'], steps: ['Step'] },
    phases: [{ id: 'Phase' }],
    tasks: [{ id: 'Task', phaseId: 'Phase', dependsOn: ['Task'] }],
    steps: [{ id: 'Step' }],
  },
  'phase.state_changed': { phaseId: 'Phase' },
  'phase.output_recorded': { phaseId: 'Phase' },
  'task.state_changed': { taskId: 'Task' },
  'task.resumed': { taskId: 'Task', inProgress: IN_PROGRESS },
  'step.state_changed': { stepId: 'Step', taskId: 'Task' },
  'todos.updated': { taskId: 'Task' },
  'state.checkpointed': {},
  'state.rewound': {},
  'state.forked': { forkId: 'Session' },
  'context.updated': {},
  'conversation.created': { conversationId: 'Conversation', taskId: 'Task', forkedFromId: 'Conversation' },
  'messages.appended': { conversationId: 'Conversation', messageIds: ['Message'] },
  'messages.superseded': { checkpointId: 'Checkpoint', byEventId: 'SessionEvent', summaryMessageId: 'Message' },
  'approval.requested': { approvalId: 'Approval', taskId: 'Task', stepId: 'Step' },
  'approval.decided': { approvalId: 'Approval' },
  'checkpoint.created': { checkpointId: 'Checkpoint' },
  'checkpoint.failed': { reason: TEXT },
  'checkpoint.branch_created': { checkpointId: 'Checkpoint' },
  'lease.acquired': {},
  'lease.released': {},
  'lease.force_unlocked': {},
  'session.deleted': { deletionId: 'Deletion' },
  'session.source-deleted': { deletionId: 'Deletion' },
  'retention.warning': { checkpointIds: ['Checkpoint'] },
  'retention.pinned': { checkpointId: 'Checkpoint' },
};

/** The shape of an event's data, or null: a runner's own event, or a type this table does not know (served as stored). */
export function refsOf(type: string): RefShape | null {
  if (type.startsWith(CUSTOM_PREFIX)) return null;
  return Object.hasOwn(EVENT_REFS, type) ? EVENT_REFS[type]! : null;
}
