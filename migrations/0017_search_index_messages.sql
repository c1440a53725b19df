--! no-transaction
--! compatible
-- Full-text search over messages (0016_search_vectors.sql), built without blocking writers.
create index concurrently if not exists messages_search_vector_idx on messages using gin (search_vector);
