--! no-transaction
--! compatible
-- A session's timeline in its order (history/timeline.model.ts: time, then seq): a page reads only its own rows.
create index concurrently if not exists session_events_timeline_idx on session_events (session_id, created_at, seq);
