// Errors as data, narrowed on `__typename`. Every union result of the API is one success type and the error types
// of that call, each named `…Error` and implementing Error { code message }: select `__typename` and
// `... on Error { code message }` in the operation, and these give you the typed parts.

import type { ErrorCode } from './gql/operations.ts';

type Typed = { readonly __typename?: string };

/** The error members of a union result (their `__typename` ends in `Error`), each with its `code` and own fields. */
export type Failure<U> = Extract<NonNullable<U>, { readonly __typename?: `${string}Error` }>;

/** The success member of a union result (the payload, or the object a query asked for). */
export type Success<U> = Exclude<NonNullable<U>, { readonly __typename?: `${string}Error` }>;

export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** A union result that was not what the caller needed: an error result (with its code), another type, or null. */
export class ResultError extends Error {
  override readonly name = 'ResultError';
  /** The error's code; null when the result was no error but another type than expected, or null. */
  readonly code: ErrorCode | null;
  /** The type the result was (null when it was null). */
  readonly typename: string | null;
  readonly result: unknown;

  constructor(code: ErrorCode | null, typename: string | null, result: unknown, message: string) {
    super(message);
    this.code = code;
    this.typename = typename;
    this.result = result;
  }
}

function isFailure(value: Typed): boolean {
  return typeof value.__typename === 'string' && value.__typename.endsWith('Error');
}

function refused(value: Typed | null | undefined, expected: string): ResultError {
  if (value == null) return new ResultError(null, null, value, `expected ${expected}, got ${value}`);
  const typename = value.__typename ?? null;
  if (!isFailure(value)) return new ResultError(null, typename, value, `expected ${expected}, got ${typename ?? 'a result without __typename (select it)'}`);
  const { code, message } = value as { code: ErrorCode; message: string };
  return new ResultError(code, typename, value, `${code}: ${message}`);
}

/** The union result as a Result: `ok` with its success member, or not, with its error member. */
export function result<U extends Typed>(value: U): Result<Success<U>, Failure<U>> {
  if (value == null) throw refused(value, 'a result');
  return isFailure(value) ? { ok: false, error: value as Failure<U> } : { ok: true, value: value as Success<U> };
}

/**
 * The member of a union result named `typename`; anything else throws a ResultError that says what it was (an
 * error's code and message). For the calls whose failure is a bug of the caller, and for tests.
 */
export function narrow<U extends Typed, N extends NonNullable<U['__typename']>>(
  value: U | null | undefined,
  typename: N,
): Extract<U, { readonly __typename?: N }> {
  if (value?.__typename !== typename) throw refused(value, typename);
  return value as Extract<U, { readonly __typename?: N }>;
}

/** The error member of a union result; a success (or null) throws. For tests that expect a refusal. */
export function failure<U extends Typed>(value: U | null | undefined): Failure<U> {
  if (value == null || !isFailure(value)) throw refused(value, 'an error');
  return value as Failure<U>;
}
