// Session states and the one table of legal session transitions. Pure: no I/O.
import type { Session, SessionState, Strategy } from '../db/tables/sessions.ts';

export const SESSION_STATES = [
  'CREATED',
  'PLANNING',
  'RUNNING',
  'AWAITING_APPROVAL',
  'PAUSED',
  'COMPLETED',
  'FAILED',
  'CANCELLED',
] as const satisfies readonly SessionState[];
export const STRATEGIES = ['PARALLEL', 'SEQUENTIAL', 'ADAPTIVE', 'PIPELINE'] as const satisfies readonly Strategy[];
export const TERMINAL_SESSION_STATES: readonly SessionState[] = ['COMPLETED', 'FAILED', 'CANCELLED'];

export const LIVE_SESSION_STATES: readonly SessionState[] = ['CREATED', 'PLANNING', 'RUNNING', 'AWAITING_APPROVAL', 'PAUSED'];
const LIVE = LIVE_SESSION_STATES;

/** action -> the states it may start from and the state it leads to. */
export const SESSION_TRANSITIONS = {
  plan: { from: ['CREATED', 'PAUSED'], to: 'PLANNING' },
  start: { from: ['CREATED', 'PLANNING', 'PAUSED'], to: 'RUNNING' },
  pause: { from: ['PLANNING', 'RUNNING', 'AWAITING_APPROVAL'], to: 'PAUSED' },
  awaitApproval: { from: ['RUNNING'], to: 'AWAITING_APPROVAL' },
  approvalsSettled: { from: ['AWAITING_APPROVAL'], to: 'RUNNING' },
  resume: { from: LIVE, to: 'RUNNING' },
  complete: { from: ['RUNNING'], to: 'COMPLETED' },
  fail: { from: LIVE, to: 'FAILED' },
  cancel: { from: LIVE, to: 'CANCELLED' },
} as const satisfies Record<string, { from: readonly SessionState[]; to: SessionState }>;
export type SessionAction = keyof typeof SESSION_TRANSITIONS;

/**
 * The state `action` leads to from `current`, or null when the table forbids it. A move back to RUNNING while an
 * approval is pending lands at AWAITING_APPROVAL instead: gates hold on every path back to running.
 */
export function nextSessionState(current: SessionState, action: SessionAction, approvalPending = false): SessionState | null {
  const rule = SESSION_TRANSITIONS[action];
  if (!(rule.from as readonly SessionState[]).includes(current)) return null;
  return rule.to === 'RUNNING' && approvalPending ? 'AWAITING_APPROVAL' : rule.to;
}

export function isTerminal(state: SessionState): boolean {
  return TERMINAL_SESSION_STATES.includes(state);
}

export function hasLiveLease(session: Pick<Session, 'lease_expires_at'>, now: Date): boolean {
  return session.lease_expires_at !== null && session.lease_expires_at > now;
}

/** Resumable: not terminal, and not held by a live lease (a RUNNING session counts as interrupted once it expires). */
export function isResumable(session: Pick<Session, 'state' | 'lease_expires_at'>, now: Date): boolean {
  return !isTerminal(session.state) && !hasLiveLease(session, now);
}

/** Task and step progress may only be reported while the session is under way. */
export const WORK_STATES: readonly SessionState[] = ['RUNNING', 'AWAITING_APPROVAL'];
