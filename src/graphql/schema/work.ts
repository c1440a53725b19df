// Task and step lifecycle: what runners report as they work (startTask, completeStep, failTask, ...), built by one
// factory so every report takes the same input shape for its outcome and carries the lease token.
import type { Caller } from '../../caller.ts';
import type { Step, Task } from '../../db/database.ts';
import type { StepAction, TaskAction } from '../../plans/plan.model.ts';
import type { Outcome } from '../../plans/plan.service.ts';
import type { Fence } from '../../workflows/work/session-guards.ts';
import { changeStep, changeTask } from '../../workflows/work/tasks-and-steps.ts';
import { builder } from '../builder.ts';
import { type Context, callerOf } from '../context.ts';
import { localId } from '../ids.ts';
import { WRITE_ERRORS } from './errors.ts';
import { StepRef, TaskRef } from './plans.ts';

const TaskPayload = builder.objectRef<Task>('TaskPayload').implement({
  fields: (t) => ({ task: t.field({ type: TaskRef, resolve: (task) => task }) }),
});
const StepPayload = builder.objectRef<Step>('StepPayload').implement({
  fields: (t) => ({ step: t.field({ type: StepRef, resolve: (step) => step }) }),
});

/** What a report carries besides the id: nothing, an output, or a failure. */
type Reported = 'none' | 'output' | 'failure';

function reportInput(name: string, idField: string, reported: Reported) {
  return builder.inputType(name, {
    fields: (t) => ({
      [idField]: t.id({ required: true }),
      leaseToken: t.int({ description: "The runner's lease token; required while the session is leased (fencing)." }),
      ...(reported === 'output' ? { output: t.field({ type: 'JSON' }) } : {}),
      ...(reported === 'failure' ? { exitCode: t.int(), error: t.string() } : {}),
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

type Report<A> = (caller: Caller, id: string, action: A, outcome: Outcome, fence: Fence) => Promise<unknown>;

/** The mutations of one entity: for each, its input type, its result union, and how to run the report. */
function reportMutations<A extends string>(entity: 'Task' | 'Step', mutations: ReadonlyArray<[name: string, action: A, reported: Reported]>) {
  const idField = `${entity.toLowerCase()}Id`;
  return mutations.map(([name, action, reported]) => ({
    name,
    input: reportInput(`${capital(name)}Input`, idField, reported),
    errors: { types: WRITE_ERRORS, directResult: true, union: { name: `${capital(name)}Result` } },
    run: <R>(ctx: Context, input: Record<string, unknown>, report: (...args: Parameters<Report<A>>) => Promise<R>): Promise<R> => {
      const { id, outcome, fence } = reportOf(input, idField);
      return report(callerOf(ctx), localId(entity, id, idField), action, outcome, fence);
    },
  }));
}

const TASK_REPORTS = reportMutations<TaskAction>('Task', [
  ['startTask', 'start', 'none'],
  ['completeTask', 'complete', 'output'],
  ['failTask', 'fail', 'failure'],
]);
for (const m of TASK_REPORTS) {
  builder.mutationField(m.name, (t) =>
    t.field({
      type: TaskPayload,
      args: { input: t.arg({ type: m.input, required: true }) },
      errors: m.errors,
      resolve: (_, { input }, ctx) => m.run(ctx, input, changeTask),
    }),
  );
}

const STEP_REPORTS = reportMutations<StepAction>('Step', [
  ['startStep', 'start', 'none'],
  ['completeStep', 'complete', 'output'],
  ['failStep', 'fail', 'failure'],
]);
for (const m of STEP_REPORTS) {
  builder.mutationField(m.name, (t) =>
    t.field({
      type: StepPayload,
      args: { input: t.arg({ type: m.input, required: true }) },
      errors: m.errors,
      resolve: (_, { input }, ctx) => m.run(ctx, input, changeStep),
    }),
  );
}
