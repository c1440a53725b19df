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
  content     bytea,                                  -- a blob's, deflated (node:zlib); a tree's is in code_trees
  created_at  timestamptz not null default now(),
  primary key (owner_id, oid),
  check ((type = 'blob') = (content is not null))
);
-- Deflated bytes do not compress again: keep PostgreSQL from trying (stored out of line, uncompressed, when large).
alter table code_objects alter column content set storage external;

-- A tree's entries, parsed once on arrival so that walks and diffs are SQL: one row per tree, its entries' names, modes
-- and ids side by side in git's order (the ids as 20-byte slices of one bytea). A tree's content is exactly these
-- entries in git's form, which is the only form the upload accepts, so it is rebuilt from them when read and not kept
-- twice. One row per tree rather than per entry: a change of 10 files in a repository of 50 folders of 100 files
-- writes 11 trees of up to 100 entries each, about 1,050 entry rows (some 200 bytes each with their index: 25 MB per 100
-- such changes, where the issue's budget is 5 MB) against 11 rows here.
--
-- Every entry names an object its owner holds: the upload checks it (objects/object.service.ts) and stores a tree
-- in the same transaction as the objects it names, so a stored tree implies its complete subtree.
create table code_trees (
  owner_id  uuid not null,
  oid       bytea not null,
  names     text[] collate "C" not null,
  modes     text[] not null check (modes <@ array['100644', '100755', '120000', '40000']),
  oids      bytea not null,
  primary key (owner_id, oid),
  foreign key (owner_id, oid) references code_objects (owner_id, oid),
  check (array_position(names, '') is null),
  check (cardinality(modes) = cardinality(names) and octet_length(oids) = 20 * cardinality(names))
);

-- What each owner's objects hold, uncompressed, added to by every upload in its transaction (the row lock orders an
-- owner's concurrent uploads), so SAVEPOINT_MAX_OWNER_OBJECT_BYTES is checked without adding up the owner's objects.
create table code_object_usage (
  owner_id  uuid primary key references owners (id),
  bytes     bigint not null check (bytes >= 0)
);
