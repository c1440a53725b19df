// The agents of an owner (agents, migrations/0012_agents.sql) and their links to the server processes whose feeds they
// follow (agent_links): who is attached, who is online. Their commands are agent-command.queries.ts.
import { sql } from 'kysely';
import type { Db } from '../db/client.ts';
import { uuidArray } from '../db/json.ts';
import type { Agent } from '../db/tables/agents.ts';
import { ownedBy } from '../db/tenancy.ts';

/** An agent by its key within an owner, made on first sight; its host is what it says now. */
export async function upsertAgent(db: Db, row: { id: string; owner_id: string; key: string; host: string; embedded: boolean }): Promise<Agent> {
  return db
    .insertInto('agents')
    .values(row)
    .onConflict((oc) => oc.columns(['owner_id', 'key']).doUpdateSet({ host: row.host }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The agent is the one a server runs for its local owner (embedded-agent/local-agents.ts says so once it attached). */
export async function markAgentEmbedded(db: Db, ownerId: string, agentId: string): Promise<void> {
  await db.updateTable('agents').set({ embedded: true }).where(ownedBy('agents', ownerId)).where('id', '=', agentId).execute();
}

export async function findAgentsByIds(db: Db, ownerId: string, ids: readonly string[]): Promise<Agent[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('agents').selectAll().where(ownedBy('agents', ownerId)).where('id', 'in', ids).execute();
}

/** The agent a workspace of this owner is attached to now (null: none), as read at this moment. */
export async function findWorkspaceAgentId(db: Db, ownerId: string, workspaceId: string): Promise<string | null> {
  const row = await db.selectFrom('workspaces').select('agent_id').where(ownedBy('workspaces', ownerId)).where('id', '=', workspaceId).executeTakeFirst();
  return row?.agent_id ?? null;
}

/** The owner's agent with this key, if it ever attached. */
export async function findAgentByKey(db: Db, ownerId: string, key: string): Promise<Agent | undefined> {
  return db.selectFrom('agents').selectAll().where(ownedBy('agents', ownerId)).where('key', '=', key).executeTakeFirst();
}

/** Of these agents, those with a link refreshed within the window (connected to some server process). */
export async function findOnlineAgentIds(db: Db, agentIds: readonly string[], windowMs: number): Promise<Set<string>> {
  if (agentIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('agent_links')
    .select('agent_id')
    .distinct()
    .where('agent_id', 'in', agentIds)
    .where('seen_at', '>', sql<Date>`now() - make_interval(secs => ${windowMs / 1000})`)
    .execute();
  return new Set(rows.map((row) => row.agent_id));
}

/**
 * This process holds these agents' feeds open: their links are refreshed, its links to any other agent dropped, and
 * links of any process unseen for an hour (a killed server's) removed; one statement. The links are written in the
 * agents' order, whatever order they are given in: two refreshes of one process at once (its timer, a feed opening)
 * take the same rows' locks in the same order, and never deadlock.
 */
export async function refreshLinks(db: Db, instance: string, agentIds: readonly string[]): Promise<void> {
  await sql`
    with held as (select unnest(${uuidArray(agentIds)}) as agent_id),
    refreshed as (
      insert into agent_links (agent_id, instance) select agent_id, ${instance} from held order by agent_id
      on conflict (agent_id, instance) do update set seen_at = now()
    )
    delete from agent_links
     where (instance = ${instance} and agent_id <> all(${uuidArray(agentIds)})) or seen_at < now() - interval '1 hour'`.execute(db);
}
