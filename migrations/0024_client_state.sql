-- Client-owned state (issue 25): a client (LangGraph's checkpointer, say) keeps its own state in a session, addressed
-- by its own key, as checkpoints it names itself, each a payload plus named, versioned parts shared between its
-- checkpoints, and the pending writes of each. Payloads, parts, writes and metadata are stored verbatim, sealed with
-- the server's key (client-state/sealing.ts): never redacted, never read by the server. A redacted copy of the metadata
-- stays readable, for filters (redacted alike) and people.
--
-- A workspace may have no folder: its sessions keep state only (no code, no agent).
alter table workspaces alter column path drop not null;
create unique index workspaces_folderless_name_idx on workspaces (owner_id, name) where path is null and deletion_id is null;

-- A session's own key, chosen by its client (LangGraph: the thread id), unique among the owner's live sessions.
alter table sessions add column client_key text check (client_key is null or length(client_key) between 1 and 200);
create unique index sessions_client_key_idx on sessions (owner_id, client_key) where client_key is not null and deletion_id is null;

create table state_checkpoints (
  session_id        uuid not null references sessions (id),
  namespace         text not null,
  client_id         text not null,
  parent_client_id  text,
  payload_type      text not null,
  payload           bytea not null,   -- sealed
  key_id            text not null,    -- the key that sealed payload
  parts             jsonb not null,   -- { name: version } of the parts it is made of
  metadata          jsonb not null,   -- redacted: what filters match and people read
  metadata_sealed   bytea not null,   -- verbatim, sealed: what the client reads back
  metadata_key_id   text not null,
  summary           text,             -- readable, redacted
  stored_bytes      integer not null,
  created_at        timestamptz not null default now(),
  primary key (session_id, namespace, client_id)
);
create index state_checkpoints_metadata_idx on state_checkpoints using gin (metadata jsonb_path_ops);

create table state_parts (
  session_id  uuid not null references sessions (id),
  namespace   text not null,
  name        text not null,
  version     text not null,
  type        text not null,
  data        bytea,                  -- sealed; null: the part is empty
  key_id      text,
  primary key (session_id, namespace, name, version)
);

create table state_writes (
  session_id     uuid not null references sessions (id),
  namespace      text not null,
  checkpoint_id  text not null,       -- the client id of the checkpoint it is pending on
  task_id        text not null,
  idx            integer not null,
  channel        text not null,
  type           text not null,
  data           bytea not null,      -- sealed
  key_id         text not null,
  task_path      text not null default '',
  primary key (session_id, namespace, checkpoint_id, task_id, idx)
);

-- A value too large for a GraphQL request, uploaded alone (POST /state/uploads) and taken by the put that names it
-- (moved into state_parts or state_writes in that put's transaction). Sealed as the rest; one left untaken for a day
-- is deleted by housekeeping.
create table state_uploads (
  id          uuid primary key,
  owner_id    uuid not null references owners (id),
  data        bytea not null,
  key_id      text not null,
  bytes       bigint not null,
  created_at  timestamptz not null default now()
);
create index state_uploads_owner_idx on state_uploads (owner_id, created_at);
