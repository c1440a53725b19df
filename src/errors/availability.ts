// The database cannot take requests now (a failover under way, the primary restarting, the connection lost): not a
// domain error (no error union lists it), and not a fault. Sent again in a moment, the same request is expected to
// succeed once a primary answers.

/** Seconds a client should wait before sending the request again (HTTP Retry-After). */
export const RETRY_AFTER_S = 1;

/**
 * The database could not be reached, or answered as a server that cannot write (a standby, one shutting down or
 * starting up). The API shows it as a GraphQL error with extensions { code: DATABASE_UNAVAILABLE, retryable } and,
 * over HTTP, status 503 with Retry-After. A change may have been committed when the connection was lost at its
 * commit: sending it again is safe with the same idempotency key.
 */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';
  readonly retryable = true;
  constructor(cause?: unknown) {
    super(
      `The database is unavailable right now (a failover or a restart may be under way${causeOf(cause)}). Send the same request again in ${RETRY_AFTER_S} s (a change with the same idempotency key, so it applies once).`,
      { cause },
    );
  }
}

function causeOf(cause: unknown): string {
  const message = cause instanceof Error ? cause.message : '';
  return message ? `: ${message}` : '';
}

/**
 * Every connection of the server's pool stayed in use by other requests for as long as a request may wait for one,
 * while the database answers: the server is overloaded, its database is not down. The API shows it as SERVER_BUSY,
 * retryable, HTTP 503 with Retry-After. The request stopped where it needed a connection: as for DATABASE_UNAVAILABLE,
 * a change is safe to send again with its idempotency key.
 */
export class ServerBusyError extends Error {
  readonly code = 'SERVER_BUSY';
  readonly retryable = true;
  constructor(waitedMs: number) {
    super(
      `The server is busy: every database connection it has stayed in use by other requests for ${waitedMs} ms. Send the same request again in ${RETRY_AFTER_S} s (a change with the same idempotency key), or spread the load over more servers.`,
    );
  }
}

/** A request the server could not take now, and the same request sent again later may succeed. */
export type RetryLaterError = DatabaseUnavailableError | ServerBusyError;
