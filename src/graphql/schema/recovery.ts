// Hierarchical recovery: Session.recoveryPlan (what to do with an interrupted session: resume one agent, restart
// its phase, resume the session, or fail it) and resumeTask (agent-level recovery of one task).
import type { Conversation } from '../../db/tables/conversations.ts';
import { MAX_TASK_ATTEMPTS, RECOVERY_ACTIONS, type RecoveryPlan } from '../../plans/recovery.model.ts';
import { assessRecovery } from '../../workflows/resume/task/recovery-plan.ts';
import { type ResumeTaskResult, resumeTask, resumeTaskThrows } from '../../workflows/resume/task/resume-task.ts';
import { builder } from '../builder.ts';
import { type Context, callerOf } from '../context.ts';
import { localId, localIdThrows } from '../ids.ts';
import { ConversationRef, conversationsOfSession } from './conversations/conversation.ts';
import { describedEnum, TaskStateEnum } from './enums.ts';
import { resultOf } from './errors/domain.ts';
import { LEASE_TOKEN, LeaseRef } from './leases.ts';
import { PhaseRef, phasesOfSession, plannedStepsOfSession, TaskRef, tasksOfSession } from './plans.ts';
import { ContinuationPlanRef } from './resume-report.ts';
import { SessionRef } from './sessions.ts';

const RecoveryActionEnum = describedEnum('RecoveryAction', 'The level at which an interrupted session is best recovered.', RECOVERY_ACTIONS, {
  RESUME_AGENT:
    'One agent can pick up its own session: call resumeTask(input: { taskId: task.id, holder }) and run the agent CLI with --resume agentSessionRef. Nothing else of the session changes.',
  RESTART_PHASE:
    'The current phase has a failed task, or an interrupted one whose agent cannot be resumed: call resumeSession(input: { sessionId, mode: RESTART_PHASE, holder }) to run the phase again from a clean start.',
  RESUME_SESSION:
    'Nothing calls for more than a plain resume: call resumeSession(input: { sessionId, holder }) (mode CONTINUE), which skips completed work and judges in-flight steps.',
  MARK_FAILED: `Recovery is not possible (a task failed ${MAX_TASK_ATTEMPTS} times, or no unfinished task can ever start): end the session with failSession(input: { sessionId, reason }).`,
});

/** A recommendation and the session it is for (the task's conversation is looked up among the session's). */
type Recommendation = RecoveryPlan & { sessionId: string };

/** The task's own conversation (a TASK conversation of its session; the newest when there are several). */
async function conversationOfTask(ctx: Context, sessionId: string, taskId: string | null): Promise<Conversation | null> {
  if (!taskId) return null;
  const conversations = await conversationsOfSession(ctx).load(sessionId);
  return conversations.filter((conversation) => conversation.task_id === taskId).at(-1) ?? null;
}

const RecoveryPlanRef = builder.objectRef<Recommendation>('RecoveryPlan').implement({
  description:
    'What to do with an interrupted session, from the narrowest level that works. Rules, first match wins: MARK_FAILED when a task has FAILED ' +
    `after ${MAX_TASK_ATTEMPTS} attempts, or (ADAPTIVE) every unfinished task waits on a cancelled task so nothing can ever start; RESUME_AGENT when the ` +
    'current phase (the first, in plan order, not COMPLETED or SKIPPED) has a RESUMABLE task with an agentSessionRef (the first such); RESTART_PHASE ' +
    'when the current phase is RUNNING or FAILED and has a FAILED task or a RESUMABLE task without an agentSessionRef; RESUME_SESSION otherwise ' +
    '(work cut off while RUNNING is continued step by step by resumeSession).',
  fields: (t) => ({
    action: t.field({ type: RecoveryActionEnum, description: 'What to do; each value says which mutation does it.', resolve: (plan) => plan.action }),
    reason: t.exposeString('reason', { description: 'Why this action, naming the tasks or phase concerned, and what to call.' }),
    task: t.field({
      type: TaskRef,
      nullable: true,
      description: 'RESUME_AGENT: the task to pass to resumeTask. MARK_FAILED: the task that used up its attempts, when that is why. Else null.',
      resolve: (plan) => plan.taskId,
    }),
    agentSessionRef: t.string({
      nullable: true,
      description: "RESUME_AGENT: the agent's own session reference, what to pass to its CLI's --resume. Else null.",
      resolve: (plan) => plan.agentSessionRef,
    }),
    conversation: t.field({
      type: ConversationRef,
      nullable: true,
      description: "RESUME_AGENT: the task's conversation (its agent's messages) when it has one. Else null.",
      resolve: (plan, _, ctx) => (plan.action === 'RESUME_AGENT' ? conversationOfTask(ctx, plan.sessionId, plan.taskId) : null),
    }),
    phase: t.field({
      type: PhaseRef,
      nullable: true,
      description: 'RESTART_PHASE: the phase resumeSession with mode RESTART_PHASE restarts (the current one). Else null.',
      resolve: (plan) => plan.phaseId,
    }),
  }),
});

