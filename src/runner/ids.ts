// The server's ids of what a run's writes name by key: its session, the supervisor conversation, tasks by their plan
// key, the conversations of tasks (a subagent's) by their task's key, steps by their idempotency key, the messages each
// write appended. Filled from the answers (and, when a run continues without them, from the session as the server has
// it); kept in the run's state between processes.
import { RunnerUsageError } from './errors.ts';
import type { Answer, MessageRef, Write } from './writes.ts';

export type Ids = {
  sessionId: string | null;
  workspaceId: string | null;
  /** The session's supervisor conversation (where messages go unless a write names another). */
  conversation: string | null;
  tasks: Record<string, string>;
  /** The conversations the run made for tasks (createConversation), by the task's key: what writes name them by. */
  conversations: Record<string, string>;
  /** Steps not yet completed (a completed step is named by no later write, so it is dropped). */
  steps: Record<string, string>;
  /** The messages of the latest appends, by write key (compaction names one of them). */
  messages: Record<string, string[]>;
  /** The key of the latest append to each conversation ('' for the supervisor's): kept whatever its age (compaction). */
  lastAppends: Record<string, string>;
};

/** How many appends' message ids are kept besides each conversation's latest (a compaction names a recent message). */
const MESSAGES_KEPT = 20;

export function emptyIds(): Ids {
  return { sessionId: null, workspaceId: null, conversation: null, tasks: {}, conversations: {}, steps: {}, messages: {}, lastAppends: {} };
}

/** The ids as a run state saved by an earlier version of the kit holds them: the maps it did not keep, empty. */
export function upgradeIds(ids: Partial<Ids>): Ids {
  return { ...emptyIds(), ...ids };
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
  /** The conversation a write names: a task's (by the task's key), or the supervisor's (null). */
  conversation(ids: Ids, task: string | null): string {
    const id = task === null ? ids.conversation : ids.conversations[task];
    if (!id) throw new Unresolved('conversation', task ?? 'supervisor');
    return id;
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
  if (answer.conversationId && write.op === 'createConversation') ids.conversations[write.task] = answer.conversationId;
  Object.assign(ids.tasks, answer.tasks);
  Object.assign(ids.steps, answer.steps);
  if (write.op === 'completeStep') delete ids.steps[write.step];
  if (answer.messages && write.op === 'appendMessages') {
    ids.messages[write.key] = answer.messages;
    ids.lastAppends[write.conversation ?? ''] = write.key;
    const latest = new Set(Object.values(ids.lastAppends));
    const older = Object.keys(ids.messages).filter((key) => !latest.has(key));
    for (const old of older.slice(0, Math.max(0, older.length - MESSAGES_KEPT))) delete ids.messages[old];
  }
}

/** The session this run writes to, refusing ids of another run's state (a state folder copied by hand, say). */
export function checkSameSession(ids: Ids, sessionId: string): void {
  if (ids.sessionId && ids.sessionId !== sessionId) {
    throw new RunnerUsageError('STATE_MISMATCH', `this run's state names session ${ids.sessionId}, not ${sessionId}; give the run another key`);
  }
}
