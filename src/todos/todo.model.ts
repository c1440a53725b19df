// Todo lists, pure: an agent's working list (the session's, or one task's), replaced as a whole by each update.
// Seed 004 (JidoCode): each item has content, a status (pending, in_progress, completed) and an activeForm (the
// present-continuous wording shown while it is in progress, "Running the tests"), which falls back to the content.
// Several items may be in progress at once: parallel agents work on several things, and the seed sets no such rule.
import type { TodoItem } from '../db/tables/sessions.ts';
import { ValidationError } from '../errors/domain.ts';

export const TODO_STATUSES = ['pending', 'in_progress', 'completed'] as const satisfies readonly TodoItem['status'][];
export type TodoStatus = (typeof TODO_STATUSES)[number];

/** An item as a client sends it: activeForm may be left out (it then reads as the content). */
export type TodoInput = { content: string; status: TodoStatus; activeForm?: string | null };

export const TODO_LIMITS = { items: 500, characters: 2_000 } as const;

function checkText(value: string, field: string, what: string): string {
  const text = value.trim();
  if (!text) throw new ValidationError(field, `give the ${what}; it is empty.`);
  if (text.length > TODO_LIMITS.characters) {
    throw new ValidationError(
      field,
      `is ${text.length} characters; keep the ${what} to at most ${TODO_LIMITS.characters} (put details in a message or a shared document).`,
    );
  }
  return text;
}

/** The list to store: every item checked (the first problem is a ValidationError naming its field), text trimmed. */
export function checkTodos(todos: readonly TodoInput[], field = 'todos'): TodoItem[] {
  if (todos.length > TODO_LIMITS.items) {
    throw new ValidationError(field, `has ${todos.length} items; a list holds at most ${TODO_LIMITS.items}: drop or merge completed ones.`);
  }
  return todos.map((todo, index) => {
    const at = `${field}[${index}]`;
    if (!TODO_STATUSES.includes(todo.status)) throw new ValidationError(`${at}.status`, `use one of ${TODO_STATUSES.join(', ')}.`);
    const content = checkText(todo.content, `${at}.content`, 'content (what is to be done)');
    const activeForm =
      todo.activeForm == null ? content : checkText(todo.activeForm, `${at}.activeForm`, 'activeForm (e.g. "Running the tests"), or leave it out');
    return { content, status: todo.status, activeForm };
  });
}

/** A stored list read back: anything that is not a well-formed item (it never should be) is left out. */
export function storedTodos(value: unknown): TodoItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { content, status, activeForm } = item as Record<string, unknown>;
    if (typeof content !== 'string' || !TODO_STATUSES.includes(status as TodoStatus)) return [];
    return [{ content, status: status as TodoStatus, activeForm: typeof activeForm === 'string' && activeForm ? activeForm : content }];
  });
}
