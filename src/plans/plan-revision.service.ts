import { newId } from '../db/ids.ts';
import { uuidArray } from '../db/json.ts';
import type { Step } from '../db/tables/plans.ts';
import type { Session } from '../db/tables/sessions.ts';
import { ValidationError } from '../errors/domain.ts';
import type { Work } from '../events/unit-of-work.ts';
import { normaliseWritePath } from './plan.model.ts';
import { insertPhases, insertTasks, updatePhase } from './plan.queries.ts';
import type { StepInput, TaskInput } from './plan.service.ts';
import { needsDependencies, planRevision, type RevisedPlan, stepsOnlyTaskKeys } from './plan-revision.model.ts';
import {
  findLastStepPositions,
  findRevisablePlan,
  findTakenStepKeys,
  placePhases,
  placeTasks,
  type StepAddition,
  setDependencies,
  setTaskSkipReasons,
} from './plan-revision.queries.ts';
import type { Revision } from './plan-revision-input.model.ts';
import { onePlanScope, type PlanScope } from './plan-scope.ts';
import { assertPlanSize, type PlanQuotas, sizeOfRevision } from './plan-size.model.ts';
import { derivePhaseState } from './transition.model.ts';
import { followPhase, transitionTask } from './transition.service.ts';

export type RevisionInput = Revision<StepInput, TaskInput> & { reason?: string | null };

/** What a revision added; `steps` also by key, with its task (a batch of writes names the steps it added by key). */
export type AppliedRevision = {
  revision: number;
  phaseIds: string[];
  taskIds: string[];
  stepIds: string[];
  steps: Array<{ id: string; key: string; taskId: string }>;
};

/**
 * Applies a revision to the session's plan in force (the session locked by the caller): validated as a whole first
 * (plan-revision.model.ts), nothing written on a refusal. Raises the plan revision by one. A revision that only adds
 * steps reads only the tasks it names (its cost is what it adds, not the plan's size); any other reads the plan in
 * force. The plan is bounded in what the revision grows. `scope` keeps what a batch of writes read (plan-scope.ts).
 */
export async function applyRevision(
  work: Work,
  session: Session,
  input: RevisionInput,
  quotas: PlanQuotas,
  scope: PlanScope = onePlanScope(work, session),
): Promise<AppliedRevision> {
  const named = stepsOnlyTaskKeys(input);
  if (!named) await scope.settle(); // it reads the plan in force from the database: the steps held back written first
  const added = sizeOfRevision(input);
  const inForce = added.steps > 0 ? await scope.stepsInForce() : 0;
  const addition = named ? await scope.stepAddition(named, givenStepKeys(input)) : null;
  const current = addition?.plan ?? (await findRevisablePlan(work.trx, session.id, needsDependencies(input)));
  const revised = planRevision(current, input, newId);
  const stepsInForce = inForce + added.steps;
  const size = {
    phases: added.phases > 0 ? current.phases.length + added.phases : 0,
    tasks: added.tasks > 0 ? current.tasks.length + added.tasks : 0,
    steps: added.steps > 0 ? stepsInForce : 0,
  };
  assertPlanSize(session.id, size, quotas);
  const steps = await stepRows(work, session, revised, addition);
  // Independent writes, sent together and run in the order sent (db/transaction.ts): existing rows take their
  // places first, so the new ones land on free positions.
  const [revision] = await Promise.all([
    scope.nextRevision(),
    placePhases(work.trx, revised.phasePositions),
    placeTasks(work.trx, revised.taskPositions),
    insertPhases(
      work.trx,
      revised.phases.map((phase) => ({ ...phase, session_id: session.id })),
    ),
    insertTasks(
      work.trx,
      revised.tasks.map((task) => taskRow(session, task)),
    ),
    scope.insertSteps(steps),
    setDependencies(work.trx, revised.dependencies),
  ]);

  work.emit({
    sessionId: session.id,
    workspaceId: session.workspace_id,
    type: 'plan.revised',
    data: {
      revision,
      reason: input.reason?.trim() || null,
      added: {
        phases: revised.phases.map((p) => ({ id: p.id, key: p.key, name: p.name, position: p.position })),
        tasks: revised.tasks.map((t) => ({ id: t.id, key: t.input.key, phaseId: t.phaseId, position: t.position, dependsOn: t.dependsOn })),
        steps: steps.map((s) => ({ id: s.id, taskId: s.task_id, position: s.position, kind: s.kind, idempotencyKey: s.idempotency_key })),
      },
      positions: { phases: revised.phasePositions, tasks: revised.taskPositions },
      dependencies: revised.dependencies,
      skipped: {
        phases: revised.skippedPhases.map(({ id, reason }) => ({ id, reason })),
        tasks: revised.skippedTasks,
      },
    },
  });
  await applySkips(work, session, revised, scope);
  // A phase whose tasks changed follows them again (a running phase whose last pending task moved out completes).
  for (const phaseId of revised.touchedPhases) await followPhase(work, session, phaseId, derivePhaseState, 'revise');
  if (!named) await scope.settle(); // tasks moved, skipped or added: what the scope kept of them is stale
  return {
    revision,
    phaseIds: revised.phases.map((p) => p.id),
    taskIds: revised.tasks.map((t) => t.id),
    stepIds: steps.map((s) => s.id),
    steps: steps.map((s) => ({ id: s.id, key: s.idempotency_key, taskId: s.task_id })),
  };
}

