// Worktrees from snapshots in the workspace's own git repository (for fork: work from a checkpoint running beside the
// original in a folder of its own): a new branch at the snapshot, checked out in a new worktree (git/worktree.ts),
// and taken back whole when a later stage fails. git's refusals become the domain's errors.
import { ValidationError } from '../errors/domain.ts';
import { userGitDir } from '../git/shadow-repo.ts';
import { addWorktree, type MadeWorktree, removeWorktree, WorktreePathTaken, type WorktreeRequest } from '../git/worktree.ts';
import { repositoryRefused } from './branch.ts';
import { type CodeStore, type CodeWorkspace, checkWorkspacePlace, openWorkspace, refuseFileWorkHere } from './snapshot.ts';

export type { MadeWorktree } from '../git/worktree.ts';

/**
 * A new branch `branchName` whose tree is the snapshot `commit`, checked out in a new worktree at `path` (absolute,
 * already resolved and confined by the caller; it must not exist, or be an empty folder). The user's own checkout is
 * not touched. Refused with nothing made: a folder in the way (ValidationError on `field`, default "path"), a taken
 * or invalid name (BranchExistsError), a workspace that is not a repository (RepositoryUnavailableError).
 */
export async function addWorktreeFromSnapshot(
  store: CodeStore,
  workspace: CodeWorkspace,
  request: WorktreeRequest & { field?: string },
): Promise<MadeWorktree> {
  const { field = 'path', ...asked } = request;
  const refused = repositoryRefused(workspace, request.branchName);
  const options = await openWorkspace(store, workspace).catch(refused);
  return addWorktree(options, asked).catch((error: unknown) => {
    if (error instanceof WorktreePathTaken) throw new ValidationError(field, `${error.message}; give a folder that does not exist yet, or an empty one.`);
    return refused(error);
  });
}

/** Takes back what addWorktreeFromSnapshot made: the worktree and its folder, then the branch while still at its commit. */
export async function removeWorktreeOf(store: CodeStore, workspace: CodeWorkspace, made: MadeWorktree): Promise<void> {
  await removeWorktree(await openWorkspace(store, workspace), made);
}

/** Whether the workspace is a git repository of its own (a worktree of it can be made); never asked of an agent's folder. */
export async function isGitRepository(workspace: CodeWorkspace): Promise<boolean> {
  refuseFileWorkHere(workspace);
  await checkWorkspacePlace(workspace.path);
  return (await userGitDir(workspace.path)) !== null;
}
