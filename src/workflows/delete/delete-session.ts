// deleteSession: a session and everything it holds, audited (run-deletion.ts). Live forks that build on it are refused
// unless asked to go too (cascade) or to be given what they inherit first (handOver).
import type { Caller } from '../../caller.ts';
import { findSessionIdByKey } from '../../client-state/state.queries.ts';
import { findDeletionOf } from '../../deletions/deletion.queries.ts';
import { ForksDependError } from '../../errors/deletion.ts';
import { idRef, NotFoundError, text, throws, ValidationError } from '../../errors/domain.ts';
import { IdempotencyConflictError } from '../../errors/idempotency.ts';
import { LimitReachedError } from '../../errors/limit.ts';
import { findSessionsByIds } from '../../sessions/session.queries.ts';
import { type DeleteInput, type DeleteResult, runDeletion } from './run-deletion.ts';

export async function deleteSession(caller: Caller, input: DeleteInput & { sessionId: string | null; sessionKey?: string | null }): Promise<DeleteResult> {
  const { ownerId } = caller.viewer;
  const { sessionId: id, sessionKey, ...options } = input;
  if ((id === null) === (sessionKey == null)) throw new ValidationError('sessionKey', 'name the session by exactly one of sessionId and sessionKey.');
  const request = id === null ? { sessionKey } : { sessionId: id };
  return runDeletion(caller, { operation: 'deleteSession', input: options, request }, async (work) => {
    const sessionId = id ?? (await findSessionIdByKey(work.trx, ownerId, sessionKey!));
    if (sessionId === undefined) throw new NotFoundError('Session', sessionKey!);
    const [session] = await findSessionsByIds(work.trx, ownerId, [sessionId]);
    if (session) {
      const what = text`Session ${idRef('Session', session.id)}`;
      return { ownerId, kind: 'SESSION', targetId: session.id, sessionIds: [session.id], what };
    }
    const deletionId = await findDeletionOf(work.trx, ownerId, 'sessions', sessionId);
    if (deletionId) return { deletionId };
    throw new NotFoundError('Session', sessionId);
  });
}
export const deleteSessionThrows = throws(ForksDependError, IdempotencyConflictError, LimitReachedError, NotFoundError, ValidationError);
