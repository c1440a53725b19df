// Messages a runner appends to a conversation of its session (appendMessages, or a write of recordWork): checked,
// redacted and appended in order with their messages.appended event, charged to what the session stores.
import { appendMessages, type MessageInput } from '../conversations/conversation.service.ts';
import type { Conversation } from '../db/tables/conversations.ts';
import { LIVE_SESSION_STATES } from '../sessions/session.model.ts';
import { assertStoredBytes, storedSize } from '../sessions/session-size.service.ts';
import { assertFenced, type LockedSession } from './locked-session.ts';
import { requireState } from './session-guards.ts';

/** What appending `messages` stores: each message's text, tool calls, tool input and result. */
export function messagesSize(messages: readonly MessageInput[]): number {
  let bytes = 0;
  for (const message of messages) {
    bytes += storedSize(message.content) + storedSize(message.toolResult) + storedSize(message.toolCalls) + storedSize(message.toolInput);
  }
  return bytes;
}

/** Appends `messages` (charged `bytes`, their messagesSize) to a conversation of the locked session. */
export async function appendToConversation(locked: LockedSession, conversation: Conversation, messages: readonly MessageInput[], bytes: number) {
  const { caller, work, session } = locked;
  requireState(session, LIVE_SESSION_STATES, 'append messages to');
  assertFenced(locked);
  const messageIds = await appendMessages(work, session, conversation, messages, caller.settings.limits, locked.messages);
  await assertStoredBytes(work, session, bytes, caller.settings.quotas);
  return { conversationId: conversation.id, messageIds };
}
