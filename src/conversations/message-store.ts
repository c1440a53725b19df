// Where appended messages go (conversation.service.ts appendMessages): for one report, their seqs are reserved at once
// (or were, with the session's lock) and their rows sent with the COMMIT; for a batch of writes (recordWork), each
// conversation's seqs are reserved once for the whole batch and the rows sent with the COMMIT, in one statement, so a
// message costs the batch no round trip. Nothing in either transaction reads the rows back before it commits. The
// rows, seqs and events are the same either way: the session's lock, held by both, keeps the seqs of its
// conversations to its writer.
import type { Insertable } from 'kysely';
import type { MessagesTable } from '../db/tables/conversations.ts';
import type { Work } from '../events/unit-of-work.ts';
import { insertMessagesStatements, reserveMessageSeqs } from './message-writes.queries.ts';

export type MessageStore = {
  /** The first of `count` new seqs in the conversation (the next ones follow). */
  reserve: (conversationId: string, count: number) => Promise<number>;
  /** Writes the rows (a buffered store: before the transaction ends, at flush). */
  insert: (rows: Insertable<MessagesTable>[]) => Promise<void>;
  /** Writes what the store holds; call it before the transaction ends. */
  flush: () => Promise<void>;
  /** Writes what the store holds at once: before something later in the batch reads the conversations (a checkpoint). */
  settle: () => Promise<void>;
};

/** Seqs a report reserved with its session's lock: the first of `count` in the conversation. */
export type ReservedSeqs = { conversationId: string; count: number; first: number };

/**
 * For one report: every reserve at once (or the seqs it `reserved` already, taken once), the rows sent with the COMMIT
 * (nothing in the report reads them back).
 */
export function immediateMessageStore(work: Work, reserved?: ReservedSeqs): MessageStore {
  let ahead = reserved;
  return {
    reserve: async (conversationId, count) => {
      const taken = ahead;
      ahead = undefined;
      if (taken && taken.conversationId === conversationId && taken.count === count) return taken.first;
      return reserveMessageSeqs(work.trx, conversationId, count);
    },
    insert: async (rows) => work.withCommit(...insertMessagesStatements(work.trx, rows)),
    flush: async () => {},
    settle: async () => {
      throw new Error('A single report sends its rows with the COMMIT: nothing in it reads them back, so it never settles them.');
    },
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
    flush: async () => work.withCommit(...insertMessagesStatements(work.trx, rows.splice(0))),
    settle: async () => {
      for (const statement of insertMessagesStatements(work.trx, rows.splice(0))) await work.trx.executeQuery(statement);
    },
  };
}
