// What a transaction that holds a session's lock keeps of the session's plan while it writes it. A report on its own
// keeps nothing: every read and write goes to the database at once. A batch of writes (recordWork) reads each thing
// once and answers later asks from what it read and wrote: the steps in force (counted once), the plan's revision
// number (raised in memory, written when the batch ends), the tasks its step additions name (with their last steps'
// positions and states), which of the batch's step keys the session had, and the steps it added to them, held back
// with the moves reported on them and inserted, in their last state, at once when it ends (a tool use's step, added,
// started and completed in one batch, is one row of one statement). Before anything reads steps or tasks from the
// database (a task's move, a revision of more than steps) the scope writes what it holds back and forgets the rest.
import type { Updateable } from 'kysely';
import { json } from '../db/json.ts';
import type { Step, StepsTable, TaskState } from '../db/tables/plans.ts';
import type { Session } from '../db/tables/sessions.ts';
import type { Work } from '../events/unit-of-work.ts';
import { insertSteps, lockStepAndTask, updateStep } from './plan.queries.ts';
import { findStepAddition, findTakenStepKeys, raisePlanRevision, type StepAddition, setPlanRevision } from './plan-revision.queries.ts';
import type { CurrentTask } from './plan-revision-state.model.ts';
import { countStepsInForce } from './plan-size.queries.ts';

/** A step in force, locked, and its task's state. */
export type LockedStep = Step & { task_state: TaskState };

export type PlanScope = {
  /** The steps in force (with those the transaction added). */
  stepsInForce: () => Promise<number>;
  /** The next revision number of the plan. */
  nextRevision: () => Promise<number>;
  /** What a revision that only adds steps reads (plan-revision.queries.ts findStepAddition). */
  stepAddition: (taskKeys: readonly string[], stepKeys: readonly string[]) => Promise<StepAddition>;
  /** Adds new steps (every column given but the times): the rows as they now are. */
  insertSteps: (steps: readonly Step[]) => Promise<Step[]>;
  /** A step in force and its task's state, locked. */
  lockStep: (stepId: string) => Promise<LockedStep | undefined>;
  /** A step's move: the row as it now is. */
  updateStep: (step: Step, changes: Updateable<StepsTable>) => Promise<Step>;
  /** Writes the steps held back and forgets what was kept of tasks and steps: before they are read or moved otherwise. */
  settle: () => Promise<void>;
  /** Writes what the scope holds back; before the transaction ends. */
  finish: () => Promise<void>;
};

/** A new step as its insert takes it (the times left to the database; no output yet is none, not JSON null). */
function insertable(step: Step) {
  const { created_at: _, updated_at: __, input, output, writes, ...columns } = step;
  return { ...columns, input: json(input), output: output === null ? null : json(output), writes: json(writes) };
}

/** For one report: nothing kept. */
export function onePlanScope(work: Work, session: Pick<Session, 'id'>): PlanScope {
  return {
    stepsInForce: () => countStepsInForce(work.trx, session.id),
    nextRevision: () => raisePlanRevision(work.trx, session.id),
    stepAddition: (taskKeys, stepKeys) => findStepAddition(work.trx, session.id, taskKeys, stepKeys),
    insertSteps: (steps) => insertSteps(work.trx, steps.map(insertable)),
    lockStep: (stepId) => lockStepAndTask(work.trx, session.id, stepId),
    updateStep: (step, changes) => updateStep(work.trx, step.id, changes),
    settle: async () => {},
    finish: async () => {},
  };
}

/**
 * For a batch of writes on `session` (as locked: its plan revision is the plan's now), whose revisions give these step
 * keys (as stored: redacted, trimmed), asked of the session at once, the first time one is.
 */
