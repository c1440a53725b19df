// Workspace agents and their commands (migrations/0012_agents.sql).
import type { Generated, Selectable } from 'kysely';
import type { JsonOf, NullableTimestamp } from './column-types.ts';

export interface AgentsTable {
  id: string;
  owner_id: string;
  key: string;
  host: string;
  embedded: Generated<boolean>;
  last_seq: Generated<number>;
  created_at: Generated<Date>;
}

export type Agent = Selectable<AgentsTable>;

export interface AgentLinksTable {
  agent_id: string;
  instance: string;
  seen_at: Generated<Date>;
}

/** REPORTED: an agent's file work, done, until the verb that asked records it as DONE (migrations/0015_reported_commands.sql). */
export type AgentCommandState = 'PENDING' | 'REPORTED' | 'DONE' | 'FAILED' | 'EXPIRED';

/** What an agent said went wrong: a stable code and a message for people. */
/** `paths`: the files a failure is about, when it names some (relative to the folder). */
export type AgentCommandError = { code: string; message: string; paths?: string[] };

export interface AgentCommandsTable {
  id: string;
  owner_id: string;
  agent_id: string;
  seq: number;
  workspace_id: string;
  session_id: string | null;
  kind: string;
  input: JsonOf<Record<string, unknown>>;
  state: Generated<AgentCommandState>;
  result: JsonOf<Record<string, unknown>> | null;
  error: JsonOf<AgentCommandError> | null;
  created_at: Generated<Date>;
  expires_at: Date;
  ended_at: NullableTimestamp;
}

export type AgentCommand = Selectable<AgentCommandsTable>;
