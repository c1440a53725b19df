// Reads of the session log the API needs besides its pages and feeds (event.queries.ts): events by number, for
// `node(id:)`, the numbers of events named by row id (event data refers to events so), and counts by type, for
// `events(types:) { totalCount }`.

import { sql } from 'kysely';
import type { Db } from '../db/client.ts';
import type { SessionEvent } from '../db/tables/events.ts';
import { EVENT_COLUMNS } from '../db/tables/events.ts';
import { ownedBy } from '../db/tenancy.ts';

/** Events by session and sequence number, of sessions of this owner only. */
export async function findSessionEventsBySeqs(db: Db, ownerId: string, keys: ReadonlyArray<{ sessionId: string; seq: number }>): Promise<SessionEvent[]> {
  if (keys.length === 0) return [];
  return db
    .selectFrom('session_events')
    .select(EVENT_COLUMNS)
    .where(ownedBy('session_events', ownerId))
    .where((eb) => eb.or(keys.map((key) => eb.and([eb('session_id', '=', key.sessionId), eb('seq', '=', key.seq)]))))
    .execute();
}

/** The session and sequence number of events by row id, of sessions of this owner only. */
export async function findEventSeqsByIds(db: Db, ownerId: string, ids: readonly number[]): Promise<Array<{ id: number; session_id: string; seq: number }>> {
  if (ids.length === 0) return [];
  return db.selectFrom('session_events').select(['id', 'session_id', 'seq']).where(ownedBy('session_events', ownerId)).where('id', 'in', ids).execute();
}

/** How many events of these types each session has (sessions without any are left out). */
export async function countSessionEventsOfTypes(
  db: Db,
  sessionIds: readonly string[],
  types: readonly string[],
): Promise<Array<{ session_id: string; count: number }>> {
  if (sessionIds.length === 0 || types.length === 0) return [];
  return db
    .selectFrom('session_events')
    .select(['session_id', sql<number>`count(*)::int`.as('count')])
    .where('session_id', 'in', sessionIds)
    .where('type', 'in', types)
    .groupBy('session_id')
    .execute();
}
