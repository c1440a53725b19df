-- Compaction (issue 13, part 7): compactConversation sets a run of visible messages aside behind one summary message
-- the runner wrote, to free context while keeping everything. The covered messages are superseded by the
-- compaction's session.rewound event (never deleted); the summary names them (messages.summary_of). "From here" puts
-- the summary at the end (the next seq); "up to here" puts it before the messages it keeps, at the seq below the
-- conversation's lowest (conversations.first_message_seq goes down by one), so ordering by seq stays the one order.
alter table messages add column summary_of jsonb;   -- { rewindId, count, firstMessageId, lastMessageId, firstSeq, lastSeq }
alter table conversations add column first_message_seq integer not null default 1;
