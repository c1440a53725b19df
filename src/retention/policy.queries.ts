// Retention policies: an owner's default, and a workspace's (which replaces it for that workspace's sessions).
import { sql } from 'kysely';
import type { Db, Trx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import type { RetentionPolicyRow } from '../db/tables/retention.ts';
import { ownedBy } from '../db/tenancy.ts';
import type { RetentionRules } from './retention.model.ts';

const columns = (rules: RetentionRules) => ({
  keep_checkpoint_days: rules.keepCheckpointDays,
  keep_last_checkpoints: rules.keepLastCheckpoints,
  delete_terminal_after_days: rules.deleteTerminalAfterDays,
  archive_sessions: rules.archiveSessions,
  warn_hours: rules.warnHours,
});

/** Sets the owner's policy (workspaceId null) or a workspace's, replacing what was there. */
export async function upsertPolicy(trx: Trx, ownerId: string, workspaceId: string | null, rules: RetentionRules): Promise<RetentionPolicyRow> {
  const updated = await trx
    .updateTable('retention_policies')
    .set({ ...columns(rules), updated_at: sql`now()` })
    .where(ownedBy('retention_policies', ownerId))
    .where((eb) => (workspaceId === null ? eb('workspace_id', 'is', null) : eb('workspace_id', '=', workspaceId)))
    .returningAll()
    .executeTakeFirst();
  if (updated) return updated;
  // Two first sets at once: the unique indexes let one in; the other fails and is retried by the unit of work.
  return trx
    .insertInto('retention_policies')
    .values({ id: newId(), owner_id: ownerId, workspace_id: workspaceId, ...columns(rules) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Removes the owner's policy (workspaceId null) or a workspace's; false when there was none. */
export async function removePolicy(trx: Trx, ownerId: string, workspaceId: string | null): Promise<boolean> {
  const result = await trx
    .deleteFrom('retention_policies')
    .where(ownedBy('retention_policies', ownerId))
    .where((eb) => (workspaceId === null ? eb('workspace_id', 'is', null) : eb('workspace_id', '=', workspaceId)))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The owner's policies: its default first, then its live workspaces', oldest first. */
export async function findPolicies(db: Db, ownerId: string): Promise<RetentionPolicyRow[]> {
  return db
    .selectFrom('retention_policies')
    .selectAll()
    .where(ownedBy('retention_policies', ownerId))
    .where((eb) => eb.or([eb('workspace_id', 'is', null), eb('workspace_id', 'in', eb.selectFrom('workspaces').select('id').where('deletion_id', 'is', null))]))
    .orderBy(sql`workspace_id is not null`)
    .orderBy('created_at')
    .execute();
}

/** Every owner that has a policy: whom a scheduled run goes through. */
export async function findOwnersWithPolicies(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('retention_policies').select('owner_id').distinct().orderBy('owner_id').execute();
  return rows.map((row) => row.owner_id);
}
