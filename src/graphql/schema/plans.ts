// The plan: phases -> tasks -> steps, what may start now, progress, and the task/step lifecycle mutations.

import type { Phase, Step, Task } from '../../db/tables/plans.ts';
import {
  countStepStatesBySessionIds,
  findPhasesByIds,
  findPhasesBySessionIds,
  findPlannedSteps,
  findStepsByIds,
  findStepsByTaskIds,
  findTasksByIds,
  findTasksBySessionIds,
} from '../../plans/plan.queries.ts';
import {
  type CompletionEstimate,
  countStates,
  estimateCompletion,
  percentComplete,
  type RoleStats,
  roleDistribution,
  type StateCounts,
  sumStates,
} from '../../plans/progress.model.ts';
import { orderTasks, readyTasks } from '../../plans/schedule.model.ts';
import { isTerminal } from '../../sessions/session.model.ts';
import { builder, listConnection } from '../builder.ts';
import { ownerOf } from '../context.ts';
import { groupLoader } from '../loaders.ts';
import { PhaseStateEnum, StepKindEnum, StepStateEnum, TaskStateEnum } from './enums.ts';
import { SessionRef } from './sessions.ts';

export const phasesOfSession = groupLoader(
  (ctx, ids) => findPhasesBySessionIds(ctx.db, ids),
  (phase) => phase.session_id,
);
export const tasksOfSession = groupLoader(
  (ctx, ids) => findTasksBySessionIds(ctx.db, ids),
  (task) => task.session_id,
);
const stepStatesOfSession = groupLoader(
  (ctx, ids) => countStepStatesBySessionIds(ctx.db, ids),
  (group) => group.session_id,
);
/** Sessions' steps with what planning needs (recovery plans of a list of sessions: one query). */
export const plannedStepsOfSession = groupLoader(
  (ctx, ids) => findPlannedSteps(ctx.db, ids),
  (step) => step.session_id,
);
const stepsOfTask = groupLoader(
  (ctx, ids) => findStepsByTaskIds(ctx.db, ids),
  (step) => step.task_id,
);

export const PhaseRef = builder.loadableNodeRef<Phase, string, string>('Phase', {
  id: { resolve: (phase) => phase.id },
  load: (ids, ctx) => findPhasesByIds(ctx.db, ownerOf(ctx), ids),
  sort: (phase) => phase.id,
});
export const TaskRef = builder.loadableNodeRef<Task, string, string>('Task', {
  id: { resolve: (task) => task.id },
  load: (ids, ctx) => findTasksByIds(ctx.db, ownerOf(ctx), ids),
  sort: (task) => task.id,
});
export const StepRef = builder.loadableNodeRef<Step, string, string>('Step', {
  id: { resolve: (step) => step.id },
  load: (ids, ctx) => findStepsByIds(ctx.db, ownerOf(ctx), ids),
  sort: (step) => step.id,
});

PhaseRef.implement({
  description: 'A stage of the plan. Its state follows its tasks.',
  fields: (t) => ({
    key: t.exposeString('key', { nullable: true, description: 'The key the plan gave it; null when none was given.' }),
    name: t.exposeString('name', { description: 'Its name, e.g. "Implement".' }),
    description: t.exposeString('description', { nullable: true, description: 'More detail; null when none was given.' }),
    position: t.exposeInt('position', { description: 'Its place in the plan, from 0.' }),
    state: t.field({ type: PhaseStateEnum, description: "Where it stands (follows its tasks' states).", resolve: (phase) => phase.state }),
    session: t.field({ type: SessionRef, description: 'The session it belongs to.', resolve: (phase) => phase.session_id }),
    tasks: t.connection({
      type: TaskRef,
      nullable: true,
      description: 'Its tasks, in plan order.',
      resolve: async (phase, args, ctx) =>
        listConnection(
          args,
          (await tasksOfSession(ctx).load(phase.session_id)).filter((task) => task.phase_id === phase.id),
        ),
    }),
    startedAt: t.expose('started_at', { type: 'DateTime', nullable: true, description: 'When its first task started; null before.' }),
    completedAt: t.expose('completed_at', { type: 'DateTime', nullable: true, description: 'When it completed; null unless COMPLETED.' }),
  }),
});

