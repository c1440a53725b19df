--! no-transaction
--! compatible
-- Full-text search over shared_context (0016_search_vectors.sql), built without blocking writers.
create index concurrently if not exists shared_context_search_vector_idx on shared_context using gin (search_vector);
