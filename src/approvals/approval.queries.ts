import type { Insertable, Updateable } from 'kysely';
import type { Db, Trx } from '../db/client.ts';
import type { Approval, ApprovalState, ApprovalsTable } from '../db/tables/approvals.ts';
import { ownedBy } from '../db/tenancy.ts';
import type { GatedWork } from './approval.model.ts';

export async function insertApproval(trx: Trx, row: Insertable<ApprovalsTable>): Promise<Approval> {
  return trx.insertInto('approvals').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findApprovalsByIds(db: Db, ownerId: string, ids: readonly string[]): Promise<Approval[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('approvals').selectAll().where(ownedBy('approvals', ownerId)).where('approvals.id', 'in', ids).execute();
}

export async function findApprovalsBySessionIds(db: Db, sessionIds: readonly string[], states?: readonly ApprovalState[] | null): Promise<Approval[]> {
  if (sessionIds.length === 0) return [];
  let query = db.selectFrom('approvals').selectAll().where('session_id', 'in', sessionIds);
  if (states?.length) query = query.where('state', 'in', states);
  return query.orderBy('id').execute();
}

export async function lockApproval(trx: Trx, sessionId: string, id: string): Promise<Approval | undefined> {
  return trx.selectFrom('approvals').selectAll().where('session_id', '=', sessionId).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateApproval(trx: Trx, id: string, changes: Updateable<ApprovalsTable>): Promise<Approval> {
  return trx.updateTable('approvals').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function countPendingApprovals(trx: Trx, sessionId: string): Promise<number> {
  const row = await trx
    .selectFrom('approvals')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('session_id', '=', sessionId)
    .where('state', '=', 'PENDING')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The approvals whose scope may cover the work: the whole session's, its task's and its step's, in request order. */
export async function findGateApprovals(trx: Trx, sessionId: string, work: GatedWork): Promise<Approval[]> {
  return trx
    .selectFrom('approvals')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where((eb) =>
      eb.or([
        eb.and([eb('step_id', 'is', null), eb('task_id', 'is', null)]),
        ...(work.taskId ? [eb.and([eb('step_id', 'is', null), eb('task_id', '=', work.taskId)])] : []),
        ...(work.stepId ? [eb('step_id', '=', work.stepId)] : []),
      ]),
    )
    .orderBy('id')
    .execute();
}

/** Whether any approval of the session is pending. */
export async function hasPendingApproval(trx: Trx, sessionId: string): Promise<boolean> {
  return (await countPendingApprovals(trx, sessionId)) > 0;
}
