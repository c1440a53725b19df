// The expected failure of a batch of writes (recordWork): one of its writes was refused. The batch is one
// transaction, so nothing of it was written; the error names the write and carries the write's own error.
import { DomainError, ErrorCode } from './domain.ts';

export class WorkWriteRefusedError extends DomainError {
  readonly code = ErrorCode.WRITE_REFUSED;
  /** The write's place in the batch, from 0. */
  readonly index: number;
  /** Its kind (the field of WorkWriteInput it gave, e.g. completeStep). */
  readonly write: string;
  /** Why: the error the write would have answered alone, after the writes before it. */
  readonly error: DomainError;
  constructor(index: number, write: string, error: DomainError) {
    super([
      `Write ${index} of the batch (${write}) was refused, so nothing of the batch was written: `,
      ...error.parts,
      ' Send the writes before it again (they were accepted up to it), then this one alone once it is fixed, or leave it out.',
    ]);
    this.index = index;
    this.write = write;
    this.error = error;
  }
}
