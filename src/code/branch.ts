// Branches from snapshots in the workspace's own git repository (createBranchFromCheckpoint): the snapshot kept as a
// new branch there (preserve.ts: its tree the snapshot, its parent the user's HEAD; their HEAD, index and files
// untouched), and, when asked, the user's checkout switched to it (git/switch-branch.ts: only a clean working tree),
// all or nothing. git's refusals become the domain's errors, said for a branch rather than for a rewind.
import { BranchExistsError, PreserveUnavailableError, RepositoryUnavailableError, WorkingTreeDirtyError } from '../errors/repository.ts';
import { PreserveProblem } from '../git/preserve.ts';
import { checkWorkingTreeClean, type SwitchedFrom, switchBack, switchToBranch, WorkingTreeChanges } from '../git/switch-branch.ts';
import { preserveAsBranch, takeBackPreserved } from './preserve.ts';
import { asDomainError, type CodeStore, type CodeWorkspace, openWorkspace } from './snapshot.ts';

export type BranchRequest = {
  /** The snapshot commit (of the workspace's snapshot store). */
  commit: string;
  branchName: string;
  /** What the branch's commit message says the snapshot is. */
  subject: string;
  /** Also switch the user's checkout to the new branch (a clean working tree only). */
  checkout: boolean;
};

/** The branch made (full ref, its commit in the user's repository), and where the checkout was before a switch. */
export type MadeBranch = { reference: string; commit: string; checkedOut: boolean; from: SwitchedFrom | null };

/**
 * The user's repository refusing a branch or worktree, as the domain's errors: a taken or invalid name, a workspace
 * that is not a repository (or cannot take it), a working tree with changes; anything else as git's failures are.
 */
export function repositoryRefused(workspace: CodeWorkspace, branchName: string) {
  return (error: unknown): never => {
    // preserveAsBranch says it for a rewind's preserve modes; here the same refusal is said for a branch.
    if (error instanceof PreserveUnavailableError) throw new RepositoryUnavailableError(workspace.path, error.why);
    if (error instanceof PreserveProblem) {
      if (error.kind === 'BRANCH_TAKEN') throw new BranchExistsError(branchName);
      throw new RepositoryUnavailableError(workspace.path, error.message);
    }
    if (error instanceof WorkingTreeChanges) throw new WorkingTreeDirtyError(workspace.path, error.paths, error.why);
    throw asDomainError(error, workspace.path);
  };
}

/**
 * A new branch `branchName` in the workspace's repository whose tree is the snapshot, checked out when asked. With
 * checkout, a working tree with changes is refused before anything is made, and checked again right before the
 * switch; a switch that fails takes the branch back. Refused with nothing changed.
 */
export async function branchFromSnapshot(store: CodeStore, workspace: CodeWorkspace, request: BranchRequest): Promise<MadeBranch> {
  const refused = repositoryRefused(workspace, request.branchName);
  const options = await openWorkspace(store, workspace).catch(refused);
  if (request.checkout) await checkWorkingTreeClean(options).catch(refused);
  const made = await preserveAsBranch(store, workspace, request.commit, request.branchName, request.subject).catch(refused);
  if (!request.checkout) return { reference: made.reference, commit: made.commit, checkedOut: false, from: null };
  try {
    const from = await switchToBranch(options, { ref: made.reference, commit: made.commit });
    return { reference: made.reference, commit: made.commit, checkedOut: true, from };
  } catch (error) {
    // All or nothing: no branch is left behind (and if one is, it is said).
    await takeBackPreserved(store, workspace, made).catch((undo: unknown) =>
      store.logger.error(`a checkout that failed could not take its branch back; left behind: ${made.reference} in ${workspace.path}`, undo),
    );
    return refused(error);
  }
}

/**
 * Takes back what branchFromSnapshot made (a later stage failed): the checkout switched back when it still is on the
 * branch with a clean working tree, then the branch, while it is still at its commit and HEAD is not on it.
 */
export async function takeBackBranch(store: CodeStore, workspace: CodeWorkspace, made: MadeBranch): Promise<void> {
  if (made.from && !(await switchBack(await openWorkspace(store, workspace), { ref: made.reference }, made.from))) return;
  await takeBackPreserved(store, workspace, { kind: 'BRANCH', reference: made.reference, commit: made.commit });
}
