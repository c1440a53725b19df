import type { PhaseTarget } from '../../plans/plan-revision-input.model.ts';
import { revisePlan, revisePlanThrows } from '../../workflows/plans/revise-plan.ts';
import { builder } from '../builder.ts';
import { callerOf } from '../context.ts';
import { localId, localIdThrows } from '../ids.ts';
import { resultOf } from './errors/domain.ts';
import { LEASE_TOKEN } from './leases.ts';
import { PhaseRef, StepRef, TaskRef } from './plans.ts';
import { SessionRef, StepPlanInput, TaskPlanInput } from './sessions.ts';

builder.objectFields(SessionRef, (t) => ({
  planRevision: t.exposeInt('plan_revision', {
    description: 'How many times the plan was revised (revisePlan): 0 for the plan the session was created with. Checkpoints record it.',
  }),
}));
builder.objectFields(PhaseRef, (t) => ({
  skipReason: t.exposeString('skip_reason', { nullable: true, description: 'Why a revision skipped it; null unless SKIPPED by revisePlan.' }),
}));
builder.objectFields(TaskRef, (t) => ({
  skipReason: t.exposeString('skip_reason', {
    nullable: true,
    description: "Why a revision skipped it (its own reason, or its phase's); null unless skipped by revisePlan (then CANCELLED).",
  }),
}));

const PHASE_KEY = 'The phase by the key the plan gave it (give this or phaseId).';
const PHASE_ID = 'The phase by its id (give this or phaseKey).';
const POSITION = 'From 0 (the first), counted in the list as it stands when this change applies; past the end means at the end.';

const PhaseAdditionInput = builder.inputType('PhaseAdditionInput', {
  description: 'A new phase, with its tasks.',
  fields: (t) => ({
    key: t.string({ description: 'A key of your own for the phase, unique among the phases (later revisions can name it).' }),
    name: t.string({ required: true, description: 'Its name, e.g. "Harden".' }),
    description: t.string({ description: 'More detail.' }),
    position: t.int({ description: `Where it goes among the phases; default: at the end. ${POSITION} Never before a phase that has started.` }),
    tasks: t.field({ type: [TaskPlanInput], description: 'Its tasks, in order (as in createSession).' }),
  }),
});

const TaskAdditionInput = builder.inputType('TaskAdditionInput', {
  description: 'New tasks for a phase that is not finished (PLANNED, RUNNING or PAUSED).',
  fields: (t) => ({
    phaseKey: t.string({ description: PHASE_KEY }),
    phaseId: t.id({ description: PHASE_ID }),
    tasks: t.field({
      type: [TaskPlanInput],
      required: true,
      description: 'The tasks, in order (as in createSession); dependencies may name tasks in force or added by this revision.',
    }),
    position: t.int({ description: `Where the first goes among the phase's tasks; default: at the end. ${POSITION}` }),
  }),
});

const StepAdditionInput = builder.inputType('StepAdditionInput', {
  description: 'New steps for a task that is not finished (not COMPLETED or CANCELLED), appended after its last.',
  fields: (t) => ({
    taskKey: t.string({ required: true, description: 'The task, by key.' }),
    steps: t.field({ type: [StepPlanInput], required: true, description: 'The steps, in order (as in createSession).' }),
  }),
});

const PhaseSkipInput = builder.inputType('PhaseSkipInput', {
  description: 'A phase not yet started (PLANNED) to skip: it becomes SKIPPED and its pending tasks CANCELLED, with the reason kept.',
  fields: (t) => ({
    phaseKey: t.string({ description: PHASE_KEY }),
    phaseId: t.id({ description: PHASE_ID }),
    reason: t.string({ required: true, description: 'Why (not empty); kept as skipReason and in the event.' }),
  }),
});

const TaskSkipInput = builder.inputType('TaskSkipInput', {
  description: 'A task not yet started (PENDING, or PAUSED before it ever started) to skip: it becomes CANCELLED, with the reason kept.',
  fields: (t) => ({
    taskKey: t.string({ required: true, description: 'The task, by key.' }),
    reason: t.string({ required: true, description: 'Why (not empty); kept as skipReason and in the event.' }),
  }),
});

const PhaseMoveInput = builder.inputType('PhaseMoveInput', {
  description: 'A phase not yet started (PLANNED) to move.',
  fields: (t) => ({
    phaseKey: t.string({ description: PHASE_KEY }),
    phaseId: t.id({ description: PHASE_ID }),
    position: t.int({ required: true, description: `Its new place among the phases. ${POSITION} Never before a phase that has started.` }),
  }),
});

const TaskMoveInput = builder.inputType('TaskMoveInput', {
  description: 'A task not yet started to move, within its phase or to another one that is not finished.',
  fields: (t) => ({
    taskKey: t.string({ required: true, description: 'The task, by key.' }),
    phaseKey: t.string({ description: `${PHASE_KEY} Default (neither given): its own phase.` }),
    phaseId: t.id({ description: `${PHASE_ID} Default (neither given): its own phase.` }),
    position: t.int({ required: true, description: `Its new place among the phase's tasks. ${POSITION}` }),
  }),
});

const DependenciesInput = builder.inputType('DependenciesInput', {
  description: 'A task not yet started whose dependencies are replaced (the ADAPTIVE strategy starts it once they complete).',
  fields: (t) => ({
    taskKey: t.string({ required: true, description: 'The task, by key.' }),
    dependsOn: t.stringList({ required: true, description: 'Keys of the tasks it now depends on (in force or added by this revision); empty: none.' }),
  }),
});

