// What sessions store (sessions.stored_bytes), counted by the writes that store it (session-size.service.ts).
import { type RawBuilder, sql } from 'kysely';
import type { Trx } from '../db/client.ts';
import type { Session } from '../db/tables/sessions.ts';
import { ownedBy } from '../db/tenancy.ts';

/**
 * Locks a session of this owner (as lockSession does: an update takes the same row lock) and adds `bytes` to what it
 * stores, in one statement; the session as it now is, or undefined when it is not the owner's.
 */
export async function lockSessionAdding(trx: Trx, ownerId: string, id: string | RawBuilder<string>, bytes: number): Promise<Session | undefined> {
  return trx
    .updateTable('sessions')
    .set({ stored_bytes: sql`stored_bytes + ${bytes}` })
    .where(ownedBy('sessions', ownerId))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Locks the session of a conversation of this owner, as lockSessionAdding does (or, when `bytes` is 0, as lockSession
 * does): for a write that names only the conversation, so the lock can go out with the conversation's own read.
 */
export async function lockSessionOfConversation(trx: Trx, ownerId: string, conversationId: string, bytes: number): Promise<Session | undefined> {
  const ofConversation = sql<string>`(select session_id from conversations where id = ${conversationId})`;
  if (bytes > 0) return lockSessionAdding(trx, ownerId, ofConversation, bytes);
  return trx.selectFrom('sessions').selectAll().where(ownedBy('sessions', ownerId)).where('id', '=', ofConversation).forNoKeyUpdate().executeTakeFirst();
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
