--! no-transaction
--! compatible
-- A step's task must be a task of the step's own session (issue 26): one foreign key, steps (session_id, task_id) to
-- tasks (session_id, id), replaces the step's two (0028 to 0030). Its target, this unique index, is built without
-- blocking writers. Compatible: an older Savepoint writes tasks as it did.
create unique index concurrently if not exists tasks_session_task_key on tasks (session_id, id);
