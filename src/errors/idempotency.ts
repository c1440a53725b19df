// The expected failure of an idempotency key used again for another request.
import { DomainError, ErrorCode } from './domain.ts';

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
