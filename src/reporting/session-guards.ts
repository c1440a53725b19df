// What every report of work checks on its locked session: that its state accepts the report.
import type { Session } from '../db/tables/sessions.ts';
import { idRef } from '../errors/domain.ts';
import { InvalidTransitionError } from '../errors/transition.ts';
import { isTerminal } from '../sessions/session.model.ts';

/** The lease token a runner's write carries (fencing). */
export type Fence = { leaseToken?: number | null };

/** Refuses `action` (a verb phrase ending with "in" or "to": "start a task in") unless the session is in `allowed`. */
export function requireState(session: Session, allowed: readonly Session['state'][], action: string): void {
  if (allowed.includes(session.state)) return;
  const hint = isTerminal(session.state)
    ? 'A finished session takes no more work; create a new session to carry its work on.'
    : ['CREATED', 'PLANNING', 'PAUSED'].includes(session.state)
      ? 'Start or resume the session first.'
      : undefined;
  throw new InvalidTransitionError(idRef('Session', session.id), session.state, action, allowed, hint);
}
