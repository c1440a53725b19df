// putSharedContext: an agent writes a named document of its session, naming the version
// it read. The session is locked first, so writes to one session are ordered; the document's own conditional write
// decides a race between two writers that read the same version.
import type { Caller } from '../../caller.ts';
import type { Session } from '../../db/tables/sessions.ts';
import { VersionConflictError } from '../../errors/concurrency.ts';
import { idRef, NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import { IdempotencyConflictError } from '../../errors/idempotency.ts';
import { SessionLockedError, StaleLeaseError } from '../../errors/lease.ts';
import { LimitReachedError } from '../../errors/limit.ts';
import { InvalidTransitionError } from '../../errors/transition.ts';
import { inTransaction } from '../../events/unit-of-work.ts';
import { withIdempotency } from '../../idempotency/idempotency.service.ts';
import { assertLeaseHeld } from '../../sessions/lease.model.ts';
import { isTerminal, LIVE_SESSION_STATES } from '../../sessions/session.model.ts';
import { assertStoredBytes, lockSessionCharging, storedSize } from '../../sessions/session-size.service.ts';
import { checkContextWrite } from '../../shared-context/context.model.ts';
import { assertDocumentRoom, putDocument } from '../../shared-context/context.service.ts';

export type PutSharedContextInput = {
  sessionId: string;
  key: string;
  /** Refused when null or absent (checkContextWrite). */
  value?: unknown;
  expectedVersion: number;
  idempotencyKey?: string | null;
  leaseToken?: number | null;
};

/** A document as the API shows it (and as an idempotent replay returns it: the version that call wrote). */
export type WrittenDocument = { sessionId: string; key: string; value: unknown; version: number; updatedBy: string; updatedAt: string };

/** A finished session keeps its documents as they were. */
function requireUnfinished(session: Session): void {
  if (!isTerminal(session.state)) return;
  const hint = 'A finished session keeps its shared documents as they were; create a new session to carry its work on.';
  throw new InvalidTransitionError(idRef('Session', session.id), session.state, 'write a shared document of', LIVE_SESSION_STATES, hint);
}

export async function putSharedContext(caller: Caller, input: PutSharedContextInput) {
  const { idempotencyKey, leaseToken, ...request } = input;
  checkContextWrite(input);
  // A key is the document's name, stored and shown as it is (so it can be read back by it): it may not hold a secret.
  if (caller.settings.redactor.text(input.key) !== input.key) {
    throw new ValidationError('key', 'it looks like it holds a secret (a token or password); name the document with plain words, and put secrets nowhere.');
  }
  const { ownerId } = caller.viewer;
  return inTransaction(caller, (work) =>
    withIdempotency(work, { ownerId, key: idempotencyKey, operation: 'putSharedContext', request }, async (): Promise<WrittenDocument> => {
      const bytes = storedSize(input.value); // every version stays in the session log
      const session = await lockSessionCharging(work, ownerId, input.sessionId, bytes);
      requireUnfinished(session);
      assertLeaseHeld(session, leaseToken, new Date());
      await assertDocumentRoom(work, session, input.key, bytes, caller.settings.quotas);
      await assertStoredBytes(work, session, bytes, caller.settings.quotas);
      const written = await putDocument(work, session, { key: input.key, value: input.value, expectedVersion: input.expectedVersion });
      const { key, value, version, updated_by: updatedBy, updated_at: updatedAt } = written;
      return { sessionId: session.id, key, value, version, updatedBy, updatedAt: new Date(updatedAt).toISOString() };
    }),
  );
}
export const putSharedContextThrows = throws(
  IdempotencyConflictError,
  InvalidTransitionError,
  LimitReachedError,
  NotFoundError,
  SessionLockedError,
  StaleLeaseError,
  ValidationError,
  VersionConflictError,
);
