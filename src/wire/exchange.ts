// What the wire routes share: a request body read within its bound, and answers in JSON, an expected failure as
// `{ code, message, ...its details }` with an HTTP status that says the same. Unexpected errors are masked and logged.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthFailure } from '../auth/challenge.ts';
import { AUTH_FAILURES, bearerChallenge } from '../auth/challenge.ts';
import { asRetryLater } from '../db/sqlstate.ts';
import { RETRY_AFTER_S } from '../errors/availability.ts';
import { TransientFailureError } from '../errors/concurrency.ts';
import { DomainError, type ErrorCode } from '../errors/domain.ts';
import { type Limit, LimitReachedError, limitReached } from '../errors/limit.ts';
import type { Logger } from '../logger.ts';

/** The whole body, refused (before it is read, when its length is declared) once it passes `maxBytes`. */
export async function readBody(request: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (declared > maxBytes) throw bodyTooLarge(maxBytes, declared);
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > maxBytes) throw bodyTooLarge(maxBytes);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, length);
}

function bodyTooLarge(max: number, length?: number): LimitReachedError {
  const problem = length ? `The request body is ${length.toLocaleString('en')} bytes` : 'The request body is too large';
  return limitReached('REQUEST_BYTES', max, problem, 'Send the objects in several requests; nothing was stored.', 'bytes');
}

export function answerJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), ...headers }).end(text);
}

/** 401, as GraphQL answers it: the reason, what to do, and the Bearer challenge. */
export function answerUnauthenticated(response: ServerResponse, failure: AuthFailure): void {
  answerJson(response, 401, { code: 'UNAUTHENTICATED', reason: failure, message: AUTH_FAILURES[failure] }, { 'www-authenticate': bearerChallenge(failure) });
}

const STATUS: Partial<Record<ErrorCode, number>> = {
  NOT_FOUND: 404,
  VALIDATION_FAILED: 400,
  IDEMPOTENCY_CONFLICT: 409,
  EXPORT_MALFORMED: 400,
  EXPORT_TRUNCATED: 400,
  EXPORT_VERSION_UNSUPPORTED: 422,
  OBJECT_MALFORMED: 400,
  OBJECT_TYPE_UNSUPPORTED: 422,
  TREE_INVALID: 422,
  OBJECTS_MISSING: 422,
};
const LIMIT_STATUS: Partial<Record<Limit, number>> = {
  REQUEST_BYTES: 413,
  IMPORT_BYTES: 413,
  STATE_UPLOAD_BYTES: 413,
  STATE_UPLOADS: 429,
  OBJECT_BYTES: 413,
  OWNER_OBJECT_BYTES: 403,
};

/**
 * An error as its answer: an expected failure with its code, message and details (never a 5xx); a transaction that
 * kept losing to concurrent ones as 503 TRANSIENT_FAILURE, retryable; a database unavailable (a failover) as 503
 * DATABASE_UNAVAILABLE with Retry-After, retryable; anything else 500, masked, and logged.
 */
export function answerError(
  response: ServerResponse,
  error: unknown,
  logger: Logger,
  statusOf: (error: DomainError) => number | undefined = () => undefined,
): void {
  if (response.headersSent) {
    logger.error('a wire route failed after it began its answer', error);
    response.destroy();
    return;
  }
  if (error instanceof LimitReachedError && (error.limit === 'REQUEST_BYTES' || error.limit === 'IMPORT_BYTES')) response.setHeader('connection', 'close'); // the rest of the body is not read
  const unavailable = error instanceof DomainError ? null : asRetryLater(error);
  if (error instanceof DomainError) {
    const { parts: _parts, ...details } = error;
    const status = statusOf(error) ?? (error instanceof LimitReachedError ? (LIMIT_STATUS[error.limit] ?? 400) : (STATUS[error.code] ?? 400));
    answerJson(response, status, { ...details, message: error.message });
  } else if (error instanceof TransientFailureError) {
    answerJson(response, 503, { code: error.code, retryable: true, message: error.message });
  } else if (unavailable) {
    response.setHeader('retry-after', String(RETRY_AFTER_S));
    answerJson(response, 503, { code: unavailable.code, retryable: true, message: unavailable.message });
  } else {
    logger.error('a wire route failed unexpectedly', error);
    answerJson(response, 500, { code: 'INTERNAL_SERVER_ERROR', message: 'Unexpected error; it was logged. Send the request again later.' });
  }
}
