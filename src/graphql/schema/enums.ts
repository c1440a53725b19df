// The closed sets the API names, each value described for client developers.
import type { ApprovalState } from '../../db/tables/approvals.ts';
import type { ConversationKind, MessageRole } from '../../db/tables/conversations.ts';
import type { PhaseState, StepKind, StepState, TaskState } from '../../db/tables/plans.ts';
import type { SessionState, Strategy } from '../../db/tables/sessions.ts';
import { PHASE_STATES, STEP_STATES, TASK_STATES } from '../../plans/transition.model.ts';
import { SESSION_STATES, STRATEGIES } from '../../sessions/session.model.ts';
import { builder } from '../builder.ts';

/** An enum whose every value is described; `values` must list exactly `names` (the domain's own list). */
export function describedEnum<const T extends string>(name: string, description: string, names: readonly T[], values: Record<T, string>) {
  const missing = names.filter((value) => !values[value]);
  if (missing.length || Object.keys(values).length !== names.length) throw new Error(`${name}: describe exactly ${names.join(', ')}`);
  return builder.enumType(name, {
    description,
    values: Object.fromEntries(names.map((value) => [value, { description: values[value] }])) as Record<T, { description: string }>,
  });
}

const SESSION_STATE_TEXT: Record<SessionState, string> = {
  CREATED: 'Created, not started yet (startSession).',
  PLANNING:
    'Drafting its plan (planSession): revisePlan shapes it, no task or step may start; startSession runs it, resumeSession lets a runner go on drafting.',
  RUNNING: 'Under way: runners report tasks, steps and messages.',
  AWAITING_APPROVAL: 'Under way but held until every pending approval is decided.',
  PAUSED: 'Paused; startSession or resumeSession continues it.',
  COMPLETED: 'Finished successfully (terminal).',
  FAILED: 'Finished with a failure; see failureReason (terminal).',
  CANCELLED: 'Stopped on purpose (terminal).',
};
const PHASE_STATE_TEXT: Record<PhaseState, string> = {
  PLANNED: 'No task of the phase has started.',
  RUNNING: 'At least one task of the phase has started.',
  COMPLETED: 'Every task of the phase completed or was cancelled.',
  FAILED: 'A task of the phase failed.',
  SKIPPED: 'The phase was skipped (by a plan revision; see skipReason).',
  PAUSED: 'Paused with its unfinished tasks (pausePhase); resumePhase continues it.',
};
const TASK_STATE_TEXT: Record<TaskState, string> = {
  PENDING: 'Not started yet.',
  RUNNING: 'Started; its agent is working.',
  COMPLETED: 'Done.',
  FAILED: 'Failed; it may be started again.',
  RESUMABLE: 'Interrupted (its runner stopped); resume or start it again.',
  CANCELLED: 'Will not run (cancelled, or skipped by a plan revision: see skipReason).',
  PAUSED:
    'Paused (pauseTask, or pausePhase): never ready, its steps cannot start or be reported; resumeTask continues it, or resumePhase when its phase is paused.',
};
const STEP_STATE_TEXT: Record<StepState, string> = {
  PENDING: 'Not started yet.',
  RUNNING: 'Started; its agent is working on it.',
  COMPLETED: 'Done.',
  FAILED: 'Failed; it may be started again.',
  RESUMABLE: 'Interrupted (its runner stopped, or its task was paused); resume or start it again.',
  CANCELLED: 'Will not run.',
  ROLLED_BACK: 'Its effect was undone (its files restored); it may be started again.',
};
const APPROVAL_STATE_TEXT: Record<ApprovalState, string> = {
  PENDING: 'Waiting for a person to decide.',
  APPROVED: 'Approved.',
  REJECTED: 'Rejected.',
};

export const SessionStateEnum = describedEnum('SessionState', 'Where a session stands in its lifecycle.', SESSION_STATES, SESSION_STATE_TEXT);
export const StrategyEnum = describedEnum(
  'Strategy',
  'How tasks are scheduled: what Session.readyTasks offers to start next.',
  STRATEGIES as readonly Strategy[],
  {
    PARALLEL: 'Every pending task may start at once.',
    SEQUENTIAL: 'One task after another, in plan order.',
    ADAPTIVE: 'A task may start once every task it depends on has completed.',
    PIPELINE: 'Phase by phase: the tasks of the earliest unfinished phase.',
  },
);
export const PhaseStateEnum = describedEnum('PhaseState', "Where a phase stands; it follows its tasks' states.", PHASE_STATES, PHASE_STATE_TEXT);
export const TaskStateEnum = describedEnum('TaskState', 'Where a task stands in its lifecycle.', TASK_STATES, TASK_STATE_TEXT);
export const StepStateEnum = describedEnum('StepState', 'Where a step stands in its lifecycle.', STEP_STATES, STEP_STATE_TEXT);
export const ApprovalStateEnum = describedEnum(
  'ApprovalState',
  'Whether an approval is decided, and how.',
  ['PENDING', 'APPROVED', 'REJECTED'],
  APPROVAL_STATE_TEXT,
);

const LIFECYCLE_STATES = [...new Set<string>([...SESSION_STATES, ...PHASE_STATES, ...STEP_STATES, 'APPROVED', 'REJECTED'])];
/** Any state of a session, phase, task, step or approval. */
export const LifecycleStateEnum = describedEnum(
  'LifecycleState',
  'A state of a session, phase, task, step or approval (InvalidTransitionError and state diffs name states of several kinds; each kind uses its own subset).',
  LIFECYCLE_STATES,
  {
    ...SESSION_STATE_TEXT,
    ...PHASE_STATE_TEXT,
    ...STEP_STATE_TEXT,
    ...APPROVAL_STATE_TEXT,
    RUNNING: 'Under way.',
    COMPLETED: 'Done.',
    FAILED: 'Failed.',
    PENDING: 'Not started, or (an approval) not decided yet.',
    CANCELLED: 'Stopped on purpose; will not run.',
  },
);

export const StepKindEnum = describedEnum('StepKind', 'What a step does to the workspace.', ['READ', 'WRITE', 'EXEC'] as readonly StepKind[], {
  READ: 'Reads files; changes nothing.',
  WRITE: 'Writes files (declare them in `writes`, so a resume can tell an applied write from a cut-off one).',
  EXEC: 'Runs a command.',
});
export const MessageRoleEnum = describedEnum('MessageRole', 'Who speaks in a message.', ['USER', 'ASSISTANT', 'SYSTEM', 'TOOL'] as readonly MessageRole[], {
  USER: 'The person or the orchestrator instructing the model.',
  ASSISTANT: 'The model; may call tools (toolCalls).',
  SYSTEM: 'Instructions that frame the conversation.',
  TOOL: 'The result of a tool call (toolName, toolResult).',
});
export const ConversationKindEnum = describedEnum(
  'ConversationKind',
  'Whose conversation it is.',
  ['SUPERVISOR', 'TASK', 'CHAT'] as readonly ConversationKind[],
  {
    SUPERVISOR: "The session's supervisor (every session has one, made with it).",
    TASK: "One task's agent (linked to its task).",
    CHAT: 'A free conversation, e.g. with a person.',
  },
);
export const DecisionEnum = describedEnum('Decision', 'How a person decides an approval.', ['APPROVE', 'REJECT'], {
  APPROVE: 'Let the work go on.',
  REJECT: 'Refuse; the runner decides what to do next.',
});
