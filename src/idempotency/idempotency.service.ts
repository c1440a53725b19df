// Idempotent mutations: the first result under a key is stored with a hash of the request; a replay returns it,
// the same key with a different request is a conflict. Runs inside the mutation's transaction, so a failed
// mutation leaves no record and may be retried with the same key.
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { Db, Trx } from '../db/client.ts';
import { json } from '../db/json.ts';
import { IdempotencyConflictError, ValidationError } from '../errors.ts';
import type { Work } from '../events/unit-of-work.ts';

export type IdempotentCall = { ownerId: string; key: string | null | undefined; operation: string; request: unknown };

export async function withIdempotency<R extends Record<string, unknown>>(
  work: Work,
  call: IdempotentCall,
  run: () => Promise<R>,
): Promise<R & { replayed: boolean }> {
  if (call.key == null) return { ...(await run()), replayed: false };
  const { key, requestHash } = fingerprint(call.key, call);
  // Concurrent calls with one key queue on the primary key here; the loser then sees the winner's record.
  const claimed = await work.trx
    .insertInto('idempotency_records')
    .values({ owner_id: call.ownerId, key, operation: call.operation, request_hash: requestHash, result: null })
    .onConflict((oc) => oc.columns(['owner_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!claimed) return { ...(await findReplay<R>(work.trx, call))!, replayed: true };
  const result = await run();
  await work.trx
    .updateTable('idempotency_records')
    .set({ result: json(result), session_id: typeof result.sessionId === 'string' ? result.sessionId : null })
    .where('owner_id', '=', call.ownerId)
    .where('key', '=', key)
    .execute();
  return { ...result, replayed: false };
}

/**
 * The stored result of an earlier call with this key, or null when the key is new; the same key with another
 * request is a conflict. Lets a workflow with work outside its transaction (git) answer a replay before doing any.
 */
export async function findReplay<R>(db: Db | Trx, call: IdempotentCall): Promise<R | null> {
  if (call.key == null) return null;
  const { key, requestHash } = fingerprint(call.key, call);
  const record = await db
    .selectFrom('idempotency_records')
    .select(['operation', 'request_hash', 'result'])
    .where('owner_id', '=', call.ownerId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!record) return null;
  if (record.operation !== call.operation || record.request_hash !== requestHash) throw new IdempotencyConflictError(key, record.operation);
  return record.result as R;
}

function fingerprint(given: string, call: IdempotentCall): { key: string; requestHash: string } {
  const key = given.trim();
  if (!key || key.length > 200) throw new ValidationError('idempotencyKey', 'must be 1 to 200 characters; a UUID works well.');
  const requestHash = createHash('sha256')
    .update(canonicalize({ operation: call.operation, request: call.request ?? null }) ?? '')
    .digest('hex');
  return { key, requestHash };
}
