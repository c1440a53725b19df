--! compatible
-- The step's two old keys go, now that its one key (0028, checked by 0029) holds.
alter table steps drop constraint if exists steps_task_id_fkey, drop constraint if exists steps_session_id_fkey;