/** The step keys a revision gives (a made one, `step:<id>`, is never given), as the steps store them (trimmed). */
export function givenStepKeys(revision: { addSteps?: ReadonlyArray<{ steps: readonly StepInput[] }> | null }): string[] {
  const keys = (revision.addSteps ?? []).flatMap((entry) => entry.steps.flatMap((step) => step.idempotencyKey?.trim() || []));
  return keys.filter((key) => !key.startsWith('step:'));
}

function taskRow(session: Session, task: RevisedPlan<StepInput, TaskInput>['tasks'][number]) {
  const { input } = task;
  return {
    id: task.id,
    session_id: session.id,
    phase_id: task.phaseId,
    position: task.position,
    key: input.key,
    title: input.title.trim(),
    description: input.description ?? null,
    role: input.role?.trim() || 'agent',
    agent_id: input.agentId ?? null,
    agent_session_ref: input.agentSessionRef ?? null,
    depends_on: uuidArray(task.dependsOn) as unknown as string[],
    output: null,
  };
}

/**
 * The rows of every new step (every column but the times): a new task's from position 0, an existing task's after its
 * last step. Declared files are checked like a new plan's; idempotency keys stay unique in the session (made when
 * absent).
 */
async function stepRows(work: Work, session: Session, revised: RevisedPlan<StepInput, TaskInput>, read: Omit<StepAddition, 'plan'> | null): Promise<Step[]> {
  const existing = revised.steps.filter((entry) => !entry.isNew).map((entry) => entry.taskId);
  const given = givenStepKeys({ addSteps: revised.steps });
  const [last, taken] = read
    ? [read.lastPositions, read.taken]
    : await Promise.all([findLastStepPositions(work.trx, existing), findTakenStepKeys(work.trx, session.id, given)]);
  const rows: Step[] = [];
  const now = new Date();
  revised.steps.forEach((entry, e) => {
    const start = entry.isNew ? 0 : (last.get(entry.taskId) ?? -1) + 1;
    entry.steps.forEach((step, s) => {
      const id = newId();
      const writes = (step.writes ?? []).map((write, w) => {
        const checked = normaliseWritePath(write.path);
        if ('problem' in checked) throw new ValidationError(`steps[${e}][${s}].writes[${w}].path`, checked.problem);
        return { ...write, path: checked.path };
      });
      rows.push({
        id,
        session_id: session.id,
        task_id: entry.taskId,
        position: start + s,
        kind: step.kind,
        title: step.title.trim() || `${step.kind.toLowerCase()} step ${start + s + 1}`,
        idempotency_key: step.idempotencyKey?.trim() || `step:${id}`,
        input: step.input ?? null,
        output: null,
        writes,
        reversible: step.reversible ?? true,
        attempt: 0,
        state: 'PENDING',
        exit_code: null,
        error: null,
        started_at: null,
        completed_at: null,
        superseded_at: null,
        created_at: now,
        updated_at: now,
      });
    });
  });
  const seen = new Set<string>();
  const twice = given.filter((key) => seen.has(key) || !seen.add(key));
  const used = [...new Set([...twice, ...taken])];
  if (used.length) {
    throw new ValidationError(
      'steps.idempotencyKey',
      `${used.map((key) => `"${key}"`).join(', ')} ${used.length === 1 ? 'is' : 'are'} already used in the session; give each step a key of its own (unique in the session), or leave it out to have one made.`,
    );
  }
  return rows;
}

/** A skipped phase becomes SKIPPED with its reason, then each task to skip goes PENDING/PAUSED -> CANCELLED. */
async function applySkips(work: Work, session: Session, revised: RevisedPlan<StepInput, TaskInput>, scope: PlanScope): Promise<void> {
  for (const phase of revised.skippedPhases) {
    await updatePhase(work.trx, phase.id, { state: 'SKIPPED', skip_reason: phase.reason });
    work.emit({
      sessionId: session.id,
      workspaceId: session.workspace_id,
      type: 'phase.state_changed',
      data: { phaseId: phase.id, from: phase.from, to: 'SKIPPED', action: 'skip' },
    });
  }
  for (const task of revised.skippedTasks) await transitionTask(work, session, task.id, 'skip', {}, scope);
  await setTaskSkipReasons(work.trx, revised.skippedTasks);
}
