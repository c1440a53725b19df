// Where appended messages go (conversation.service.ts appendMessages): for one report, their seqs are reserved at once
// (or were, with the session's lock) and their rows queued (work.withNext: they go out ahead of the next statement,
// or with the COMMIT); for a batch of writes (recordWork), each conversation's seqs are reserved once for the whole
// batch, with its session's lock, and the rows kept until the batch flushes them, in one statement, so a message costs
// the batch no round trip. The rows, seqs and events are the same either way: the session's lock, held by both, keeps
// the seqs of its conversations to its writer.
import type { Insertable } from 'kysely';
import type { MessagesTable } from '../db/tables/conversations.ts';
import type { Work } from '../events/unit-of-work.ts';
import { insertMessagesStatements, reserveMessageSeqs } from './message-writes.queries.ts';

export type MessageStore = {
  /** The first of `count` new seqs in the conversation (the next ones follow). */
  reserve: (conversationId: string, count: number) => Promise<number>;
  /** Writes the rows: queued at once, or kept (a buffered store) until flush. */
  insert: (rows: Insertable<MessagesTable>[]) => Promise<void>;
  /**
   * Queues what the store keeps (work.withNext): call it before the transaction ends, and before anything later in the
   * batch reads the messages (a checkpoint records the last one).
   */
  flush: () => Promise<void>;
};

/** Seqs a report reserved with its session's lock: the first of `count` in the conversation. */
export type ReservedSeqs = { conversationId: string; count: number; first: number };

/** For one report: every reserve at once (or the seqs it `reserved` already, taken once), the rows queued at once. */
export function immediateMessageStore(work: Work, reserved?: ReservedSeqs): MessageStore {
  let ahead = reserved;
  return {
    reserve: async (conversationId, count) => {
      const taken = ahead;
      ahead = undefined;
      if (taken && taken.conversationId === conversationId && taken.count === count) return taken.first;
      return reserveMessageSeqs(work.trx, conversationId, count);
    },
    insert: async (rows) => work.withNext(...insertMessagesStatements(work.trx, rows)),
    flush: async () => {},
  };
}

/**
 * For a batch: the seqs it `reserved` with its session's lock (what it appends to each conversation before its first
 * checkpoint), taken as its appends come; rows kept until flush. A conversation reserved for none (or exhausted)
 * reserves more, as one report would: the seqs follow.
 */
export function bufferedMessageStore(work: Work, reserved: readonly ReservedSeqs[]): MessageStore {
  const ranges = new Map(reserved.map((seqs) => [seqs.conversationId, { next: seqs.first, end: seqs.first + seqs.count - 1 }]));
  const rows: Insertable<MessagesTable>[] = [];
  return {
    reserve: async (conversationId, count) => {
      let range = ranges.get(conversationId);
      if (!range || range.end - range.next + 1 < count) {
        const first = await reserveMessageSeqs(work.trx, conversationId, count);
        range = { next: first, end: first + count - 1 };
        ranges.set(conversationId, range);
      }
      const first = range.next;
      range.next += count;
      return first;
    },
    insert: async (added) => void rows.push(...added),
    flush: async () => work.withNext(...insertMessagesStatements(work.trx, rows.splice(0))),
  };
}
