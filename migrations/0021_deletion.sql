-- Deletion (issue 22, item 6): the one exception to "nothing is lost", asked for explicitly and audited.
--
-- A deletion is a row of its own (who, when, what was asked, which sessions went, what each table gave back, the
-- bytes freed), written in the transaction that deletes. That transaction makes each deleted session a tombstone at
-- once: the row stays (its id, owner and workspace, deletion_id set, everything the client wrote in it blanked) with
-- one event, `session.deleted`, the last of its log, so a feed's cursor stays valid and ends there; every read of the
-- API leaves such sessions out (db/tenancy.ts). The rest of its rows (plan, conversations, messages, checkpoints,
-- events, documents...) are purged after, in bounded batches, each its own short transaction, counted into the
-- deletion row as they go; a deletion whose purge a crash cut short is PURGING until a server finishes it.

create table deletions (
  id           uuid primary key,
  owner_id     uuid not null references owners (id),
  -- What was asked: a session (deleteSession), a workspace (deleteWorkspace), or a session retention let go of.
  kind         text not null check (kind in ('SESSION', 'WORKSPACE', 'RETENTION')),
  target_id    uuid not null,
  -- NONE: refused when live forks build on it; CASCADE: the forks went too; HAND_OVER: they got copies first.
  mode         text not null check (mode in ('NONE', 'CASCADE', 'HAND_OVER')),
  actor        text not null,
  -- Every session it deleted (the target first), and the live forks that were given what they inherited.
  session_ids  uuid[] not null,
  handed_over  uuid[] not null default '{}',
  state        text not null default 'PURGING' check (state in ('PURGING', 'DONE')),
  -- Rows purged per table ({ "messages": 120, ... }), and what they and the code objects no checkpoint reaches any
  -- more took up: rows as stored (pg_column_size), objects as stored (deflated) and as their content (uncompressed).
  purged       jsonb not null default '{}',
  row_bytes    bigint not null default 0,
  objects      integer not null default 0,
  object_bytes bigint not null default 0,
  requested_at timestamptz not null default now(),
  finished_at  timestamptz
);
create index deletions_owner_idx on deletions (owner_id, id);
create index deletions_purging_idx on deletions (id) where state = 'PURGING';

-- A tombstone: the deletion that made it one (null: a live session or workspace).
alter table sessions add column deletion_id uuid references deletions (id);
alter table workspaces add column deletion_id uuid references deletions (id);

-- A deleted workspace's folder is free again: only live workspaces hold their place.
drop index workspaces_owner_place_key;
create unique index workspaces_owner_place_key on workspaces (owner_id, coalesce(host, ''), path) where deletion_id is null;

-- A checkpoint names the one before it as its parent, and that name is signed with it: a purged parent (its session's
-- purge takes them in any order; a retention policy takes old ones) is left named, as a fork names its deleted source
-- in fork_point, not a foreign key that would keep every checkpoint as long as its successors.
alter table checkpoints drop constraint checkpoints_parent_checkpoint_id_fkey;

-- What the purge looks rows up by (a session's), where no index did.
create index phases_session_idx on phases (session_id);
create index workspace_feed_runs_session_idx on workspace_feed_runs (session_id);
create index idempotency_records_session_idx on idempotency_records (session_id) where session_id is not null;
create index agent_commands_session_idx on agent_commands (session_id) where session_id is not null;

-- The columns that refer to the rows a purge deletes: PostgreSQL checks each deleted row's references, and without an
-- index every check reads the whole referring table (all sessions' rows, for each row deleted).
create index sessions_fork_message_idx on sessions (fork_message_id) where fork_message_id is not null;
create index messages_superseded_by_idx on messages (superseded_by_event_id) where superseded_by_event_id is not null;
create index rewinds_event_idx on rewinds (event_id);
create index rewinds_undo_event_idx on rewinds (undo_event_id) where undo_event_id is not null;
create index rewinds_checkpoint_idx on rewinds (checkpoint_id) where checkpoint_id is not null;
create index rewinds_undo_checkpoint_idx on rewinds (undo_checkpoint_id);
create index checkpoints_phase_idx on checkpoints (phase_id) where phase_id is not null;
create index checkpoints_task_idx on checkpoints (task_id) where task_id is not null;
create index checkpoints_step_idx on checkpoints (step_id) where step_id is not null;
create index conversations_forked_from_idx on conversations (forked_from_id) where forked_from_id is not null;
create index conversations_task_idx on conversations (task_id) where task_id is not null;
create index tasks_phase_idx on tasks (phase_id);
create index steps_task_idx on steps (task_id);
create index approvals_task_idx on approvals (task_id) where task_id is not null;
create index approvals_step_idx on approvals (step_id) where step_id is not null;
