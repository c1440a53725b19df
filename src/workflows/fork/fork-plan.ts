// A fork's plan as it stood at the fork point: the source's phases, tasks and steps that the checkpoint's snapshot
// knows, with their places, states, dependencies and todo lists then (what was running is cut off by the fork, so it
// comes back RESUMABLE), under new ids; the session's todo list, plan revision and shared documents then. Without a
// checkpoint at or before the point, the plan rows that existed then, every state as new. A new plan replaces it.
// The rows are copied inside the database (plans/plan-copy.queries.ts): only ids and states are sent. What was written
// is also returned in replay's terms, for the fork's log to start with (the copy itself records no event).
import { newId } from '../../db/ids.ts';
import type { StateSnapshot } from '../../db/tables/checkpoints.ts';
import type { Session } from '../../db/tables/sessions.ts';
import type { Work } from '../../events/unit-of-work.ts';
import { findPhasesBySessionIds, findStepsByTaskIds, findTasksBySessionIds } from '../../plans/plan.queries.ts';
import { copyPhases, copySteps, copyTasks, type PhaseCopy, type StepCopy, type TaskCopy } from '../../plans/plan-copy.queries.ts';
import type { StateRecord } from '../../plans/replayed-state.model.ts';
import { setPlanRevision, setTodos, writeDocuments } from '../../restore/working-state.queries.ts';

/** Old id -> new id, for the rows the fork took (approvals and task conversations follow them). */
export type PlanIds = { tasks: Map<string, string>; steps: Map<string, string> };

/** What the fork wrote of its plan and working state, under its ids: the start of its own log (`session.inherited`). */
export type InheritedPlan = Omit<StateRecord, 'approvals'>;

/** The plan rows to copy, as the snapshot lists them (or, without one, the rows that existed at the point). */
type PlanAt = Pick<StateSnapshot, 'phases' | 'tasks' | 'steps'>;

const cutOff = (state: string) => (state === 'RUNNING' ? 'RESUMABLE' : state);
const done = (state: string) => state === 'COMPLETED' || state === 'SKIPPED';

/** Writes the source's plan at the point into the fork (one statement a table); returns the id mapping and what it wrote. */
export async function copyPlanAt(
  work: Work,
  fork: Session,
  sourceId: string,
  snapshot: StateSnapshot | null,
  at: Date,
): Promise<{ ids: PlanIds; inherited: InheritedPlan }> {
  const plan = snapshot ?? (await planThen(work, sourceId, at));
  const phaseIds = new Map(plan.phases.map((phase) => [phase.id, newId()]));
  const tasks = plan.tasks.filter((task) => phaseIds.has(task.phaseId));
  const taskIds = new Map(tasks.map((task) => [task.id, newId()]));
  const steps = plan.steps.filter((step) => taskIds.has(step.taskId));
  const stepIds = new Map(steps.map((step) => [step.id, newId()]));
  const phaseCopies: PhaseCopy[] = plan.phases.map((phase) => ({
    id: phaseIds.get(phase.id)!,
    from: phase.id,
    position: phase.position,
    state: phase.state,
    output: phase.output ?? null,
    summary: phase.summary ?? null,
    skip_reason: phase.skipReason ?? null,
  }));
  const taskCopies: TaskCopy[] = tasks.map((task) => ({
    id: taskIds.get(task.id)!,
    from: task.id,
    phase_id: phaseIds.get(task.phaseId)!,
    position: task.position ?? null,
    state: cutOff(task.state),
    attempt: task.attempt,
    depends_on: task.dependsOn ? task.dependsOn.flatMap((id) => taskIds.get(id) ?? []) : null,
    todos: task.todos ?? [],
    skip_reason: task.skipReason ?? null,
    done: done(task.state),
  }));
  const stepCopies: StepCopy[] = steps.map((step) => ({
    id: stepIds.get(step.id)!,
    from: step.id,
    task_id: taskIds.get(step.taskId)!,
    position: step.position ?? null,
    state: cutOff(step.state),
    attempt: step.attempt,
    done: done(step.state),
  }));
  // Sent together, run in this order (db/transaction.ts): phases before the tasks that name them, tasks before steps.
  await Promise.all([
    copyPhases(work.trx, fork.id, phaseCopies),
    copyTasks(work.trx, fork.id, taskCopies),
    copySteps(work.trx, fork.id, stepCopies),
    snapshot?.todos?.length ? setTodos(work.trx, fork.id, null, snapshot.todos) : null,
    snapshot?.planRevision ? setPlanRevision(work.trx, fork.id, snapshot.planRevision) : null,
    snapshot ? writeDocuments(work.trx, fork.id, snapshot.sharedContext ?? [], work.actor) : null,
  ]);
  const inherited: InheritedPlan = {
    planRevision: snapshot?.planRevision ?? 0,
    todos: snapshot?.todos ?? [],
    phases: phaseCopies.map((p) => ({ id: p.id, position: p.position!, state: p.state, output: p.output, summary: p.summary, skipReason: p.skip_reason })),
    tasks: taskCopies.map((t) => ({
      id: t.id,
      phaseId: t.phase_id,
      position: t.position,
      dependsOn: t.depends_on,
      state: t.state,
      attempt: t.attempt,
      todos: t.todos as StateRecord['todos'],
      skipReason: t.skip_reason,
    })),
    steps: stepCopies.map((s) => ({ id: s.id, position: s.position, state: s.state, attempt: s.attempt })),
    sharedContext: snapshot?.sharedContext ?? [],
  };
  return { ids: { tasks: taskIds, steps: stepIds }, inherited };
}

/** Without a checkpoint: the plan rows that existed at the point and were in force, every state as new. */
async function planThen(work: Work, sessionId: string, at: Date): Promise<PlanAt> {
  const then = (row: { created_at: Date; superseded_at: Date | null }) => row.created_at <= at && !row.superseded_at;
  const [phases, tasks] = await Promise.all([findPhasesBySessionIds(work.trx, [sessionId]), findTasksBySessionIds(work.trx, [sessionId])]);
  const steps = await findStepsByTaskIds(
    work.trx,
    tasks.map((task) => task.id),
  );
  return {
    phases: phases.filter(then).map((p) => ({ id: p.id, name: p.name, position: p.position, state: 'PLANNED' })),
    tasks: tasks
      .filter(then)
      .map((t) => ({ id: t.id, key: t.key, phaseId: t.phase_id, state: 'PENDING', attempt: 0, position: t.position, dependsOn: t.depends_on })),
    steps: steps.filter(then).map((s) => ({
      id: s.id,
      taskId: s.task_id,
      title: s.title,
      kind: s.kind,
      state: 'PENDING',
      attempt: 0,
      idempotencyKey: s.idempotency_key,
      position: s.position,
    })),
  };
}
