--! no-transaction
--! compatible
-- The steps already written are checked against their key (0028) while writers go on (VALIDATE CONSTRAINT takes a lock
-- that lets rows be written). Run again, it does nothing.
alter table steps validate constraint steps_task_of_session;
