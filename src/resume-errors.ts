// The expected failures of resume and restore (errors.ts holds the framework and the others).
import { DomainError, ErrorCode, either, type IdRef, idRef, text } from './errors.ts';

export class NoResumableSessionError extends DomainError {
  readonly code = ErrorCode.NO_RESUMABLE_SESSION;
  constructor() {
    super('You have no interrupted session to resume; pass a sessionId, or find one with sessions(filter: { resumable: true }).');
  }
}

export class TerminalStateError extends DomainError {
  readonly code = ErrorCode.TERMINAL_STATE;
  readonly state: string;
  constructor(sessionId: string, state: string) {
    super(text`Session ${idRef('Session', sessionId)} is ${state} and cannot be resumed; to carry its work on, create a new session.`);
    this.state = state;
  }
}

export class EnvironmentInvalidError extends DomainError {
  readonly code = ErrorCode.ENVIRONMENT_INVALID;
  readonly problems: string[];
  constructor(problems: string[], hint: string) {
    super(`The workspace is not fit to resume in: ${problems.map((problem) => problem.replace(/\.$/, '')).join('; ')}. ${hint}`);
    this.problems = problems;
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

export class ConfigChangedError extends DomainError {
  readonly code = ErrorCode.CONFIG_CHANGED;
  constructor(sessionId: string) {
    const next = 'put that one back, or take a checkpoint now (createCheckpoint) to accept the new one, then resume';
    super(text`The model configuration of session ${idRef('Session', sessionId)} differs from the one stamped on its checkpoint; ${next}.`);
  }
}

export class CheckpointNotFoundError extends DomainError {
  readonly code = ErrorCode.CHECKPOINT_NOT_FOUND;
  readonly checkpoint: IdRef;
  constructor(checkpointId: string, session: IdRef) {
    const checkpoint = idRef('Checkpoint', checkpointId);
    super(text`Checkpoint ${checkpoint} is not a checkpoint of session ${session}; pick one from that session's checkpoints.`);
    this.checkpoint = checkpoint;
  }
}

/** No continuation can be planned: nothing to restart, or the session changed while the resume was being prepared. */
export class ContinuationFailedError extends DomainError {
  readonly code = ErrorCode.CONTINUATION_FAILED;
}
