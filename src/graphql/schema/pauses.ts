// Pause and resume below the session: pauseTask (an agent), pausePhase and resumePhase (a phase with its tasks).
// resumeTask, which un-pauses one task, lives with recovery.
import { changePhase, changePhaseThrows, pauseTask, pauseTaskThrows } from '../../workflows/pauses/pauses.ts';
import { builder } from '../builder.ts';
import { callerOf } from '../context.ts';
import { localId, localIdThrows } from '../ids.ts';
import { resultOf } from './errors/domain.ts';
import { LEASE_TOKEN } from './leases.ts';
import { PhaseRef, TaskRef } from './plans.ts';
import { SessionRef } from './sessions.ts';

const IDEMPOTENCY_KEY = 'Any string of 1 to 200 characters: a retry with the same key and input changes nothing again and answers the first result.';
const REPLAYED = 'True when an idempotency key matched an earlier call: nothing new was written.';

const PauseTaskInput = builder.inputType('PauseTaskInput', {
  description: 'The task to pause, and why.',
  fields: (t) => ({
    taskId: t.id({ required: true, description: 'The task: PENDING, RUNNING, RESUMABLE or FAILED.' }),
    reason: t.string({ description: 'Why it is paused; recorded in the task.state_changed event (secrets redacted).' }),
    leaseToken: t.int({ description: LEASE_TOKEN }),
    idempotencyKey: t.string({ description: IDEMPOTENCY_KEY }),
  }),
});

const PausePhaseInput = builder.inputType('PausePhaseInput', {
  description: 'The phase to pause, and why.',
  fields: (t) => ({
    phaseId: t.id({ required: true, description: 'The phase: PLANNED, RUNNING or FAILED, with at least one unfinished task.' }),
    reason: t.string({ description: 'Why it is paused; recorded in the phase and task events (secrets redacted).' }),
    leaseToken: t.int({ description: LEASE_TOKEN }),
    idempotencyKey: t.string({ description: IDEMPOTENCY_KEY }),
  }),
});

const ResumePhaseInput = builder.inputType('ResumePhaseInput', {
  description: 'The paused phase to resume.',
  fields: (t) => ({
    phaseId: t.id({ required: true, description: 'The phase: PAUSED.' }),
    leaseToken: t.int({ description: LEASE_TOKEN }),
    idempotencyKey: t.string({ description: IDEMPOTENCY_KEY }),
  }),
});

type TaskPaused = { sessionId: string; taskId: string; replayed: boolean };
type PhaseChanged = { sessionId: string; phaseId: string; taskIds: string[]; replayed: boolean };

const PauseTaskPayload = builder.objectRef<TaskPaused>('PauseTaskPayload').implement({
  description: 'The paused task.',
  fields: (t) => ({
    task: t.field({ type: TaskRef, description: 'The task, now PAUSED (as it is now, on a replay).', resolve: (payload) => payload.taskId }),
    session: t.field({ type: SessionRef, description: 'Its session (readyTasks no longer offers the task).', resolve: (payload) => payload.sessionId }),
    replayed: t.exposeBoolean('replayed', { description: REPLAYED }),
  }),
});

function phasePayload(name: string, description: string, tasks: string) {
  return builder.objectRef<PhaseChanged>(name).implement({
    description,
    fields: (t) => ({
      phase: t.field({ type: PhaseRef, description: 'The phase, in its new state (as it is now, on a replay).', resolve: (payload) => payload.phaseId }),
      tasks: t.field({ type: [TaskRef], description: tasks, resolve: (payload) => payload.taskIds }),
      session: t.field({ type: SessionRef, description: 'Its session.', resolve: (payload) => payload.sessionId }),
      replayed: t.exposeBoolean('replayed', { description: REPLAYED }),
    }),
  });
}
const PausePhasePayload = phasePayload('PausePhasePayload', 'The paused phase.', 'The tasks it paused (those that were unfinished), in plan order.');
const ResumePhasePayload = phasePayload('ResumePhasePayload', 'The resumed phase.', 'The tasks it resumed (now RESUMABLE), in plan order.');

builder.mutationFields((t) => ({
  pauseTask: t.field({
    type: PauseTaskPayload,
    description:
      'Pauses a task (an agent): PENDING, RUNNING, RESUMABLE or FAILED -> PAUSED. A running one stops: its running steps become RESUMABLE. ' +
      'While paused it is never ready and its steps cannot start, complete or fail; resumeTask continues it. The session must not be finished.',
    args: { input: t.arg({ type: PauseTaskInput, required: true, description: 'The task, and why.' }) },
    errors: resultOf('PauseTaskResult', pauseTaskThrows, localIdThrows),
    resolve: (_, { input }, ctx) => pauseTask(callerOf(ctx), { ...input, taskId: localId('Task', input.taskId, 'taskId') }),
  }),
  pausePhase: t.field({
    type: PausePhasePayload,
    description:
      'Pauses a phase (PLANNED, RUNNING or FAILED -> PAUSED) and each unfinished task of it, as pauseTask does; nothing of it starts until ' +
      'resumePhase. Refused when none of its tasks is unfinished. The session must not be finished.',
    args: { input: t.arg({ type: PausePhaseInput, required: true, description: 'The phase, and why.' }) },
    errors: resultOf('PausePhaseResult', changePhaseThrows, localIdThrows),
    resolve: (_, { input }, ctx) => changePhase(callerOf(ctx), 'pause', { ...input, phaseId: localId('Phase', input.phaseId, 'phaseId') }),
  }),
  resumePhase: t.field({
    type: ResumePhasePayload,
    description:
      'Resumes a paused phase: each paused task of it becomes RESUMABLE (ready again by the strategy), and the phase takes the state its tasks ' +
      'give it. The session must not be finished.',
    args: { input: t.arg({ type: ResumePhaseInput, required: true, description: 'The phase.' }) },
    errors: resultOf('ResumePhaseResult', changePhaseThrows, localIdThrows),
    resolve: (_, { input }, ctx) => changePhase(callerOf(ctx), 'resume', { ...input, phaseId: localId('Phase', input.phaseId, 'phaseId') }),
  }),
}));
