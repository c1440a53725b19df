// What the Claude Code adapter remembers between two hooks of one Claude session (the recorder saves it as JSON
// beside the session's spool): how far each transcript was read, the tool calls awaiting a result, the steps begun
// and not yet ended, the subagents announced, and the prompts recorded from a hook but not yet met in the transcript.
import type { AgentId } from '../recording.ts';

export type OpenStep = { agent: AgentId; tool: string; input: unknown };

export type ClaudeCodeState = {
  readonly ref: string;
  /** The folder the session works in (its first cwd): files are named relative to it. */
  cwd: string | null;
  /** The `session` action was given (the recorder starts or finds the session). */
  announced: boolean;
  /** Prompts so far (a checkpoint per turn is named after its number). */
  turn: number;
  /** The latest prompt, for the turn's checkpoint label. */
  prompt: string | null;
  /** Bytes read of each transcript, by its id ("main", "agent:<id>"). */
  offsets: Record<string, number>;
  /** Tool calls met in a transcript whose result has not come yet: their tool and input, for the result's message. */
  calls: Record<string, { name: string; input: unknown }>;
  /** Steps begun (by a hook, or an imported tool call) and not yet ended, by key. */
  open: Record<string, OpenStep>;
  /** Subagents announced (`agent` action given), and those of them that ended (`agent.ended` given). */
  agents: string[];
  finished: string[];
  /** Prompts recorded from UserPromptSubmit, oldest first, until the transcript's copy of each is met (and skipped). */
  pendingPrompts: string[];
  /** Prompts recorded from the transcript before their UserPromptSubmit was handled (a hook handled late): skipped then. */
  transcriptPrompts: string[];
  /** Tool uses seen without an id (older Claude Code): they get keys of their own, in order. */
  callSeq: number;
  ended: boolean;
};

/** Most tool calls remembered while their results are awaited (a result that never comes must not grow the state). */
export const MAX_REMEMBERED_CALLS = 1_000;

export function newClaudeCodeState(ref: string): ClaudeCodeState {
  return {
    ref,
    cwd: null,
    announced: false,
    turn: 0,
    prompt: null,
    offsets: {},
    calls: {},
    open: {},
    agents: [],
    finished: [],
    pendingPrompts: [],
    transcriptPrompts: [],
    callSeq: 0,
    ended: false,
  };
}

export function rememberCall(state: ClaudeCodeState, id: string, name: string, input: unknown): void {
  state.calls[id] = { name, input };
  const ids = Object.keys(state.calls);
  for (const old of ids.slice(0, Math.max(0, ids.length - MAX_REMEMBERED_CALLS))) delete state.calls[old];
}

/** A copy the mapping may change (the caller's state stays as it was, e.g. when applying the actions fails). */
export function copyState(state: ClaudeCodeState): ClaudeCodeState {
  return structuredClone(state);
}
