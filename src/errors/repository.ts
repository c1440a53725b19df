// The expected failures of work in the user's own git repository: a rewind's BRANCH or STASH preserve modes, branches
// and worktrees made from checkpoints (createBranchFromCheckpoint, fork).
import { DomainError, ErrorCode } from './domain.ts';

/** BRANCH or STASH asked for a workspace that is not a git repository (or whose repository cannot take it). */
export class PreserveUnavailableError extends DomainError {
  readonly code = ErrorCode.PRESERVE_UNAVAILABLE;
  readonly mode: 'BRANCH' | 'STASH';
  readonly path: string;
  /** Why the repository cannot take it, in words (a sentence's end: "the workspace ... is not a git repository"). */
  readonly why: string;
  constructor(mode: 'BRANCH' | 'STASH', path: string, why: string) {
    super(
      `${mode} keeps the state before the rewind in the workspace's own git repository, but ${why}; use preserve: DISCARD (the state is still kept as the rewind's undo point), or make the workspace a git repository.`,
    );
    this.mode = mode;
    this.path = path;
    this.why = why;
  }
}

/**
 * A branch or worktree asked for in a workspace that is not a git repository, or whose repository cannot take it (no
 * commit yet, unreadable, a hook Savepoint does not run). PreserveUnavailableError says the same for a rewind's
 * preserve modes, with a rewind's way out; the rule itself lives once, in git/preserve.ts.
 */
export class RepositoryUnavailableError extends DomainError {
  readonly code = ErrorCode.REPOSITORY_UNAVAILABLE;
  readonly path: string;
  constructor(path: string, why: string) {
    super(
      `A branch or worktree from a checkpoint is made in the workspace's own git repository, but ${why}; make the workspace a git repository with at least one commit (git init, then git commit), then ask again. Nothing was changed.`,
    );
    this.path = path;
  }
}

/** A branch name that is taken in the user's repository, or that git (or our rules against hostile names) refuses. */
export class BranchExistsError extends DomainError {
  readonly code = ErrorCode.BRANCH_EXISTS;
  readonly branch: string;
  constructor(branch: string) {
    super(
      `The workspace's repository already has a branch "${branch}", or that is not a name a new branch may take (no leading "-", no "..", no "@{"; see git check-ref-format); pick another branchName. Nothing was changed.`,
    );
    this.branch = branch;
  }
}

/** How many changed paths a WorkingTreeDirtyError names (the message and the API list). */
const NAMED = 20;

/** checkout: true asked while the working tree has changes (staged, unstaged, or untracked files not ignored). */
export class WorkingTreeDirtyError extends DomainError {
  readonly code = ErrorCode.WORKING_TREE_DIRTY;
  readonly path: string;
  /** Some of the changed paths (at most 20), relative to the workspace; empty when the change was not to a file. */
  readonly changedPaths: string[];
  constructor(path: string, changedPaths: readonly string[], why: string) {
    const named = changedPaths.slice(0, NAMED);
    const more = changedPaths.length > NAMED ? ` and ${changedPaths.length - NAMED} more` : '';
    const list = named.length ? ` (${named.join(', ')}${more})` : '';
    super(
      `The workspace ${path} ${why}${list}, and checkout: true switches only a clean working tree, so none of your changes can be lost or carried onto the new branch. Commit or stash your changes first, or ask with checkout: false (the branch is made, your checkout left as it is). Nothing was changed: no branch was made.`,
    );
    this.path = path;
    this.changedPaths = named;
  }
}
