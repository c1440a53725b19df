-- Resume (issue 5).

-- Seed 004's session limit: how many sessions one owner may have open (held by a live lease) at once.
-- Null: the server's default (SAVEPOINT_MAX_ACTIVE_SESSIONS). Set per owner by an operator.
alter table owners
  add column max_active_sessions integer check (max_active_sessions between 1 and 100000);

create index sessions_owner_lease_idx on sessions (owner_id, lease_expires_at) where lease_expires_at is not null;

-- RESUME: the workspace as a resume found it, kept before resume changed any file. Never a base to roll back to
-- (it may hold a cut-off write), but a checkpoint like any other to look at or resume from (undo).
alter table checkpoints drop constraint checkpoints_kind_check;
alter table checkpoints add constraint checkpoints_kind_check check (kind in ('MANUAL','STEP','PHASE','PLAN','ERROR','RESUME'));
