// deleteWorkspace: every session of a workspace (each ends its feeds with its own tombstone), then the workspace
// itself, whose folder is free to register again; one deletion audits it all (run-deletion.ts). Files are never
// touched: the folder and what is in it stay as they are.
import type { Caller } from '../../caller.ts';
import { findDeletionOf } from '../../deletions/deletion.queries.ts';
import { ForksDependError } from '../../errors/deletion.ts';
import { idRef, NotFoundError, text, throws, ValidationError } from '../../errors/domain.ts';
import { IdempotencyConflictError } from '../../errors/idempotency.ts';
import { LimitReachedError } from '../../errors/limit.ts';
import { findLiveSessionIdsOfWorkspace } from '../../sessions/session.queries.ts';
import { findWorkspacesByIds, holdLiveWorkspace } from '../../workspaces/workspace.queries.ts';
import { type DeleteInput, type DeleteResult, runDeletion } from './run-deletion.ts';

export async function deleteWorkspace(caller: Caller, input: DeleteInput & { workspaceId: string }): Promise<DeleteResult> {
  const { ownerId } = caller.viewer;
  const { workspaceId, ...options } = input;
  return runDeletion(caller, { operation: 'deleteWorkspace', input: options, request: { workspaceId } }, async (work) => {
    const [workspace] = await findWorkspacesByIds(work.trx, ownerId, [workspaceId]);
    // Held first: a session being written into it commits before its sessions are listed, or finds it gone.
    if (workspace && (await holdLiveWorkspace(work.trx, ownerId, workspace.id, 'delete'))) {
      const sessionIds = await findLiveSessionIdsOfWorkspace(work.trx, ownerId, workspace.id);
      const what = text`Workspace ${idRef('Workspace', workspace.id)}`;
      return { ownerId, kind: 'WORKSPACE', targetId: workspace.id, sessionIds, workspaceId: workspace.id, what };
    }
    const deletionId = await findDeletionOf(work.trx, ownerId, 'workspaces', workspaceId);
    if (deletionId) return { deletionId };
    throw new NotFoundError('Workspace', workspaceId);
  });
}
export const deleteWorkspaceThrows = throws(ForksDependError, IdempotencyConflictError, LimitReachedError, NotFoundError, ValidationError);
