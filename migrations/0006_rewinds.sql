-- Rewind (issue 13): code and conversation back to a point, previewed, always undoable. A rewind is a row of its
-- own (what was asked, what it resolved to, what changed, where the state before it was kept, who and when) and a
-- `session.rewound` event; the state a rewind replaces is kept first as a checkpoint of kind REWIND (an undo point,
-- like RESUME: never chosen implicitly as a target). Messages a rewind sets aside point at its event
-- (messages.superseded_by_event_id); an undo brings them back. Nothing is deleted.

alter table checkpoints drop constraint checkpoints_kind_check;
alter table checkpoints add constraint checkpoints_kind_check check (kind in ('MANUAL','STEP','PHASE','PLAN','ERROR','RESUME','REWIND'));

create table rewinds (
  id                   uuid primary key,
  session_id           uuid not null references sessions (id),
  -- CODE (rewindCode), CONVERSATION (rewindConversation, with or without code), COMPACT (compactConversation)
  kind                 text not null check (kind in ('CODE','CONVERSATION','COMPACT')),
  -- What was asked, as given (ids as database ids): { checkpointId | gitCommit | toMessageId | toTime | byMessageCount, conversationId, rewindCode, ... }
  request              jsonb not null,
  -- The checkpoint whose code and/or plan state it went back to (null: conversation only, no checkpoint applied)
  checkpoint_id        uuid references checkpoints (id),
  -- The undo point: a REWIND checkpoint holding the state (files, plan, conversations) the rewind replaced
  undo_checkpoint_id   uuid not null references checkpoints (id),
  preserve             text not null default 'DISCARD' check (preserve in ('DISCARD','BRANCH','STASH')),
  -- Where the state before the rewind was also left in the user's repository: { kind: BRANCH | STASH, reference }
  preserved_as         jsonb,
  -- What changed: { files: [{ path, action, additions, deletions }], messagesSuperseded, stateResets, ... }
  changes              jsonb not null default '{}',
  -- The session.rewound event (messages set aside by this rewind carry its id)
  event_id             bigint not null references session_events (id),
  actor                text not null,
  created_at           timestamptz not null default now(),
  undone_at            timestamptz,
  undone_by            text,
  undo_event_id        bigint references session_events (id)
);
create index rewinds_session_idx on rewinds (session_id, created_at);

-- Restore points and rewinds look for the messages a rewind set aside; without this, each such lookup read every
-- message of the session.
create index messages_set_aside_idx on messages (session_id) where superseded_at is not null;
