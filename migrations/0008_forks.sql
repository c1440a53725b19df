-- Fork (issue 14): a new session from any point of another's history, cheap. A fork's conversation does not copy the
-- messages it starts with: it names, frozen at the fork, the runs of its source's messages (and its source's sources')
-- that were visible at the fork point (conversations.inherits), and its own messages are numbered after them
-- (first_message_seq), so one ordering by seq reads inherited then own. Rewinding either side never changes the other:
-- the inherited runs are fixed, and each side sets aside only its own rows.
alter table conversations add column inherits jsonb;                          -- [{ conversationId, ranges: [[first, last], ...] }]
alter table conversations add column inherited_count integer not null default 0;
-- How the fork was asked and resolved: { kind: CHECKPOINT|MESSAGE|TIME, codeCheckpointId, includeConversation, workspaceMode }
alter table sessions add column fork_point jsonb;
create index sessions_fork_checkpoint_idx on sessions (fork_checkpoint_id) where fork_checkpoint_id is not null;
