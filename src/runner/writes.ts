// A runner's writes as the kit keeps them: each with its idempotency key, naming the session's tasks, steps and
// messages by the keys the runner gave them (a write made offline may name a step that the server has not created
// yet; the ids are looked up when it is sent). The same value is sent at once, or appended to the journal and sent
// on replay, where consecutive writes go together in one call (send-work.ts): one call, one key, made once.
import type { CheckpointKind, CreateSessionInput, MessageInput, StepPlanInput, TaskPlanInput, TodoItemInput } from '../client/gql/operations.ts';

/** A message recorded earlier, by the key of the write that appended it and its place in that write. */
export type MessageRef = { write: string; index: number };

/** The session a run creates: createSession's input, its workspace by id or by the folder its agent serves. */
export type SessionSpec = Omit<CreateSessionInput, 'idempotencyKey' | 'workspaceId'> & { workspaceId?: string; folder?: string };

type Outcome = { output?: unknown; error?: string; exitCode?: number };

export type Write = { key: string } & (
  | { op: 'createSession'; session: SessionSpec }
  | { op: 'startSession' | 'pauseSession' | 'completeSession' | 'failSession'; reason?: string }
  | { op: 'addTasks'; phaseKey: string; position?: number; tasks: TaskPlanInput[] }
  | { op: 'addSteps'; task: string; steps: Array<StepPlanInput & { idempotencyKey: string }> }
  | ({ op: 'startTask' | 'completeTask' | 'failTask'; task: string } & Outcome)
  | ({ op: 'startStep' | 'completeStep' | 'failStep'; step: string } & Outcome)
  /** The conversation of a task's agent (a subagent's), which later writes name by the task's key. */
  | { op: 'createConversation'; task: string; title: string }
  /** `conversation` (here and in compact): a task's key, for the conversation made for it; null for the supervisor's. */
  | { op: 'appendMessages'; conversation: string | null; messages: MessageInput[] }
  | { op: 'recordEvent'; type: string; data?: Record<string, unknown> }
  | { op: 'updateTodos'; task?: string; todos: TodoItemInput[] }
  | { op: 'checkpoint'; label?: string; kind?: CheckpointKind; includeCode?: boolean; task?: string; step?: string }
  | { op: 'compact'; conversation: string | null; summary: string; tokenCount?: number; upTo: MessageRef | { id: string } }
);

export type WriteOf<O extends Write['op']> = Extract<Write, { op: O }>;

/**
 * What the server made for a write, kept so later writes can name it: the session, the ids of tasks and steps by key,
 * the ids of the messages appended (in order), a step's attempt.
 */
export type Answer = {
  sessionId?: string;
  workspaceId?: string;
  conversationId?: string;
  tasks?: Record<string, string>;
  steps?: Record<string, string>;
  messages?: string[];
  checkpointId?: string;
  replayed?: boolean;
};

/**
 * A write as the journal keeps it: a checkpoint becomes state-only (its code snapshot, taken at replay, would show the
 * files as they are then, not as they were when the runner asked), and says so in its label.
 */
export function journaled(write: Write): Write {
  if (write.op !== 'checkpoint' || write.includeCode === false) return write;
  return { ...write, includeCode: false, label: `${write.label ?? 'checkpoint'} (recorded offline: state only)` };
}

/** The key of a call carrying `group`: the write's own for one; for several, one of their own (the journal pins the group). */
export function groupKey(group: readonly Write[]): string {
  return group.length === 1 ? group[0]!.key : `${group[0]!.key}+${group.length}`;
}
