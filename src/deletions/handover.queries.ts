// Handing a deleted session's messages over to the live forks that inherit them, so that they stand alone: each
// inherited run becomes rows of the fork's own conversation, at the same seqs (below its own first seq, where the runs
// were: one order by seq still reads inherited then own), shown as the fork saw them (visible). The conversation then
// names only the runs it still inherits from others; `inherited_count` and `first_message_seq` keep their meaning
// ("messages it started with", "its first own seq"), so counts and pages read as before. And the lineage links into
// the deleted sessions are cut: a fork handed over is a root of its own.
import { sql } from 'kysely';
import type { Trx } from '../db/client.ts';
import { json, uuidArray } from '../db/json.ts';
import type { Inherited } from '../db/tables/conversations.ts';

/** The ids and seqs of a conversation's messages in these runs. */
export async function findMessagesInRuns(trx: Trx, part: Inherited): Promise<Array<{ id: string; seq: number }>> {
  if (part.ranges.length === 0) return [];
  return trx
    .selectFrom('messages')
    .select(['id', 'seq'])
    .where('conversation_id', '=', part.conversationId)
    .where((eb) => eb.or(part.ranges.map(([first, last]) => eb.and([eb('seq', '>=', first), eb('seq', '<=', last)]))))
    .orderBy('seq')
    .execute();
}

/**
 * Copies messages (`sourceIds`) into a fork's conversation under new ids (`newIds`, one each), visible, same seqs;
 * returns the bytes they store (counted as session-size.service.ts counts a message).
 */
export async function copyMessagesInto(
  trx: Trx,
  into: { sessionId: string; conversationId: string },
  sourceIds: readonly string[],
  newIds: readonly string[],
): Promise<number> {
  if (sourceIds.length === 0) return 0;
  const { rows } = await sql<{ bytes: number }>`
    with copied as (
      insert into messages (id, session_id, conversation_id, seq, role, content, tool_calls, tool_name, tool_input, tool_result,
                            is_error, token_count, cost_usd, summary_of, created_at)
      select pair.new_id, ${into.sessionId}, ${into.conversationId}, m.seq, m.role, m.content, m.tool_calls, m.tool_name, m.tool_input,
             m.tool_result, m.is_error, m.token_count, m.cost_usd, m.summary_of, m.created_at
      from unnest(${uuidArray(sourceIds)}, ${uuidArray(newIds)}) as pair (source_id, new_id)
      join messages m on m.id = pair.source_id
      returning octet_length(content) + coalesce(octet_length(tool_result), 0) + coalesce(pg_column_size(tool_calls), 0)
                + coalesce(pg_column_size(tool_input), 0) as bytes
    )
    select coalesce(sum(bytes), 0)::int8 as bytes from copied`.execute(trx);
  return rows[0]!.bytes;
}

/** What a conversation still inherits once the runs of deleted conversations are its own rows. */
export async function setInherits(trx: Trx, conversationId: string, inherits: readonly Inherited[]): Promise<void> {
  await trx
    .updateTable('conversations')
    .set({ inherits: inherits.length ? json([...inherits]) : null, updated_at: new Date() })
    .where('id', '=', conversationId)
    .execute();
}

/**
 * Cuts every link of the forks into the sessions `sourceIds` (fork checkpoint, fork message, the conversations they
 * were forked from) and gives each the parent it is given: its nearest live ancestor, whose messages it may still
 * inherit (so every session that inherits from another stays below it in the fork tree), or none. What a fork
 * recorded of its point (fork_point) stays, as history.
 */
export async function detachForks(trx: Trx, forks: ReadonlyArray<{ id: string; parentId: string | null }>, sourceIds: readonly string[]): Promise<void> {
  if (forks.length === 0) return;
  const sources = uuidArray(sourceIds);
  const ids = uuidArray(forks.map((fork) => fork.id));
  await sql`
    update sessions s set
      parent_session_id = given.parent_id,
      fork_checkpoint_id = case when exists (select 1 from checkpoints c where c.id = s.fork_checkpoint_id and c.session_id = any(${sources}))
                                then null else s.fork_checkpoint_id end,
      fork_message_id = case when exists (select 1 from messages m where m.id = s.fork_message_id and m.session_id = any(${sources}))
                             then null else s.fork_message_id end,
      updated_at = now()
    from (select * from jsonb_to_recordset(${json(forks)}) as f (id uuid, "parentId" uuid)) as given (id, parent_id)
    where s.id = given.id`.execute(trx);
  await sql`
    update conversations c set forked_from_id = null
    where c.session_id = any(${ids})
      and exists (select 1 from conversations source where source.id = c.forked_from_id and source.session_id = any(${sources}))`.execute(trx);
}

/** Adds what the copies store to the fork's size (sessions.stored_bytes). The fork's row is locked already. */
export async function addStoredBytes(trx: Trx, sessionId: string, bytes: number): Promise<void> {
  if (bytes === 0) return;
  await sql`update sessions set stored_bytes = stored_bytes + ${bytes} where id = ${sessionId}`.execute(trx);
}
