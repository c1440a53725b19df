// The expected failure of a retention run asked for while another runs for the same owner.
import { DomainError, ErrorCode } from './domain.ts';

export class RetentionBusyError extends DomainError {
  readonly code = ErrorCode.RETENTION_BUSY;
  constructor() {
    super('A retention run of your sessions is under way (asked for, or the server on its schedule); nothing was done. Ask again once it has ended.');
  }
}
