// Writing todo lists, with the event that records each version of a list (the history is the session log).
import type { Session } from '../db/database.ts';
import { NotFoundError, throws } from '../errors.ts';
import type { Work } from '../events/unit-of-work.ts';
import type { TodoItem } from './todo.model.ts';
import { setSessionTodos, setTaskTodos } from './todo.queries.ts';

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
export const replaceTodosThrows = throws(NotFoundError);