builder.objectFields(SessionRef, (t) => ({
  recoveryPlan: t.field({
    type: RecoveryPlanRef,
    nullable: true,
    description:
      'For an interrupted session (it ran, is not finished, and no runner holds a live lease): what to do to recover it. Null for any other session ' +
      '(never started, finished, or running under a live lease).',
    resolve: async (session, _, ctx) => {
      const plan = await assessRecovery(session, async (id) => {
        const [phases, tasks, steps] = await Promise.all([phasesOfSession(ctx).load(id), tasksOfSession(ctx).load(id), plannedStepsOfSession(ctx).load(id)]);
        return { phases, tasks, steps };
      });
      return plan && { ...plan, sessionId: session.id };
    },
  }),
}));

const ResumeTaskInput = builder.inputType('ResumeTaskInput', {
  description: "The task to resume, and who continues it when the session's lease must be taken.",
  fields: (t) => ({
    taskId: t.id({ required: true, description: 'The task: PAUSED (it becomes RESUMABLE) or RESUMABLE (its runner continues it).' }),
    holder: t.string({
      description:
        'The runner that continues the work (1 to 200 characters); required when the session has no live lease and the task is RESUMABLE: it gets the lease.',
    }),
    leaseSeconds: t.int({ description: 'How long a lease taken lasts without a heartbeat, in seconds: 5 to 3600; default 60.' }),
    leaseToken: t.int({ description: LEASE_TOKEN }),
    idempotencyKey: t.string({
      description: 'Any string of 1 to 200 characters: a retry with the same key and input returns the first answer and does nothing again.',
    }),
  }),
});

const ResumeTaskPayload = builder.objectRef<ResumeTaskResult>('ResumeTaskPayload').implement({
  description: 'The task resumed, and how its runner continues it.',
  fields: (t) => ({
    task: t.field({ type: TaskRef, description: 'The task, now RESUMABLE: startTask it (with the lease token) to run it again.', resolve: (r) => r.taskId }),
    previousState: t.field({
      type: TaskStateEnum,
      description: 'PAUSED (it was paused and is now RESUMABLE) or RESUMABLE (it was interrupted and is continued).',
      resolve: (r) => r.from,
    }),
    lease: t.field({
      type: LeaseRef,
      nullable: true,
      description: "The session's live lease after the call (taken by it when tookLease): carry its token on every write. Null when none is live.",
      resolve: (r) => r.lease && { sessionId: r.sessionId, ...r.lease },
    }),
    tookLease: t.exposeBoolean('tookLease', { description: 'True when the session was interrupted and this call took its lease for holder.' }),
    continuation: t.field({
      type: ContinuationPlanRef,
      description:
        "This task's steps only: completed ones skipped, in-flight ones judged (a write found applied is completed; the rest are run again as the files are: resumeTask never changes files), the rest in order.",
      resolve: (r) => r.continuation,
    }),
    conversation: t.field({
      type: ConversationRef,
      nullable: true,
      description: "The task's conversation (its agent's messages), to continue with; null when it has none.",
      resolve: (r, _, ctx) => conversationOfTask(ctx, r.sessionId, r.taskId),
    }),
    agentSessionRef: t.exposeString('agentSessionRef', {
      nullable: true,
      description: "The agent's own session reference (pass it to the agent CLI's --resume); null when the task has none.",
    }),
    replayed: t.exposeBoolean('replayed', { description: 'True when this answers a retry with the same idempotencyKey.' }),
  }),
});

builder.mutationField('resumeTask', (t) =>
  t.field({
    type: ResumeTaskPayload,
    description:
      "Resumes one agent's task without touching the rest of the session. A PAUSED task becomes RESUMABLE (with the live lease's token, if one is live). " +
      "A RESUMABLE task of an interrupted session: holder takes the session lease (as resumeSession does) and gets the continuation of this task's steps; " +
      'the holder of the live lease passes its leaseToken instead. Recorded as task.resumed. A refusal changes nothing.',
    args: { input: t.arg({ type: ResumeTaskInput, required: true, description: 'The task, and who continues it.' }) },
    errors: resultOf('ResumeTaskResult', resumeTaskThrows, localIdThrows),
    resolve: (_, { input }, ctx) => resumeTask(callerOf(ctx), { ...input, taskId: localId('Task', input.taskId, 'taskId') }),
  }),
);
