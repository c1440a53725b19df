// The input of recordWork: a session, its lease token, the batch's idempotency key and its writes, each one of the
// reports of work (the same input as its single mutation, less what the batch carries). Exactly one field of a
// WorkWriteInput is given: checked by the server, as HistoryPointInput is (history/state-at.ts says why not @oneOf),
// and a write that gives none or several, or an id the API did not hand out, is refused in its turn, as the write at
// its index (WorkWriteRefusedError), like any other refused write.
import { DomainError, ValidationError } from '../../errors/domain.ts';
import type { RevisionInput } from '../../plans/plan-revision.service.ts';
import type { WorkWrite } from '../../workflows/work/work-writes.ts';
import { builder } from '../builder.ts';
import { localId, optionalLocalId } from '../ids.ts';
import { MessageInput } from './conversations/mutations.ts';
import { CustomEventInput } from './events.ts';
import { LEASE_TOKEN } from './leases.ts';
import { PlanRevisionInput, revisionOf } from './plan-revision.ts';
import { TodoItemInput, todoInputsOf } from './todos.ts';
import { outcomeOf, REPORT_WRITE_INPUTS } from './work.ts';

const WorkMessagesInput = builder.inputType('WorkMessagesInput', {
  description: 'A write of recordWork: appendMessages, a batch of messages for a conversation of the session.',
  fields: (t) => ({
    conversationId: t.id({ required: true, description: 'The conversation (of the session the batch writes to).' }),
    messages: t.field({ type: [MessageInput], required: true, description: 'Appended in this order (at most SAVEPOINT_MAX_BATCH).' }),
  }),
});

const WorkTodosInput = builder.inputType('WorkTodosInput', {
  description: "A write of recordWork: updateTodos, a whole new list for the session or one of its tasks (by id or key; neither: the session's own).",
  fields: (t) => ({
    taskId: t.id({ description: 'A task of the session whose list this is.' }),
    taskKey: t.string({ description: 'The task by its key in the plan (instead of taskId).' }),
    todos: t.field({ type: [TodoItemInput], required: true, description: 'The whole list, in order (an empty list clears it).' }),
  }),
});

const WorkCheckpointInput = builder.inputType('WorkCheckpointInput', {
  description:
    'A write of recordWork: a state-only checkpoint (no code snapshot: createCheckpoint takes those), at its place in the batch: the plan, working state and conversation positions as the writes before it left them.',
  fields: (t) => ({
    label: t.string({ description: 'A label for people; default "checkpoint <seq>".' }),
    stepId: t.id({ description: 'The step it is taken at (a step of the session).' }),
    stepKey: t.string({ description: 'The step by its idempotency key, e.g. one added earlier in the same batch (instead of stepId).' }),
  }),
});

const TASK_WRITES = ['startTask', 'completeTask', 'failTask'] as const;
const STEP_WRITES = ['startStep', 'completeStep', 'failStep'] as const;
const KINDS = ['appendMessages', 'recordEvent', 'revisePlan', ...TASK_WRITES, ...STEP_WRITES, 'updateTodos', 'checkpoint'] as const;

export const WorkWriteInput = builder.inputType('WorkWriteInput', {
  description: `One write of a recordWork batch: exactly one of ${KINDS.join(', ')}. Each does what the mutation of the same name does.`,
  fields: (t) => ({
    appendMessages: t.field({ type: WorkMessagesInput, description: 'Messages for a conversation of the session.' }),
    recordEvent: t.field({ type: CustomEventInput, description: "A runner's own event (recorded as custom.<type>)." }),
    revisePlan: t.field({ type: PlanRevisionInput, description: 'A revision of the plan: tasks added to a phase, steps to a task, and so on.' }),
    ...Object.fromEntries(
      [...TASK_WRITES, ...STEP_WRITES].map((name) => [name, t.field({ type: REPORT_WRITE_INPUTS[name]!, description: `A report, as ${name} makes it.` })]),
    ),
    updateTodos: t.field({ type: WorkTodosInput, description: 'A todo list, replaced as a whole.' }),
    checkpoint: t.field({ type: WorkCheckpointInput, description: 'A state-only checkpoint of the session as the writes before it left it.' }),
  }),
});

export const RecordWorkInput = builder.inputType('RecordWorkInput', {
  description: 'An ordered batch of writes to one session, made in one transaction: all of them, or none.',
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session every write is about.' }),
    leaseToken: t.int({ description: `${LEASE_TOKEN} Checked once for the whole batch.` }),
    idempotencyKey: t.string({
      description:
        'Any string of 1 to 200 characters: the batch is made once; sent again with the same key and writes it writes nothing and answers what it made the first time. The same key with other writes is an IdempotencyConflictError.',
    }),
    writes: t.field({ type: [WorkWriteInput], required: true, description: 'The writes, in order (1 to SAVEPOINT_MAX_BATCH).' }),
  }),
});

type Input = Record<string, unknown> & { taskId?: string | null; taskKey?: string | null; stepId?: string | null; stepKey?: string | null };

/** One write as the workflow takes it (global ids made local); `field`: where it is in the input. */
function readWrite(kind: (typeof KINDS)[number], value: Input, field: string): WorkWrite {
  const task = () => ({ taskId: optionalLocalId('Task', value.taskId, `${field}.taskId`), taskKey: value.taskKey });
  switch (kind) {
    case 'appendMessages':
      return { kind, conversationId: localId('Conversation', String(value.conversationId), `${field}.conversationId`), messages: value.messages as never };
    case 'recordEvent':
      return { kind, event: { type: String(value.type), data: value.data } };
    case 'revisePlan':
      return { kind, revision: revisionOf(value as RevisionInput, `${field}.`) };
    case 'updateTodos':
      return {
        kind,
        task: value.taskId == null && value.taskKey == null ? null : task(),
        todos: todoInputsOf(value.todos as Array<{ status: string }>) as never,
      };
    case 'startTask':
    case 'completeTask':
    case 'failTask':
      return { kind, task: task(), outcome: outcomeOf(value) };
    case 'checkpoint': {
      const named = value.stepId != null || value.stepKey != null;
      const step = named ? { stepId: optionalLocalId('Step', value.stepId, `${field}.stepId`), stepKey: value.stepKey } : null;
      return { kind, label: (value.label as string | null | undefined) ?? null, step };
    }
    default:
      return { kind, step: { stepId: optionalLocalId('Step', value.stepId, `${field}.stepId`), stepKey: value.stepKey }, outcome: outcomeOf(value) };
  }
}

/** The writes of the input, in order; one the edge cannot read is kept, to be refused in its turn. */
export function workWritesOf(writes: ReadonlyArray<Record<string, unknown>>): WorkWrite[] {
  return writes.map((write, index) => {
    const given = KINDS.filter((kind) => write[kind] != null);
    if (given.length !== 1) {
      const error = new ValidationError(`writes[${index}]`, `give exactly one of ${KINDS.join(', ')} (this write gives ${given.length}).`);
      return { kind: 'unreadable', write: given.join('+') || 'none', error };
    }
    const kind = given[0]!;
    try {
      return readWrite(kind, write[kind] as Input, `writes[${index}].${kind}`);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { kind: 'unreadable', write: kind, error };
    }
  });
}
