// The expected failures of resume: nothing to resume, a finished session, a workspace or configuration not fit to
// resume in, no continuation to plan.
import { DomainError, ErrorCode, idRef, text } from './domain.ts';

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

export class ConfigChangedError extends DomainError {
  readonly code = ErrorCode.CONFIG_CHANGED;
  constructor(sessionId: string) {
    const next = 'put that one back, or take a checkpoint now (createCheckpoint) to accept the new one, then resume';
    super(text`The model configuration of session ${idRef('Session', sessionId)} differs from the one stamped on its checkpoint; ${next}.`);
  }
}

/** No continuation can be planned: nothing to restart, or the session changed while the resume was being prepared. */
export class ContinuationFailedError extends DomainError {
  readonly code = ErrorCode.CONTINUATION_FAILED;
}
