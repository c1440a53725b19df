// Tasks and steps of a session by the keys the runner gave them (a batch of writes names what it has no id for yet):
// a task by its key in the plan in force (unique there: tasks_key_in_force), a step by its idempotency key (unique in
// the session: migrations/0001).
import type { Trx } from '../db/client.ts';
import type { Step } from '../db/tables/plans.ts';

export async function findTaskIdByKey(trx: Trx, sessionId: string, key: string): Promise<string | undefined> {
  const row = await trx
    .selectFrom('tasks')
    .select('id')
    .where('session_id', '=', sessionId)
    .where('key', '=', key)
    .where('superseded_at', 'is', null)
    .executeTakeFirst();
  return row?.id;
}

export async function findStepByKey(trx: Trx, sessionId: string, key: string): Promise<Pick<Step, 'id' | 'task_id'> | undefined> {
  return trx.selectFrom('steps').select(['id', 'task_id']).where('session_id', '=', sessionId).where('idempotency_key', '=', key).executeTakeFirst();
}
