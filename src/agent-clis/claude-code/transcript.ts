// One line of a Claude Code transcript (~/.claude/projects/<project>/<session-id>.jsonl), read into what we record.
// Each line is a JSON object with a `type`: "user" (a prompt, or tool results as `tool_result` blocks), "assistant"
// (the model's reply, one line per content block sharing `message.id`, with `usage`), "system" (of which the
// `compact_boundary` subtype marks a compaction; the user line after it with `isCompactSummary` holds its summary),
// and others we skip (summaries, file history snapshots, progress). `isSidechain` marks a subagent's line in the
// main file (older versions); newer ones keep a subagent's lines in a file of its own. Anything unreadable is
// `skip`, never an error: a transcript is the CLI's file and may hold lines of versions we do not know.
import type { ToolCall } from '../recording.ts';

export type Usage = { tokens: number; costUsd: number | null };

type Common = { uuid: string | null; at: string | null; sidechain: boolean; agentId: string | null; sessionId: string | null; cwd: string | null };

export type ToolResult = { toolUseId: string; content: string; isError: boolean };

export type TranscriptEntry =
  | (Common & { type: 'prompt'; text: string })
  | (Common & { type: 'tool-results'; results: ToolResult[] })
  | (Common & { type: 'assistant'; messageId: string | null; texts: string[]; toolCalls: ToolCall[]; usage: Usage | null; model: string | null })
  | (Common & { type: 'compact-boundary'; trigger: string; preTokens: number | null })
  | (Common & { type: 'compact-summary'; text: string })
  | { type: 'skip'; reason: string; sessionId: string | null; cwd: string | null };

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);

/** A content block list (or a plain string) as text: text blocks joined, images and others named. */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return content == null ? '' : JSON.stringify(content);
  return content
    .map((block) => {
      if (!isObject(block)) return '';
      if (block.type === 'text') return str(block.text) ?? '';
      if (block.type === 'image') return '[image]';
      if (block.type === 'tool_reference' || block.type === 'document') return `[${block.type}]`;
      return '';
    })
    .filter(Boolean)
    .join('\n');
}

function usageOf(entry: Fields, message: Fields): Usage | null {
  const usage = isObject(message.usage) ? message.usage : null;
  const cost = typeof entry.costUSD === 'number' && Number.isFinite(entry.costUSD) && entry.costUSD >= 0 ? entry.costUSD : null;
  if (!usage && cost === null) return null;
  const tokens = usage ? num(usage.input_tokens) + num(usage.output_tokens) + num(usage.cache_creation_input_tokens) + num(usage.cache_read_input_tokens) : 0;
  return { tokens: Math.round(tokens), costUsd: cost };
}

function assistant(common: Common, entry: Fields, message: Fields): TranscriptEntry {
  const texts: string[] = [];
  const toolCalls: ToolCall[] = [];
  const blocks = typeof message.content === 'string' ? [{ type: 'text', text: message.content }] : Array.isArray(message.content) ? message.content : [];
  for (const block of blocks) {
    if (!isObject(block)) continue;
    if (block.type === 'text' && str(block.text)) texts.push(block.text as string);
    if (block.type === 'tool_use' && str(block.id) && str(block.name))
      toolCalls.push({ id: block.id as string, name: block.name as string, input: block.input ?? {} });
  }
  return { ...common, type: 'assistant', messageId: str(message.id), texts, toolCalls, usage: usageOf(entry, message), model: str(message.model) };
}

function user(common: Common, entry: Fields, message: Fields): TranscriptEntry {
  if (entry.isCompactSummary === true) return { ...common, type: 'compact-summary', text: contentText(message.content) };
  if (entry.isMeta === true) return { type: 'skip', reason: 'meta', sessionId: common.sessionId, cwd: common.cwd };
  const blocks = Array.isArray(message.content) ? message.content.filter(isObject) : [];
  const results = blocks
    .filter((block) => block.type === 'tool_result' && str(block.tool_use_id))
    .map((block) => ({ toolUseId: block.tool_use_id as string, content: contentText(block.content), isError: block.is_error === true }));
  if (results.length) return { ...common, type: 'tool-results', results };
  const text = contentText(message.content);
  return text.trim() ? { ...common, type: 'prompt', text } : { type: 'skip', reason: 'empty', sessionId: common.sessionId, cwd: common.cwd };
}

/** One transcript line as an entry; `skip` (with the reason) for a line we do not record or cannot read. */
export function parseTranscriptLine(line: string): TranscriptEntry {
  let entry: unknown;
  try {
    entry = JSON.parse(line);
  } catch {
    return { type: 'skip', reason: 'not JSON', sessionId: null, cwd: null };
  }
  if (!isObject(entry)) return { type: 'skip', reason: 'not an object', sessionId: null, cwd: null };
  const common: Common = {
    uuid: str(entry.uuid),
    at: str(entry.timestamp),
    sidechain: entry.isSidechain === true,
    agentId: str(entry.agentId),
    sessionId: str(entry.sessionId),
    cwd: str(entry.cwd),
  };
  const message = isObject(entry.message) ? entry.message : null;
  if (entry.type === 'assistant' && message) return assistant(common, entry, message);
  if (entry.type === 'user' && message) return user(common, entry, message);
  if (entry.type === 'system' && entry.subtype === 'compact_boundary') {
    const metadata = isObject(entry.compactMetadata) ? entry.compactMetadata : {};
    return { ...common, type: 'compact-boundary', trigger: str(metadata.trigger) ?? 'auto', preTokens: num(metadata.preTokens) || null };
  }
  return { type: 'skip', reason: `type ${String(entry.type)}`, sessionId: common.sessionId, cwd: common.cwd };
}
