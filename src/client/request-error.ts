// A call the server did not answer with data: GraphQL errors at the top of the response (not errors as data), or
// no answer at all. Typed by its code, and by whether sending it again is safe.

import type { ErrorCode } from './gql/operations.ts';
import { ERROR_CODES } from './gql/schema-facts.ts';

/**
 * What went wrong. Besides the codes of domain errors (a refused subscription: NOT_FOUND, VALIDATION_FAILED):
 * UNAUTHENTICATED (no token, an unknown or revoked one), TRANSIENT_FAILURE (lost to concurrent transactions, nothing
 * changed), DATABASE_UNAVAILABLE (the server's database cannot take requests now: a failover or a restart under way;
 * retryable when the call is safe to send again: a query, or a mutation with an idempotency key), SERVER_BUSY (every
 * database connection of the server stayed in use by other requests; retryable as DATABASE_UNAVAILABLE), LIMIT_EXCEEDED and
 * STATEMENT_TIMEOUT (the request's bounds), BAD_REQUEST (not a GraphQL request),
 * UNREACHABLE (no answer: the server is down, restarting or the connection dropped) and UNEXPECTED (a masked fault).
 */
export type RequestErrorCode =
  | ErrorCode
  | 'UNAUTHENTICATED'
  | 'TRANSIENT_FAILURE'
  | 'DATABASE_UNAVAILABLE'
  | 'SERVER_BUSY'
  | 'LIMIT_EXCEEDED'
  | 'STATEMENT_TIMEOUT'
  | 'BAD_REQUEST'
  | 'UNREACHABLE'
  | 'UNEXPECTED';

export type GraphQLErrorShape = { message: string; path?: ReadonlyArray<string | number>; extensions?: Record<string, unknown> };

const EDGE_CODES: ReadonlySet<string> = new Set([
  'UNAUTHENTICATED',
  'TRANSIENT_FAILURE',
  'DATABASE_UNAVAILABLE',
  'SERVER_BUSY',
  'LIMIT_EXCEEDED',
  'STATEMENT_TIMEOUT',
  'BAD_REQUEST',
]);

/** Refusals of a request the server may have partly applied: sent again only when that is safe. */
const RETRY_WHEN_SAFE: ReadonlySet<string> = new Set(['DATABASE_UNAVAILABLE', 'SERVER_BUSY']);

export class RequestError extends Error {
  override readonly name = 'RequestError';
  readonly code: RequestErrorCode;
  /** Whether sending the same call again is safe and may succeed (the client has done so, up to its retries). */
  readonly retryable: boolean;
  /** The GraphQL errors as the server sent them (none when it did not answer). */
  readonly errors: readonly GraphQLErrorShape[];
  /** The HTTP status, when there was an answer over HTTP. */
  readonly status: number | null;

  constructor(
    code: RequestErrorCode,
    message: string,
    options: { retryable?: boolean; errors?: readonly GraphQLErrorShape[]; status?: number | null; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.code = code;
    this.retryable = options.retryable ?? false;
    this.errors = options.errors ?? [];
    this.status = options.status ?? null;
  }

  /**
   * The error for a response's GraphQL errors: the first one's code, retryable when the server says so. `safe`: the
   * call may be sent again even if it was applied (a query, a keyed mutation); a DATABASE_UNAVAILABLE or SERVER_BUSY is
   * retryable only then, since a change whose commit lost its connection (or that went on past it) may have been applied.
   */
  static fromErrors(errors: readonly GraphQLErrorShape[], status: number | null = null, safe = true): RequestError {
    const extensions = errors[0]?.extensions ?? {};
    const given = typeof extensions.code === 'string' ? extensions.code : '';
    const message = errors.map((error) => error.message).join('; ') || 'The server answered neither data nor an error.';
    const retryable = RETRY_WHEN_SAFE.has(given) ? safe : given === 'TRANSIENT_FAILURE' || extensions.retryable === true;
    return new RequestError(codeOf(given), message, { retryable, errors, status });
  }
}

/** A code the server sent, as one of ours: GraphQL's own refusals of a document are BAD_REQUEST; anything else unknown is UNEXPECTED. */
function codeOf(given: string): RequestErrorCode {
  if (EDGE_CODES.has(given) || ERROR_CODES.has(given as ErrorCode)) return given as RequestErrorCode;
  return given.startsWith('GRAPHQL_') ? 'BAD_REQUEST' : 'UNEXPECTED';
}
