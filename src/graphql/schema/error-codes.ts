// The stable codes of expected failures, each described once: a client switches on them (`... on Error { code }`).
import { ErrorCode } from '../../errors.ts';
import { describedEnum } from './enums.ts';

export const ErrorCodeEnum = describedEnum('ErrorCode', 'The stable code of an expected failure; each has its own error type.', Object.values(ErrorCode), {
  NOT_FOUND: 'NotFoundError: no such object among yours.',
  VALIDATION_FAILED: 'ValidationError: an input field is wrong (also the code of refused ids, cursors and values outside an error union).',
  INVALID_PLAN: 'InvalidPlanError: a plan or revision with duplicate or unknown keys, a dependency cycle, or a change to work already started.',
  INVALID_TRANSITION: "InvalidTransitionError: the action is not allowed in the object's current state.",
  IDEMPOTENCY_CONFLICT: 'IdempotencyConflictError: the idempotency key was used before with another input.',
  LIMIT_REACHED: 'LimitReachedError: a per-call or per-owner limit was reached.',
  WORKSPACE_UNAVAILABLE: 'WorkspaceUnavailableError: the workspace folder cannot be snapshotted or restored.',
  SESSION_LOCKED: 'SessionLockedError: another runner holds the session lease.',
  STALE_LEASE: 'StaleLeaseError: the lease token is not live any more.',
  WORKSPACE_ALREADY_OPEN: 'WorkspaceAlreadyOpenError: another session holds a live lease in the same directory.',
  NO_RESUMABLE_SESSION: 'NoResumableSessionError: no interrupted session to resume.',
  TERMINAL_STATE: 'TerminalStateError: the session is finished and cannot be resumed.',
  ENVIRONMENT_INVALID: 'EnvironmentInvalidError: the workspace is not fit to resume in.',
  CHECKPOINT_TAMPERED: 'CheckpointTamperedError: the checkpoint was edited after it was signed.',
  CHECKPOINT_VERSION_UNSUPPORTED: "CheckpointVersionUnsupportedError: the checkpoint's state is in a format this server does not read.",
  CONFIG_CHANGED: "ConfigChangedError: the model configuration differs from the checkpoint's.",
  CHECKPOINT_NOT_FOUND: 'CheckpointNotFoundError: the checkpoint is not one of this session.',
  CONTINUATION_FAILED: 'ContinuationFailedError: no continuation can be planned now.',
  VERSION_CONFLICT: 'VersionConflictError: what you wrote changed since you read it (a stale expectedVersion).',
  PRESERVE_UNAVAILABLE: 'PreserveUnavailableError: BRANCH or STASH needs the workspace to be a git repository; use DISCARD.',
  BRANCH_EXISTS: "BranchExistsError: the workspace's repository already has a branch of that name.",
  REWIND_NOT_UNDOABLE: 'RewindNotUndoableError: undo the later rewind first, or this one is already undone.',
  REPOSITORY_UNAVAILABLE: 'RepositoryUnavailableError: a branch or worktree needs the workspace to be a git repository with a commit.',
  WORKING_TREE_DIRTY: 'WorkingTreeDirtyError: checkout needs a clean working tree; commit or stash first, or use checkout: false.',
  APPROVAL_PENDING: 'ApprovalPendingError: an approval holds this work; wait for its decision (or, if rejected, skip the work).',
});
