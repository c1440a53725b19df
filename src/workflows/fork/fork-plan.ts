// A fork's plan as it stood at the fork point: the source's phases, tasks and steps that the checkpoint's snapshot
// knows, with their places, states, dependencies and todo lists then (what was running is cut off by the fork, so it
// comes back RESUMABLE), under new ids; the session's todo list, plan revision and shared documents then. Without a
// checkpoint at or before the point, the plan rows that existed then, every state PENDING. A new plan replaces it.
import type { StateSnapshot } from '../../checkpoints/checkpoint.model.ts';
import type { Phase, Session, Step, Task } from '../../db/database.ts';
import { newId } from '../../db/ids.ts';
import { json, uuidArray } from '../../db/json.ts';
import type { Work } from '../../events/unit-of-work.ts';
import { findPhasesBySessionIds, findStepsByTaskIds, findTasksBySessionIds, insertPhases, insertSteps, insertTasks } from '../../plans/plan.queries.ts';
import { setPlanRevision, setTodos, writeDocuments } from '../../restore/working-state.queries.ts';

/** Old id -> new id, for the rows the fork took (approvals and task conversations follow them). */
export type PlanIds = { tasks: Map<string, string>; steps: Map<string, string> };

type SourcePlan = { phases: Phase[]; tasks: Task[]; steps: Step[] };

export async function readSourcePlan(work: Work, sessionId: string): Promise<SourcePlan> {
  const [phases, tasks] = await Promise.all([findPhasesBySessionIds(work.trx, [sessionId]), findTasksBySessionIds(work.trx, [sessionId])]);
  return {
    phases,
    tasks,
    steps: await findStepsByTaskIds(
      work.trx,
      tasks.map((task) => task.id),
    ),
  };
}

const cutOff = (state: string) => (state === 'RUNNING' ? 'RESUMABLE' : state);

/** Writes the source's plan at the point into the fork (one insert per table); returns the id mapping. */
export async function copyPlanAt(work: Work, fork: Session, source: SourcePlan, snapshot: StateSnapshot | null, at: Date): Promise<PlanIds> {
  const known = snapshot ? null : (row: { created_at: Date; superseded_at: Date | null }) => row.created_at <= at && !row.superseded_at;
  const phaseAt = new Map(snapshot?.phases.map((phase) => [phase.id, phase]));
  const taskAt = new Map(snapshot?.tasks.map((task) => [task.id, task]));
  const stepAt = new Map(snapshot?.steps.map((step) => [step.id, step]));
  const phases = source.phases.filter((phase) => (known ? known(phase) : phaseAt.has(phase.id)));
  const phaseIds = new Map(phases.map((phase) => [phase.id, newId()]));
  const tasks = source.tasks.filter((task) => phaseIds.has(taskAt.get(task.id)?.phaseId ?? task.phase_id) && (known ? known(task) : taskAt.has(task.id)));
  const taskIds = new Map(tasks.map((task) => [task.id, newId()]));
  const steps = source.steps.filter((step) => taskIds.has(step.task_id) && (known ? known(step) : stepAt.has(step.id)));
  const stepIds = new Map(steps.map((step) => [step.id, newId()]));
  const done = (state: string) => state === 'COMPLETED' || state === 'SKIPPED';
  await insertPhases(
    work.trx,
    phases.map((phase) => {
      const then = phaseAt.get(phase.id);
      return {
        id: phaseIds.get(phase.id)!,
        session_id: fork.id,
        position: then?.position ?? phase.position,
        key: phase.key,
        name: phase.name,
        description: phase.description,
        state: (then ? then.state : 'PLANNED') as Phase['state'],
        output: json(then?.output ?? null),
        summary: then?.summary ?? null,
        skip_reason: then?.skipReason ?? null,
      };
    }),
  );
  await insertTasks(
    work.trx,
    tasks.map((task) => {
      const then = taskAt.get(task.id);
      const state = then ? cutOff(then.state) : 'PENDING';
      return {
        id: taskIds.get(task.id)!,
        session_id: fork.id,
        phase_id: phaseIds.get(then?.phaseId ?? task.phase_id)!,
        position: then?.position ?? task.position,
        key: task.key,
        title: task.title,
        description: task.description,
        role: task.role,
        agent_id: task.agent_id,
        agent_session_ref: task.agent_session_ref,
        depends_on: uuidArray((then?.dependsOn ?? task.depends_on).flatMap((id) => taskIds.get(id) ?? [])) as unknown as string[],
        state: state as Task['state'],
        attempt: then?.attempt ?? 0,
        output: json(done(state) ? task.output : null),
        todos: json(then?.todos ?? []),
        skip_reason: then?.skipReason ?? null,
      };
    }),
  );
  await insertSteps(
    work.trx,
    steps.map((step) => {
      const then = stepAt.get(step.id);
      const state = then ? cutOff(then.state) : 'PENDING';
      return {
        id: stepIds.get(step.id)!,
        session_id: fork.id,
        task_id: taskIds.get(step.task_id)!,
        position: then?.position ?? step.position,
        kind: step.kind,
        title: step.title,
        idempotency_key: step.idempotency_key,
        attempt: then?.attempt ?? 0,
        state: state as Step['state'],
        input: json(step.input),
        output: json(done(state) ? step.output : null),
        writes: json(step.writes),
        reversible: step.reversible,
        exit_code: done(state) ? step.exit_code : null,
      };
    }),
  );
  if (snapshot) {
    if (snapshot.todos?.length) await setTodos(work.trx, fork.id, null, snapshot.todos);
    if (snapshot.planRevision) await setPlanRevision(work.trx, fork.id, snapshot.planRevision);
    const documents = (snapshot.sharedContext ?? []).map((document) => ({ ...document }));
    await writeDocuments(work.trx, fork.id, documents, work.actor);
  }
  return { tasks: taskIds, steps: stepIds };
}
