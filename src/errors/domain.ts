// The closed set of expected failures, each with a stable code (graphql/schema/errors/ makes them typed results): the
// framework and the errors every domain throws. The other files of this folder hold one concept's errors each.
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
  AGENT_OFFLINE: 'AGENT_OFFLINE',
  WORKSPACE_CLAIMED: 'WORKSPACE_CLAIMED',
  AGENT_COMMAND_FAILED: 'AGENT_COMMAND_FAILED',
  OBJECT_MALFORMED: 'OBJECT_MALFORMED',
  OBJECT_TYPE_UNSUPPORTED: 'OBJECT_TYPE_UNSUPPORTED',
  TREE_INVALID: 'TREE_INVALID',
  OBJECTS_MISSING: 'OBJECTS_MISSING',
  FORKS_DEPEND: 'FORKS_DEPEND',
  RETENTION_BUSY: 'RETENTION_BUSY',
  EXPORT_MALFORMED: 'EXPORT_MALFORMED',
  EXPORT_TRUNCATED: 'EXPORT_TRUNCATED',
  EXPORT_VERSION_UNSUPPORTED: 'EXPORT_VERSION_UNSUPPORTED',
  WRITE_REFUSED: 'WRITE_REFUSED',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** What an error can name by id: the API's object types, and owners (named only by the operators' command line). */
export type EntityType =
  | 'Agent'
  | 'AgentCommand'
  | 'ApiToken'
  | 'Approval'
  | 'Checkpoint'
  | 'Conversation'
  | 'Deletion'
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
export const noun = (type: EntityType) => (type === 'ApiToken' ? 'API token' : type.toLowerCase());

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
 * What a function the API edge calls can throw, listed by class next to it: `export const <function>Throws =
 * throws(A, B)`. Error unions are built from these (graphql/schema/errors/domain.ts). The list is not trusted: the
 * throws tool (test/tools/throws/) computes what the function can throw from the code (what it constructs, what the
 * functions it uses throw, less what it catches) and fails on any difference, naming the calls an error comes through.
 * Functions no union needs declare nothing.
 */
export function throws(...types: readonly ErrorClass[]): readonly ErrorClass[] {
  return [...new Set(types)];
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
