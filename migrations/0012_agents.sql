-- Not marked compatible: a server that predates agents would do file work for workspaces only an agent may touch.
-- Workspace agents and their commands. An agent runs beside the files it serves (standalone, with its owner's token,
-- or embedded in a server for the owners the operator marked local) and does all file work for its workspaces; the
-- server records what it asks of an agent as a command and learns the outcome from the agent's report.

-- An agent, named by the key it keeps on its own disk (unique within its owner: keys are chosen by clients).
create table agents (
  id          uuid primary key,
  owner_id    uuid not null references owners (id),
  key         text not null check (length(key) between 1 and 200),
  host        text not null check (length(host) between 1 and 255),
  embedded    boolean not null default false,
  last_seq    bigint not null default 0,           -- the newest command's seq: an agent's feed counter, gap-free
  created_at  timestamptz not null default now(),
  unique (owner_id, key)
);

-- Which server process holds an agent's command feed open, refreshed while it does: an agent is online while a link
-- of it was seen recently. One row per (agent, process); a process that dies leaves a row that goes stale.
create table agent_links (
  agent_id    uuid not null references agents (id),
  instance    text not null,
  seen_at     timestamptz not null default now(),
  primary key (agent_id, instance)
);

-- The agent serving a workspace (null: nobody yet), and on which host the folder is (null: the server's own).
alter table workspaces add column agent_id uuid references agents (id);
alter table workspaces add column host text;
create index workspaces_agent_idx on workspaces (agent_id) where agent_id is not null;
-- One workspace per folder of an owner, a folder being a path on a host (two machines may both have /home/me/app).
alter table workspaces drop constraint workspaces_owner_id_path_key;
create unique index workspaces_owner_place_key on workspaces (owner_id, coalesce(host, ''), path);

-- What the server asked an agent to do, in the order asked (seq, per agent, allocated in the inserting transaction
-- like a session's event seq, so the feed reads "everything after a counter" with no gap). A command ends once:
-- DONE with the agent's result, FAILED with its error, or EXPIRED when nobody answered in time.
create table agent_commands (
  id            uuid primary key,
  owner_id      uuid not null references owners (id),
  agent_id      uuid not null references agents (id),
  seq           bigint not null,
  workspace_id  uuid not null references workspaces (id),
  session_id    uuid references sessions (id),
  kind          text not null,
  input         jsonb not null,
  state         text not null default 'PENDING' check (state in ('PENDING', 'DONE', 'FAILED', 'EXPIRED')),
  result        jsonb,
  error         jsonb,
  created_at    timestamptz not null default now(),
  expires_at    timestamptz not null,
  ended_at      timestamptz,
  unique (agent_id, seq)
);
create index agent_commands_pending_idx on agent_commands (agent_id, seq) where state = 'PENDING';
