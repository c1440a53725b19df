-- Retention as data (issue 22, item 7): policies per owner and per workspace, pins no policy touches, a warning in the
-- session's log a set time before anything is purged, runs on a schedule (one server at a time) and on demand.

-- An owner's default policy (workspace_id null) or a workspace's (which replaces the owner's for its sessions). Each
-- rule is off when null. Checkpoints older than keep_checkpoint_days and not among a session's last
-- keep_last_checkpoints go (both given: only those both rules let go); sessions finished (COMPLETED, FAILED,
-- CANCELLED) for delete_terminal_after_days are deleted. warn_hours: how long before a purge its warning is recorded.
create table retention_policies (
  id                          uuid primary key,
  owner_id                    uuid not null references owners (id),
  workspace_id                uuid references workspaces (id),
  keep_checkpoint_days        integer check (keep_checkpoint_days between 1 and 36500),
  keep_last_checkpoints       integer check (keep_last_checkpoints between 1 and 1000000),
  delete_terminal_after_days  integer check (delete_terminal_after_days between 1 and 36500),
  warn_hours                  integer not null default 24 check (warn_hours between 0 and 8760),
  created_at                  timestamptz not null default now(),
  updated_at                  timestamptz not null default now()
);
create unique index retention_policies_owner_key on retention_policies (owner_id) where workspace_id is null;
create unique index retention_policies_workspace_key on retention_policies (owner_id, workspace_id) where workspace_id is not null;

-- Pins: a pinned session (none of its checkpoints either) or checkpoint is never purged by a policy.
alter table sessions add column pinned boolean not null default false;
-- When retention warned that it will purge this (the `retention.warning` event): it is purged no sooner than warn_hours later.
alter table sessions add column retention_warned_at timestamptz;
alter table checkpoints add column retention_warned_at timestamptz;

-- Each run that purged or warned (dry runs write nothing): who, when, and what it did and freed.
create table retention_runs (
  id                  uuid primary key,
  owner_id            uuid not null references owners (id),
  actor               text not null,
  started_at          timestamptz not null default now(),
  finished_at         timestamptz,
  warned_sessions     integer not null default 0,
  warned_checkpoints  integer not null default 0,
  purged_sessions     integer not null default 0,
  purged_checkpoints  integer not null default 0,
  row_bytes           bigint not null default 0,
  objects             integer not null default 0,
  object_bytes        bigint not null default 0
);
create index retention_runs_owner_idx on retention_runs (owner_id, id);

-- What a run looks for: an owner's finished sessions, and the checkpoints of its sessions by age.
create index sessions_owner_finished_idx on sessions (owner_id, completed_at) where deletion_id is null and state in ('COMPLETED', 'FAILED', 'CANCELLED');
