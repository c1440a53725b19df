// Idempotent mutations: the first result under a key is stored with a hash of the request; a replay returns it,
// the same key with a different request is a conflict. Runs inside the mutation's transaction, so a failed
// mutation leaves no record and may be retried with the same key.
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { Db } from '../db/client.ts';
import { ValidationError } from '../errors/domain.ts';
import { IdempotencyConflictError } from '../errors/idempotency.ts';
import type { Work } from '../events/unit-of-work.ts';
import { claimIdempotencyKey, findIdempotencyRecord, storeIdempotentResult } from './idempotency.queries.ts';

export type IdempotentCall = { ownerId: string; key: string | null | undefined; operation: string; request: unknown };

export async function withIdempotency<R extends Record<string, unknown>>(
  work: Work,
  call: IdempotentCall,
  run: () => Promise<R>,
): Promise<R & { replayed: boolean }> {
  if (call.key == null) return { ...(await run()), replayed: false };
  const { stored: key, requestHash } = fingerprint(call.key, call);
  // Concurrent calls with one key queue on the primary key here; the loser then sees the winner's record.
  const claimed = await claimIdempotencyKey(work.trx, { ownerId: call.ownerId, key, operation: call.operation, requestHash });
  if (!claimed) return { ...(await findReplay<R>(work.trx, call))!, replayed: true };
  const result = await run();
  await storeIdempotentResult(work.trx, { ownerId: call.ownerId, key }, result, typeof result.sessionId === 'string' ? result.sessionId : null);
  return { ...result, replayed: false };
}

/**
 * The stored result of an earlier call with this key, or null when the key is new; the same key with another
 * request is a conflict. Lets a workflow with work outside its transaction (git) answer a replay before doing any.
 */
export async function findReplay<R>(db: Db, call: IdempotentCall): Promise<R | null> {
  if (call.key == null) return null;
  const { key, stored, requestHash } = fingerprint(call.key, call);
  const record = await findIdempotencyRecord(db, { ownerId: call.ownerId, key: stored });
  if (!record) return null;
  if (record.operation !== call.operation || record.request_hash !== requestHash) throw new IdempotencyConflictError(key, record.operation);
  return record.result as R;
}

/**
 * The key as given (for messages), the form it is stored in (its sha256: a client may put anything in a key, so the
 * key itself is never stored), and the hash of the request it stands for.
 */
function fingerprint(given: string, call: IdempotentCall): { key: string; stored: string; requestHash: string } {
  const key = given.trim();
  if (!key || key.length > 200) throw new ValidationError('idempotencyKey', 'must be 1 to 200 characters; a UUID works well.');
  const requestHash = createHash('sha256')
    .update(canonicalize({ operation: call.operation, request: call.request ?? null }) ?? '')
    .digest('hex');
  return { key, stored: createHash('sha256').update(key).digest('hex'), requestHash };
}
