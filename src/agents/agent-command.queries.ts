// The commands a server gives agents (agent_commands, migrations/0012_agents.sql): recorded with the agent's next
// seq and its feed's doorbell, read by the feed and the asker, ended by a report, a confirmation or an expiry.
import { sql } from 'kysely';
import type { Db, Trx } from '../db/client.ts';
import { json } from '../db/json.ts';
import type { AgentCommand, AgentCommandError, AgentCommandState } from '../db/tables/agents.ts';
import { ownedBy } from '../db/tenancy.ts';
import { EVENTS_CHANNEL } from '../events/event.channel.ts';

export type NewCommand = {
  id: string;
  owner_id: string;
  agent_id: string;
  workspace_id: string;
  session_id: string | null;
  kind: string;
  input: Record<string, unknown>;
  expiresInMs: number;
};

/**
 * Records a command with the agent's next seq and rings the doorbell for its feed ({"e": [], "a": [[agentId, seq]]}),
 * delivered only if the transaction commits. Needs a transaction: the counter on the agent row orders its commands.
 */
export async function insertCommand(trx: Trx, command: NewCommand): Promise<AgentCommand> {
  const { expiresInMs, input, ...row } = command;
  const inserted = await sql<AgentCommand>`
    with counter as (update agents set last_seq = last_seq + 1 where id = ${row.agent_id} and owner_id = ${row.owner_id} returning last_seq)
    insert into agent_commands (id, owner_id, agent_id, seq, workspace_id, session_id, kind, input, expires_at)
    select ${row.id}, ${row.owner_id}, ${row.agent_id}, counter.last_seq, ${row.workspace_id}, ${row.session_id}, ${row.kind}, ${json(input)},
           now() + make_interval(secs => ${expiresInMs / 1000})
    from counter
    returning *`.execute(trx);
  const made = inserted.rows[0];
  if (!made) throw new Error(`agent ${row.agent_id} of owner ${row.owner_id} vanished while a command was recorded`);
  await sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ e: [], a: [[made.agent_id, made.seq]] })})`.execute(trx);
  return made;
}

/**
 * An agent's commands after a seq, in order (the feed reads these). One still PENDING past its expiry (its asker gone)
 * is shown EXPIRED, by the database's clock: no agent carries it out, whatever its own clock says.
 */
export async function listCommandsAfter(db: Db, agentId: string, afterSeq: number, limit: number): Promise<AgentCommand[]> {
  return db
    .selectFrom('agent_commands')
    .selectAll()
    .select(sql<AgentCommand['state']>`case when state = 'PENDING' and expires_at <= now() then 'EXPIRED' else state end`.as('state'))
    .where('agent_id', '=', agentId)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .limit(limit)
    .execute();
}

/**
 * The asker still waits: the command lives COMMAND_LIVE_MS more (never past `deadline`), while it is PENDING and
 * alive. False when it was not renewed: it ended, or its life ran out first (a stalled asker) and its agent may have
 * passed it by as EXPIRED.
 */
export async function renewCommand(db: Db, ownerId: string, commandId: string, liveMs: number, deadline: Date): Promise<boolean> {
  const renewed = await db
    .updateTable('agent_commands')
    .set({ expires_at: sql`least(now() + make_interval(secs => ${liveMs / 1000}), ${deadline})` })
    .where(ownedBy('agent_commands', ownerId))
    .where('id', '=', commandId)
    .where('state', '=', 'PENDING')
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return renewed.numUpdatedRows > 0n;
}

/** Where an agent's feed starts when it gives no cursor: just before its oldest command still waiting (else its newest). */
export async function findFeedStart(db: Db, agentId: string): Promise<number> {
  const row = await db
    .selectFrom('agents')
    .select((eb) => [
      'last_seq',
      eb
        .selectFrom('agent_commands')
        .select((inner) => inner.fn.min('seq').as('seq'))
        .where('agent_id', '=', agentId)
        .where('state', '=', 'PENDING')
        .where('expires_at', '>', sql<Date>`now()`)
        .as('first_pending'),
    ])
    .where('id', '=', agentId)
    .executeTakeFirst();
  if (!row) return 0;
  return row.first_pending === null ? row.last_seq : Number(row.first_pending) - 1;
}

/** How far back among an agent's commands its workspace's newest snapshot is looked for (a bounded read). */
const RECENT_COMMANDS = 20;

/**
 * The root tree the workspace's newest snapshot named, among its agent's last RECENT_COMMANDS commands (null: none
 * there). Only what the agent reported: whether the server still holds that tree is the caller's to check.
 */
export async function findNewestSnapshotTree(db: Db, ownerId: string, agentId: string, workspaceId: string): Promise<string | null> {
  const recent = db
    .selectFrom('agent_commands')
    .select(['seq', 'workspace_id', 'kind', 'state', 'result'])
    .where(ownedBy('agent_commands', ownerId))
    .where('agent_id', '=', agentId)
    .orderBy('seq', 'desc')
    .limit(RECENT_COMMANDS)
    .as('recent');
  const row = await db
    .selectFrom(recent)
    .select(sql<string | null>`recent.result->>'tree'`.as('tree'))
    .where('recent.workspace_id', '=', workspaceId)
    .where('recent.kind', '=', 'SNAPSHOT')
    .where('recent.state', '=', 'DONE')
    .orderBy('recent.seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.tree ?? null;
}

export async function findCommandsByIds(db: Db, ownerId: string, ids: readonly string[]): Promise<AgentCommand[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('agent_commands').selectAll().where(ownedBy('agent_commands', ownerId)).where('id', 'in', ids).execute();
}

export async function findCommand(db: Db, ownerId: string, commandId: string): Promise<AgentCommand | undefined> {
  return db.selectFrom('agent_commands').selectAll().where(ownedBy('agent_commands', ownerId)).where('id', '=', commandId).executeTakeFirst();
}

/** A command of the owner with the key of the agent it was given to (one statement: what a report is checked by). */
export async function findCommandWithAgentKey(db: Db, ownerId: string, commandId: string): Promise<(AgentCommand & { agent_key: string }) | undefined> {
  return db
    .selectFrom('agent_commands')
    .innerJoin('agents', 'agents.id', 'agent_commands.agent_id')
    .selectAll('agent_commands')
    .select('agents.key as agent_key')
    .where(ownedBy('agent_commands', ownerId))
    .where(ownedBy('agents', ownerId))
    .where('agent_commands.id', '=', commandId)
    .executeTakeFirst();
}

/**
 * Ends a command still PENDING (DONE with a result, FAILED with an error, EXPIRED; REPORTED, with a result, for file
 * work its verb has yet to record: it then lives `reportedLiveMs` more) and rings the doorbell of whoever waits for it
 * ({"e": [], "c": [commandId]}). Returns the ended row; undefined when it had ended already.
 */
export async function endCommand(
  trx: Trx,
  ownerId: string,
  commandId: string,
  end: { state: Exclude<AgentCommandState, 'PENDING'>; result?: Record<string, unknown> | null; error?: AgentCommandError | null; reportedLiveMs?: number },
): Promise<AgentCommand | undefined> {
  const ended = await trx
    .updateTable('agent_commands')
    .set({
      state: end.state,
      result: end.result ? json(end.result) : null,
      error: end.error ? json(end.error) : null,
      ended_at: sql`now()`,
    })
    .$if(end.state === 'REPORTED', (query) => query.set({ expires_at: sql`now() + make_interval(secs => ${(end.reportedLiveMs ?? 0) / 1000})` }))
    .where(ownedBy('agent_commands', ownerId))
    .where('id', '=', commandId)
    .where('state', '=', 'PENDING')
    // A report only while the command lives (its asker waits); its asker ends it as EXPIRED whenever it gives up.
    .$if(end.state !== 'EXPIRED', (query) => query.where('expires_at', '>', sql<Date>`now()`))
    .returningAll()
    .executeTakeFirst();
  if (ended) await sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ e: [], c: [commandId] })})`.execute(trx);
  return ended;
}

