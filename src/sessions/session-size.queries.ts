// What sessions store (sessions.stored_bytes), counted by the writes that store it (session-size.service.ts).
import { sql } from 'kysely';
import type { Trx } from '../db/client.ts';
import { ownedBy } from '../db/tenancy.ts';

/** Adds `bytes` to what the session stores and returns the new total. The session is locked by the caller. */
export async function addStoredBytes(trx: Trx, sessionId: string, bytes: number): Promise<number> {
  const row = await trx
    .updateTable('sessions')
    .set({ stored_bytes: sql`stored_bytes + ${bytes}` })
    .where('id', '=', sessionId)
    .returning('stored_bytes')
    .executeTakeFirstOrThrow();
  return row.stored_bytes;
}

/** What all of an owner's sessions store together. */
export async function sumOwnerStoredBytes(trx: Trx, ownerId: string): Promise<number> {
  const row = await trx
    .selectFrom('sessions')
    .select(sql<number>`coalesce(sum(stored_bytes), 0)::int8`.as('bytes'))
    .where(ownedBy('sessions', ownerId))
    .executeTakeFirstOrThrow();
  return row.bytes;
}
