// The code side of checkpoints: where a checkpoint's snapshot goes (its ref, and the snapshot it is diffed against)
// and the diff between two checkpoints of a session.
import type { Caller } from '../caller.ts';
import type { Checkpoint } from '../db/tables/checkpoints.ts';
import type { Session } from '../db/tables/sessions.ts';
import type { Workspace } from '../db/tables/workspaces.ts';
import { NotFoundError, throws, ValidationError } from '../errors/domain.ts';
import { ObjectsMissingError } from '../errors/objects.ts';
import { WorkspaceUnavailableError } from '../errors/workspace.ts';
import type { FileDiff } from '../objects/diff.model.ts';
import { diffTrees } from '../objects/diff.service.ts';
import { findWorkspacesByIds } from '../workspaces/workspace.queries.ts';

export async function workspaceOf(caller: Caller, session: Pick<Session, 'workspace_id'>): Promise<Workspace & { owner_local: boolean }> {
  const [workspace] = await findWorkspacesByIds(caller.db, caller.viewer.ownerId, [session.workspace_id]);
  if (!workspace) throw new NotFoundError('Workspace', session.workspace_id);
  return workspace;
}

type CodePoint = Pick<Checkpoint, 'id' | 'git_commit' | 'code_tree'>;

/** A checkpoint's code snapshot as the workspace's files are written from it (its agent's tree); null when it has none. */
export function snapshotIdOf(checkpoint: Pick<Checkpoint, 'code_tree'> | null | undefined): string | null {
  return checkpoint?.code_tree ?? null;
}

/**
 * The tree an agent restores for a checkpoint: its snapshot as an agent took it. One the server took itself (before
 * agents did every file work) is in a store of the folder's that agents do not read: refused, ON_AGENT_HOST.
 */
export function codeTreeOf(checkpoint: Pick<Checkpoint, 'seq' | 'code_tree'>, path: string): string {
  if (checkpoint.code_tree) return checkpoint.code_tree;
  throw new WorkspaceUnavailableError(
    'ON_AGENT_HOST',
    path,
    `Checkpoint ${checkpoint.seq}'s code was snapshotted by an older Savepoint server, before agents did the file work, and only the folder's agent writes it now; go back to a checkpoint taken since. Nothing was changed.`,
  );
}

/**
 * The code changes from one checkpoint to another (from = null: everything in `to`), diffed from the stored objects
 * (any server, no folder). A checkpoint without an agent's snapshot (none, or an older server's own) has none.
 */
export async function checkpointCodeDiff(caller: Caller, from: CodePoint | null, to: CodePoint): Promise<FileDiff[]> {
  if (!to.code_tree) return [];
  return diffTrees(caller.db, caller.viewer.ownerId, from?.code_tree ?? null, to.code_tree);
}
export const checkpointCodeDiffThrows = throws(ObjectsMissingError, ValidationError);