/**
 * An agent's report ends its own command, in one statement (atomic alone, the asker's doorbell rung at its commit):
 * FAILED with the error, else DONE with the result (REPORTED, living `reportedLiveMs` more, when its kind is file work a
 * verb records); only while it is PENDING and alive, and only for the agent holding `agentKey`. Undefined: it ended
 * nothing (the caller reads why).
 */
export async function endReportedCommand(
  db: Db,
  ownerId: string,
  report: { commandId: string; agentKey: string; result: Record<string, unknown> | null; error: AgentCommandError | null },
  recorded: { kinds: readonly string[]; liveMs: number },
): Promise<AgentCommand | undefined> {
  const failed = report.error !== null;
  const fileWork = sql<boolean>`agent_commands.kind = any(${sql.val(recorded.kinds)}::text[])`;
  const { rows } = await sql<AgentCommand>`
    with ended as (
      update agent_commands
      set state = case when ${failed} then 'FAILED' when ${fileWork} then 'REPORTED' else 'DONE' end,
          result = ${failed ? null : json(report.result ?? {})}, error = ${failed ? json(report.error) : null}, ended_at = now(),
          expires_at = case when not ${failed} and ${fileWork} then now() + make_interval(secs => ${recorded.liveMs / 1000}) else expires_at end
      from agents
      where ${ownedBy('agent_commands', ownerId)} and agent_commands.id = ${report.commandId}
        and agents.id = agent_commands.agent_id and ${ownedBy('agents', ownerId)} and agents.key = ${report.agentKey}
        and agent_commands.state = 'PENDING' and agent_commands.expires_at > now()
      returning agent_commands.*
    ),
    rung as (select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ e: [], c: [report.commandId] })}) from ended)
    -- read here so it runs (once, for the ended row): PostgreSQL skips a CTE no query reads
    select ended.* from ended where (select count(*) from rung) >= 0`.execute(db);
  return rows[0];
}

