// Todo lists: the session's and each task's, replaced as a whole by updateTodos. Their history is the
// session log: every update is a `todos.updated` event (Session.events(types: ["todos.updated"])).
import type { TodoItem } from '../../db/tables/sessions.ts';
import { storedTodos, TODO_LIMITS, TODO_STATUSES, type TodoStatus } from '../../todos/todo.model.ts';
import { updateTodos, updateTodosThrows } from '../../workflows/todos/update-todos.ts';
import { builder } from '../builder.ts';
import { callerOf } from '../context.ts';
import { localId, localIdThrows, optionalLocalId, optionalLocalIdThrows } from '../ids.ts';
import { describedEnum } from './enums.ts';
import { resultOf } from './errors/domain.ts';
import { LEASE_TOKEN } from './leases.ts';
import { TaskRef } from './plans.ts';
import { SessionRef } from './sessions.ts';

type ApiStatus = Uppercase<TodoStatus>;
const API_STATUSES = TODO_STATUSES.map((status) => status.toUpperCase() as ApiStatus);

const TodoStatusEnum = describedEnum('TodoStatus', 'Where a todo item stands.', API_STATUSES, {
  PENDING: 'Not begun.',
  IN_PROGRESS: 'Being worked on now (several items may be in progress at once, e.g. by parallel agents).',
  COMPLETED: 'Done.',
});

export const TodoItemRef = builder.objectRef<TodoItem>('TodoItem').implement({
  description: 'One item of a todo list.',
  fields: (t) => ({
    content: t.exposeString('content', { description: 'What is to be done, e.g. "Run the tests" (secrets redacted).' }),
    status: t.field({ type: TodoStatusEnum, description: 'Where it stands.', resolve: (todo) => todo.status.toUpperCase() as ApiStatus }),
    activeForm: t.exposeString('activeForm', {
      description: 'The present-continuous form shown while it is in progress, e.g. "Running the tests" (the content when none was given).',
    }),
  }),
});

const HISTORY = 'Every update is in the session log as a `todos.updated` event ({ taskId, todos }): events(types: ["todos.updated"]) is the history.';

builder.objectFields(SessionRef, (t) => ({
  todos: t.field({
    type: [TodoItemRef],
    description: `The session's own todo list, in order (empty until updateTodos sets it). ${HISTORY}`,
    resolve: (session) => storedTodos(session.todos),
  }),
}));

builder.objectFields(TaskRef, (t) => ({
  todos: t.field({
    type: [TodoItemRef],
    description: `The task's todo list, in order (empty until updateTodos sets it with this taskId). ${HISTORY}`,
    resolve: (task) => storedTodos(task.todos),
  }),
}));

export const TodoItemInput = builder.inputType('TodoItemInput', {
  description: 'One item of a todo list.',
  fields: (t) => ({
    content: t.string({ required: true, description: `What is to be done (1 to ${TODO_LIMITS.characters} characters; trimmed; secrets redacted).` }),
    status: t.field({ type: TodoStatusEnum, required: true, description: 'Where it stands.' }),
    activeForm: t.string({
      description: `The present-continuous form shown while in progress, e.g. "Running the tests" (1 to ${TODO_LIMITS.characters} characters); the content when absent.`,
    }),
  }),
});

const UpdateTodosInput = builder.inputType('UpdateTodosInput', {
  description: 'A new todo list for a session or one of its tasks: it replaces the whole list. The session must not be finished.',
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session.' }),
    taskId: t.id({ description: "A task of the session whose list this is; absent: the session's own list." }),
    todos: t.field({
      type: [TodoItemInput],
      required: true,
      description: `The whole list, in order (0 to ${TODO_LIMITS.items} items; an empty list clears it).`,
    }),
    idempotencyKey: t.string({ description: 'Any string of 1 to 200 characters: a retry with the same key and input writes nothing again.' }),
    leaseToken: t.int({ description: LEASE_TOKEN }),
  }),
});

type Updated = { sessionId: string; taskId: string | null; todos: TodoItem[]; replayed: boolean };

const UpdateTodosPayload = builder.objectRef<Updated>('UpdateTodosPayload').implement({
  description: 'The list as stored.',
  fields: (t) => ({
    todos: t.field({ type: [TodoItemRef], description: 'The list as written (trimmed, secrets redacted).', resolve: (payload) => payload.todos }),
    session: t.field({ type: SessionRef, description: 'The session.', resolve: (payload) => payload.sessionId }),
    task: t.field({
      type: TaskRef,
      nullable: true,
      description: 'The task whose list it is; null for the session’s own list.',
      resolve: (payload) => payload.taskId,
    }),
    replayed: t.exposeBoolean('replayed', { description: 'True when an idempotency key matched an earlier call: nothing new was written.' }),
  }),
});

/** A list as the API takes it (statuses in capitals), as the todo rules read it. */
export function todoInputsOf<T extends { status: string }>(todos: readonly T[]): Array<T & { status: TodoStatus }> {
  return todos.map((todo) => ({ ...todo, status: todo.status.toLowerCase() as TodoStatus }));
}

builder.mutationField('updateTodos', (t) =>
  t.field({
    type: UpdateTodosPayload,
    description: 'Replaces the todo list of a session (or of one of its tasks) and records the new list as a todos.updated event.',
    args: { input: t.arg({ type: UpdateTodosInput, required: true, description: 'The session, the task if any, and the list.' }) },
    errors: resultOf('UpdateTodosResult', updateTodosThrows, localIdThrows, optionalLocalIdThrows),
    resolve: (_, { input }, ctx) =>
      updateTodos(callerOf(ctx), {
        ...input,
        sessionId: localId('Session', input.sessionId, 'sessionId'),
        taskId: optionalLocalId('Task', input.taskId, 'taskId'),
        todos: todoInputsOf(input.todos),
      }),
  }),
);
