-- Workspace roots: the directories under which an owner may register workspaces, granted by an operator. An owner
-- without roots of its own uses the server's (SAVEPOINT_WORKSPACE_ROOTS). Roots of two owners never overlap: that
-- is checked when a root is granted, under the same lock for every grant.
create table owner_roots (
  owner_id    uuid not null references owners(id),
  path        text not null check (left(path, 1) = '/'),
  created_at  timestamptz not null default now(),
  primary key (owner_id, path)
);

-- Registration checks a directory against every owner's workspaces, so this lookup must be cheap.
create index workspaces_path_idx on workspaces (path);

-- Idempotency keys are client text and may hold anything: from now on only their sha256 is stored (the server hashes
-- a key before every lookup); keys stored before are hashed the same way here, so their replays still answer.
update idempotency_records set key = encode(sha256(convert_to(key, 'UTF8')), 'hex');