TaskRef.implement({
  description: "One agent's assignment within a phase.",
  fields: (t) => ({
    key: t.exposeString('key', { description: 'The key the plan gave it, unique in the session.' }),
    title: t.exposeString('title', { description: 'What the task is.' }),
    description: t.exposeString('description', { nullable: true, description: 'More detail; null when none was given.' }),
    role: t.exposeString('role', { description: 'The kind of agent, e.g. "engineer" ("agent" when none was given).' }),
    agentId: t.exposeString('agent_id', { nullable: true, description: 'Which agent does it, in your own terms; null when not given.' }),
    agentSessionRef: t.exposeString('agent_session_ref', {
      nullable: true,
      description: "The agent's own session reference (e.g. a CLI --resume id); null when not given.",
    }),
    position: t.exposeInt('position', { description: 'Its place in its phase, from 0.' }),
    state: t.field({ type: TaskStateEnum, description: 'Where it stands.', resolve: (task) => task.state }),
    attempt: t.exposeInt('attempt', { description: 'How many times it was started (0 before the first start).' }),
    output: t.expose('output', { type: 'JSON', nullable: true, description: 'What completeTask reported; null before.' }),
    exitCode: t.exposeInt('exit_code', { nullable: true, description: 'The exit code failTask reported; null when none.' }),
    error: t.exposeString('error', { nullable: true, description: 'The error failTask reported; null when none.' }),
    phase: t.field({ type: PhaseRef, description: 'Its phase.', resolve: (task) => task.phase_id }),
    session: t.field({ type: SessionRef, description: 'Its session.', resolve: (task) => task.session_id }),
    dependencies: t.field({
      type: [TaskRef],
      description: 'Tasks that must complete before this one (the ADAPTIVE strategy waits for them).',
      resolve: async (task, _, ctx) => {
        const all = await tasksOfSession(ctx).load(task.session_id);
        return all.filter((other) => task.depends_on.includes(other.id));
      },
    }),
    steps: t.connection({
      type: StepRef,
      nullable: true,
      description: 'Its steps, in order.',
      resolve: async (task, args, ctx) => listConnection(args, await stepsOfTask(ctx).load(task.id)),
    }),
    startedAt: t.expose('started_at', { type: 'DateTime', nullable: true, description: 'When its latest attempt started; null before the first.' }),
    completedAt: t.expose('completed_at', {
      type: 'DateTime',
      nullable: true,
      description: 'When it completed or failed; null while not finished.',
    }),
  }),
});

StepRef.implement({
  description: 'One atomic action of a task: READ, WRITE or EXEC, with an idempotency key.',
  fields: (t) => ({
    kind: t.field({ type: StepKindEnum, description: 'What it does.', resolve: (step) => step.kind }),
    title: t.exposeString('title', { description: 'What it does, for people.' }),
    position: t.exposeInt('position', { description: 'Its place in its task, from 0.' }),
    state: t.field({ type: StepStateEnum, description: 'Where it stands.', resolve: (step) => step.state }),
    idempotencyKey: t.exposeString('idempotency_key', { description: 'Unique in the session: the one the plan gave, else "step:<id>".' }),
    attempt: t.exposeInt('attempt', { description: 'How many times it was started (0 before the first start).' }),
    input: t.expose('input', { type: 'JSON', nullable: true, description: 'What the plan gave the runner to perform it; null when nothing.' }),
    output: t.expose('output', { type: 'JSON', nullable: true, description: 'What completeStep reported; null before.' }),
    reversible: t.exposeBoolean('reversible', { description: 'Whether its effect can be undone by restoring files.' }),
    exitCode: t.exposeInt('exit_code', { nullable: true, description: 'The exit code failStep reported; null when none.' }),
    error: t.exposeString('error', { nullable: true, description: 'The error failStep reported; null when none.' }),
    task: t.field({ type: TaskRef, description: 'Its task.', resolve: (step) => step.task_id }),
    startedAt: t.expose('started_at', { type: 'DateTime', nullable: true, description: 'When its latest attempt started; null before the first.' }),
    completedAt: t.expose('completed_at', { type: 'DateTime', nullable: true, description: 'When it completed or failed; null while not finished.' }),
  }),
});

const StateCountsRef = builder.objectRef<StateCounts>('StateCounts').implement({
  description: 'How many tasks (or steps) are in each state.',
  fields: (t) => ({
    total: t.exposeInt('total', { description: 'All of them.' }),
    pending: t.exposeInt('pending', { description: 'PENDING.' }),
    running: t.exposeInt('running', { description: 'RUNNING.' }),
    completed: t.exposeInt('completed', { description: 'COMPLETED.' }),
    failed: t.exposeInt('failed', { description: 'FAILED.' }),
    resumable: t.exposeInt('resumable', { description: 'RESUMABLE (interrupted).' }),
    cancelled: t.exposeInt('cancelled', { description: 'CANCELLED.' }),
    rolledBack: t.exposeInt('rolled_back', { description: 'ROLLED_BACK (steps only; 0 for tasks).' }),
    paused: t.exposeInt('paused', { description: 'PAUSED (tasks only; 0 for steps).' }),
  }),
});

