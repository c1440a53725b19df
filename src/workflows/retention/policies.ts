// Retention as data: setting and removing policies (the owner's default, or a workspace's), and pins.
import type { Caller } from '../../caller.ts';
import type { RetentionPolicyRow } from '../../db/tables/retention.ts';
import { NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import { inTransaction } from '../../events/unit-of-work.ts';
import { pinCheckpoint, pinSession } from '../../retention/pin.service.ts';
import { removePolicy, upsertPolicy } from '../../retention/policy.queries.ts';
import { checkRules } from '../../retention/retention.model.ts';
import { findWorkspacesByIds } from '../../workspaces/workspace.queries.ts';

export type PolicyInput = {
  workspaceId?: string | null;
  keepCheckpointDays?: number | null;
  keepLastCheckpoints?: number | null;
  deleteTerminalAfterDays?: number | null;
  archiveSessions?: boolean | null;
  warnHours?: number | null;
};

/** The policy's scope: the owner's default (null), or a live workspace of the owner's. */
async function scopeOf(caller: Caller, workspaceId: string | null | undefined): Promise<string | null> {
  if (!workspaceId) return null;
  const [workspace] = await findWorkspacesByIds(caller.db, caller.viewer.ownerId, [workspaceId]);
  if (!workspace) throw new NotFoundError('Workspace', workspaceId);
  return workspace.id;
}

/** Sets the owner's default policy, or a workspace's; every rule left out is off (archiveSessions false), warnHours defaults to 24. */
export async function setRetentionPolicy(caller: Caller, input: PolicyInput): Promise<RetentionPolicyRow> {
  const rules = checkRules({
    keepCheckpointDays: input.keepCheckpointDays ?? null,
    keepLastCheckpoints: input.keepLastCheckpoints ?? null,
    deleteTerminalAfterDays: input.deleteTerminalAfterDays ?? null,
    archiveSessions: input.archiveSessions ?? false,
    warnHours: input.warnHours ?? 24,
  });
  const workspaceId = await scopeOf(caller, input.workspaceId);
  return inTransaction(caller, ({ trx }) => upsertPolicy(trx, caller.viewer.ownerId, workspaceId, rules));
}
export const setRetentionPolicyThrows = throws(NotFoundError, ValidationError);

/** Removes the owner's default policy, or a workspace's (its sessions then follow the default); false when none was set. */
export async function removeRetentionPolicy(caller: Caller, input: { workspaceId?: string | null }): Promise<boolean> {
  const workspaceId = await scopeOf(caller, input.workspaceId);
  return inTransaction(caller, ({ trx }) => removePolicy(trx, caller.viewer.ownerId, workspaceId));
}
export const removeRetentionPolicyThrows = throws(NotFoundError, ValidationError);

export async function pinSessionAs(caller: Caller, input: { sessionId: string; pinned: boolean }): Promise<string> {
  await inTransaction(caller, (work) => pinSession(work, caller.viewer.ownerId, input.sessionId, input.pinned));
  return input.sessionId;
}
export const pinSessionAsThrows = throws(NotFoundError, ValidationError);

/** Returns the checkpoint's id. */
export async function pinCheckpointAs(caller: Caller, input: { checkpointId: string; pinned: boolean }): Promise<string> {
  await inTransaction(caller, (work) => pinCheckpoint(work, caller.viewer.ownerId, input.checkpointId, input.pinned));
  return input.checkpointId;
}
export const pinCheckpointAsThrows = throws(NotFoundError, ValidationError);
