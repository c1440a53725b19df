// A plan's rows copied into another session inside the database (a fork): one statement a table reads the source
// rows and writes the copies; only the new ids and what differs at the fork point (states, places, dependencies, todo
// lists) are sent, as one JSON document, so a 1,000-step plan costs three statements and no row travels back.
import { sql } from 'kysely';
import type { Trx } from '../db/client.ts';
import { json } from '../db/json.ts';

export type PhaseCopy = {
  id: string;
  from: string;
  position: number | null;
  state: string;
  output: unknown;
  summary: string | null;
  skip_reason: string | null;
};
export type TaskCopy = {
  id: string;
  from: string;
  phase_id: string;
  position: number | null;
  state: string;
  attempt: number;
  /** Null: as the source row has them (ids mapped by the caller otherwise). */
  depends_on: string[] | null;
  todos: unknown;
  skip_reason: string | null;
  done: boolean;
};
export type StepCopy = { id: string; from: string; task_id: string; position: number | null; state: string; attempt: number; done: boolean };

export async function copyPhases(trx: Trx, sessionId: string, rows: readonly PhaseCopy[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`
    insert into phases (id, session_id, position, key, name, description, state, output, summary, skip_reason)
    select m.id, ${sessionId}, coalesce(m.position, p.position), p.key, p.name, p.description, m.state, m.output, m.summary, m.skip_reason
    from jsonb_to_recordset(${json(rows)})
      as m(id uuid, "from" uuid, position int, state text, output jsonb, summary text, skip_reason text)
    join phases p on p.id = m."from"`.execute(trx);
}

export async function copyTasks(trx: Trx, sessionId: string, rows: readonly TaskCopy[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`
    insert into tasks (id, session_id, phase_id, position, key, title, description, role, agent_id, agent_session_ref,
                       depends_on, state, attempt, output, todos, skip_reason)
    select m.id, ${sessionId}, m.phase_id, coalesce(m.position, t.position), t.key, t.title, t.description, t.role, t.agent_id, t.agent_session_ref,
           coalesce(m.depends_on, t.depends_on), m.state, m.attempt, case when m.done then t.output end, coalesce(m.todos, '[]'), m.skip_reason
    from jsonb_to_recordset(${json(rows)})
      as m(id uuid, "from" uuid, phase_id uuid, position int, state text, attempt int, depends_on uuid[], todos jsonb, skip_reason text, done boolean)
    join tasks t on t.id = m."from"`.execute(trx);
}

export async function copySteps(trx: Trx, sessionId: string, rows: readonly StepCopy[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`
    insert into steps (id, session_id, task_id, position, kind, title, idempotency_key, attempt, state, input, output, writes,
                       reversible, exit_code)
    select m.id, ${sessionId}, m.task_id, coalesce(m.position, s.position), s.kind, s.title, s.idempotency_key, m.attempt, m.state, s.input,
           case when m.done then s.output end, s.writes, s.reversible, case when m.done then s.exit_code end
    from jsonb_to_recordset(${json(rows)})
      as m(id uuid, "from" uuid, task_id uuid, position int, state text, attempt int, done boolean)
    join steps s on s.id = m."from"`.execute(trx);
}
