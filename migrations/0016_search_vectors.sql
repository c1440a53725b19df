-- Full-text search (issue 22, item 3; docs/search.md): each table search reads gets a generated column holding its
-- text as a tsvector, which 0017_search_index_*.sql index (GIN, built concurrently). PostgreSQL computes it on every
-- write, whoever writes, from what is stored: content is redacted before it is stored, so no secret is searchable.
-- Stored, not an expression index, because ranking reads each match's vector: recomputing it for every match costs
-- about fifteen times as much per hit (a two-word query over a million messages stays within its budget only so).
--
-- Adding a stored generated column rewrites its table under an exclusive lock: this migration blocks reads and writes
-- of these tables while it runs (about a minute per million messages on a small machine). Not compatible: older
-- servers neither write nor need the columns, but a running server's prepared `select *` on these tables fails once
-- a column appears ("cached plan must not change result type"), so stop the old servers before it runs.
--
-- One configuration, english (stems and stop words), for the columns and every query (history/search.queries.ts).
-- Every part is cut to its first 32,768 characters (a JSON value longer than that as text is read as cut text), so a
-- vector stays below PostgreSQL's 1 MB limit for a tsvector whatever is written (a message's four large parts, each of
-- 16,384 distinct one-character words, make about 800 kB): a write never fails for being hard to index. Weights rank
-- what a hit is about (A) above what it merely mentions (D).

-- A text part, bounded.
create function search_text_vector(value text) returns tsvector
  language sql immutable parallel safe
  return to_tsvector('english'::regconfig, left(coalesce(value, ''), 32768));

-- The strings inside a JSON value (not its keys, numbers or syntax), bounded: a value whose text is longer is read as
-- text, cut.
create function search_json_vector(value jsonb) returns tsvector
  language sql immutable parallel safe
  return case
    when value is null then ''::tsvector
    when octet_length(value::text) <= 32768 then jsonb_to_tsvector('english'::regconfig, value, '["string"]')
    else to_tsvector('english'::regconfig, left(value::text, 32768))
  end;

-- A message: what it says, then the tools it calls or whose result it carries and their inputs, then the result.
alter table messages add column search_vector tsvector not null generated always as (
  setweight(search_text_vector(content), 'A')
  || setweight(search_text_vector(tool_name) || search_json_vector(tool_calls) || search_json_vector(tool_input), 'B')
  || setweight(search_text_vector(tool_result), 'C')
) stored;

-- An event: the strings of its data. Ranked lowest: most events repeat what a row of another kind says.
alter table session_events add column search_vector tsvector not null generated always as (
  setweight(search_json_vector(data), 'D')
) stored;

alter table checkpoints add column search_vector tsvector not null generated always as (
  setweight(search_text_vector(label), 'A')
) stored;

alter table tasks add column search_vector tsvector not null generated always as (
  setweight(search_text_vector(title), 'A') || setweight(search_text_vector(description), 'B')
) stored;

-- A shared document: its key (also split at / . _ -, which the parser keeps inside a path), then the strings of its
-- value (a text document is a JSON string).
alter table shared_context add column search_vector tsvector not null generated always as (
  setweight(search_text_vector(key) || search_text_vector(translate(key, '/._-', '    ')), 'A') || setweight(search_json_vector(value), 'B')
) stored;
