// The closed set of expected failures. Each has a stable code; graphql/errors.ts maps them to typed results once.
// Messages always say what to do next.

export const ErrorCode = {
  NOT_FOUND: 'NOT_FOUND',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_PLAN: 'INVALID_PLAN',
  INVALID_TRANSITION: 'INVALID_TRANSITION',
  IDEMPOTENCY_CONFLICT: 'IDEMPOTENCY_CONFLICT',
  LIMIT_REACHED: 'LIMIT_REACHED',
  WORKSPACE_UNAVAILABLE: 'WORKSPACE_UNAVAILABLE',
  SESSION_LOCKED: 'SESSION_LOCKED',
  STALE_LEASE: 'STALE_LEASE',
  WORKSPACE_ALREADY_OPEN: 'WORKSPACE_ALREADY_OPEN',
  NO_RESUMABLE_SESSION: 'NO_RESUMABLE_SESSION',
  TERMINAL_STATE: 'TERMINAL_STATE',
  ENVIRONMENT_INVALID: 'ENVIRONMENT_INVALID',
  CHECKPOINT_TAMPERED: 'CHECKPOINT_TAMPERED',
  CONFIG_CHANGED: 'CONFIG_CHANGED',
  CHECKPOINT_NOT_FOUND: 'CHECKPOINT_NOT_FOUND',
  CONTINUATION_FAILED: 'CONTINUATION_FAILED',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export abstract class DomainError extends Error {
  abstract readonly code: ErrorCode;
}

export class NotFoundError extends DomainError {
  readonly code = ErrorCode.NOT_FOUND;
  readonly entity: string;
  readonly id: string;
  constructor(entity: string, id: string) {
    super(`${entity} ${id} was not found; check the id (it must belong to your token's owner).`);
    this.entity = entity;
    this.id = id;
  }
}

export class ValidationError extends DomainError {
  readonly code = ErrorCode.VALIDATION_FAILED;
  readonly field: string;
  constructor(field: string, message: string) {
    super(`${field}: ${message}`);
    this.field = field;
  }
}

export const PlanProblem = {
  DUPLICATE_KEY: 'DUPLICATE_KEY',
  UNKNOWN_DEPENDENCY: 'UNKNOWN_DEPENDENCY',
  DEPENDENCY_CYCLE: 'DEPENDENCY_CYCLE',
} as const;
export type PlanProblem = (typeof PlanProblem)[keyof typeof PlanProblem];

export class InvalidPlanError extends DomainError {
  readonly code = ErrorCode.INVALID_PLAN;
  readonly problem: PlanProblem;
  readonly keys: string[];
  constructor(problem: PlanProblem, keys: string[], message: string) {
    super(message);
    this.problem = problem;
    this.keys = keys;
  }
}

export class InvalidTransitionError extends DomainError {
  readonly code = ErrorCode.INVALID_TRANSITION;
  readonly entity: string;
  readonly id: string;
  readonly currentState: string;
  readonly action: string;
  readonly allowedFrom: readonly string[];
  constructor(entity: string, id: string, currentState: string, action: string, allowedFrom: readonly string[], hint?: string) {
    super(
      `Cannot ${action} ${entity} ${id}: it is ${currentState}; ${action} is allowed from ${allowedFrom.join(', ') || 'no state'}.` + (hint ? ` ${hint}` : ''),
    );
    this.entity = entity;
    this.id = id;
    this.currentState = currentState;
    this.action = action;
    this.allowedFrom = allowedFrom;
  }
}

export class IdempotencyConflictError extends DomainError {
  readonly code = ErrorCode.IDEMPOTENCY_CONFLICT;
  readonly key: string;
  readonly operation: string;
  constructor(key: string, operation: string) {
    super(`Idempotency key "${key}" was already used by ${operation} with a different input; use a new key for a new request.`);
    this.key = key;
    this.operation = operation;
  }
}

export class LimitReachedError extends DomainError {
  readonly code = ErrorCode.LIMIT_REACHED;
  readonly limit: string;
  readonly max: number;
  constructor(limit: string, max: number, message: string) {
    super(message);
    this.limit = limit;
    this.max = max;
  }
}

export const WorkspaceUnavailableReason = {
  WORKSPACE_MISSING: 'WORKSPACE_MISSING',
  WORKSPACE_NOT_DIRECTORY: 'WORKSPACE_NOT_DIRECTORY',
  WORKSPACE_UNREADABLE: 'WORKSPACE_UNREADABLE',
  REPOSITORY_CORRUPT: 'REPOSITORY_CORRUPT',
  /** A commit id or ref name handed to the snapshot store was malformed (a bug on our side). */
  INVALID_ARGUMENT: 'INVALID_ARGUMENT',
  /** A file could not be put back. */
  RESTORE_FAILED: 'RESTORE_FAILED',
  /** A path to put back goes through a symbolic link (which may lead outside the workspace): refused, never followed. */
  SYMLINK_IN_PATH: 'SYMLINK_IN_PATH',
} as const;
export type WorkspaceUnavailableReason = (typeof WorkspaceUnavailableReason)[keyof typeof WorkspaceUnavailableReason];

/** The workspace directory cannot be snapshotted or restored: missing, not a directory, unreadable, its snapshot
 * repository is damaged, or a file could not be put back. */
export class WorkspaceUnavailableError extends DomainError {
  readonly code = ErrorCode.WORKSPACE_UNAVAILABLE;
  readonly reason: WorkspaceUnavailableReason;
  readonly path: string;
  constructor(reason: WorkspaceUnavailableReason, path: string, message: string) {
    super(message);
    this.reason = reason;
    this.path = path;
  }
}

/** Another runner holds the session's live lease. */
export class SessionLockedError extends DomainError {
  readonly code = ErrorCode.SESSION_LOCKED;
  readonly holder: string;
  readonly expiresAt: Date;
  constructor(sessionId: string, holder: string, expiresAt: Date) {
    super(
      `Session ${sessionId} is locked by runner "${holder}" until ${expiresAt.toISOString()}; wait for it to expire or be released, ` +
        'pass its leaseToken if you are that runner, or call forceUnlock.',
    );
    this.holder = holder;
    this.expiresAt = expiresAt;
  }
}

/** A lease token that is not the session's live lease any more: the write is refused (fencing). */
export class StaleLeaseError extends DomainError {
  readonly code = ErrorCode.STALE_LEASE;
  readonly given: number;
  readonly current: number | null;
  constructor(sessionId: string, given: number, current: number | null) {
    super(
      `Lease ${given} on session ${sessionId} is no longer live (` +
        (current === null ? 'it expired or was released' : `lease ${current} replaced it`) +
        '); stop writing, and resume the session to take a new lease.',
    );
    this.given = given;
    this.current = current;
  }
}

/** One live lease per workspace directory: another session there holds one. */
export class WorkspaceAlreadyOpenError extends DomainError {
  readonly code = ErrorCode.WORKSPACE_ALREADY_OPEN;
  readonly otherSessionId: string;
  constructor(path: string, otherSessionId: string, holder: string) {
    super(
      `Workspace ${path} is already open in session ${otherSessionId} (runner "${holder}"); release that lease first, or use another directory (fork into a worktree).`,
    );
    this.otherSessionId = otherSessionId;
  }
}

export class NoResumableSessionError extends DomainError {
  readonly code = ErrorCode.NO_RESUMABLE_SESSION;
  constructor() {
    super('You have no interrupted session to resume; pass a sessionId, or list them with sessions(filter: { resumable: true }).');
  }
}

export class TerminalStateError extends DomainError {
  readonly code = ErrorCode.TERMINAL_STATE;
  readonly state: string;
  constructor(sessionId: string, state: string) {
    super(`Session ${sessionId} is ${state} and cannot be resumed; fork it from a checkpoint to continue its work.`);
    this.state = state;
  }
}

export class EnvironmentInvalidError extends DomainError {
  readonly code = ErrorCode.ENVIRONMENT_INVALID;
  readonly problems: string[];
  constructor(problems: string[], hint: string) {
    super(`The workspace is not fit to resume in: ${problems.join('; ')}. ${hint}`);
    this.problems = problems;
  }
}

export class CheckpointTamperedError extends DomainError {
  readonly code = ErrorCode.CHECKPOINT_TAMPERED;
  readonly checkpointId: string;
  constructor(checkpointId: string) {
    super(`Checkpoint ${checkpointId} no longer matches its signature (it was edited); refusing to resume from it. Resume from an earlier checkpoint or fork.`);
    this.checkpointId = checkpointId;
  }
}

export class ConfigChangedError extends DomainError {
  readonly code = ErrorCode.CONFIG_CHANGED;
  constructor(sessionId: string) {
    super(
      `Session ${sessionId}'s model configuration differs from the one stamped on its last checkpoint; resume with the same configuration, or fork the session to continue with the new one.`,
    );
  }
}

export class CheckpointNotFoundError extends DomainError {
  readonly code = ErrorCode.CHECKPOINT_NOT_FOUND;
  readonly checkpointId: string;
  constructor(checkpointId: string, hint: string) {
    super(`Checkpoint ${checkpointId} ${hint}`);
    this.checkpointId = checkpointId;
  }
}

/** No continuation can be planned: nothing to restart, or the session changed while the resume was being prepared. */
export class ContinuationFailedError extends DomainError {
  readonly code = ErrorCode.CONTINUATION_FAILED;
  constructor(message: string) {
    super(message);
  }
}
