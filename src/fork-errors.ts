// The expected failures of making branches and worktrees from checkpoints in the user's own repository
// (createBranchFromCheckpoint, and fork's worktrees); errors.ts holds the framework and the others.
import { DomainError, ErrorCode } from './errors.ts';

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
