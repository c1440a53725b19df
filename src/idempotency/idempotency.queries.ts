import type { Db, Trx } from '../db/client.ts';
import { json } from '../db/json.ts';
import { ownedBy } from '../db/tenancy.ts';

export type IdempotencyKey = { ownerId: string; key: string };

/** Claims the key for this request; false when a record exists (concurrent claims of one key queue on the primary key). */
export async function claimIdempotencyKey(trx: Trx, record: IdempotencyKey & { operation: string; requestHash: string }): Promise<boolean> {
  const claimed = await trx
    .insertInto('idempotency_records')
    .values({ owner_id: record.ownerId, key: record.key, operation: record.operation, request_hash: record.requestHash, result: null })
    .onConflict((oc) => oc.columns(['owner_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

export async function storeIdempotentResult(trx: Trx, record: IdempotencyKey, result: unknown, sessionId: string | null): Promise<void> {
  await trx
    .updateTable('idempotency_records')
    .set({ result: json(result), session_id: sessionId })
    .where(ownedBy('idempotency_records', record.ownerId))
    .where('key', '=', record.key)
    .execute();
}

export async function findIdempotencyRecord(db: Db, record: IdempotencyKey) {
  return db
    .selectFrom('idempotency_records')
    .select(['operation', 'request_hash', 'result'])
    .where(ownedBy('idempotency_records', record.ownerId))
    .where('key', '=', record.key)
    .executeTakeFirst();
}
