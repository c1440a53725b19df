// Pins: a pinned session (and every checkpoint of it) or checkpoint is left alone by every retention policy.
import type { Trx } from '../db/client.ts';
import type { Session } from '../db/tables/sessions.ts';
import { ownedBy } from '../db/tenancy.ts';

/** Pins or unpins a session of the owner; the session (locked), or undefined when it is not the owner's. */
export async function setSessionPinned(trx: Trx, ownerId: string, id: string, pinned: boolean): Promise<Session | undefined> {
  return trx.updateTable('sessions').set({ pinned }).where(ownedBy('sessions', ownerId)).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Pins or unpins a checkpoint of the owner; its id and session's, or undefined when it is not the owner's. */
export async function setCheckpointPinned(trx: Trx, ownerId: string, id: string, pinned: boolean) {
  return trx
    .updateTable('checkpoints')
    .set({ pinned })
    .where(ownedBy('checkpoints', ownerId))
    .where('id', '=', id)
    .returning(['id', 'session_id'])
    .executeTakeFirst();
}

/** The session of a checkpoint of the owner (its id and workspace), locked as any write to a session locks it first. */
export async function findCheckpointSession(trx: Trx, ownerId: string, checkpointId: string) {
  return trx
    .selectFrom('sessions')
    .select(['sessions.id', 'sessions.workspace_id'])
    .where(ownedBy('sessions', ownerId))
    .where('sessions.id', '=', (eb) => eb.selectFrom('checkpoints').select('session_id').where('checkpoints.id', '=', checkpointId))
    .forNoKeyUpdate()
    .executeTakeFirst();
}
