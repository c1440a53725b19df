// The event log: session events and the workspace feed's order (migrations/0004_workspace_feed_order.sql).
import type { Generated, Selectable } from 'kysely';
import type { JsonOf } from './column-types.ts';
import { readColumns } from './column-types.ts';

export interface SessionEventsTable {
  id: Generated<number>;
  session_id: string;
  workspace_id: string;
  seq: number;
  type: string;
  actor: string;
  data: JsonOf<unknown, 'default'>;
  tx_id: Generated<string>;
  created_at: Generated<Date>;
  /** Its text as a tsvector for search (history/search.queries.ts), kept by PostgreSQL (a generated column): never written. */
  search_vector: Generated<string>;
}

/** The last position given in a workspace's feed (migrations/0004_workspace_feed_order.sql). */
export interface WorkspaceFeedHeadsTable {
  workspace_id: string;
  last_pos: number;
}

/** A run of one session's events (first_seq..last_seq) at positions last_pos - (last_seq - first_seq)..last_pos. */
export interface WorkspaceFeedRunsTable {
  workspace_id: string;
  last_pos: number;
  session_id: string;
  first_seq: number;
  last_seq: number;
}

/** A row as the domains read it: without its search vector, which only search reads. */
export type SessionEvent = Omit<Selectable<SessionEventsTable>, 'search_vector'>;
/** Its columns but the search vector: what a read selects (readColumns). */
export const EVENT_COLUMNS = readColumns<SessionEvent>()(['id', 'session_id', 'workspace_id', 'seq', 'type', 'actor', 'data', 'tx_id', 'created_at']);
