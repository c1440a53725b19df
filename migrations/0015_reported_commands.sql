-- Not marked compatible: a server that predates it takes an agent's report of file work as final before the verb that
-- asked has recorded it, and knows no REPORTED state.
-- A command that changes files (RESTORE, BRANCH, FORK) is reported into REPORTED: the agent's work is done, and it
-- stands only once the verb that asked records it, in its own transaction, as DONE. One that is not confirmed before
-- expires_at (its server killed meanwhile, its record failed) is EXPIRED, and its agent takes its work back.
alter table agent_commands drop constraint agent_commands_state_check;
alter table agent_commands add constraint agent_commands_state_check check (state in ('PENDING', 'REPORTED', 'DONE', 'FAILED', 'EXPIRED'));
