-- Session lifecycle (issue 19): pausing a session pauses its running agents, and resuming the session resumes exactly
-- those (not a task a person paused on its own). A task paused by its session's pause says so.
alter table tasks add column paused_with_session boolean not null default false;
