// Runners record conversations: new ones (per agent task, or a chat) and ordered batches of messages.
import type { Caller } from '../../caller.ts';
import { createConversation, type MessageInput } from '../../conversations/conversation.service.ts';
import { reserveOwnedMessageSeqs } from '../../conversations/message-writes.queries.ts';
import type { ConversationKind } from '../../db/tables/conversations.ts';
import { NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import { IdempotencyConflictError } from '../../errors/idempotency.ts';
import { SessionLockedError, StaleLeaseError } from '../../errors/lease.ts';
import { LimitReachedError } from '../../errors/limit.ts';
import { InvalidTransitionError } from '../../errors/transition.ts';
import { inTransaction, type Work } from '../../events/unit-of-work.ts';
import { withIdempotency } from '../../idempotency/idempotency.service.ts';
import { findTasksByIds } from '../../plans/plan.queries.ts';
import { lockedForOne } from '../../reporting/locked-session.ts';
import { appendToConversation, messagesSize } from '../../reporting/messages.ts';
import { requireState } from '../../reporting/session-guards.ts';
import { LIVE_SESSION_STATES } from '../../sessions/session.model.ts';
import { getSessionForUpdate } from '../../sessions/session.service.ts';
import { lockSessionOfConversation } from '../../sessions/session-size.queries.ts';

/**
 * The conversation and its session, locked and charged what the write stores (`bytes`), and `count` message seqs
 * reserved in the conversation, which the reservation answers: two statements sent together, in this order (the
 * session is locked before the conversation, as every writer locks them), in one round trip.
 */
async function lockConversationSession(work: Work, ownerId: string, conversationId: string, bytes: number, count: number) {
  const [session, reserved] = await Promise.all([
    lockSessionOfConversation(work.trx, ownerId, conversationId, bytes),
    reserveOwnedMessageSeqs(work.trx, ownerId, conversationId, count),
  ]);
  if (!reserved) throw new NotFoundError('Conversation', conversationId);
  const { conversation, first } = reserved;
  if (!session) throw new NotFoundError('Session', conversation.session_id);
  return { conversation, session, reserved: { conversationId, count, first } };
}

export async function appendConversationMessages(
  caller: Caller,
  input: { conversationId: string; messages: readonly MessageInput[]; idempotencyKey?: string | null; leaseToken?: number | null },
) {
  const { idempotencyKey, leaseToken, ...request } = input;
  const { ownerId } = caller.viewer;
  return inTransaction(caller, (work) =>
    withIdempotency(work, { ownerId, key: idempotencyKey, operation: 'appendMessages', request }, async () => {
      const bytes = messagesSize(input.messages);
      const { conversation, session, reserved } = await lockConversationSession(work, ownerId, input.conversationId, bytes, input.messages.length);
      return appendToConversation(lockedForOne(caller, work, session, leaseToken, reserved), conversation, input.messages, bytes);
    }),
  );
}
export const appendConversationMessagesThrows = throws(
  IdempotencyConflictError,
  InvalidTransitionError,
  LimitReachedError,
  NotFoundError,
  SessionLockedError,
  StaleLeaseError,
  ValidationError,
);

export async function startConversation(
  caller: Caller,
  input: { sessionId: string; kind: ConversationKind; title: string; taskId?: string | null; idempotencyKey?: string | null },
) {
  const { idempotencyKey, ...request } = input;
  const { ownerId } = caller.viewer;
  return inTransaction(caller, (work) =>
    withIdempotency(work, { ownerId, key: idempotencyKey, operation: 'createConversation', request }, async () => {
      const session = await getSessionForUpdate(work, ownerId, input.sessionId);
      requireState(session, LIVE_SESSION_STATES, 'start a conversation in');
      if (input.taskId) {
        const [task] = await findTasksByIds(work.trx, ownerId, [input.taskId]);
        if (!task || task.session_id !== session.id) throw new NotFoundError('Task', input.taskId);
      }
      const conversation = await createConversation(work, session, input);
      return { conversationId: conversation.id };
    }),
  );
}
export const startConversationThrows = throws(IdempotencyConflictError, InvalidTransitionError, NotFoundError, ValidationError);
