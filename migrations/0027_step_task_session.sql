--! compatible
-- A step's task is a task of the step's own session, and one foreign key now says so (issue 26). A step had two: to
-- its session and to its task, each checked row by row, so writing a plan's steps paid two lookups a step (7.8 ms of
-- a fork's 1,000-step copy, the largest single cost of a fork), and neither stopped a step from naming another
-- session's task. The one key (session_id, task_id) -> tasks (session_id, id) checks both at once; the step's session
-- exists because its task's does (tasks.session_id references sessions). Compatible: an older Savepoint writes a step
-- with its own task's session, which the key accepts.
alter table tasks add constraint tasks_session_task_key unique (session_id, id);
alter table steps add constraint steps_task_of_session foreign key (session_id, task_id) references tasks (session_id, id);
alter table steps drop constraint steps_task_id_fkey;
alter table steps drop constraint steps_session_id_fkey;
