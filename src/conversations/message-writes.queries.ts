// Messages written: the seqs a conversation hands out (at its end, or before its first message for a summary placed
// at the start) and the rows inserted at them, in the transaction of the session's lock (conversation.service.ts).
import type { CompiledQuery, ExpressionBuilder, Insertable } from 'kysely';
import type { Trx } from '../db/client.ts';
import type { Message, MessagesTable } from '../db/tables/conversations.ts';
import { MESSAGE_COLUMNS } from '../db/tables/conversations.ts';
import type { Database } from '../db/tables/database.ts';
import { ownedBy } from '../db/tenancy.ts';

/** `count` more seqs handed out at the conversation's end. */
const moreSeqs = (count: number) => (eb: ExpressionBuilder<Database, 'conversations'>) => ({
  last_message_seq: eb('last_message_seq', '+', count),
  updated_at: new Date(),
});

/** Reserves `count` sequence numbers in the conversation; returns the first. Locks the conversation row. */
export async function reserveMessageSeqs(trx: Trx, conversationId: string, count: number): Promise<number> {
  const row = await trx
    .updateTable('conversations')
    .set(moreSeqs(count))
    .where('id', '=', conversationId)
    .returning('last_message_seq')
    .executeTakeFirstOrThrow();
  return row.last_message_seq - count + 1;
}

/**
 * reserveMessageSeqs for a conversation not yet read, of the owner's (and of `sessionId`, when given): the conversation
 * as it is after the reservation, and the first seq; undefined when it is not (nothing locked then). For a write that
 * reserves with its session's lock, sent after it (the session is locked first, as always).
 */
export async function reserveOwnedMessageSeqs(trx: Trx, ownerId: string, conversationId: string, count: number, sessionId?: string) {
  let query = trx.updateTable('conversations').set(moreSeqs(count)).where(ownedBy('conversations', ownerId)).where('id', '=', conversationId);
  if (sessionId) query = query.where('session_id', '=', sessionId);
  const conversation = await query.returningAll().executeTakeFirst();
  return conversation && { conversation, first: conversation.last_message_seq - count + 1 };
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
