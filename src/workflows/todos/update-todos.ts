// An agent's todo list: the session's, or one task's, replaced as a whole. Each update locks the session,
// so updates to one session are ordered; its log keeps every version of every list (todos.updated).
import type { Caller } from '../../caller.ts';
import type { Session, TodoItem } from '../../db/tables/sessions.ts';
import { idRef, NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import { IdempotencyConflictError } from '../../errors/idempotency.ts';
import { SessionLockedError, StaleLeaseError } from '../../errors/lease.ts';
import { LimitReachedError } from '../../errors/limit.ts';
import { InvalidTransitionError } from '../../errors/transition.ts';
import { inTransaction } from '../../events/unit-of-work.ts';
import { withIdempotency } from '../../idempotency/idempotency.service.ts';
import { assertLeaseHeld } from '../../sessions/lease.model.ts';
import { isTerminal, LIVE_SESSION_STATES } from '../../sessions/session.model.ts';
import { assertStoredBytes, lockSessionCharging, storedSize } from '../../sessions/session-size.service.ts';
import { checkTodos, type TodoInput } from '../../todos/todo.model.ts';
import { assertTodoRoom, replaceTodos } from '../../todos/todo.service.ts';

export type UpdateTodosInput = {
  sessionId: string;
  /** The task whose list this is; null or absent: the session's own list. */
  taskId?: string | null;
  todos: readonly TodoInput[];
  idempotencyKey?: string | null;
  leaseToken?: number | null;
};

/** A finished session keeps its lists as they were. */
function requireUnfinished(session: Session): void {
  if (!isTerminal(session.state)) return;
  const hint = 'A finished session keeps its todo lists as they were; create a new session to carry its work on.';
  throw new InvalidTransitionError(idRef('Session', session.id), session.state, 'update the todo list of', LIVE_SESSION_STATES, hint);
}

export async function updateTodos(caller: Caller, input: UpdateTodosInput) {
  const { idempotencyKey, leaseToken, ...request } = input;
  const todos = checkTodos(input.todos);
  const { ownerId } = caller.viewer;
  return inTransaction(caller, (work) =>
    withIdempotency(work, { ownerId, key: idempotencyKey, operation: 'updateTodos', request }, async () => {
      const bytes = storedSize(todos); // every version stays in the session log
      const session = await lockSessionCharging(work, ownerId, input.sessionId, bytes);
      requireUnfinished(session);
      assertLeaseHeld(session, leaseToken, new Date());
      const taskId = input.taskId ?? null;
      await assertTodoRoom(work, session, taskId, todos.length, caller.settings.quotas.sessionTodos);
      await assertStoredBytes(work, session, bytes, caller.settings.quotas);
      // Typed as checkpoints read lists back: tsc fails if the stored shape and the checkpoint's drift apart.
      const stored: TodoItem[] = await replaceTodos(work, session, taskId, todos);
      return { sessionId: session.id, taskId, todos: stored };
    }),
  );
}
export const updateTodosThrows = throws(
  IdempotencyConflictError,
  InvalidTransitionError,
  LimitReachedError,
  NotFoundError,
  SessionLockedError,
  StaleLeaseError,
  ValidationError,
);
