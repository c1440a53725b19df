// The plan: phases -> tasks -> steps, what may start now, progress, and the task/step lifecycle mutations.

import type { Phase, Step, Task } from '../../db/database.ts';
import { countStates, orderTasks, percentComplete, type RoleStats, readyTasks, roleDistribution, type StateCounts, sumStates } from '../../plans/plan.model.ts';
import {
  countStepStatesBySessionIds,
  findPhasesByIds,
  findPhasesBySessionIds,
  findStepsByIds,
  findStepsByTaskIds,
  findTasksByIds,
  findTasksBySessionIds,
} from '../../plans/plan.queries.ts';
import { isTerminal } from '../../sessions/session.model.ts';
import { builder } from '../builder.ts';
import { arrayConnection } from '../connections.ts';
import { ownerOf } from '../context.ts';
import { groupLoader } from '../loaders.ts';
import { PhaseStateEnum, StepKindEnum, StepStateEnum, TaskStateEnum } from './enums.ts';
import { SessionRef } from './sessions.ts';

const phasesOfSession = groupLoader(
  (ctx, ids) => findPhasesBySessionIds(ctx.db, ids),
  (phase) => phase.session_id,
);
const tasksOfSession = groupLoader(
  (ctx, ids) => findTasksBySessionIds(ctx.db, ids),
  (task) => task.session_id,
);
const stepStatesOfSession = groupLoader(
  (ctx, ids) => countStepStatesBySessionIds(ctx.db, ids),
  (group) => group.session_id,
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
    key: t.exposeString('key', { nullable: true }),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    position: t.exposeInt('position'),
    state: t.field({ type: PhaseStateEnum, resolve: (phase) => phase.state }),
    session: t.field({ type: SessionRef, resolve: (phase) => phase.session_id }),
    tasks: t.connection({
      type: TaskRef,
      resolve: async (phase, args, ctx) =>
        arrayConnection(
          args,
          (await tasksOfSession(ctx).load(phase.session_id)).filter((task) => task.phase_id === phase.id),
        ),
    }),
    startedAt: t.expose('started_at', { type: 'DateTime', nullable: true }),
    completedAt: t.expose('completed_at', { type: 'DateTime', nullable: true }),
  }),
});

TaskRef.implement({
  description: "One agent's assignment within a phase.",
  fields: (t) => ({
    key: t.exposeString('key'),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    role: t.exposeString('role'),
    agentId: t.exposeString('agent_id', { nullable: true }),
    agentSessionRef: t.exposeString('agent_session_ref', { nullable: true, description: "The agent's own session reference (e.g. a CLI --resume id)." }),
    position: t.exposeInt('position'),
    state: t.field({ type: TaskStateEnum, resolve: (task) => task.state }),
    attempt: t.exposeInt('attempt'),
    output: t.expose('output', { type: 'JSON', nullable: true }),
    exitCode: t.exposeInt('exit_code', { nullable: true }),
    error: t.exposeString('error', { nullable: true }),
    phase: t.field({ type: PhaseRef, resolve: (task) => task.phase_id }),
    session: t.field({ type: SessionRef, resolve: (task) => task.session_id }),
    dependencies: t.field({
      type: [TaskRef],
      description: 'Tasks that must complete before this one (ADAPTIVE strategy).',
      resolve: async (task, _, ctx) => {
        const all = await tasksOfSession(ctx).load(task.session_id);
        return all.filter((other) => task.depends_on.includes(other.id));
      },
    }),
    steps: t.connection({
      type: StepRef,
      resolve: async (task, args, ctx) => arrayConnection(args, await stepsOfTask(ctx).load(task.id)),
    }),
    startedAt: t.expose('started_at', { type: 'DateTime', nullable: true }),
    completedAt: t.expose('completed_at', { type: 'DateTime', nullable: true }),
  }),
});

