--! no-transaction
--! compatible
-- 0018 (session_events_timeline_idx) and 0020 (session_events_session_time_idx) built the same index twice: (session_id,
-- created_at, seq). Every event written paid for both. The timeline's name is kept; Session.stateAt { time } uses it
-- as it used its twin. Compatible: an older Savepoint finds the rows it reads through the index that stays.
drop index concurrently if exists session_events_session_time_idx;
