// Reading a conversation that starts with inherited messages (a fork's): its source's messages in the runs it names,
// then its own, in one order (seq: the inherited runs lie below its own first seq). An inherited message is shown as
// the fork saw it at the fork point: visible, whatever its source did with it since. And what a fork takes from a
// source conversation: the seqs that were not visible at the point, to leave out of the runs.
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../db/client.ts';
import { afterMoment } from '../db/moment.ts';
import { type Conversation, type Inherited, MESSAGE_COLUMNS, type Message } from '../db/tables/conversations.ts';
import type { Database } from '../db/tables/database.ts';
import { listMessages, type MessageFilter, type SeqPage } from './conversation.queries.ts';
import { runsCount } from './inheritance.model.ts';

type Read = Pick<Conversation, 'id' | 'inherits'>;

export function inheritedOf(conversation: Pick<Conversation, 'inherits'>): Inherited[] {
  return conversation.inherits ?? [];
}

/** A message's own columns: a fork reads an inherited message without the source's supersession (its own is its own). */
type Own = Exclude<(typeof MESSAGE_COLUMNS)[number], 'superseded_at' | 'superseded_by_event_id'>;
const COLUMNS = MESSAGE_COLUMNS.filter((column): column is Own => column !== 'superseded_at' && column !== 'superseded_by_event_id');

/** A conversation's messages through the filter, one page: its own, and for a fork the inherited ones first. */
export async function listMessagesOf(db: Db, conversation: Read, filter: MessageFilter, page: SeqPage): Promise<Message[]> {
  const inherited = inheritedOf(conversation);
  if (inherited.length === 0) return listMessages(db, conversation.id, filter, page);
  const bounded = <Q extends SelectQueryBuilder<Database, 'messages', object>>(query: Q): Q => {
    let out = query;
    if (!filter.includeToolResults) out = out.where('role', '!=', 'TOOL') as Q;
    if (page.after !== undefined) out = out.where('seq', '>', page.after) as Q;
    if (page.before !== undefined) out = out.where('seq', '<', page.before) as Q;
    return out;
  };
  let own = db
    .selectFrom('messages')
    .select([...COLUMNS, 'superseded_at', 'superseded_by_event_id'])
    .where('conversation_id', '=', conversation.id);
  if (!filter.includeSuperseded) own = own.where('superseded_at', 'is', null);
  // Each run is a range of the (conversation, seq) index, so the union reads only the page's rows in order.
  const runs = inherited.flatMap((part) =>
    part.ranges.map(([first, last]) =>
      bounded(
        db
          .selectFrom('messages')
          .select([...COLUMNS, sql<Date | null>`null::timestamptz`.as('superseded_at'), sql<number | null>`null::bigint`.as('superseded_by_event_id')])
          .where('conversation_id', '=', part.conversationId)
          .where('seq', '>=', first)
          .where('seq', '<=', last),
      ),
    ),
  );
  const union = runs.reduce((all, run) => all.unionAll(run), bounded(own));
  return db
    .selectFrom(union.as('m'))
    .selectAll()
    .orderBy('seq', page.inverted ? 'desc' : 'asc')
    .limit(page.limit)
    .execute() as Promise<Message[]>;
}

/**
 * How many messages a conversation shows through the filter from the runs it inherits (their size when nothing is left
 * out). Not `inherited_count`: that also counts runs handed over to it when their source was deleted, now rows of its own.
 */
export async function countInherited(db: Db, conversation: Pick<Conversation, 'inherits'>, filter: MessageFilter): Promise<number> {
  const inherited = inheritedOf(conversation);
  if (inherited.length === 0) return 0;
  if (filter.includeToolResults) return runsCount(inherited);
  const row = await db
    .selectFrom('messages')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('role', '!=', 'TOOL')
    .where((eb) =>
      eb.or(
        inherited.flatMap((part) =>
          part.ranges.map(([first, last]) => eb.and([eb('conversation_id', '=', part.conversationId), eb('seq', '>=', first), eb('seq', '<=', last)])),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return row.count;
}

/**
 * The seqs of a conversation's own messages up to `lastSeq` that were not visible at `visibleAsOf` (its whole
 * millisecond: db/moment.ts): set aside by then, or a compaction's summary written after it. Read through the
 * set-aside index and the (conversation, seq) range below 1, so it costs what was set aside, not what the
 * conversation holds.
 */
export async function findHiddenSeqs(db: Db, at: { sessionId: string; conversationId: string; lastSeq: number; visibleAsOf: Date }): Promise<number[]> {
  const setAside = db
    .selectFrom('messages')
    .select('seq')
    .where('session_id', '=', at.sessionId)
    .where('superseded_at', 'is not', null)
    .where('superseded_at', '<', afterMoment(at.visibleAsOf))
    .where('conversation_id', '=', at.conversationId)
    .where('seq', '<=', at.lastSeq);
  const laterSummaries = db
    .selectFrom('messages')
    .select('seq')
    .where('conversation_id', '=', at.conversationId)
    .where('seq', '<=', Math.min(0, at.lastSeq))
    .where('summary_of', 'is not', null)
    .where('created_at', '>=', afterMoment(at.visibleAsOf));
  const rows = await setAside.unionAll(laterSummaries).execute();
  return rows.map((row) => row.seq);
}
