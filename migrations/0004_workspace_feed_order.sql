-- The workspace feed's order. Each workspace numbers its events 1, 2, 3... (a position), gap-free, in the order their
-- transactions commit, as a session numbers its own (seq). Positions are given at COMMIT, by a deferred trigger,
-- under a lock on the workspace's head row that the transaction holds until it has committed: a transaction that
-- gets positions after another has to wait for that one to end, so positions become visible in their own order,
-- a reader never sees position n + 1 before n, and `position > cursor` can skip nothing. See src/events/event.queries.ts.

-- The last position given in each workspace (locked, at commit, by each transaction that wrote events there).
create table workspace_feed_heads (
  workspace_id  uuid primary key references workspaces (id),
  last_pos      bigint not null check (last_pos > 0)
);

-- Where each run of consecutive events of one session sits in its workspace's feed: the events first_seq..last_seq
-- of the session have the positions last_pos - (last_seq - first_seq) .. last_pos. One row per session per append.
create table workspace_feed_runs (
  workspace_id  uuid not null references workspaces (id),
  last_pos      bigint not null,
  session_id    uuid not null references sessions (id),
  first_seq     bigint not null,
  last_seq      bigint not null,
  primary key (workspace_id, last_pos),
  check (first_seq >= 1 and last_seq >= first_seq and last_pos > last_seq - first_seq)
);

-- Fires at commit for every append (the append raises sessions.last_event_seq). Runs of several sessions in one
-- transaction take the heads in the order their appends ran (events/event.queries.ts orders them by workspace).
create function place_in_workspace_feed() returns trigger language plpgsql as $$
declare
  added bigint := new.last_event_seq - old.last_event_seq;
  head bigint;
begin
  insert into workspace_feed_heads as h (workspace_id, last_pos) values (new.workspace_id, added)
  on conflict (workspace_id) do update set last_pos = h.last_pos + added
  returning last_pos into head;
  insert into workspace_feed_runs (workspace_id, last_pos, session_id, first_seq, last_seq)
  values (new.workspace_id, head, new.id, old.last_event_seq + 1, new.last_event_seq);
  return null;
end
$$;

create constraint trigger sessions_place_in_workspace_feed
  after update of last_event_seq on sessions
  deferrable initially deferred
  for each row when (new.last_event_seq > old.last_event_seq)
  execute function place_in_workspace_feed();

-- Events written before: positions in the order the old feed delivered them ((tx_id, id), everything it handed out
-- being final), so a cursor it handed out, "<tx_id>.<id>", is the position of the number of events up to it.
-- Consecutive events of one session with consecutive seqs form one run.
with ordered as (
  select workspace_id, session_id, seq,
         row_number() over w as pos,
         lag(session_id) over w as previous_session,
         lag(seq) over w as previous_seq
  from session_events
  window w as (partition by workspace_id order by tx_id, id)
), numbered as (
  select *, sum(case when previous_session = session_id and previous_seq = seq - 1 then 0 else 1 end)
              over (partition by workspace_id order by pos) as run
  from ordered
)
insert into workspace_feed_runs (workspace_id, last_pos, session_id, first_seq, last_seq)
select workspace_id, max(pos), session_id, min(seq), max(seq)
from numbered
group by workspace_id, run, session_id;

insert into workspace_feed_heads (workspace_id, last_pos)
select workspace_id, count(*) from session_events group by workspace_id;
