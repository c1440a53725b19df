// Conversations and their messages: appended in order, in batches, with sizes bounded.
import { newId } from '../db/ids.ts';
import { json } from '../db/json.ts';
import type { Conversation, ConversationKind, CoveredMessages, Inherited, Message, MessageRole } from '../db/tables/conversations.ts';
import type { Session } from '../db/tables/sessions.ts';
import { NotFoundError, ValidationError } from '../errors/domain.ts';
import { LimitReachedError } from '../errors/limit.ts';
import type { Work } from '../events/unit-of-work.ts';
import { insertConversation } from './conversation.queries.ts';
import { runsCount, runsTop } from './inheritance.model.ts';
import { immediateMessageStore, type MessageStore } from './message-store.ts';
import { insertMessage, reserveMessageSeqs, reserveSeqBeforeFirst } from './message-writes.queries.ts';

export type ToolCallInput = { id?: string | null; name: string; input?: unknown };
export type MessageInput = {
  role: MessageRole;
  content?: string | null;
  toolCalls?: readonly ToolCallInput[] | null;
  toolName?: string | null;
  toolInput?: unknown;
  toolResult?: string | null;
  isError?: boolean | null;
  tokenCount?: number | null;
  costUsd?: number | null;
};

/** A fork's conversation: the one it came from, and the runs of messages it starts with (read before its own). */
export type ForkedFrom = { conversationId: string; inherits: Inherited[] };

export async function createConversation(
  work: Work,
  session: Session,
  input: { kind: ConversationKind; title: string; taskId?: string | null; forkedFrom?: ForkedFrom | null },
): Promise<Conversation> {
  const inherits = input.forkedFrom?.inherits ?? [];
  // Its own messages are numbered after the inherited ones, so one order by seq reads them first.
  const top = runsTop(inherits);
  const conversation = await insertConversation(work.trx, {
    id: newId(),
    session_id: session.id,
    task_id: input.taskId ?? null,
    kind: input.kind,
    title: work.redact.text(input.title.trim()) || input.kind.toLowerCase(),
    ...(input.forkedFrom
      ? {
          forked_from_id: input.forkedFrom.conversationId,
          inherits: inherits.length ? json(inherits) : null,
          inherited_count: runsCount(inherits),
          first_message_seq: top + 1,
          last_message_seq: top,
        }
      : {}),
  });
  work.emit({
    sessionId: session.id,
    workspaceId: session.workspace_id,
    type: 'conversation.created',
    data: {
      conversationId: conversation.id,
      kind: conversation.kind,
      taskId: conversation.task_id,
      ...(input.forkedFrom ? { forkedFromId: input.forkedFrom.conversationId, inherited: conversation.inherited_count } : {}),
    },
  });
  return conversation;
}

export type MessageLimits = { maxMessageBytes: number; maxBatchSize: number };

/**
 * Appends a batch in the given order; answers the new messages' ids. The conversation must belong to the (locked)
 * session. `store` writes them (message-store.ts): at once, or at the end of a batch of writes.
 */
export async function appendMessages(
  work: Work,
  session: Session,
  conversation: Conversation,
  messages: readonly MessageInput[],
  limits: MessageLimits,
  store: MessageStore = immediateMessageStore(work),
): Promise<string[]> {
  if (conversation.session_id !== session.id) throw new NotFoundError('Conversation', conversation.id);
  if (messages.length === 0) throw new ValidationError('messages', 'give at least one message.');
  if (messages.length > limits.maxBatchSize) {
    throw new LimitReachedError(
      'BATCH_SIZE',
      limits.maxBatchSize,
      `At most ${limits.maxBatchSize} messages fit in one call (SAVEPOINT_MAX_BATCH); split the batch.`,
    );
  }
  for (const [index, message] of messages.entries()) checkMessage(message, index, limits.maxMessageBytes);
  const { redact } = work;
  const first = await store.reserve(conversation.id, messages.length);
  const rows = messages.map((message, index) => ({
    id: newId(),
    session_id: session.id,
    conversation_id: conversation.id,
    seq: first + index,
    role: message.role,
    content: redact.text(message.content ?? ''),
    tool_calls: message.toolCalls?.length
      ? json(
          message.toolCalls.map((call) => ({
            id: call.id == null ? null : redact.identifier(call.id),
            name: redact.text(call.name),
            input: redact.json(call.input ?? null),
          })),
        )
      : null,
    tool_name: message.toolName == null ? null : redact.text(message.toolName),
    tool_input: message.toolInput === undefined ? null : json(redact.json(message.toolInput)),
    tool_result: message.toolResult == null ? null : redact.text(message.toolResult),
    is_error: message.isError ?? false,
    token_count: message.tokenCount ?? null,
    cost_usd: message.costUsd ?? null,
  }));
  await store.insert(rows);
  work.emit({
    sessionId: session.id,
    workspaceId: session.workspace_id,
    type: 'messages.appended',
    data: {
      conversationId: conversation.id,
      firstSeq: first,
      lastSeq: first + rows.length - 1,
      count: rows.length,
      messageIds: rows.map((row) => row.id),
    },
  });
  return rows.map((row) => row.id);
}

