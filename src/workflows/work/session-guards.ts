// What every report of work checks on the locked session: that its state accepts the report.
import type { Session } from '../../db/database.ts';
import { InvalidTransitionError } from '../../errors.ts';

/** The lease token a runner's write carries (fencing). */
export type Fence = { leaseToken?: number | null };

export function requireState(session: Session, allowed: readonly Session['state'][], action: string): void {
  if (!allowed.includes(session.state)) {
    throw new InvalidTransitionError(
      'session',
      session.id,
      session.state,
      action,
      allowed,
      session.state === 'CREATED' || session.state === 'PAUSED' ? 'Start or resume the session first.' : undefined,
    );
  }
}
