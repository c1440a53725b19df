import type { Trx } from '../db/client.ts';
import { json } from '../db/json.ts';
import type { Phase, Task } from '../db/tables/plans.ts';

/** The phase's tasks in force, in plan order, with what deciding its completion needs. */
export async function findPhaseTaskStates(trx: Trx, phaseId: string): Promise<Array<Pick<Task, 'key' | 'state'>>> {
  return trx.selectFrom('tasks').select(['key', 'state']).where('phase_id', '=', phaseId).where('superseded_at', 'is', null).orderBy('position').execute();
}

/** Sets the phase's output and summary (replacing earlier ones), and its state when it changes with them. */
export async function setPhaseOutput(trx: Trx, phaseId: string, record: { output: unknown; summary: string | null; completedAt: Date | null }): Promise<Phase> {
  const { completedAt } = record;
  return trx
    .updateTable('phases')
    .set((eb) => ({
      output: json(record.output),
      summary: record.summary,
      updated_at: new Date(),
      ...(completedAt ? { state: 'COMPLETED' as const, completed_at: completedAt, started_at: eb.fn.coalesce('started_at', eb.val(completedAt)) } : {}),
    }))
    .where('id', '=', phaseId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
