-- Plans that evolve, control at every level, and the agent's own working state (issue 12).
--
-- - A plan has a revision number (revisePlan raises it; a restore puts it back with the plan it names).
-- - Tasks and phases can be PAUSED (and resumed); a task can be SKIPPED by a revision (it becomes CANCELLED, with
--   the reason kept), a pending phase SKIPPED likewise.
-- - Phases, tasks and steps a restore takes out of the plan (they were added after the restored checkpoint) are
--   superseded, never deleted: every read of the plan leaves them out, the rows stay. Their positions and task keys
--   are then free for the plan in force, so uniqueness holds among the rows in force only.
-- - Todo lists (the session's and each task's), a phase's output and summary, and the documents agents share.

alter table sessions add column plan_revision integer not null default 0 check (plan_revision >= 0);
alter table sessions add column todos jsonb not null default '[]';

alter table phases drop constraint phases_state_check;
alter table phases add constraint phases_state_check check (state in ('PLANNED','RUNNING','COMPLETED','FAILED','SKIPPED','PAUSED'));
alter table phases add column output jsonb;
alter table phases add column summary text;
alter table phases add column skip_reason text;
alter table phases add column superseded_at timestamptz;
-- Deferrable: a revision or a restore renumbers positions in one statement (a swap is checked at its end).
alter table phases drop constraint phases_session_id_position_key;
alter table phases add constraint phases_position_in_force
  exclude using btree (session_id with =, position with =) where (superseded_at is null) deferrable initially immediate;

alter table tasks drop constraint tasks_state_check;
alter table tasks add constraint tasks_state_check
  check (state in ('PENDING','RUNNING','COMPLETED','FAILED','RESUMABLE','CANCELLED','PAUSED'));
alter table tasks add column todos jsonb not null default '[]';
alter table tasks add column skip_reason text;
alter table tasks add column superseded_at timestamptz;
alter table tasks drop constraint tasks_session_id_key_key;
create unique index tasks_key_in_force on tasks (session_id, key) where superseded_at is null;
alter table tasks drop constraint tasks_phase_id_position_key;
alter table tasks add constraint tasks_position_in_force
  exclude using btree (phase_id with =, position with =) where (superseded_at is null) deferrable initially immediate;

alter table steps add column superseded_at timestamptz;
alter table steps drop constraint steps_task_id_position_key;
alter table steps add constraint steps_position_in_force
  exclude using btree (task_id with =, position with =) where (superseded_at is null) deferrable initially immediate;

-- A named document of a session that its agents read and write, versioned (optimistic concurrency): each write
-- raises the version; a null value is a document taken away (by a restore to a checkpoint that did not have it).
-- Every version is also in the session log (a context.updated event), so the history is never lost.
create table shared_context (
  session_id   uuid not null references sessions (id),
  key          text not null check (length(key) between 1 and 200),
  value        jsonb,
  version      integer not null check (version >= 1),
  updated_by   text not null,
  updated_at   timestamptz not null default now(),
  primary key (session_id, key)
);