/** A compaction's summary: its text, and where it goes (END: after every message; START: before every visible one). */
export type SummaryInput = { content: string; role: MessageRole; tokenCount?: number | null; placement: 'END' | 'START' };

/** A summary as placeSummary would refuse it; a dry run of a compaction checks it too, so it refuses what the call does. */
export function checkSummary(summary: Omit<SummaryInput, 'placement'>, limits: MessageLimits): void {
  if (!summary.content.trim()) throw new ValidationError('summary', 'write the summary the covered messages are replaced by; it is empty.');
  if (summary.role === 'TOOL') throw new ValidationError('role', 'a summary is written as SYSTEM, USER or ASSISTANT; a TOOL message carries one tool result.');
  const named = (field: string) => (field === 'content' ? 'summary' : field);
  checkMessage({ role: summary.role, content: summary.content, tokenCount: summary.tokenCount ?? null }, 0, limits.maxMessageBytes, named);
}

/**
 * Writes a compaction's summary message, checked and redacted like any message, naming what it stands for. The
 * conversation must belong to the (locked) session. END takes the next seq; START the seq below the lowest.
 */
export async function placeSummary(
  work: Work,
  conversation: Conversation,
  summary: SummaryInput,
  covered: CoveredMessages & { rewindId: string },
  limits: MessageLimits,
): Promise<Message> {
  checkSummary(summary, limits);
  const seq = summary.placement === 'END' ? await reserveMessageSeqs(work.trx, conversation.id, 1) : await reserveSeqBeforeFirst(work.trx, conversation.id);
  return insertMessage(work.trx, {
    id: newId(),
    session_id: conversation.session_id,
    conversation_id: conversation.id,
    seq,
    role: summary.role,
    content: work.redact.text(summary.content),
    token_count: summary.tokenCount ?? null,
    summary_of: json(covered),
  });
}

/** Far above any one model call (the largest context windows hold a few million tokens). */
const MAX_MESSAGE_TOKENS = 10_000_000;
/** What the cost column holds (numeric(14, 6)) is below 10^8; one message never costs near that. */
const MAX_MESSAGE_COST_USD = 1_000_000;

/** `named`: the input field a message field came from, for errors (default: messages[index].field). */
function checkMessage(message: MessageInput, index: number, maxBytes: number, named = (field: string) => `messages[${index}].${field}`): void {
  const sized: Array<[string, unknown]> = [
    ['content', message.content],
    ['toolResult', message.toolResult],
    ['toolInput', message.toolInput === undefined ? undefined : JSON.stringify(message.toolInput)],
    ['toolCalls', message.toolCalls ? JSON.stringify(message.toolCalls) : undefined],
  ];
  for (const [field, value] of sized) {
    if (typeof value === 'string' && Buffer.byteLength(value) > maxBytes) {
      throw new ValidationError(
        named(field),
        `is ${Buffer.byteLength(value)} bytes, over the ${maxBytes}-byte limit (SAVEPOINT_MAX_MESSAGE_BYTES); store large payloads elsewhere and reference them.`,
      );
    }
  }
  if (message.tokenCount != null && (!Number.isInteger(message.tokenCount) || message.tokenCount < 0 || message.tokenCount > MAX_MESSAGE_TOKENS)) {
    throw new ValidationError(named('tokenCount'), `must be a whole number of tokens from 0 to ${MAX_MESSAGE_TOKENS.toLocaleString('en')}.`);
  }
  if (message.costUsd != null && !(Number.isFinite(message.costUsd) && message.costUsd >= 0 && message.costUsd <= MAX_MESSAGE_COST_USD)) {
    throw new ValidationError(named('costUsd'), `must be a number of US dollars from 0 to ${MAX_MESSAGE_COST_USD.toLocaleString('en')}.`);
  }
  if (message.role === 'TOOL' && !message.toolName) {
    throw new ValidationError(named('toolName'), 'name the tool whose result this TOOL message carries.');
  }
}
