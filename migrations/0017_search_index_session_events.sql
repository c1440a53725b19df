--! no-transaction
--! compatible
-- Full-text search over session_events (0016_search_vectors.sql), built without blocking writers.
create index concurrently if not exists session_events_search_vector_idx on session_events using gin (search_vector);
