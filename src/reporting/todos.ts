// An agent's todo list, the session's or one task's, replaced as a whole (updateTodos, or a write of recordWork): on
// the locked session, not finished, with the runner's lease token live, within the session's todo quota, charged to
// what the session stores (its log keeps every version of every list: todos.updated).
import type { Session, TodoItem } from '../db/tables/sessions.ts';
import { idRef } from '../errors/domain.ts';
import { InvalidTransitionError } from '../errors/transition.ts';
import { isTerminal, LIVE_SESSION_STATES } from '../sessions/session.model.ts';
import { assertStoredBytes, storedSize } from '../sessions/session-size.service.ts';
import { assertTodoRoom, replaceTodos } from '../todos/todo.service.ts';
import { assertFenced, type LockedSession } from './locked-session.ts';

/** A finished session keeps its lists as they were. */
function requireUnfinished(session: Session): void {
  if (!isTerminal(session.state)) return;
  const hint = 'A finished session keeps its todo lists as they were; create a new session to carry its work on.';
  throw new InvalidTransitionError(idRef('Session', session.id), session.state, 'update the todo list of', LIVE_SESSION_STATES, hint);
}

/** What a list stores (every version stays in the session's log). */
export function todosSize(todos: readonly TodoItem[]): number {
  return storedSize(todos);
}

/** Replaces the list of the locked session (taskId null) or of its task with `todos` (checked: todo.model.ts checkTodos). */
export async function updateTodosOn(locked: LockedSession, taskId: string | null, todos: readonly TodoItem[], bytes: number) {
  const { caller, work, session } = locked;
  requireUnfinished(session);
  assertFenced(locked);
  await assertTodoRoom(work, session, taskId, todos.length, caller.settings.quotas.sessionTodos);
  await assertStoredBytes(work, session, bytes, caller.settings.quotas);
  // Typed as checkpoints read lists back: tsc fails if the stored shape and the checkpoint's drift apart.
  const stored: TodoItem[] = await replaceTodos(work, session, taskId, todos);
  return { sessionId: session.id, taskId, todos: stored };
}
