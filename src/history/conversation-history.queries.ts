// What a conversation cost, as its history shows it: its own messages that count (not set aside) and, for a fork's,
// the messages it inherited (shown as the fork saw them at its fork point, so all of them count). The conversation
// is one the caller's loader returned (owner-scoped); this reads only its rows.
import { sql } from 'kysely';
import type { Db } from '../db/client.ts';
import type { Conversation } from '../db/tables/conversations.ts';

export type HistoryTotals = { tokens: number; cost_usd: string; last_at: Date | null };

/** Tokens, dollars and the time of the last message, over its own messages that count and those it inherited. */
export async function findConversationHistoryTotals(db: Db, conversation: Pick<Conversation, 'id' | 'inherits'>): Promise<HistoryTotals> {
  const runs = (conversation.inherits ?? []).flatMap((part) =>
    part.ranges.map(([first, last]) => sql`(m.conversation_id = ${part.conversationId} and m.seq between ${first} and ${last})`),
  );
  const inherited = runs.length ? sql`or ${sql.join(runs, sql` or `)}` : sql``;
  const { rows } = await sql<HistoryTotals>`
    select coalesce(sum(m.token_count), 0)::int8 as tokens, coalesce(sum(m.cost_usd), 0)::text as cost_usd, max(m.created_at) as last_at
    from messages m
    where (m.conversation_id = ${conversation.id} and m.superseded_at is null) ${inherited}`.execute(db);
  return rows[0]!;
}
