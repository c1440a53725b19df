import { sql } from 'kysely';
import type { Trx } from '../db/client.ts';
import { json } from '../db/json.ts';
import type { TodoItem } from '../db/tables/sessions.ts';

/** Replaces the session's todo list (a change to the session itself: its version grows). */
export async function setSessionTodos(trx: Trx, sessionId: string, todos: TodoItem[]): Promise<void> {
  await trx
    .updateTable('sessions')
    .set((eb) => ({ todos: json(todos), version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', sessionId)
    .execute();
}

/** Replaces a task's todo list; false when the session has no such task in force (a restore may have taken it out). */
export async function setTaskTodos(trx: Trx, sessionId: string, taskId: string, todos: TodoItem[]): Promise<boolean> {
  const updated = await trx
    .updateTable('tasks')
    .set({ todos: json(todos), updated_at: new Date() })
    .where('session_id', '=', sessionId)
    .where('id', '=', taskId)
    .where('superseded_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

/** How many items the session's lists hold besides the one of `taskId` (null: besides the session's own). */
export async function countOtherTodos(trx: Trx, sessionId: string, taskId: string | null): Promise<number> {
  const { rows } = await sql<{ items: number }>`
    select (case when ${taskId}::uuid is null then 0 else jsonb_array_length(s.todos) end)
         + coalesce((select sum(jsonb_array_length(t.todos)) from tasks t
                     where t.session_id = s.id and t.superseded_at is null and t.id is distinct from ${taskId}::uuid), 0)::int as items
    from sessions s where s.id = ${sessionId}`.execute(trx);
  return rows[0]?.items ?? 0;
}
