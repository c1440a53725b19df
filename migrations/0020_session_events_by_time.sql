--! no-transaction
--! compatible
-- A session's state at a moment (Session.stateAt { time }) starts from the last event written at or before it: one
-- probe of this index, whatever the session's length, built without blocking writers. Compatible: an index only.
create index concurrently if not exists session_events_session_time_idx on session_events (session_id, created_at, seq);
