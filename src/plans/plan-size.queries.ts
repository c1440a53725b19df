// How large a session's plan is: the phases, tasks and steps in force (plan-size.model.ts bounds them).
import { sql } from 'kysely';
import type { Trx } from '../db/client.ts';
import type { PlanSize } from './plan-size.model.ts';

/** The rows in force of the session's plan, by kind (a restore's superseded rows no longer count). */
export async function countPlanInForce(trx: Trx, sessionId: string): Promise<PlanSize> {
  const { rows } = await sql<PlanSize>`
    select (select count(*) from phases where session_id = ${sessionId} and superseded_at is null)::int as phases,
           (select count(*) from tasks where session_id = ${sessionId} and superseded_at is null)::int as tasks,
           (select count(*) from steps where session_id = ${sessionId} and superseded_at is null)::int as steps`.execute(trx);
  return rows[0]!;
}
