-- A checkpoint's plan stored once (issue 26): the plan part of a state snapshot (phases, tasks, steps, approvals,
-- shared documents: 247 KiB at 1,000 steps) was written into every checkpoint, and read, canonicalised and signed at
-- every one, even when nothing in the plan had changed (an undo point of a conversation rewind, a manual checkpoint).
-- It is now a row of plan_snapshots, one per version of the session's plan, which the checkpoints taken at that
-- version share; the checkpoint keeps the rest of its snapshot (the session's state, revision and todos) and signs
-- the plan's digest (checkpoints/checkpoint.model.ts, format 2).
--
-- The version: PostgreSQL raises sessions.plan_version after every statement that writes a plan row of the session,
-- whoever writes it (the triggers below), so no write path can forget to. Checkpoints written before this keep their
-- whole snapshot (plan_snapshot_id null, format 1) and read as they did.
--
-- Breaking: an older Savepoint would read a format-2 snapshot without its plan.
alter table sessions add column plan_version bigint not null default 0;

create table plan_snapshots (
  id            uuid primary key,
  session_id    uuid not null references sessions (id),
  plan_version  bigint not null,
  plan          jsonb not null,
  -- sha256 of plan's text as PostgreSQL writes it (jsonb's text form is canonical): what checkpoints sign
  digest        text not null,
  created_at    timestamptz not null default now(),
  unique (session_id, plan_version)
);

alter table checkpoints add column plan_snapshot_id uuid references plan_snapshots (id);
create index checkpoints_plan_snapshot_idx on checkpoints (plan_snapshot_id) where plan_snapshot_id is not null;

-- A deleted session's plan rows leave with its purge, and it takes no checkpoint again: its row is left alone (a purge
-- never waits for a session's row, nor holds one).
create function savepoint_plan_changed() returns trigger language plpgsql as $$
begin
  update sessions set plan_version = plan_version + 1
  where id in (select distinct session_id from changed_rows) and deletion_id is null;
  return null;
end
$$;

do $$
declare
  plan_table text;
begin
  foreach plan_table in array array['phases', 'tasks', 'steps', 'approvals', 'shared_context'] loop
    execute format('create trigger %I after insert on %I referencing new table as changed_rows
                    for each statement execute function savepoint_plan_changed()', plan_table || '_plan_inserted', plan_table);
    execute format('create trigger %I after update on %I referencing new table as changed_rows
                    for each statement execute function savepoint_plan_changed()', plan_table || '_plan_updated', plan_table);
    execute format('create trigger %I after delete on %I referencing old table as changed_rows
                    for each statement execute function savepoint_plan_changed()', plan_table || '_plan_deleted', plan_table);
  end loop;
end
$$;
