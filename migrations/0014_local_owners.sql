--! compatible
-- Local owners: those the operator lets this server do file work for, in folders on its own machine (by default the
-- first owner of a zero-config `npm start`, the person who started it). Every other owner's folders are served by a
-- workspace agent of its own, beside them. Owners made before this release keep what they could do: local.
-- Compatible: a server that predates it does file work for every owner, as before.
alter table owners add column local boolean not null default false;
update owners set local = true;
