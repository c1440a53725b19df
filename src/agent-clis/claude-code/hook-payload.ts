// Claude Code's hook payloads (the JSON on a command hook's stdin), validated into typed events. The fields follow
// the hooks reference (https://code.claude.com/docs/en/hooks): common fields on every event, and each recorded
// event's own. Unknown extra fields are ignored (Claude Code adds fields over versions); a missing or mistyped field
// we rely on, an event we do not record, or text that is not a JSON object is an AgentCliInputError.
import { AgentCliInputError, MAX_PAYLOAD_BYTES, oneLine } from '../input-error.ts';

/** Fields on every event. `agentId`/`agentType`: set when the event fired inside a subagent. */
export type ClaudeHookBase = {
  sessionId: string;
  transcriptPath: string | null;
  cwd: string | null;
  agentId: string | null;
  agentType: string | null;
};

export type ClaudeHookEvent = ClaudeHookBase &
  (
    | { name: 'SessionStart'; source: string; model: string | null }
    | { name: 'UserPromptSubmit'; prompt: string }
    | { name: 'PreToolUse'; toolName: string; toolInput: unknown; toolUseId: string | null }
    | { name: 'PostToolUse'; toolName: string; toolInput: unknown; toolResponse: unknown; toolUseId: string | null }
    | { name: 'PostToolUseFailure'; toolName: string; toolInput: unknown; toolUseId: string | null; error: string; interrupted: boolean }
    | { name: 'PreCompact'; trigger: string; customInstructions: string | null }
    | { name: 'PostCompact'; trigger: string }
    | { name: 'Stop'; lastAssistantMessage: string | null }
    | { name: 'SubagentStart' }
    | { name: 'SubagentStop'; agentTranscriptPath: string | null; lastAssistantMessage: string | null }
    | { name: 'SessionEnd'; reason: string }
  );

export type ClaudeHookName = ClaudeHookEvent['name'];

export const RECORDED_EVENTS: readonly ClaudeHookName[] = [
  'SessionStart',
  'UserPromptSubmit',
  'PreToolUse',
  'PostToolUse',
  'PostToolUseFailure',
  'PreCompact',
  'PostCompact',
  'Stop',
  'SubagentStart',
  'SubagentStop',
  'SessionEnd',
];

/** Claude Code's session ids are UUIDs; we keep each session's local state in a folder named by it. */
const SESSION_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

type Fields = Record<string, unknown>;

function text(fields: Fields, key: string, required: true): string;
function text(fields: Fields, key: string, required?: false): string | null;
function text(fields: Fields, key: string, required = false): string | null {
  const value = fields[key];
  if (value === undefined || value === null) {
    if (!required) return null;
    throw new AgentCliInputError('MISSING_FIELD', `the ${fields.hook_event_name ?? 'hook'} payload has no "${key}"; is this a Claude Code hook payload?`, key);
  }
  if (typeof value !== 'string') throw new AgentCliInputError('INVALID_FIELD', `"${key}" must be a string, not ${JSON.stringify(value).slice(0, 40)}`, key);
  return value;
}

function toolFields(fields: Fields) {
  return { toolName: text(fields, 'tool_name', true), toolInput: fields.tool_input ?? {}, toolUseId: text(fields, 'tool_use_id') };
}

/** The event-specific part of a recorded event; null for a name we do not record. */
function specific(name: string, fields: Fields) {
  switch (name) {
    case 'SessionStart':
      return { name, source: text(fields, 'source') ?? 'startup', model: text(fields, 'model') } as const;
    case 'UserPromptSubmit':
      return { name, prompt: text(fields, 'prompt', true) } as const;
    case 'PreToolUse':
      return { name, ...toolFields(fields) } as const;
    case 'PostToolUse':
      return { name, ...toolFields(fields), toolResponse: fields.tool_response ?? null } as const;
    case 'PostToolUseFailure':
      return { name, ...toolFields(fields), error: text(fields, 'error') ?? 'the tool failed', interrupted: fields.is_interrupt === true } as const;
    case 'PreCompact':
      return { name, trigger: text(fields, 'trigger') ?? 'manual', customInstructions: text(fields, 'custom_instructions') } as const;
    case 'PostCompact':
      return { name, trigger: text(fields, 'trigger') ?? 'manual' } as const;
    case 'Stop':
      return { name, lastAssistantMessage: text(fields, 'last_assistant_message') } as const;
    case 'SubagentStart':
      return { name } as const;
    case 'SubagentStop':
      return { name, agentTranscriptPath: text(fields, 'agent_transcript_path'), lastAssistantMessage: text(fields, 'last_assistant_message') } as const;
    case 'SessionEnd':
      return { name, reason: text(fields, 'reason') ?? 'other' } as const;
    default:
      return null;
  }
}

/** One hook payload, validated. Throws an AgentCliInputError (never anything else) for one we cannot record. */
export function parseClaudeHook(input: string): ClaudeHookEvent {
  if (Buffer.byteLength(input, 'utf8') > MAX_PAYLOAD_BYTES)
    throw new AgentCliInputError('TOO_LARGE', `the payload is over ${MAX_PAYLOAD_BYTES / 1024 / 1024} MiB; it was not recorded`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(input);
  } catch (error) {
    throw new AgentCliInputError('NOT_JSON', `the payload is not JSON (${oneLine((error as Error).message)}); Claude Code sends one JSON object on stdin`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new AgentCliInputError('NOT_AN_OBJECT', 'the payload is not a JSON object; Claude Code sends one JSON object on stdin');
  const fields = parsed as Fields;
  const name = text(fields, 'hook_event_name', true);
  const sessionId = text(fields, 'session_id', true);
  if (!SESSION_ID.test(sessionId))
    throw new AgentCliInputError(
      'INVALID_FIELD',
      `"session_id" must be 1 to 128 letters, digits, dots, dashes or underscores (Claude Code's are UUIDs)`,
      'session_id',
    );
  const event = specific(name, fields);
  if (!event)
    throw new AgentCliInputError(
      'UNSUPPORTED_EVENT',
      `savepoint does not record ${JSON.stringify(name).slice(0, 60)} hooks (it records ${RECORDED_EVENTS.join(', ')}); leave it out of the hooks that run savepoint`,
      'hook_event_name',
    );
  return {
    sessionId,
    transcriptPath: text(fields, 'transcript_path'),
    cwd: text(fields, 'cwd'),
    agentId: text(fields, 'agent_id'),
    agentType: text(fields, 'agent_type'),
    ...event,
  };
}
