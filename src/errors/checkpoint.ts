// The expected failures of reading a checkpoint back (resume, rewind, undo, fork and branch all do): not one of the
// session's, edited since it was signed, or in a format this server does not read.
import { DomainError, ErrorCode, either, type IdRef, idRef, text } from './domain.ts';

export class CheckpointNotFoundError extends DomainError {
  readonly code = ErrorCode.CHECKPOINT_NOT_FOUND;
  readonly checkpoint: IdRef;
  constructor(checkpointId: string, session: IdRef) {
    const checkpoint = idRef('Checkpoint', checkpointId);
    super(text`Checkpoint ${checkpoint} is not a checkpoint of session ${session}; pick one from that session's checkpoints.`);
    this.checkpoint = checkpoint;
  }
}

export class CheckpointTamperedError extends DomainError {
  readonly code = ErrorCode.CHECKPOINT_TAMPERED;
  readonly checkpoint: IdRef;
  constructor(checkpointId: string) {
    const checkpoint = idRef('Checkpoint', checkpointId);
    super(text`Checkpoint ${checkpoint} no longer matches its signature (it was edited), so resume refuses it; resume from one whose verified field is true.`);
    this.checkpoint = checkpoint;
  }
}

/** A checkpoint whose state snapshot is in a format this server does not read (written by a newer server). */
export class CheckpointVersionUnsupportedError extends DomainError {
  readonly code = ErrorCode.CHECKPOINT_VERSION_UNSUPPORTED;
  readonly checkpoint: IdRef;
  /** The format found, as stored. */
  readonly formatVersion: string;
  readonly readableVersions: readonly number[];
  constructor(checkpointId: string, found: unknown, readable: readonly number[]) {
    const checkpoint = idRef('Checkpoint', checkpointId);
    const formatVersion = typeof found === 'string' ? found : JSON.stringify(found);
    const next = `upgrade this server to a version that reads format ${formatVersion}, or use another checkpoint of the session (one taken by a server of this version)`;
    super(
      text`Checkpoint ${checkpoint} holds its state in format ${formatVersion}, which this server does not read (it reads format ${either(readable.map(String))}), so nothing was changed; ${next}.`,
    );
    this.checkpoint = checkpoint;
    this.formatVersion = formatVersion;
    this.readableVersions = readable;
  }
}
