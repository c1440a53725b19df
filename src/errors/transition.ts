// The expected failure of a state machine (every domain's transitions): an action the subject's state does not allow.
import { DomainError, ErrorCode, type ErrorText, either, type IdRef, noun, text } from './domain.ts';

/**
 * An action its subject's state does not allow. `action` is a verb phrase ("start", "append messages to"): the
 * message reads "Cannot <action> <subject>: it is <state>; that is allowed only while it is <states>."
 */
export class InvalidTransitionError extends DomainError {
  readonly code = ErrorCode.INVALID_TRANSITION;
  readonly ref: IdRef;
  readonly currentState: string;
  readonly action: string;
  readonly allowedFrom: readonly string[];
  constructor(ref: IdRef, currentState: string, action: string, allowedFrom: readonly string[], hint?: ErrorText | string) {
    const allowed = allowedFrom.length ? `that is allowed only while it is ${either(allowedFrom)}` : 'that is never allowed';
    const next = hint === undefined ? [] : [' ', ...(typeof hint === 'string' ? [hint] : hint)];
    super([...text`Cannot ${action} ${noun(ref.type)} ${ref}: it is ${currentState}; ${allowed}.`, ...next]);
    this.ref = ref;
    this.currentState = currentState;
    this.action = action;
    this.allowedFrom = allowedFrom;
  }
}
