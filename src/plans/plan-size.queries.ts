// How large a session's plan is: the steps in force (plan-size.model.ts bounds them with the phases and tasks).
import { sql } from 'kysely';
import type { Trx } from '../db/client.ts';

/** The steps in force of the session's plan (a restore's superseded ones no longer count). */
export async function countStepsInForce(trx: Trx, sessionId: string): Promise<number> {
  const { rows } = await sql<{ steps: number }>`
    select count(*)::int as steps from steps where session_id = ${sessionId} and superseded_at is null`.execute(trx);
  return rows[0]!.steps;
}
