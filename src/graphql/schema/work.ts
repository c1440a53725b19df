// Task and step lifecycle: what runners report as they work (startTask, completeStep, failTask, ...), built from one
// table so every report takes the same input shape for its outcome and carries the lease token.
import type { StepAction, TaskAction } from '../../plans/transition.model.ts';
import type { Outcome } from '../../plans/transition.service.ts';
import type { Fence } from '../../workflows/work/session-guards.ts';
import { changeStep, changeStepThrows, changeTask, changeTaskThrows } from '../../workflows/work/tasks-and-steps.ts';
import { builder } from '../builder.ts';
import { callerOf } from '../context.ts';
import { localId, localIdThrows } from '../ids.ts';
import { resultOf } from './errors/domain.ts';
import { LEASE_TOKEN } from './leases.ts';
import { StepRef, TaskRef } from './plans.ts';

const TaskPayload = builder.objectRef<Awaited<ReturnType<typeof changeTask>>>('TaskPayload').implement({
  description: 'The task after the report.',
  fields: (t) => ({ task: t.field({ type: TaskRef, description: 'The task, in its new state.', resolve: (task) => task }) }),
});
const StepPayload = builder.objectRef<Awaited<ReturnType<typeof changeStep>>>('StepPayload').implement({
  description: 'The step after the report.',
  fields: (t) => ({ step: t.field({ type: StepRef, description: 'The step, in its new state.', resolve: (step) => step }) }),
});

/** What a report carries besides the id: nothing, an output, or a failure. */
type Reported = 'none' | 'output' | 'failure';

function reportInput(name: string, entity: 'task' | 'step', reported: Reported, what: string) {
  return builder.inputType(name, {
    description: what,
    fields: (t) => ({
      [`${entity}Id`]: t.id({ required: true, description: `The ${entity}.` }),
      leaseToken: t.int({ description: LEASE_TOKEN }),
      ...(reported === 'output' ? { output: t.field({ type: 'JSON', description: `What the ${entity} produced (secrets redacted).` }) } : {}),
      ...(reported === 'failure'
        ? {
            exitCode: t.int({ description: 'The exit code of what failed, if any.' }),
            error: t.string({ description: 'What went wrong (secrets redacted).' }),
          }
        : {}),
    }),
  });
}

/** The report read from its input: every field but the id is optional, and only the ones its kind has are there. */
function reportOf(input: Record<string, unknown>, idField: string): { id: string; outcome: Outcome; fence: Fence } {
  const orNull = <T>(value: unknown, type: 'number' | 'string') => (typeof value === type ? (value as T) : null);
  return {
    id: String(input[idField]),
    outcome: {
      ...('output' in input ? { output: input.output } : {}),
      ...('exitCode' in input ? { exitCode: orNull<number>(input.exitCode, 'number') } : {}),
      ...('error' in input ? { error: orNull<string>(input.error, 'string') } : {}),
    },
    fence: { leaseToken: orNull<number>(input.leaseToken, 'number') },
  };
}

const capital = (name: string) => name[0]!.toUpperCase() + name.slice(1);

const TASK_REPORTS: ReadonlyArray<[name: string, action: TaskAction, reported: Reported, description: string]> = [
  [
    'startTask',
    'start',
    'none',
    'Starts a task (PENDING, RESUMABLE or FAILED -> RUNNING) and counts an attempt. The session must be RUNNING or AWAITING_APPROVAL.',
  ],
  ['completeTask', 'complete', 'output', "Completes a running task with its output; its phase follows, and the session's policy may take a PHASE checkpoint."],
  ['failTask', 'fail', 'failure', "Fails a running task with its exit code and error; the session's policy may take an ERROR checkpoint."],
];
for (const [name, action, reported, description] of TASK_REPORTS) {
  const input = reportInput(`${capital(name)}Input`, 'task', reported, `The task to ${action}, and what to report.`);
  builder.mutationField(name, (t) =>
    t.field({
      type: TaskPayload,
      description,
      args: { input: t.arg({ type: input, required: true, description: 'The task and the report.' }) },
      errors: resultOf(`${capital(name)}Result`, changeTaskThrows, localIdThrows),
      resolve: (_, args, ctx) => {
        const { id, outcome, fence } = reportOf(args.input, 'taskId');
        return changeTask(callerOf(ctx), localId('Task', id, 'taskId'), action, outcome, fence);
      },
    }),
  );
}

const STEP_REPORTS: ReadonlyArray<[name: string, action: StepAction, reported: Reported, description: string]> = [
  ['startStep', 'start', 'none', 'Starts a step of a running task (PENDING, RESUMABLE, FAILED or ROLLED_BACK -> RUNNING) and counts an attempt.'],
  ['completeStep', 'complete', 'output', "Completes a running step with its output; the session's policy may take a STEP checkpoint."],
  ['failStep', 'fail', 'failure', "Fails a running step with its exit code and error; the session's policy may take an ERROR checkpoint."],
];
for (const [name, action, reported, description] of STEP_REPORTS) {
  const input = reportInput(`${capital(name)}Input`, 'step', reported, `The step to ${action}, and what to report.`);
  builder.mutationField(name, (t) =>
    t.field({
      type: StepPayload,
      description,
      args: { input: t.arg({ type: input, required: true, description: 'The step and the report.' }) },
      errors: resultOf(`${capital(name)}Result`, changeStepThrows, localIdThrows),
      resolve: (_, args, ctx) => {
        const { id, outcome, fence } = reportOf(args.input, 'stepId');
        return changeStep(callerOf(ctx), localId('Step', id, 'stepId'), action, outcome, fence);
      },
    }),
  );
}
