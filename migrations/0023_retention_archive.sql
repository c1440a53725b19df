-- Retention's archive mode (issue 22, item 7): a policy may archive the sessions it deletes, writing each one's export
-- (objects included, gzip) to the server's archive folder before purging it; a run counts what it archived.
-- Not compatible: an older server would apply such a policy by deleting without archiving.
alter table retention_policies add column archive_sessions boolean not null default false;
alter table retention_runs add column archived_sessions integer not null default 0;
alter table retention_runs add column archive_bytes bigint not null default 0;
-- Sessions a run left in place because their archive could not be written (the next run tries again).
alter table retention_runs add column archive_failures integer not null default 0;
