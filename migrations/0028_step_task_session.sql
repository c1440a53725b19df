--! compatible
-- The one key of a step's task (0027). A step had two: to its session and to its task, each checked row by row, so
-- writing a plan's steps paid two lookups a step (7.8 ms of a fork's 1,000-step copy, the largest single cost of a
-- fork), and neither stopped a step from naming another session's task. The one key checks both at once; the step's
-- session exists because its task's does (tasks.session_id references sessions). Added NOT VALID: it holds every
-- write from now on at once, and the rows already there are checked by 0029 without blocking writers. Compatible: an
-- older Savepoint writes a step with its own task's session, which the key accepts.
alter table steps add constraint steps_task_of_session foreign key (session_id, task_id) references tasks (session_id, id) not valid;
