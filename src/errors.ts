// The closed set of expected failures, each with a stable code (graphql/schema/errors.ts makes them typed results).
// Messages say what to do next. An id in a message is a reference (`idRef`), kept in `parts`: the API shows it as the
// global id a client passes back (graphql/ids.ts), logs and the command line as the database id (`message`).

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
  CHECKPOINT_VERSION_UNSUPPORTED: 'CHECKPOINT_VERSION_UNSUPPORTED',
  CONFIG_CHANGED: 'CONFIG_CHANGED',
  CHECKPOINT_NOT_FOUND: 'CHECKPOINT_NOT_FOUND',
  CONTINUATION_FAILED: 'CONTINUATION_FAILED',
  VERSION_CONFLICT: 'VERSION_CONFLICT',
  PRESERVE_UNAVAILABLE: 'PRESERVE_UNAVAILABLE',
  BRANCH_EXISTS: 'BRANCH_EXISTS',
  REWIND_NOT_UNDOABLE: 'REWIND_NOT_UNDOABLE',
  REPOSITORY_UNAVAILABLE: 'REPOSITORY_UNAVAILABLE',
  WORKING_TREE_DIRTY: 'WORKING_TREE_DIRTY',
  APPROVAL_PENDING: 'APPROVAL_PENDING',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** What an error can name by id: the API's object types, and owners (named only by the operators' command line). */
export type EntityType =
  | 'ApiToken'
  | 'Approval'
  | 'Checkpoint'
  | 'Conversation'
  | 'Message'
  | 'Phase'
  | 'Rewind'
  | 'Session'
  | 'Step'
  | 'Task'
  | 'Workspace'
  | 'Owner';

/** A row named by its type and database id. */
export type IdRef = { readonly type: EntityType; readonly id: string };

export function idRef(type: EntityType, id: string): IdRef {
  return { type, id };
}

/** How a message names a type: "API token", "session". */
const noun = (type: EntityType) => (type === 'ApiToken' ? 'API token' : type.toLowerCase());

/** A message: text and the id references in it, in order. */
export type ErrorText = readonly (string | IdRef)[];

/** A message with its ids kept as references: text`Session ${idRef('Session', id)} is locked` (numbers become text). */
export function text(strings: TemplateStringsArray, ...values: ReadonlyArray<string | number | IdRef>): ErrorText {
  const parts: Array<string | IdRef> = [];
  strings.forEach((part, index) => {
    parts.push(part);
    const value = values[index];
    if (value !== undefined) parts.push(typeof value === 'object' ? value : String(value));
  });
  return parts;
}

/** The message with every id shown by `show` (the API: a global id; logs and the command line: the database id). */
export function render(parts: ErrorText, show: (ref: IdRef) => string): string {
  return parts.map((part) => (typeof part === 'string' ? part : show(part))).join('');
}

/** "a, b or c". */
export function either(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? 'none') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

const capitalised = (words: string) => words[0]!.toUpperCase() + words.slice(1);

export abstract class DomainError extends Error {
  abstract readonly code: ErrorCode;
  /** The message with its ids as references; `message` shows them as database ids. */
  readonly parts: ErrorText;
  constructor(parts: ErrorText | string) {
    const list = typeof parts === 'string' ? [parts] : parts;
    super(render(list, (ref) => ref.id));
    this.parts = list;
  }
}

/** An expected failure's class (its constructor takes whatever it takes). */
export type ErrorClass = new (...args: never[]) => DomainError;

/**
 * What a function can throw, declared once next to it as `export const <function>Throws = throws(...)`: the classes
 * it constructs and the declarations of what it calls. Error unions are built from these (graphql/schema/errors.ts);
 * test/schema.test.ts checks each declaration against its function's body.
 */
export function throws(...parts: ReadonlyArray<ErrorClass | readonly ErrorClass[]>): readonly ErrorClass[] {
  return [...new Set(parts.flat())];
}

export class NotFoundError extends DomainError {
  readonly code = ErrorCode.NOT_FOUND;
  readonly entity: EntityType;
  /** The database id (or, for an owner, the name or id) that was looked for. */
  readonly id: string;
  constructor(entity: EntityType, id: string) {
    super(text`${capitalised(noun(entity))} ${idRef(entity, id)} was not found; check the id: it must be one this API gave your token's owner.`);
    this.entity = entity;
    this.id = id;
  }
}

