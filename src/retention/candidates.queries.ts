// What an owner's policies let go of, with when each falls due, for a run to warn about or purge (retention.model.ts
// verdictOf). Only what falls due within its warning time is read, at most `limit` of each (the next run reads on).
// Lineage-safe by construction, never let go of:
// - anything of a pinned session, a pinned checkpoint;
// - a session with a live fork (a live session's parent is always live: deletion re-attaches forks it hands over), so
//   never the messages or the fork point a fork needs;
// - a checkpoint a live session was forked from (its plan or its code), one a rewind names (what it went back to, or
//   its undo point), a session's newest checkpoint (what a resume starts from) and its newest with code (what the
//   next snapshot is taken against).
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/client.ts';
import { ownedBy } from '../db/tenancy.ts';

/** A session or checkpoint a policy lets go of: when it falls due, when it was warned, how long a warning stands. */
export type Due = { id: string; session_id: string; workspace_id: string; due_at: Date; warned_at: Date | null; warn_hours: number; bytes: number };
/** A session a policy deletes, and whether the policy archives it first. */
export type DueSession = Due & { archive: boolean };

/** The policy in force for each of the owner's live, unpinned sessions: its workspace's, else the owner's default. */
function inForce(ownerId: string): RawBuilder<unknown> {
  return sql`
    select sessions.id as session_id, sessions.workspace_id, p.keep_checkpoint_days, p.keep_last_checkpoints, p.delete_terminal_after_days, p.archive_sessions, p.warn_hours
    from sessions
    left join retention_policies w on w.owner_id = sessions.owner_id and w.workspace_id = sessions.workspace_id
    left join retention_policies o on o.owner_id = sessions.owner_id and o.workspace_id is null
    join retention_policies p on p.id = coalesce(w.id, o.id)
    where ${ownedBy('sessions', ownerId)} and not sessions.pinned`;
}

/** Finished sessions a policy deletes, falling due by `horizon` (now + the longest warning), without live forks. */
export async function findDueSessions(db: Db, ownerId: string, limit: number): Promise<DueSession[]> {
  const { rows } = await sql<DueSession>`
    with policy as (${inForce(ownerId)})
    select s.id, s.id as session_id, s.workspace_id, s.completed_at + make_interval(days => p.delete_terminal_after_days) as due_at,
           s.retention_warned_at as warned_at, p.warn_hours, s.stored_bytes as bytes, p.archive_sessions as archive
    from policy p join sessions s on s.id = p.session_id
    where p.delete_terminal_after_days is not null and s.state in ('COMPLETED', 'FAILED', 'CANCELLED') and s.completed_at is not null
      and s.completed_at + make_interval(days => p.delete_terminal_after_days) <= now() + make_interval(hours => p.warn_hours)
      and not exists (select 1 from sessions fork where fork.parent_session_id = s.id and fork.deletion_id is null)
    order by due_at, s.id
    limit ${limit}`.execute(db);
  return rows;
}

/**
 * Checkpoints a policy lets go of, falling due by now + their warning time: older than keep_checkpoint_days (due
 * then) and not among their session's last keep_last_checkpoints (due since taken), where the policy gives each rule.
 */
export async function findDueCheckpoints(db: Db, ownerId: string, limit: number): Promise<Due[]> {
  const { rows } = await sql<Due>`
    with policy as (${inForce(ownerId)}),
    protected as (
      select sessions.fork_checkpoint_id as id from sessions where ${ownedBy('sessions', ownerId)} and sessions.fork_checkpoint_id is not null
      union
      select (sessions.fork_point ->> 'codeCheckpointId')::uuid from sessions where ${ownedBy('sessions', ownerId)} and sessions.fork_point ->> 'codeCheckpointId' is not null
      union
      select r.checkpoint_id from rewinds r join policy p on p.session_id = r.session_id where r.checkpoint_id is not null
      union
      select r.undo_checkpoint_id from rewinds r join policy p on p.session_id = r.session_id
    ),
    ranked as (
      select c.id, c.session_id, p.workspace_id, c.created_at, c.pinned, c.retention_warned_at, p.keep_checkpoint_days, p.keep_last_checkpoints,
             p.warn_hours, pg_column_size(c.*) as bytes,
             row_number() over (partition by c.session_id order by c.seq desc) as newest,
             row_number() over (partition by c.session_id, (c.git_commit is not null or c.code_tree is not null) order by c.seq desc) as newest_of_kind,
             (c.git_commit is not null or c.code_tree is not null) as has_code
      from checkpoints c join policy p on p.session_id = c.session_id
      where p.keep_checkpoint_days is not null or p.keep_last_checkpoints is not null
    ),
    due as (
      select *, case when keep_checkpoint_days is null then created_at
                     else created_at + make_interval(days => keep_checkpoint_days) end as due_at
      from ranked
      where not pinned and newest > 1 and not (has_code and newest_of_kind = 1)
        and (keep_last_checkpoints is null or newest > keep_last_checkpoints)
        and id not in (select id from protected where id is not null)
    )
    select id, session_id, workspace_id, due_at, retention_warned_at as warned_at, warn_hours, bytes
    from due
    where due_at <= now() + make_interval(hours => warn_hours)
    order by due_at, id
    limit ${limit}`.execute(db);
  return rows;
}
