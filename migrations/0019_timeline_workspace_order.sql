--! no-transaction
--! compatible
-- A workspace's timeline, and the owner's (one workspace after another), in its order: time, session, seq.
create index concurrently if not exists session_events_workspace_timeline_idx on session_events (workspace_id, created_at, session_id, seq);
