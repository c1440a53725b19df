import { inTransaction } from '../events/transaction.ts';
import type { SessionAction } from '../sessions/session.model.ts';
import { getSessionForUpdate, transitionSession } from '../sessions/session.service.ts';
import type { Caller } from './viewer.ts';

/** start / pause / complete / fail / cancel, through the session transition table. */
export async function changeSessionState({ db, viewer }: Caller, sessionId: string, action: SessionAction, reason?: string | null) {
  return inTransaction(db, viewer.actor, async (tx) => {
    const session = await getSessionForUpdate(tx, viewer.ownerId, sessionId);
    return transitionSession(tx, session, action, { reason });
  });
}
