--! no-transaction
--! compatible
-- Full-text search over tasks (0016_search_vectors.sql), built without blocking writers.
create index concurrently if not exists tasks_search_vector_idx on tasks using gin (search_vector);
