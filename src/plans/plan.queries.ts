import type { Insertable, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Db, Trx } from '../db/client.ts';
import type { Phase, PhasesTable, Step, StepState, StepsTable, Task, TaskState, TasksTable } from '../db/tables/plans.ts';
import { TASK_COLUMNS } from '../db/tables/plans.ts';
import { ownedBy } from '../db/tenancy.ts';

const CHUNK = 1_000; // rows per INSERT, far below PostgreSQL's 65,535 parameters

async function insertChunked<T extends 'phases' | 'tasks' | 'steps', R>(trx: Trx, table: T, rows: readonly unknown[]): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    // The row shapes are checked by the typed wrappers below.
    out.push(
      ...((await trx
        .insertInto(table)
        .values(chunk as never)
        .returningAll()
        .execute()) as R[]),
    );
  }
  return out;
}

export const insertPhases = (trx: Trx, rows: Insertable<PhasesTable>[]) => insertChunked<'phases', Phase>(trx, 'phases', rows);
export const insertTasks = (trx: Trx, rows: Insertable<TasksTable>[]) => insertChunked<'tasks', Task>(trx, 'tasks', rows);
export const insertSteps = (trx: Trx, rows: Insertable<StepsTable>[]) => insertChunked<'steps', Step>(trx, 'steps', rows);

export async function findPhasesBySessionIds(db: Db, sessionIds: readonly string[]): Promise<Phase[]> {
  if (sessionIds.length === 0) return [];
  return db.selectFrom('phases').selectAll().where('session_id', 'in', sessionIds).where('superseded_at', 'is', null).orderBy('position').execute();
}

export async function findTasksBySessionIds(db: Db, sessionIds: readonly string[]): Promise<Task[]> {
  if (sessionIds.length === 0) return [];
  return db.selectFrom('tasks').select(TASK_COLUMNS).where('session_id', 'in', sessionIds).where('superseded_at', 'is', null).orderBy('position').execute();
}

export async function findStepsByTaskIds(db: Db, taskIds: readonly string[]): Promise<Step[]> {
  if (taskIds.length === 0) return [];
  return db.selectFrom('steps').selectAll().where('task_id', 'in', taskIds).where('superseded_at', 'is', null).orderBy('position').execute();
}

/** Per session, how many of its steps are in each state. */
export async function countStepStatesBySessionIds(db: Db, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return [];
  return db
    .selectFrom('steps')
    .select([
      'session_id',
      'state',
      sql<number>`count(*)::int`.as('count'),
      // For the COMPLETED group: the span the completed steps took, for the estimate of what remains (progress.model).
      sql<Date | null>`min(started_at)`.as('first_started_at'),
      sql<Date | null>`max(completed_at)`.as('last_completed_at'),
    ])
    .where('session_id', 'in', sessionIds)
    .where('superseded_at', 'is', null)
    .groupBy(['session_id', 'state'])
    .execute();
}

export type PlannedTask = Pick<Task, 'id' | 'phase_id' | 'position' | 'state' | 'depends_on'> & { paused_with_session?: boolean };

/** A session's tasks with only what continuation planning needs. */
export async function findPlannedTasks(db: Db, sessionId: string): Promise<PlannedTask[]> {
  return db
    .selectFrom('tasks')
    .select(['id', 'phase_id', 'position', 'state', 'depends_on', 'paused_with_session'])
    .where('session_id', '=', sessionId)
    .where('superseded_at', 'is', null)
    .orderBy('position')
    .execute();
}

export type PlannedStep = Pick<Step, 'id' | 'session_id' | 'task_id' | 'position' | 'kind' | 'state' | 'reversible' | 'writes'> & { declaredWrites: number };

/** Sessions' steps with only what continuation planning needs (a large plan's full rows cost far more to read). */
export async function findPlannedSteps(db: Db, sessionIds: readonly string[]): Promise<PlannedStep[]> {
  if (sessionIds.length === 0) return [];
  return db
    .selectFrom('steps')
    .select(['id', 'session_id', 'task_id', 'position', 'kind', 'state', 'reversible', 'writes'])
    .select(sql<number>`coalesce(jsonb_array_length(writes), 0)::int`.as('declaredWrites'))
    .where('session_id', 'in', sessionIds)
    .where('superseded_at', 'is', null)
    .orderBy('position')
    .execute();
}

/** A session's steps still to run or in flight, whole (what a resume hands the runner). */
export async function findUnfinishedSteps(db: Db, sessionId: string): Promise<Step[]> {
  return db
    .selectFrom('steps')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('superseded_at', 'is', null)
    .where('state', 'not in', ['COMPLETED', 'CANCELLED'])
    .execute();
}

// Rows of this owner only (db/tenancy.ts), by id: a row a restore took out of the plan (superseded) still loads, as
// history does; every read of the plan above leaves such rows out.

export async function findPhasesByIds(db: Db, ownerId: string, ids: readonly string[]): Promise<Phase[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('phases').selectAll().where(ownedBy('phases', ownerId)).where('phases.id', 'in', ids).execute();
}

export async function findTasksByIds(db: Db, ownerId: string, ids: readonly string[]): Promise<Task[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('tasks').select(TASK_COLUMNS).where(ownedBy('tasks', ownerId)).where('tasks.id', 'in', ids).execute();
}

export async function findStepsByIds(db: Db, ownerId: string, ids: readonly string[]): Promise<Step[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('steps').selectAll().where(ownedBy('steps', ownerId)).where('steps.id', 'in', ids).execute();
}

