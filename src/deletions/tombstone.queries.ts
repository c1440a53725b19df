// Making deleted sessions (and a deleted workspace) tombstones, in the deleting transaction: the row stays, for its
// feeds' cursors and its audit, with everything the client wrote in it blanked and every link to other rows cut (so
// the purge that follows deletes their rows in any order), and no lease.
import { sql } from 'kysely';
import type { Trx } from '../db/client.ts';
import { uuidArray } from '../db/json.ts';

export async function markSessionsDeleted(trx: Trx, sessionIds: readonly string[], deletionId: string): Promise<void> {
  if (sessionIds.length === 0) return;
  const ids = uuidArray(sessionIds);
  await sql`
    update sessions set
      deletion_id = ${deletionId}, objective = 'deleted', config = '{}', metadata = '{}', checkpoint_policy = '{}', todos = '[]',
      failure_reason = null, fork_point = null, parent_session_id = null, fork_checkpoint_id = null, fork_message_id = null,
      lease_holder = null, lease_token = null, lease_expires_at = null, stored_bytes = 0, updated_at = now()
    where id = any(${ids})`.execute(trx);
  await sql`update conversations set forked_from_id = null where session_id = any(${ids}) and forked_from_id is not null`.execute(trx);
}

export async function markWorkspaceDeleted(trx: Trx, workspaceId: string, deletionId: string): Promise<void> {
  await sql`update workspaces set deletion_id = ${deletionId}, updated_at = now() where id = ${workspaceId}`.execute(trx);
}
