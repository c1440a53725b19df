// Writing a session's plan: phases, tasks and steps, validated, with the event that records it.
import { newId } from '../db/ids.ts';
import { json, uuidArray } from '../db/json.ts';
import type { Phase, Step, StepKind, Task } from '../db/tables/plans.ts';
import type { Session } from '../db/tables/sessions.ts';
import { ValidationError } from '../errors/domain.ts';
import type { Work } from '../events/unit-of-work.ts';
import { declaredWrites, validatePlan } from './plan.model.ts';
import { insertPhases, insertSteps, insertTasks } from './plan.queries.ts';

export type StepInput = {
  kind: StepKind;
  title: string;
  input?: unknown;
  reversible?: boolean | null;
  idempotencyKey?: string | null;
  writes?: ReadonlyArray<{ path: string; sha256?: string | null }> | null;
};
export type TaskInput = {
  key: string;
  title: string;
  description?: string | null;
  role?: string | null;
  agentId?: string | null;
  agentSessionRef?: string | null;
  dependsOn?: readonly string[] | null;
  steps?: readonly StepInput[] | null;
};
export type PhaseInput = { key?: string | null; name: string; description?: string | null; tasks?: readonly TaskInput[] | null };
export type PlanInput = { phases: readonly PhaseInput[] };

export type CreatedPlan = { phases: Phase[]; tasks: Task[]; steps: Step[] };

/** Validates and writes a whole plan; records `plan.created` with every id, so replay can rebuild it. */
export async function createPlan(work: Work, session: Session, plan: PlanInput): Promise<CreatedPlan> {
  const phasesIn = plan.phases.map((phase) => ({ ...phase, tasks: phase.tasks ?? [] }));
  phasesIn.forEach((phase, p) => {
    if (!phase.name.trim()) throw new ValidationError(`plan.phases[${p}].name`, 'give the phase a name.');
    phase.tasks.forEach((task, t) => {
      if (!task.key.trim()) throw new ValidationError(`plan.phases[${p}].tasks[${t}].key`, 'give the task a key, unique in the plan (dependencies name it).');
      if (!task.title.trim()) throw new ValidationError(`plan.phases[${p}].tasks[${t}].title`, 'give the task a title.');
    });
  });
  const writesOf = declaredWrites(phasesIn);
  validatePlan(phasesIn);

  const phaseRows = phasesIn.map((phase, position) => ({
    id: newId(),
    session_id: session.id,
    position,
    key: phase.key ?? null,
    name: phase.name.trim(),
    description: phase.description ?? null,
  }));
  const taskIds = new Map<string, string>();
  for (const phase of phasesIn) for (const task of phase.tasks) taskIds.set(task.key, newId());
  const taskRows = phasesIn.flatMap((phase, p) =>
    phase.tasks.map((task, position) => ({
      id: taskIds.get(task.key)!,
      session_id: session.id,
      phase_id: phaseRows[p]!.id,
      position,
      key: task.key,
      title: task.title.trim(),
      description: task.description ?? null,
      role: task.role?.trim() || 'agent',
      agent_id: task.agentId ?? null,
      agent_session_ref: task.agentSessionRef ?? null,
      depends_on: uuidArray((task.dependsOn ?? []).map((key) => taskIds.get(key)!)) as unknown as string[],
      output: null,
    })),
  );
  const stepRows = phasesIn.flatMap((phase) =>
    phase.tasks.flatMap((task) =>
      (task.steps ?? []).map((step, position) => {
        const writes = writesOf.get(step) ?? [];
        const id = newId();
        return {
          id,
          session_id: session.id,
          task_id: taskIds.get(task.key)!,
          position,
          kind: step.kind,
          title: step.title.trim() || `${step.kind.toLowerCase()} step ${position + 1}`,
          idempotency_key: step.idempotencyKey?.trim() || `step:${id}`,
          input: json(step.input ?? null),
          output: null,
          writes: json(writes),
          reversible: step.reversible ?? true,
        };
      }),
    ),
  );
  const keys = new Set<string>();
  for (const row of stepRows) {
    if (keys.has(row.idempotency_key)) {
      throw new ValidationError(
        'plan.steps.idempotencyKey',
        `"${row.idempotency_key}" is used by two steps; give each step a key of its own (unique in the session), or leave it out to have one made.`,
      );
    }
    keys.add(row.idempotency_key);
  }

  const phases = await insertPhases(work.trx, phaseRows);
  const tasks = await insertTasks(work.trx, taskRows);
  const steps = await insertSteps(work.trx, stepRows);
  work.emit({
    sessionId: session.id,
    workspaceId: session.workspace_id,
    type: 'plan.created',
    data: {
      phases: phases.map((p) => ({ id: p.id, position: p.position, name: p.name })),
      tasks: tasks.map((t) => ({ id: t.id, key: t.key, phaseId: t.phase_id, position: t.position, dependsOn: t.depends_on })),
      steps: steps.map((s) => ({ id: s.id, taskId: s.task_id, position: s.position, kind: s.kind, idempotencyKey: s.idempotency_key })),
    },
  });
  return { phases, tasks, steps };
}
