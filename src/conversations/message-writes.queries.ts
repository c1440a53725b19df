// Messages written: the seqs a conversation hands out (at its end, or before its first message for a summary placed
// at the start) and the rows inserted at them, in the transaction of the session's lock (conversation.service.ts).
import type { CompiledQuery, Insertable } from 'kysely';
import type { Trx } from '../db/client.ts';
import type { Message, MessagesTable } from '../db/tables/conversations.ts';
import { MESSAGE_COLUMNS } from '../db/tables/conversations.ts';
import { ownedBy } from '../db/tenancy.ts';

/** Reserves `count` sequence numbers in the conversation; returns the first. Locks the conversation row. */
export async function reserveMessageSeqs(trx: Trx, conversationId: string, count: number): Promise<number> {
  const row = await trx
    .updateTable('conversations')
    .set((eb) => ({ last_message_seq: eb('last_message_seq', '+', count), updated_at: new Date() }))
    .where('id', '=', conversationId)
    .returning('last_message_seq')
    .executeTakeFirstOrThrow();
  return row.last_message_seq - count + 1;
}

/**
 * reserveMessageSeqs for a conversation not yet read: undefined when it is not this owner's (nothing locked then). For
 * a write that reserves its seqs with its session's lock (sent after it: the session is locked first, as always).
 */
export async function reserveOwnedMessageSeqs(trx: Trx, ownerId: string, conversationId: string, count: number): Promise<number | undefined> {
  const row = await trx
    .updateTable('conversations')
    .set((eb) => ({ last_message_seq: eb('last_message_seq', '+', count), updated_at: new Date() }))
    .where(ownedBy('conversations', ownerId))
    .where('id', '=', conversationId)
    .returning('last_message_seq')
    .executeTakeFirst();
  return row && row.last_message_seq - count + 1;
}

/**
 * reserveMessageSeqs for a conversation of one session of the owner's, not yet read: the conversation as it is after
 * the reservation, or undefined when it is not that session's (nothing locked then). For a batch that reserves with its
 * session's lock (sent after it: the session is locked first, as always).
 */
export async function reserveSessionMessageSeqs(trx: Trx, ownerId: string, sessionId: string, conversationId: string, count: number) {
  return trx
    .updateTable('conversations')
    .set((eb) => ({ last_message_seq: eb('last_message_seq', '+', count), updated_at: new Date() }))
    .where(ownedBy('conversations', ownerId))
    .where('id', '=', conversationId)
    .where('session_id', '=', sessionId)
    .returningAll()
    .executeTakeFirst();
}

/** The inserts of appended messages (1,000 rows a statement), compiled, queued to go out ahead of the next statement (work.withNext). */
export function insertMessagesStatements(trx: Trx, rows: Insertable<MessagesTable>[]): CompiledQuery[] {
  const statements: CompiledQuery[] = [];
  for (let i = 0; i < rows.length; i += 1_000)
    statements.push(
      trx
        .insertInto('messages')
        .values(rows.slice(i, i + 1_000))
        .compile(),
    );
  return statements;
}

/** One message (a compaction's summary), the row as stored. */
export async function insertMessage(trx: Trx, row: Insertable<MessagesTable>): Promise<Message> {
  return trx.insertInto('messages').values(row).returning(MESSAGE_COLUMNS).executeTakeFirstOrThrow();
}

/** Takes the seq below the conversation's lowest (for a summary placed before every message it keeps). Locks the row. */
export async function reserveSeqBeforeFirst(trx: Trx, conversationId: string): Promise<number> {
  const row = await trx
    .updateTable('conversations')
    .set((eb) => ({ first_message_seq: eb('first_message_seq', '-', 1), updated_at: new Date() }))
    .where('id', '=', conversationId)
    .returning('first_message_seq')
    .executeTakeFirstOrThrow();
  return row.first_message_seq;
}
