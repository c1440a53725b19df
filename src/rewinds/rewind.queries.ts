// The rows of the rewinds table (migrations/0006_rewinds.sql), and the message reads and writes a rewind and its undo
// need beyond the restore module's cuts. A rewind belongs to its session's owner (scoped through the session).
import type { CompiledQuery, Insertable } from 'kysely';
import type { Db, Trx } from '../db/client.ts';
import { afterMoment } from '../db/moment.ts';
import type { BroughtBack, Rewind, RewindsTable } from '../db/tables/rewinds.ts';
import { ownedBy } from '../db/tenancy.ts';

/** Inserts a rewind (compiled: the caller queues it, work.withNext: nothing in its transaction reads it back). */
export function insertRewindStatement(trx: Trx, row: Insertable<RewindsTable>): CompiledQuery {
  return trx.insertInto('rewinds').values(row).compile();
}

export async function findRewindsByIds(db: Db, ownerId: string, ids: readonly string[]): Promise<Rewind[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('rewinds')
    .innerJoin('sessions', 'sessions.id', 'rewinds.session_id')
    .selectAll('rewinds')
    .where(ownedBy('sessions', ownerId))
    .where('rewinds.id', 'in', ids)
    .execute();
}

/**
 * A session's rewinds, newest first: by their session.rewound event, written on the locked session, so in the order
 * they took effect (created_at comes from the clock of the server that recorded each: two servers' clocks need not agree).
 */
export async function findRewindsOfSession(db: Db, sessionId: string): Promise<Rewind[]> {
  return db.selectFrom('rewinds').selectAll().where('session_id', '=', sessionId).orderBy('event_id', 'desc').execute();
}

/** The newest rewind of the session not yet undone: the only one an undo takes. */
export async function findLatestOpenRewind(db: Db, sessionId: string): Promise<Rewind | undefined> {
  return db
    .selectFrom('rewinds')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('undone_at', 'is', null)
    .orderBy('event_id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function markRewindUndone(trx: Trx, id: string, undo: { undoneBy: string; undoEventId: number }): Promise<Rewind> {
  return trx
    .updateTable('rewinds')
    .set({ undone_at: new Date(), undone_by: undo.undoneBy, undo_event_id: undo.undoEventId })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Undo: the messages a rewind set aside (marked with its event) are visible again. Returns how many. */
export async function bringBackMessagesOfEvent(trx: Trx, sessionId: string, eventId: number): Promise<number> {
  const result = await trx
    .updateTable('messages')
    .set({ superseded_at: null, superseded_by_event_id: null })
    .where('session_id', '=', sessionId)
    .where('superseded_by_event_id', '=', eventId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Undo: messages a rewind brought back are set aside again, exactly as they were before it. */
export async function setAsideAgain(trx: Trx, sessionId: string, rows: readonly BroughtBack[]): Promise<void> {
  for (const row of rows) {
    await trx
      .updateTable('messages')
      .set({ superseded_at: new Date(row.supersededAt), superseded_by_event_id: row.byEventId })
      .where('session_id', '=', sessionId)
      .where('id', '=', row.id)
      .where('superseded_at', 'is', null)
      .execute();
  }
}

/**
 * The visible messages of a session's conversation `back - 1` and `back` from its newest (0: the newest), newest
 * first: the message a cut by `back` keeps (the second), and the oldest it sets aside (the first). Fewer when the
 * conversation holds fewer; none when it is not the session's.
 */
export async function findVisibleMessagesBack(db: Db, sessionId: string, conversationId: string, back: number) {
  return db
    .selectFrom('messages')
    .select(['id', 'seq', 'created_at'])
    .where('conversation_id', '=', conversationId)
    .where('session_id', '=', sessionId)
    .where('superseded_at', 'is', null)
    .orderBy('seq', 'desc')
    .offset(back - 1)
    .limit(2)
    .execute();
}

/** The last message of a conversation written at or before `at`, its whole millisecond (db/moment.ts): a cut at that moment. */
export async function findLastMessageAt(db: Db, conversationId: string, at: Date) {
  return db
    .selectFrom('messages')
    .select(['seq', 'created_at'])
    .where('conversation_id', '=', conversationId)
    .where('created_at', '<', afterMoment(at))
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Every conversation of the session that existed at `at` (its whole millisecond: db/moment.ts), with its last message
 * seq then (0: none yet). Each is read back from its newest message along the (conversation, seq) index, stopping at
 * the first written by then: a point near the end costs a few rows, not the whole conversation (forks and rewinds
 * from a time or a message).
 */
export async function findCutsAt(db: Db, sessionId: string, at: Date): Promise<Array<{ conversationId: string; lastSeq: number }>> {
  const rows = await db
    .selectFrom('conversations')
    .select((eb) => [
      'conversations.id as conversationId',
      eb.fn
        .coalesce(
          eb
            .selectFrom('messages')
            .select('messages.seq')
            .whereRef('messages.conversation_id', '=', 'conversations.id')
            .where('messages.created_at', '<', afterMoment(at))
            .orderBy('messages.seq', 'desc')
            .limit(1),
          eb.lit(0),
        )
        .as('lastSeq'),
    ])
    .where('conversations.session_id', '=', sessionId)
    .where('conversations.created_at', '<', afterMoment(at))
    .execute();
  return rows.map((row) => ({ conversationId: row.conversationId, lastSeq: Number(row.lastSeq) }));
}

/** The session's supervisor conversation (the default conversation a conversation rewind cuts). */
export async function findSupervisorConversation(db: Db, sessionId: string) {
  return db
    .selectFrom('conversations')
    .select(['id', 'session_id', 'created_at'])
    .where('session_id', '=', sessionId)
    .where('kind', '=', 'SUPERVISOR')
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
}
