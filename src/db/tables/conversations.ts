// Conversations and their messages (a fork's conversation names the messages it inherits; a compaction's summary
// names the messages it stands for).
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { JsonOf, NullableTimestamp } from './column-types.ts';
import { readColumns } from './column-types.ts';

export type ConversationKind = 'SUPERVISOR' | 'TASK' | 'CHAT';

export type MessageRole = 'USER' | 'ASSISTANT' | 'SYSTEM' | 'TOOL';

/** A run of seqs, first to last (both included). */
export type Run = [number, number];

/** Runs of one conversation's messages that a fork's conversation shows before its own. */
export type Inherited = { conversationId: string; ranges: Run[] };

/** A tool call of an assistant message, as stored (redacted). */
export type ToolCall = { id: string | null; name: string; input: unknown };

/** Visible messages a compaction covers: how many, the first and the last. */
export type CoveredMessages = { count: number; firstId: string; lastId: string; firstSeq: number; lastSeq: number };

/** A compaction's summary: the messages it stands for, and the compaction (a rewind of kind COMPACT). */
export type SummaryOf = CoveredMessages & { rewindId: string };

export interface ConversationsTable {
  id: string;
  session_id: string;
  task_id: string | null;
  kind: ConversationKind;
  title: string;
  last_message_seq: Generated<number>;
  /** The lowest seq of its own messages (1 unless a compaction put a summary before the messages it kept; after the inherited ones in a fork). */
  first_message_seq: Generated<number>;
  forked_from_id: string | null;
  /** A fork's: the runs of other conversations' messages it starts with, frozen at the fork ([{ conversationId, ranges: [[first, last]] }]). */
  inherits: JsonOf<Inherited[]> | null;
  /** How many messages those runs hold. */
  inherited_count: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface MessagesTable {
  id: string;
  session_id: string;
  conversation_id: string;
  seq: number;
  role: MessageRole;
  content: Generated<string>;
  tool_calls: JsonOf<ToolCall[]> | null;
  tool_name: string | null;
  tool_input: JsonOf<unknown> | null;
  tool_result: string | null;
  is_error: Generated<boolean>;
  token_count: number | null;
  cost_usd: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  superseded_at: NullableTimestamp;
  superseded_by_event_id: number | null;
  /** A compaction's summary: the messages it stands for ({ rewindId, count, firstMessageId, lastMessageId, firstSeq, lastSeq }). */
  summary_of: JsonOf<SummaryOf> | null;
  created_at: Generated<Date>;
  /** Its text as a tsvector for search (history/search.queries.ts), kept by PostgreSQL (a generated column): never written. */
  search_vector: Generated<string>;
}

export type Conversation = Selectable<ConversationsTable>;

/** A row as the domains read it: without its search vector, which only search reads. */
export type Message = Omit<Selectable<MessagesTable>, 'search_vector'>;
/** Its columns but the search vector: what a read selects (readColumns). */
export const MESSAGE_COLUMNS = readColumns<Message>()([
  'id',
  'session_id',
  'conversation_id',
  'seq',
  'role',
  'content',
  'tool_calls',
  'tool_name',
  'tool_input',
  'tool_result',
  'is_error',
  'token_count',
  'cost_usd',
  'superseded_at',
  'superseded_by_event_id',
  'summary_of',
  'created_at',
]);
