// An agent's todo list (updateTodos): the session's, or one task's, replaced as a whole. Each update locks the
// session, so updates to one session are ordered, and replaces the list on it (reporting/todos.ts).
import type { Caller } from '../../caller.ts';
import { NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import { IdempotencyConflictError } from '../../errors/idempotency.ts';
import { SessionLockedError, StaleLeaseError } from '../../errors/lease.ts';
import { LimitReachedError } from '../../errors/limit.ts';
import { InvalidTransitionError } from '../../errors/transition.ts';
import { inTransaction } from '../../events/unit-of-work.ts';
import { withIdempotency } from '../../idempotency/idempotency.service.ts';
import { lockedForOne } from '../../reporting/locked-session.ts';
import { todosSize, updateTodosOn } from '../../reporting/todos.ts';
import { lockSessionCharging } from '../../sessions/session-size.service.ts';
import { checkTodos, type TodoInput } from '../../todos/todo.model.ts';

export type UpdateTodosInput = {
  sessionId: string;
  /** The task whose list this is; null or absent: the session's own list. */
  taskId?: string | null;
  todos: readonly TodoInput[];
  idempotencyKey?: string | null;
  leaseToken?: number | null;
};

export async function updateTodos(caller: Caller, input: UpdateTodosInput) {
  const { idempotencyKey, leaseToken, ...request } = input;
  const todos = checkTodos(input.todos);
  const { ownerId } = caller.viewer;
  return inTransaction(caller, (work) =>
    withIdempotency(work, { ownerId, key: idempotencyKey, operation: 'updateTodos', request }, async () => {
      const bytes = todosSize(todos);
      const session = await lockSessionCharging(work, ownerId, input.sessionId, bytes);
      return updateTodosOn(lockedForOne(caller, work, session, leaseToken), input.taskId ?? null, todos, bytes);
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