export async function lockTask(trx: Trx, sessionId: string, taskId: string): Promise<Task | undefined> {
  return trx
    .selectFrom('tasks')
    .select(TASK_COLUMNS)
    .where('session_id', '=', sessionId)
    .where('id', '=', taskId)
    .where('superseded_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/** A step in force and the state of its task, both locked (the step first), in one statement. */
export async function lockStepAndTask(trx: Trx, sessionId: string, stepId: string): Promise<(Step & { task_state: TaskState }) | undefined> {
  return trx
    .selectFrom('steps')
    .innerJoin('tasks', 'tasks.id', 'steps.task_id')
    .selectAll('steps')
    .select('tasks.state as task_state')
    .where('steps.session_id', '=', sessionId)
    .where('steps.id', '=', stepId)
    .where('steps.superseded_at', 'is', null)
    .where('tasks.superseded_at', 'is', null)
    .forUpdate(['steps', 'tasks'])
    .executeTakeFirst();
}

/** A phase of the plan in force, locked; the phase of a task in force always is (restores supersede both). */
export async function lockPhase(trx: Trx, phaseId: string): Promise<Phase> {
  return trx.selectFrom('phases').selectAll().where('id', '=', phaseId).forUpdate().executeTakeFirstOrThrow();
}

export async function lockSessionPhase(trx: Trx, sessionId: string, phaseId: string): Promise<Phase | undefined> {
  return trx
    .selectFrom('phases')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('id', '=', phaseId)
    .where('superseded_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/** A phase's tasks in force, locked, in plan order. */
export async function lockTasksOfPhase(trx: Trx, phaseId: string): Promise<Task[]> {
  return trx
    .selectFrom('tasks')
    .select(TASK_COLUMNS)
    .where('phase_id', '=', phaseId)
    .where('superseded_at', 'is', null)
    .orderBy('position')
    .forUpdate()
    .execute();
}

/** A task's running steps, locked, in plan order (they stop when the task does). */
export async function lockRunningSteps(trx: Trx, taskId: string): Promise<Step[]> {
  return trx
    .selectFrom('steps')
    .selectAll()
    .where('task_id', '=', taskId)
    .where('state', '=', 'RUNNING')
    .where('superseded_at', 'is', null)
    .orderBy('position')
    .forUpdate()
    .execute();
}

export async function updateTask(trx: Trx, id: string, changes: Updateable<TasksTable>): Promise<Task> {
  return trx
    .updateTable('tasks')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateStep(trx: Trx, id: string, changes: Updateable<StepsTable>): Promise<Step> {
  return trx
    .updateTable('steps')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updatePhase(trx: Trx, id: string, changes: Updateable<PhasesTable>): Promise<Phase> {
  return trx
    .updateTable('phases')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findPhaseWithTaskStates(trx: Trx, phaseId: string) {
  const phase = await trx.selectFrom('phases').selectAll().where('id', '=', phaseId).forUpdate().executeTakeFirstOrThrow();
  const tasks = await trx.selectFrom('tasks').select('state').where('phase_id', '=', phaseId).where('superseded_at', 'is', null).execute();
  return { phase, taskStates: tasks.map((task) => task.state) };
}

/** Sets tasks or steps to one state in bulk (resume modes); completion time goes when the state is not a finish. */
export async function setStates(trx: Trx, table: 'tasks' | 'steps', ids: readonly string[], state: TaskState & StepState): Promise<void> {
  if (ids.length === 0) return;
  const finished = state === 'COMPLETED' || state === 'FAILED' || state === 'CANCELLED';
  await trx
    .updateTable(table)
    .set((eb) => ({ state, updated_at: new Date(), completed_at: finished ? eb.ref('completed_at') : null }))
    .where('id', 'in', ids)
    .execute();
  if (table === 'tasks') await markPausedWithSession(trx, ids, false);
}

/** The session's tasks in force in a state (optionally only those its session's pause paused), locked, in plan order. */
export async function lockSessionTasksIn(trx: Trx, sessionId: string, state: TaskState, pausedWithSession?: boolean): Promise<Task[]> {
  let query = trx.selectFrom('tasks').select(TASK_COLUMNS).where('session_id', '=', sessionId).where('state', '=', state).where('superseded_at', 'is', null);
  if (pausedWithSession !== undefined) query = query.where('paused_with_session', '=', pausedWithSession);
  return query.orderBy('phase_id').orderBy('position').forUpdate().execute();
}

export async function markPausedWithSession(trx: Trx, ids: readonly string[], paused: boolean): Promise<void> {
  if (ids.length === 0) return;
  await trx.updateTable('tasks').set({ paused_with_session: paused }).where('id', 'in', ids).where('paused_with_session', '!=', paused).execute();
}

/** How many tasks in force the session has, and how many of them are not finished (neither COMPLETED nor CANCELLED). */
export async function countUnfinishedTasks(db: Db, sessionId: string): Promise<{ total: number; unfinished: number }> {
  const row = await db
    .selectFrom('tasks')
    .select([sql<number>`count(*)::int`.as('total'), sql<number>`count(*) filter (where state not in ('COMPLETED', 'CANCELLED'))::int`.as('unfinished')])
    .where('session_id', '=', sessionId)
    .where('superseded_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { total: row.total, unfinished: row.unfinished };
}
