// Task and step lifecycle: what runners report as they work (startTask, completeStep, failTask, ...), built from one
// table so every report takes the same input shape for its outcome, carries the lease token and may carry an
// idempotency key.
import type { StepAction, TaskAction } from '../../plans/transition.model.ts';
import type { Outcome } from '../../plans/transition.service.ts';
import { changeStep, changeStepThrows, changeTask, changeTaskThrows, type Report, type Reported } from '../../workflows/work/tasks-and-steps.ts';
import { builder } from '../builder.ts';
import { callerOf } from '../context.ts';
import { localId, localIdThrows } from '../ids.ts';
import { resultOf } from './errors/domain.ts';
import { LEASE_TOKEN } from './leases.ts';
import { StepRef, TaskRef } from './plans.ts';

const IDEMPOTENCY_KEY =
  'Any string of 1 to 200 characters: the change is made once; sent again with the same key and input (its answer lost, a runner replaying its journal) it changes nothing and answers the first result. The same key with another input is an IdempotencyConflictError.';
const REPLAYED = 'True when an idempotency key matched an earlier call: nothing new was written.';

const TaskPayload = builder.objectRef<Reported>('TaskPayload').implement({
  description: 'The task after the report.',
  fields: (t) => ({
    task: t.field({ type: TaskRef, description: 'The task, in its new state (as it is now, on a replay).', resolve: (reported) => reported.id }),
    replayed: t.exposeBoolean('replayed', { description: REPLAYED }),
  }),
});
const StepPayload = builder.objectRef<Reported>('StepPayload').implement({
  description: 'The step after the report.',
  fields: (t) => ({
    step: t.field({ type: StepRef, description: 'The step, in its new state (as it is now, on a replay).', resolve: (reported) => reported.id }),
    replayed: t.exposeBoolean('replayed', { description: REPLAYED }),
  }),
});

/** What a report carries besides the id: nothing, an output, or a failure. */
type Carried = 'none' | 'output' | 'failure';

/** What a report carries besides its target: nothing, an output, or a failure. */
type InputFields = Parameters<NonNullable<Parameters<typeof builder.inputType>[1]['fields']>>[0];

function outcomeFields(t: InputFields, entity: string, reported: Carried) {
  return {
    ...(reported === 'output' ? { output: t.field({ type: 'JSON', description: `What the ${entity} produced (secrets redacted).` }) } : {}),
    ...(reported === 'failure'
      ? {
          exitCode: t.int({ description: 'The exit code of what failed, if any.' }),
          error: t.string({ description: 'What went wrong (secrets redacted).' }),
        }
      : {}),
  };
}

function reportInput(name: string, entity: 'task' | 'step', reported: Carried, what: string) {
  return builder.inputType(name, {
    description: what,
    fields: (t) => ({
      [`${entity}Id`]: t.id({ required: true, description: `The ${entity}.` }),
      leaseToken: t.int({ description: LEASE_TOKEN }),
      idempotencyKey: t.string({ description: IDEMPOTENCY_KEY }),
      ...outcomeFields(t, entity, reported),
    }),
  });
}

/** The same report as a write of a recordWork batch: its target by id or by key, fenced and keyed by the batch. */
function reportWriteInput(name: string, entity: 'task' | 'step', reported: Carried, what: string) {
  const key = entity === 'task' ? 'its key in the plan' : 'its idempotency key (unique in the session)';
  return builder.inputType(name, {
    description: what,
    fields: (t) => ({
      [`${entity}Id`]: t.id({ description: `The ${entity} (give this or ${entity}Key).` }),
      [`${entity}Key`]: t.string({ description: `The ${entity} by ${key}, e.g. one added earlier in the same batch (give this or ${entity}Id).` }),
      ...outcomeFields(t, entity, reported),
    }),
  });
}

/** The writes of a recordWork batch that report on tasks and steps, by the name of the single mutation each mirrors. */
export const REPORT_WRITE_INPUTS: Record<string, ReturnType<typeof reportWriteInput>> = {};

const orNull = <T>(value: unknown, type: 'number' | 'string') => (typeof value === type ? (value as T) : null);

/** A report's outcome read from its input: only the fields its kind has are there. */
export function outcomeOf(input: Record<string, unknown>): Outcome {
  return {
    ...('output' in input ? { output: input.output } : {}),
    ...('exitCode' in input ? { exitCode: orNull<number>(input.exitCode, 'number') } : {}),
    ...('error' in input ? { error: orNull<string>(input.error, 'string') } : {}),
  };
}

/** The report read from its input: every field but the id is optional, and only the ones its kind has are there. */
function reportOf(input: Record<string, unknown>, idField: string): { id: string; outcome: Outcome; report: Report } {
  return {
    id: String(input[idField]),
    outcome: outcomeOf(input),
    report: { leaseToken: orNull<number>(input.leaseToken, 'number'), idempotencyKey: orNull<string>(input.idempotencyKey, 'string') },
  };
}

const capital = (name: string) => name[0]!.toUpperCase() + name.slice(1);

const TASK_REPORTS: ReadonlyArray<[name: string, action: TaskAction, reported: Carried, description: string]> = [
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
  REPORT_WRITE_INPUTS[name] = reportWriteInput(`Work${capital(name)}Input`, 'task', reported, `A write of recordWork: ${name}, the task by id or key.`);
  builder.mutationField(name, (t) =>
    t.field({
      type: TaskPayload,
      description,
      args: { input: t.arg({ type: input, required: true, description: 'The task and the report.' }) },
      errors: resultOf(`${capital(name)}Result`, changeTaskThrows, localIdThrows),
      resolve: (_, args, ctx) => {
        const { id, outcome, report } = reportOf(args.input, 'taskId');
        return changeTask(callerOf(ctx), localId('Task', id, 'taskId'), action, outcome, report);
      },
    }),
  );
}

const STEP_REPORTS: ReadonlyArray<[name: string, action: StepAction, reported: Carried, description: string]> = [
  ['startStep', 'start', 'none', 'Starts a step of a running task (PENDING, RESUMABLE, FAILED or ROLLED_BACK -> RUNNING) and counts an attempt.'],
  ['completeStep', 'complete', 'output', "Completes a running step with its output; the session's policy may take a STEP checkpoint."],
  ['failStep', 'fail', 'failure', "Fails a running step with its exit code and error; the session's policy may take an ERROR checkpoint."],
];
for (const [name, action, reported, description] of STEP_REPORTS) {
  const input = reportInput(`${capital(name)}Input`, 'step', reported, `The step to ${action}, and what to report.`);
  REPORT_WRITE_INPUTS[name] = reportWriteInput(`Work${capital(name)}Input`, 'step', reported, `A write of recordWork: ${name}, the step by id or key.`);
  builder.mutationField(name, (t) =>
    t.field({
      type: StepPayload,
      description,
      args: { input: t.arg({ type: input, required: true, description: 'The step and the report.' }) },
      errors: resultOf(`${capital(name)}Result`, changeStepThrows, localIdThrows),
      resolve: (_, args, ctx) => {
        const { id, outcome, report } = reportOf(args.input, 'stepId');
        return changeStep(callerOf(ctx), localId('Step', id, 'stepId'), action, outcome, report);
      },
    }),
  );
}
