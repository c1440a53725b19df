import type { ExpressionBuilder, Insertable, RawBuilder } from 'kysely';
import { sql } from 'kysely';
import type { Db, Trx } from '../db/client.ts';
import type { Conversation, ConversationsTable, CoveredMessages, Message } from '../db/tables/conversations.ts';
import { MESSAGE_COLUMNS } from '../db/tables/conversations.ts';
import type { Database } from '../db/tables/database.ts';
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
  return db.selectFrom('messages').select(MESSAGE_COLUMNS).where(ownedBy('messages', ownerId)).where('messages.id', 'in', ids).execute();
}

export type MessageFilter = { includeToolResults: boolean; includeSuperseded: boolean };
export type SeqPage = { after?: number; before?: number; limit: number; inverted: boolean };

export async function listMessages(db: Db, conversationId: string, filter: MessageFilter, page: SeqPage): Promise<Message[]> {
  let query = db.selectFrom('messages').select(MESSAGE_COLUMNS).where('conversation_id', '=', conversationId);
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
 * Whether a message lies past a cut: after its last seq, or a compaction's summary written after the point (an "up to
 * here" summary sits below the messages it kept, so only its time tells that it did not exist then). Such summaries
 * are the only messages at seq 0 or below (messages start at 1): both arms are ranges of the (conversation, seq)
 * index, so the cut reads only the rows it sets aside, not the whole conversation.
 */
export function pastCut(eb: ExpressionBuilder<Database, 'messages'>, cut: Cut, visibleAsOf: Date) {
  return eb.or([
    eb('seq', '>', cut.lastSeq),
    eb.and([eb('seq', '<=', 0), eb('seq', '<=', cut.lastSeq), eb('summary_of', 'is not', null), eb('created_at', '>', visibleAsOf)]),
  ]);
}

/** Whether a cut keeps a message of its conversation (the messages that come back when going back to the point). */
function keptBy(eb: ExpressionBuilder<Database, 'messages'>, cut: Cut, visibleAsOf: Date) {
  return eb.and([
    eb('conversation_id', '=', cut.conversationId),
    eb('seq', '<=', cut.lastSeq),
    eb.or([eb('summary_of', 'is', null), eb('created_at', '<=', visibleAsOf)]),
  ]);
}

/** The messages a cut sets aside (visible or not: the caller adds that): see supersedeMessagesAfter. */
export function setAsideBy(eb: ExpressionBuilder<Database, 'messages'>, cutting: Cutting) {
  const { cuts, uncut, visibleAsOf } = cutting;
  if (uncut === 'SET_ASIDE') return eb.and(cuts.map((cut) => eb.or([eb('conversation_id', '!=', cut.conversationId), pastCut(eb, cut, visibleAsOf)])));
  if (cuts.length === 0) return eb.val(false);
  return eb.or(cuts.map((cut) => eb.and([eb('conversation_id', '=', cut.conversationId), pastCut(eb, cut, visibleAsOf)])));
}

/** The messages a cut brings back when they are set aside now and were set aside after `visibleAsOf`. */
export function broughtBackBy(eb: ExpressionBuilder<Database, 'messages'>, cuts: readonly Cut[], visibleAsOf: Date) {
  return eb.and([eb('superseded_at', '>', visibleAsOf), eb.or(cuts.map((cut) => keptBy(eb, cut, visibleAsOf)))]);
}

/** Where a session goes back to: the conversation cuts, what happens to the others, and the moment of the point. */
export type Cutting = { cuts: readonly Cut[]; uncut: 'SET_ASIDE' | 'KEEP'; visibleAsOf: Date };

/**
 * Sets aside (never deletes) a session's messages past the cuts: in a cut conversation those after its last seq (and
 * summaries written after the point); in any other conversation all of them (`uncut: 'SET_ASIDE'`: they began after
 * the point) or none (`'KEEP'`). `eventId`: the event that sets them aside, or an expression of its id. Returns how
 * many were set aside.
 */
export async function supersedeMessagesAfter(trx: Trx, sessionId: string, cutting: Cutting, eventId: number | RawBuilder<number>): Promise<number> {
  if (cutting.cuts.length === 0 && cutting.uncut === 'KEEP') return 0;
  const result = await trx
    .updateTable('messages')
    .set({ superseded_at: new Date(), superseded_by_event_id: eventId })
    .where('session_id', '=', sessionId)
    .where('superseded_at', 'is', null)
    .where((eb) => setAsideBy(eb, cutting))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Brings back the messages up to the cuts that were set aside after `visibleAsOf` (going back to a point undoes a
 * rewind made after it). Messages set aside before that moment stay aside, and so do summaries written after it.
 */
export async function restoreMessagesUpTo(trx: Trx, sessionId: string, cuts: readonly Cut[], visibleAsOf: Date): Promise<number> {
  if (cuts.length === 0) return 0;
  const result = await trx
    .updateTable('messages')
    .set({ superseded_at: null, superseded_by_event_id: null })
    .where('session_id', '=', sessionId)
    .where((eb) => broughtBackBy(eb, cuts, visibleAsOf))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A message a cut brings back (it had been set aside by an earlier rewind): how it was set aside, to undo that. */
export type BroughtBack = { id: string; supersededAt: string; byEventId: number | null };

/** The messages a cut would bring back (the same rows restore.service's cut un-supersedes), read before the cut. */
export async function findMessagesToBringBack(
  trx: Trx,
  sessionId: string,
  cuts: ReadonlyArray<{ conversationId: string; lastSeq: number }>,
  visibleAsOf: Date,
): Promise<BroughtBack[]> {
  if (cuts.length === 0) return [];
  const rows = await trx
    .selectFrom('messages')
    .select(['id', 'superseded_at', 'superseded_by_event_id'])
    .where('session_id', '=', sessionId)
    .where((eb) => broughtBackBy(eb, cuts, visibleAsOf))
    .execute();
  return rows.map((row) => ({ id: row.id, supersededAt: row.superseded_at!.toISOString(), byEventId: row.superseded_by_event_id }));
}

/** A conversation cut: messages after `lastSeq` are set aside. */
export type Cut = { conversationId: string; lastSeq: number };

/**
 * The session's messages set aside now, with when (what decides which checkpoints lie on a line of work), and whether
 * a compaction set them aside (they stand behind its summary: compacting leaves the line of work as it was). Two
 * statements sent together, not a join: joined, the planner scanned every rewind for every message set aside (a
 * quadratic read, 25 ms at 700 rewinds of a session, while the table's statistics said it was empty), or hashed every
 * compaction of every session; these read the session's own rows by their indexes.
 */
export async function findSetAsideMessages(db: Db, sessionId: string) {
  const [messages, compactions] = await Promise.all([
    db
      .selectFrom('messages')
      .select(['conversation_id', 'seq', 'created_at', 'superseded_at', 'superseded_by_event_id'])
      .where('session_id', '=', sessionId)
      .where('superseded_at', 'is not', null)
      .execute(),
    db.selectFrom('rewinds').select('event_id').where('session_id', '=', sessionId).where('kind', '=', 'COMPACT').execute(),
  ]);
  const compacting = new Set(compactions.map((rewind) => rewind.event_id));
  return messages.map((message) => ({
    conversationId: message.conversation_id,
    seq: message.seq,
    createdAt: message.created_at,
    supersededAt: message.superseded_at!,
    compacted: message.superseded_by_event_id !== null && compacting.has(message.superseded_by_event_id),
  }));
}

/** Which visible messages a compaction covers: from a seq to the end, or from the start up to a seq. */
export type CoveredRange = { from: number } | { upTo: number };

function coveredBy(eb: ExpressionBuilder<Database, 'messages'>, conversationId: string, range: CoveredRange) {
  return eb.and([
    eb('conversation_id', '=', conversationId),
    eb('superseded_at', 'is', null),
    'from' in range ? eb('seq', '>=', range.from) : eb('seq', '<=', range.upTo),
  ]);
}

const coveredSummary = [
  sql<number>`count(*)::int`.as('count'),
  sql<string>`(array_agg(id order by seq asc))[1]`.as('firstId'),
  sql<string>`(array_agg(id order by seq desc))[1]`.as('lastId'),
  sql<number>`min(seq)`.as('firstSeq'),
  sql<number>`max(seq)`.as('lastSeq'),
] as const;

/** What a compaction would cover, read without writing (its dry run). */
export async function findCoveredMessages(db: Db, conversationId: string, range: CoveredRange): Promise<CoveredMessages | null> {
  const row = await db
    .selectFrom('messages')
    .select([...coveredSummary])
    .where((eb) => coveredBy(eb, conversationId, range))
    .executeTakeFirstOrThrow();
  return row.count ? row : null;
}

/** Sets the covered messages aside (never deletes them), marked with the compaction's event; answers what it covered. */
export async function supersedeCovered(trx: Trx, conversationId: string, range: CoveredRange, eventId: number): Promise<CoveredMessages | null> {
  const row = await trx
    .with('covered', (db) =>
      db
        .updateTable('messages')
        .set({ superseded_at: new Date(), superseded_by_event_id: eventId })
        .where((eb) => coveredBy(eb, conversationId, range))
        .returning(['id', 'seq']),
    )
    .selectFrom('covered')
    .select([...coveredSummary])
    .executeTakeFirstOrThrow();
  return row.count ? row : null;
}
