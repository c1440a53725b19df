// What runners report as they work: task and step lifecycle, messages, custom events. Each call locks the session
// first, so every write to one session is ordered, and checks the session is in a state that accepts it.
import { findConversationsByIds } from '../conversations/conversation.queries.ts';
import { appendMessages, createConversation, type MessageInput, type MessageLimits } from '../conversations/conversation.service.ts';
import type { ConversationKind, Session } from '../db/database.ts';
import { InvalidTransitionError, LimitReachedError, NotFoundError, ValidationError } from '../errors.ts';
import { appendEvents } from '../events/event.queries.ts';
import { inTransaction, type Tx } from '../events/transaction.ts';
import { withIdempotency } from '../idempotency/idempotency.service.ts';
import type { StepAction, TaskAction } from '../plans/plan.model.ts';
import { findStepsByIds, findTasksByIds } from '../plans/plan.queries.ts';
import { type Outcome, transitionStep, transitionTask } from '../plans/plan.service.ts';
import { assertLeaseHeld } from '../sessions/lease.model.ts';
import { LIVE_SESSION_STATES, WORK_STATES } from '../sessions/session.model.ts';
import { getSessionForUpdate } from '../sessions/session.service.ts';
import { autoCheckpoint } from './auto-checkpoint.ts';
import type { Caller } from './viewer.ts';

/** The lease token a runner's write carries (fencing). */
export type Fence = { leaseToken?: number | null };

function requireState(session: Session, allowed: readonly Session['state'][], action: string): void {
  if (!allowed.includes(session.state)) {
    throw new InvalidTransitionError(
      'session',
      session.id,
      session.state,
      action,
      allowed,
      session.state === 'CREATED' || session.state === 'PAUSED' ? 'Start or resume the session first.' : undefined,
    );
  }
}

export async function changeTask(caller: Caller, taskId: string, action: TaskAction, outcome: Outcome = {}, fence: Fence = {}) {
  const { db, viewer } = caller;
  const [task] = await findTasksByIds(db, viewer.ownerId, [taskId]);
  if (!task) throw new NotFoundError('Task', taskId);
  const { task: updated, phaseChange } = await inTransaction(db, viewer.actor, async (tx) => {
    const session = await getSessionForUpdate(tx, viewer.ownerId, task.session_id);
    requireState(session, WORK_STATES, `${action} a task of`);
    assertLeaseHeld(session, fence.leaseToken, new Date());
    return transitionTask(tx, session, taskId, action, outcome);
  });
  const position = { phaseId: updated.phase_id, taskId: updated.id };
  if (updated.state === 'FAILED') await autoCheckpoint(caller, updated.session_id, 'ERROR', `task ${updated.key} failed`, position, fence.leaseToken);
  if (phaseChange?.to === 'COMPLETED')
    await autoCheckpoint(caller, updated.session_id, 'PHASE', `phase completed (task ${updated.key})`, position, fence.leaseToken);
  return updated;
}

export async function changeStep(caller: Caller, stepId: string, action: StepAction, outcome: Outcome = {}, fence: Fence = {}) {
  const { db, viewer } = caller;
  const [step] = await findStepsByIds(db, viewer.ownerId, [stepId]);
  if (!step) throw new NotFoundError('Step', stepId);
  const updated = await inTransaction(db, viewer.actor, async (tx) => {
    const session = await getSessionForUpdate(tx, viewer.ownerId, step.session_id);
    requireState(session, WORK_STATES, `${action} a step of`);
    assertLeaseHeld(session, fence.leaseToken, new Date());
    return transitionStep(tx, session, stepId, action, outcome);
  });
  const position = { taskId: updated.task_id, stepId: updated.id };
  if (updated.state === 'COMPLETED') await autoCheckpoint(caller, updated.session_id, 'STEP', `after step: ${updated.title}`, position, fence.leaseToken);
  if (updated.state === 'FAILED') await autoCheckpoint(caller, updated.session_id, 'ERROR', `step failed: ${updated.title}`, position, fence.leaseToken);
  return updated;
}

async function lockConversationSession(tx: Tx, caller: Caller, conversationId: string) {
  const [conversation] = await findConversationsByIds(tx.trx, caller.viewer.ownerId, [conversationId]); // in the transaction: never a second pool connection
  if (!conversation) throw new NotFoundError('Conversation', conversationId);
  const session = await getSessionForUpdate(tx, caller.viewer.ownerId, conversation.session_id);
  return { conversation, session };
}

