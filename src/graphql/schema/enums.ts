import { PHASE_STATES, STEP_STATES, TASK_STATES } from '../../plans/plan.model.ts';
import { SESSION_STATES, STRATEGIES } from '../../sessions/session.model.ts';
import { builder } from '../builder.ts';

export const SessionStateEnum = builder.enumType('SessionState', { values: SESSION_STATES });
export const StrategyEnum = builder.enumType('Strategy', {
  description: 'How tasks are scheduled: PARALLEL all at once, SEQUENTIAL one after another, ADAPTIVE as dependencies complete, PIPELINE phase by phase.',
  values: STRATEGIES,
});
export const PhaseStateEnum = builder.enumType('PhaseState', { values: PHASE_STATES });
export const TaskStateEnum = builder.enumType('TaskState', { values: TASK_STATES });
export const StepStateEnum = builder.enumType('StepState', { values: STEP_STATES });
export const StepKindEnum = builder.enumType('StepKind', { values: ['READ', 'WRITE', 'EXEC'] as const });
export const MessageRoleEnum = builder.enumType('MessageRole', { values: ['USER', 'ASSISTANT', 'SYSTEM', 'TOOL'] as const });
export const ConversationKindEnum = builder.enumType('ConversationKind', { values: ['SUPERVISOR', 'TASK', 'CHAT'] as const });
export const ApprovalStateEnum = builder.enumType('ApprovalState', { values: ['PENDING', 'APPROVED', 'REJECTED'] as const });
export const DecisionEnum = builder.enumType('Decision', { values: ['APPROVE', 'REJECT'] as const });