const REVISION =
  'applied in this order: phases added, phases moved, tasks added, tasks moved, steps added, dependencies set, phases skipped, tasks skipped. Give at least one. The revised plan is checked as a whole (keys, dependencies, cycles, only pending work changed) before anything is written.';

type InputFields = Parameters<NonNullable<Parameters<typeof builder.inputType>[1]['fields']>>[0];

function revisionFields(t: InputFields) {
  return {
    reason: t.string({ description: 'Why the plan changes; kept in the plan.revised event.' }),
    addPhases: t.field({ type: [PhaseAdditionInput], description: 'New phases.' }),
    addTasks: t.field({ type: [TaskAdditionInput], description: 'New tasks in phases in force.' }),
    addSteps: t.field({ type: [StepAdditionInput], description: 'New steps for tasks in force.' }),
    skipPhases: t.field({ type: [PhaseSkipInput], description: 'Phases to skip.' }),
    skipTasks: t.field({ type: [TaskSkipInput], description: 'Tasks to skip (each named once).' }),
    movePhases: t.field({ type: [PhaseMoveInput], description: 'Phases to move.' }),
    moveTasks: t.field({ type: [TaskMoveInput], description: 'Tasks to move (each named once).' }),
    setDependencies: t.field({ type: [DependenciesInput], description: 'Tasks whose dependencies are replaced (each named once).' }),
  };
}

const RevisePlanInput = builder.inputType('RevisePlanInput', {
  description: `Changes to a running plan, ${REVISION}`,
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session whose plan changes.' }),
    ...revisionFields(t),
    leaseToken: t.int({ description: LEASE_TOKEN }),
    idempotencyKey: t.string({
      description:
        'Any string of 1 to 200 characters: a retry with the same key and input returns the first result and writes nothing; the same key with another input is an IdempotencyConflictError.',
    }),
  }),
});

/** A revision as a write of a recordWork batch (the batch carries the session, the lease token and the key). */
export const PlanRevisionInput = builder.inputType('PlanRevisionInput', {
  description: `A write of recordWork: revisePlan, changes to the plan ${REVISION} A revision that only adds steps costs what it adds; others read the plan in force.`,
  fields: (t) => revisionFields(t),
});

type Revised = Awaited<ReturnType<typeof revisePlan>>;

const PlanAdditionsRef = builder.objectRef<Revised>('PlanAdditions').implement({
  description: 'What a revision added to the plan.',
  fields: (t) => ({
    phases: t.field({ type: [PhaseRef], description: 'The new phases, in plan order.', resolve: (revised) => revised.phaseIds }),
    tasks: t.field({ type: [TaskRef], description: 'The new tasks, in plan order (phase, then position).', resolve: (revised) => revised.taskIds }),
    steps: t.field({ type: [StepRef], description: 'The new steps, by task in plan order.', resolve: (revised) => revised.stepIds }),
  }),
});

const RevisePlanPayload = builder.objectRef<Revised>('RevisePlanPayload').implement({
  description: 'The revised plan.',
  fields: (t) => ({
    session: t.field({ type: SessionRef, description: 'The session, with its plan as it stands now.', resolve: (revised) => revised.sessionId }),
    revision: t.exposeInt('revision', { description: "The plan's revision number this revision gave it (Session.planRevision then)." }),
    added: t.field({ type: PlanAdditionsRef, description: 'The phases, tasks and steps it added.', resolve: (revised) => revised }),
    replayed: t.exposeBoolean('replayed', { description: 'True when an idempotency key matched an earlier call: nothing new was written.' }),
  }),
});

/** A phase named by key, or by global id made local. */
function target<T extends { phaseKey?: string | null; phaseId?: string | null }>(entry: T, field: string): T & PhaseTarget {
  return { ...entry, phaseId: entry.phaseId == null ? entry.phaseId : localId('Phase', entry.phaseId, `${field}.phaseId`) };
}

type RevisionFields = { addTasks?: unknown; skipPhases?: unknown; movePhases?: unknown; moveTasks?: unknown };
type Targeted = ReadonlyArray<{ phaseKey?: string | null; phaseId?: string | null }> | null | undefined;

/** A revision as the workflow takes it: the phases its changes name by global id made local (`at`: where it is in the input). */
export function revisionOf<R extends RevisionFields>(input: R, at = ''): R {
  const each = <T extends Targeted>(list: T, field: string) => list?.map((entry, i) => target(entry, `${at}${field}[${i}]`)) as T;
  return {
    ...input,
    addTasks: each(input.addTasks as Targeted, 'addTasks'),
    skipPhases: each(input.skipPhases as Targeted, 'skipPhases'),
    movePhases: each(input.movePhases as Targeted, 'movePhases'),
    moveTasks: each(input.moveTasks as Targeted, 'moveTasks'),
  };
}

builder.mutationField('revisePlan', (t) =>
  t.field({
    type: RevisePlanPayload,
    description:
      "Revises the plan of a session that is not finished: adds phases, tasks and steps, moves, re-links or skips work not yet started. Refused as a whole (InvalidPlanError naming the offenders) when it would break the plan or change started work. Raises planRevision, records plan.revised, and takes the PLAN checkpoint the session's policy asks for; readyTasks follows the revised plan at once.",
    args: { input: t.arg({ type: RevisePlanInput, required: true, description: 'The session and the changes.' }) },
    errors: resultOf('RevisePlanResult', revisePlanThrows, localIdThrows),
    resolve: (_, { input }, ctx) => revisePlan(callerOf(ctx), { ...revisionOf(input), sessionId: localId('Session', input.sessionId, 'sessionId') }),
  }),
);
