--! compatible
-- Code objects (issue 21): snapshots as data. Blobs and trees in git's object model, keyed by their owner and git's
-- object id (the SHA-1 of "<type> <size>\0<content>", computed by the server from what arrived, never taken from the
-- client), so a workspace's agent hashes with git, sends only what the server lacks, and any instance serves any
-- snapshot and diff. Deduplicated within an owner and never across owners: the same content uploaded by two owners is
-- two rows, so asking about an object says nothing about another owner's. New tables only: older servers run on.

create table code_objects (
  owner_id    uuid not null references owners (id),
  oid         bytea not null check (octet_length(oid) = 20),
  type        text not null check (type in ('blob', 'tree')),
  size        integer not null check (size >= 0),     -- bytes of the content, uncompressed
  content     bytea not null,                         -- deflated (node:zlib)
  created_at  timestamptz not null default now(),
  primary key (owner_id, oid)
);
-- Deflated bytes do not compress again: keep PostgreSQL from trying (stored out of line, uncompressed, when large).
alter table code_objects alter column content set storage external;

-- A tree's entries, parsed once on arrival so that walks and diffs are SQL. Every entry names an object its owner
-- holds: the upload checks it (objects/object.service.ts) and stores a tree with its entries in one transaction, so a
-- stored tree implies its complete subtree. No foreign keys repeat that check: a row trigger per entry cost a third of
-- a checkpoint's upload (about 1,000 entries for 10 files changed in 5,000), and nothing deletes objects yet.
create table code_tree_entries (
  owner_id   uuid not null,
  tree_oid   bytea not null,
  name       text collate "C" not null check (name <> ''),
  mode       text not null check (mode in ('100644', '100755', '120000', '40000')),
  child_oid  bytea not null,
  primary key (owner_id, tree_oid, name)
);

-- What each owner's objects hold, uncompressed, added to by every upload in its transaction (the row lock orders an
-- owner's concurrent uploads), so SAVEPOINT_MAX_OWNER_OBJECT_BYTES is checked without adding up the owner's objects.
create table code_object_usage (
  owner_id  uuid primary key references owners (id),
  bytes     bigint not null check (bytes >= 0)
);
