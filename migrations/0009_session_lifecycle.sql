-- Session lifecycle (issue 19): pausing a session pauses its running agents, and resuming the session resumes exactly
-- those (not a task a person paused on its own). A task paused by its session's pause says so.
alter table tasks add column paused_with_session boolean not null default false;

-- Seed 001's bookkeeping, done by the server: a checkpoint when an agent (task) completes, where the session's policy
-- asks for it (kind TASK), and a session that completes itself when its last task does, when it opted in.
alter table checkpoints drop constraint checkpoints_kind_check;
alter table checkpoints add constraint checkpoints_kind_check check (kind in ('MANUAL','STEP','TASK','PHASE','PLAN','ERROR','RESUME','REWIND'));
alter table sessions add column auto_complete boolean not null default false;

-- A finished session holds no lease (its folder is free, the owner's limit does not count it): end the leases that
-- sessions finished before this release still carry.
update sessions set lease_holder = null, lease_token = null, lease_expires_at = null
 where state in ('COMPLETED', 'FAILED', 'CANCELLED') and lease_token is not null;
