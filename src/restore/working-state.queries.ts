// Reading and writing what a restore puts back besides task and step states (working-state.model.ts): the plan's
// rows in force or superseded, their places, the session's plan revision and todos, the shared documents.
import { sql } from 'kysely';
import type { Db, Trx } from '../db/client.ts';
import { json } from '../db/json.ts';
import type { PhaseState } from '../db/tables/plans.ts';
import type { TodoItem } from '../db/tables/sessions.ts';
import type { CurrentWorkingState, PhasePlacement, StepPlacement, TaskPlacement } from './working-state.model.ts';

/** The session's plan rows, superseded ones included, and its working state, as they stand. */
export async function readWorkingState(db: Db | Trx, sessionId: string): Promise<CurrentWorkingState> {
  const superseded = sql<boolean>`superseded_at is not null`.as('superseded');
  const [session, phases, tasks, steps, documents] = await Promise.all([
    db.selectFrom('sessions').select(['plan_revision', 'todos']).where('id', '=', sessionId).executeTakeFirstOrThrow(),
    db
      .selectFrom('phases')
      .select(['id', 'position', 'state', 'output', 'summary', 'skip_reason', superseded])
      .where('session_id', '=', sessionId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('tasks')
      .select(['id', 'phase_id', 'position', 'depends_on', 'todos', 'skip_reason', superseded])
      .where('session_id', '=', sessionId)
      .orderBy('id')
      .execute(),
    db.selectFrom('steps').select(['id', 'task_id', 'position', superseded]).where('session_id', '=', sessionId).orderBy('id').execute(),
    db.selectFrom('shared_context').select(['key', 'version', 'value']).where('session_id', '=', sessionId).orderBy('key').execute(),
  ]);
  return { planRevision: session.plan_revision, todos: session.todos, phases, tasks, steps, documents };
}

/** The plan's rows with what continuation planning needs, superseded ones included (a restore may bring them back). */
export async function findPlanRowsForRestore(db: Db, sessionId: string) {
  const [phases, tasks, steps] = await Promise.all([
    db.selectFrom('phases').select(['id', 'position', 'state']).where('session_id', '=', sessionId).execute(),
    db.selectFrom('tasks').select(['id', 'phase_id', 'position', 'state', 'depends_on']).where('session_id', '=', sessionId).execute(),
    db
      .selectFrom('steps')
      .select(['id', 'session_id', 'task_id', 'position', 'kind', 'state', 'reversible', 'writes'])
      .select(sql<number>`coalesce(jsonb_array_length(writes), 0)::int`.as('declaredWrites'))
      .where('session_id', '=', sessionId)
      .execute(),
  ]);
  return { phases, tasks, steps };
}

/** Takes rows out of the plan (they stay, marked). */
export async function supersedeRows(trx: Trx, table: 'phases' | 'tasks' | 'steps', ids: readonly string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await trx.updateTable(table).set({ superseded_at: at, updated_at: at }).where('id', 'in', ids).execute();
}

// Each placement is one statement, so positions may swap: the position constraints are checked at its end.

export async function placePhases(trx: Trx, rows: readonly PhasePlacement[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`update phases p
    set superseded_at = null, position = v.position, output = v.output, summary = v.summary, skip_reason = v."skipReason", updated_at = now()
    from jsonb_to_recordset(${json(rows)}) as v(id uuid, position int, output jsonb, summary text, "skipReason" text)
    where p.id = v.id`.execute(trx);
}

export async function placeTasks(trx: Trx, rows: readonly TaskPlacement[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`update tasks t
    set superseded_at = null, phase_id = v."phaseId", position = v.position, skip_reason = v."skipReason", updated_at = now(),
        depends_on = array(select jsonb_array_elements_text(v."dependsOn")::uuid)
    from jsonb_to_recordset(${json(rows)}) as v(id uuid, "phaseId" uuid, position int, "dependsOn" jsonb, "skipReason" text)
    where t.id = v.id`.execute(trx);
}

export async function placeSteps(trx: Trx, rows: readonly StepPlacement[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`update steps s set superseded_at = null, position = v.position, updated_at = now()
    from jsonb_to_recordset(${json(rows)}) as v(id uuid, position int)
    where s.id = v.id`.execute(trx);
}

export async function setPhaseState(trx: Trx, phaseId: string, state: PhaseState): Promise<void> {
  await trx.updateTable('phases').set({ state, updated_at: new Date() }).where('id', '=', phaseId).execute();
}

export async function setTodos(trx: Trx, sessionId: string, taskId: string | null, todos: TodoItem[]): Promise<void> {
  if (taskId === null)
    await trx
      .updateTable('sessions')
      .set({ todos: json(todos), updated_at: new Date() })
      .where('id', '=', sessionId)
      .execute();
  else
    await trx
      .updateTable('tasks')
      .set({ todos: json(todos), updated_at: new Date() })
      .where('id', '=', taskId)
      .execute();
}

export async function setPlanRevision(trx: Trx, sessionId: string, revision: number): Promise<void> {
  await trx.updateTable('sessions').set({ plan_revision: revision, updated_at: new Date() }).where('id', '=', sessionId).execute();
}

/** Writes shared documents at the versions given (each one above the version in force), by `by`. */
export async function writeDocuments(
  trx: Trx,
  sessionId: string,
  documents: ReadonlyArray<{ key: string; version: number; value: unknown }>,
  by: string,
): Promise<void> {
  if (documents.length === 0) return;
  await trx
    .insertInto('shared_context')
    .values(
      documents.map((document) => ({
        session_id: sessionId,
        key: document.key,
        version: document.version,
        value: document.value === null ? null : json(document.value),
        updated_by: by,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['session_id', 'key']).doUpdateSet((eb) => ({
        value: eb.ref('excluded.value'),
        version: eb.ref('excluded.version'),
        updated_by: eb.ref('excluded.updated_by'),
        updated_at: new Date(),
      })),
    )
    .execute();
}
