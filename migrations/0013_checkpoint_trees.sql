--! compatible
-- A checkpoint of a folder an agent serves names its snapshot as the root tree of the owner's code objects
-- (migrations/0011_code_objects.sql), uploaded by the agent; git_commit stays for snapshots this server takes itself.
-- Compatible: a server that predates it sees such a checkpoint as one without code.
alter table checkpoints add column code_tree text check (code_tree ~ '^[0-9a-f]{40}$');
