// What a transcript gained, as actions: prompts, replies (one message per model response, its lines merged by
// message id, with tool calls, tokens and cost), tool results as TOOL messages, and compactions with their summary.
// In a hook, steps come from the tool hooks and a tool result here only ends a step still open; in an import, the
// transcript's tool calls and results are the steps too. Unless `final`, a reply at the end is held back (more of
// its lines may follow) and so is a compaction boundary whose summary has not been written yet: the read stops
// before them, and the next read takes them whole.
import { clipJson, clipText } from '../bounds.ts';
import { type AgentId, message, type RecordingAction, type ToolCall } from '../recording.ts';
import type { TranscriptLine, TranscriptRead } from '../transcript-lines.ts';
import { type ClaudeCodeState, rememberCall } from './state.ts';
import { stepOfTool } from './tools.ts';
import { parseTranscriptLine, type TranscriptEntry } from './transcript.ts';

export type MapOptions = {
  /** Whose lines these are: a subagent's own file, or the main file (where sidechain lines are a subagent's). */
  agentOf: (entry: Exclude<TranscriptEntry, { type: 'skip' }>) => AgentId;
  steps: 'hooks' | 'transcript';
  final: boolean;
};

type Line = { line: TranscriptLine; entry: TranscriptEntry };
type Assistant = Extract<TranscriptEntry, { type: 'assistant' }>;
type Boundary = Extract<TranscriptEntry, { type: 'compact-boundary' }>;

/** Where to stop when not final: before a trailing reply (its other lines may still come) or a lone boundary. */
function holdFrom(lines: readonly Line[]): number {
  const meaningful = lines.filter(({ entry }) => entry.type !== 'skip');
  const last = meaningful.at(-1);
  if (!last) return lines.length;
  if (last.entry.type === 'compact-boundary') return lines.indexOf(last);
  if (last.entry.type !== 'assistant') return lines.length;
  const id = last.entry.messageId;
  let first = meaningful.length - 1;
  while (first > 0) {
    const before = meaningful[first - 1]!.entry;
    if (before.type !== 'assistant' || id === null || before.messageId !== id) break;
    first--;
  }
  return lines.indexOf(meaningful[first]!);
}

const keyOf = (read: TranscriptRead, entry: { uuid: string | null }, line: TranscriptLine) => `t:${entry.uuid ?? `${read.id}@${line.start}`}`;

/** The actions for the new lines of one transcript; `end` is where the next read of it resumes. */
export function mapTranscript(state: ClaudeCodeState, read: TranscriptRead, options: MapOptions): { actions: RecordingAction[]; end: number } {
  const lines: Line[] = read.lines.map((line) => ({ line, entry: parseTranscriptLine(line.text) }));
  const upTo = options.final ? lines.length : holdFrom(lines);
  const taken = lines.slice(0, upTo);
  const actions: RecordingAction[] = [];
  let reply: { parts: Assistant[]; key: string } | null = null;
  let boundary: { entry: Boundary; key: string } | null = null;

  const flushReply = () => {
    if (!reply) return;
    actions.push(...replyActions(state, reply.parts, reply.key, options));
    reply = null;
  };
  const compaction = (summary: string, key: string, agent: AgentId) => {
    actions.push({
      kind: 'compaction',
      key,
      agent,
      trigger: boundary?.entry.trigger ?? 'auto',
      summary: clipText(summary),
      tokensBefore: boundary?.entry.preTokens ?? null,
    });
    boundary = null;
  };

  for (const { line, entry } of taken) {
    if (entry.type === 'skip') continue;
    if (entry.type === 'assistant' && reply && entry.messageId !== null && reply.parts[0]!.messageId === entry.messageId) {
      reply.parts.push(entry);
      continue;
    }
    flushReply();
    const agent = options.agentOf(entry);
    const key = keyOf(read, entry, line);
    if (entry.type === 'assistant') reply = { parts: [entry], key };
    else if (entry.type === 'prompt') {
      if (agent === null && state.pendingPrompts[0]?.trim() === entry.text.trim()) state.pendingPrompts.shift();
      else {
        actions.push(message({ key, agent, role: 'USER', content: clipText(entry.text), at: entry.at }));
        if (agent === null) state.transcriptPrompts = [...state.transcriptPrompts, entry.text.trim()].slice(-20);
      }
    } else if (entry.type === 'tool-results') actions.push(...resultActions(state, entry, key, agent));
    else if (entry.type === 'compact-boundary') boundary = { entry, key };
    else compaction(entry.text, boundary?.key ?? key, agent);
  }
  flushReply();
  if (boundary) {
    const { entry, key } = boundary as { entry: Boundary; key: string };
    compaction('(Claude Code compacted the conversation here; its summary was not in the transcript.)', key, options.agentOf(entry));
  }
  return { actions, end: upTo === lines.length ? read.end : lines[upTo]!.line.start };
}

function replyActions(state: ClaudeCodeState, parts: Assistant[], key: string, options: MapOptions): RecordingAction[] {
  const first = parts[0]!;
  const agent = options.agentOf(first);
  const toolCalls: ToolCall[] = parts.flatMap((part) => part.toolCalls).map((call) => ({ ...call, input: clipJson(call.input) }));
  const usage = parts.findLast((part) => part.usage !== null)?.usage ?? null;
  const actions: RecordingAction[] = [
    message({
      key,
      agent,
      role: 'ASSISTANT',
      content: clipText(parts.flatMap((part) => part.texts).join('\n\n')),
      toolCalls,
      tokens: usage?.tokens ?? null,
      costUsd: usage?.costUsd ?? null,
      at: first.at,
    }),
  ];
  for (const call of parts.flatMap((part) => part.toolCalls)) {
    rememberCall(state, call.id, call.name, call.input);
    if (options.steps !== 'transcript' || state.open[call.id]) continue;
    const step = stepOfTool(call.name, call.input, state.cwd);
    state.open[call.id] = { agent, tool: call.name, input: call.input };
    actions.push({ kind: 'step.started', key: call.id, agent, tool: call.name, input: clipJson(call.input), ...step });
  }
  return actions;
}

function resultActions(state: ClaudeCodeState, entry: Extract<TranscriptEntry, { type: 'tool-results' }>, key: string, agent: AgentId): RecordingAction[] {
  const actions: RecordingAction[] = [];
  for (const result of entry.results) {
    const call = state.calls[result.toolUseId];
    delete state.calls[result.toolUseId];
    actions.push(
      message({
        key: `${key}:${result.toolUseId}`,
        agent,
        role: 'TOOL',
        content: '',
        toolName: call?.name ?? 'unknown',
        toolInput: clipJson(call?.input ?? null),
        toolResult: clipText(result.content),
        isError: result.isError,
        at: entry.at,
      }),
    );
    // A step still open (its PostToolUse never came, or this is an import) ends with the transcript's result.
    const open = state.open[result.toolUseId];
    if (!open) continue;
    delete state.open[result.toolUseId];
    actions.push(
      result.isError
        ? { kind: 'step.failed', key: result.toolUseId, agent: open.agent, error: clipText(result.content, 4_000), interrupted: false }
        : { kind: 'step.completed', key: result.toolUseId, agent: open.agent, output: clipJson({ result: result.content }) },
    );
  }
  return actions;
}
