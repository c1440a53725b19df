// compactConversation: a run of visible messages set aside behind one summary message the runner wrote, to free
// context while keeping everything ("summarize from here": the message and every later one, the summary at the end;
// "summarize up to here": every visible message up to it, the summary before the ones it keeps). A compaction is a
// rewind of kind COMPACT: one transaction on the locked session (lease fenced, idempotent, after any file work of the
// session under way) records a REWIND undo point, `session.rewound`, the covered messages superseded by that event
// (never deleted), the summary naming them, and the rewinds row; undoRewind takes it back like any rewind. The
// context a resume hands back is the visible conversation, so it reads the summary in their place. dryRun: the
// messages it would cover.
import type { Caller } from '../../caller.ts';
import { recordCheckpoint } from '../../checkpoints/checkpoint.service.ts';
import {
  type CoveredRange,
  findConversationsByIds,
  findCoveredMessages,
  findMessagesByIds,
  supersedeCovered,
} from '../../conversations/conversation.queries.ts';
import { checkSummary, placeSummary } from '../../conversations/conversation.service.ts';
import { waitForSessionLock } from '../../db/advisory-locks.ts';
import { newId } from '../../db/ids.ts';
import type { Conversation, CoveredMessages, Message, MessageRole } from '../../db/tables/conversations.ts';
import type { Rewind } from '../../db/tables/rewinds.ts';
import { NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import { IdempotencyConflictError } from '../../errors/idempotency.ts';
import { SessionLockedError, StaleLeaseError } from '../../errors/lease.ts';
import { inTransaction, type Work } from '../../events/unit-of-work.ts';
import { findReplay, type IdempotentCall, withIdempotency } from '../../idempotency/idempotency.service.ts';
import { getRewind, recordRewind } from '../../rewinds/rewind.service.ts';
import { assertLeaseHeld } from '../../sessions/lease.model.ts';
import { findSessionsByIds } from '../../sessions/session.queries.ts';
import { getSessionForUpdate } from '../../sessions/session.service.ts';

export type CompactInput = {
  conversationId: string;
  /** "Summarize from here": this message and every later visible one. */
  fromMessageId?: string | null;
  /** "Summarize up to here": every visible message up to this one. */
  upToMessageId?: string | null;
  summary: string;
  role?: MessageRole | null;
  tokenCount?: number | null;
  leaseToken?: number | null;
  idempotencyKey?: string | null;
  dryRun?: boolean | null;
};

/** The messages a compaction covers (or would cover), in its conversation. */
export type Covered = CoveredMessages & { conversationId: string };

export type CompactResult = { rewind: Rewind | null; summary: Message | null; covered: Covered; replayed: boolean };

/** What the idempotency record keeps. */
type Stored = { rewindId: string; summaryId: string };

export async function compactConversation(caller: Caller, input: CompactInput): Promise<CompactResult> {
  const { ownerId } = caller.viewer;
  const { idempotencyKey, dryRun, ...request } = input;
  const call: IdempotentCall = { ownerId, key: dryRun ? null : idempotencyKey, operation: 'compactConversation', request };
  const replay = await replayOf(caller, call);
  if (replay) return replay;
  const { conversation, range } = await resolveCompaction(caller, input);
  // What the transaction refuses, refused first: a dry run answers only what the call would do.
  checkSummary({ content: input.summary, role: input.role ?? 'SYSTEM', tokenCount: input.tokenCount }, caller.settings.limits);
  if (dryRun) {
    const [session] = await findSessionsByIds(caller.db, ownerId, [conversation.session_id]);
    assertLeaseHeld(session!, input.leaseToken, new Date());
    return { rewind: null, summary: null, covered: await coveredOrFail(caller, conversation, range), replayed: false };
  }
  // What this call made, set by each attempt (a retried transaction starts over: events/unit-of-work.ts); none when a
  // concurrent first call under the same key won.
  const attempt: { made: Omit<CompactResult, 'replayed'> | null } = { made: null };
  const stored = await inTransaction(caller, (work) => {
    attempt.made = null;
    return withIdempotency(work, call, async () => {
      attempt.made = await apply(work, caller, conversation, input, request);
      return { sessionId: conversation.session_id, rewindId: attempt.made.rewind!.id, summaryId: attempt.made.summary!.id } satisfies Stored & {
        sessionId: string;
      };
    });
  });
  if (attempt.made) return { ...attempt.made, replayed: false };
  // A concurrent first call under the same key won: answer what it made.
  return (await answerOf(caller, stored))!;
}
export const compactConversationThrows = throws(IdempotencyConflictError, NotFoundError, SessionLockedError, StaleLeaseError, ValidationError);

/** The compaction on the locked session, in its transaction: undo point, covered messages set aside, the summary, the rewind. */
async function apply(
  work: Work,
  caller: Caller,
  conversation: Conversation,
  input: CompactInput,
  request: Omit<CompactInput, 'idempotencyKey' | 'dryRun'>,
): Promise<Omit<CompactResult, 'replayed'>> {
  const { ownerId } = caller.viewer;
  // The session's lock before its row (the lock order, db/advisory-locks.ts).
  await waitForSessionLock(work.trx, conversation.session_id);
  const session = await getSessionForUpdate(work, ownerId, conversation.session_id);
  assertLeaseHeld(session, input.leaseToken, new Date());
  // Resolved again on the locked session: the message may have been set aside meanwhile.
  const locked = await resolveCompaction({ ...caller, db: work.trx }, input);
  const rewindId = newId();
  const undoCheckpointId = newId();
  const placement = 'from' in locked.range ? ('END' as const) : ('START' as const);
  // The undo point first, while the conversation is still as it was.
  await recordCheckpoint(
    work,
    ownerId,
    session.id,
    { id: undoCheckpointId, label: 'before a compaction', kind: 'REWIND', position: { phaseId: null, taskId: null, stepId: null }, code: null },
    caller.settings.signing,
  );
  work.emit({
    sessionId: session.id,
    workspaceId: session.workspace_id,
    type: 'session.rewound',
    data: { rewindId, kind: 'COMPACT', conversationId: conversation.id, placement, undoCheckpointId },
  });
  const event = (await work.flush()).find((e) => e.type === 'session.rewound')!;
  const covered = await supersedeCovered(work.trx, conversation.id, locked.range, event.id);
  if (!covered) throw nothingToCover();
  const role = input.role ?? 'SYSTEM';
  const summary = await placeSummary(
    work,
    conversation,
    { content: input.summary, role, tokenCount: input.tokenCount, placement },
    { ...covered, rewindId },
    caller.settings.limits,
  );
  work.emit({
    sessionId: session.id,
    workspaceId: session.workspace_id,
    type: 'messages.superseded',
    data: { count: covered.count, restored: 0, checkpointId: null, byEventId: event.id, summaryMessageId: summary.id },
  });
  if (placement === 'END') {
    const appended = { conversationId: conversation.id, firstSeq: summary.seq, lastSeq: summary.seq, count: 1, messageIds: [summary.id] };
    work.emit({ sessionId: session.id, workspaceId: session.workspace_id, type: 'messages.appended', data: appended });
  }
  const rewind = recordRewind(work, {
    id: rewindId,
    sessionId: session.id,
    kind: 'COMPACT',
    request: Object.fromEntries(Object.entries({ ...request, summary: undefined }).filter(([, v]) => v !== undefined && v !== null)),
    checkpointId: null,
    undoCheckpointId,
    preserve: 'DISCARD',
    preservedAs: null,
    changes: {
      files: [],
      codeCommit: null,
      messagesSuperseded: covered.count,
      messagesRestored: [],
      resetTasks: 0,
      resetSteps: 0,
      planRestored: false,
      cutConversationIds: [conversation.id],
      summaryMessageId: summary.id,
    },
    eventId: event.id,
  });
  return { rewind, summary, covered: { ...covered, conversationId: conversation.id } };
}

/** The conversation (the caller's) and the range asked for, from a visible message of it. */
async function resolveCompaction(caller: Caller, input: CompactInput): Promise<{ conversation: Conversation; range: CoveredRange }> {
  const [conversation] = await findConversationsByIds(caller.db, caller.viewer.ownerId, [input.conversationId]);
  if (!conversation) throw new NotFoundError('Conversation', input.conversationId);
  if (Boolean(input.fromMessageId) === Boolean(input.upToMessageId)) {
    throw new ValidationError('fromMessageId', 'give exactly one of fromMessageId ("summarize from here") and upToMessageId ("summarize up to here").');
  }
  const field = input.fromMessageId ? 'fromMessageId' : 'upToMessageId';
  if (input.upToMessageId && conversation.inherits?.length) {
    throw new ValidationError(
      'upToMessageId',
      "a fork's conversation starts with messages it inherited from its source, which a compaction here cannot set aside; summarize from here (fromMessageId), or compact the source before forking.",
    );
  }
  const [message] = await findMessagesByIds(caller.db, caller.viewer.ownerId, [(input.fromMessageId ?? input.upToMessageId)!]);
  if (message?.conversation_id !== conversation.id) throw new ValidationError(field, 'not a message of this conversation; pick one from its messages.');
  if (message.superseded_at) {
    throw new ValidationError(field, 'this message is set aside (superseded); pick a visible one, or undo the rewind or compaction that set it aside.');
  }
  return { conversation, range: input.fromMessageId ? { from: message.seq } : { upTo: message.seq } };
}

async function coveredOrFail(caller: Caller, conversation: Conversation, range: CoveredRange): Promise<Covered> {
  const covered = await findCoveredMessages(caller.db, conversation.id, range);
  if (!covered) throw nothingToCover();
  return { ...covered, conversationId: conversation.id };
}

/** Cannot happen for a visible message (it is covered itself); kept so a race never writes an empty compaction. */
function nothingToCover(): ValidationError {
  return new ValidationError('fromMessageId', 'no visible message is in that range; pick a visible message of the conversation.');
}

async function answerOf(caller: Caller, stored: Stored): Promise<CompactResult | null> {
  const rewind = await getRewind(caller.db, caller.viewer.ownerId, stored.rewindId);
  const [summary] = await findMessagesByIds(caller.db, caller.viewer.ownerId, [stored.summaryId]);
  const of = summary?.summary_of;
  if (!summary || !of) return null;
  return { rewind, summary, covered: { ...of, conversationId: summary.conversation_id }, replayed: true };
}

async function replayOf(caller: Caller, call: IdempotentCall): Promise<CompactResult | null> {
  const stored = await findReplay<Stored>(caller.db, call);
  return stored && answerOf(caller, stored);
}
