// Losing to a concurrent writer: a stale expected version (an expected failure), or a transaction that kept losing
// to concurrent ones (not a domain error: sent again, the same request is expected to succeed).
import { DomainError, ErrorCode } from './domain.ts';

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
 * Not a domain error (no error union lists it): a change that lost to a race it cannot win by waiting, such as a
 * transaction that lost to concurrent ones (a deadlock or a serialization failure) more times than the unit of work
 * retries. Nothing was changed; the same request sent again is expected to succeed. The API shows it as a GraphQL
 * error with extensions { code: TRANSIENT_FAILURE, retryable }.
 */
export class TransientFailureError extends Error {
  readonly code = 'TRANSIENT_FAILURE';
  readonly retryable = true;
  /** The SQLSTATE of the last failed attempt (40P01 deadlock, 40001 serialization failure); null for another race. */
  readonly sqlState: string | null;
  constructor(message: string, sqlState: string | null = null) {
    super(message);
    this.sqlState = sqlState;
  }

  /** A transaction refused `attempts` times in a row because of concurrent ones. */
  static ofConcurrency(attempts: number, sqlState: string): TransientFailureError {
    const what = sqlState === '40P01' ? 'a deadlock' : 'a serialization failure';
    return new TransientFailureError(
      `The database refused this change ${attempts} time(s) in a row because of concurrent changes to the same data (last: ${what}, SQLSTATE ${sqlState}); nothing was changed. Send the same request again (with the same idempotency key, if it had one).`,
      sqlState,
    );
  }
}
