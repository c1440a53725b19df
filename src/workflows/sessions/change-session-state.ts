import type { Caller } from '../../caller.ts';
import { throws } from '../../errors.ts';
import { inTransaction, inTransactionThrows } from '../../events/unit-of-work.ts';
import type { SessionAction } from '../../sessions/session.model.ts';
import { getSessionForUpdate, getSessionForUpdateThrows, transitionSession, transitionSessionThrows } from '../../sessions/session.service.ts';

/** start / pause / complete / fail / cancel, through the session transition table. */
export async function changeSessionState(caller: Caller, sessionId: string, action: SessionAction, reason?: string | null) {
  return inTransaction(caller, async (work) => {
    const session = await getSessionForUpdate(work, caller.viewer.ownerId, sessionId);
    return transitionSession(work, session, action, { reason });
  });
}
export const changeSessionStateThrows = throws(inTransactionThrows, getSessionForUpdateThrows, transitionSessionThrows);
