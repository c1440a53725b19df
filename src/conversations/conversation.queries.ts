import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { Db, Trx } from '../db/client.ts';
import type { Conversation, ConversationsTable, Message, MessagesTable } from '../db/database.ts';
import { ownedBy } from '../db/tenancy.ts';

export async function insertConversation(trx: Trx, row: Insertable<ConversationsTable>): Promise<Conversation> {
  return trx.insertInto('conversations').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findConversationsBySessionIds(db: Db, sessionIds: readonly string[]): Promise<Conversation[]> {
  if (sessionIds.length === 0) return [];
  return db.selectFrom('conversations').selectAll().where('session_id', 'in', sessionIds).orderBy('id').execute();
}

export async function findConversationsByIds(db: Db, ownerId: string, ids: readonly string[]): Promise<Conversation[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('conversations').selectAll().where(ownedBy('conversations', ownerId)).where('conversations.id', 'in', ids).execute();
}

export async function findMessagesByIds(db: Db, ownerId: string, ids: readonly string[]): Promise<Message[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('messages').selectAll().where(ownedBy('messages', ownerId)).where('messages.id', 'in', ids).execute();
}

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

export async function insertMessages(trx: Trx, rows: Insertable<MessagesTable>[]): Promise<Message[]> {
  const out: Message[] = [];
  for (let i = 0; i < rows.length; i += 1_000) {
    out.push(
      ...(await trx
        .insertInto('messages')
        .values(rows.slice(i, i + 1_000))
        .returningAll()
        .execute()),
    );
  }
  return out;
}

export type MessageFilter = { includeToolResults: boolean; includeSuperseded: boolean };
export type SeqPage = { after?: number; before?: number; limit: number; inverted: boolean };

export async function listMessages(db: Db, conversationId: string, filter: MessageFilter, page: SeqPage): Promise<Message[]> {
  let query = db.selectFrom('messages').selectAll().where('conversation_id', '=', conversationId);
  if (!filter.includeToolResults) query = query.where('role', '!=', 'TOOL');
  if (!filter.includeSuperseded) query = query.where('superseded_at', 'is', null);
  if (page.after !== undefined) query = query.where('seq', '>', page.after);
  if (page.before !== undefined) query = query.where('seq', '<', page.before);
  return query
    .orderBy('seq', page.inverted ? 'desc' : 'asc')
    .limit(page.limit)
    .execute();
}

/** How many messages each conversation shows through the filter (conversations without any are left out). */
export async function countMessages(
  db: Db,
  conversationIds: readonly string[],
  filter: MessageFilter,
): Promise<Array<{ conversation_id: string; count: number }>> {
  if (conversationIds.length === 0) return [];
  let query = db
    .selectFrom('messages')
    .select(['conversation_id', sql<number>`count(*)::int`.as('count')])
    .where('conversation_id', 'in', conversationIds);
  if (!filter.includeToolResults) query = query.where('role', '!=', 'TOOL');
  if (!filter.includeSuperseded) query = query.where('superseded_at', 'is', null);
  return query.groupBy('conversation_id').execute();
}

export type ConversationTotals = { conversation_id: string; messages: number; tokens: number; cost_usd: string };

/** Totals over the messages that still count (superseded ones do not). */
export async function findConversationTotals(db: Db, conversationIds: readonly string[]): Promise<ConversationTotals[]> {
  if (conversationIds.length === 0) return [];
  return db
    .selectFrom('messages')
    .select([
      'conversation_id',
      sql<number>`count(*)::int`.as('messages'),
      sql<number>`coalesce(sum(token_count), 0)::int8`.as('tokens'),
      sql<string>`coalesce(sum(cost_usd), 0)::text`.as('cost_usd'),
    ])
    .where('conversation_id', 'in', conversationIds)
    .where('superseded_at', 'is', null)
    .groupBy('conversation_id')
    .execute();
}

/**
 * Sets aside (never deletes) a session's messages after the cuts: in a cut conversation those after its last seq;
 * in any other conversation all of them (`uncut: 'SET_ASIDE'`: they began after the point) or none (`'KEEP'`).
 * Returns how many were set aside.
 */
export async function supersedeMessagesAfter(trx: Trx, sessionId: string, cuts: readonly Cut[], uncut: 'SET_ASIDE' | 'KEEP', eventId: number): Promise<number> {
  if (cuts.length === 0 && uncut === 'KEEP') return 0;
  const result = await trx
    .updateTable('messages')
    .set({ superseded_at: new Date(), superseded_by_event_id: eventId })
    .where('session_id', '=', sessionId)
    .where('superseded_at', 'is', null)
    .where((eb) =>
      uncut === 'SET_ASIDE'
        ? eb.and(cuts.map((cut) => eb.or([eb('conversation_id', '!=', cut.conversationId), eb('seq', '>', cut.lastSeq)])))
        : eb.or(cuts.map((cut) => eb.and([eb('conversation_id', '=', cut.conversationId), eb('seq', '>', cut.lastSeq)]))),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Brings back the messages up to the cuts that were set aside after `visibleAsOf` (going back to a point undoes a
 * rewind made after it). Messages set aside before that moment stay aside.
 */
export async function restoreMessagesUpTo(trx: Trx, sessionId: string, cuts: readonly Cut[], visibleAsOf: Date): Promise<number> {
  if (cuts.length === 0) return 0;
  const result = await trx
    .updateTable('messages')
    .set({ superseded_at: null, superseded_by_event_id: null })
    .where('session_id', '=', sessionId)
    .where('superseded_at', '>', visibleAsOf)
    .where((eb) => eb.or(cuts.map((cut) => eb.and([eb('conversation_id', '=', cut.conversationId), eb('seq', '<=', cut.lastSeq)]))))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A conversation cut: messages after `lastSeq` are set aside. */
export type Cut = { conversationId: string; lastSeq: number };

/** The session's messages set aside now, with when (what decides which checkpoints lie on a line of work). */
export async function findSetAsideMessages(db: Db, sessionId: string) {
  return db
    .selectFrom('messages')
    .select(['conversation_id as conversationId', 'seq', 'created_at as createdAt', 'superseded_at as supersededAt'])
    .where('session_id', '=', sessionId)
    .where('superseded_at', 'is not', null)
    .execute() as Promise<Array<{ conversationId: string; seq: number; createdAt: Date; supersededAt: Date }>>;
}
