--! no-transaction
--! compatible
-- Full-text search over checkpoints (0016_search_vectors.sql), built without blocking writers.
create index concurrently if not exists checkpoints_search_vector_idx on checkpoints using gin (search_vector);