const CompletionEstimateRef = builder.objectRef<CompletionEstimate>('CompletionEstimate').implement({
  description:
    "When the plan's steps will be done, going by how its completed steps went: their count over the time they spanned (so parallel work and the waits between steps count). A guide, not a promise.",
  fields: (t) => ({
    estimatedCompletionAt: t.expose('estimatedCompletionAt', { type: 'DateTime', description: 'Now plus remainingSeconds.' }),
    remainingSeconds: t.exposeFloat('remainingSeconds', { description: 'remainingSteps times secondsPerStep.' }),
    remainingSteps: t.exposeInt('remainingSteps', { description: 'Steps not finished yet (neither completed nor cancelled).' }),
    secondsPerStep: t.exposeFloat('secondsPerStep', { description: 'The time the completed steps spanned (first start to last completion), per step.' }),
    basedOnSteps: t.exposeInt('basedOnSteps', { description: 'How many completed steps the estimate goes by.' }),
  }),
});

type Progress = { tasks: StateCounts; steps: StateCounts; percentComplete: number; estimate: CompletionEstimate | null };
const ProgressRef = builder.objectRef<Progress>('Progress').implement({
  description: "How far a session's plan has come.",
  fields: (t) => ({
    estimate: t.field({
      type: CompletionEstimateRef,
      nullable: true,
      description: 'When the remaining steps will be done; null before a step completed, once nothing remains, and for a finished session.',
      resolve: (progress) => progress.estimate,
    }),
    tasks: t.field({ type: StateCountsRef, description: 'Its tasks by state.', resolve: (progress) => progress.tasks }),
    steps: t.field({ type: StateCountsRef, description: 'Its steps by state.', resolve: (progress) => progress.steps }),
    percentComplete: t.exposeFloat('percentComplete', { description: 'Completed tasks over tasks that count (cancelled ones do not), 0 to 100.' }),
  }),
});

const RoleStatsRef = builder.objectRef<RoleStats>('RoleStats').implement({
  description: 'The tasks of one role, by state.',
  fields: (t) => ({
    role: t.exposeString('role', { description: 'The role, e.g. "engineer".' }),
    total: t.exposeInt('total', { description: 'Tasks of this role.' }),
    running: t.exposeInt('running', { description: 'Of them, RUNNING.' }),
    completed: t.exposeInt('completed', { description: 'Of them, COMPLETED.' }),
    failed: t.exposeInt('failed', { description: 'Of them, FAILED.' }),
  }),
});

builder.objectFields(SessionRef, (t) => ({
  phases: t.connection({
    type: PhaseRef,
    nullable: true,
    description: 'The phases of its plan, in order.',
    resolve: async (session, args, ctx) => listConnection(args, await phasesOfSession(ctx).load(session.id)),
  }),
  tasks: t.connection({
    type: TaskRef,
    nullable: true,
    description: 'Every task in execution order (phase, then position).',
    resolve: async (session, args, ctx) => {
      const [phases, tasks] = await Promise.all([phasesOfSession(ctx).load(session.id), tasksOfSession(ctx).load(session.id)]);
      return listConnection(args, orderTasks(phases, tasks));
    },
  }),
  readyTasks: t.field({
    type: [TaskRef],
    description: "The tasks that may start now under the session's strategy (none once it is finished).",
    resolve: async (session, _, ctx) => {
      if (isTerminal(session.state)) return [];
      const [phases, tasks] = await Promise.all([phasesOfSession(ctx).load(session.id), tasksOfSession(ctx).load(session.id)]);
      return readyTasks(session.strategy, phases, tasks);
    },
  }),
  progress: t.field({
    type: ProgressRef,
    description: 'How far the plan has come.',
    resolve: async (session, _, ctx) => {
      const [tasks, steps] = await Promise.all([tasksOfSession(ctx).load(session.id), stepStatesOfSession(ctx).load(session.id)]);
      return {
        tasks: countStates(tasks.map((task) => task.state)),
        steps: sumStates(steps),
        percentComplete: percentComplete(tasks.map((task) => task.state)),
        estimate: isTerminal(session.state) ? null : estimateCompletion(steps, new Date()),
      };
    },
  }),
  roleDistribution: t.field({
    type: [RoleStatsRef],
    description: 'Per role: how many tasks, and how many are running, completed and failed.',
    resolve: async (session, _, ctx) => roleDistribution(await tasksOfSession(ctx).load(session.id)),
  }),
}));