/**
 * The verb that asked records the agent's file work: REPORTED becomes DONE, in the verb's own transaction (so the
 * work stands exactly when the verb is recorded). False when it is no longer REPORTED or its time ran out: the
 * agent takes the work back, and the verb must not be recorded.
 */
export async function confirmCommand(trx: Trx, ownerId: string, commandId: string): Promise<boolean> {
  const confirmed = await trx
    .updateTable('agent_commands')
    .set({ state: 'DONE' })
    .where(ownedBy('agent_commands', ownerId))
    .where('id', '=', commandId)
    .where('state', '=', 'REPORTED')
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return confirmed.numUpdatedRows > 0n;
}

/** Ends a REPORTED command EXPIRED (only once its life ran out, with `lapsed`); the command as left, if it was. */
async function expireReported(db: Db, ownerId: string, commandId: string, lapsed: boolean): Promise<AgentCommand | undefined> {
  let query = db
    .updateTable('agent_commands')
    .set({ state: 'EXPIRED' })
    .where(ownedBy('agent_commands', ownerId))
    .where('id', '=', commandId)
    .where('state', '=', 'REPORTED');
  if (lapsed) query = query.where('expires_at', '<=', sql<Date>`now()`);
  return query.returningAll().executeTakeFirst();
}

/**
 * The agent's file work is not to be kept (its verb failed before its record): a REPORTED command is EXPIRED now.
 * Returns the state it is left in: EXPIRED (the agent takes the work back), or DONE when the record committed after
 * all (the work stands).
 */
export async function abandonCommand(db: Db, ownerId: string, commandId: string): Promise<AgentCommandState | undefined> {
  return ((await expireReported(db, ownerId, commandId, false)) ?? (await findCommand(db, ownerId, commandId)))?.state;
}

/**
 * The command as its agent must take it: one still REPORTED past its life (nobody recorded its verb in time) is ended
 * EXPIRED first. That update waits for a transaction confirming it meanwhile and then finds it DONE, so the answer
 * never changes once given: DONE, keep the work; REPORTED, ask again; anything else, take it back.
 */
export async function settleCommand(db: Db, ownerId: string, commandId: string): Promise<AgentCommand | undefined> {
  return (await expireReported(db, ownerId, commandId, true)) ?? findCommand(db, ownerId, commandId);
}
