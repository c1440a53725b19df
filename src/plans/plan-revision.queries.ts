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

/** What a revision that only adds steps reads (plan-revision.model.ts stepsOnlyTaskKeys): see findStepAddition. */
export type StepAddition = { plan: { phases: CurrentPhase[]; tasks: CurrentTask[] }; lastPositions: Map<string, number>; taken: string[] };

/**
 * In one statement, what a revision that only adds steps reads: the tasks in force with these keys (as
 * findRevisablePlan reads them, without any phase), the position of each one's last step in force
 * (findLastStepPositions), and which of these step keys the session has (findTakenStepKeys; known only when a task is
 * found: with none, the revision is refused for its unknown keys first).
 */
export async function findStepAddition(trx: Trx, sessionId: string, taskKeys: readonly string[], stepKeys: readonly string[]): Promise<StepAddition> {
  const rows = await trx
    .selectFrom('tasks as t')
    .select(['t.id', 't.key', 't.phase_id', 't.position', 't.state', 't.attempt'])
    .select((eb) =>
      eb
        .selectFrom('steps as s')
        .select(sql<number | null>`max(s.position)::int`.as('last'))
        .whereRef('s.task_id', '=', 't.id')
        .where('s.superseded_at', 'is', null)
        .as('last_step'),
    )
    .select(
      (stepKeys.length === 0
        ? sql<string[] | null>`null::text[]`
        : sql<
            string[] | null
          >`(select array_agg(k.idempotency_key) from steps k where k.session_id = ${sessionId} and k.idempotency_key in (${sql.join(stepKeys)}))`
      ).as('taken'),
    )
    .where('t.session_id', '=', sessionId)
    .where('t.key', 'in', taskKeys)
    .where('t.superseded_at', 'is', null)
    .execute();
  const tasks = rows.map((row) => ({
    id: row.id,
    key: row.key,
    phaseId: row.phase_id,
    position: row.position,
    state: row.state as TaskState,
    attempt: row.attempt,
    dependsOn: null,
  }));
  const lastPositions = new Map(rows.flatMap((row) => (row.last_step === null ? [] : [[row.id, row.last_step] as const])));
  return { plan: { phases: [], tasks }, lastPositions, taken: rows[0]?.taken ?? [] };
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

/** Sets the session's plan revision (a batch of writes raised it in memory, plan-scope.ts). */
export async function setPlanRevision(trx: Trx, sessionId: string, revision: number): Promise<void> {
  await trx.updateTable('sessions').set({ plan_revision: revision }).where('id', '=', sessionId).execute();
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
