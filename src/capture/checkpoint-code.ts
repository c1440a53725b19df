// The code side of checkpoints: where a checkpoint's snapshot goes (its ref, and the snapshot it is diffed against)
// and the diff between two checkpoints of a session.
import type { Caller } from '../caller.ts';
import { findPreviousCodeCheckpoint } from '../checkpoints/checkpoint.queries.ts';
import { type CodeWorkspace, diffCode, type FileDiff } from '../code/snapshot.ts';
import type { Db } from '../db/client.ts';
import type { Checkpoint } from '../db/tables/checkpoints.ts';
import type { Session } from '../db/tables/sessions.ts';
import type { Workspace } from '../db/tables/workspaces.ts';
import { NotFoundError, throws, ValidationError } from '../errors/domain.ts';
import { ObjectsMissingError } from '../errors/objects.ts';
import { WorkspaceUnavailableError } from '../errors/workspace.ts';
import { diffTrees } from '../objects/diff.service.ts';
import { findWorkspacesByIds } from '../workspaces/workspace.queries.ts';

export async function workspaceOf(caller: Caller, session: Pick<Session, 'workspace_id'>): Promise<Workspace> {
  const [workspace] = await findWorkspacesByIds(caller.db, caller.viewer.ownerId, [session.workspace_id]);
  if (!workspace) throw new NotFoundError('Workspace', session.workspace_id);
  return workspace;
}

/** Where checkpoint `checkpointId`'s snapshot goes: its own ref, a child of the session's previous code snapshot. */
export async function snapshotTarget(db: Db, sessionId: string, checkpointId: string, label: string) {
  const parent = (await findPreviousCodeCheckpoint(db, sessionId))?.git_commit ?? null;
  return { ref: `refs/savepoint/${sessionId}/${checkpointId}`, parent, label };
}

type CodePoint = Pick<Checkpoint, 'id' | 'git_commit' | 'code_tree'>;

/**
 * A checkpoint's code snapshot as the workspace's files are written from it: an agent's tree for a folder an agent
 * serves, this server's commit for one of its own; null when it has none of that kind.
 */
export function snapshotIdOf(checkpoint: Pick<Checkpoint, 'git_commit' | 'code_tree'> | null | undefined, workspace: Pick<Workspace, 'host'>): string | null {
  return (workspace.host !== null ? checkpoint?.code_tree : checkpoint?.git_commit) ?? null;
}

/**
 * The tree an agent restores for a checkpoint: its snapshot as an agent took it. One this server took (before an
 * agent served the folder) is in this server's store, which the agent cannot read: refused, ON_AGENT_HOST.
 */
export function codeTreeOf(checkpoint: Pick<Checkpoint, 'seq' | 'code_tree'>, path: string): string {
  if (checkpoint.code_tree) return checkpoint.code_tree;
  throw new WorkspaceUnavailableError(
    'ON_AGENT_HOST',
    path,
    `Checkpoint ${checkpoint.seq}'s code was snapshotted by the server, before an agent served this folder, and only its agent writes the folder now; go back to a checkpoint taken since (through the agent). Nothing was changed.`,
  );
}

/**
 * The code changes from one checkpoint to another (from = null: everything in `to`). A checkpoint without code has
 * none. An agent's snapshots are diffed from the stored objects (any server, no folder); a baseline of the other
 * kind (the folder moved from this server to an agent) counts as nothing.
 */
export async function checkpointCodeDiff(caller: Caller, workspace: CodeWorkspace, from: CodePoint | null, to: CodePoint): Promise<FileDiff[]> {
  if (to.code_tree) return diffTrees(caller.db, caller.viewer.ownerId, from?.code_tree ?? null, to.code_tree);
  if (!to.git_commit) return [];
  return diffCode(caller.settings.code, workspace, from?.git_commit ?? null, to.git_commit);
}
export const checkpointCodeDiffThrows = throws(ObjectsMissingError, ValidationError, WorkspaceUnavailableError);
