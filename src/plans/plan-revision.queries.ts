// SQL of plan revisions: the plan in force as a revision reads it, and the bulk writes it makes. Renumbering runs in
// one statement per table, so the deferrable position constraints (migration 0005) are checked once, at its end.
import { sql } from 'kysely';
import type { Trx } from '../db/client.ts';
import type { PhaseState, TaskState } from '../db/tables/plans.ts';
import type { CurrentPhase, CurrentTask } from './plan-revision-state.model.ts';

const text = (value: string | number) => sql`cast(${String(value)} as text)`;
const uuid = (value: string) => sql`cast(${text(value)} as uuid)`;
const int = (value: number) => sql`cast(${text(value)} as integer)`;
const uuids = (values: readonly string[]) => sql`cast(${text(`{${values.join(',')}}`)} as uuid[])`;

/**
 * The plan in force of a session, with only what a revision reads (a large plan's full rows cost far more); the
 * tasks' dependencies only when asked for.
 */
export async function findRevisablePlan(trx: Trx, sessionId: string, withDependencies: boolean): Promise<{ phases: CurrentPhase[]; tasks: CurrentTask[] }> {
  const [phases, tasks] = await Promise.all([
    trx
      .selectFrom('phases')
      .select(['id', 'key', 'name', 'position', 'state'])
      .where('session_id', '=', sessionId)
      .where('superseded_at', 'is', null)
      .execute(),
    trx
      .selectFrom('tasks')
      .select(['id', 'key', 'phase_id', 'position', 'state', 'attempt'])
      .$if(withDependencies, (query) => query.select('depends_on'))
      .where('session_id', '=', sessionId)
      .where('superseded_at', 'is', null)
      .orderBy('position') // the order planRevision sorts in: already sorted, that costs nothing
      .execute(),
  ]);
  return {
    phases: phases.map((phase) => ({ ...phase, state: phase.state as PhaseState })),
    tasks: tasks.map((task) => ({
      id: task.id,
      key: task.key,
      phaseId: task.phase_id,
      position: task.position,
      state: task.state as TaskState,
      attempt: task.attempt,
      dependsOn: 'depends_on' in task ? (task.depends_on as string[]) : null,
    })),
  };
}

/**
 * Only the tasks in force with these keys, as findRevisablePlan reads them (no phase): what a revision that only
 * adds steps needs (plan-revision.model.ts stepsOnlyTaskKeys).
 */
export async function findRevisableTasks(trx: Trx, sessionId: string, keys: readonly string[]): Promise<{ phases: CurrentPhase[]; tasks: CurrentTask[] }> {
  const tasks = await trx
    .selectFrom('tasks')
    .select(['id', 'key', 'phase_id', 'position', 'state', 'attempt'])
    .where('session_id', '=', sessionId)
    .where('key', 'in', keys)
    .where('superseded_at', 'is', null)
    .execute();
  const current = tasks.map((task) => ({ ...task, phaseId: task.phase_id, state: task.state as TaskState, dependsOn: null }));
  return { phases: [], tasks: current.map(({ phase_id: _, ...task }) => task) };
}

/** Raises the session's plan revision by one and returns the new number. */
export async function raisePlanRevision(trx: Trx, sessionId: string): Promise<number> {
  const row = await trx
    .updateTable('sessions')
    .set((eb) => ({ plan_revision: eb('plan_revision', '+', 1) }))
    .where('id', '=', sessionId)
    .returning('plan_revision')
    .executeTakeFirstOrThrow();
  return row.plan_revision;
}

/** Puts phases at new positions, all in one statement. */
export async function placePhases(trx: Trx, rows: ReadonlyArray<{ id: string; position: number }>): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(rows.map((row) => sql`(${uuid(row.id)}, ${int(row.position)})`));
  await sql`update phases set position = v.position, updated_at = now()
    from (values ${values}) as v (id, position) where phases.id = v.id`.execute(trx);
}

/** Puts tasks at new places (phase and position), all in one statement. */
export async function placeTasks(trx: Trx, rows: ReadonlyArray<{ id: string; phaseId: string; position: number }>): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(rows.map((row) => sql`(${uuid(row.id)}, ${uuid(row.phaseId)}, ${int(row.position)})`));
  await sql`update tasks set phase_id = v.phase_id, position = v.position, updated_at = now()
    from (values ${values}) as v (id, phase_id, position) where tasks.id = v.id`.execute(trx);
}

/** Replaces tasks' dependencies (task ids), all in one statement. */
export async function setDependencies(trx: Trx, rows: ReadonlyArray<{ taskId: string; dependsOn: readonly string[] }>): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(rows.map((row) => sql`(${uuid(row.taskId)}, ${uuids(row.dependsOn)})`));
  await sql`update tasks set depends_on = v.depends_on, updated_at = now()
    from (values ${values}) as v (id, depends_on) where tasks.id = v.id`.execute(trx);
}

/** Keeps why each task was skipped, all in one statement. */
export async function setTaskSkipReasons(trx: Trx, rows: ReadonlyArray<{ id: string; reason: string }>): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(rows.map((row) => sql`(${uuid(row.id)}, ${text(row.reason)})`));
  await sql`update tasks set skip_reason = v.reason from (values ${values}) as v (id, reason) where tasks.id = v.id`.execute(trx);
}

/** Per task, the position of its last step in force (tasks without steps are left out). */
export async function findLastStepPositions(trx: Trx, taskIds: readonly string[]): Promise<Map<string, number>> {
  if (taskIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('steps')
    .select(['task_id', sql<number>`max(position)::int`.as('last')])
    .where('task_id', 'in', taskIds)
    .where('superseded_at', 'is', null)
    .groupBy('task_id')
    .execute();
  return new Map(rows.map((row) => [row.task_id, row.last]));
}

/** Which of these step idempotency keys a step of the session already has (superseded steps too: keys stay unique). */
export async function findTakenStepKeys(trx: Trx, sessionId: string, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await trx.selectFrom('steps').select('idempotency_key').where('session_id', '=', sessionId).where('idempotency_key', 'in', keys).execute();
  return rows.map((row) => row.idempotency_key);
}
