// What sessions store (sessions.stored_bytes), counted by the writes that store it (session-size.service.ts).
import { sql } from 'kysely';
import type { Trx } from '../db/client.ts';
import type { Session } from '../db/tables/sessions.ts';
import { ownedBy } from '../db/tenancy.ts';

/**
 * Locks a session of this owner (as lockSession does: an update takes the same row lock) and adds `bytes` to what it
 * stores, in one statement; the session as it now is, or undefined when it is not the owner's.
 */
export async function lockSessionAdding(trx: Trx, ownerId: string, id: string, bytes: number): Promise<Session | undefined> {
  return trx
    .updateTable('sessions')
    .set({ stored_bytes: sql`stored_bytes + ${bytes}` })
    .where(ownedBy('sessions', ownerId))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
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
