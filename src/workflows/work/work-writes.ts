// The writes a batch (recordWork) takes, one kind per report of work: each is run on the batch's locked session by the
// same part as its single mutation (src/reporting/), with the same checks, redaction, quotas, size charged, events,
// fencing and approval gate (a checkpoint: reporting/checkpoints.ts, as createCheckpoint records a state-only one).
// Tasks and steps are named by id or by key. A write is prepared before the transaction (checked as its mutation checks
// it first, and sized, so the batch is charged once); a write the check refuses is refused in its turn, so a batch is
// always refused at its first refused write.
import type { Caller } from '../../caller.ts';
import { checkpointLabel } from '../../checkpoints/checkpoint.model.ts';
import type { MessageInput } from '../../conversations/conversation.service.ts';
import type { TodoItem } from '../../db/tables/sessions.ts';
import { DomainError } from '../../errors/domain.ts';
import type { RevisionInput } from '../../plans/plan-revision.service.ts';
import type { Outcome } from '../../plans/transition.service.ts';
import { checkpointOn } from '../../reporting/checkpoints.ts';
import { type CustomEventInput, checkedCustomEvents, customEventsSize, recordCustomEventsOn } from '../../reporting/custom-events.ts';
import type { FollowUp } from '../../reporting/follow-ups.ts';
import type { LockedSession } from '../../reporting/locked-session.ts';
import { appendToConversation, messagesSize } from '../../reporting/messages.ts';
import { reviseOn, revisionSize } from '../../reporting/plan-revisions.ts';
import { todosSize, updateTodosOn } from '../../reporting/todos.ts';
import { outcomeSize, reportOnStep, reportOnTask } from '../../reporting/work-reports.ts';
import { checkTodos, type TodoInput } from '../../todos/todo.model.ts';
import { conversationOf, learnSteps, type StepTarget, stepOf, type Targets, type TaskTarget, taskIdOf } from './work-targets.ts';

const TASK_ACTIONS = { startTask: 'start', completeTask: 'complete', failTask: 'fail' } as const;
const STEP_ACTIONS = { startStep: 'start', completeStep: 'complete', failStep: 'fail' } as const;

export type WorkWrite =
  | { kind: 'appendMessages'; conversationId: string; messages: readonly MessageInput[] }
  | { kind: 'recordEvent'; event: CustomEventInput }
  | { kind: 'revisePlan'; revision: RevisionInput }
  | { kind: keyof typeof TASK_ACTIONS; task: TaskTarget; outcome: Outcome }
  | { kind: keyof typeof STEP_ACTIONS; step: StepTarget; outcome: Outcome }
  | { kind: 'updateTodos'; task: TaskTarget | null; todos: readonly TodoInput[] }
  /** A state-only checkpoint at this place in the batch (reporting/checkpoints.ts), at a step when one is named. */
  | { kind: 'checkpoint'; label: string | null; step: StepTarget | null }
  /** A write the API edge could not read (not exactly one kind given, an id it did not hand out): refused in its turn. */
  | { kind: 'unreadable'; write: string; error: DomainError };

/** What a write made: messages appended, tasks and steps added (in order), the checkpoint taken. */
export type WrittenWork = { messageIds: string[]; taskIds: string[]; stepIds: string[]; checkpointId: string | null };

export type Done = { made: WrittenWork; followUps: FollowUp[] };

/**
 * A write checked and sized before the transaction (runWrite writes it on the locked session, charged its `bytes`):
 * its checked events or list, or why its first checks refused it.
 */
export type PreparedWrite = { write: WorkWrite; bytes: number; events?: CustomEventInput[]; todos?: TodoItem[]; refused?: DomainError };

const NOTHING: WrittenWork = { messageIds: [], taskIds: [], stepIds: [], checkpointId: null };
const made = (written: Partial<WrittenWork>, followUps: FollowUp[] = []): Done => ({ made: { ...NOTHING, ...written }, followUps });

/** The write as its kind's mutation reads it first, and sized; a refusal of these checks is kept for its turn. */
export function prepareWrite(caller: Caller, write: WorkWrite): PreparedWrite {
  try {
    switch (write.kind) {
      case 'unreadable':
        return { write, bytes: 0, refused: write.error };
      case 'appendMessages':
        return { write, bytes: messagesSize(write.messages) };
      case 'recordEvent': {
        const events = checkedCustomEvents([write.event], caller.settings.limits.maxBatchSize, 'recordEvent');
        return { write, bytes: customEventsSize(events), events };
      }
      case 'revisePlan':
        return { write, bytes: revisionSize(write.revision) };
      case 'updateTodos': {
        const todos = checkTodos(write.todos, 'updateTodos.todos');
        return { write, bytes: todosSize(todos), todos };
      }
      case 'checkpoint': {
        return { write: { ...write, label: checkpointLabel(write.label, 'checkpoint.label') }, bytes: 0 };
      }
      default:
        return { write, bytes: outcomeSize(write.outcome) };
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { write, bytes: 0, refused: error };
  }
}

/** Writes a prepared write on the batch's locked session (its stored bytes counting this write): what it made. */
export async function runWrite(locked: LockedSession, targets: Targets, prepared: PreparedWrite): Promise<Done> {
  const { write, bytes } = prepared;
  if (prepared.refused) throw prepared.refused;
  switch (write.kind) {
    case 'appendMessages': {
      const conversation = await conversationOf(locked, targets, write.conversationId);
      return made({ messageIds: (await appendToConversation(locked, conversation, write.messages, bytes)).messageIds });
    }
    case 'recordEvent':
      await recordCustomEventsOn(locked, prepared.events!, bytes);
      return made({});
    case 'revisePlan': {
      const revised = await reviseOn(locked, write.revision, bytes);
      learnSteps(targets, revised.steps);
      return made({ taskIds: revised.taskIds, stepIds: revised.stepIds }, revised.followUps);
    }
    case 'startTask':
    case 'completeTask':
    case 'failTask': {
      const taskId = await taskIdOf(locked, targets, write.task, write.kind);
      return made({}, (await reportOnTask(locked, taskId, TASK_ACTIONS[write.kind], write.outcome, bytes)).followUps);
    }
    case 'startStep':
    case 'completeStep':
    case 'failStep': {
      const step = await stepOf(locked, targets, write.step, write.kind);
      return made({}, (await reportOnStep(locked, step, STEP_ACTIONS[write.kind], write.outcome, bytes)).followUps);
    }
    case 'updateTodos': {
      const taskId = write.task ? await taskIdOf(locked, targets, write.task, write.kind) : null;
      await updateTodosOn(locked, taskId, prepared.todos!, bytes);
      return made({});
    }
    case 'checkpoint': {
      const step = write.step ? await stepOf(locked, targets, write.step, 'checkpoint') : null;
      const position = { phaseId: null, taskId: step?.task_id ?? null, stepId: step?.id ?? null };
      return made({ checkpointId: await checkpointOn(locked, write.label, position) });
    }
    case 'unreadable':
      throw write.error;
  }
}

/** What a write's kind is called in the API (the field of WorkWriteInput). */
export function writeName(write: WorkWrite): string {
  return write.kind === 'unreadable' ? write.write : write.kind;
}