export class ValidationError extends DomainError {
  readonly code = ErrorCode.VALIDATION_FAILED;
  readonly field: string;
  constructor(field: string, problem: ErrorText | string) {
    super([`${field}: `, ...(typeof problem === 'string' ? [problem] : problem)]);
    this.field = field;
  }
}

export const PlanProblem = {
  DUPLICATE_KEY: 'DUPLICATE_KEY',
  UNKNOWN_DEPENDENCY: 'UNKNOWN_DEPENDENCY',
  DEPENDENCY_CYCLE: 'DEPENDENCY_CYCLE',
  /** A revision names a phase or task key the plan does not have. */
  UNKNOWN_KEY: 'UNKNOWN_KEY',
  /** A revision would change work that has started or finished (only pending work can change). */
  NOT_PENDING: 'NOT_PENDING',
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

/**
 * An action its subject's state does not allow. `action` is a verb phrase ("start", "append messages to"): the
 * message reads "Cannot <action> <subject>: it is <state>; that is allowed only while it is <states>."
 */
export class InvalidTransitionError extends DomainError {
  readonly code = ErrorCode.INVALID_TRANSITION;
  readonly ref: IdRef;
  readonly currentState: string;
  readonly action: string;
  readonly allowedFrom: readonly string[];
  constructor(ref: IdRef, currentState: string, action: string, allowedFrom: readonly string[], hint?: ErrorText | string) {
    const allowed = allowedFrom.length ? `that is allowed only while it is ${either(allowedFrom)}` : 'that is never allowed';
    const next = hint === undefined ? [] : [' ', ...(typeof hint === 'string' ? [hint] : hint)];
    super([...text`Cannot ${action} ${noun(ref.type)} ${ref}: it is ${currentState}; ${allowed}.`, ...next]);
    this.ref = ref;
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
    const next = 'if you are that runner, pass its leaseToken; otherwise wait until the lease is released or expires, or break it with forceUnlock';
    super(text`Session ${idRef('Session', sessionId)} is leased to runner "${holder}" until ${expiresAt.toISOString()}; ${next}.`);
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
    const why = current === null ? 'it expired or was released' : `lease ${current} replaced it`;
    const session = idRef('Session', sessionId);
    super(text`Lease ${given} of session ${session} is no longer live (${why}); stop writing, then resume the session to take a new lease.`);
    this.given = given;
    this.current = current;
  }
}

/** One live lease per workspace directory: another session there holds one. */
export class WorkspaceAlreadyOpenError extends DomainError {
  readonly code = ErrorCode.WORKSPACE_ALREADY_OPEN;
  readonly otherSession: IdRef;
  constructor(path: string, otherSessionId: string, holder: string) {
    const other = idRef('Session', otherSessionId);
    const next = 'wait until that lease is released or expires, break it with forceUnlock, or work in another directory';
    super(text`Workspace ${path} is already open in session ${other} (runner "${holder}"); ${next}.`);
    this.otherSession = other;
  }
}

/** A write that expected another version of what it writes (optimistic concurrency); nothing was changed. */
export class VersionConflictError extends DomainError {
  readonly code = ErrorCode.VERSION_CONFLICT;
  readonly key: string;
  readonly expected: number;
  /** The version in force; 0 when there is none. */
  readonly current: number;
  constructor(key: string, expected: number, current: number) {
    super(
      current === 0
        ? `"${key}" does not exist yet: write it with expectedVersion 0.`
        : `"${key}" is at version ${current}, not ${expected}: someone wrote it since you read it. Read it again, merge, and write with expectedVersion ${current}.`,
    );
    this.key = key;
    this.expected = expected;
    this.current = current;
  }
}

/**
 * Not a domain error (no error union lists it): a transaction that lost to concurrent ones (a deadlock or a
 * serialization failure) more times than the unit of work retries. Nothing was changed; the same request sent again
 * is expected to succeed. The API shows it as a GraphQL error with extensions { code: TRANSIENT_FAILURE, retryable }.
 */
export class TransientFailureError extends Error {
  readonly code = 'TRANSIENT_FAILURE';
  readonly retryable = true;
  /** The SQLSTATE of the last failed attempt (40P01 deadlock, 40001 serialization failure). */
  readonly sqlState: string;
  constructor(attempts: number, sqlState: string) {
    const what = sqlState === '40P01' ? 'a deadlock' : 'a serialization failure';
    super(
      `The database refused this change ${attempts} time(s) in a row because of concurrent changes to the same data (last: ${what}, SQLSTATE ${sqlState}); nothing was changed. Send the same request again (with the same idempotency key, if it had one).`,
    );
    this.sqlState = sqlState;
  }
}
