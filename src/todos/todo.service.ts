// Writing todo lists, with the event that records each version of a list (the history is the session log).
import type { Session, TodoItem } from '../db/tables/sessions.ts';
import { idRef, NotFoundError, text } from '../errors/domain.ts';
import { limitReached } from '../errors/limit.ts';
import type { Work } from '../events/unit-of-work.ts';
import { countOtherTodos, setSessionTodos, setTaskTodos } from './todo.queries.ts';

/**
 * Replaces the session's list (taskId null) or one of its tasks' lists with `todos` (checked by todo.model
 * checkTodos), secrets redacted, and records `todos.updated { taskId, todos }`. Needs the session locked.
 */
export async function replaceTodos(work: Work, session: Session, taskId: string | null, todos: readonly TodoItem[]): Promise<TodoItem[]> {
  const redacted = todos.map((todo) => ({ content: work.redact.text(todo.content), status: todo.status, activeForm: work.redact.text(todo.activeForm) }));
  if (taskId === null) await setSessionTodos(work.trx, session.id, redacted);
  else if (!(await setTaskTodos(work.trx, session.id, taskId, redacted))) throw new NotFoundError('Task', taskId);
  work.emit({ sessionId: session.id, workspaceId: session.workspace_id, type: 'todos.updated', data: { taskId, todos: redacted } });
  return redacted;
}

/**
 * Whether the session's lists, with this one at `items`, stay within SAVEPOINT_MAX_SESSION_TODOS items together
 * (its own list and each task's). Needs the session locked.
 */
export async function assertTodoRoom(work: Work, session: Session, taskId: string | null, items: number, max: number): Promise<void> {
  const others = await countOtherTodos(work.trx, session.id, taskId);
  if (others + items <= max) return;
  const problem = text`The todo lists of session ${idRef('Session', session.id)} would hold ${(others + items).toLocaleString('en')} items with this one`;
  throw limitReached('SESSION_TODOS', max, problem, 'Drop or merge completed items, in this list or the others of the session.');
}
