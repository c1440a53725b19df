// The messages of one conversation after a cursor: the backlog, then a fresh read whenever the session's feed says
// the conversation grew. The caller joins the session feed before creating the stream, so nothing slips between the
// backlog and the live part. A plain object (not an async generator) so `return()` ends it at once even while it waits.
import type { Message } from '../db/tables/conversations.ts';
import type { SessionFeedItem } from './hub.ts';

const PAGE = 500;

export type MessageStreamOptions = {
  conversationId: string;
  /** Deliver messages after this seq. */
  after: number;
  /** The session's live events (joined already). */
  events: AsyncIterableIterator<SessionFeedItem>;
  /** Reads the conversation's visible messages after a seq, in order. */
  read: (after: number, limit: number) => Promise<Message[]>;
};

export class MessageStream implements AsyncIterableIterator<Message> {
  private readonly options: MessageStreamOptions;
  private cursor: number;
  private readonly ready: Message[] = [];
  private checkTable = true;

  constructor(options: MessageStreamOptions) {
    this.options = options;
    this.cursor = options.after;
  }

  async next(): Promise<IteratorResult<Message>> {
    for (;;) {
      const message = this.ready.shift();
      if (message) return { value: message, done: false };
      if (this.checkTable) {
        const rows = await this.options.read(this.cursor, PAGE);
        this.ready.push(...rows);
        if (rows.length) this.cursor = rows.at(-1)!.seq;
        this.checkTable = rows.length === PAGE;
        continue;
      }
      const event = await this.options.events.next();
      if (event.done) return { value: undefined, done: true };
      const data = event.value.data as { conversationId?: string; lastSeq?: number };
      if (event.value.type === 'messages.appended' && data.conversationId === this.options.conversationId && (data.lastSeq ?? 0) > this.cursor) {
        this.checkTable = true;
      }
    }
  }

  async return(): Promise<IteratorResult<Message>> {
    await this.options.events.return?.();
    return { value: undefined, done: true };
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}
