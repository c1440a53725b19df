// Reads for the rewind preview (rewind-preview.model.ts): the messages a cut would set aside (per conversation), the
// tool calls after the point, the steps completed and the approvals requested after it. Read-only; the session is
// the caller's (resolved through ownedBy before any of these run).
import { sql } from 'kysely';
import { type Cutting, setAsideBy } from '../conversations/conversation.queries.ts';
import type { Db } from '../db/client.ts';
import type { Approval } from '../db/tables/approvals.ts';

export type { Cutting };

export type SetAsideSummary = { conversationId: string; count: number; firstId: string; lastId: string };

/** Per conversation: how many visible messages the cut would set aside, and the first and last of them. */
export async function summarizeSetAside(db: Db, sessionId: string, cutting: Cutting): Promise<SetAsideSummary[]> {
  const rows = await db
    .selectFrom('messages')
    .select([
      'conversation_id as conversationId',
      sql<number>`count(*)::int`.as('count'),
      sql<string>`(array_agg(id order by seq asc))[1]`.as('firstId'),
      sql<string>`(array_agg(id order by seq desc))[1]`.as('lastId'),
    ])
    .where('session_id', '=', sessionId)
    .where('superseded_at', 'is', null)
    .where((eb) => setAsideBy(eb, cutting))
    .groupBy('conversation_id')
    .orderBy('conversation_id')
    .execute();
  return rows;
}

/**
 * Later than `after` at the precision the API gives times (milliseconds): a point taken from a row's time must not
 * count that row itself as after it.
 */
const laterThan = (column: string, after: Date) => sql<boolean>`date_trunc('milliseconds', ${sql.ref(column)}) > ${after}`;

/**
 * Visible messages with tool calls after the point: those the cut would set aside, and those created after `after`
 * that no cut keeps (a cut keeps its conversation up to its last seq, whatever the time).
 */
export async function findToolCallMessagesAfter(db: Db, sessionId: string, after: Date, cutting: Cutting | null) {
  const cuts = cutting?.cuts ?? [];
  return db
    .selectFrom('messages')
    .select(['id', 'seq', 'created_at', 'tool_calls'])
    .where('session_id', '=', sessionId)
    .where('superseded_at', 'is', null)
    .where('tool_calls', 'is not', null)
    .where((eb) => {
      const kept = eb.or(cuts.map((cut) => eb.and([eb('conversation_id', '=', cut.conversationId), eb('seq', '<=', cut.lastSeq)])));
      const late = eb.and([laterThan('created_at', after), eb.not(kept)]);
      return cutting ? eb.or([late, setAsideBy(eb, cutting)]) : late;
    })
    .orderBy('created_at')
    .orderBy('seq')
    .execute();
}

/** Steps of the plan completed after `after` that ran a command or are declared not reversible. */
export async function findIrreversibleStepsAfter(db: Db, sessionId: string, after: Date) {
  return db
    .selectFrom('steps')
    .select(['id', 'kind', 'state', 'reversible', 'completed_at'])
    .where('session_id', '=', sessionId)
    .where('superseded_at', 'is', null)
    .where('state', '=', 'COMPLETED')
    .where(laterThan('completed_at', after))
    .where((eb) => eb.or([eb('kind', '=', 'EXEC'), eb('reversible', '=', false)]))
    .orderBy('completed_at')
    .execute();
}

/** Approvals requested after `after`, in the order they were requested. */
export async function findApprovalsRequestedAfter(db: Db, sessionId: string, after: Date): Promise<Approval[]> {
  return db
    .selectFrom('approvals')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where(laterThan('requested_at', after))
    .orderBy('requested_at')
    .orderBy('id')
    .execute();
}
