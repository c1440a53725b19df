// The expected failures of rewinds and of the branches they leave in the user's repository (errors.ts holds the
// framework and the others).
import { DomainError, ErrorCode, type IdRef, idRef, text } from './errors.ts';

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

/** An undo of a rewind that is not the most recent one not yet undone, or one already undone. */
export class RewindNotUndoableError extends DomainError {
  readonly code = ErrorCode.REWIND_NOT_UNDOABLE;
  readonly rewind: IdRef;
  /** The later rewind to undo first; null when this one is already undone. */
  readonly later: IdRef | null;
  constructor(rewindId: string, laterRewindId: string | null) {
    const rewind = idRef('Rewind', rewindId);
    const later = laterRewindId ? idRef('Rewind', laterRewindId) : null;
    super(
      later
        ? text`Rewind ${rewind} is not the latest: undo rewind ${later} first (rewinds are undone newest first), then this one.`
        : text`Rewind ${rewind} is already undone; rewind again if you want to go back there.`,
    );
    this.rewind = rewind;
    this.later = later;
  }
}