export function batchPlanScope(work: Work, session: Pick<Session, 'id' | 'plan_revision'>, batchStepKeys: readonly string[]): PlanScope {
  const { trx } = work;
  let inForce: number | null = null;
  let revision = session.plan_revision;
  let taken: Set<string> | null = null;
  const tasks = new Map<string, CurrentTask>(); // by key
  const taskStates = new Map<string, TaskState>(); // by id
  const lastPositions = new Map<string, number>(); // by task id: -1 for none
  const steps = new Map<string, LockedStep>(); // by id: rows locked, added or moved
  const held = new Map<string, { step: Step; changes: Updateable<StepsTable> }>(); // added, not written yet
  const write = async () => {
    if (held.size === 0) return;
    const rows = [...held.values()].map(({ step, changes }) => ({ ...insertable(step), ...changes }));
    held.clear();
    await insertSteps(trx, rows);
  };
  return {
    stepsInForce: async () => (inForce ??= await countStepsInForce(trx, session.id)),
    nextRevision: async () => ++revision,
    stepAddition: async (taskKeys, stepKeys) => {
      taken ??= new Set(await findTakenStepKeys(trx, session.id, batchStepKeys));
      const known = taken;
      const others = await findTakenStepKeys(
        trx,
        session.id,
        stepKeys.filter((key) => !batchStepKeys.includes(key)),
      );
      if (!taskKeys.every((key) => tasks.has(key))) {
        const read = await findStepAddition(
          trx,
          session.id,
          taskKeys.filter((key) => !tasks.has(key)),
          [],
        );
        for (const task of read.plan.tasks) {
          tasks.set(task.key, task);
          taskStates.set(task.id, task.state);
          lastPositions.set(task.id, read.lastPositions.get(task.id) ?? -1);
        }
      }
      const named = taskKeys.flatMap((key) => tasks.get(key) ?? []);
      const last = named.flatMap((task) => (lastPositions.get(task.id)! >= 0 ? [[task.id, lastPositions.get(task.id)!] as const] : []));
      return { plan: { phases: [], tasks: named }, lastPositions: new Map(last), taken: [...stepKeys.filter((key) => known.has(key)), ...others] };
    },
    insertSteps: async (added) => {
      if (inForce !== null) inForce += added.length;
      for (const step of added) {
        taken?.add(step.idempotency_key);
        if (lastPositions.has(step.task_id)) lastPositions.set(step.task_id, Math.max(lastPositions.get(step.task_id)!, step.position));
      }
      // Held back: the steps of tasks whose state the scope knows (a report on them reads nothing); others at once.
      const now = added.filter((step) => !taskStates.has(step.task_id));
      const written = new Map((await insertSteps(trx, now.map(insertable))).map((row) => [row.id, row]));
      for (const step of added) {
        if (written.has(step.id)) continue;
        held.set(step.id, { step, changes: {} });
        steps.set(step.id, { ...step, task_state: taskStates.get(step.task_id)! });
      }
      return added.map((step) => written.get(step.id) ?? step);
    },
    lockStep: async (stepId) => {
      const kept = steps.get(stepId);
      if (kept) return kept;
      const locked = await lockStepAndTask(trx, session.id, stepId);
      if (locked) steps.set(locked.id, locked);
      return locked;
    },
    updateStep: async (step, changes) => {
      const waiting = held.get(step.id);
      let updated: Step;
      if (waiting) {
        // Its json output (a query's parameter) goes to the insert; the row kept for the rules has every other column.
        const { output: _, ...plain } = changes;
        waiting.changes = { ...waiting.changes, ...changes };
        waiting.step = updated = { ...waiting.step, ...(plain as Partial<Step>), updated_at: new Date() };
      } else updated = await updateStep(trx, step.id, changes);
      const kept = steps.get(step.id);
      if (kept) steps.set(step.id, { ...updated, task_state: kept.task_state });
      return updated;
    },
    settle: async () => {
      await write();
      tasks.clear();
      taskStates.clear();
      lastPositions.clear();
      steps.clear();
    },
    finish: async () => {
      await write();
      if (revision !== session.plan_revision) await setPlanRevision(trx, session.id, revision);
    },
  };
}
