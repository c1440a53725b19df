// SQLSTATE codes we react to, by name, and the database refusals that are a request's mistake.
import { DatabaseUnavailableError, type RetryLaterError, ServerBusyError } from '../errors/availability.ts';
import { ValidationError } from '../errors/domain.ts';

export const SqlState = {
  UNIQUE_VIOLATION: '23505',
  FOREIGN_KEY_VIOLATION: '23503',
  CHECK_VIOLATION: '23514',
  INVALID_TEXT_REPRESENTATION: '22P02',
  ADMIN_SHUTDOWN: '57P01',
  CRASH_SHUTDOWN: '57P02',
  CANNOT_CONNECT_NOW: '57P03',
  READ_ONLY_SQL_TRANSACTION: '25006',
  NUMERIC_VALUE_OUT_OF_RANGE: '22003',
  CHARACTER_NOT_IN_REPERTOIRE: '22021',
  UNTRANSLATABLE_CHARACTER: '22P05',
  SERIALIZATION_FAILURE: '40001',
  DEADLOCK_DETECTED: '40P01',
  ACTIVE_SQL_TRANSACTION: '25001',
} as const;

export function sqlStateOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : undefined;
}

/**
 * True when `error` failed a transaction only because of another one running at the same moment (a deadlock, or a
 * serialization failure): the same transaction run again may well succeed.
 */
export function isTransientFailure(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state === SqlState.DEADLOCK_DETECTED || state === SqlState.SERIALIZATION_FAILURE;
}

/**
 * True when `error` ended the connection it came on: a FATAL (or PANIC) from the server, a SQLSTATE of class 08, or
 * postgres.js's own CONNECTION_* and Node's socket error codes.
 */
export function isConnectionLost(error: unknown): boolean {
  const state = sqlStateOf(error) ?? '';
  const severity = (error as { severity?: unknown } | null)?.severity;
  return severity === 'FATAL' || severity === 'PANIC' || state.startsWith('08') || state.startsWith('CONNECT') || /^E[A-Z]+$/.test(state);
}

/**
 * True when `error` says the database cannot take this request now, but a primary may soon: the connection was lost
 * or refused (isConnectionLost), the server is shutting down or starting up (57P01-57P03), or the connection is to a
 * server in read-only mode (25006: a standby, or a primary turned read-only). Nothing was committed by the statement
 * that failed so; the same request sent again may succeed once a primary answers.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlStateOf(error);
  return (
    isConnectionLost(error) ||
    state === SqlState.ADMIN_SHUTDOWN ||
    state === SqlState.CRASH_SHUTDOWN ||
    state === SqlState.CANNOT_CONNECT_NOW ||
    state === SqlState.READ_ONLY_SQL_TRANSACTION
  );
}

/**
 * `error` as the request refused for now that it means: a ServerBusyError (the pool's connections all in use), or the
 * DatabaseUnavailableError it is or means (a database error, or one caused by one, that isDatabaseUnavailable); else
 * null. The one test every edge (GraphQL, the wire routes) applies: 503 with Retry-After, retryable.
 */
export function asRetryLater(error: unknown): RetryLaterError | null {
  for (
    let seen = error, depth = 0;
    seen && depth < 5;
    seen = (seen as { cause?: unknown; originalError?: unknown }).originalError ?? (seen as { cause?: unknown }).cause, depth++
  ) {
    if (seen instanceof DatabaseUnavailableError || seen instanceof ServerBusyError) return seen;
    if (isDatabaseUnavailable(seen)) return new DatabaseUnavailableError(seen);
  }
  return null;
}

/**
 * True when `error` is a PostgreSQL unique violation (SQLSTATE 23505), optionally of one named constraint.
 * postgres.js puts the SQLSTATE in `code` and the constraint in `constraint_name`.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (sqlStateOf(error) !== SqlState.UNIQUE_VIOLATION) return false;
  return constraint === undefined || (error as { constraint_name?: unknown }).constraint_name === constraint;
}

/** Unique constraints a request can run into: the input field it concerns, and what to do instead. */
const UNIQUE_INPUTS: Record<string, { field: string; hint: string }> = {
  workspaces_owner_place_key: { field: 'path', hint: 'that directory is already registered; use its workspace.' },
  tasks_session_id_key_key: { field: 'plan.tasks.key', hint: 'a task with that key already exists in the session; choose another key.' },
  steps_session_id_idempotency_key_key: {
    field: 'plan.steps.idempotencyKey',
    hint: 'a step with that idempotency key already exists in the session; step keys must be unique in a session.',
  },
};

/**
 * An expected database refusal as the domain error it means (a unique violation of a constraint a request can hit
 * is a VALIDATION_FAILED naming the field); anything else unchanged, to be masked and logged as unexpected.
 */
export function asExpectedError(error: unknown): unknown {
  const constraint = (error as { constraint_name?: unknown } | null)?.constraint_name;
  const input = typeof constraint === 'string' ? UNIQUE_INPUTS[constraint] : undefined;
  if (input && isUniqueViolation(error, constraint as string)) return new ValidationError(input.field, input.hint);
  // A backstop behind the edge's input checks (graphql/plugins/use-input-sanity.ts): values PostgreSQL cannot store.
  const state = sqlStateOf(error);
  if (state === SqlState.NUMERIC_VALUE_OUT_OF_RANGE) return new ValidationError('input', 'a number is out of range; send a smaller value.');
  if (state === SqlState.CHARACTER_NOT_IN_REPERTOIRE || state === SqlState.UNTRANSLATABLE_CHARACTER) {
    return new ValidationError('input', 'a text contains a character that cannot be stored (a NUL or a lone surrogate); remove it.');
  }
  return error;
}
