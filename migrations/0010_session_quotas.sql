-- Session quotas (issue 19): what one session (and one owner) may grow to, checked as each write lands.
--
-- What a session stores of what clients write into it, counted by the writes themselves (session-size.service.ts),
-- so a write past SAVEPOINT_MAX_SESSION_BYTES or SAVEPOINT_MAX_OWNER_BYTES is refused without adding up the
-- session's rows. Sessions written before start from what their messages and events hold now (their stored sizes,
-- read without decompressing anything).
alter table sessions add column stored_bytes bigint not null default 0;
update sessions set stored_bytes = sizes.bytes
from (
  select session_id, sum(bytes)::bigint as bytes from (
    select session_id, octet_length(content) + coalesce(octet_length(tool_result), 0)
           + coalesce(pg_column_size(tool_calls), 0) + coalesce(pg_column_size(tool_input), 0) as bytes
    from messages
    union all
    select session_id, pg_column_size(data) from session_events
  ) rows group by session_id
) sizes
where sizes.session_id = sessions.id;

-- Each shared document's size as JSON text, kept by PostgreSQL on every write (whoever writes it: a put, a restore, a
-- fork), so SAVEPOINT_MAX_SESSION_DOCUMENT_BYTES is a sum over a session's documents that reads none of them.
alter table shared_context add column value_bytes integer not null generated always as (coalesce(octet_length(value::text), 0)) stored;
