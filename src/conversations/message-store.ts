// Where appended messages go (conversation.service.ts appendMessages): for one report, their seqs are reserved and
// their rows written at once; for a batch of writes (recordWork), each conversation's seqs are reserved once for the
// whole batch and the rows written together when it ends, in one statement, so a message costs the batch no round
// trip. The rows, seqs and events are the same either way: the session's lock, held by both, keeps the seqs of its
// conversations to its writer.
import type { Insertable } from 'kysely';
import type { MessagesTable } from '../db/tables/conversations.ts';
import type { Work } from '../events/unit-of-work.ts';
import { insertMessages, reserveMessageSeqs } from './conversation.queries.ts';

export type MessageStore = {
  /** The first of `count` new seqs in the conversation (the next ones follow). */
  reserve: (conversationId: string, count: number) => Promise<number>;
  /** Writes the rows (a buffered store: before the transaction ends, at flush). */
  insert: (rows: Insertable<MessagesTable>[]) => Promise<void>;
  /** Writes what the store holds; call it before the transaction ends. */
  flush: () => Promise<void>;
};

/** For one report: every reserve and insert at once. */
export function immediateMessageStore(work: Work): MessageStore {
  return {
    reserve: (conversationId, count) => reserveMessageSeqs(work.trx, conversationId, count),
    insert: async (rows) => void (await insertMessages(work.trx, rows)),
    flush: async () => {},
  };
}

/**
 * For a batch: `totals`, the messages the batch appends to each conversation, reserved at its first append; rows kept
 * until flush. A conversation the totals leave out (or exhausted) reserves more, as one report would: the seqs follow.
 */
export function bufferedMessageStore(work: Work, totals: ReadonlyMap<string, number>): MessageStore {
  const ranges = new Map<string, { next: number; end: number }>();
  const rows: Insertable<MessagesTable>[] = [];
  return {
    reserve: async (conversationId, count) => {
      let range = ranges.get(conversationId);
      if (!range || range.end - range.next + 1 < count) {
        const wanted = range ? count : Math.max(count, totals.get(conversationId) ?? 0);
        const first = await reserveMessageSeqs(work.trx, conversationId, wanted);
        range = { next: first, end: first + wanted - 1 };
        ranges.set(conversationId, range);
      }
      const first = range.next;
      range.next += count;
      return first;
    },
    insert: async (added) => void rows.push(...added),
    flush: async () => void (await insertMessages(work.trx, rows.splice(0))),
  };
}
