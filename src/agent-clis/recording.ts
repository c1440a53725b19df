// What an agent CLI's session amounts to, in neutral terms: the recording actions an adapter derives from the CLI's
// hooks and transcript, and a recorder applies to a Savepoint session. Nothing here knows the API: no ids of ours,
// only the CLI's own references and stable keys, so applying an action twice (a retry, a replay) can be made a no-op.

/** Who acts: the CLI's main agent (null), or one of its subagents by the CLI's own id. */
export type AgentId = string | null;

export type StepKind = 'READ' | 'WRITE' | 'EXEC';

/** A file a WRITE step writes, relative to the session's folder; its sha256 (hex) when the content is known up front. */
export type WrittenFile = { path: string; sha256: string | null };

export type ToolCall = { id: string; name: string; input: unknown };

export type MessageRole = 'USER' | 'ASSISTANT' | 'TOOL' | 'SYSTEM';

export type RecordingAction =
  /** Start the session for this reference, or continue it when it exists (a CLI resume, a later hook). */
  | { kind: 'session'; ref: string; cwd: string | null; source: string; model: string | null }
  /** A subagent began (a task of its own); `parentCall` is the main agent's tool call that spawned it, when known. */
  | { kind: 'agent'; agent: string; type: string; parentCall: string | null }
  /** A subagent finished. */
  | { kind: 'agent.ended'; agent: string; summary: string | null }
  | {
      kind: 'message';
      /** Stable across re-reads of the same transcript line or hook: the idempotency handle. */
      key: string;
      agent: AgentId;
      role: MessageRole;
      content: string;
      toolCalls: ToolCall[];
      /** TOOL messages: the tool whose result this is, what it ran with, its output, and whether it failed. */
      toolName: string | null;
      toolInput: unknown;
      toolResult: string | null;
      isError: boolean;
      tokens: number | null;
      costUsd: number | null;
      /** When the CLI wrote it (ISO 8601), when known. */
      at: string | null;
    }
  /** A tool use began: one step. `key` is the CLI's tool call id (or one made for it), unique in the session. */
  | { kind: 'step.started'; key: string; agent: AgentId; stepKind: StepKind; tool: string; title: string; input: unknown; files: WrittenFile[] }
  | { kind: 'step.completed'; key: string; agent: AgentId; output: unknown }
  | { kind: 'step.failed'; key: string; agent: AgentId; error: string; interrupted: boolean }
  /** The CLI compacted the agent's context: everything said so far now reads as `summary` (`tokensBefore`: the context's size then). */
  | { kind: 'compaction'; key: string; agent: AgentId; trigger: string; summary: string; tokensBefore: number | null }
  /** A code checkpoint of the session's folder (one per turn). */
  | { kind: 'checkpoint'; key: string; label: string }
  /** The CLI's session ended: PAUSED when it can be resumed with the CLI, COMPLETED when it is over for good. */
  | { kind: 'end'; outcome: 'PAUSED' | 'COMPLETED'; reason: string };

export type MessageAction = Extract<RecordingAction, { kind: 'message' }>;

/** A message with the fields an action of that role does not use left empty. */
export function message(fields: Pick<MessageAction, 'key' | 'agent' | 'role' | 'content'> & Partial<MessageAction>): MessageAction {
  return {
    toolCalls: [],
    toolName: null,
    toolInput: null,
    toolResult: null,
    isError: false,
    tokens: null,
    costUsd: null,
    at: null,
    ...fields,
    kind: 'message',
  };
}