export async function appendConversationMessages(
  caller: Caller,
  input: { conversationId: string; messages: readonly MessageInput[]; idempotencyKey?: string | null; leaseToken?: number | null },
  limits: MessageLimits,
) {
  const { idempotencyKey, leaseToken, ...request } = input;
  return inTransaction(caller.db, caller.viewer.actor, (tx) =>
    withIdempotency(tx, { ownerId: caller.viewer.ownerId, key: idempotencyKey, operation: 'appendMessages', request }, async () => {
      const { conversation, session } = await lockConversationSession(tx, caller, input.conversationId);
      requireState(session, LIVE_SESSION_STATES, 'append messages to');
      assertLeaseHeld(session, leaseToken, new Date());
      const rows = await appendMessages(tx, session, conversation, input.messages, limits);
      return { conversationId: conversation.id, messageIds: rows.map((row) => row.id) };
    }),
  );
}

export async function startConversation(
  { db, viewer }: Caller,
  input: { sessionId: string; kind: ConversationKind; title: string; taskId?: string | null; idempotencyKey?: string | null },
) {
  const { idempotencyKey, ...request } = input;
  return inTransaction(db, viewer.actor, (tx) =>
    withIdempotency(tx, { ownerId: viewer.ownerId, key: idempotencyKey, operation: 'createConversation', request }, async () => {
      const session = await getSessionForUpdate(tx, viewer.ownerId, input.sessionId);
      requireState(session, LIVE_SESSION_STATES, 'start a conversation in');
      if (input.taskId) {
        const [task] = await findTasksByIds(tx.trx, viewer.ownerId, [input.taskId]);
        if (!task || task.session_id !== session.id) throw new NotFoundError('Task', input.taskId);
      }
      const conversation = await createConversation(tx, session, input);
      return { conversationId: conversation.id };
    }),
  );
}

const EVENT_NAME = /^[a-z][a-z0-9_.-]{0,63}$/;

export type CustomEventInput = { type: string; data?: unknown };

function checkCustomEvent(event: CustomEventInput, field: string): void {
  if (!EVENT_NAME.test(event.type)) {
    throw new ValidationError(
      `${field}.type`,
      'use 1 to 64 lowercase letters, digits, dots, dashes or underscores, starting with a letter (e.g. "tests.passed").',
    );
  }
  if (event.data !== undefined && event.data !== null && (typeof event.data !== 'object' || Array.isArray(event.data))) {
    throw new ValidationError(`${field}.data`, 'must be a JSON object.');
  }
}

/** A runner's own events, recorded as `custom.<name>` so they can never pass for system events. */
export async function recordCustomEvents(
  { db, viewer }: Caller,
  input: { sessionId: string; events: readonly CustomEventInput[]; idempotencyKey?: string | null; leaseToken?: number | null },
  limits: { maxBatchSize: number },
) {
  const { idempotencyKey, leaseToken, ...request } = input;
  if (input.events.length === 0) throw new ValidationError('events', 'give at least one event.');
  if (input.events.length > limits.maxBatchSize) {
    throw new LimitReachedError('maxBatchSize', limits.maxBatchSize, `At most ${limits.maxBatchSize} events per call; split the batch.`);
  }
  for (const [index, event] of input.events.entries()) checkCustomEvent(event, `events[${index}]`);
  return inTransaction(db, viewer.actor, (tx) =>
    withIdempotency(tx, { ownerId: viewer.ownerId, key: idempotencyKey, operation: 'recordEvents', request }, async () => {
      const session = await getSessionForUpdate(tx, viewer.ownerId, input.sessionId);
      assertLeaseHeld(session, leaseToken, new Date());
      // Appended at once (not emitted) so the payload can name the events' sequence numbers.
      const rows = await appendEvents(
        tx.trx,
        input.events.map((event) => ({
          sessionId: session.id,
          workspaceId: session.workspace_id,
          type: `custom.${event.type}`,
          actor: tx.actor,
          data: (event.data as Record<string, unknown>) ?? {},
        })),
      );
      return { sessionId: session.id, firstSeq: rows[0]!.seq, lastSeq: rows.at(-1)!.seq };
    }),
  );
}
