// The expected failure of undoing a rewind out of order.
import { DomainError, ErrorCode, type IdRef, idRef, text } from './domain.ts';

/** An undo of a rewind that is not the most recent one not yet undone, or one already undone. */
export class RewindNotUndoableError extends DomainError {
  readonly code = ErrorCode.REWIND_NOT_UNDOABLE;
  readonly rewind: IdRef;
  /** The later rewind to undo first; null when this one is already undone. */
  readonly later: IdRef | null;
  constructor(rewindId: string, laterRewindId: string | null) {
    const rewind = idRef('Rewind', rewindId);
    const later = laterRewindId ? idRef('Rewind', laterRewindId) : null;
    super(
      later
        ? text`Rewind ${rewind} is not the latest: undo rewind ${later} first (rewinds are undone newest first), then this one.`
        : text`Rewind ${rewind} is already undone; rewind again if you want to go back there.`,
    );
    this.rewind = rewind;
    this.later = later;
  }
}
