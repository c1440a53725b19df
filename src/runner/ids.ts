// The server's ids of what a run's writes name by key: its session, the supervisor conversation, tasks by their plan
// key, steps by their idempotency key, the messages each write appended. Filled from the answers (and, when a run
// continues without them, from the session as the server has it); kept in the run's state between processes.
import { RunnerUsageError } from './errors.ts';
import type { Answer, MessageRef, Write } from './writes.ts';

export type Ids = {
  sessionId: string | null;
  workspaceId: string | null;
  /** The session's supervisor conversation (where messages go unless a write names another). */
  conversation: string | null;
  tasks: Record<string, string>;
  /** Steps not yet completed (a completed step is named by no later write, so it is dropped). */
  steps: Record<string, string>;
  /** The messages of the latest appends, by write key (compaction names one of them). */
  messages: Record<string, string[]>;
};

/** How many appends' message ids are kept (a compaction names a recent message). */
const MESSAGES_KEPT = 20;

export function emptyIds(): Ids {
  return { sessionId: null, workspaceId: null, conversation: null, tasks: {}, steps: {}, messages: {} };
}

/** A write names something whose id is not known here (yet): the session, a task, a step or a message. */
export class Unresolved extends Error {
  override readonly name = 'Unresolved';
  readonly kind: 'session' | 'task' | 'step' | 'message' | 'conversation';
  readonly key: string;
  constructor(kind: Unresolved['kind'], key: string) {
    super(`the ${kind} ${key} is not known to this run`);
    this.kind = kind;
    this.key = key;
  }
}

export const resolve = {
  session(ids: Ids): string {
    if (!ids.sessionId) throw new Unresolved('session', 'of the run');
    return ids.sessionId;
  },
  task(ids: Ids, key: string): string {
    const id = ids.tasks[key];
    if (!id) throw new Unresolved('task', key);
    return id;
  },
  step(ids: Ids, key: string): string {
    const id = ids.steps[key];
    if (!id) throw new Unresolved('step', key);
    return id;
  },
  conversation(ids: Ids, id: string | null): string {
    if (id) return id;
    if (!ids.conversation) throw new Unresolved('conversation', 'supervisor');
    return ids.conversation;
  },
  message(ids: Ids, ref: MessageRef | { id: string }): string {
    if ('id' in ref) return ref.id;
    const id = ids.messages[ref.write]?.[ref.index];
    if (!id) throw new Unresolved('message', `${ref.write}#${ref.index}`);
    return id;
  },
};

/** Takes in what the server made for `write`. */
export function applyAnswer(ids: Ids, write: Write, answer: Answer): void {
  if (answer.sessionId) ids.sessionId = answer.sessionId;
  if (answer.workspaceId) ids.workspaceId = answer.workspaceId;
  if (answer.conversationId && write.op === 'createSession') ids.conversation = answer.conversationId;
  Object.assign(ids.tasks, answer.tasks);
  Object.assign(ids.steps, answer.steps);
  if (write.op === 'completeStep') delete ids.steps[write.step];
  if (answer.messages) {
    ids.messages[write.key] = answer.messages;
    const keys = Object.keys(ids.messages);
    for (const old of keys.slice(0, Math.max(0, keys.length - MESSAGES_KEPT))) delete ids.messages[old];
  }
}

/** The session this run writes to, refusing ids of another run's state (a state folder copied by hand, say). */
export function checkSameSession(ids: Ids, sessionId: string): void {
  if (ids.sessionId && ids.sessionId !== sessionId) {
    throw new RunnerUsageError('STATE_MISMATCH', `this run's state names session ${ids.sessionId}, not ${sessionId}; give the run another key`);
  }
}
