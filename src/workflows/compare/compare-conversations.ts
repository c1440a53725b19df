// The conversation part of Session.compare: each conversation of this session paired with its counterpart in the
// other (the supervisor's with the supervisor's, a task agent's with the one of the task of the same key, a chat with
// the chat of the same title; several of one kind in creation order), and for each pair whose visible messages differ,
// where they part (message-divergence.ts). Conversations without a counterpart are listed on their own.
import type { Caller } from '../../caller.ts';
import { countMessages, findConversationsBySessionIds, type MessageFilter } from '../../conversations/conversation.queries.ts';
import { countInherited, listMessagesOf } from '../../conversations/inherited.queries.ts';
import type { Db } from '../../db/client.ts';
import type { Conversation, Message } from '../../db/tables/conversations.ts';
import { findTasksByIds } from '../../plans/plan.queries.ts';
import type { SessionPair } from './compare-sessions.ts';
import { findDivergence, type PageReader } from './message-divergence.ts';

/** Messages listed per side after the shared prefix (the counts say how many there are in all). */
export const DIVERGED_LIST_LIMIT = 100;

/** What a conversation shows: every message not set aside, tool results included. */
const VISIBLE: MessageFilter = { includeToolResults: true, includeSuperseded: false };

export type ConversationDivergence = {
  here: Conversation;
  there: Conversation;
  commonCount: number;
  divergedAfter: Message | null;
  onlyHere: Message[];
  onlyHereCount: number;
  onlyThere: Message[];
  onlyThereCount: number;
};

export type ConversationsComparison = {
  /** Pairs whose visible messages differ (identical pairs are left out), in this session's conversation order. */
  diverged: ConversationDivergence[];
  /** Conversations of this session without a counterpart in the other. */
  onlyHere: Conversation[];
  onlyThere: Conversation[];
};

function counterpartKey(conversation: Conversation, taskKeys: ReadonlyMap<string, string>): string {
  if (conversation.kind === 'TASK') return `TASK:${taskKeys.get(conversation.task_id ?? '') ?? conversation.task_id}`;
  if (conversation.kind === 'CHAT') return `CHAT:${conversation.title}`;
  return conversation.kind;
}

function pages(db: Db, conversation: Conversation): PageReader<Message> {
  return (after, limit) => listMessagesOf(db, conversation, VISIBLE, { after, limit, inverted: false });
}

/** How many messages each conversation shows (its own visible ones, and for a fork those it starts with). */
async function visibleCounts(db: Db, conversations: readonly Conversation[]): Promise<Map<string, number>> {
  const [own, inherited] = await Promise.all([
    countMessages(
      db,
      conversations.map((c) => c.id),
      VISIBLE,
    ),
    Promise.all(conversations.map((c) => countInherited(db, c, VISIBLE))),
  ]);
  const counts = new Map(conversations.map((c, i) => [c.id, inherited[i]!]));
  for (const row of own) counts.set(row.conversation_id, (counts.get(row.conversation_id) ?? 0) + row.count);
  return counts;
}

async function diverge(db: Db, here: Conversation, there: Conversation, counts: ReadonlyMap<string, number>): Promise<ConversationDivergence | null> {
  if (here.id === there.id) return null;
  const found = await findDivergence(pages(db, here), pages(db, there), DIVERGED_LIST_LIMIT);
  // Counted apart from the pages: a message appended meanwhile may make a count lag behind what was read.
  const rest = (conversation: Conversation, listed: number) => Math.max(listed, (counts.get(conversation.id) ?? 0) - found.commonCount);
  const onlyHereCount = rest(here, found.onlyHere.length);
  const onlyThereCount = rest(there, found.onlyThere.length);
  if (found.onlyHere.length === 0 && found.onlyThere.length === 0) return null;
  return { here, there, ...found, onlyHereCount, onlyThereCount };
}

export async function compareConversations(caller: Caller, pair: SessionPair): Promise<ConversationsComparison> {
  const { db } = caller;
  const all = await findConversationsBySessionIds(db, [...new Set([pair.here.id, pair.there.id])]);
  const taskIds = [...new Set(all.flatMap((c) => (c.kind === 'TASK' && c.task_id ? [c.task_id] : [])))];
  const tasks = await findTasksByIds(db, caller.viewer.ownerId, taskIds);
  const taskKeys = new Map(tasks.map((task) => [task.id, task.key]));
  const mine = all.filter((c) => c.session_id === pair.here.id);
  const theirs = new Map<string, Conversation[]>();
  for (const conversation of all.filter((c) => c.session_id === pair.there.id)) {
    const key = counterpartKey(conversation, taskKeys);
    theirs.set(key, [...(theirs.get(key) ?? []), conversation]);
  }
  const pairs: Array<[Conversation, Conversation]> = [];
  const onlyHere: Conversation[] = [];
  for (const conversation of mine) {
    const other = theirs.get(counterpartKey(conversation, taskKeys))?.shift();
    if (other) pairs.push([conversation, other]);
    else onlyHere.push(conversation);
  }
  const differing = pairs.filter(([a, b]) => a.id !== b.id);
  const counts = await visibleCounts(db, [...new Set(differing.flat())]);
  const diverged = await Promise.all(differing.map(([a, b]) => diverge(db, a, b, counts)));
  return { diverged: diverged.filter((d) => d !== null), onlyHere, onlyThere: [...theirs.values()].flat() };
}
