// Keeping the state a rewind leaves in the workspace's own git repository, when the rewind is asked to (preserve:
// BRANCH or STASH): the snapshot taken before the rewind becomes a new branch or a stash entry there, without moving
// the user's HEAD or touching their index, files or other refs (git/preserve.ts). Failures become the domain's errors.
import { BranchExistsError, PreserveUnavailableError } from '../errors/repository.ts';
import { checkPreservable, PreserveProblem } from '../git/preserve.ts';
import { preserveBranch, unpreserveBranch } from '../git/preserve-branch.ts';
import { preserveStash, unpreserveStash } from '../git/preserve-stash.ts';
import { asDomainError, type CodeStore, type CodeWorkspace, openWorkspace } from './snapshot.ts';

/** A refusal of the user's repository as PreserveUnavailableError; git's failures as the domain's errors. */
function unavailable(workspace: CodeWorkspace) {
  return (error: unknown): never => {
    if (error instanceof PreserveProblem && error.kind === 'UNAVAILABLE') throw new PreserveUnavailableError(error.mode, workspace.path, error.message);
    throw asDomainError(error, workspace.path);
  };
}

/**
 * A new branch `branchName` in the workspace's repository whose tree is the snapshot `commit` (its parent: the
 * user's HEAD commit; `subject`: what its commit message says the snapshot is, by default the state before a rewind).
 * Refused with nothing changed: a taken or invalid name (BranchExistsError), a workspace that is not a repository or
 * has no commit yet (PreserveUnavailableError).
 */
export async function preserveAsBranch(
  store: CodeStore,
  workspace: CodeWorkspace,
  commit: string,
  branchName: string,
  subject?: string,
): Promise<{ kind: 'BRANCH'; reference: string; commit: string }> {
  const options = await openWorkspace(store, workspace).catch(unavailable(workspace));
  const made = await preserveBranch(options, commit, branchName, subject).catch((error: unknown) => {
    if (error instanceof PreserveProblem && error.kind === 'BRANCH_TAKEN') throw new BranchExistsError(branchName);
    return unavailable(workspace)(error);
  });
  return { kind: 'BRANCH', reference: made.ref, commit: made.commit };
}

/**
 * A stash entry of the workspace's repository holding the snapshot `commit` (tracked changes and untracked files),
 * listed by `git stash list` as "On <branch>: <message>". The reference is the stash commit's id (stash@{n} moves).
 */
export async function preserveAsStash(
  store: CodeStore,
  workspace: CodeWorkspace,
  commit: string,
  message: string,
): Promise<{ kind: 'STASH'; reference: string; commit: string }> {
  const options = await openWorkspace(store, workspace).catch(unavailable(workspace));
  const made = await preserveStash(options, commit, message).catch(unavailable(workspace));
  return { kind: 'STASH', reference: made.commit, commit: made.commit };
}

/** Refuses, with nothing written, what preserveAsBranch (`branchName` given) or preserveAsStash would refuse. */
export async function checkPreserveAs(store: CodeStore, workspace: CodeWorkspace, mode: 'BRANCH' | 'STASH', branchName: string | null): Promise<void> {
  const options = await openWorkspace(store, workspace).catch(unavailable(workspace));
  await checkPreservable(options, mode, branchName).catch((error: unknown) => {
    if (error instanceof PreserveProblem && error.kind === 'BRANCH_TAKEN') throw new BranchExistsError(branchName ?? '');
    return unavailable(workspace)(error);
  });
}

/**
 * Takes back what preserveAsBranch or preserveAsStash left, when a later stage of the rewind fails (all or nothing):
 * the branch, or the stash entry, only while it is still as it was made (nobody moved or pushed on top of it since).
 */
export async function takeBackPreserved(
  store: CodeStore,
  workspace: CodeWorkspace,
  preserved: { kind: 'BRANCH' | 'STASH'; reference: string; commit: string },
): Promise<void> {
  const options = await openWorkspace(store, workspace);
  if (preserved.kind === 'BRANCH') await unpreserveBranch(options, preserved.reference, preserved.commit);
  else await unpreserveStash(options, preserved.commit);
}