StepRef.implement({
  description: 'One atomic action of a task: READ, WRITE or EXEC, with an idempotency key.',
  fields: (t) => ({
    kind: t.field({ type: StepKindEnum, resolve: (step) => step.kind }),
    title: t.exposeString('title'),
    position: t.exposeInt('position'),
    state: t.field({ type: StepStateEnum, resolve: (step) => step.state }),
    idempotencyKey: t.exposeString('idempotency_key'),
    attempt: t.exposeInt('attempt'),
    input: t.expose('input', { type: 'JSON', nullable: true }),
    output: t.expose('output', { type: 'JSON', nullable: true }),
    reversible: t.exposeBoolean('reversible'),
    exitCode: t.exposeInt('exit_code', { nullable: true }),
    error: t.exposeString('error', { nullable: true }),
    task: t.field({ type: TaskRef, resolve: (step) => step.task_id }),
    startedAt: t.expose('started_at', { type: 'DateTime', nullable: true }),
    completedAt: t.expose('completed_at', { type: 'DateTime', nullable: true }),
  }),
});

const StateCountsRef = builder.objectRef<StateCounts>('StateCounts').implement({
  fields: (t) => ({
    total: t.exposeInt('total'),
    pending: t.exposeInt('pending'),
    running: t.exposeInt('running'),
    completed: t.exposeInt('completed'),
    failed: t.exposeInt('failed'),
    resumable: t.exposeInt('resumable'),
    cancelled: t.exposeInt('cancelled'),
    rolledBack: t.exposeInt('rolled_back'),
  }),
});

type Progress = { tasks: StateCounts; steps: StateCounts; percentComplete: number };
const ProgressRef = builder.objectRef<Progress>('Progress').implement({
  fields: (t) => ({
    tasks: t.field({ type: StateCountsRef, resolve: (progress) => progress.tasks }),
    steps: t.field({ type: StateCountsRef, resolve: (progress) => progress.steps }),
    percentComplete: t.exposeFloat('percentComplete', { description: 'Completed tasks over tasks that count (cancelled ones do not), 0-100.' }),
  }),
});

const RoleStatsRef = builder.objectRef<RoleStats>('RoleStats').implement({
  fields: (t) => ({
    role: t.exposeString('role'),
    total: t.exposeInt('total'),
    running: t.exposeInt('running'),
    completed: t.exposeInt('completed'),
    failed: t.exposeInt('failed'),
  }),
});

builder.objectFields(SessionRef, (t) => ({
  phases: t.connection({
    type: PhaseRef,
    resolve: async (session, args, ctx) => arrayConnection(args, await phasesOfSession(ctx).load(session.id)),
  }),
  tasks: t.connection({
    type: TaskRef,
    description: 'Every task in execution order (phase, then position).',
    resolve: async (session, args, ctx) => {
      const [phases, tasks] = await Promise.all([phasesOfSession(ctx).load(session.id), tasksOfSession(ctx).load(session.id)]);
      return arrayConnection(args, orderTasks(phases, tasks));
    },
  }),
  readyTasks: t.field({
    type: [TaskRef],
    description: "What may start now under the session's strategy.",
    resolve: async (session, _, ctx) => {
      if (isTerminal(session.state)) return [];
      const [phases, tasks] = await Promise.all([phasesOfSession(ctx).load(session.id), tasksOfSession(ctx).load(session.id)]);
      return readyTasks(session.strategy, phases, tasks);
    },
  }),
  progress: t.field({
    type: ProgressRef,
    resolve: async (session, _, ctx) => {
      const [tasks, steps] = await Promise.all([tasksOfSession(ctx).load(session.id), stepStatesOfSession(ctx).load(session.id)]);
      return {
        tasks: countStates(tasks.map((task) => task.state)),
        steps: sumStates(steps),
        percentComplete: percentComplete(tasks.map((task) => task.state)),
      };
    },
  }),
  roleDistribution: t.field({
    type: [RoleStatsRef],
    description: 'Per role: how many tasks, and how many are running, completed and failed.',
    resolve: async (session, _, ctx) => roleDistribution(await tasksOfSession(ctx).load(session.id)),
  }),
}));
