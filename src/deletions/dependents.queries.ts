// Who builds on the sessions a deletion takes: the live forks below them (any depth), and among those the ones that
// need something of theirs: a lineage link into them (parent, fork checkpoint, fork message) or a conversation that
// inherits their messages (reads them from their rows: conversations/inherited.queries.ts). Forks are always made
// after their source, so every one of them is below the sessions asked about in the fork tree.
import { sql } from 'kysely';
import type { Db, Trx } from '../db/client.ts';
import { uuidArray } from '../db/json.ts';
import type { Inherited } from '../db/tables/conversations.ts';
import type { Session } from '../db/tables/sessions.ts';
import { ownedBy } from '../db/tenancy.ts';

/**
 * The owner's live sessions forked from any of `sessionIds` at any depth (those asked left out), nearest first: at
 * most `max + 1` (one more says the tree goes on past the bound), at most `depth` forks down.
 */
export async function findLiveDescendants(db: Db | Trx, ownerId: string, sessionIds: readonly string[], bounds: { depth: number; max: number }) {
  if (sessionIds.length === 0) return [];
  const { rows } = await sql<{ id: string }>`
    with recursive down (id, lineage_depth) as (
      select asked.id, 0 from unnest(${uuidArray(sessionIds)}) as asked (id)
      union
      select sessions.id, down.lineage_depth + 1
      from down cross join lateral (select * from sessions where sessions.parent_session_id = down.id offset 0) sessions
      where ${ownedBy('sessions', ownerId)} and down.lineage_depth < ${bounds.depth}
    )
    select id from down where id <> all(${uuidArray(sessionIds)})
    group by id order by min(lineage_depth), id
    limit ${bounds.max + 1}`.execute(db);
  return rows.map((row) => row.id);
}

export type InheritingConversation = { id: string; session_id: string; inherits: Inherited[] };

/**
 * Of the `candidates` (live forks), those that need something of `sourceIds`: a lineage link into them, or a
 * conversation inheriting messages of theirs (returned, with what each inherits, to hand over).
 */
export async function findDependents(trx: Trx, sourceIds: readonly string[], candidates: readonly string[]) {
  if (candidates.length === 0) return { sessionIds: [], conversations: [] };
  const sources = uuidArray(sourceIds);
  const linked = await sql<{ id: string }>`
    select s.id from sessions s
    where s.id = any(${uuidArray(candidates)})
      and (s.parent_session_id = any(${sources})
        or exists (select 1 from checkpoints c where c.id = s.fork_checkpoint_id and c.session_id = any(${sources}))
        or exists (select 1 from messages m where m.id = s.fork_message_id and m.session_id = any(${sources})))`.execute(trx);
  const inheriting = await sql<InheritingConversation>`
    select c.id, c.session_id, c.inherits from conversations c
    where c.session_id = any(${uuidArray(candidates)}) and c.inherits is not null
      and exists (
        select 1 from jsonb_array_elements(c.inherits) part
        join conversations source on source.id = (part ->> 'conversationId')::uuid
        where source.session_id = any(${sources}))
    order by c.session_id, c.id`.execute(trx);
  const sessionIds = [...new Set([...linked.rows.map((row) => row.id), ...inheriting.rows.map((row) => row.session_id)])].sort();
  return { sessionIds, conversations: inheriting.rows };
}

/** The conversations of these sessions (what their forks name in what they inherit). */
export async function findConversationIdsOf(trx: Trx, sessionIds: readonly string[]): Promise<string[]> {
  if (sessionIds.length === 0) return [];
  const rows = await trx.selectFrom('conversations').select('id').where('session_id', 'in', sessionIds).execute();
  return rows.map((row) => row.id);
}

/**
 * Locks the rows of these sessions of the owner, live ones only, in the order appendEvents takes session rows
 * (workspace, then id: db/advisory-locks.ts), and returns them.
 */
export async function lockLiveSessions(trx: Trx, ownerId: string, ids: readonly string[]): Promise<Session[]> {
  if (ids.length === 0) return [];
  return trx
    .selectFrom('sessions')
    .selectAll()
    .where(ownedBy('sessions', ownerId))
    .where('id', 'in', ids)
    .orderBy('workspace_id')
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
}
